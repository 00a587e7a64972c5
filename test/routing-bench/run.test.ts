/** runBench on a small in-memory catalog where every metric can be counted by hand. */
import { describe, expect, it } from 'vitest';
import { parseQueries, runBench, type BenchResult } from '../../src/routing-bench/index.js';
import type { RouteSkill } from '../../src/route/index.js';

const skills: RouteSkill[] = [
  { name: 'pdf-forms', description: 'Fill PDF forms.', body: 'forms\nfields\n' },
  { name: 'charts', description: 'Draw bar charts from CSV data.', body: 'charts' },
  {
    name: 'giant',
    description: 'Everything about documents.',
    body: 'pdf forms charts csv invoices spreadsheets flights\n'.repeat(3),
  },
];

const queries = parseQueries(
  [
    '{"id":"p1","query":"fill pdf forms","expect":"pdf-forms","lang":"en","cue":"product"}',
    '{"id":"p2","query":"bar charts","expect":"charts","lang":"en","cue":"plain"}',
    '{"id":"p3","query":"invoices spreadsheets","expect":"pdf-forms","lang":"zh","cue":"plain"}',
    '{"id":"p4","query":"csv data","expect":["charts","giant"],"lang":"zh","cue":"product"}',
    '{"id":"n1","query":"book flights","expect":null,"lang":"en","cue":"plain"}',
    '{"id":"n2","query":"weather tomorrow","expect":null}',
  ].join('\n'),
);

function cond(r: BenchResult, name: string) {
  const c = r.conditions.find((x) => x.name === name);
  if (c === undefined) throw new Error(name);
  return c;
}

