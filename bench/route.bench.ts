/**
 * `npm run bench:route`: our inverted index against a brute-force scan and three peer libraries
 * (minisearch, wink-bm25-text-search, @skill-tools/router) on generated catalogs
 * (bench/gen-catalog.ts) of 1k, 10k and 100k skills with 1,000 requests. Prints build time, heap
 * growth and p50/p95 latency per request, with ratios to our index; the build also in CPU time
 * (user + sys; the shared machine's load moves the wall time more than the work).
 *
 * Every engine gets the same text (name + description). The seed engines and the first two peers
 * share the seed tokenizer, so those numbers compare engines, not analyzers; `skillscope index
 * (multi:bm25)` is the whole `multi` analyzer (wink-nlp, stems, other scripts) and
 * @skill-tools/router its own tokenizer (issue 26 compares these two: build ≤ 1.5×, p50 ≤ 1×). A request = analyse the text, score, take the best
 * 3 (our engines) or the engine's own ranked result (peers: minisearch returns every match,
 * wink-bm25 its top 10 by default — their APIs, their costs).
 *
 * Latency: tinybench runs each engine over the requests round-robin, one request per
 * iteration, after a warm-up; p95 is read from the retained samples. At 100k the slow engines
 * (brute force and the peers) get fewer requests (SLOW_QUERIES_AT_100K) so the whole run
 * stays within a few minutes on two cores; their latency distribution still comes from
 * distinct requests.
 *
 * Environment: BENCH_SIZES=1000,10000 to pick sizes; BENCH_QUERIES=1000; BENCH_ENGINES=multi,router
 * to run only the engines whose name contains one of those words.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { BM25Index } from '@skill-tools/router';
import MiniSearch from 'minisearch';
import { Bench } from 'tinybench';
import {
  analyzeCorpus,
  BruteForceScorer,
  buildRouter,
  queryTermSet,
  resolveSpec,
  seedTerms,
  topK,
  type RouteSkill,
  type RouterSpec,
} from '../src/route/index.js';
import { generateCatalog } from './gen-catalog.js';

import { createRequire } from 'node:module';

/** The part of wink-bm25-text-search we use (the package ships no types). */
interface WinkBm25 {
  defineConfig(config: { fldWeights: Record<string, number> }): void;
  definePrepTasks(tasks: ((text: string) => string[])[]): void;
  addDoc(doc: Record<string, string>, id: number): void;
  consolidate(): void;
  search(text: string): [string, number][];
}
const bm25Engine = createRequire(import.meta.url)('wink-bm25-text-search') as () => WinkBm25;

