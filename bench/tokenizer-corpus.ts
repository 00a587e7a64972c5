/**
 * Real-text corpora for the tokenizer benchmark (bench/tokenizer.bench.ts) and the real-text
 * differential tests (test/tokenizer/real-text.test.ts). Nothing here is generated.
 *
 * - English: the README.md of every package installed at the top level of node_modules
 *   (`node_modules/<name>/` and `node_modules/@scope/<name>/`), read at run time, in sorted
 *   order. The list follows package-lock.json, so `npm ci` gives every machine the same text;
 *   `npm run bench:tokenizer -- --list` prints the files with their licences and the corpus hash.
 *   Nothing is copied into the repository.
 * - Chinese: (1) the Simplified Chinese diagnostic messages of the TypeScript compiler
 *   (`node_modules/typescript/lib/zh-cn/diagnosticMessages.generated.json`, Microsoft,
 *   Apache-2.0), human translations of technical prose with English identifiers in quotes —
 *   read at run time, not copied; and (2) `bench/corpus/zh-skills.md`, Chinese prose about
 *   writing and maintaining Agent Skills written for this project (MIT, like the rest of it).
 *
 * Each corpus is a list of documents: the benchmark counts them one call per document, as
 * `audit` counts one call per file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/ is one level down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

/** The TypeScript compiler's Simplified Chinese messages (Apache-2.0). */
export const TS_ZH_CN_MESSAGES = 'typescript/lib/zh-cn/diagnosticMessages.generated.json';
/** Our own Chinese prose (MIT). */
export const ZH_SKILLS_PROSE = 'bench/corpus/zh-skills.md';

export interface CorpusDoc {
  /** Where it came from, relative to the repository root. */
  readonly source: string;
  /** The licence declared by its package (or this project's). */
  readonly license: string;
  readonly text: string;
}

export interface Corpus {
  readonly name: string;
  readonly docs: readonly CorpusDoc[];
  /** UTF-8 bytes of all documents. */
  readonly bytes: number;
  /** Characters (UTF-16 code units) of all documents. */
  readonly chars: number;
  /** SHA-256 of the documents joined with NUL, first 12 hex digits: two runs on the same text print the same hash. */
  readonly sha: string;
}

function makeCorpus(name: string, docs: CorpusDoc[]): Corpus {
  const hash = createHash('sha256');
  let bytes = 0;
  let chars = 0;
  for (const doc of docs) {
    hash.update(doc.text).update('\0');
    bytes += Buffer.byteLength(doc.text);
    chars += doc.text.length;
  }
  return { name, docs, bytes, chars, sha: hash.digest('hex').slice(0, 12) };
}

function licenseOf(packageDir: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { license?: unknown };
    return typeof pkg.license === 'string' ? pkg.license : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Top-level package directories of node_modules (scoped ones included), sorted. */
function packageDirs(): string[] {
  const dirs: string[] = [];
  for (const entry of readdirSync(NODE_MODULES).sort()) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const sub of readdirSync(path.join(NODE_MODULES, entry)).sort()) dirs.push(`${entry}/${sub}`);
    } else dirs.push(entry);
  }
  return dirs;
}

/** English: every top-level package's README.md (any case), sorted by package name. */
export function englishCorpus(): Corpus {
  const docs: CorpusDoc[] = [];
  for (const dir of packageDirs()) {
    const abs = path.join(NODE_MODULES, dir);
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      continue;
    }
    const readme = names.find((n) => n.toLowerCase() === 'readme.md');
    if (readme === undefined) continue;
    // Without a leading BOM, as skillscope reads every file (decodeTextFile).
    const text = readFileSync(path.join(abs, readme), 'utf8').replace(/^\uFEFF/, '');
    if (text.trim() === '') continue;
    docs.push({ source: `node_modules/${dir}/${readme}`, license: licenseOf(abs), text });
  }
  if (docs.length === 0) throw new Error(`no README.md under ${NODE_MODULES}: run 'npm ci' first`);
  return makeCorpus('English (dependency READMEs)', docs);
}

/** Chinese: the TypeScript zh-cn messages (as one document per 100 messages) and our prose. */
export function chineseCorpus(): Corpus {
  const file = path.join(NODE_MODULES, TS_ZH_CN_MESSAGES);
  if (!existsSync(file)) throw new Error(`${file} is missing: run 'npm ci' first`);
  const messages = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const docs: CorpusDoc[] = [];
  // A page of messages per document: documents of a few KB, like skill files.
  const PAGE = 100;
  for (let i = 0; i < messages.length; i += PAGE) {
    docs.push({
      source: `node_modules/${TS_ZH_CN_MESSAGES}#${i / PAGE + 1}`,
      license: 'Apache-2.0',
      text: messages.slice(i, i + PAGE).join('\n'),
    });
  }
  docs.push({
    source: ZH_SKILLS_PROSE,
    license: 'MIT (this project)',
    text: readFileSync(path.join(REPO_ROOT, ZH_SKILLS_PROSE), 'utf8'),
  });
  return makeCorpus('Chinese (TypeScript zh-cn messages + our prose)', docs);
}

/** One line per document: source, licence, bytes. */
export function describeCorpus(corpus: Corpus): string {
  const lines = [
    `${corpus.name}: ${corpus.docs.length} documents, ${(corpus.bytes / 1e6).toFixed(2)} MB UTF-8, sha256 ${corpus.sha}`,
  ];
  for (const doc of corpus.docs) lines.push(`  ${doc.source}  [${doc.license}]  ${Buffer.byteLength(doc.text)} B`);
  return lines.join('\n');
}

// The synthetic generators stay available (secondary bench row, bpe tests).
export * from './tokenizer-synthetic.js';
