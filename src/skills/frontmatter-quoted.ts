/**
 * One-line quoted scalars for the simple frontmatter reader (frontmatter-simple.ts): what YAML
 * makes of the text between the quotes, for the escapes real descriptions use, or null to leave
 * the block to the parser. Pure; compared with `yaml` by test/skills/frontmatter-simple.test.ts.
 */

/**
 * The value of a one-line double-quoted scalar from what lies between its quotes, or null: a quote
 * not escaped, or an escape other than `\"`, `\\`, `\/`, `\n`, `\t` (61 of the blocks the parser
 * got at 10,000 real skills quoted a description with `\"` in it).
 */
export function doubleQuoted(inner: string): string | null {
  if (!inner.includes('\\')) return inner.includes('"') ? null : inner;
  const parts: string[] = [];
  let from = 0;
  for (let i = inner.indexOf('\\'); i !== -1; i = inner.indexOf('\\', from)) {
    const escaped = ESCAPES.get(inner[i + 1] ?? '');
    if (escaped === undefined) return null;
    parts.push(inner.slice(from, i), escaped);
    from = i + 2;
  }
  parts.push(inner.slice(from));
  // A quote left between the escapes ends the scalar early: not a one-line scalar.
  for (let k = 0; k < parts.length; k += 2) if (parts[k]!.includes('"')) return null;
  return parts.join('');
}

/** The escapes `doubleQuoted` reads, each to what YAML makes of it. */
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['n', '\n'],
  ['t', '\t'],
]);

/** The value of a one-line single-quoted scalar: `''` is a quote; a lone quote, null. */
export function singleQuoted(inner: string): string | null {
  if (!inner.includes("'")) return inner;
  const parts = inner.split("''");
  return parts.some((p) => p.includes("'")) ? null : parts.join("'");
}
