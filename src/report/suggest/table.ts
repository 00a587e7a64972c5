/** `suggest` for a terminal: top-1 before/after, the proposals, their effects, the unreachable requests. */
import { safeText } from '../../base/escape.js';
import { bold, renderTable } from '../table.js';
import {
  combinedTitle,
  outOfSampleLines,
  outOfSampleTitle,
  headline,
  PROPOSAL_DROP,
  PROPOSAL_HEAD,
  PROPOSAL_NUMERIC,
  PROPOSAL_SHRINK,
  proposalDetails,
  proposalRows,
  TOP1_HEAD,
  TOP1_NUMERIC,
  top1Rows,
  UNREACHABLE_DROP,
  UNREACHABLE_HEAD,
  UNREACHABLE_NUMERIC,
  UNREACHABLE_SHRINK,
  unreachableRows,
  type SuggestReport,
} from './rows.js';

/** Width detail lines wrap at when the terminal width is unknown (piped output). */
const DEFAULT_WRAP = 80;

/** Word-wraps one line at `width` columns, continuation lines indented by two spaces. */
function wrap(line: string, width: number): string {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && [...current].length + 1 + [...word].length > width) {
      out.push(current);
      current = `  ${word}`;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  out.push(current);
  return out.join('\n');
}

export function renderSuggestTable(report: SuggestReport, color: boolean, width?: number): string {
  const r = report.result;
  const [first, second] = headline(report);
  const out: string[] = [`${bold('Suggest', color)}: ${safeText(first ?? '')}`, safeText(second ?? '')];
  if (r.suggestions.length === 0) {
    out.push('', 'No skill loses a request under this router: nothing to change.');
    return `${out.join('\n')}\n`;
  }
  out.push('', bold('What to add to each description (chosen on the choosing half)', color));
  out.push('missed, fixes, breaks: requests in the choosing/held-out half; +tok: catalog tokens');
  out.push(
    renderTable({
      head: PROPOSAL_HEAD,
      numeric: PROPOSAL_NUMERIC,
      rows: proposalRows(r),
      color,
      width,
      drop: PROPOSAL_DROP,
      shrink: PROPOSAL_SHRINK,
    }),
  );
  const details = proposalDetails(r);
  if (details.length > 0) out.push('', ...details.map((l) => wrap(`- ${safeText(l)}`, width ?? DEFAULT_WRAP)));
  out.push('', bold(combinedTitle(r.combined.edits), color));
  out.push(renderTable({ head: TOP1_HEAD, numeric: TOP1_NUMERIC, rows: top1Rows(r), color, width }));
  if (r.combined.breaks.length > 0)
    out.push(`Together they break ${r.combined.breaks.map((f) => safeText(f.id)).join(', ')}.`);
  out.push('', bold(outOfSampleTitle(r), color));
  out.push(...outOfSampleLines(r).map((l) => wrap(safeText(l), width ?? DEFAULT_WRAP)));
  const unreachable = unreachableRows(r);
  if (unreachable.length > 0) {
    out.push('', bold('Missed requests that share no word with their skill (no word of its own reaches them)', color));
    out.push(
      renderTable({
        head: UNREACHABLE_HEAD,
        numeric: UNREACHABLE_NUMERIC,
        rows: unreachable,
        color,
        width,
        drop: UNREACHABLE_DROP,
        shrink: UNREACHABLE_SHRINK,
      }),
    );
  }
  return `${out.join('\n')}\n`;
}
