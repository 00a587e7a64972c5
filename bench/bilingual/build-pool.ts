/**
 * Builds the skill pool of the bilingual query set (bench/bilingual/queries.jsonl) in a folder:
 * the fixture skills and the corpus skills listed in pool.json, each SKILL.md copied to
 * OUT/<name>/SKILL.md. The corpus texts are other people's and are not committed; this script
 * rebuilds the pool from the pinned checkouts (corpus/repos.json; $SKILLSCOPE_CORPUS_DIR, or
 * corpus/repos/, holds them as owner+name folders) and refuses a checkout at another commit.
 *
 *   SKILLSCOPE_CORPUS_DIR=/path/to/checkouts npx tsx bench/bilingual/build-pool.ts /tmp/bilingual-pool
 *   npx skillscope bench /tmp/bilingual-pool --queries bench/bilingual/queries.jsonl --preset routers
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Pool {
  readonly fixtures: string;
  readonly corpus: readonly { readonly repo: string; readonly path: string }[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const out = process.argv[2];
if (out === undefined) {
  process.stderr.write('usage: tsx bench/bilingual/build-pool.ts OUT_DIR\n');
  process.exit(2);
}
const pool = JSON.parse(readFileSync(join(ROOT, 'bench/bilingual/pool.json'), 'utf8')) as Pool;
const pins = new Map(
  (JSON.parse(readFileSync(join(ROOT, 'corpus/repos.json'), 'utf8')) as { repo: string; commit: string }[]).map((r) => [
    r.repo,
    r.commit,
  ]),
);
const corpusDir = resolve(process.env['SKILLSCOPE_CORPUS_DIR'] || join(ROOT, 'corpus', 'repos'));

/** The frontmatter name of a SKILL.md, else its folder's (as the loader names it). */
function nameOf(file: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const m = /^name:\s*['"]?([^'"\r\n]+?)['"]?\s*$/m.exec(front);
  return m === null ? basename(dirname(file)) : (m[1] as string);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const seen = new Map<string, string>();
function place(file: string): void {
  const name = nameOf(file);
  const had = seen.get(name);
  if (had !== undefined) throw new Error(`two skills named '${name}': ${had} and ${file}`);
  seen.set(name, file);
  mkdirSync(join(out as string, name), { recursive: true });
  cpSync(file, join(out as string, name, 'SKILL.md'));
}

const fixtures = join(ROOT, pool.fixtures);
for (const entry of readdirSync(fixtures).sort()) {
  const file = join(fixtures, entry, 'SKILL.md');
  if (existsSync(file)) place(file);
}
const checked = new Set<string>();
for (const { repo, path } of pool.corpus) {
  const dir = join(corpusDir, repo.replace('/', '+'));
  if (!checked.has(repo)) {
    const head = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    if (head !== pins.get(repo)) throw new Error(`${dir} is at ${head}, corpus/repos.json pins ${pins.get(repo)}`);
    checked.add(repo);
  }
  place(join(dir, path));
}
process.stdout.write(`wrote ${seen.size} skills to ${out}\n`);
