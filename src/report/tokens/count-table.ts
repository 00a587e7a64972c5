/** Human renderer for `tokens count`: one row per file, a total row when there are several. */
import { tokensPerChar, type CountReport, type TextStats } from '../../tokenizer/stats.js';
import { renderTable } from '../table.js';

/** `width`: terminal columns the table must fit (undefined: no limit); long file names shrink first. */
export function renderCountTable(report: CountReport, color: boolean, width?: number): string {
  const head = ['file', 'bytes', 'chars'];
  for (const name of report.encodings) head.push(`${name} tokens`, 'tokens/char');
  const row = (s: TextStats) => {
    const cells = [s.file, String(s.bytes), String(s.codePoints)];
    for (const name of report.encodings) cells.push(String(s.tokens[name] ?? 0), tokensPerChar(s, name).toFixed(3));
    return cells;
  };
  const rows = report.files.map(row);
  if (report.files.length !== 1) rows.push(row(report.total));
  // Narrow: the per-encoding tokens/char columns go first (right to left), then chars.
  const ratioColumns = report.encodings.map((_, i) => 4 + 2 * i).reverse();
  return `${renderTable({ head, rows, numeric: head.slice(1).map((_, i) => i + 1), color, width, shrink: [0], drop: [...ratioColumns, 2], bare: true })}\n`;
}
