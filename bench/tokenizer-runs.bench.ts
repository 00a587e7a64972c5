/**
 * Performance suite for long one-piece runs: text the pre-tokenizer keeps as a single piece
 * ("———…", "……", ZWSP, one Arabic letter repeated). Such a piece used to be merged by scanning
 * every part for the lowest rank at each merge — O(n²): 160 KB of "—" took ~7 s, of "م" ~25 s.
 * The character-level start now merges with the heap from HEAP_MIN_PARTS parts (bpe-heap.ts).
 * Rows: skillscope against @dqbd/tiktoken and gpt-tokenizer on 16 KB runs (both peers are
 * quadratic here too, so larger runs would only measure their wait), then skillscope alone on
 * 160 KB. Target: 160 KB under 0.5 s for every unit. gpt-tokenizer keeps a cache of whole pieces
 * between calls, so after the warm-up its column measures that cache, not its merge.
 * Run: npm run bench:tokenizer-runs
 */
import { get_encoding } from '@dqbd/tiktoken';
import { Bench } from 'tinybench';
import { getEncoding } from '../src/tokenizer/index.js';

const UNITS = ['—', '…', '\u200b', 'م', '中', ' '];
const PEER_BYTES = 16 * 1024;
const LONG_BYTES = 160 * 1024;
const ENCODING = 'o200k_base';

const run = (unit: string, bytes: number): string => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));
const ours = getEncoding(ENCODING);
const tiktoken = get_encoding(ENCODING);
const gpt = (await import(`gpt-tokenizer/encoding/${ENCODING}`)) as {
  encode(text: string, options?: unknown): number[];
};
const noSpecial = { disallowedSpecial: new Set<string>() };

const mean = (bench: Bench, name: string): number =>
  (bench.tasks.find((t) => t.name === name)?.result as { latency?: { mean?: number } } | undefined)?.latency?.mean ??
  NaN;

console.log(
  `| unit | skillscope ${PEER_BYTES / 1024} KB ms | tiktoken ms | gpt-tokenizer ms | tiktoken / skillscope | skillscope ${LONG_BYTES / 1024} KB ms |`,
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const unit of UNITS) {
  const text = run(unit, PEER_BYTES);
  const bench = new Bench({ iterations: 3, warmupIterations: 1, time: 0, warmupTime: 0 });
  bench.add('skillscope', () => ours.encode(text));
  bench.add('tiktoken', () => tiktoken.encode_ordinary(text));
  bench.add('gpt-tokenizer', () => gpt.encode(text, noSpecial));
  await bench.run();
  const long = new Bench({ iterations: 3, warmupIterations: 1, time: 0, warmupTime: 0 });
  const longText = run(unit, LONG_BYTES);
  long.add('skillscope', () => ours.encode(longText));
  await long.run();
  const [s, t, g, l] = [
    mean(bench, 'skillscope'),
    mean(bench, 'tiktoken'),
    mean(bench, 'gpt-tokenizer'),
    mean(long, 'skillscope'),
  ];
  console.log(
    `| ${JSON.stringify(unit)} | ${s.toFixed(1)} | ${t.toFixed(1)} | ${g.toFixed(1)} | ${(t / s).toFixed(1)}× | ${l.toFixed(0)} |`,
  );
}
tiktoken.free();