describe('runBench', () => {
  const r = runBench(skills, queries, { routers: ['catalog', 'body'] });

  it('counts positives and negatives', () => {
    expect(r.queries).toEqual({ positives: 4, negatives: 2 });
    expect(r.skills).toBe(3);
  });

  it('computes top-1, top-3 and MRR over positives (catalog)', () => {
    const c = cond(r, 'catalog');
    // p1 → pdf-forms (1), p2 → charts (1), p3 → nothing shares a term (unranked), p4 → charts (1)
    expect(c.top1).toMatchObject({ hits: 3, n: 4 });
    expect(c.top3).toMatchObject({ hits: 3, n: 4 });
    expect(c.mrr).toBeCloseTo(3 / 4, 12);
    expect(c.top1.ci95?.[0]).toBeGreaterThan(0);
  });

  it('reports the long body as a stealer under body', () => {
    const c = cond(r, 'body');
    const giant = c.stealers.find((s) => s.skill === 'giant');
    expect(giant?.queries).toContain('p3');
    // Three lines, each ending in a newline: the final newline starts no fourth line (as in the audit).
    expect(giant).toMatchObject({ bodyLines: 3 });
    expect(giant?.bodyCodePoints).toBe(skills[2]?.body.length);
  });

  it('evaluates the default idf threshold and the negatives', () => {
    const c = cond(r, 'body');
    expect(c.threshold.value).toBe(0.5);
    expect(c.threshold.source).toBe('default');
    // n1 "book flights": only giant contains flights → wrongly routed with a positive score
    expect(c.threshold.bestNegativeScore).toBeGreaterThan(0);
    expect(c.threshold.rejectedNegatives?.n).toBe(2);
    expect(c.threshold.best).not.toBeNull();
  });

  it('compares routers pairwise on the same positives', () => {
    expect(r.comparisons).toHaveLength(1);
    const cmp = r.comparisons[0];
    expect(cmp).toMatchObject({ a: 'catalog', b: 'body', n: 4 });
    expect(cmp?.aHits).toBe(cond(r, 'catalog').top1.hits);
    expect(cmp?.bHits).toBe(cond(r, 'body').top1.hits);
    expect((cmp?.aHits ?? 0) - (cmp?.bHits ?? 0)).toBe((cmp?.onlyA ?? 0) - (cmp?.onlyB ?? 0));
  });

  it('breaks down by lang, unlabelled queries last', () => {
    const c = cond(r, 'catalog');
    expect(c.byLang.map((b) => b.value)).toEqual(['en', 'zh', null]);
    expect(c.byLang[0]?.top1).toMatchObject({ hits: 2, n: 2 });
  });

  it('breaks down by cue with every metric counted per group (catalog)', () => {
    // catalog: p1, p2, p4 score 1 on their expected skill (routed at 0.5); p3 and both
    // negatives share no term with any catalog text.
    const c = cond(r, 'catalog');
    const rows = c.byCue.map((b) => ({
      value: b.value,
      top1: [b.top1.hits, b.top1.n],
      top3: [b.top3.hits, b.top3.n],
      accepted: [b.acceptedPositives.hits, b.acceptedPositives.n],
      rejected: [b.rejectedNegatives.hits, b.rejectedNegatives.n],
    }));
    expect(rows).toEqual([
      { value: 'plain', top1: [1, 2], top3: [1, 2], accepted: [1, 2], rejected: [1, 1] },
      { value: 'product', top1: [2, 2], top3: [2, 2], accepted: [2, 2], rejected: [0, 0] },
      { value: null, top1: [0, 0], top3: [0, 0], accepted: [0, 0], rejected: [1, 1] },
    ]);
    // body: the giant body steals p3 (plain) and catches n1's "flights" above 0.5; p2 "bar
    // charts" ties charts with giant (both bodies have only "charts" of it, unnormalised idf):
    // a tie at rank 1 is a miss, though "charts" sorts first.
    const b = cond(r, 'body').byCue.find((x) => x.value === 'plain');
    expect(b?.top1).toMatchObject({ hits: 0, n: 2 });
    expect(cond(r, 'body').tiedAtTop1).toBe(1);
    expect(b?.rejectedNegatives).toMatchObject({ hits: 0, n: 1 });
  });

  it('has no breakdown when no query carries the label', () => {
    const plain = runBench(skills, parseQueries('{"query":"fill pdf forms","expect":"pdf-forms"}'), {
      routers: ['catalog'],
    });
    expect(plain.conditions[0]?.byCue).toEqual([]);
    expect(plain.conditions[0]?.byLang).toEqual([]);
  });

  it('keeps a per-query record aligned with the routers', () => {
    expect(r.perQuery).toHaveLength(6);
    const p4 = r.perQuery[3];
    expect(p4?.expect).toEqual(['charts', 'giant']);
    expect(p4?.results.map((x) => x.router)).toEqual(['catalog', 'body']);
    expect(p4?.results[0]).toMatchObject({ rank: 1, reciprocalRank: 1, top1Correct: true });
  });

  it('judges skill-creator negatives against the named skill only', () => {
    const qs = parseQueries(
      '{"query":"bar charts","should_trigger":false}\n{"query":"pdf forms","should_trigger":false}',
      { skill: 'charts' },
    );
    const out = runBench(skills, qs, { routers: ['catalog'] });
    const c = cond(out, 'catalog');
    expect(out.queries).toEqual({ positives: 0, negatives: 2 });
    expect(c.threshold.rejectedNegatives).toMatchObject({ hits: 1, n: 2 });
    expect(out.perQuery[1]?.mustNotRoute).toBe('charts');
  });

  it('refuses unknown expected skills and duplicate routers', () => {
    expect(() => runBench(skills, parseQueries('{"query":"a","expect":"nope"}'), { routers: ['catalog'] })).toThrow(
      expect.objectContaining({ code: 'unknown-skill' }),
    );
    expect(() => runBench(skills, queries, { routers: ['catalog', 'catalog'] })).toThrow(
      expect.objectContaining({ code: 'duplicate-router' }),
    );
    expect(() => runBench(skills, queries, { routers: ['catalog', 'catalogue'] })).toThrow(
      expect.objectContaining({ code: 'unknown-condition' }),
    );
  });
});

describe('runBench with negatives only', () => {
  it('measures rejection but makes no paired top-1 comparisons', () => {
    const negatives = parseQueries(
      ['{"id":"n1","query":"book flights","expect":null}', '{"id":"n2","query":"fill pdf forms","expect":null}'].join(
        '\n',
      ),
    );
    const r = runBench(skills, negatives, { routers: ['catalog', 'body'] });
    expect(r.queries).toEqual({ positives: 0, negatives: 2 });
    expect(r.comparisons).toEqual([]);
    expect(cond(r, 'catalog').threshold.rejectedNegatives).toMatchObject({ n: 2 });
  });
});
