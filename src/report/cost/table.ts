/** `skillscope cost` as terminal text: the header lines, one table fitted to the width, the verdict. */
import { safeText } from '../../base/escape.js';
import { renderTable, wrapLine } from '../table.js';
import type { CostReport } from './model.js';
import { costHead, costNumeric, costRows, headerLines, noteLines, verdictLine } from './rows.js';

export function renderCostTable(report: CostReport, color: boolean, width: number | undefined): string {
  const head = costHead(report);
  // Hidden first when narrow: min, median, calls, the top-1 reach, max (the budget reach and
  // the mean stay); strategy names are never shortened (two listings would read alike).
  const drop = [4, 3, 1, ...(head.length > 8 ? [8] : []), 5];
  const table = renderTable({ head, rows: costRows(report), numeric: costNumeric(report), color, width, drop });
  const r = report.result;
  const text = (line: string): string => wrapLine(safeText(line), width);
  // The table's own note under it ("hidden to fit …") is text too: wrap it like the others.
  const fitted = table
    .split('\n')
    .map((l) => (/^[┌│├└]/.test(l) ? l : wrapLine(l, width)))
    .join('\n');
  return [
    ...headerLines(report).map(text),
    fitted,
    ...noteLines(report).map(text),
    '',
    text(verdictLine(r.verdict, r.strategies, r.maxOpens)),
    '',
  ].join('\n');
}
