/**
 * Line-level helpers of the simple frontmatter reader (frontmatter-simple.ts): where a line's
 * indentation, key, sequence dash and trailing spaces are, by character codes. Pure functions of
 * one line; the reader keeps the block's state.
 */
import { DASH, SPACE } from './frontmatter-scalar.js';

/** True when `line` holds a sequence item at column `d` (`- ` or a lone `-`). */
export function isItem(line: string, d: number): boolean {
  return line.charCodeAt(d) === DASH && (d + 1 === line.length || line.charCodeAt(d + 1) === SPACE);
}

/**
 * The length of the key starting at `line[col]` when the line is `key:` or `key: …` there (ASCII:
 * a letter, then up to 63 letters, digits, `_` or `-`), else -1.
 */
export function keyLength(line: string, col: number): number {
  KEY.lastIndex = col;
  return KEY.test(line) ? KEY.lastIndex - col - 1 : -1;
}

/** A key and its colon, then a space or the line's end (sticky: matched where keyLength says). */
const KEY = /[A-Za-z][A-Za-z0-9_-]{0,63}:(?= |$)/y;

/** A key spelled like a boolean or null is one to YAML (`True:` is the key true). */
export function reservedKey(key: string): boolean {
  if (key.length !== 4 && key.length !== 5) return false;
  switch (key) {
    case 'true':
    case 'True':
    case 'TRUE':
    case 'false':
    case 'False':
    case 'FALSE':
    case 'null':
    case 'Null':
    case 'NULL':
      return true;
    default:
      return false;
  }
}

/** The number of spaces a line starts with. */
export function indentOf(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === SPACE) n++;
  return n;
}

/** The end of `line` without its trailing spaces, not before `from`. */
export function trimmedEnd(line: string, from: number): number {
  let e = line.length;
  while (e > from && line.charCodeAt(e - 1) === SPACE) e--;
  return e;
}
