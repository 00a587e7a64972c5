/**
 * Frontmatter in the shape most SKILL.md files have — `key: value` lines, values plain, or quoted
 * on one line (the common escapes: `\"`, `\\`, `\/`, `\n`, `\t`, `''`), `true`/`false`/`null`, and
 * one level of indented `key: value` under a `key:` —
 * read without the YAML parser. Parsing with `yaml` (a document, a line counter, the duplicate
 * check, `toJS`) was ~0.4 s of every command at 10k skills and a third of a `route` request.
 *
 * A plain value may be a dotted version (`1.0.0`) or a date (`2026-03-05`). A top-level value may also be a block scalar (`|`, `|-`, `>`, `>-`) whose lines share one indent
 * (`|` also keeps lines indented further): most real descriptions that are not one line are
 * written so, and at 10,000 real skills they were 60 % of the blocks the parser got. A value may
 * be a one-line flow sequence of such scalars (`[rube]`), and a top-level value a block sequence
 * of them (`- Security` lines): of the 2,988 blocks of the 10,000 real skills the parser still
 * got, ~2,000 stopped at one of these. A top-level plain value may go on over indented lines,
 * and a block scalar hold lines of spaces no deeper than its indent (empty lines to YAML).
 *
 * Anything else returns null and goes to the parser: comments, other block scalars, other flow collections,
 * anchors and tags, numbers, other escapes, CR line ends, tabs, control and line-separator characters,
 * a quoted or nested value that continues on the next line, a `: ` or ` #` inside a plain value,
 * duplicate keys.
 * What it does accept it reads exactly as `yaml` (version 1.2, core schema) does:
 * test/skills/frontmatter-simple.test.ts compares both on every fixture and on random blocks.
 */
import { trimEndOf } from '../base/trim.js';
import { doubleQuoted, singleQuoted } from './frontmatter-quoted.js';

/** A key of a simple entry: ASCII, as skill fields are. `__proto__` is left to the parser. */
const KEY = /^([A-Za-z][A-Za-z0-9_-]{0,63}):(?=$| )/;
/** Characters the fast path leaves to the parser: controls, tab, DEL, C1, line/paragraph separators, BOM, non-characters, surrogates. */
const SPECIAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]/;
/** The core schema's booleans and nulls among plain scalars starting with a letter. */
const RESERVED = new Map<string, boolean | null>([
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
  ['null', null],
  ['Null', null],
  ['NULL', null],
]);
const LETTER = /^\p{L}/u;
/**
 * `1.0.0`: digits with two dots or more are no number of the core schema, so a string — the
 * `version:` of most real skills that have one (a third of the blocks the parser still got).
 */
const DOTTED_VERSION = /^[0-9]+(\.[0-9]+){2,}$/;

/**
 * `2026-03-05`: a date is no scalar of the core schema (timestamps are YAML 1.1), so a string —
 * the `updated:` of many `metadata:` blocks.
 */
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** Flow indicators: a flow sequence holding one is left to the parser (nested flow, a mapping). */
const FLOW_INDICATOR = /[[\]{}]/;

type ScalarValue = string | boolean | null;
/** Result of a value that is not left to the parser: a scalar, or a sequence of scalars. */
type Scalar = { readonly value: ScalarValue | ScalarValue[] };

/** The value after `key:` (leading and trailing spaces dropped), or null to leave the block to the parser. */
function scalar(text: string): Scalar | null {
  if (text === '') return { value: null };
  const first = text[0];
  if (first === '"' || first === "'") {
    if (text.length < 2 || text[text.length - 1] !== first) return null;
    const inner = text.slice(1, -1);
    const value = first === '"' ? doubleQuoted(inner) : singleQuoted(inner);
    return value === null ? null : { value };
  }
  if (DOTTED_VERSION.test(text) || DATE.test(text)) return { value: text };
  if (first === '[') return flowSequence(text);
  if (!LETTER.test(text)) return null;
  const reserved = RESERVED.get(text);
  if (reserved !== undefined) return { value: reserved };
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) return null;
  return { value: text };
}

/** Spaces off both ends (by hand: / +$/ is quadratic on a long run of spaces). */
const trimSpaces = (text: string): string => trimEndOf(text.replace(/^ +/, ''), ' ');

/**
 * `[a, b c, "d"]` on one line, each item a scalar the fast path reads (`allowed-tools: [Read,
 * Bash(git log:*)]`, `mcp: [rube]`): the items are split at commas, so a quoted item holding a
 * comma falls apart into pieces `scalar` refuses. Nested flow, an empty item (`[a, , b]`, a
 * trailing comma) or anything after the `]` goes to the parser.
 */
function flowSequence(text: string): Scalar | null {
  if (text[text.length - 1] !== ']') return null;
  const inner = text.slice(1, -1);
  if (FLOW_INDICATOR.test(inner)) return null;
  if (inner === '') return { value: [] };
  const items: ScalarValue[] = [];
  for (const part of inner.split(',')) {
    const item = trimSpaces(part);
    const value = item === '' ? null : scalar(item);
    if (value === null || Array.isArray(value.value)) return null;
    items.push(value.value as ScalarValue);
  }
  return { value: items };
}

