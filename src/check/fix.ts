/**
 * `--fix`: the one mechanical, safe autofix — quote a `name:` or `description:` value written
 * as a plain YAML scalar that YAML cannot read as the intended text: it contains `: ` or ` #`
 * (YAML ends the value at a comment: SK125), or starts with a character YAML treats specially
 * (`[ { & * ! | > % @ \``, `- `, `? `, `#`). The intended text is the rest of the line, trimmed.
 *
 * A value is fixed only when that intent is unambiguous: YAML rejects the line, or reads it as
 * a *shorter or different string* (a comment, an unresolvable tag). When YAML reads it as a
 * valid list, mapping, number or null (`description: [a, b]`), the author may have meant
 * exactly that, so it is left for the user (SK121 reports it).
 *
 * The decision is taken on the WHOLE frontmatter, not on one line: a line read alone misses
 * the anchors it refers to (`description: *n` after `name: &n pair` is a valid alias, but an
 * error on its own). So:
 * - a value that YAML resolves through node properties — an anchor (`&d text`), a tag that
 *   resolves (`!!str text`, `! text`), or an alias to an anchor set earlier (`*n`) — is never
 *   touched: the author wrote YAML syntax on purpose and the parsed value is what they meant;
 * - when the whole frontmatter parses, its parse decides (and a line that is not a top-level
 *   key there, e.g. inside a multi-line flow value, is not touched); when it does not parse,
 *   the line's own reading decides (the errors of one line must not hide another's fix);
 * - the fixed frontmatter is parsed again and the fix is kept only when it is a mapping whose
 *   fixed keys hold exactly the intended strings and every other key holds the value it held
 *   before (when the original parsed at all).
 *
 * Files that are not valid UTF-8 or contain NUL bytes are never rewritten (`fixableText`):
 * decoding them replaces bytes with U+FFFD, and writing that back would destroy the body.
 *
 * A deliberate trailing comment (`deliberateComment`: a valid name, or a description ending at
 * a sentence end, before ` #`) is left alone: SK125 does not report it either.
 *
 * Not fixed (not mechanical): quoted values, block scalars, values continued on the next
 * line, values that parse as a number or boolean (`name: 2024`: the fix is a new name).
 * Pure: bytes or text in, text and changes out.
 */
import { isAlias, isMap, isScalar, Lexer, parseDocument, type Document } from 'yaml';
import { isDeepStrictEqual } from 'node:util';
import { decodeUtf8 } from '../base/text.js';
import { trimEndOf } from '../base/trim.js';
import { deliberateComment } from './text/comment-cut.js';
import type { LineChange } from './diff.js';

export const FIXABLE_KEYS = ['name', 'description'] as const;
export type FixableKey = (typeof FIXABLE_KEYS)[number];

export interface QuoteFix extends LineChange {
  readonly key: FixableKey;
  /** The string the key now holds. */
  readonly value: string;
}

export interface FixResult {
  readonly text: string;
  readonly fixes: readonly QuoteFix[];
}

/** Why a file was not touched by `--fix`. */
export type FixSkipReason = 'not-utf8' | 'nul-byte' | 'unreadable';

/** The text `--fix` may rewrite (BOM removed, `bom` to restore it), or why the file must be left alone. */
export function fixableText(
  bytes: Uint8Array,
): { readonly text: string; readonly bom: boolean } | { readonly skip: FixSkipReason } {
  if (bytes.includes(0)) return { skip: 'nul-byte' };
  const decoded = decodeUtf8(bytes);
  if (!decoded.valid) return { skip: 'not-utf8' };
  return { text: decoded.text, bom: decoded.hadBom };
}

