/**
 * `npm run bench:audit`: loads and audits generated directories of 1,000 and 10,000 skills of real
 * text (bench/scale/gen.ts, deterministic, shared under /tmp/scale), printing seconds, MB/s, the share of time spent in
 * tokenisation, per-skill cost (to show growth is linear) and memory: the heap after one audit
 * (started from a collected heap, so it is that run's live data plus its own garbage) and the
 * process's peak RSS. Run with --expose-gc (the npm script does). Timings are printed, never asserted.
 */
import { Bench } from 'tinybench';
import { computeAudit } from '../src/audit/index.js';
import { loadSkills } from '../src/skills/index.js';
import { getEncoding } from '../src/tokenizer/index.js';
import type { Encoding } from '../src/tokenizer/types.js';
import { writeScaleTree } from './scale/gen.js';

const SIZES = [1_000, 10_000];

/** Wraps an encoding so the time spent counting is measured. */
function timed(enc: Encoding, clock: { ms: number }): Encoding {
  return {
    ...enc,
    name: enc.name,
    encode: enc.encode.bind(enc),
    decode: enc.decode.bind(enc),
    decodeBytes: enc.decodeBytes.bind(enc),
    count(text, opts) {
      const t0 = performance.now();
      const n = enc.count(text, opts);
      clock.ms += performance.now() - t0;
      return n;
    },
  };
}

const rows: Record<string, string | number>[] = [];
const o200k = getEncoding('o200k_base');
o200k.count('warm up the rank table');
for (const n of SIZES) {
  process.stderr.write(`skill tree of ${n} (generated once under /tmp/scale)…\n`);
  const { dir } = writeScaleTree(n);
  let textBytes = 0;
  let loadMs = 0;
  let auditMs = 0;
  let tokenMs = 0;
  let peakHeap = 0;
  const bench = new Bench({ iterations: n >= 10_000 ? 2 : 4, warmupIterations: 1, time: 0, warmupTime: 0 });
  const gc = (globalThis as { gc?: () => void }).gc;
  bench.add(`audit ${n}`, () => {
    gc?.();
    const clock = { ms: 0 };
    const t0 = performance.now();
    const set = loadSkills(dir);
    const t1 = performance.now();
    computeAudit(set, { encodings: [timed(o200k, clock)] });
    const t2 = performance.now();
    loadMs += t1 - t0;
    auditMs += t2 - t1;
    tokenMs += clock.ms;
    textBytes = set.skills.reduce(
      (a, s) => a + s.bytes + s.resources.reduce((b, r) => b + (r.text === null ? 0 : r.bytes), 0),
      0,
    );
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  });
  await bench.run();
  const runs =
    (bench.tasks[0]?.result as { latency?: { samplesCount?: number } } | undefined)?.latency?.samplesCount ?? 1;
  const total = (loadMs + auditMs) / (runs + 1); // + the warm-up run, which was timed too
  rows.push({
    skills: n,
    'text MB': +(textBytes / 1e6).toFixed(1),
    'load s': +(loadMs / (runs + 1) / 1000).toFixed(2),
    'audit s': +(auditMs / (runs + 1) / 1000).toFixed(2),
    'total s': +(total / 1000).toFixed(2),
    'MB/s': +(textBytes / 1e6 / (total / 1000)).toFixed(1),
    'tokenise %': +((tokenMs / (loadMs + auditMs)) * 100).toFixed(0),
    'ms/skill': +(total / n).toFixed(3),
    'heap MB': +(peakHeap / 1e6).toFixed(0),
    'peak RSS MB': +(process.resourceUsage().maxRSS / 1024).toFixed(0),
  });
}
if (!(globalThis as { gc?: unknown }).gc)
  console.warn("note: run with node --expose-gc for heap figures that exclude earlier runs' garbage");
console.table(rows);
const [a, b] = rows;
if (a && b) {
  const growth = Number(b['ms/skill']) / Number(a['ms/skill']);
  console.log(`per-skill cost 10k ÷ 1k: ${growth.toFixed(2)} (1.00 = perfectly linear)`);
}
