/**
 * `--fix`: the one mechanical, safe autofix — quote a `name:` or `description:` value written
 * as a plain YAML scalar that YAML cannot read as the intended text (it contains `: `, or
 * starts with a character YAML treats specially: `[ { & * ! | > % @ \``, `- `, `? `, `#`).
 * The intended text is the rest of the line, trimmed. The fixed frontmatter is parsed again
 * and the fix is kept only when it is a mapping whose fixed keys now hold exactly those
 * strings; otherwise the file is left alone. Pure: text in, text and changes out.
 *
 * Not fixed (not mechanical): quoted values, block scalars, values continued on the next
 * line, values that parse as a number or boolean (`name: 2024`: the fix is a new name).
 */
import { parseDocument, isMap } from 'yaml';
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

const SPECIAL_START = /^(?:[[{&*!|>%@`#]|[-?:](?:\s|$))/;
const FENCE = /^---[ \t]*$/;

/** Would YAML read `key: value` (value plain, one line) as exactly the string `value`? */
function readsAsIntended(key: string, value: string): boolean {
  const doc = parseDocument(`${key}: ${value}\n`, { strict: true, uniqueKeys: true });
  if (doc.errors.length > 0) return false;
  const data = doc.toJS() as Record<string, unknown> | null;
  return data !== null && typeof data === 'object' && data[key] === value;
}

function needsQuoting(value: string): boolean {
  return value.includes(': ') || value.endsWith(':') || SPECIAL_START.test(value);
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
    if (!needsQuoting(value) || readsAsIntended(key, value)) continue;
    const after = `${key}: ${yamlQuote(value)}`;
    fixed[i] = `${after}${cr}`;
    fixes.push({ key, value, line: i + 1, before: strip(raw), after });
  }
  if (fixes.length === 0) return { text, fixes: [] };

  // Re-validate: the fixed block must parse, be a mapping, and hold the intended strings.
  const doc = parseDocument(fixed.slice(1, close).map(strip).join('\n'), { strict: true, uniqueKeys: true });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return { text, fixes: [] };
  const data = doc.toJS() as Record<string, unknown>;
  if (!fixes.every((f) => data[f.key] === f.value)) return { text, fixes: [] };
  return { text: fixed.join('\n'), fixes };
}
