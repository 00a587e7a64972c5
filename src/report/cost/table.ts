/** `skillscope cost` as terminal text: the header lines, one table fitted to the width, the verdict. */
import { safeText } from '../../base/escape.js';
import { renderTable } from '../table.js';
import type { CostReport } from './model.js';
import { costHead, costNumeric, costRows, headerLines, noteLines, verdictLine } from './rows.js';

/** Words of `line` wrapped at `width` columns (continuation lines indented two spaces); no width: as is. */
export function wrapLine(line: string, width: number | undefined): string {
  if (width === undefined || [...line].length <= width) return line;
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if ([...next].length > width && current.trim() !== '') {
      out.push(current);
      current = `  ${word}`;
    } else current = next;
  }
  out.push(current);
  return out.join('\n');
}

export function renderCostTable(report: CostReport, color: boolean, width: number | undefined): string {
  const head = costHead(report);
  // Hidden first when narrow: min, median, calls, the top-1 reach, max (the budget reach and
  // the mean stay); strategy names are never shortened (two listings would read alike).
  const drop = [4, 3, 1, ...(head.length > 8 ? [8] : []), 5];
  const table = renderTable({ head, rows: costRows(report), numeric: costNumeric(report), color, width, drop });
  const r = report.result;
  const text = (line: string): string => wrapLine(safeText(line), width);
  // The table's own note under it ("hidden to fit …") is text too: wrap it like the others.
  const fitted = table.split('\n').map((l) => (/^[┌│├└]/.test(l) ? l : wrapLine(l, width))).join('\n');
  return [...headerLines(report).map(text), fitted, ...noteLines(report).map(text), '', text(verdictLine(r.verdict, r.strategies, r.maxOpens)), ''].join('\n');
}
