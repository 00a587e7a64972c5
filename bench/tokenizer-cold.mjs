/**
 * Child process of bench/tokenizer.bench.ts: ONE cold single pass of one tokenizer over one
 * corpus, the way `audit` uses a tokenizer (a fresh process, one count call per file).
 *
 *   node bench/tokenizer-cold.mjs <impl> <encoding> <corpus.json>
 *
 * Plain JavaScript run by plain `node` (no tsx) so that no library pays for a transpiler:
 * skillscope is imported from its build (dist/, run `npm run build` first), the peers from
 * node_modules. The corpus (a JSON array of documents) is read before the clock starts; the
 * clock then covers, identically for every library: import + loading the encoding ("load"),
 * then one count per document ("pass"). Times are CPU time of the process (the machine the
 * figures come from is shared, and wall time there mostly measures the neighbours); the wall
 * time of both phases is reported alongside. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [impl, encoding, corpusFile] = process.argv.slice(2);
const docs = JSON.parse(readFileSync(corpusFile, 'utf8'));
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gc = globalThis.gc ?? (() => {});
/** CPU time of this process (all its threads: JIT compilers and GC helpers count), ms. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

gc();
const before = process.memoryUsage();
const c0 = cpu();
const t0 = performance.now();
let count;
if (impl === 'skillscope') {
  const mod = await import(pathToFileURL(path.join(ROOT, 'dist/tokenizer/index.js')).href);
  const enc = mod.getEncoding(encoding);
  count = (t) => enc.count(t);
} else if (impl === 'gpt-tokenizer') {
  const mod = await import(`gpt-tokenizer/encoding/${encoding}`);
  const noSpecial = { disallowedSpecial: new Set() };
  count = (t) => mod.countTokens(t, noSpecial);
} else if (impl === '@dqbd/tiktoken') {
  const mod = await import('@dqbd/tiktoken');
  const enc = mod.get_encoding(encoding);
  count = (t) => enc.encode(t, [], []).length;
} else {
  throw new Error(`unknown implementation ${impl}`);
}
const _t1 = performance.now();
const c1 = cpu();
let tokens = 0;
for (const doc of docs) tokens += count(doc);
const c2 = cpu();
const t2 = performance.now();
gc();
const after = process.memoryUsage();
const mb = (after.heapUsed + after.external - before.heapUsed - before.external) / 1e6;
process.stdout.write(JSON.stringify({ loadMs: c1 - c0, passMs: c2 - c1, wallMs: t2 - t0, tokens, mb }) + '\n');
