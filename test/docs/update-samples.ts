/**
 * Rewrites the output of every docs sample (see samples.ts) with what the built binary prints
 * now: `npm run build && npx tsx test/docs/update-samples.ts [FILE…]`. Review the diff: a
 * changed sample is a changed output, and the prose around it may need the same change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docFiles, findSamples, runAll } from './samples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = process.argv.length > 2 ? process.argv.slice(2) : docFiles(root);
const found = findSamples(root, files);
for (const p of found.problems) process.stderr.write(`${p.file}:${p.line}: ${p.message}\n`);
const runs = await runAll(root, found.samples, Math.max(2, availableParallelism()));
let changed = 0;
// Replace from the last sample of a file to the first, so earlier line numbers stay valid.
for (const file of new Set(found.samples.map((s) => s.file))) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const indexed = found.samples
    .map((s, i) => [s, i] as const)
    .filter(([s]) => s.file === file)
    .reverse();
  for (const [s, i] of indexed) {
    const output = runs[i]?.output ?? '';
    if (output === s.expected) continue;
    const indent = /^(\s*)/.exec(lines[s.line - 1] ?? '')?.[1] ?? '';
    lines.splice(
      s.outputStart,
      s.outputEnd - s.outputStart,
      ...(output ? output.split('\n').map((l) => (l ? indent + l : l)) : []),
    );
    changed++;
    process.stdout.write(`${file}:${s.line}: updated skillscope ${s.args.join(' ')}\n`);
  }
  writeFileSync(path.join(root, file), lines.join('\n'));
}
process.stdout.write(
  `${found.samples.length} samples, ${changed} updated, ${found.excerpts.length} excerpts not run\n`,
);
