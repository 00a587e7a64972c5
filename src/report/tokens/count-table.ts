/** Human renderer for `tokens count`: one row per file, a total row when there are several. */
import Table from 'cli-table3';
import { tokensPerChar, type CountReport, type TextStats } from '../../tokenizer/stats.js';
import { COMPACT_CHARS, tableStyle } from './escape.js';

export function renderCountTable(report: CountReport, color: boolean): string {
  const head = ['file', 'bytes', 'chars'];
  for (const name of report.encodings) head.push(`${name} tokens`, 'tokens/char');
  const table = new Table({ head, style: tableStyle(color), chars: COMPACT_CHARS, colAligns: ['left', ...head.slice(1).map(() => 'right' as const)] });
  const row = (s: TextStats) => {
    const cells = [s.file, String(s.bytes), String(s.codePoints)];
    for (const name of report.encodings) cells.push(String(s.tokens[name] ?? 0), tokensPerChar(s, name).toFixed(3));
    return cells;
  };
  for (const file of report.files) table.push(row(file));
  if (report.files.length !== 1) table.push(row(report.total));
  return `${table.toString()}\n`;
}
