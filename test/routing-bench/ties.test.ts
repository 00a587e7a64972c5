/**
 * Ties said out loud: hand-built catalogs where skills share the best score exactly. `route`
 * names every tied skill and the tie-break; `bench` never credits a router for the alphabet —
 * a positive whose expected skill ties for first with another skill is a top-1 miss (pessimistic
 * tie-break), whatever the names, and a negative tied with its forbidden skill is wrongly routed.
 */
import { describe, expect, it } from 'vitest';
import { rankOf, routeQuery, topTie, type RouteSkill } from '../../src/route/index.js';
import { parseQueries, runBench } from '../../src/routing-bench/index.js';
import { renderRouteTable } from '../../src/report/route/table.js';
import { renderRouteJson } from '../../src/report/route/json.js';
import { renderBenchTable } from '../../src/report/bench/table.js';
import { CatalogEvaluator } from '../../src/suggest/evaluate.js';
import { resolveSpec } from '../../src/route/index.js';

// "merge" and "split" sort either side of the alphabet: a name tie-break would credit one.
const twins: RouteSkill[] = [
  { name: 'aaa-merge', description: 'Combine PDF files.', body: '' },
  { name: 'zzz-split', description: 'Separate PDF files.', body: '' },
  { name: 'charts', description: 'Draw bar charts.', body: '' },
];

describe('topTie and rankOf', () => {
  it('returns every skill sharing the best score, in name order', () => {
    const hits = { docs: Int32Array.from([2, 0, 1]), scores: Float64Array.from([0.5, 0.5, 0.5]) };
    expect(topTie(hits, ['c', 'a', 'b']).map((h) => h.name)).toEqual(['a', 'b', 'c']);
    const alone = { docs: Int32Array.from([0, 1]), scores: Float64Array.from([0.7, 0.5]) };
    expect(topTie(alone, ['a', 'b']).map((h) => h.name)).toEqual(['a']);
    expect(topTie({ docs: Int32Array.from([0]), scores: Float64Array.from([0]) }, ['a'])).toEqual([]);
  });
  it("puts the wanted skill behind every unwanted skill it ties with under 'against'", () => {
    const hits = { docs: Int32Array.from([0, 1, 2, 3]), scores: Float64Array.from([0.9, 0.5, 0.5, 0.5]) };
    const names = ['top', 'a', 'b', 'c'];
    expect(rankOf(hits, names, (d) => d === 1)?.rank).toBe(2);
    expect(rankOf(hits, names, (d) => d === 1, 'against')?.rank).toBe(4);
    expect(rankOf(hits, names, (d) => d === 3, 'name')?.rank).toBe(4);
    // Two wanted skills tied: neither is behind the other.
    expect(rankOf(hits, names, (d) => d === 1 || d === 2, 'against')?.rank).toBe(3);
  });
});

describe('route reports a tie', () => {
  const r = routeQuery(twins, 'pdf files', { router: 'catalog' });
  it('names the tied skills and routes by name order, saying so', () => {
    expect(r.ranked[0]?.score).toBe(r.ranked[1]?.score);
    expect(r.tie).toEqual({ score: r.ranked[0]?.score, skills: ['aaa-merge', 'zzz-split'] });
    expect(r.verdict).toMatchObject({ kind: 'routed', skill: 'aaa-merge' });
    const text = renderRouteTable({ dir: 'd', result: r, explain: false }, false);
    expect(text).toContain('Tie: 2 skills share the top score');
    expect(text).toContain('2-way tie, broken by name');
    expect(JSON.parse(renderRouteJson({ dir: 'd', result: r, explain: false })).tie.skills).toEqual([
      'aaa-merge',
      'zzz-split',
    ]);
  });
  it('has no tie when one skill is ahead, or nothing ranks', () => {
    expect(routeQuery(twins, 'combine pdf files', { router: 'catalog' }).tie).toBeNull();
    expect(routeQuery(twins, 'kubernetes', { router: 'catalog' }).tie).toBeNull();
  });
  it('lists every tied skill in JSON even past --top', () => {
    const many: RouteSkill[] = ['d', 'c', 'b', 'a'].map((n) => ({ name: n, description: 'pdf', body: '' }));
    const t = routeQuery(many, 'pdf', { router: 'catalog', top: 1 });
    expect(t.ranked).toHaveLength(1);
    expect(t.tie?.skills).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('bench counts a tie at rank 1 as a miss, whichever name sorts first', () => {
  const queries = parseQueries(
    [
      '{"id":"first","query":"pdf files","expect":"aaa-merge"}',
      '{"id":"last","query":"pdf files","expect":"zzz-split"}',
      '{"id":"either","query":"pdf files","expect":["aaa-merge","zzz-split"]}',
      '{"id":"clear","query":"bar charts","expect":"charts"}',
      '{"id":"neg","query":"pdf files","expect":null}',
    ].join('\n'),
  );
  const r = runBench(twins, queries, { routers: ['catalog'] });
  const c = r.conditions[0];
  const q = (id: string) => r.perQuery.find((p) => p.id === id)?.results[0];

  it('the alphabetically first expected skill is not credited', () => {
    expect(q('first')).toMatchObject({ top1Correct: false, rank: 2, tie: ['aaa-merge', 'zzz-split'] });
    expect(q('last')).toMatchObject({ top1Correct: false, rank: 2 });
  });
  it('a tie among expected skills only is a hit', () => {
    expect(q('either')).toMatchObject({ top1Correct: true, rank: 1 });
    expect(q('clear')).toMatchObject({ top1Correct: true, tie: null });
  });
  it('counts the tied misses and says so under the summary', () => {
    expect(c?.top1).toMatchObject({ hits: 2, n: 4 });
    expect(c?.tiedAtTop1).toBe(2);
    expect(renderBenchTable({ dir: 'd', queriesFile: 'q', result: r }, false)).toContain(
      'Ties at rank 1 count as misses (the expected skill shared the best score with another skill): catalog 2 of 4.',
    );
  });
  it('a skill-creator negative tied with its forbidden skill is wrongly routed', () => {
    const neg = parseQueries('{"query":"pdf files","should_trigger":false}', { skill: 'zzz-split' });
    const o = runBench(twins, neg, { routers: ['catalog'] }).perQuery[0]?.results[0];
    expect(o).toMatchObject({ top1Correct: false, ok: false });
  });
  it("suggest's exact evaluator judges ties the same way", () => {
    const ev = new CatalogEvaluator(twins, queries, resolveSpec('catalog'));
    expect(ev.baseline.map((o) => o.correct)).toEqual(r.perQuery.map((p) => p.results[0]?.top1Correct));
  });
});
