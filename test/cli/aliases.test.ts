/**
 * The article's baseline analyzer and preset are named `baseline`, on the command line and in
 * results; `seed`, their former name, still works on the command line and gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('seed is the former name of baseline', () => {
  it('route --analyzer baseline routes as the default analyzer', async () => {
    const args = ['route', 'fixtures/skills', 'clean up a csv file', '--json'];
    const plain = await runCli(args);
    const baseline = await runCli([...args, '--analyzer', 'baseline']);
    const seed = await runCli([...args, '--analyzer', 'seed']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe(plain.stdout);
    expect(seed.stdout).toBe(plain.stdout);
  });

  it('a router spelled with :baseline: is the router spelled with :seed:', async () => {
    const args = ['route', 'fixtures/skills', 'clean up a csv file', '--json', '--condition'];
    const baseline = await runCli([...args, 'body:baseline:bm25']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe((await runCli([...args, 'body:seed:bm25'])).stdout);
  });

  it('bench --preset baseline runs the same table as --preset seed', async () => {
    const args = ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--json'];
    const baseline = await runCli([...args, '--preset', 'baseline']);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toBe((await runCli([...args, '--preset', 'seed'])).stdout);
    expect(baseline.stdout).toBe((await runCli(args)).stdout);
  });

  it('an unknown analyzer lists the choices by their current names', async () => {
    const r = await runCli(['route', 'fixtures/skills', 'x', '--analyzer', 'basline']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "skillscope: --analyzer must be baseline, multi or bilingual, got 'basline' (did you mean 'baseline'?)\n",
    );
  });

  it('results name the analyzer baseline, never seed', async () => {
    const r = await runCli(['route', 'fixtures/skills', 'clean up a csv file', '--json', '--analyzer', 'seed']);
    expect((JSON.parse(r.stdout) as { router: { analyzer: string } }).router.analyzer).toBe('baseline');
  });
});
