import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { SEED_STOPWORDS } from '../../src/route/index.js';

describe('skillscope route', () => {
  it('prints the seed stop words one per line without a DIR', async () => {
    const r = await runCli(['route', '--print-stopwords']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SEED_STOPWORDS.join('\n')}\n`);
  });

  it('prints the stop words as one JSON document with --json', async () => {
    for (const flag of ['--json', '--format=json']) {
      const r = await runCli(['route', '--print-stopwords', flag]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({ schemaVersion: 1, stopwords: [...SEED_STOPWORDS] });
    }
  });

  it('never routes to a score-0 skill and refuses all-zero or negative BM25F weights', async () => {
    const r = await runCli([
      'route',
      'fixtures/skills',
      'fill a pdf form',
      '--analyzer',
      'multi',
      '--scorer',
      'bm25f',
      '--weights',
      'name=0,description=0,body=1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      ranked: { score: number }[];
      hitCount: number;
      verdict: { kind: string; reason?: string };
    };
    expect(doc.ranked).toEqual([]);
    expect(doc.hitCount).toBe(0);
    expect(doc.verdict).toMatchObject({ kind: 'no-match', reason: 'zero-scores' });
    for (const weights of ['name=0,description=0,body=0', 'name=-1', 'name-bonus=-1', 'bonus=1']) {
      const bad = await runCli([
        'route',
        'fixtures/skills',
        'fill a pdf form',
        '--scorer',
        'bm25f',
        '--weights',
        weights,
      ]);
      expect(bad.code, weights).toBe(2);
      expect(bad.stdout).toBe('');
    }
  });

  it('takes the name bonus in --weights: name-bonus=0 scores plain BM25F, one idf less per name term', async () => {
    const run = async (weights: string[]) => {
      const r = await runCli([
        'route',
        'fixtures/skills',
        'csv cleaner',
        '--condition',
        'catalog:multi:bm25f',
        '--json',
        ...weights,
      ]);
      expect(r.code).toBe(0);
      return JSON.parse(r.stdout) as {
        ranked: { name: string; score: number }[];
        terms: { term: string; idf: number }[];
      };
    };
    const withBonus = await run([]);
    const plain = await run(['--weights', 'name-bonus=0']);
    expect(withBonus.ranked[0]?.name).toBe('csv-cleaner');
    const idfs = withBonus.terms.reduce((s, t) => s + t.idf, 0);
    const top = (d: typeof plain) => d.ranked.find((x) => x.name === 'csv-cleaner')?.score ?? 0;
    expect(top(withBonus) - top(plain)).toBeCloseTo(idfs, 3);
  });

  it('points a Chinese request under the seed analyzer to --analyzer multi', async () => {
    const r = await runCli(['route', 'fixtures/skills', '帮我把中文文档翻译成英文', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      terms: [],
      verdict: { kind: 'no-match', reason: 'no-seed-terms-non-ascii' },
    });
    const text = await runCli(['route', 'fixtures/skills', '帮我把中文文档翻译成英文']);
    expect(text.stdout).toContain('--analyzer multi');
    const multi = await runCli([
      'route',
      'fixtures/skills',
      '帮我把中文文档翻译成英文',
      '--analyzer',
      'multi',
      '--json',
    ]);
    expect(JSON.parse(multi.stdout)).toMatchObject({ verdict: { kind: 'routed', skill: 'zh-en-translation' } });
  });

  it('routes a request on the fixtures and says so', async () => {
    const r = await runCli([
      'route',
      'fixtures/skills',
      'fill out this pdf form with my details from the json file',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({
      schemaVersion: 1,
      dir: 'fixtures/skills',
      router: { name: 'catalog', condition: 'catalog', analyzer: 'baseline', scorer: 'idf', params: null },
      threshold: { value: 0.5, source: 'default' },
      verdict: { kind: 'routed', skill: 'pdf-form-filler' },
    });
    const ranked = doc['ranked'] as {
      rank: number;
      name: string;
      score: number;
      matched: { term: string; tf: number; idf: number; contribution: number }[];
    }[];
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.matched.length).toBeGreaterThan(0);
    expect(Object.keys(doc).sort()).toEqual([
      'denominator',
      'dir',
      'hitCount',
      'query',
      'ranked',
      'router',
      'schemaVersion',
      'skills',
      'terms',
      'threshold',
      'tie',
      'verdict',
    ]);
  });

  it('reports no match below the threshold in the human table', async () => {
    const r = await runCli(['route', 'fixtures/skills', 'book a flight to Lisbon next Friday', '--threshold', '0.9']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Verdict: no match/);
  });

  it('takes router spellings and BM25 options', async () => {
    const r = await runCli([
      'route',
      'fixtures/skills',
      '帮我写一下这周的周报',
      '--condition',
      'catalog:multi:bm25f',
      '--k1',
      '1.5',
      '--json',
    ]);
    const doc = JSON.parse(r.stdout) as {
      router: { params: { k1: number } };
      verdict: { kind: string; skill?: string };
    };
    expect(doc.router.params.k1).toBe(1.5);
    expect(doc.verdict).toMatchObject({ kind: 'routed', skill: 'weekly-report' });
  });

  it('exits 2 on bad arguments', async () => {
    for (const args of [
      ['route', 'fixtures/skills'],
      ['route'],
      ['route', 'fixtures/skills', 'x', '--condition', 'body+norm:seed:bm25'],
      ['route', 'fixtures/skills', 'x', '--analyzer', 'porter'],
      ['route', 'fixtures/skills', 'x', '--b', '2'],
      ['route', 'no/such/dir', 'x'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^skillscope: /);
      expect(r.stdout).toBe('');
    }
  });
});

describe('scorer options no router uses', () => {
  it('warns on stderr instead of ignoring them silently', async () => {
    const idf = await runCli([
      'route',
      'fixtures/skills',
      'fill a pdf form',
      '--weights',
      'name=1,description=1,body=1',
      '--k1',
      '2',
    ]);
    expect(idf.code).toBe(0);
    expect(idf.stderr).toContain('--weights applies to the bm25f and bm25fn scorers only');
    expect(idf.stderr).toContain('--k1 and --b apply to the bm25 and bm25f scorers (and bm25n, bm25fn) only');
    const bm25f = await runCli([
      'route',
      'fixtures/skills',
      'fill a pdf form',
      '--condition',
      'catalog:multi:bm25f',
      '--weights',
      'name=1,description=1,body=1',
    ]);
    expect(bm25f.stderr).toBe('');
  });
});
