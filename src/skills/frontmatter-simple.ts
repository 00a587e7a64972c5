/**
 * Frontmatter in the shapes SKILL.md files have, read without the YAML parser. Parsing with `yaml`
 * (a document, a line counter, the duplicate check, `toJS`) was ~0.4 s of every command at 10k
 * skills and a third of a `route` request; on a cold process its code never warms up over a few
 * hundred blocks (~0.9 ms a block).
 *
 * What it reads — a block mapping of `key: value` lines (keys ASCII, as skill fields are), with:
 * - plain scalars, on one line or continued on lines indented deeper than their key (folded as
 *   YAML folds them), resolved by the core schema (`true`, `null`, `~`, `12`, `0x1F`, `1.5e3`,
 *   `.inf`; `1.0.0`, `2026-03-05`, `3 clause BSD` stay strings);
 * - quoted scalars, single or double, on one line or folded over several, with every escape YAML
 *   has (frontmatter-quoted.ts);
 * - block scalars `|`, `|-`, `>`, `>-` whose lines share one indent (`|` also keeps lines indented
 *   further, and lines of spaces no deeper than the indent are empty lines);
 * - one-line flow sequences of scalars (`[Read, "Bash(git:*)"]`);
 * - block sequences of scalars or of mappings (`- slug: x` + `  relation: y`), at the key's indent
 *   or deeper;
 * - mappings nested under a `key:` or in a sequence item, up to MAX_DEPTH collections deep;
 * - comment lines at the start of a line between top-level entries.
 *
 * Anything else returns null and goes to the parser: other comments, `|+`, `>2` and other block
 * scalar headers, flow mappings, nested or multi-line flow sequences, anchors, aliases and tags,
 * tabs, a CR that does not end a line, control, line-separator and non-characters, lone surrogates, a `: ` or ` #`
 * in a plain value, a value that continues where YAML would read it otherwise, blank lines
 * between sequence items, duplicate keys and keys spelled like booleans or null. What it does
 * accept it reads exactly as `yaml` (version 1.2, core schema) does: test/skills/
 * frontmatter-simple.test.ts compares both on every fixture and on random blocks of every shape.
 *
 * One pass over the block's lines, by character codes (no regular expression on the common path):
 * at 10,000 real skills the earlier reader, built on regular expressions and a hash of every
 * value (`RESERVED.get(text)`), took ~12 µs a block on a cold process.
 */
import {
  closingQuote,
  DASH,
  DQUOTE,
  FAIL,
  flowSequence,
  GT,
  HASH,
  LBRACKET,
  PIPE,
  plainChars,
  plainStart,
  quotedOneLine,
  quotedValue,
  type Read,
  resolvePlain,
  SPACE,
  SQUOTE,
  textOk,
  type Value,
} from './frontmatter-scalar.js';
import { indentOf, isItem, keyLength, reservedKey, trimmedEnd } from './frontmatter-line.js';

/** How many collections (mappings, sequences) may nest under a top-level key. */
const MAX_DEPTH = 8;

const LONE_CR = /\r(?!\n)/;

/** The block's lines and the line the readers are at: one block is read at a time. */
let lines: readonly string[] = [];
let at = 0;
const NO_LINES: readonly string[] = [];

/**
 * The block's mapping and the line of each top-level key (`firstLine`: the block's first line in
 * the file), or null when the block is not in a shape this reader takes.
 */
export function parseSimpleFrontmatter(
  raw: string,
  firstLine: number,
): { data: Record<string, unknown>; keyLines: Record<string, number> } | null {
  // CRLF line ends are line breaks to YAML like LF (in scalars too); a CR anywhere else is not.
  let text = raw;
  if (raw.includes('\r')) {
    if (LONE_CR.test(raw)) return null;
    text = raw.replaceAll('\r\n', '\n');
  }
  const split = text.split('\n');
  if (split[split.length - 1] === '') split.pop();
  lines = split;
  at = 0;
  try {
    return topLevel(firstLine);
  } finally {
    lines = NO_LINES; // keep no block alive
  }
}

function topLevel(firstLine: number): { data: Record<string, unknown>; keyLines: Record<string, number> } | null {
  const data: Record<string, Value> = {};
  const keyLines: Record<string, number> = {};
  while (at < lines.length) {
    const line = lines[at]!;
    if (indentOf(line) === line.length) {
      // An empty line, or one of spaces (also empty to YAML) between entries.
      at++;
      continue;
    }
    if (line.charCodeAt(0) === HASH) {
      // A comment line between entries: every reader below stops at a line that is not indented.
      if (!textOk(line, 1, line.length)) return null;
      at++;
      continue;
    }
    const k = keyLength(line, 0);
    if (k < 0) return null;
    const key = line.slice(0, k);
    if (reservedKey(key) || Object.hasOwn(data, key)) return null;
    keyLines[key] = firstLine + at;
    const value = entryValue(line, k + 1, 0, 1);
    if (value === FAIL) return null;
    data[key] = value;
  }
  return { data, keyLines };
}

/**
 * The value of the entry on line `at` whose key (at column `n`) ends before `from`; on return,
 * `at` is the first line after the value.
 */
