/**
 * One scalar at a time, for the simple frontmatter reader (frontmatter-simple.ts, which walks the
 * block's lines): quoted scalars that close on their line, plain scalars (where one may start,
 * which characters it may hold, what the core schema makes of it), one-line flow sequences, and
 * the characters left to the parser. Pure; compared with `yaml` by
 * test/skills/frontmatter-simple.test.ts.
 *
 * The common case is found by regular expressions and `indexOf` (native code), the rare one by a
 * loop: on a cold process a JavaScript loop over every character of every description cost more
 * than the parser it replaces.
 */
import { doubleQuoted, singleQuoted } from './frontmatter-quoted.js';

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** What a reader returns to leave the block to the parser. */
export const FAIL: unique symbol = Symbol('not simple');
export type Read = Value | typeof FAIL;

export const SPACE = 0x20;
export const HASH = 0x23;
export const DQUOTE = 0x22;
export const SQUOTE = 0x27;
export const DASH = 0x2d;
const COLON = 0x3a;
export const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
export const PIPE = 0x7c;
export const GT = 0x3e;

/** A quoted scalar that must close on its own line (a sequence item, a flow item). */
export function quotedOneLine(line: string, s: number, e: number): Read {
  const q = line.charCodeAt(s);
  const close = closingQuote(line, s + 1, q);
  return close === e - 1 && textOk(line, s, e) ? quotedValue(q, line.slice(s + 1, close)) : FAIL;
}

/** The value of a quoted scalar from the text between its quotes (checked by textOk line by line). */
export function quotedValue(q: number, inner: string): Read {
  const value = q === DQUOTE ? doubleQuoted(inner) : singleQuoted(inner);
  return value === null ? FAIL : value;
}

/**
 * The index of the quote closing a scalar opened by quote `q` before `from` on `line`, or -1 when
 * it does not close on this line: `\` escapes the next character in a double-quoted scalar, `''`
 * is a quote in a single-quoted one.
 */
export function closingQuote(line: string, from: number, q: number): number {
  if (q === DQUOTE) {
    const quote = line.indexOf('"', from);
    const escape = line.indexOf('\\', from);
    if (escape === -1 || (quote !== -1 && quote < escape)) return quote;
    for (let i = escape; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 0x5c) i++;
      else if (c === DQUOTE) return i;
    }
    return -1;
  }
  for (let i = line.indexOf("'", from); i !== -1; i = line.indexOf("'", i + 2)) {
    if (line.charCodeAt(i + 1) !== SQUOTE) return i;
  }
  return -1;
}

/**
 * Whether a plain scalar may start at `line[s]`: not with an indicator (`-?:,[]{}#&*!|>'"%@` and
 * the backquote), except `-` before a character that is not a space (`-3`, `-x`).
 */
export function plainStart(line: string, s: number, e: number): boolean {
  switch (line.charCodeAt(s)) {
    case DASH:
      return s + 1 < e && line.charCodeAt(s + 1) !== SPACE;
    case 0x3f: // ?
    case COLON:
    case COMMA:
    case LBRACKET:
    case RBRACKET:
    case 0x7b: // {
    case 0x7d: // }
    case HASH:
    case 0x26: // &
    case 0x2a: // *
    case 0x21: // !
    case PIPE:
    case GT:
    case SQUOTE:
    case DQUOTE:
    case 0x25: // %
    case 0x40: // @
    case 0x60: // `
      return false;
    default:
      return true;
  }
}

/**
 * Whether `line[s, e)` may be (one line of) a plain scalar: no `: ` and no `:` at its end (a
 * mapping), no ` #` (a comment), and no special character (textOk). A regular expression finds
 * the common case (none of them) in native code; the loop only runs on a line holding one of them
 * or a surrogate (an emoji is a pair, and allowed). On a cold process a loop over every character
 * of every description cost more than the parser it replaces.
 */
export function plainChars(line: string, s: number, e: number): boolean {
  if (line.charCodeAt(e - 1) === COLON) return false;
  PLAIN_SUSPECT.lastIndex = s;
  const m = PLAIN_SUSPECT.exec(line);
  if (m === null || m.index >= e) return true;
  for (let i = m.index; i < e; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x7f) {
      if (c < SPACE) return false;
      if (c === COLON) {
        if (i + 1 === e || line.charCodeAt(i + 1) === SPACE) return false;
      } else if (c === HASH) {
        if (i > s && line.charCodeAt(i - 1) === SPACE) return false;
      }
      continue;
    }
    if (!charOk(line, i)) return false;
    if (c >= 0xd800 && c <= 0xdbff) i++;
  }
  return true;
}

