/**
 * `npm run bench:bilingual`: what the bilingual bridge costs. Two numbers, each against its target:
 *
 * 1. Dictionary load: a fresh `node` process per run imports the built dictionary module and times
 *    the first `zhEnDictionary()` call (reading data/zh-en.bin, checking its header and hash),
 *    wall and CPU, median of RUNS; then, in the same process, the first bridged request (its
 *    lookups are the first to touch the entries). Target ≤ 150 ms for the load.
 * 2. One route request at 10,000 skills: `catalog:bilingual:bm25` against `catalog:multi:bm25` over
 *    the same catalog and the requests of bench/bilingual/queries.jsonl (half Chinese, half
 *    English): analyse, bridge, score, take the top 3. The rows take turns, REPEATS times (one
 *    round of all requests × ROUNDS each), so load that comes and goes falls on all of them; a
 *    single pass per row gave CPU ratios from 0.9× to 2.6× at load 7–9 (garbage of the router
 *    builds, collected on other threads during the first row, counted in its CPU time). p50/p95
 *    of the wall time over all turns, the mean wall time, the median CPU time per request over
 *    the turns and the median of the per-turn CPU ratios. Target: within 1.3× of multi. A third row scores
 *    the bilingual requests through `bridgeTerms`, which remembers no word's translations: the
 *    cost of a request whose every word is new to the process (the analyzer's memo is warm after
 *    the warm-up round, as multi's stem memo is).
 *
 * The load average is printed before each part: on the shared machine, numbers under load are
 * inflated and noisy, and CPU time is the steadier of the two.
 *
 * The catalog is bench/scale's real-text tree /tmp/scale/<N> (fixture skills, English and Chinese,
 * recombined with real markdown; generated when missing), read for the catalog condition.
 * `npm run build` first (part 1 runs dist/).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bridgedMaxDf, bridgeTerms } from '../src/route/bilingual/bridge.js';
import { zhEnDictionary } from '../src/route/bilingual/dictionary.js';
import {
  buildRouter,
  multiTerms,
  queryTermSet,
  resolveSpec,
  type Router,
  type RouteSkill,
  topK,
} from '../src/route/index.js';
import { loadSkills } from '../src/skills/load.js';
import { LOAD_FRONTMATTER } from '../src/skills/needs.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const SIZE = Number(process.env['BENCH_SIZE'] ?? 10_000);
const ROUNDS = 5;
const REPEATS = Number(process.env['BENCH_REPEATS'] ?? 7);

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

interface LoadRun {
  readonly wall: number;
  readonly cpu: number;
  /** The first bridged request after the load, wall. */
  readonly first: number;
}

function loadRuns(): LoadRun[] {
  const script = `const { zhEnDictionary } = await import(${JSON.stringify(`${ROOT}dist/route/bilingual/dictionary.js`)});
const { bridgeTerms } = await import(${JSON.stringify(`${ROOT}dist/route/bilingual/bridge.js`)});
const { multiTerms } = await import(${JSON.stringify(`${ROOT}dist/route/analyzers/multi.js`)});
const q = '把电子表格里的数据画成图表'; const own = [...new Set(multiTerms(q))];
const c = process.cpuUsage(); const t = performance.now(); const d = zhEnDictionary();
const wall = performance.now() - t; const u = process.cpuUsage(c);
const t2 = performance.now(); bridgeTerms(q, own, d, multiTerms);
process.stdout.write(JSON.stringify({ wall, cpu: (u.user + u.system) / 1000, first: performance.now() - t2 }));`;
  return Array.from(
    { length: RUNS },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
      ) as LoadRun,
  );
}

/** The real-text tree of bench/scale (fixture skills recombined with real markdown), made when missing. */
async function catalog(size: number): Promise<RouteSkill[]> {
  const dir = `/tmp/scale/${size}`;
  if (!existsSync(dir)) {
    const scale = (await import('./scale/gen.js' as string)) as { writeScaleTree: (n: number) => unknown };
    scale.writeScaleTree(size);
  }
  return loadSkills(dir, { needs: LOAD_FRONTMATTER }).skills.map((s) => ({
    name: s.name,
    description: s.description,
    body: '',
  }));
}

