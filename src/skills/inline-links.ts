/**
 * Inline links and images of one markdown line, `[text](target "title")`, found in linear time.
 * The same matches, in the same places, as the pattern kept in `INLINE_LINK_PATTERN` below run as
 * a global exec loop — which took time quadratic in the line's length on lines like `[[a]` ×
 * 100,000 or `[a](<` × 100,000, because every `[` restarted a scan to the end of the line (a
 * 400 KB line kept `check` busy for over a minute; at the 4 MiB cap, hours).
 *
 * Why one pass is enough. Each part of the pattern is deterministic once its first character is
 * known (its alternatives start with different characters, and each run stops at a character the
 * next part needs), so from a given position each part has one way to match:
 *  - the link text after `[` is a chain of items — a plain character, `\` and one more, or a
 *    nested `[…]` up to the next `]` — ending at the first `]` no item covers. Where a chain
 *    goes from a position does not depend on where it started, so the end reached from every
 *    position is worked out once (`textEnd`, memoised), and every `[` of the line shares it;
 *  - the target (`<…>`, or a run with balanced single parentheses), the optional title and the
 *    closing `)` are parsed once per `](`, with "next `]` / `>` / `"` / `'` / `)` at or after
 *    i" answered by cursors that only move forward (`NextOf`).
 * `steps` (when given) counts the characters and memo entries visited, for the test that bounds
 * the work at a small multiple of the line's length.
 */

/** The pattern this module reproduces, for the differential test only. */
export const INLINE_LINK_PATTERN =
  /!?\[(?:[^[\]\\]|\\.|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;

export interface InlineLink {
  /** Index of the match's first character (`!` of an image, else `[`). */
  readonly from: number;
  /** Index just after the closing `)`. */
  readonly to: number;
  /** The target as written, `<…>` included. */
  readonly target: string;
}

/** A step counter: incremented once per character or memo entry visited. */
export interface Steps {
  n: number;
}

const isSpace = (c: number): boolean =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
/** What `.` does not match without the `s` flag. */
const isLineTerminator = (c: number): boolean => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
/** `[^\s()]` */
const isDestChar = (c: number): boolean => c !== 0x28 && c !== 0x29 && !isSpace(c);

/**
 * "Index of the next `ch` at or after i" for queries that mostly move forward: the last answer is
 * kept, and any query between the last start and that answer gets it without a scan (there is no
 * `ch` in between). Queries move left to right along the line, so each character is scanned
 * about once per cursor.
 */
class NextOf {
  private from = -1;
  private at = -1;
  constructor(
    private readonly line: string,
    private readonly ch: string,
    private readonly steps: Steps | undefined,
  ) {}
  get(i: number): number {
    if (this.from !== -1 && i >= this.from && (this.at === -1 || i <= this.at)) return this.at;
    const at = this.line.indexOf(this.ch, i);
    if (this.steps) this.steps.n += (at === -1 ? this.line.length : at) - i + 1;
    this.from = i;
    this.at = at;
    return at;
  }
}

const UNKNOWN = -2;
const FAIL = -1;

/** The inline links of `line`, left to right, as the global pattern would find them. */
export function inlineLinks(line: string, steps?: Steps): InlineLink[] {
  const out: InlineLink[] = [];
  const n = line.length;
  if (line.indexOf('](') === -1) return out;
  const closeBracket = new NextOf(line, ']', steps);
  const closeAngle = new NextOf(line, '>', steps);
  const closeParen = new NextOf(line, ')', steps);
  const newline = new NextOf(line, '\n', steps);
  const quotes = { 0x22: new NextOf(line, '"', steps), 0x27: new NextOf(line, "'", steps) } as Record<number, NextOf>;
  // End of the link text reached from each position (the `]` index, or FAIL), filled on demand.
  const memo = new Int32Array(n + 1).fill(UNKNOWN);
  const trail: number[] = [];
  const textEnd = (start: number): number => {
    let p = start;
    let end: number;
    for (;;) {
      if (steps) steps.n++;
      if (p >= n) {
        end = FAIL;
        break;
      }
      const known = memo[p] as number;
      if (known !== UNKNOWN) {
        end = known;
        break;
      }
      const c = line.charCodeAt(p);
      if (c === 0x5d) {
        end = p;
        break;
      }
      trail.push(p);
      if (c === 0x5c) {
        if (p + 1 >= n || isLineTerminator(line.charCodeAt(p + 1))) {
          end = FAIL;
          break;
        }
        p += 2;
      } else if (c === 0x5b) {
        const close = closeBracket.get(p + 1);
        if (close === -1) {
          end = FAIL;
          break;
        }
        p = close + 1;
      } else p++;
    }
    for (const q of trail) memo[q] = end;
    trail.length = 0;
    return end;
  };
  // The target, title and `)` after the `](` whose `(` is at `open`: the match's end, or FAIL.
  const tails = new Map<number, { to: number; target: string } | null>();
  const skipSpace = (i: number): number => {
    while (i < n && isSpace(line.charCodeAt(i))) {
      if (steps) steps.n++;
      i++;
    }
    return i;
  };
  const close = (after: number): number => {
    const q = skipSpace(after);
    if (q > after && q < n) {
      const c = line.charCodeAt(q);
      const cursor = c === 0x28 ? closeParen : quotes[c];
      if (cursor !== undefined) {
        const end = cursor.get(q + 1);
        if (end !== -1) {
          const r = skipSpace(end + 1);
          if (r < n && line.charCodeAt(r) === 0x29) return r + 1;
        }
      }
    }
    return q < n && line.charCodeAt(q) === 0x29 ? q + 1 : FAIL;
  };
  const destRun = (i: number): number => {
    while (i < n && isDestChar(line.charCodeAt(i))) {
      if (steps) steps.n++;
      i++;
    }
    return i;
  };
  const tail = (open: number): { to: number; target: string } | null => {
    const cached = tails.get(open);
    if (cached !== undefined) return cached;
    let result: { to: number; target: string } | null = null;
    const d = skipSpace(open + 1);
    if (d < n && line.charCodeAt(d) === 0x3c) {
      const gt = closeAngle.get(d + 1);
      const nl = newline.get(d + 1);
      if (gt !== -1 && (nl === -1 || nl > gt)) {
        const to = close(gt + 1);
        if (to !== FAIL) result = { to, target: line.slice(d, gt + 1) };
      }
    }
    if (result === null && d < n && isDestChar(line.charCodeAt(d))) {
      let e = destRun(d);
      // `(?:\([^\s()]*\)[^\s()]*)*`: each round needs `(`, a run, `)`; a round that breaks is not taken.
      while (e < n && line.charCodeAt(e) === 0x28) {
        const inner = destRun(e + 1);
        if (inner >= n || line.charCodeAt(inner) !== 0x29) break;
        e = destRun(inner + 1);
      }
      const to = close(e);
      if (to !== FAIL) result = { to, target: line.slice(d, e) };
    }
    tails.set(open, result);
    return result;
  };
  let lastEnd = 0;
  for (let s = line.indexOf('['); s !== -1; s = line.indexOf('[', s + 1)) {
    if (steps) steps.n++;
    const e = textEnd(s + 1);
    if (e === FAIL || e + 1 >= n || line.charCodeAt(e + 1) !== 0x28) continue;
    const t = tail(e + 1);
    if (t === null) continue;
    const from = s > lastEnd && line.charCodeAt(s - 1) === 0x21 ? s - 1 : s;
    out.push({ from, to: t.to, target: t.target });
    lastEnd = t.to;
    s = t.to - 1;
  }
  return out;
}