/** Where plainChars must look closer: a special character (SPECIAL), a surrogate, `: ` or ` #`. */
const PLAIN_SUSPECT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]|: | #/g;
/** Where textOk must look closer: a special character or a surrogate. */
const TEXT_SUSPECT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]/g;

/** Whether `text[s, e)` holds no character left to the parser (see charOk), tab and controls included. */
export function textOk(text: string, s: number, e: number): boolean {
  TEXT_SUSPECT.lastIndex = s;
  const m = TEXT_SUSPECT.exec(text);
  if (m === null || m.index >= e) return true;
  for (let i = m.index; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x7f) {
      if (c < SPACE) return false;
      continue;
    }
    if (!charOk(text, i)) return false;
    if (c >= 0xd800 && c <= 0xdbff) i++;
  }
  return true;
}

/**
 * For a character at or above DEL: false for DEL and C1 controls, line and paragraph separators,
 * the BOM, the non-characters U+FFFE and U+FFFF, and a surrogate that is not half of a pair.
 */
function charOk(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c <= 0x9f) return false;
  if (c < 0x2028) return true;
  if (c === 0x2028 || c === 0x2029) return false;
  if (c < 0xd800) return true;
  if (c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    return d >= 0xdc00 && d <= 0xdfff;
  }
  if (c <= 0xdfff) return false;
  return c !== 0xfeff && c !== 0xfffe && c !== 0xffff;
}

/**
 * A one-line flow sequence `[a, b c, "d"]` of scalars (`allowed-tools: [Read, Bash(git log:*)]`,
 * `tags: [4-Bit, "ray[data]"]`), trimmed to `e`. Nested flow, an empty item (`[a, , b]`, a
 * trailing comma) or anything after the `]` goes to the parser.
 */
export function flowSequence(line: string, s: number, e: number): Read {
  if (line.charCodeAt(e - 1) !== RBRACKET) return FAIL;
  const items: Value[] = [];
  let i = s + 1;
  const last = e - 1;
  while (i < last && line.charCodeAt(i) === SPACE) i++;
  if (i === last) return items;
  for (;;) {
    while (i < last && line.charCodeAt(i) === SPACE) i++;
    if (i === last) return FAIL; // an empty item
    const c = line.charCodeAt(i);
    let end: number;
    if (c === DQUOTE || c === SQUOTE) {
      const close = closingQuote(line, i + 1, c);
      if (close === -1 || close >= last || !textOk(line, i, close)) return FAIL;
      const value = quotedValue(c, line.slice(i + 1, close));
      if (value === FAIL) return FAIL;
      items.push(value);
      end = close + 1;
      while (end < last && line.charCodeAt(end) === SPACE) end++;
    } else {
      end = line.indexOf(',', i);
      if (end === -1 || end > last) end = last;
      let itemEnd = end;
      while (itemEnd > i && line.charCodeAt(itemEnd - 1) === SPACE) itemEnd--;
      if (!plainStart(line, i, itemEnd) || !plainChars(line, i, itemEnd)) return FAIL;
      const item = line.slice(i, itemEnd);
      if (FLOW_INDICATOR.test(item)) return FAIL;
      items.push(resolvePlain(item));
    }
    if (end === last) return items;
    if (line.charCodeAt(end) !== COMMA) return FAIL;
    i = end + 1;
  }
}

/** Flow indicators: a plain flow item holding one is left to the parser (nested flow, a mapping). */
const FLOW_INDICATOR = /[[\]{}]/;

/** The core schema's integers and floats (yaml's `intOct`, `int`, `intHex`, `floatNaN`, `floatExp`, `float` tests). */
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** A one-line plain scalar as the core schema resolves it: null, a boolean, a number or the string. */
export function resolvePlain(text: string): Value {
  if (text.length <= 5) {
    switch (text) {
      case '~':
      case 'null':
      case 'Null':
      case 'NULL':
        return null;
      case 'true':
      case 'True':
      case 'TRUE':
        return true;
      case 'false':
      case 'False':
      case 'FALSE':
        return false;
    }
  }
  const c = text.charCodeAt(0);
  if ((c < 0x30 || c > 0x39) && c !== 0x2b && c !== DASH && c !== 0x2e) return text;
  if (INT_OCT.test(text)) return parseInt(text.substring(2), 8);
  if (INT.test(text)) return parseInt(text, 10);
  if (INT_HEX.test(text)) return parseInt(text.substring(2), 16);
  if (FLOAT_NAN.test(text))
    return text.slice(-3).toLowerCase() === 'nan'
      ? Number.NaN
      : text[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return parseFloat(text);
  return text;
}
