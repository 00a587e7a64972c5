import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { routeCommand } from '../../src/cli/commands/route.js';
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
      router: { name: 'catalog', condition: 'catalog', analyzer: 'seed', scorer: 'idf', params: null },
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

  it('prints its help word for word', async () => {
    const r = await runCli(['route', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(routeCommand.help);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope route DIR "request" [options]
             skillscope route --print-stopwords

      Ranks the skills of DIR the way a lexical router would for one request: scores, the
      terms each skill matched with their weights, and a verdict (routed to X, or no match
      below the threshold). Offline, no model calls. Words after DIR form the request; '-'
      reads it from standard input. Once the request has begun, only route's own long options
      (--json, --condition C, …) are still options: other words, '-h' included, belong to the
      request, and every word after '--' does.

      Options:
        --condition C       what the router sees (default catalog):
                              catalog      name + " " + description
                              catalog@N    name + the first N code points of the description
                              body         the SKILL.md body
                              excerpt      the first --excerpt code points of the body
                              excerpt@N    the first N code points of the body
                            add +norm for idf length normalisation (body+norm); append
                            :ANALYZER[:SCORER] to override both below (excerpt:multi:bm25f)
        --analyzer A        seed (default; [a-z0-9]+ terms, stop words), multi (English
                            stems via wink-nlp, other scripts via Intl.Segmenter, CJK bigrams)
                            or bilingual (multi, plus the request bridged Chinese <-> English
                            through CC-CEDICT; --explain shows the bridged terms)
        --scorer S          idf (default; seed baseline, scores 0..1), bm25 or bm25f (raw
                            scores), bm25n or bm25fn (the same divided by the best score the
                            request could reach: 0..1, same ranking)
        --top N             ranked skills shown (default 3)
        --threshold T       no-match threshold (default 0.5 for idf; none for the bm25
                            scorers — take one from 'skillscope bench')
        --excerpt N         code points of the excerpt condition (default 1500)
        --k1 K, --b B       BM25/BM25F saturation and length normalisation (default 1.2, 0.75)
        --weights W         BM25F field weights (default name=3,description=2,body=1)
                            and name-bonus=N: N × idf more for a request term in the name (default 1)
        --explain           per-term contributions and the denominator (idf, bm25n, bm25fn)
        --layout L          auto (default), dir (folders with SKILL.md) or flat (*.md files)
        --ignore GLOB       skip paths matching GLOB (repeatable; added to the config's ignore)
        --config FILE       config file whose "ignore" applies (default: skillscope.config.json
                            found from DIR up to the repository root)
        --no-follow-skill-links  do not follow symlinks to skill folders outside DIR
        --format F          text (default; "table" also works), json or markdown
        --json              same as --format json: one JSON document on stdout
        --print-stopwords   print the seed analyzer's stop words, one per line (with --json:
                            {"schemaVersion": 1, "stopwords": [...]}); no DIR needed
        -h, --help          this help

      Exit codes: 0 ranking printed (whether or not it routes), 2 bad option or unreadable DIR.

      Examples:
        skillscope route ./skills "extract the tables from this PDF"
        skillscope route ./skills "把这份 PDF 里的表格提出来" --condition catalog:multi:bm25f
        skillscope route ./skills "rotate a pdf" --condition body+norm --explain
      "
    `);
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
