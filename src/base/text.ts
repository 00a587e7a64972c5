/**
 * Byte → text decisions shared by every layer: BOM removal, UTF-8 validity, binary detection,
 * code-point length and slicing, UTF-8 length, line counting, whitespace collapse. Text
 * normalisation is explicit and minimal: we count a file's text as is (after BOM removal) — line
 * endings are kept, because a host reads them too.
 */

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientDecoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export interface DecodedText {
  /** Text with a leading BOM removed; invalid sequences replaced by U+FFFD when `valid` is false. */
  readonly text: string;
  /** True when the bytes are valid UTF-8. */
  readonly valid: boolean;
  /** True when the file started with a UTF-8 byte-order mark. */
  readonly hadBom: boolean;
}

export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const hadBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hadBom ? bytes.subarray(3) : bytes;
  try {
    return { text: strictDecoder.decode(body), valid: true, hadBom };
  } catch {
    return { text: lenientDecoder.decode(body), valid: false, hadBom };
  }
}

/**
 * Text when the bytes are UTF-8 without NUL bytes, else null (binary). A NUL byte is the
 * classic binary marker (git uses it too); valid UTF-8 rules out Latin-1 / UTF-16 files.
 */
export function textOrNull(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  const decoded = decodeUtf8(bytes);
  return decoded.valid ? decoded.text : null;
}

/** Length in Unicode code points (the spec's "characters"), not UTF-16 units. */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The first `n` code points of `s` (never splits a surrogate pair). */
export function sliceCodePoints(s: string, n: number): string {
  if (n <= 0) return '';
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    if (count === n) return s.slice(0, i);
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    count++;
  }
  return s;
}

/** UTF-8 byte length without allocating a buffer. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3; // BMP char, or a lone surrogate (encoded as U+FFFD, 3 bytes)
  }
  return n;
}

/**
 * UTF-8 bytes of the first k code points of `text`, k = 0…its code points: `utf8Length` of each
 * code-point prefix, by the same rule (a lone surrogate is U+FFFD, 3 bytes). For the Codex
 * listing's round-robin, which hands out one description character at a time.
 */
export function utf8PrefixLengths(text: string): number[] {
  const out = [0];
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    out.push(bytes);
  }
  return out;
}

/** Number of lines as an editor shows them: a final newline does not start a new line. */
export function lineCount(s: string): number {
  if (s === '') return 0;
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return s.endsWith('\n') ? n - 1 : n;
}

/**
 * A copy of `s` that does not keep its parent string alive. V8 represents `big.slice(a, b)` as a
 * view into `big`, so a 300-byte description sliced out of a 5 KB file pins the file for as long
 * as the description lives; a skill loaded without its body (needs.ts) must not hold it. Forcing
 * a flat copy of `' ' + s` and slicing that copy leaves a view of a string of s.length + 1 only.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/**
 * Trims and turns every run of whitespace into one space: what Codex measures its 1,024 limit on,
 * and how hosts render each catalog entry on one line.
 */
export function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}