function entryValue(line: string, from: number, n: number, depth: number): Read {
  let s = from;
  while (s < line.length && line.charCodeAt(s) === SPACE) s++;
  const e = trimmedEnd(line, s);
  at++;
  if (s === e) return emptyValue(n, depth);
  const c = line.charCodeAt(s);
  if (c === PIPE || c === GT) {
    if (e - s === 1) return blockScalar(n, c === GT, false);
    if (e - s === 2 && line.charCodeAt(s + 1) === DASH) return blockScalar(n, c === GT, true);
    return FAIL;
  }
  if (c === DQUOTE || c === SQUOTE) return quoted(line, s, e, n);
  if (c === LBRACKET) return flowSequence(line, s, e);
  return plain(line, s, e, n);
}

/** After a bare `key:` (at column `n`): a collection or a scalar on the lines below, or null. */
function emptyValue(n: number, depth: number): Read {
  if (at === lines.length) return null;
  const next = lines[at]!;
  if (next.length === 0) {
    // `key:`, blank lines, then an indented line: left to the parser.
    let j = at + 1;
    while (j < lines.length && lines[j]!.length === 0) j++;
    return j < lines.length && indentOf(lines[j]!) > n ? FAIL : null;
  }
  const ind = indentOf(next);
  // A block sequence may sit at the key's own indent (`tags:` + `- a`).
  if (ind === n && isItem(next, n)) return depth > MAX_DEPTH ? FAIL : blockSequence(n, n, depth + 1);
  if (ind <= n) return null;
  if (ind === next.length || depth > MAX_DEPTH) return FAIL;
  if (isItem(next, ind)) return blockSequence(ind, n, depth + 1);
  if (keyLength(next, ind) >= 0) return blockMapping(ind, n, depth + 1, null, 0);
  // A scalar starting on the next line (`description:` + `  "Solve…"` or `  React patterns…`).
  const e = trimmedEnd(next, ind);
  at++;
  const c = next.charCodeAt(ind);
  return c === DQUOTE || c === SQUOTE ? quoted(next, ind, e, n) : plain(next, ind, e, n);
}

/**
 * A block mapping whose keys sit at column `m`, below a parent at column `n` (< m); `first` is the
 * line of its first entry when that line was already reached (a sequence item `- key: value`,
 * `firstKey` the key's length), else null and the entries start on line `at`.
 */
function blockMapping(m: number, n: number, depth: number, first: string | null, firstKey: number): Read {
  const map: Record<string, Value> = {};
  if (first !== null) {
    const key = first.slice(m, m + firstKey);
    if (reservedKey(key)) return FAIL;
    const value = entryValue(first, m + firstKey + 1, m, depth);
    if (value === FAIL) return FAIL;
    map[key] = value;
  }
  while (at < lines.length) {
    const line = lines[at]!;
    if (line.length === 0) {
      // Blank lines: the mapping goes on if a line deeper than its parent follows them.
      let j = at + 1;
      while (j < lines.length && lines[j]!.length === 0) j++;
      if (j === lines.length || indentOf(lines[j]!) <= n) break;
      at = j;
      continue;
    }
    const ind = indentOf(line);
    if (ind <= n) break;
    if (ind !== m) return FAIL;
    const k = keyLength(line, m);
    if (k < 0) return FAIL;
    const key = line.slice(m, m + k);
    if (reservedKey(key) || Object.hasOwn(map, key)) return FAIL;
    const value = entryValue(line, m + k + 1, m, depth);
    if (value === FAIL) return FAIL;
    map[key] = value;
  }
  return map;
}

/**
 * A block sequence whose `- ` sit at column `d`, the value of a key at column `n` (`d === n`: the
 * compact form, ended by the next key at that column). Items are one-line scalars or mappings
 * (`- key: value`); a blank line before another item, an empty item, a nested sequence, a flow
 * item or a continued scalar item leave the block to the parser.
 */
function blockSequence(d: number, n: number, depth: number): Read {
  const items: Value[] = [];
  while (at < lines.length) {
    const line = lines[at]!;
    if (line.length === 0) {
      let j = at + 1;
      while (j < lines.length && lines[j]!.length === 0) j++;
      if (j < lines.length) {
        const after = lines[j]!;
        const ind = indentOf(after);
        if (ind > d || (ind === d && !(d === n && keyLength(after, d) >= 0))) return FAIL;
      }
      break;
    }
    const ind = indentOf(line);
    if (ind < d) break;
    if (ind > d) return FAIL;
    if (!isItem(line, d)) {
      if (d === n) break;
      return FAIL;
    }
    let s = d + 1;
    while (s < line.length && line.charCodeAt(s) === SPACE) s++;
    const e = trimmedEnd(line, s);
    if (s === e) return FAIL;
    const k = keyLength(line, s);
    let item: Read;
    if (k >= 0) {
      item = depth > MAX_DEPTH ? FAIL : blockMapping(s, d, depth + 1, line, k);
    } else {
      at++;
      const c = line.charCodeAt(s);
      if (c === DQUOTE || c === SQUOTE) item = quotedOneLine(line, s, e);
      else item = plainStart(line, s, e) && plainChars(line, s, e) ? resolvePlain(line.slice(s, e)) : FAIL;
    }
    if (item === FAIL) return FAIL;
    items.push(item);
  }
  return items;
}