/**
 * A block sequence of scalars after `key:` on line `start - 1` (`- Reliability` lines, at one
 * indent; indent 0 is the compact form YAML allows under a mapping key) and the index of the first
 * line after it, or null for any other shape: an item that is not a scalar the fast path reads, a
 * line indented further (a continued item), or a blank line before another item.
 */
function blockSequence(lines: readonly string[], start: number): { value: ScalarValue[]; end: number } | null {
  const first = lines[start] ?? '';
  const indent = /^ */.exec(first)![0].length;
  const items: ScalarValue[] = [];
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line === '') {
      let j = end + 1;
      while (j < lines.length && lines[j] === '') j++;
      const after = lines[j] ?? '';
      if (j < lines.length && /^ */.exec(after)![0].length >= indent && !(indent === 0 && KEY.test(after))) return null;
      break;
    }
    const spaces = /^ */.exec(line)![0].length;
    if (spaces !== indent || !line.startsWith('- ', spaces)) {
      if (spaces < indent || (indent === 0 && spaces === 0 && KEY.test(line))) break;
      return null;
    }
    const text = valueText(line.slice(spaces), 0);
    const value = text === null || text === '' ? null : scalar(text);
    if (value === null || Array.isArray(value.value)) return null;
    items.push(value.value as ScalarValue);
  }
  return { value: items, end };
}

/** The value part of a `key:` line, or null when it holds what the fast path leaves to the parser. */
function valueText(line: string, keyLength: number): string | null {
  // The trailing spaces by hand: / +$/ is quadratic on a long run of them (base/trim.ts).
  const text = trimEndOf(line.slice(keyLength + 1).replace(/^ +/, ''), ' ');
  return SPECIAL.test(text) ? null : text;
}

/**
 * The value of a block scalar whose header (`|`, `|-`, `>`, `>-`) ended line `start - 1`, and the
 * index of the first line after it; null for any shape left to the parser: a blank or
 * space-only line before the first content line or made of spaces, a less-indented content line
 * that is not the block's end, a line indented further in a folded block, or a special character.
 * A header with no content line after it is the empty string.
 */
function blockScalar(
  lines: readonly string[],
  start: number,
  folded: boolean,
  strip: boolean,
): { value: string; end: number } | null {
  let next = start;
  while (next < lines.length && lines[next] === '') next++;
  // No content line (the next key, or the block's end, follows the header): an empty string.
  if (next === lines.length || !(lines[next] as string).startsWith(' ')) return { value: '', end: next };
  const first = lines[start] ?? '';
  const indent = /^ */.exec(first)![0].length;
  if (indent === 0 || indent === first.length) return null;
  const content: string[] = [];
  let end = start;
  let blanks = 0;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line === '') {
      blanks++;
      continue;
    }
    const spaces = /^ */.exec(line)![0].length;
    if (spaces === 0) break;
    // A line of spaces no deeper than the block's indent is an empty line (YAML's l-empty), like
    // ''; at 10,000 real skills, 120 blocks ended in one (`  ` before the next key).
    if (spaces === line.length && spaces <= indent) {
      blanks++;
      continue;
    }
    // Trailing spaces are content, in folded blocks too (yaml keeps them before the folded break).
    if (spaces < indent || spaces === line.length || SPECIAL.test(line)) return null;
    if (spaces > indent && folded) return null;
    for (; blanks > 0; blanks--) content.push('');
    content.push(line.slice(indent));
  }
  // Blank lines after the last content line belong to nothing (clip and strip drop them); the
  // block ends at the next line that is not indented, so lines of spaces are passed over too.
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
  return { value: strip ? value : `${value}\n`, end };
}

/**
 * The block's mapping and the line of each top-level key (`firstLine`: the block's first line in
 * the file), or null when the block is not in the simple shape.
 */