const SPECIAL_START = /^(?:[[{&*!|>%@`#]|[-?:](?:\s|$))/;
/** ` #` or a tab before `#`: YAML starts a comment there and the plain value ends. */
const COMMENT = /[ \t]#/;
const FENCE = /^---[ \t]*$/;
/** `key: value` on one line; `[^]` because a value may hold U+2028/U+2029, which `.` does not match. */
const KEY_MARK = /^(name|description):[ \t]+/;

/**
 * `name: value` / `description: value` split into key and value less its trailing blanks, or
 * null. By hand after the key: a lazy `([^]*?)[ \t]*$` retried the trailing run from every
 * character before it, quadratic on a 64 KiB line of spaces that ends in a letter.
 */
export function keyLine(line: string): [key: string, value: string] | null {
  const mark = KEY_MARK.exec(line);
  return mark ? [mark[1]!, trimEndOf(line.slice(mark[0].length), ' \t')] : null;
}
/** Node properties at the start of a value: anchors (`&a`) and tags (`!t`, `!!str`, `!<…>`). */
const PROPS = /^(?:[&!]\S*[ \t]+)+/;

type Reading = 'intended' | 'misread' | 'other-type' | 'not-a-key';

const parse = (text: string) => parseDocument(text, { strict: true, uniqueKeys: true });

/** The plain JS value of a document, or undefined when it cannot be built (e.g. an alias with no anchor). */
function toJs(doc: Document): unknown {
  try {
    return doc.toJS();
  } catch {
    return undefined;
  }
}

/** How YAML reads the string `read` for the written `value`: intended (maybe after a deliberate comment) or misread. */
function compareString(key: string, value: string, read: string): 'intended' | 'misread' {
  if (read === value) return 'intended';
  // A deliberate trailing comment (`name: pdf-tools  # keep in sync`): YAML reads what was meant.
  const at = COMMENT.exec(value);
  if (at && read === value.slice(0, at.index).trimEnd() && deliberateComment(key, read)) return 'intended';
  return 'misread';
}

/**
 * How YAML reads `key: value` on its own line: `intended` when it is exactly the string
 * `value`; `misread` when YAML rejects it or reads another string (the intent is the written
 * text); `other-type` when it is a valid list, mapping, number, boolean or null.
 */
function lineReading(key: string, value: string): 'intended' | 'misread' | 'other-type' {
  const doc = parse(`${key}: ${value}\n`);
  if (doc.errors.length > 0) return 'misread';
  const data = toJs(doc) as Record<string, unknown> | null | undefined;
  if (data === undefined) return 'misread'; // e.g. an alias `*x` with no anchor
  const read = data !== null && typeof data === 'object' ? data[key] : undefined;
  if (typeof read !== 'string') return 'other-type';
  return compareString(key, value, read);
}

/** Anchor names set in `block` (the lexer skips quoted text and comments, where `&` is text). */
function anchorsOf(block: string): Set<string> {
  const out = new Set<string>();
  for (const token of new Lexer().lex(block)) if (token.startsWith('&') && token.length > 1) out.add(token.slice(1));
  return out;
}

/**
 * True when the value starts with node properties or is an alias that YAML resolves: a
 * non-empty anchor, a tag the YAML core schema knows (no warning when read alone), or `*name`
 * with `name` anchored in the frontmatter.
 */
function resolvedSyntax(key: string, value: string, anchors: ReadonlySet<string>): boolean {
  const alias = /^\*(\S+)/.exec(value);
  // An alias to an anchor set anywhere counts: one set only later is YAML in the wrong order,
  // still YAML the author meant — not text to quote.
  if (alias) return anchors.has(alias[1] ?? '');
  const props = PROPS.exec(value);
  if (!props) return false;
  const tokens = props[0].trim().split(/[ \t]+/);
  if (tokens.some((t) => t === '&')) return false; // an empty anchor is an error, not an anchor
  const tags = tokens.filter((t) => t.startsWith('!'));
  if (tags.length === 0) return true;
  // Read the tags on a neutral value: a tag YAML cannot resolve gives a warning or error.
  const probe = parse(`${key}: ${tags.join(' ')} x\n`);
  return probe.errors.length === 0 && probe.warnings.length === 0;
}

/** The reading of a top-level `key:` line from the whole frontmatter's parse, when it parses. */
function documentReading(doc: Document, key: string, value: string, lineOffset: number): Reading | null {
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  const pair = doc.contents.items.find(
    (p) => isScalar(p.key) && p.key.value === key && p.key.range?.[0] === lineOffset,
  );
  if (!pair) return 'not-a-key';
  const node = pair.value;
  // An alias `resolvedSyntax` did not accept has no anchor before it: YAML cannot resolve it.
  if (isAlias(node)) return 'misread';
  if (!isScalar(node)) return 'other-type';
  if (typeof node.value !== 'string') return 'other-type';
  return compareString(key, value, node.value);
}

function needsQuoting(value: string): boolean {
  return value.includes(': ') || value.endsWith(':') || COMMENT.test(value) || SPECIAL_START.test(value);
}

/**
 * A YAML double-quoted scalar for `value`. JSON string syntax is valid YAML; on top of it the
 * characters some YAML parsers read as line breaks (U+0085, U+2028, U+2029, YAML 1.1) and the
 * ones YAML does not allow raw (DEL, C1 controls, U+FEFF, U+FFFE/U+FFFF) are written as `\uXXXX`
 * escapes, so every parser reads back exactly `value`.
 */
export function yamlQuote(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function fixFrontmatterQuoting(text: string): FixResult {
  const lines = text.split('\n');
  const strip = (l: string) => (l.endsWith('\r') ? l.slice(0, -1) : l);
  if (lines.length === 0 || !FENCE.test(strip(lines[0] ?? ''))) return { text, fixes: [] };
  const close = lines.findIndex((l, i) => i > 0 && FENCE.test(strip(l)));
  if (close === -1) return { text, fixes: [] };

  const blockLines = lines.slice(1, close).map(strip);
  const block = blockLines.join('\n');
  const doc = parse(block);
  const anchors = anchorsOf(block);
  const fixes: QuoteFix[] = [];
  const fixed = [...lines];
  let lineOffset = 0;
  for (let i = 1; i < close; i++, lineOffset += (blockLines[i - 2] ?? '').length + 1) {
    const raw = lines[i] ?? '';
    const cr = raw.endsWith('\r') ? '\r' : '';
    const match = keyLine(strip(raw));
    if (!match) continue;
    const key = match[0] as FixableKey;
    const value = match[1];
    if (value === '' || value.startsWith('"') || value.startsWith("'")) continue;
    if (/^[|>][-+0-9]*$/.test(value)) continue; // block scalar indicator
    const next = strip(lines[i + 1] ?? '');
    if (i + 1 < close && /^[ \t]+\S/.test(next)) continue; // continued on the next line
    if (!needsQuoting(value) || resolvedSyntax(key, value, anchors)) continue;
    const reading = documentReading(doc, key, value, lineOffset) ?? lineReading(key, value);
    if (reading !== 'misread') continue;
    const after = `${key}: ${yamlQuote(value)}`;
    fixed[i] = `${after}${cr}`;
    fixes.push({ key, value, line: i + 1, before: strip(raw), after });
  }
  if (fixes.length === 0) return { text, fixes: [] };

  const before = doc.errors.length === 0 ? toJs(doc) : undefined;
  return holdsIntended(fixed.slice(1, close).map(strip).join('\n'), fixes, before)
    ? { text: fixed.join('\n'), fixes }
    : { text, fixes: [] };
}

/**
 * The fixed block parses, is a mapping, each fixed key holds exactly its intended string, and
 * — when the original block parsed (`before`) — every other key holds what it held.
 */
function holdsIntended(block: string, fixes: readonly QuoteFix[], before: unknown): boolean {
  const doc = parse(block);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return false;
  const data = toJs(doc) as Record<string, unknown> | undefined;
  if (data === undefined || !fixes.every((f) => data[f.key] === f.value)) return false;
  if (before === undefined || before === null || typeof before !== 'object') return true;
  const fixedKeys = new Set<string>(fixes.map((f) => f.key));
  const old = before as Record<string, unknown>;
  const keys = new Set([...Object.keys(old), ...Object.keys(data)]);
  return [...keys].every((k) => fixedKeys.has(k) || isDeepStrictEqual(old[k], data[k]));
}

/** The keys `--fix` would quote in `text` (a SKILL.md), for telling which findings it can fix. */
export function fixableKeys(text: string): ReadonlySet<FixableKey> {
  if (text.includes('\u0000')) return new Set();
  return new Set(fixFrontmatterQuoting(text).fixes.map((f) => f.key));
}
