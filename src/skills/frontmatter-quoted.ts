/**
 * Quoted scalars for the simple frontmatter reader (frontmatter-simple.ts): what YAML makes of a
 * single- or double-quoted scalar, on one line or folded over several, or null to leave the block
 * to the parser. The folding and the escapes are `yaml`'s own (compose/resolve-flow-scalar.js in
 * yaml 2: `unfoldLines`, `doubleQuotedValue`, `foldNewline`), written again without the regular
 * expressions; where `yaml` reports an error (an unknown escape, a bad code point) this returns
 * null. Pure; compared with `yaml` by test/skills/frontmatter-simple.test.ts.
 */

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const SQUOTE = 0x27;

/**
 * The value of a single-quoted scalar from `source`, the text between its quotes (line breaks
 * included): lines folded as `yaml` folds them, then `''` read as a quote. A lone quote inside
 * (the scalar would have ended there) gives null.
 */
export function singleQuoted(inner: string): string | null {
  for (let i = inner.indexOf("'"); i !== -1; i = inner.indexOf("'", i + 2)) {
    if (inner.charCodeAt(i + 1) !== SQUOTE) return null;
  }
  const text = inner.includes('\n') ? unfoldLines(inner) : inner;
  return text.includes("''") ? text.replaceAll("''", "'") : text;
}

const isBlank = (c: number): boolean => c === SPACE || c === TAB;

/**
 * `yaml`'s `unfoldLines`: the first line without its trailing blanks, each later line without
 * blanks at either end (the last one only at its start), a single break between two lines folded
 * into a space, and each empty line into a line feed.
 */
function unfoldLines(source: string): string {
  let cut = source.indexOf('\n');
  if (cut === -1) return source;
  let end = cut;
  while (end > 0 && isBlank(source.charCodeAt(end - 1))) end--;
  let res = source.slice(0, end);
  let sep = ' ';
  let pos = cut + 1;
  for (cut = source.indexOf('\n', pos); cut !== -1; cut = source.indexOf('\n', pos)) {
    let s = pos;
    let e = cut;
    while (s < e && isBlank(source.charCodeAt(s))) s++;
    while (e > s && isBlank(source.charCodeAt(e - 1))) e--;
    if (s === e) {
      if (sep === '\n') res += sep;
      else sep = '\n';
    } else {
      res += sep + source.slice(s, e);
      sep = ' ';
    }
    pos = cut + 1;
  }
  while (pos < source.length && isBlank(source.charCodeAt(pos))) pos++;
  return res + sep + source.slice(pos);
}

/** The escapes of a double-quoted scalar, each to what YAML makes of it (`yaml`'s `escapeCodes`). */
const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  '\t': '\t',
};
const HEX = /^[0-9a-fA-F]+$/;

/**
 * The value of a double-quoted scalar from `inner`, the text between its quotes (line breaks
 * included), as `yaml`'s `doubleQuotedValue` reads it; null where `yaml` reports an error: an
 * escape it does not know, or a `\x`, `\u` or `\U` escape that is not a code point. A quote that
 * is not escaped gives null too (the scalar would have ended there).
 */
export function doubleQuoted(inner: string): string | null {
  // The common case: no escape, no break.
  if (inner.indexOf('\\') === -1 && inner.indexOf('\n') === -1) return inner.includes('"') ? null : inner;
  let res = '';
  let from = 0;
  const n = inner.length;
  for (let i = 0; i < n; i++) {
    const c = inner.charCodeAt(i);
    if (c === NEWLINE) {
      res += inner.slice(from, i);
      let fold = '';
      while (i + 1 < n) {
        const d = inner.charCodeAt(i + 1);
        if (d === NEWLINE) fold += '\n';
        else if (!isBlank(d)) break;
        i++;
      }
      res += fold === '' ? ' ' : fold;
      from = i + 1;
    } else if (c === BACKSLASH) {
      res += inner.slice(from, i);
      const next = inner[++i];
      if (next === undefined) return null;
      const code = ESCAPES[next];
      if (code !== undefined) res += code;
      else if (next === '\n') {
        // An escaped line break: nothing, and the next line's leading blanks are dropped too.
        while (i + 1 < n && isBlank(inner.charCodeAt(i + 1))) i++;
      } else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        const hex = inner.substr(i + 1, length);
        if (hex.length !== length || !HEX.test(hex)) return null;
        const point = parseInt(hex, 16);
        if (point > 0x10ffff) return null;
        res += String.fromCodePoint(point);
        i += length;
      } else return null;
      from = i + 1;
    } else if (c === 0x22) {
      return null;
    } else if (isBlank(c)) {
      // Blanks before a line break are dropped.
      let j = i;
      while (j + 1 < n && isBlank(inner.charCodeAt(j + 1))) j++;
      if (j + 1 < n && inner.charCodeAt(j + 1) === NEWLINE) {
        res += inner.slice(from, i);
        from = j + 1;
      }
      i = j;
    }
  }
  return res + inner.slice(from);
}
