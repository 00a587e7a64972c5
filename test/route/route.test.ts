import { describe, expect, it } from 'vitest';
import {
  hasLettersOutsideSeed,
  rankAll,
  rankedCount,
  rankOf,
  routeQuery,
  RouterSpecError,
  topK,
  type RouteSkill,
} from '../../src/route/index.js';

const skills: RouteSkill[] = [
  { name: 'pdf-forms', description: 'Fill PDF forms and flatten them.', body: 'Use the form fields.' },
  { name: 'charts', description: 'Draw bar charts and line charts from CSV data.', body: 'Pick a chart type.' },
  { name: 'bravo', description: 'Merge PDF files.', body: '' },
  { name: 'alpha', description: 'Split PDF files.', body: '' },
];

describe('routeQuery', () => {
  it('routes above the default idf threshold 0.5 and lists matched terms whose contributions sum to the score', () => {
    const r = routeQuery(skills, 'fill a pdf forms', { router: 'catalog' });
    expect(r.threshold).toEqual({ value: 0.5, source: 'default' });
    expect(r.verdict).toMatchObject({ kind: 'routed', skill: 'pdf-forms' });
    const top = r.ranked[0];
    expect(top?.matched.map((m) => m.term).sort()).toEqual(['fill', 'forms', 'pdf']);
    const sum = top?.matched.reduce((s, m) => s + m.contribution, 0) ?? 0;
    expect(sum).toBeCloseTo(top?.score ?? -1, 12);
    expect(r.denominator).toBeGreaterThan(0);
  });
  it('says no match below the threshold, with the best candidate', () => {
    const r = routeQuery(skills, 'pdf invoice ledger accounting', { router: 'catalog', threshold: 0.9 });
    expect(r.verdict).toMatchObject({ kind: 'no-match', reason: 'below-threshold' });
    expect(r.terms.filter((t) => t.df === 0).map((t) => t.term)).toEqual(['invoice', 'ledger', 'accounting']);
  });
  it('distinguishes requests without terms from requests sharing none', () => {
    expect(routeQuery(skills, 'the of and', {}).verdict).toMatchObject({ kind: 'no-match', reason: 'no-terms' });
    expect(routeQuery(skills, 'kubernetes', {}).verdict).toMatchObject({ kind: 'no-match', reason: 'no-shared-terms' });
  });
  it('says when the seed analyzer is blind to a request in other letters, and only then', () => {
    expect(routeQuery(skills, '帮我把中文文档翻译成英文', {}).verdict).toEqual({
      kind: 'no-match',
      reason: 'no-seed-terms-non-ascii',
      best: null,
    });
    expect(routeQuery(skills, 'Привет, é', {}).verdict).toMatchObject({ reason: 'no-seed-terms-non-ascii' });
    // Only stop words and one-letter words, all a–z: the plain reason.
    expect(routeQuery(skills, 'the of a I', {}).verdict).toMatchObject({ reason: 'no-terms' });
    // The multi analyzer sees CJK: no seed-specific reason there.
    expect(routeQuery(skills, '?? !!', { router: 'catalog:multi:idf' }).verdict).toMatchObject({ reason: 'no-terms' });
    expect(routeQuery(skills, '翻译', { router: 'catalog:multi:idf' }).verdict).toMatchObject({
      reason: 'no-shared-terms',
    });
    expect(hasLettersOutsideSeed('PDF 123 forms')).toBe(false);
    expect(hasLettersOutsideSeed('café')).toBe(true);
    expect(hasLettersOutsideSeed('表格')).toBe(true);
  });
  it('never ranks or routes a skill with score 0 (bm25f field weight 0)', () => {
    // Catalog shows no body, so with only the body weighted every touched skill scores 0.
    const bodyOnly = { bm25f: { k1: 1.2, b: 0.75, weights: { name: 0, description: 0, body: 1 }, nameBonus: 1 } };
    const r = routeQuery(skills, 'fill a pdf form', { router: 'catalog:seed:bm25f', defaults: bodyOnly });
    expect(r.ranked).toEqual([]);
    expect(r.hitCount).toBe(0);
    expect(r.verdict).toEqual({ kind: 'no-match', reason: 'zero-scores', best: null });
    // A name-only match is dropped when the name weighs 0; the description match still ranks.
    const noName = { bm25f: { k1: 1.2, b: 0.75, weights: { name: 0, description: 1, body: 1 }, nameBonus: 1 } };
    const named = routeQuery(skills, 'bravo merge', { router: 'catalog:seed:bm25f', defaults: noName, top: 4 });
    expect(named.ranked.map((s) => s.name)).toEqual(['bravo']);
    expect(routeQuery(skills, 'bravo', { router: 'catalog:seed:bm25f', defaults: noName }).verdict).toMatchObject({
      reason: 'zero-scores',
    });
    // k1 = 0 with a zero-weight field must not produce NaN scores that rank.
    const k0 = { bm25f: { k1: 0, b: 0.75, weights: { name: 0, description: 1, body: 1 }, nameBonus: 1 } };
    expect(routeQuery(skills, 'bravo', { router: 'catalog:seed:bm25f', defaults: k0 }).ranked).toEqual([]);
  });
  it('breaks ties by skill name ascending', () => {
    const r = routeQuery(skills, 'pdf files', { router: 'catalog', top: 4 });
    expect(r.ranked.slice(0, 2).map((s) => s.name)).toEqual(['alpha', 'bravo']);
    expect(r.ranked[0]?.score).toBe(r.ranked[1]?.score);
  });
  it('has no default threshold for bm25 but takes one', () => {
    expect(routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25' }).threshold).toEqual({
      value: null,
      source: 'none',
    });
    const r = routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25', threshold: 100 });
    expect(r.verdict).toMatchObject({ kind: 'no-match', reason: 'below-threshold' });
  });
  it('throws a RouterSpecError with a code on a bad router spelling', () => {
    expect(() => routeQuery(skills, 'pdf', { router: 'nope' })).toThrow(RouterSpecError);
    expect(() => routeQuery(skills, 'pdf', { router: 'nope' })).toThrow(
      expect.objectContaining({ code: 'unknown-condition' }),
    );
  });
});

describe('ranking keeps score > 0 only', () => {
  const names = ['a', 'b', 'c', 'd'];
  const hits = { docs: Int32Array.from([0, 1, 2, 3]), scores: Float64Array.from([0, 0.5, Number.NaN, 0.7]) };
  it('rankAll, topK, rankOf and rankedCount skip 0 and NaN scores', () => {
    expect(rankAll(hits, names).map((h) => h.name)).toEqual(['d', 'b']);
    expect(topK(hits, names, 4).map((h) => h.name)).toEqual(['d', 'b']);
    expect(rankedCount(hits)).toBe(2);
    expect(rankOf(hits, names, (d) => d === 0)).toBeNull();
    expect(rankOf(hits, names, (d) => d === 2)).toBeNull();
    expect(rankOf(hits, names, (d) => d === 0 || d === 1)?.rank).toBe(2);
  });
});
