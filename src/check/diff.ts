/**
 * A unified diff for line replacements (what `--fix` does: it never adds or removes lines),
 * in the form `git apply` and `patch -p1` take: `--- a/PATH` / `+++ b/PATH` headers, hunks with
 * up to three lines of context (git refuses context-free hunks without `--unidiff-zero`),
 * overlapping hunks merged, and `\ No newline at end of file` when the last line has none.
 * Lines are written byte for byte, the `\r` of CRLF lines included, so a CRLF file's patch
 * applies to it (a CR right before the line feed cannot overwrite anything on a terminal).
 * Any other control character (ESC, BEL, BS, a lone CR, C1 controls, bidi overrides, …: the
 * shared escape of src/base/escape.ts) comes from a file we do not trust and would act on the
 * terminal: it is shown escaped (`\x1b`, `\u009b`) instead, and
 * `escaped` says so — that hunk then no longer applies as a patch, which is the price of never
 * letting a hostile SKILL.md drive the user's terminal.
 */
import { escapeTerminal } from '../base/escape.js';

export interface LineChange {
  /** 1-based line number. */
  readonly line: number;
  /** The line as it was, without its line break (`\r` removed). */
  readonly before: string;
  /** The line as it is now, without its line break (`\r` removed). */
  readonly after: string;
}

/** `text` with every control character escaped visibly (for file names in messages). */
export function visibleControls(text: string): string {
  return escapeTerminal(text);
}

/** `line` with control characters escaped visibly, except one final `\r` (a CRLF line end). */
function safeLine(line: string, seen: { escaped: boolean }): string {
  const cr = line.endsWith('\r') ? '\r' : '';
  const body = cr === '' ? line : line.slice(0, -1);
  // The shared terminal escape, keeping tabs (a file's layout, harmless on a terminal).
  const escaped = escapeTerminal(body, { keepLayout: true });
  if (escaped !== body) seen.escaped = true;
  return `${escaped}${cr}`;
}

/** Lines of context around each change (git's default). */
const DIFF_CONTEXT_LINES = 3;

/**
 * The diff of `oldText` (the whole file as it was, BOM removed) against the same text with
 * `changes` applied; `file` is the path shown in the headers (POSIX separators).
 */
export function unifiedDiff(
  file: string,
  oldText: string,
  changes: readonly LineChange[],
  context = DIFF_CONTEXT_LINES,
): string {
  return renderDiff(file, oldText, changes, context).text;
}

/** `unifiedDiff`, and whether a control character had to be escaped (then the diff does not apply there). */
export function renderDiff(
  file: string,
  oldText: string,
  changes: readonly LineChange[],
  context = DIFF_CONTEXT_LINES,
): { readonly text: string; readonly escaped: boolean } {
  const seen = { escaped: false };
  if (changes.length === 0) return { text: '', escaped: false };
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

  const out = [`--- a/${safeLine(file, seen)}`, `+++ b/${safeLine(file, seen)}`];
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
        out.push(` ${safeLine(raw, seen)}`);
        if (atEnd) out.push(noBreak);
        continue;
      }
      out.push(`-${safeLine(raw, seen)}`);
      if (atEnd) out.push(noBreak);
      out.push(`+${safeLine(`${change.after}${cr}`, seen)}`);
      if (atEnd) out.push(noBreak);
    }
  }
  return { text: `${out.join('\n')}\n`, escaped: seen.escaped };
}
