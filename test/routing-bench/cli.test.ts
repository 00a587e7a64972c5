import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-bench-'));
function file(name: string, text: string): string {
  const p = path.join(tmp, name);
  writeFileSync(p, text);
  return p;
}

describe('skillscope bench', () => {
  it('runs the seed preset on the fixtures and prints tables and a verdict', async () => {
    const r = await runCli(['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl']);
    expect(r.code).toBe(0);
    for (const name of ['catalog', 'catalog+norm', 'body', 'body+norm', 'excerpt'])
      expect(r.stdout).toContain(`│ ${name} `);
    expect(r.stdout).toMatch(/Verdict/);
    expect(r.stdout).toMatch(/By lang/);
  });

  it('--json is one document with the documented shape', async () => {
    const r = await runCli([
      'bench',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--preset',
      'seed',
      '--conditions',
      'catalog:multi:bm25',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      queries: { positives: number; negatives: number };
      conditions: Record<string, unknown>[];
      comparisons: unknown[];
      perQuery: { results: unknown[] }[];
    };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.queries.positives).toBeGreaterThanOrEqual(48);
    expect(doc.queries.negatives).toBeGreaterThanOrEqual(10);
    expect(doc.conditions.map((c) => c['name'])).toEqual([
      'catalog',
      'catalog+norm',
      'body',
      'body+norm',
      'excerpt',
      'catalog:multi:bm25',
    ]);
    expect(Object.keys(doc.conditions[0] ?? {}).sort()).toEqual([
      'analyzer',
      'byCue',
      'byLang',
      'condition',
      'mrr',
      'name',
      'params',
      'scorer',
      'stealers',
      'threshold',
      'tiedAtTop1',
      'top1',
      'top3',
    ]);
    expect(doc.conditions[0]).toMatchObject({
      top1: {
        hits: expect.any(Number),
        n: doc.queries.positives,
        rate: expect.any(Number),
        ci95: [expect.any(Number), expect.any(Number)],
      },
    });
    expect(doc.conditions[5]).toMatchObject({
      threshold: { value: null, source: 'none', best: { value: expect.any(Number) } },
    });
    expect(doc.comparisons).toHaveLength(15);
    expect(doc.perQuery[0]?.results).toHaveLength(6);
  });

  it('runs only the named routers with --conditions and no --preset; both run preset first', async () => {
    const only = await runCli([
      'bench',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--conditions',
      'catalog:multi:bm25,body',
      '--json',
    ]);
    expect(only.code).toBe(0);
    expect((JSON.parse(only.stdout) as { conditions: { name: string }[] }).conditions.map((c) => c.name)).toEqual([
      'catalog:multi:bm25',
      'body',
    ]);
    const both = await runCli([
      'bench',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--preset',
      'hosts',
      '--conditions',
      'catalog,body',
      '--json',
    ]);
    expect((JSON.parse(both.stdout) as { conditions: { name: string }[] }).conditions.map((c) => c.name)).toEqual([
      'catalog',
      'catalog@256',
      'catalog@240',
      'catalog@100',
      'body',
    ]);
  });

  it('reads a one-line skill-creator JSON array (ids by position)', async () => {
    const q = file(
      'one-line.json',
      JSON.stringify([
        { query: 'fill this pdf form', should_trigger: true },
        { query: 'merge these pdfs', should_trigger: true },
        { query: 'write the weekly report', should_trigger: false },
      ]),
    );
    const r = await runCli(['bench', 'fixtures/skills', '--queries', q, '--skill', 'pdf-form-filler', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { queries: unknown; perQuery: { id: string; line: number }[] };
    expect(doc.queries).toEqual({ positives: 2, negatives: 1 });
    expect(doc.perQuery.map((p) => [p.id, p.line])).toEqual([
      ['item-1', 1],
      ['item-2', 1],
      ['item-3', 1],
    ]);
  });

  it('exits 2 naming FILE:LINE for a malformed query line', async () => {
    const q = file('bad.jsonl', '{"query":"fill a pdf form","expect":"pdf-form-filler"}\n{"query": "oops"\n');
    const r = await runCli(['bench', 'fixtures/skills', '--queries', q]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${q}:2: `);
  });

  it('exits 2 naming an unknown expected skill', async () => {
    const q = file('typo.jsonl', '{"query":"fill a pdf form","expect":"pdf-form-filer"}\n');
    const r = await runCli(['bench', 'fixtures/skills', '--queries', q]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${q}:1: unknown skill 'pdf-form-filer'`);
  });

  it('reads the skill-creator format with --skill and refuses an unknown --skill', async () => {
    const q = file(
      'evals.json',
      JSON.stringify(
        [
          { query: 'fill this pdf form', should_trigger: true },
          { query: 'write the weekly report', should_trigger: false },
        ],
        null,
        1,
      ),
    );
    const ok = await runCli(['bench', 'fixtures/skills', '--queries', q, '--skill', 'pdf-form-filler', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ queries: { positives: 1, negatives: 1 } });
    expect((await runCli(['bench', 'fixtures/skills', '--queries', q])).code).toBe(2);
    expect((await runCli(['bench', 'fixtures/skills', '--queries', q, '--skill', 'nope'])).code).toBe(2);
  });

  it('exits 2 on bad options', async () => {
    for (const args of [
      ['bench', 'fixtures/skills'],
      ['bench', 'fixtures/skills', '--queries', 'no/such/file.jsonl'],
      ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--preset', 'best'],
      ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--scorer', 'bm25'],
      ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--conditions', 'catalog,bodyy'],
      [
        'bench',
        'fixtures/skills',
        '--queries',
        'fixtures/queries.jsonl',
        '--conditions',
        'catalog:multi:bm25f',
        '--weights',
        'name=0,description=0,body=0',
      ],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
    }
  });

  it('renders markdown', async () => {
    const r = await runCli(['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## Routing bench/);
    expect(r.stdout).toContain('| router |');
  });
});
