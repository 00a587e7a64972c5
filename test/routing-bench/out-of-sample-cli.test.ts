/**
 * `bench --calibrate-on` / `--folds` and `report` with them, through the CLI: the JSON figures
 * equal what the two plain bench runs imply (fitted = the calibration run's own best threshold,
 * transferred = that threshold applied to the target's per-query scores), folds are
 * deterministic per seed, and bad options are one line and exit 2.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { evaluateThreshold, sweepInputOf, type PerQuery } from '../../src/routing-bench/index.js';

const ROUTERS = 'catalog:multi:bm25,catalog:multi:bm25n';
const TARGET = ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--conditions', ROUTERS];
const CAL = ['--calibrate-on', 'fixtures/flat-queries.jsonl', '--calibrate-dir', 'fixtures/flat-skills'];

interface Doc {
  schemaVersion: number;
  conditions: { name: string; threshold: { best: { value: number; youdenJ: number } | null } }[];
  perQuery: PerQuery[];
  calibration?: {
    queriesFile: string;
    dir: string;
    routers: {
      router: string;
      fitted: { value: number; youdenJ: number } | null;
      transferred: {
        value: number;
        acceptedPositives: { hits: number; n: number };
        rejectedNegatives: { hits: number; n: number };
        youdenJ: number;
      } | null;
      targetBest: { value: number } | null;
    }[];
  };
  crossValidation?: {
    k: number;
    seed: number;
    assignment: number[];
    sizes: { positives: number; negatives: number }[];
    routers: { router: string; pooled: { acceptedPositives: { hits: number; n: number } } }[];
  };
}

async function json(args: string[]): Promise<Doc> {
  const r = await runCli([...args, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

describe('bench --calibrate-on', () => {
  it('fits on the calibration run and judges on the target run, router by router', async () => {
    const doc = await json([...TARGET, ...CAL]);
    const cal = await json([
      'bench',
      'fixtures/flat-skills',
      '--queries',
      'fixtures/flat-queries.jsonl',
      '--conditions',
      ROUTERS,
    ]);
    expect(doc.schemaVersion).toBe(1);
    expect(doc.calibration).toMatchObject({ queriesFile: 'fixtures/flat-queries.jsonl', dir: 'fixtures/flat-skills' });
    doc.calibration?.routers.forEach((row, i) => {
      expect(row.router).toBe(doc.conditions[i]?.name);
      expect(row.fitted?.value).toBe(cal.conditions[i]?.threshold.best?.value);
      expect(row.targetBest?.value).toBe(doc.conditions[i]?.threshold.best?.value);
      const at = evaluateThreshold(sweepInputOf(doc.perQuery, i), row.fitted?.value as number);
      expect(row.transferred?.acceptedPositives).toMatchObject({ hits: at.acceptedPositives.hits, n: 64 });
      expect(row.transferred?.rejectedNegatives).toMatchObject({ hits: at.rejectedNegatives.hits, n: 16 });
    });
  });

  it('without --calibrate-dir calibrates over DIR itself (same file: fitted = the in-sample best)', async () => {
    const doc = await json([...TARGET, '--calibrate-on', 'fixtures/queries.jsonl']);
    doc.calibration?.routers.forEach((row) => {
      expect(row.fitted?.value).toBe(row.targetBest?.value);
      expect(row.transferred?.youdenJ).toBeCloseTo(row.fitted?.youdenJ as number, 12);
    });
  });

  it('prints the transfer table in text and markdown', async () => {
    const text = await runCli([...TARGET, ...CAL], { env: { COLUMNS: '80' } });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Threshold transfer: fitted on fixtures\/flat-queries\.jsonl/);
    expect(text.stdout).toMatch(/│ catalog:multi:bm25n │/);
    const md = await runCli([...TARGET, ...CAL, '--format', 'markdown']);
    expect(md.stdout).toContain('### Threshold transfer');
  });
});

describe('bench --folds', () => {
  it('is deterministic for a seed, stratified, and changes with the seed', async () => {
    const a = await json([...TARGET, '--folds', '4', '--seed', '7']);
    const b = await json([...TARGET, '--folds', '4', '--seed', '7']);
    const c = await json([...TARGET, '--folds', '4', '--seed', '8']);
    expect(a.crossValidation?.assignment).toEqual(b.crossValidation?.assignment);
    expect(a.crossValidation?.assignment).not.toEqual(c.crossValidation?.assignment);
    expect(a.crossValidation).toMatchObject({ k: 4, seed: 7 });
    expect(a.crossValidation?.assignment).toHaveLength(80);
    const sizes = a.crossValidation?.sizes ?? [];
    expect(sizes.reduce((s, x) => s + x.positives, 0)).toBe(64);
    expect(sizes.reduce((s, x) => s + x.negatives, 0)).toBe(16);
    // 16 negatives (one stratum) over 4 folds: 4 each.
    expect(sizes.map((x) => x.negatives)).toEqual([4, 4, 4, 4]);
    for (const r of a.crossValidation?.routers ?? []) expect(r.pooled.acceptedPositives.n).toBe(64);
  });

  it('prints the cross-validation tables and the router choice', async () => {
    const r = await runCli([...TARGET, '--folds', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Cross-validation: 5 folds \(seed 1/);
    expect(r.stdout).toMatch(/Held-out top-1 of the chosen router/);
  });
});

describe('bad out-of-sample options', () => {
  it.each([
    [['--folds', '1'], /--folds/],
    [['--folds', 'many'], /--folds/],
    [['--folds', '81'], /at most the number of queries \(80\)/],
    [['--seed', '3'], /add --folds K/],
    [['--folds', '3', '--seed', '-1'], /--seed/],
    [['--calibrate-dir', 'fixtures/flat-skills'], /needs --calibrate-on FILE/],
    [['--calibrate-on', '-'], /needs a file/],
    [['--calibrate-on', 'no/such.jsonl'], /cannot read --calibrate-on 'no\/such.jsonl'/],
    // flat-queries name skills that fixtures/skills does not have: FILE:LINE.
    [
      ['--calibrate-on', 'fixtures/flat-queries.jsonl'],
      /fixtures\/flat-queries\.jsonl:3: unknown skill 'bash-scripting'.*add --calibrate-dir DIR/,
    ],
    [['--calibrate-on', 'fixtures/flat-queries.jsonl', '--calibrate-dir', 'no/such/dir'], /no\/such\/dir/],
    [['--fold', '3'], /did you mean '--folds'/],
  ])('%j → one line, exit 2', async (extra, message) => {
    const r = await runCli([...TARGET, ...extra]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('report --calibrate-on --folds', () => {
  it('shows the fitted and transferred figures and the folds in the page', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'skillscope-oos-')), 'r.html');
    const r = await runCli([
      'report',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--conditions',
      ROUTERS,
      ...CAL,
      '--folds',
      '4',
      '--out',
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('data-table="transfer"');
    expect(html).toContain('data-table="folds"');
    expect(html).toContain('Threshold transfer');
  });
  it('refuses them without --queries', async () => {
    const r = await runCli(['report', 'fixtures/skills', '--folds', '4']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/add --queries FILE/);
  });
});
