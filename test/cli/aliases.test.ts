/**
 * The article's baseline analyzer and preset are named `baseline` on the command line; `seed`,
 * their older name and the one results print, still works and gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('baseline is seed', () => {
  it('route --analyzer baseline routes as the default (seed) analyzer', async () => {
    const args = ['route', 'fixtures/skills', 'clean up a csv file', '--json'];
    const plain = await runCli(args);
    const baseline = await runCli([...args, '--analyzer', 'baseline']);
    const seed = await runCli([...args, '--analyzer', 'seed']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe(plain.stdout);
    expect(seed.stdout).toBe(plain.stdout);
  });

  it('a router spelled with :baseline: is the seed router', async () => {
    const args = ['route', 'fixtures/skills', 'clean up a csv file', '--json', '--condition'];
    const baseline = await runCli([...args, 'body:baseline:bm25']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe((await runCli([...args, 'body:seed:bm25'])).stdout);
  });

  it('bench --preset baseline runs the seed table', async () => {
    const args = ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--json'];
    const baseline = await runCli([...args, '--preset', 'baseline']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe((await runCli([...args, '--preset', 'seed'])).stdout);
    expect(baseline.stdout).toBe((await runCli(args)).stdout);
  });

  it('an unknown analyzer lists baseline among the choices', async () => {
    const r = await runCli(['route', 'fixtures/skills', 'x', '--analyzer', 'basline']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "skillscope: --analyzer must be baseline, seed, multi or bilingual, got 'basline' (did you mean 'baseline'?)\n",
    );
  });
});
