/**
 * The `--fix` law every fix test checks: a fix never changes a value the author wrote validly.
 * The fixed frontmatter must parse without errors; each key the fix quoted must hold exactly
 * the text written after `key: ` on its line; every other key must hold the value it has in the
 * original — read from the original with the quoted lines left out, because a broken line can
 * derail the parse of the lines after it (a fixed line is one line: removing it removes nothing
 * else, and it never holds an anchor another key needs).
 */
import { expect } from 'vitest';
import { isMap, isNode, isScalar, parseDocument } from 'yaml';

function block(text: string): string | null {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return null;
  const close = lines.findIndex((l, i) => i > 0 && /^---[ \t]*$/.test(l));
  return close === -1 ? null : lines.slice(1, close).join('\n');
}

/** A key whose value YAML could not build (e.g. an alias with no anchor): nothing to compare. */
const UNKNOWN = Symbol('unknown');

/** Every top-level key's parsed value, pair by pair so one unbuildable value hides no other. */
export function frontmatterValues(text: string): Record<string, unknown> {
  const yaml = block(text);
  if (yaml === null) return {};
  const doc = parseDocument(yaml, { uniqueKeys: false });
  if (!isMap(doc.contents)) return {};
  const out: Record<string, unknown> = {};
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key)) continue;
    try {
      out[String(pair.key.value)] = isNode(pair.value) ? pair.value.toJS(doc) : pair.value;
    } catch {
      out[String(pair.key.value)] = UNKNOWN;
    }
  }
  return out;
}

/** Asserts the law for one file; returns the keys the fix changed. */
export function expectValidValuesKept(before: string, after: string): string[] {
  const now = frontmatterValues(after);
  const beforeLines = before
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  const afterLines = after
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  expect(afterLines.length).toBe(beforeLines.length); // a fix replaces lines, never adds or removes
  const changed = new Map<string, string>();
  beforeLines.forEach((line, i) => {
    if (line === afterLines[i]) return;
    const m = /^(name|description):[ \t]+([^]*?)[ \t]*$/.exec(line);
    expect(m, `changed line ${i + 1} is not a name/description line: ${line}`).not.toBeNull();
    changed.set(m![1]!, m![2]!);
  });
  const old = frontmatterValues(beforeLines.filter((line, i) => line === afterLines[i]).join('\n'));
  // The whole fixed frontmatter parses, without errors.
  const yaml = block(after);
  if (yaml !== null && changed.size > 0)
    expect(parseDocument(yaml, { strict: true, uniqueKeys: true }).errors).toEqual([]);
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (changed.has(key)) expect(now[key], `fixed key ${key}`).toBe(changed.get(key));
    else if (old[key] !== UNKNOWN) expect(now[key], `untouched key ${key}`).toEqual(old[key]);
  }
  return [...changed.keys()];
}
