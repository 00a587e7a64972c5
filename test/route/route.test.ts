import { describe, expect, it } from 'vitest';
import { routeQuery, type RouteSkill } from '../../src/route/index.js';

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
  it('breaks ties by skill name ascending', () => {
    const r = routeQuery(skills, 'pdf files', { router: 'catalog', top: 4 });
    expect(r.ranked.slice(0, 2).map((s) => s.name)).toEqual(['alpha', 'bravo']);
    expect(r.ranked[0]?.score).toBe(r.ranked[1]?.score);
  });
  it('has no default threshold for bm25 but takes one', () => {
    expect(routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25' }).threshold).toEqual({ value: null, source: 'none' });
    const r = routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25', threshold: 100 });
    expect(r.verdict).toMatchObject({ kind: 'no-match', reason: 'below-threshold' });
  });
  it('throws on a bad router spelling', () => {
    expect(() => routeQuery(skills, 'pdf', { router: 'nope' })).toThrow(/unknown condition/);
  });
});
