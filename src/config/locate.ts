/**
 * Where a value sits in the config's text: the line and column of the key at `path` (or of the
 * item, for a list index), so a validation message points where the user edits. Runs only
 * after JSON.parse accepted the text (comments blanked, see jsonc.ts), so the scan may assume
 * valid JSON. Iterative, not recursive: a hostile file nested a million deep costs a loop, not
 * the stack. For a duplicated key the last one wins, as in JSON.parse.
 */
import { lineColumn } from '../check/json-error.js';
import type { ConfigPath } from './fields.js';

function skipBlank(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** Index just past the string starting at `i` (a `"`). */
function skipString(text: string, i: number): number {
  i++;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the value starting at `i`. */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return skipString(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    while (i < text.length) {
      const d = text[i];
      if (d === '"') {
        i = skipString(text, i);
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return i;
  }
  while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  return i;
}

/** Start of the member `seg` of the container at `i`: `{ key, value }` offsets, or null. */
function member(text: string, i: number, seg: string | number): { key: number; value: number } | null {
  const open = text[i];
  if (open !== '{' && open !== '[') return null;
  let found: { key: number; value: number } | null = null;
  let index = 0;
  i = skipBlank(text, i + 1);
  while (i < text.length && text[i] !== '}' && text[i] !== ']') {
    let key = i;
    let name: string | number = index;
    if (open === '{') {
      const end = skipString(text, i);
      name = JSON.parse(text.slice(i, end)) as string;
      i = skipBlank(text, end) + 1; // past ':'
      i = skipBlank(text, i);
    } else key = i;
    if (name === seg) found = { key, value: i };
    i = skipBlank(text, skipValue(text, i));
    if (text[i] === ',') i = skipBlank(text, i + 1);
    index++;
  }
  return found;
}

/**
 * 1-based line and column of the key (or item) at `path` in JSON `text`; for a key that is not
 * there (a required one missing), of the nearest enclosing key that is.
 */
export function locate(text: string, path: ConfigPath): { line: number; column: number } {
  let at = { key: skipBlank(text, 0), value: skipBlank(text, 0) };
  for (const seg of path) {
    const next = member(text, at.value, seg);
    if (next === null) break;
    at = next;
  }
  return lineColumn(text, at.key);
}
