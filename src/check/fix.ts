/**
 * `--fix`: the one mechanical, safe autofix — quote a `name:` or `description:` value written
 * as a plain YAML scalar that YAML cannot read as the intended text: it contains `: ` or ` #`
 * (YAML ends the value at a comment: SK125), or starts with a character YAML treats specially
 * (`[ { & * ! | > % @ \``, `- `, `? `, `#`). The intended text is the rest of the line, trimmed.
 *
 * A value is fixed only when that intent is unambiguous: YAML rejects the line, or reads it as
 * a *shorter or different string* (comment, anchor, tag). When YAML reads it as a valid list,
 * mapping, number or null (`description: [a, b]`), the author may have meant exactly that, so it
 * is left for the user (SK121 reports it). The fixed frontmatter is parsed again and the fix is
 * kept only when it is a mapping whose fixed keys now hold exactly the intended strings.
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
import { parseDocument, isMap } from 'yaml';
import { decodeUtf8 } from '../skills/text.js';
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
export type FixSkipReason = 'not-utf8' | 'nul-byte';

/** The text `--fix` may rewrite (BOM removed, `bom` to restore it), or why the file must be left alone. */
export function fixableText(bytes: Uint8Array): { readonly text: string; readonly bom: boolean } | { readonly skip: FixSkipReason } {
  if (bytes.includes(0)) return { skip: 'nul-byte' };
  const decoded = decodeUtf8(bytes);
  if (!decoded.valid) return { skip: 'not-utf8' };
  return { text: decoded.text, bom: decoded.hadBom };
}

const SPECIAL_START = /^(?:[[{&*!|>%@`#]|[-?:](?:\s|$))/;
/** ` #` or a tab before `#`: YAML starts a comment there and the plain value ends. */
const COMMENT = /[ \t]#/;
const FENCE = /^---[ \t]*$/;

/**
 * How YAML reads `key: value` (value plain, on one line): `intended` when it is exactly the
 * string `value`; `misread` when YAML rejects it or reads another string (the intent is the
 * written text); `other-type` when it is a valid list, mapping, number, boolean or null.
 */
function yamlReading(key: string, value: string): 'intended' | 'misread' | 'other-type' {
  try {
    const doc = parseDocument(`${key}: ${value}\n`, { strict: true, uniqueKeys: true });
    if (doc.errors.length > 0) return 'misread';
    const data = doc.toJS() as Record<string, unknown> | null;
    const read = data !== null && typeof data === 'object' ? data[key] : undefined;
    if (read === value) return 'intended';
    if (typeof read !== 'string') return 'other-type';
    // A deliberate trailing comment (`name: pdf-tools  # keep in sync`): YAML reads what was meant.
    const at = COMMENT.exec(value);
    if (at && read === value.slice(0, at.index).trimEnd() && deliberateComment(key, read)) return 'intended';
    return 'misread';
  } catch {
    return 'misread'; // e.g. an alias `*x` with no anchor: toJS throws
  }
}

function needsQuoting(value: string): boolean {
  return value.includes(': ') || value.endsWith(':') || COMMENT.test(value) || SPECIAL_START.test(value);
}

/** A YAML double-quoted scalar for `value` (JSON string syntax is valid YAML). */
export function yamlQuote(value: string): string {
  return JSON.stringify(value);
}

export function fixFrontmatterQuoting(text: string): FixResult {
  const lines = text.split('\n');
  const strip = (l: string) => (l.endsWith('\r') ? l.slice(0, -1) : l);
  if (lines.length === 0 || !FENCE.test(strip(lines[0] ?? ''))) return { text, fixes: [] };
  const close = lines.findIndex((l, i) => i > 0 && FENCE.test(strip(l)));
  if (close === -1) return { text, fixes: [] };

  const fixes: QuoteFix[] = [];
  const fixed = [...lines];
  for (let i = 1; i < close; i++) {
    const raw = lines[i] ?? '';
    const cr = raw.endsWith('\r') ? '\r' : '';
    const match = /^(name|description):[ \t]+(.*?)[ \t]*$/.exec(strip(raw));
    if (!match) continue;
    const key = match[1] as FixableKey;
    const value = match[2] ?? '';
    if (value === '' || value.startsWith('"') || value.startsWith("'")) continue;
    if (/^[|>][-+0-9]*$/.test(value)) continue; // block scalar indicator
    const next = strip(lines[i + 1] ?? '');
    if (i + 1 < close && /^[ \t]+\S/.test(next)) continue; // continued on the next line
    if (!needsQuoting(value) || yamlReading(key, value) !== 'misread') continue;
    const after = `${key}: ${yamlQuote(value)}`;
    fixed[i] = `${after}${cr}`;
    fixes.push({ key, value, line: i + 1, before: strip(raw), after });
  }
  if (fixes.length === 0) return { text, fixes: [] };

  // Re-validate: the fixed block must parse, be a mapping, and hold the intended strings.
  return holdsIntended(fixed.slice(1, close).map(strip).join('\n'), fixes) ? { text: fixed.join('\n'), fixes } : { text, fixes: [] };
}

/** The fixed block parses, is a mapping, and each fixed key holds exactly its intended string. */
function holdsIntended(block: string, fixes: readonly QuoteFix[]): boolean {
  try {
    const doc = parseDocument(block, { strict: true, uniqueKeys: true });
    if (doc.errors.length > 0 || !isMap(doc.contents)) return false;
    const data = doc.toJS() as Record<string, unknown>;
    return fixes.every((f) => data[f.key] === f.value);
  } catch {
    return false;
  }
}
