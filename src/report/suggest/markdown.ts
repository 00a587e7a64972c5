/** `suggest --format markdown`: the same tables and lines as GitHub markdown (for a PR comment). */
import { mdTable, mdText } from '../markdown.js';
import {
  combinedTitle,
  headline,
  outOfSampleLines,
  outOfSampleTitle,
  PROPOSAL_HEAD,
  PROPOSAL_NUMERIC,
  proposalDetails,
  proposalRows,
  TOP1_HEAD,
  TOP1_NUMERIC,
  top1Rows,
  UNREACHABLE_HEAD,
  UNREACHABLE_NUMERIC,
  unreachableRows,
  type SuggestReport,
} from './rows.js';

export function renderSuggestMarkdown(report: SuggestReport): string {
  const r = report.result;
  const out: string[] = [
    '## What to change in the descriptions',
    '',
    ...headline(report).map((l) => `${mdText(l)}  `),
    '',
  ];
  if (r.suggestions.length === 0) {
    out.push('No skill loses a request under this router: nothing to change.', '');
    return out.join('\n');
  }
  out.push(
    '### Proposals (chosen on the choosing half)',
    '',
    'missed, fixes, breaks: requests in the choosing/held-out half; +tok: catalog tokens added.',
    '',
    mdTable(PROPOSAL_HEAD, proposalRows(r), PROPOSAL_NUMERIC),
    '',
  );
  const details = proposalDetails(r);
  if (details.length > 0) out.push(...details.map((l) => `- ${mdText(l)}`), '');
  out.push(`### ${combinedTitle(r.combined.edits)}`, '', mdTable(TOP1_HEAD, top1Rows(r), TOP1_NUMERIC), '');
  out.push(`### ${mdText(outOfSampleTitle(r))}`, '', ...outOfSampleLines(r).map((l) => mdText(l)), '');
  const unreachable = unreachableRows(r);
  if (unreachable.length > 0)
    out.push(
      '### Missed requests that share no word with their skill',
      '',
      mdTable(UNREACHABLE_HEAD, unreachable, UNREACHABLE_NUMERIC),
      '',
    );
  return out.join('\n');
}