/**
 * The value of a block scalar whose header (`|`, `|-`, `>`, `>-`) ended line `at - 1`, the value
 * of a key at column `n`; null for any shape left to the parser: a blank or space-only line before
 * the first content line, a less-indented content line that is not the block's end, a line
 * indented further in a folded block, or a special character. A header with no content line after
 * it is the empty string.
 */
function blockScalar(n: number, folded: boolean, strip: boolean): Read {
  let next = at;
  while (next < lines.length && lines[next]!.length === 0) next++;
  // No content line (the next key, or the block's end, follows the header): an empty string.
  if (next === lines.length || indentOf(lines[next]!) <= n) {
    at = next;
    return '';
  }
  const first = lines[at]!;
  const indent = indentOf(first);
  if (indent <= n || indent === first.length) return FAIL;
  const content: string[] = [];
  let end = at;
  let blanks = 0;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line.length === 0) {
      blanks++;
      continue;
    }
    const spaces = indentOf(line);
    // A line of spaces no deeper than the block's indent is an empty line (YAML's l-empty), like
    // ''; at 10,000 real skills, 120 blocks ended in one (`  ` before the next key).
    if (spaces === line.length && spaces <= indent) {
      blanks++;
      continue;
    }
    if (spaces <= n) break;
    // Trailing spaces are content, in folded blocks too (yaml keeps them before the folded break).
    if (spaces < indent || spaces === line.length || !textOk(line, spaces, line.length)) return FAIL;
    if (spaces > indent && folded) return FAIL;
    for (; blanks > 0; blanks--) content.push('');
    content.push(line.slice(indent));
  }
  at = end;
  // Blank lines after the last content line belong to nothing (clip and strip drop them).
  let value: string;
  if (folded) {
    // Folding: a break between two content lines is a space; k blank lines between them are k breaks.
    value = content[0]!;
    let breaks = 0;
    for (let k = 1; k < content.length; k++) {
      const line = content[k]!;
      if (line === '') breaks++;
      else {
        value += breaks > 0 ? `${'\n'.repeat(breaks)}${line}` : ` ${line}`;
        breaks = 0;
      }
    }
  } else value = content.join('\n');
  return strip ? value : `${value}\n`;
}

/**
 * A quoted scalar opening at `line[s]` (its line trimmed to `e`; `at` is the line after it), the
 * value of a key at column `n`: on one line, or folded over the lines below, each indented deeper
 * than the key (blank lines between them are line feeds). Nothing but spaces may follow the
 * closing quote.
 */
function quoted(line: string, s: number, e: number, n: number): Read {
  const q = line.charCodeAt(s);
  const close = closingQuote(line, s + 1, q);
  if (close !== -1) return close === e - 1 && textOk(line, s, e) ? quotedValue(q, line.slice(s + 1, close)) : FAIL;
  if (!textOk(line, s, e)) return FAIL;
  const parts = [line.slice(s + 1)];
  while (at < lines.length) {
    const next = lines[at++]!;
    const ind = indentOf(next);
    if (ind === next.length) {
      // An empty line (or one of spaces deeper than the key): a line feed.
      if (ind > 0 && ind <= n) return FAIL;
      parts.push(next);
      continue;
    }
    if (ind <= n) return FAIL;
    const end = closingQuote(next, ind, q);
    if (end === -1) {
      if (!textOk(next, ind, next.length)) return FAIL;
      parts.push(next);
      continue;
    }
    if (end !== trimmedEnd(next, end) - 1 || !textOk(next, ind, end)) return FAIL;
    parts.push(next.slice(0, end));
    return quotedValue(q, parts.join('\n'));
  }
  return FAIL; // never closed
}

/**
 * A plain scalar starting at `line[s]` (trimmed to `e`; `at` is the line after it), the value of
 * a key at column `n`, with the lines that continue it: indented deeper than the key, each
 * folded into a space (an empty line in between, into a line feed).
 */
function plain(line: string, s: number, e: number, n: number): Read {
  if (!plainStart(line, s, e) || !plainChars(line, s, e)) return FAIL;
  let value = line.slice(s, e);
  let continued = false;
  let blanks = 0;
  let j = at;
  for (; j < lines.length; j++) {
    const next = lines[j]!;
    const ind = indentOf(next);
    if (ind === next.length) {
      blanks++;
      continue;
    }
    if (ind <= n) break;
    const ne = trimmedEnd(next, ind);
    // A comment line ends the scalar, and YAML then reads what follows otherwise.
    if (next.charCodeAt(ind) === HASH || !plainChars(next, ind, ne)) return FAIL;
    value += blanks === 0 ? ` ${next.slice(ind, ne)}` : `${'\n'.repeat(blanks)}${next.slice(ind, ne)}`;
    blanks = 0;
    continued = true;
    at = j + 1;
  }
  // Blank lines after the scalar belong to what follows; `at` stays after its last line.
  return continued ? value : resolvePlain(value);
}
