/**
 * The README/docs table of the bilingual query set from one `skillscope bench --json` run: top-1 per
 * router on every positive, on cross-language requests (lang zh/en and en/zh: request language ≠
 * description language), English → English and Chinese → Chinese, with 95 % Wilson intervals;
 * negatives rejected at each router's best-separating threshold; then exact McNemar tests of
 * every router against BASE (default: the best router without the bridge, catalog:multi:bm25f) on
 * the cross-language and the English → English requests.
 *
 *   skillscope bench /tmp/bilingual-pool --queries bench/bilingual/queries.jsonl --preset routers --json > bench.json
 *   npx tsx bench/bilingual/summary.ts bench.json [BASE]
 */
import { readFileSync } from 'node:fs';
import { mcnemarExact, wilsonInterval } from '../../src/routing-bench/stats.js';

interface PerQuery {
  readonly lang: string | null;
  readonly expect: readonly string[] | null;
  readonly results: readonly { readonly router: string; readonly top1Correct: boolean }[];
}
interface Run {
  readonly conditions: readonly {
    readonly name: string;
    readonly threshold: { readonly best: { readonly rejectedNegatives: { hits: number; n: number } } | null };
  }[];
  readonly perQuery: readonly PerQuery[];
}

const [file, base = 'catalog:multi:bm25f'] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: tsx bench/bilingual/summary.ts BENCH.json [BASE]\n');
  process.exit(2);
}
const run = JSON.parse(readFileSync(file, 'utf8')) as Run;
const groups: Record<string, (q: PerQuery) => boolean> = {
  all: (q) => q.expect !== null,
  cross: (q) => q.lang === 'zh/en' || q.lang === 'en/zh',
  'en/en': (q) => q.lang === 'en/en',
  'zh/zh': (q) => q.lang === 'zh/zh',
};
const correct = (q: PerQuery, router: string): boolean =>
  q.results.find((r) => r.router === router)?.top1Correct === true;

function cell(hits: number, n: number): string {
  const ci = wilsonInterval(hits, n);
  const pct = (x: number): string => `${Math.round(100 * x)}`;
  return `${hits}/${n} ${pct(hits / n)} % [${ci === null ? '–' : `${pct(ci[0])}–${pct(ci[1])}`}]`;
}

const head = [
  'router',
  'all positives',
  'cross-language',
  'English → English',
  'Chinese → Chinese',
  'negatives rejected (best J)',
];
const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
for (const c of run.conditions) {
  const row = [`\`${c.name}\``];
  for (const g of Object.values(groups)) {
    const qs = run.perQuery.filter(g);
    row.push(cell(qs.filter((q) => correct(q, c.name)).length, qs.length));
  }
  const neg = c.threshold.best?.rejectedNegatives;
  row.push(neg === undefined ? '–' : `${neg.hits}/${neg.n}`);
  lines.push(`| ${row.join(' | ')} |`);
}
lines.push(
  '',
  `Paired against \`${base}\` (exact McNemar, two-sided; only = requests only that router got right):`,
  '',
);
lines.push(
  '| router | cross-language: only it / only base, p | English → English: only it / only base, p |',
  '|---|---|---|',
);
for (const c of run.conditions) {
  if (c.name === base) continue;
  const row = [`\`${c.name}\``];
  for (const g of [groups['cross'], groups['en/en']] as ((q: PerQuery) => boolean)[]) {
    const qs = run.perQuery.filter(g);
    const onlyA = qs.filter((q) => correct(q, c.name) && !correct(q, base)).length;
    const onlyB = qs.filter((q) => !correct(q, c.name) && correct(q, base)).length;
    row.push(`${onlyA} / ${onlyB}, p = ${mcnemarExact(onlyA, onlyB).toPrecision(2)}`);
  }
  lines.push(`| ${row.join(' | ')} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
