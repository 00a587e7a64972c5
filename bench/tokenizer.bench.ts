/**
 * Tokenizer performance suite (not the routing benchmark of src/routing-bench/): skillscope vs
 * gpt-tokenizer vs @dqbd/tiktoken counting REAL text, cold and warm.
 *
 *   npm run bench:tokenizer                              (builds dist/ first: the cold runs use it)
 *   npm run bench:tokenizer -- --quick                   (fewer runs and iterations)
 *   npm run bench:tokenizer -- --runs 5                  (cold runs per cell, median kept)
 *   npm run bench:tokenizer -- --list                    (print the corpus files and licences)
 *
 * Corpora (bench/tokenizer-corpus.ts): English = the README.md of every top-level package in
 * node_modules; Chinese = the TypeScript compiler's zh-cn messages + bench/corpus/zh-skills.md.
 * A secondary, labelled row uses the old synthetic English (≈10 % made-up words).
 *
 * (a) Cold single pass — how `audit` uses a tokenizer: a fresh child process per library,
 *     encoding and corpus (bench/tokenizer-cold.mjs, plain node, our build from dist/); the
 *     clock covers import + loading the encoding, then one count per document. CPU time of
 *     the child (JIT and GC threads included), median of `--runs` runs interleaved across
 *     libraries; wall time is printed too.
 * (b) Warm (bench/tokenizer-warm.ts): pass after pass in one process, every library in its
 *     default configuration; CPU time, median pass; plus the share of a plain UTF-8 byte scan.
 * Ratios are "times faster than" the peer, measured in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderTable } from '../src/report/table.js';
import {
  chineseCorpus,
  describeCorpus,
  englishCorpus,
  englishMarkdown,
  REPO_ROOT,
  type Corpus,
} from './tokenizer-corpus.js';
import { warm, type Encoding2, type WarmRow } from './tokenizer-warm.js';

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 3) : QUICK ? 1 : 3;
const ITERATIONS = QUICK ? 4 : 10;
const WARMUP = 2;
const ENCODINGS: readonly Encoding2[] = ['o200k_base', 'cl100k_base'];
const IMPLS = ['skillscope', 'gpt-tokenizer', '@dqbd/tiktoken'] as const;
type Impl = (typeof IMPLS)[number];
const COLD_CHILD = path.join(REPO_ROOT, 'bench/tokenizer-cold.mjs');

/** Secondary row: the synthetic English of earlier versions, one 64 KB document per file-sized slice. */
function syntheticCorpus(): Corpus {
  const text = englishMarkdown(1, 1_000_000);
  const docs = [];
  for (let i = 0; i < text.length; i += 64 * 1024)
    docs.push({
      source: `synthetic#${docs.length + 1}`,
      license: 'MIT (this project)',
      text: text.slice(i, i + 64 * 1024),
    });
  return {
    name: 'synthetic English (≈10 % made-up words)',
    docs,
    bytes: Buffer.byteLength(text),
    chars: text.length,
    sha: '-',
  };
}

/** One cold run: CPU ms of the two phases, wall ms of both (bench/tokenizer-cold.mjs). */
interface ColdResult {
  loadMs: number;
  passMs: number;
  wallMs: number;
  tokens: number;
  mb: number;
}