export function parseSimpleFrontmatter(
  raw: string,
  firstLine: number,
): { data: Record<string, unknown>; keyLines: Record<string, number> } | null {
  const lines = raw.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const data: Record<string, unknown> = {};
  const keyLines: Record<string, number> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const key = KEY.exec(line)?.[1];
    // A key spelled like a boolean or null is one to YAML (`True:` is the key true).
    if (key === undefined || RESERVED.has(key) || Object.hasOwn(data, key)) return null;
    const text = valueText(line, key.length);
    if (text === null) return null;
    keyLines[key] = firstLine + i;
    if (text.length <= 2 && (text[0] === '|' || text[0] === '>') && (text.length === 1 || text[1] === '-')) {
      const block = blockScalar(lines, i + 1, text[0] === '>', text.length === 2);
      if (block === null) return null;
      data[key] = block.value;
      i = block.end - 1;
      continue;
    }
    // `key:` and then `- item` lines: a sequence of scalars.
    const next = lines[i + 1] ?? '';
    if (text === '' && /^ *- /.test(next)) {
      const seq = blockSequence(lines, i + 1);
      if (seq === null) return null;
      data[key] = seq.value;
      i = seq.end - 1;
      continue;
    }
    // `key:` with nothing after it: a nested mapping when indented lines follow, else null.
    if (text === '') {
      const next = lines[i + 1] ?? '';
      if (next.startsWith(' ')) {
        const nested = nestedMapping(lines, i + 1, 0, 1);
        if (nested === null) return null;
        data[key] = nested.value;
        i = nested.end - 1;
        continue;
      }
      if (next === '') {
        // `key:`, blank lines, then an indented block: left to the parser.
        let j = i + 1;
        while (j < lines.length && lines[j] === '') j++;
        if (j < lines.length && (lines[j] ?? '').startsWith(' ')) return null;
      }
    }
    // A plain value continued on indented lines (`description: Build LLM apps and` + `  agents.`).
    const continued = text !== '' && LETTER.test(text) ? continuation(lines, i + 1) : null;
    if (continued !== null) {
      const joined = scalar(`${text} ${continued.parts.join(' ')}`);
      if (joined === null) return null;
      data[key] = joined.value;
      i = continued.end - 1;
      continue;
    }
    const value = scalar(text);
    if (value === null) return null;
    data[key] = value.value;
  }
  return { data, keyLines };
}

/** How deep mappings nest inside a top-level value before the block is left to the parser. */
const MAX_NESTING = 4;

/**
 * The block mapping that starts on line `start`, its entries indented deeper than `parent`, all at
 * one indent (`metadata:` + `  author: x`), and the index of the first line after it; null for any
 * other shape. An entry's value is a scalar the fast path reads, or — after a bare `key:` — a block
 * sequence of such scalars or a mapping nested deeper (`requires:` + `  mcp:` + `    - rube`: 103
 * of the blocks the parser still got at 10,000 real skills), up to MAX_NESTING levels. A bare
 * `key:` with nothing below it, a blank line before the first entry, or a line at another indent
 * leave the block to the parser.
 */
function nestedMapping(
  lines: readonly string[],
  start: number,
  parent: number,
  depth: number,
): { value: Record<string, unknown>; end: number } | null {
  const value: Record<string, unknown> = {};
  let indent = -1;
  let i = start;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line === '') {
      // Blank lines: the mapping goes on if a line deeper than its parent follows them.
      let j = i + 1;
      while (j < lines.length && lines[j] === '') j++;
      if (j === lines.length || indentOf(lines[j]!) <= parent) break;
      if (indent === -1) return null;
      i = j;
      continue;
    }
    const spaces = indentOf(line);
    if (spaces <= parent) break;
    if (indent === -1) indent = spaces;
    else if (spaces !== indent) return null;
    const sub = KEY.exec(line.slice(spaces))?.[1];
    if (sub === undefined || RESERVED.has(sub) || Object.hasOwn(value, sub)) return null;
    const subText = valueText(line.slice(spaces), sub.length);
    if (subText === null) return null;
    if (subText !== '') {
      const scalarValue = scalar(subText);
      if (scalarValue === null) return null;
      value[sub] = scalarValue.value;
      i++;
      continue;
    }
    const next = lines[i + 1] ?? '';
    const nextIndent = indentOf(next);
    if (next.startsWith('- ', nextIndent) && nextIndent >= indent) {
      const seq = blockSequence(lines, i + 1);
      if (seq === null) return null;
      value[sub] = seq.value;
      i = seq.end;
    } else if (nextIndent > indent && depth < MAX_NESTING) {
      const inner = nestedMapping(lines, i + 1, indent, depth + 1);
      if (inner === null) return null;
      value[sub] = inner.value;
      i = inner.end;
    } else return null;
  }
  return indent === -1 ? null : { value, end: i };
}

/** The number of spaces a line starts with. */
function indentOf(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 0x20) n++;
  return n;
}

/**
 * The lines continuing a plain scalar from line `start` on (each indented, trimmed) and the index
 * of the first line after them, or null when line `start` is no such line. YAML folds each break
 * between them into a space. At 10,000 real skills, 159 of the blocks the parser still got had a
 * description written so. Only lines starting with a letter or digit are taken, so nothing YAML
 * reads as an indicator (`- `, `#`, `:`, quotes, `[`) is; a blank line or a line of spaces inside
 * the value (a break YAML keeps), and any other indented line, leave the block to the parser.
 */
function continuation(lines: readonly string[], start: number): { parts: string[]; end: number } | null {
  const parts: string[] = [];
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (!line.startsWith(' ')) break;
    const part = trimSpaces(line);
    if (!CONTINUED.test(part) || SPECIAL.test(part)) return null;
    parts.push(part);
  }
  if (parts.length === 0) return null;
  // A blank line, then an indented one: the value goes on past the blank (a kept break).
  let next = end;
  while (next < lines.length && lines[next] === '') next++;
  if (next < lines.length && next > end && lines[next]!.startsWith(' ')) return null;
  return { parts, end };
}

/** How a continuation line of a plain scalar may start (a letter or a digit). */
const CONTINUED = /^[\p{L}\p{N}]/u;
