/**
 * A unified diff for line replacements (what `--fix` does: it never adds or removes lines),
 * in the form `git apply` and `patch -p1` take: `--- a/PATH` / `+++ b/PATH` headers, hunks with
 * up to three lines of context (git refuses context-free hunks without `--unidiff-zero`),
 * overlapping hunks merged, and `\ No newline at end of file` when the last line has none.
 * Lines are written byte for byte, `\r` included, so a CRLF file's patch applies to it.
 */

export interface LineChange {
  /** 1-based line number. */
  readonly line: number;
  /** The line as it was, without its line break (`\r` removed). */
  readonly before: string;
  /** The line as it is now, without its line break (`\r` removed). */
  readonly after: string;
}

/** Lines of context around each change (git's default). */
export const DIFF_CONTEXT_LINES = 3;

/**
 * The diff of `oldText` (the whole file as it was, BOM removed) against the same text with
 * `changes` applied; `file` is the path shown in the headers (POSIX separators).
 */
export function unifiedDiff(file: string, oldText: string, changes: readonly LineChange[], context = DIFF_CONTEXT_LINES): string {
  if (changes.length === 0) return '';
  const lines = oldText.split('\n');
  const endsWithBreak = lines[lines.length - 1] === '';
  if (endsWithBreak) lines.pop();
  const last = lines.length; // 1-based number of the last line
  const changed = new Map([...changes].map((c) => [c.line, c]));
  const sorted = [...changed.keys()].sort((a, b) => a - b);

  // Group changes whose context windows touch into one hunk.
  const hunks: { from: number; to: number }[] = [];
  for (const line of sorted) {
    const from = Math.max(1, line - context);
    const to = Math.min(last, line + context);
    const prev = hunks[hunks.length - 1];
    if (prev && from <= prev.to + 1) prev.to = to;
    else hunks.push({ from, to });
  }

  const out = [`--- a/${file}`, `+++ b/${file}`];
  const noBreak = '\\ No newline at end of file';
  for (const { from, to } of hunks) {
    const count = to - from + 1;
    out.push(`@@ -${from},${count} +${from},${count} @@`);
    for (let n = from; n <= to; n++) {
      const raw = lines[n - 1] ?? '';
      const cr = raw.endsWith('\r') ? '\r' : '';
      const change = changed.get(n);
      const atEnd = n === last && !endsWithBreak;
      if (change === undefined) {
        out.push(` ${raw}`);
        if (atEnd) out.push(noBreak);
        continue;
      }
      out.push(`-${raw}`);
      if (atEnd) out.push(noBreak);
      out.push(`+${change.after}${cr}`);
      if (atEnd) out.push(noBreak);
    }
  }
  return `${out.join('\n')}\n`;
}