const SIZES = (process.env['BENCH_SIZES'] ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 1000);
const ENGINES = process.env['BENCH_ENGINES']?.split(',');
/** Requests given to the slow engines at 100k skills (see header). */
const SLOW_QUERIES_AT_100K = 100;
const WARMUP = 200;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function heapMB(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

interface Engine {
  readonly name: string;
  readonly buildMs: number;
  /** CPU time of the build (user + sys of the process, every thread: GC included), ms. */
  readonly buildCpuMs: number;
  readonly heapMB: number;
  readonly query: (q: string) => unknown;
  readonly queries: number;
}

function measureBuild(name: string, queries: number, build: () => (q: string) => unknown): Engine {
  const before = heapMB();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const query = build();
  const buildMs = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const heap = heapMB() - before;
  return { name, buildMs, buildCpuMs: (cpu.user + cpu.system) / 1000, heapMB: heap, query, queries };
}

function spec(s: string): RouterSpec {
  return resolveSpec(s);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const idx = (sorted.length - 1) * p;
  const lo = Math.floor(idx);
  const hi = Math.ceil(idx);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (idx - lo);
}

interface Row {
  size: number;
  mb: number;
  engine: string;
  buildMs: number;
  buildCpuMs: number;
  heapMB: number;
  queries: number;
  p50: number;
  p95: number;
}

async function latency(engine: Engine, queries: readonly string[]): Promise<{ p50: number; p95: number }> {
  const n = Math.min(engine.queries, queries.length);
  let i = 0;
  const bench = new Bench({ iterations: n, time: 0, warmupIterations: WARMUP, warmupTime: 0, retainSamples: true });
  bench.add(engine.name, () => {
    engine.query(queries[i++ % n] as string);
  });
  await bench.run();
  const result = bench.tasks[0]?.result as { latency?: { samples?: number[] } } | undefined;
  const samples = [...(result?.latency?.samples ?? [])].sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/**
 * Engine factories, built and measured one at a time so only one engine's structures are
 * alive. With all five built up front, the 100k run reached 2.5 GB RSS and the second build
 * (bm25) took 61 s against 10.6 s for the first; one at a time it took 23 s (shared 2-core
 * machine, so timings are rough).
 */
interface EngineEntry {
  readonly name: string;
  readonly make: () => Engine;
}

function engine(name: string, queries: number, build: () => (q: string) => unknown): EngineEntry {
  return { name, make: () => measureBuild(name, queries, build) };
}

function engines(skills: readonly RouteSkill[], size: number): EngineEntry[] {
  const slow = size >= 100_000 ? SLOW_QUERIES_AT_100K : QUERIES;
  const idf = spec('catalog');
  const bm25 = spec('catalog:seed:bm25');
  const multi = spec('catalog:multi:bm25');
  const texts = skills.map((s) => `${s.name} ${s.description}`);
  return [
    engine('skillscope index (idf)', QUERIES, () => {
      const router = buildRouter(skills, idf);
      return (q) => topK(router.score(q).hits, router.names, 3);
    }),
    engine('skillscope index (bm25)', QUERIES, () => {
      const router = buildRouter(skills, bm25);
      return (q) => topK(router.score(q).hits, router.names, 3);
    }),
    engine('skillscope index (multi:bm25)', QUERIES, () => {
      const router = buildRouter(skills, multi);
      return (q) => topK(router.score(q).hits, router.names, 3);
    }),
    engine('@skill-tools/router', QUERIES, () => {
      const index = new BM25Index();
      index.add(texts.map((text, id) => ({ id: String(id), text, metadata: {} })));
      return (q) => index.search(q, 3);
    }),
    engine('brute-force scan (idf)', slow, () => {
      const brute = new BruteForceScorer(idf, analyzeCorpus(skills, idf));
      const names = skills.map((s) => s.name);
      return (q) => topK(brute.search(queryTermSet(q, seedTerms)).hits, names, 3);
    }),
    engine('minisearch', slow, () => {
      const ms = new MiniSearch<{ id: number; text: string }>({
        fields: ['text'],
        tokenize: seedTerms,
        processTerm: (t) => t,
      });
      ms.addAll(texts.map((text, id) => ({ id, text })));
      return (q) => ms.search(q);
    }),
    engine('wink-bm25-text-search', slow, () => {
      const wink = bm25Engine();
      wink.defineConfig({ fldWeights: { text: 1 } });
      wink.definePrepTasks([seedTerms]);
      texts.forEach((text, id) => wink.addDoc({ text }, id));
      wink.consolidate();
      return (q) => wink.search(q);
    }),
  ];
}

function fmt(ms: number): string {
  return ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0);
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    const gen = generateCatalog(size, QUERIES);
    const mb = gen.bytes / 1e6;
    process.stderr.write(`generated ${size} skills (${mb.toFixed(1)} MB), ${QUERIES} requests\n`);
    for (const entry of engines(gen.skills, size)) {
      if (ENGINES !== undefined && !ENGINES.some((w) => entry.name.includes(w))) continue;
      const e = entry.make();
      const { p50, p95 } = await latency(e, gen.queries);
      rows.push({
        size,
        mb,
        engine: e.name,
        buildMs: e.buildMs,
        buildCpuMs: e.buildCpuMs,
        heapMB: e.heapMB,
        queries: Math.min(e.queries, QUERIES),
        p50,
        p95,
      });
      process.stderr.write(`  ${e.name}: build ${fmt(e.buildMs)} ms (CPU ${fmt(e.buildCpuMs)}), p50 ${fmt(p50)} ms\n`);
    }
  }
  const lines = [
    '| skills | MB | engine | build ms | build CPU ms | heap MB | requests | p50 ms | p95 ms | p50 ÷ ours (idf) |',
    '|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const ours = rows.find((x) => x.size === r.size && x.engine === 'skillscope index (idf)');
    const ratio = ours === undefined ? '' : `${(r.p50 / ours.p50).toFixed(1)}×`;
    lines.push(
      `| ${r.size} | ${r.mb.toFixed(1)} | ${r.engine} | ${fmt(r.buildMs)} | ${fmt(r.buildCpuMs)} | ${r.heapMB.toFixed(1)} | ${r.queries} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${ratio} |`,
    );
  }
  const growth: string[] = [];
  for (const engine of new Set(rows.map((r) => r.engine))) {
    const a = rows.find((r) => r.engine === engine && r.size === 10_000);
    const b = rows.find((r) => r.engine === engine && r.size === 100_000);
    if (a && b) growth.push(`${engine}: p50 ×${(b.p50 / a.p50).toFixed(1)} for ×10 skills`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  if (growth.length > 0) process.stdout.write(`\n10k → 100k: ${growth.join('; ')}\n`);
}

await main();