function coldOnce(impl: Impl, encoding: Encoding2, file: string): ColdResult {
  const r = spawnSync(process.execPath, ['--expose-gc', COLD_CHILD, impl, encoding, file], {
    encoding: 'utf8',
    cwd: REPO_ROOT,
  });
  if (r.status !== 0) throw new Error(`cold run ${impl} ${encoding} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as ColdResult;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

interface ColdRow {
  corpus: Corpus;
  encoding: Encoding2;
  by: Record<Impl, ColdResult>;
}

function cold(corpus: Corpus, encoding: Encoding2, file: string): ColdRow {
  const runs: Record<Impl, ColdResult[]> = { skillscope: [], 'gpt-tokenizer': [], '@dqbd/tiktoken': [] };
  for (let r = 0; r < RUNS; r++) for (const impl of IMPLS) runs[impl].push(coldOnce(impl, encoding, file));
  const by = {} as Record<Impl, ColdResult>;
  for (const impl of IMPLS) {
    const rs = runs[impl];
    const tokens = new Set(rs.map((x) => x.tokens));
    if (tokens.size !== 1) throw new Error(`${impl} gave different counts across runs`);
    by[impl] = {
      loadMs: median(rs.map((x) => x.loadMs)),
      passMs: median(rs.map((x) => x.passMs)),
      wallMs: median(rs.map((x) => x.wallMs)),
      tokens: rs[0]!.tokens,
      mb: median(rs.map((x) => x.mb)),
    };
  }
  // tiktoken is the reference; gpt-tokenizer differs on U+FEFF / U+0085 (test/tokenizer/oracles.ts).
  if (by.skillscope.tokens !== by['@dqbd/tiktoken'].tokens) {
    throw new Error(
      `${corpus.name} ${encoding}: counts differ (${IMPLS.map((i) => `${i} ${by[i].tokens}`).join(', ')})`,
    );
  }
  return { corpus, encoding, by };
}

const x2 = (r: number) => `${r.toFixed(2)}×`;
const total = (c: ColdResult) => c.loadMs + c.passMs;

function coldTable(rows: readonly ColdRow[]): string {
  const cell = (c: ColdResult) => `${total(c).toFixed(0)} (${c.loadMs.toFixed(0)}+${c.passMs.toFixed(0)})`;
  return renderTable({
    color: false,
    head: [
      'corpus',
      'encoding',
      'tokens',
      'skillscope (load+pass)',
      'gpt-tokenizer',
      'tiktoken',
      '× gpt-tok',
      '× tiktoken',
      'pass only × gpt-tok',
    ],
    rows: rows.map((r) => {
      const o = r.by.skillscope;
      return [
        r.corpus.name,
        r.encoding,
        r.by.skillscope.tokens,
        cell(o),
        cell(r.by['gpt-tokenizer']),
        cell(r.by['@dqbd/tiktoken']),
        x2(total(r.by['gpt-tokenizer']) / total(o)),
        x2(total(r.by['@dqbd/tiktoken']) / total(o)),
        x2(r.by['gpt-tokenizer'].passMs / o.passMs),
      ];
    }),
  });
}

function warmTable(rows: readonly WarmRow[]): string {
  return renderTable({
    color: false,
    head: [
      'corpus',
      'encoding',
      'skillscope MB/s',
      'gpt-tokenizer MB/s',
      'tiktoken MB/s',
      'byte scan MB/s',
      '× gpt-tok',
      '× tiktoken',
      'share of scan',
    ],
    rows: rows.map((r) => [
      r.corpus,
      r.encoding,
      r.ours.toFixed(1),
      r.gpt.toFixed(1),
      r.tiktoken.toFixed(1),
      r.scan.toFixed(0),
      x2(r.ours / r.gpt),
      x2(r.ours / r.tiktoken),
      `${((100 * r.ours) / r.scan).toFixed(1)} %`,
    ]),
  });
}

function memoryTable(rows: readonly ColdRow[]): string {
  return renderTable({
    color: false,
    head: [
      'encoding',
      'implementation',
      'import + load CPU ms',
      'cold English wall ms',
      'heap+external MB after the pass',
    ],
    rows: rows
      .filter((x) => x.corpus.name.startsWith('English'))
      .flatMap((r) =>
        IMPLS.map((impl) => [
          r.encoding,
          impl,
          r.by[impl].loadMs.toFixed(0),
          r.by[impl].wallMs.toFixed(0),
          r.by[impl].mb.toFixed(1),
        ]),
      ),
  });
}

/** The speed targets against gpt-tokenizer and tiktoken (count, o200k and cl100k, real text). */
function targetLines(coldRows: readonly ColdRow[], warmRows: readonly WarmRow[]): string[] {
  const lines: string[] = [];
  const check = (label: string, got: number, want: number) =>
    lines.push(`${got >= want ? 'met   ' : 'missed'} ${label}: ${x2(got)} (target ${x2(want)})`);
  for (const r of coldRows) {
    const want = r.corpus.name.startsWith('English') ? 3 : r.corpus.name.startsWith('Chinese') ? 1.5 : 0;
    if (want > 0)
      check(
        `cold ${r.corpus.name} ${r.encoding} vs gpt-tokenizer`,
        total(r.by['gpt-tokenizer']) / total(r.by.skillscope),
        want,
      );
  }
  for (const r of warmRows) {
    const want = r.corpus.startsWith('English') ? 2 : r.corpus.startsWith('Chinese') ? 1.2 : 0;
    if (want > 0) check(`warm ${r.corpus} ${r.encoding} vs gpt-tokenizer (its default cache)`, r.ours / r.gpt, want);
  }
  return lines;
}

async function main(): Promise<void> {
  const corpora = [englishCorpus(), chineseCorpus(), syntheticCorpus()];
  if (args.includes('--list')) {
    for (const c of corpora.slice(0, 2)) console.log(describeCorpus(c));
    return;
  }
  if (!existsSync(path.join(REPO_ROOT, 'dist/tokenizer/index.js')))
    throw new Error("dist/tokenizer/index.js is missing: run 'npm run build' first (the cold runs use the build)");
  for (const c of corpora)
    console.error(`${c.name}: ${c.docs.length} documents, ${(c.bytes / 1e6).toFixed(2)} MB, sha256 ${c.sha}`);
  console.error(
    `cold: ${RUNS} run(s) per cell, fresh process each; warm: ${ITERATIONS} passes after ${WARMUP} warm-up`,
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-tokbench-'));
  const coldRows: ColdRow[] = [];
  try {
    for (const corpus of corpora) {
      const file = path.join(dir, `${coldRows.length}.json`);
      writeFileSync(file, JSON.stringify(corpus.docs.map((d) => d.text)));
      for (const encoding of ENCODINGS) coldRows.push(cold(corpus, encoding, file));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('(a) cold single pass: fresh process, import + load + one count per document (CPU ms, median)');
  console.log(coldTable(coldRows));

  const warmRows: WarmRow[] = [];
  for (const corpus of corpora)
    for (const encoding of ENCODINGS) warmRows.push(await warm(corpus, encoding, ITERATIONS, WARMUP));
  console.log('(b) warm: repeated passes, each library in its default configuration (CPU time, median pass)');
  console.log(warmTable(warmRows));
  console.log(memoryTable(coldRows));
  console.log(targetLines(coldRows, warmRows).join('\n'));
}

await main();
