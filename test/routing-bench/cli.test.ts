import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { benchCommand } from '../../src/cli/commands/bench.js';

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

  it('prints its help word for word', async () => {
    const r = await runCli(['bench', '--help']);
    expect(r.stdout).toBe(benchCommand.help);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope bench DIR --queries FILE [options]

      Offline routing benchmark: every request of FILE against the skills of DIR under each
      router, with top-1, top-3 and MRR (95 % Wilson intervals), acceptance at a no-match
      threshold, the best-separating threshold, paired McNemar tests between routers,
      stealers, and per-lang / per-cue breakdowns.

      FILE is JSON Lines, one request per line:
        {"id": "q1", "query": "…", "expect": "name" | ["a", "b"] | null, "lang": "zh", "cue": "…"}
      (null = no skill should match; an array = any of them is right; lang and cue optional
      labels, any string, number or boolean). Blank lines and lines starting with '#' are
      skipped. Or the skill-creator format {"query": "…", "should_trigger": true|false} (JSON
      Lines or one JSON array — JSON has no comments) with --skill NAME. Also read: evals.json
      (Agent Skills guide), trigger-eval.json (skill-creator), trigger_tests.yaml (waza), and a
      folder of such files as one set ('skillscope queries --help'). '-' reads FILE from
      standard input.

      Options:
        --queries FILE      the query set (required)
        --preset P          seed (catalog, catalog+norm, body, body+norm, excerpt with the
                            seed analyzer and idf scorer), hosts (catalog cut at 256/240/100)
                            or routers (multi analyzer: catalog with idf, bm25 and bm25f,
                            excerpt and body with bm25f; bilingual analyzer: catalog with
                            bm25 and bm25f, excerpt with bm25f); without --preset and
                            --conditions, seed runs
        --conditions C,…    routers to run: only these, or after the preset's when --preset is
                            also given; spelled CONDITION[:ANALYZER[:SCORER]] as in
                            'skillscope route --help'
        --analyzer A        analyzer for --conditions entries without one (seed, multi, bilingual)
        --scorer S          scorer for --conditions entries without one (idf, bm25, bm25f,
                            bm25n, bm25fn)
        --threshold T       no-match threshold for every router (default 0.5 for idf; none for
                            the bm25 scorers, whose best-separating threshold is reported)
        --skill NAME        the skill "should_trigger" queries are about
        --misses N          queries a router got wrong, listed per router in table and
                            markdown output (default 5; 0 = all; --json lists every query)
        --excerpt N         code points of the excerpt condition (default 1500)
        --k1 K, --b B       BM25/BM25F parameters (default 1.2, 0.75)
        --weights W         BM25F field weights (default name=3,description=2,body=1)
                            and name-bonus=N: N × idf more for a request term in the name (default 1)
        --layout L          auto (default), dir or flat
        --ignore GLOB       skip paths matching GLOB (repeatable; added to the config's ignore)
        --config FILE       config file whose "ignore" applies (default: skillscope.config.json
                            found from DIR up to the repository root)
        --no-follow-skill-links  do not follow symlinks to skill folders outside DIR
        --format F          text (default; "table" also works), json or markdown
        --json              same as --format json: one JSON document on stdout
        --calibrate-on FILE  fit each router's threshold on the queries of FILE
                            (over DIR, or --calibrate-dir) and judge it on --queries:
                            fitted and transferred acceptance/rejection side by side
        --calibrate-dir D   the skills FILE of --calibrate-on is about (default DIR)
        --folds K           K-fold cross-validation: threshold and router choice fitted on
                            K-1 folds, judged on the held-out one (default off; K from 2)
        --seed N            seed of the fold shuffle (default 1)
        --access            also measure the access primitives on the positives: expected
                            skill visible in the bounded catalog, found by discover (one
                            substring query per request term, rarest first, first page),
                            found by search (request words as --any terms)
        --budget-bytes N    bounded catalog budget for --access (default 8000)
        -h, --help          this help

      Exit codes: 0 benchmark printed, 2 bad option, unreadable DIR or FILE, a malformed query
      line (reported as FILE:LINE: problem) or an expected skill name not in DIR.

      Examples:
        skillscope bench ./skills --queries queries.jsonl
        skillscope bench ./skills --queries queries.jsonl --preset seed --conditions excerpt:multi:bm25f
        skillscope bench ./skills --queries evals.json --skill pdf --conditions catalog,catalog@256
      "
    `);
  });
});
