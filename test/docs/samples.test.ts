/**
 * Every full `$ skillscope …` sample in README.md and docs/ is the binary's real output: each is
 * run from the repository root (the built dist/cli/main.js, on the bundled fixtures) and compared
 * line for line. The convention — what counts as a sample, what as an excerpt, what is
 * normalised — is in test/docs/samples.ts and docs/contributing.md. A mismatch prints the
 * binary's output; `npx tsx test/docs/update-samples.ts` writes it into the document.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { findSamples, runAll, type Run } from './samples.js';

const found = findSamples(REPO_ROOT);
let runs: Run[] = [];

describe('docs samples', () => {
  beforeAll(async () => {
    if (!existsSync(path.join(REPO_ROOT, 'dist', 'cli', 'main.js')))
      throw new Error('dist/cli/main.js is missing: run `npm run build` first');
    runs = await runAll(REPO_ROOT, found.samples, Math.max(2, availableParallelism()));
  }, 300_000);

  it('every $ skillscope block is a runnable sample or an excerpt that says why', () => {
    expect(found.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(found.samples.length).toBeGreaterThan(10);
    expect(found.samples.some((s) => s.file === 'README.md' && s.args[0] === 'check')).toBe(true);
  });

  for (const [i, sample] of found.samples.entries()) {
    it(`${sample.file}:${sample.line} skillscope ${sample.args.join(' ')}`, () => {
      const run = runs[i] as Run;
      expect(
        run.output,
        `${sample.file}:${sample.line}: the binary prints this (npx tsx test/docs/update-samples.ts writes it in)`,
      ).toBe(sample.expected);
    });
  }
});
