import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { writeSkill } from './helpers.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-suggest-cli-'));
function file(name: string, text: string): string {
  const p = path.join(tmp, name);
  writeFileSync(p, text);
  return p;
}
const Q = ['--queries', 'fixtures/queries.jsonl'];

describe('skillscope suggest', () => {
  it('prints the proposals, the top-1 table for both halves and the unreachable requests', async () => {
    const r = await runCli(['suggest', 'fixtures/skills', ...Q]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('│ infra-change-review │');
    expect(r.stdout).toMatch(/│ held-out half │/);
    expect(r.stdout).toMatch(/│ q002 /);
  });

  it('--json is one document with schemaVersion and both halves', async () => {
    const r = await runCli(['suggest', 'fixtures/skills', ...Q, '--json', '--router', 'catalog:multi:bm25']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown> & { split: { choose: string[]; heldOut: string[] } };
    expect(doc['schemaVersion']).toBe(1);
    expect(doc['router']).toBe('catalog:multi:bm25');
    expect(doc.split.choose.length + doc.split.heldOut.length).toBe(80);
    expect(Object.keys(doc).sort()).toEqual([
      'combined',
      'dir',
      'maxTerms',
      'outOfSample',
      'queries',
      'queriesFile',
      'router',
      'schemaVersion',
      'skills',
      'split',
      'suggestions',
      'unreachable',
    ]);
  });

  it('--format markdown has the sections as headings', async () => {
    const r = await runCli(['suggest', 'fixtures/skills', ...Q, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## What to change in the descriptions/m);
    expect(r.stdout).toMatch(/^### Top-1 /m);
    expect(r.stdout).toMatch(/^### Out of sample: 5-fold/m);
  });

  it('the split seed changes the halves and is reported', async () => {
    const a = JSON.parse(
      (await runCli(['suggest', 'fixtures/skills', ...Q, '--json', '--split-seed', '7'])).stdout,
    ) as { split: { seed: number; choose: string[] } };
    const b = JSON.parse((await runCli(['suggest', 'fixtures/skills', ...Q, '--json'])).stdout) as {
      split: { seed: number; choose: string[] };
    };
    expect(a.split.seed).toBe(7);
    expect(b.split.seed).toBe(1);
    expect(a.split.choose).not.toEqual(b.split.choose);
  });

  it('--folds sets the out-of-sample folds, every positive judged once', async () => {
    const r = await runCli(['suggest', 'fixtures/skills', ...Q, '--json', '--folds', '3']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { outOfSample: { folds: number; seed: number; positives: number } };
    expect(doc.outOfSample).toMatchObject({ folds: 3, seed: 1, positives: 64 });
  });

  it.each([
    [['--router', 'catalog:mult'], /--router: unknown analyzer 'mult'.*did you mean 'multi'/],
    [['--router', 'catalgo'], /--router: unknown condition 'catalgo'.*did you mean 'catalog'/],
    [['--router', 'body'], /does not see descriptions/],
    [['--max-terms', '0'], /--max-terms expects a number from 1 to 10, got '0'/],
    [['--folds', '1'], /--folds expects a number from 2 to 20, got '1'/],
    [['--frmat', 'json'], /did you mean '--format'/],
  ])('bad option %j → one line, exit 2', async (extra, message) => {
    const r = await runCli(['suggest', 'fixtures/skills', ...Q, ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('an unknown expected skill is FILE:LINE with a suggestion, exit 2', async () => {
    const f = file(
      'bad.jsonl',
      '{"id":"a","query":"fill a pdf form","expect":"pdf-form-filler"}\n{"id":"b","query":"x y","expect":"pdf-form-filer"}\n',
    );
    const r = await runCli(['suggest', 'fixtures/skills', '--queries', f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`skillscope: ${f}:2: unknown skill 'pdf-form-filer' (did you mean 'pdf-form-filler'?)\n`);
  });

  it('escapes file-derived text in the terminal output', async () => {
    const root = path.join(tmp, 'hostile');
    writeSkill(root, 'evil', 'Extract text from PDF files.', 'invoice \u001b]0;pwned\u0007 invoice');
    writeSkill(root, 'billing', 'Monthly invoice summary.', 'x');
    const f = file(
      'h.jsonl',
      ['a', 'b', 'c', 'd']
        .map((id) => JSON.stringify({ id: `${id}\u001b[31m`, query: 'invoice pdf', expect: 'evil' }))
        .join('\n'),
    );
    const r = await runCli(['suggest', root, '--queries', f]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\u001b/);
    expect(r.stdout).toContain('\\x1b[31m');
  });
});
