/** Shared by the suggest tests: small skill folders on disk, and an edited copy of a directory. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { resolveSpec, type RouteSkill } from '../../src/route/index.js';
import { CatalogEvaluator } from '../../src/suggest/evaluate.js';
import type { SearchContext } from '../../src/suggest/search.js';
import { wordCandidates } from '../../src/suggest/words.js';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeSkill(root: string, name: string, description: string, body: string): void {
  mkdirSync(path.join(root, name), { recursive: true });
  writeFileSync(
    path.join(root, name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n${body}\n`,
  );
}

/** Copies `dir` and replaces the frontmatter description of each skill folder named in `edits`. */
export function editedCopy(dir: string, edits: ReadonlyMap<string, string>): string {
  const out = tempDir('skillscope-suggest-edited-');
  cpSync(dir, out, { recursive: true });
  for (const [folder, description] of edits) {
    const file = path.join(out, folder, 'SKILL.md');
    const text = readFileSync(file, 'utf8');
    const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    if (m === null) throw new Error(`no frontmatter in ${file}`);
    const doc = parseDocument(m[1] as string);
    doc.set('description', description);
    writeFileSync(file, `---\n${doc.toString({ lineWidth: 0 })}---\n${text.slice(m[0].length)}`);
  }
  return out;
}

/**
 * A search context over SKILLS under the `catalog` router where every request is in the choosing
 * part, the candidate words those of each skill's body: what the search-rule tests start from.
 */
export function choosingContext(
  skills: readonly RouteSkill[],
  lines: readonly { id: string; query: string; expect: string }[],
): { evaluator: CatalogEvaluator; ctx: SearchContext } {
  const queries = parseQueries(lines.map((q) => JSON.stringify(q)).join('\n'));
  const evaluator = new CatalogEvaluator(skills, queries, resolveSpec('catalog'));
  const df = new Map<string, number>();
  for (const d of evaluator.docs)
    for (const t of new Set(d.fields.flatMap((f) => [...f.counts.keys()]))) df.set(t, (df.get(t) ?? 0) + 1);
  const ctx: SearchContext = {
    evaluator,
    half: queries.map(() => 'choose'),
    df,
    maxTerms: 3,
    words: (doc) => wordCandidates((skills[doc] as RouteSkill).body, 'body', evaluator.terms, null),
    translations: () => [],
  };
  return { evaluator, ctx };
}
