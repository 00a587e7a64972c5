/** GitHub-flavoured markdown tables (for pasting into a PR). Cells are escaped for `|` and newlines. */

export function mdTable(head: readonly string[], rows: readonly (readonly (string | number)[])[], numeric: readonly number[] = []): string {
  const num = new Set(numeric);
  const cell = (c: string | number): string => String(c).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const lines = [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map((_, i) => (num.has(i) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** Inline code span that survives backticks in the text. */
export function mdCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text}${fence}`;
}