/** How a row scores one request: the router as is, or the bilingual one without the expansion memo. */
type Score = (q: string) => ReturnType<Router['score']>;

function requestTimes(router: Router, score: Score, queries: readonly string[]): { times: number[]; cpu: number } {
  const times: number[] = [];
  const c = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++)
    for (const q of queries) {
      const t = performance.now();
      topK(score(q).hits, router.names, 3);
      times.push(performance.now() - t);
    }
  const u = process.cpuUsage(c);
  return { times, cpu: (u.user + u.system) / 1000 / times.length };
}

const load = (): string =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`;

process.stdout.write(`${load()}\n`);
const loads = loadRuns();
const ms = (xs: readonly number[]): string =>
  `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
process.stdout.write(
  `dictionary load (fresh process, ${RUNS} runs): wall ${ms(loads.map((l) => l.wall))}; CPU ${ms(loads.map((l) => l.cpu))} (target ≤ 150 ms)\n` +
    `first bridged request after it: wall ${ms(loads.map((l) => l.first))}\n`,
);

const queries = readFileSync(join(ROOT, 'bench/bilingual/queries.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim().startsWith('{'))
  .map((l) => (JSON.parse(l) as { query: string }).query);
const skills = await catalog(SIZE);
process.stdout.write(`${load()}\n`);
const multi = buildRouter(skills, resolveSpec('catalog:multi:bm25'));
const bilingual = buildRouter(skills, resolveSpec('catalog:bilingual:bm25'));
const maxDf = bridgedMaxDf(skills.length);
const unmemoised: Score = (q) => {
  const own = queryTermSet(q, multiTerms);
  return bilingual.index.search(own, bridgeTerms(q, own, zhEnDictionary(), multiTerms), maxDf);
};
const cases = [
  ['catalog:multi:bm25', multi, multi.score],
  ['catalog:bilingual:bm25', bilingual, bilingual.score],
  ['catalog:bilingual:bm25, no expansion memo', bilingual, unmemoised],
] as const;
for (const [, router, score] of cases) requestTimes(router, score, queries); // warm-up: wink model, stem memo, dictionary, JIT
const turns = cases.map(() => ({ times: [] as number[], cpus: [] as number[] }));
for (let rep = 0; rep < REPEATS; rep++)
  cases.forEach(([, router, score], i) => {
    const { times, cpu } = requestTimes(router, score, queries);
    const t = turns[i] as (typeof turns)[number];
    t.times.push(...times);
    t.cpus.push(cpu);
  });
const rows = cases.map(([name], i) => {
  const { times, cpus } = turns[i] as (typeof turns)[number];
  const t = times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(t, 0.5),
    p95: percentile(t, 0.95),
    mean: t.reduce((s, x) => s + x, 0) / t.length,
    cpu: median(cpus),
    cpus,
  };
});
/** The median over the turns of a row's CPU time per request against multi's in the same turn. */
const cpuRatio = (r: (typeof rows)[number]): { median: number; min: number; max: number } => {
  const ratios = r.cpus.map((c, i) => c / ((rows[0] as (typeof rows)[number]).cpus[i] as number));
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
};
const [m, b, cold] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
for (const r of rows)
  process.stdout.write(
    `${r.name} at ${SIZE} skills, ${queries.length} requests × ${ROUNDS} × ${REPEATS} turns: p50 ${r.p50.toFixed(3)} ms, p95 ${r.p95.toFixed(3)} ms, mean ${r.mean.toFixed(3)} ms, CPU ${r.cpu.toFixed(3)} ms (median of the turns)\n`,
  );
const ratio = cpuRatio(b);
const coldRatio = cpuRatio(cold);
process.stdout.write(
  `bilingual / multi per request: wall ${(b.mean / m.mean).toFixed(2)}×, CPU ${ratio.median.toFixed(2)}× (turns ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}; target ≤ 1.3×); without the expansion memo CPU ${coldRatio.median.toFixed(2)}×\n${load()}\n`,
);
