/**
 * The out-of-sample table of docs/commands/suggest.md from `skillscope suggest --json` runs: one
 * row per file (router, split seed) with top-1 before → after on requests the words were not
 * chosen on, fixed, broken, the gain in points with its 95 % interval, the exact McNemar p, and
 * the proposals kept.
 *
 *   skillscope suggest POOL --queries FILE --router R --split-seed S --json > R-S.json
 *   npx tsx bench/suggest/summary.ts *.json
 */
import { readFileSync } from 'node:fs';
import type { OutOfSampleGain } from '../../src/suggest/kfold.js';

interface Run {
  readonly router: string;
  readonly split: { readonly seed: number };
  readonly suggestions: readonly { readonly proposal: unknown }[];
  readonly outOfSample: OutOfSampleGain;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: tsx bench/suggest/summary.ts SUGGEST.json...\n');
  process.exit(2);
}
const pts = (x: number) => (x * 100).toFixed(1).replace(/^-?0\.0$/, '0');
process.stdout.write(
  '| router | seed | top-1 before → after | fixed | broken | gain [95 % interval] | McNemar p | kept |\n',
);
process.stdout.write('|---|---|---|---|---|---|---|---|\n');
for (const f of files) {
  const r = JSON.parse(readFileSync(f, 'utf8')) as Run;
  const o = r.outOfSample;
  const kept = r.suggestions.filter((s) => s.proposal !== null).length;
  process.stdout.write(
    `| \`${r.router}\` | ${r.split.seed} | ${o.before} → ${o.after} of ${o.positives} | ${o.fixed} | ${o.broken} | ` +
      `${pts(o.gain)} [${pts(o.ci95[0])}, ${pts(o.ci95[1])}] | ${o.p < 0.001 ? o.p.toExponential(1) : o.p.toFixed(3)} | ${kept} |\n`,
  );
}
