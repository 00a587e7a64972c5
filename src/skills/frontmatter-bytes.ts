/**
 * Where the frontmatter of a SKILL.md ends, found in its bytes: a command that needs only the
 * frontmatter (`route` on the catalog, `catalog`, `hosts`) decodes and splits that part and
 * never the body. At 10,000 real skills the frontmatter is ~4 % of the SKILL.md bytes, and
 * decoding whole files (most hold non-ASCII text, so V8 builds two-byte strings) was an eighth of
 * a `route` request.
 *
 * The fences are the ones `splitFrontmatter` (frontmatter.ts) accepts — a line of `---` with
 * trailing spaces or tabs and an optional CR — so the split of the prefix is the split of the
 * whole file minus its body; test/skills/frontmatter-bytes.test.ts compares both.
 */

const DASH = 0x2d;
const NEWLINE = 0x0a;

/** True when bytes[start, end) is a fence line: `---`, then only spaces or tabs, then an optional CR. */
function isFence(bytes: Uint8Array, start: number, end: number): boolean {
  if (end > start && bytes[end - 1] === 0x0d) end--;
  if (end - start < 3 || bytes[start] !== DASH || bytes[start + 1] !== DASH || bytes[start + 2] !== DASH) return false;
  for (let i = start + 3; i < end; i++) if (bytes[i] !== 0x20 && bytes[i] !== 0x09) return false;
  return true;
}

/** Where the fences of a SKILL.md's frontmatter lie in its bytes (frontmatterFences). */
export interface Fences {
  /** Offset of the frontmatter's first byte: just past the opening fence line. */
  readonly open: number;
  /** Offset of the closing fence line: the frontmatter is bytes [open, close). */
  readonly close: number;
  /** Offset just past the closing fence line (its newline included): where the body starts. */
  readonly end: number;
  /** 1-based line of the closing fence (a BOM is no line). */
  readonly closeLine: number;
}

/**
 * The fences of the frontmatter, or null when the file does not open with a fence line or never
 * closes it (then the whole file is read as before: the problems it gets need all of it). A UTF-8
 * BOM before the opening fence is allowed.
 */
export function frontmatterFences(bytes: Uint8Array): Fences | null {
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const first = bytes.indexOf(NEWLINE, start);
  if (first < 0 || !isFence(bytes, start, first)) return null;
  let line = 2;
  for (let pos = first + 1; pos <= bytes.length; line++) {
    const next = bytes.indexOf(NEWLINE, pos);
    const end = next < 0 ? bytes.length : next;
    if (isFence(bytes, pos, end))
      return { open: first + 1, close: pos, end: next < 0 ? bytes.length : next + 1, closeLine: line };
    if (next < 0) return null;
    pos = next + 1;
  }
  return null;
}
