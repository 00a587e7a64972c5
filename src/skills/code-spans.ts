/**
 * Code spans of a markdown line, found in one pass, and the line with them blanked — what the
 * reference scanner (links.ts) reads before it looks for paths, so a path in code is told apart
 * from a path in prose.
 */

/** One code span of a line: `index` of its opening backticks, `ticks` their count, `content` between. */
export interface CodeSpan {
  readonly index: number;
  readonly ticks: number;
  readonly content: string;
  /** Whole span, backticks included. */
  readonly length: number;
}

/**
 * The code spans of `line`, left to right: a run of backticks, text without a backtick, then at
 * least as many backticks again (the span takes as many as it opened with; more are left for
 * the next span) — what the pattern /(`+)([^`]+?)\1/g matched, found in one pass. The pattern
 * retried every shorter opening run at every backtick, quadratic on a line of backticks (a
 * 4 MiB line of them never finished). An opening run longer than the closing one keeps only
 * its last backticks, as the pattern's leftmost match did.
 */
export function codeSpans(line: string, work?: { steps: number }): CodeSpan[] {
  const out: CodeSpan[] = [];
  let i = 0;
  for (;;) {
    const s = line.indexOf('`', i);
    if (s === -1) break;
    let e = s;
    while (e < line.length && line.charCodeAt(e) === 0x60) e++;
    const q = line.indexOf('`', e);
    if (q === -1) break;
    let r = q;
    while (r < line.length && line.charCodeAt(r) === 0x60) r++;
    if (work) work.steps += r - i;
    const ticks = Math.min(e - s, r - q);
    const index = e - ticks;
    out.push({ index, ticks, content: line.slice(e, q), length: q + ticks - index });
    i = q + ticks;
  }
  return out;
}

/** `line` with every span blanked to spaces (offsets kept), built in one pass. */
export function blankSpans(line: string, spans: readonly CodeSpan[]): string {
  if (spans.length === 0) return line;
  const parts: string[] = [];
  let copied = 0;
  for (const span of spans) {
    parts.push(line.slice(copied, span.index), ' '.repeat(span.length));
    copied = span.index + span.length;
  }
  parts.push(line.slice(copied));
  return parts.join('');
}
