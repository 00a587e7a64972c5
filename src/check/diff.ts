/**
 * A unified-style diff for line replacements (what `--fix` does: it never adds or removes
 * lines). One hunk per changed line, no context: the fixes are one-liners and the point is to
 * show exactly what was rewritten.
 */

export interface LineChange {
  /** 1-based line number. */
  readonly line: number;
  readonly before: string;
  readonly after: string;
}

export function unifiedDiff(file: string, changes: readonly LineChange[]): string {
  if (changes.length === 0) return '';
  const out = [`--- a/${file}`, `+++ b/${file}`];
  for (const c of [...changes].sort((a, b) => a.line - b.line)) {
    out.push(`@@ -${c.line},1 +${c.line},1 @@`, `-${c.before}`, `+${c.after}`);
  }
  return `${out.join('\n')}\n`;
}
