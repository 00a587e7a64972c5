/**
 * The real-text scale tree: renamed copies of real public skills, with their resource folders, from
 * the corpus of checked-out skill repositories (corpus/repos.json lists them; the checkouts live in
 * /work/corpus or $SKILLSCOPE_CORPUS_DIR and are never committed). The generated tree of gen.ts
 * recombines fixture skills with dependency docs and hides per-skill costs real collections have:
 * block-scalar and flow-sequence frontmatter the YAML fast path misses, non-ASCII bodies, big
 * reference folders, skills nested inside other skills.
 *
 * Deterministic: every SKILL.md of the corpus (outside .git and node_modules) whose folder is not
 * inside another skill's folder is a source; sources are ordered by the SHA-256 of their
 * corpus-relative path (a stable shuffle, so the 1k tree mixes repositories instead of being the
 * first few alphabetically). Skill i copies source i mod N into `pack-<i/1000>/<name>/`, where
 * `<name>` is `r<i>-<source folder name>` slugged to the spec's name shape; the `name:` line of the
 * frontmatter (when there is one) is rewritten to it, and every other byte is kept. Resource files
 * are hard-linked from the corpus (copied where links are refused); symbolic links are left out,
 * since their targets point into the checkout. The 1k tree is the first pack of the 10k one.
 *
 *   npx tsx bench/scale/real.ts [--sizes 1000,10000] [--out /tmp/scale-real] [--force]
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseSizes } from './gen.js';

export const DEFAULT_REAL_ROOT = '/tmp/scale-real';
const DEFAULT_CORPUS = '/work/corpus';
/** Bump when the copying rules change, so stale trees are rebuilt. */
const REAL_VERSION = 'corpus-copy-v1';
const MARKER = '.skillscope-scale';
const PACK_SIZE = 1000;
const SKIP = new Set(['.git', 'node_modules']);

/** The corpus folder: $SKILLSCOPE_CORPUS_DIR, else /work/corpus; throws a clear error when absent. */
export function corpusDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['SKILLSCOPE_CORPUS_DIR'] ?? DEFAULT_CORPUS;
  if (!existsSync(dir))
    throw new Error(
      `the real-text tree needs the skill corpus checked out at ${dir} (set SKILLSCOPE_CORPUS_DIR, or check out the repositories corpus/repos.json lists); pass --trees generated to skip it`,
    );
  return dir;
}

/** Skill folders of the corpus (relative, '/'-separated), not nested in another skill, in the stable shuffled order. */
export function corpusSkills(corpus: string): string[] {
  const found: string[] = [];
  const visit = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(corpus, rel), { withFileTypes: true });
    } catch {
      return;
    }
    if (rel !== '' && entries.some((e) => e.name === 'SKILL.md' && e.isFile())) {
      found.push(rel);
      return; // a skill's own subfolders travel with it
    }
    for (const e of entries) if (e.isDirectory() && !SKIP.has(e.name)) visit(rel === '' ? e.name : `${rel}/${e.name}`);
  };
  visit('');
  const key = (rel: string): string => createHash('sha256').update(rel).digest('hex');
  return found
    .map((rel) => ({ rel, k: key(rel) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map((x) => x.rel);
}

/** `r<i>-<folder>`, lower-case letters, digits and single hyphens, at most 64 characters. */
export function copyName(i: number, folder: string): string {
  const slug = folder
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `r${i}-${slug}`.slice(0, 64).replace(/-+$/, '');
}

/** SKILL.md with the frontmatter's first top-level `name:` line replaced; the rest byte for byte. */
export function renameSkillMd(source: Buffer, name: string): Buffer {
  const text = source.toString('latin1'); // byte-preserving: one char per byte
  const open = /^(\xEF\xBB\xBF)?---\r?\n/.exec(text);
  if (!open) return source;
  const close = text.indexOf('\n---', open[0].length - 1);
  const head = close < 0 ? text : text.slice(0, close);
  const m = /^name:[^\r\n]*/m.exec(head.slice(open[0].length));
  if (!m) return source;
  const at = open[0].length + m.index;
  return Buffer.concat([source.subarray(0, at), Buffer.from(`name: ${name}`), source.subarray(at + m[0].length)]);
}

function copyTree(from: string, to: string, state: { linkRefused: boolean }): number {
  let files = 0;
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    if (e.isDirectory()) files += copyTree(src, dest, state);
    else if (e.isFile()) files += linkOrCopy(src, dest, state);
  }
  return files;
}

const stampOf = (count: number, sources: number): string => `${REAL_VERSION} count=${count} sources=${sources}\n`;

/** Makes `<root>/<count>` from the corpus unless a complete tree of the same shape is there. */
export function writeRealTree(
  count: number,
  options: { root?: string; force?: boolean; corpus?: string; sources?: readonly string[] } = {},
): { dir: string; written: boolean; files: number } {
  const root = options.root ?? DEFAULT_REAL_ROOT;
  const corpus = options.corpus ?? corpusDir();
  const dir = path.join(root, String(count));
  const sources = options.sources ?? corpusSkills(corpus);
  if (sources.length === 0) throw new Error(`no SKILL.md found under ${corpus}`);
  const stamp = stampOf(count, sources.length);
  if (!options.force && existsSync(path.join(dir, MARKER)) && readFileSync(path.join(dir, MARKER), 'utf8') === stamp)
    return { dir, written: false, files: 0 };
  const tmp = path.join(root, `.${count}.partial-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const state = { linkRefused: false };
  let files = 0;
  for (let i = 0; i < count; i++) {
    const rel = sources[i % sources.length]!;
    const name = copyName(i, path.posix.basename(rel));
    const dest = path.join(tmp, `pack-${String(Math.floor(i / PACK_SIZE)).padStart(3, '0')}`, name);
    mkdirSync(dest, { recursive: true });
    const srcDir = path.join(corpus, rel);
    for (const e of readdirSync(srcDir, { withFileTypes: true })) {
      if (SKIP.has(e.name)) continue;
      if (e.name === 'SKILL.md') {
        writeFileSync(path.join(dest, 'SKILL.md'), renameSkillMd(readFileSync(path.join(srcDir, e.name)), name));
        files++;
      } else if (e.isDirectory()) files += copyTree(path.join(srcDir, e.name), path.join(dest, e.name), state);
      else if (e.isFile()) files += linkOrCopy(path.join(srcDir, e.name), path.join(dest, e.name), state);
    }
  }
  writeFileSync(path.join(tmp, MARKER), stamp);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { dir, written: true, files };
}

function linkOrCopy(src: string, dest: string, state: { linkRefused: boolean }): number {
  if (!state.linkRefused) {
    try {
      linkSync(src, dest);
      return 1;
    } catch {
      state.linkRefused = true;
    }
  }
  copyFileSync(src, dest);
  return 1;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000' },
      out: { type: 'string', default: DEFAULT_REAL_ROOT },
      force: { type: 'boolean' },
    },
  });
  try {
    const corpus = corpusDir();
    const sources = corpusSkills(corpus);
    process.stderr.write(`corpus ${corpus}: ${sources.length} skill folders\n`);
    for (const n of parseSizes(values.sizes)) {
      const t0 = performance.now();
      const res = writeRealTree(n, { root: values.out, force: values.force === true, corpus, sources });
      const secs = ((performance.now() - t0) / 1000).toFixed(1);
      console.log(
        res.written
          ? `wrote ${n} skills (${res.files} files) to ${res.dir} in ${secs} s`
          : `${res.dir}: complete, reused`,
      );
    }
  } catch (err) {
    console.error(`gen:real: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  }
}
