/**
 * Laws of the normalised scorers (bm25n, bm25fn): on random corpora and requests every score
 * is in [0, 1], the ranking is the raw scorer's exactly (order and ties), and score × the
 * request's bound gives back the raw score. Plus one case computed by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BM25_DEFAULTS,
  bm25Idf,
  buildRouter,
  rankAll,
  resolveSpec,
  routeQuery,
  type RouteSkill,
} from '../../src/route/index.js';

const VOCAB = ['pdf', 'form', 'table', 'chart', 'deploy', 'sql', 'review', 'api', 'lint', 'docs', 'the', 'k8s', 'csv'];
const text = fc.array(fc.constantFrom(...VOCAB), { maxLength: 30 }).map((ws) => ws.join(' '));
const skill = fc.record({
  name: fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'pdf', 'table-kit', 'b'),
  description: text,
  body: text,
});
const corpus = fc.array(skill, { minLength: 1, maxLength: 14 });
// Requests may hold words no skill has (df = 0): they must not break the bound.
const request = fc
  .array(fc.constantFrom(...VOCAB, 'unknown', 'zebra'), { minLength: 1, maxLength: 8 })
  .map((ws) => ws.join(' '));
const k1 = fc.constantFrom(0, 0.5, 1.2, 2, 10);
const b = fc.constantFrom(0, 0.5, 0.75, 1);
const nameBonus = fc.constantFrom(0, 1, 2.5);

const PAIRS = [
  ['body:seed:bm25', 'body:seed:bm25n'],
  ['catalog:seed:bm25', 'catalog:seed:bm25n'],
  ['body:seed:bm25f', 'body:seed:bm25fn'],
  ['excerpt@30:seed:bm25f', 'excerpt@30:seed:bm25fn'],
] as const;

describe('normalised BM25 / BM25F', () => {
  for (const [raw, unit] of PAIRS) {
    it(`${unit} is in [0, 1] and ranks exactly like ${raw}, ties included`, () => {
      fc.assert(
        fc.property(
          corpus,
          fc.array(request, { minLength: 1, maxLength: 5 }),
          k1,
          b,
          nameBonus,
          (skills: RouteSkill[], qs: string[], k: number, bb: number, bonus: number) => {
            const defaults = {
              bm25: { k1: k, b: bb },
              bm25f: { k1: k, b: bb, weights: { name: 3, description: 2, body: 1 }, nameBonus: bonus },
            };
            const rr = buildRouter(skills, resolveSpec(raw, defaults));
            const ur = buildRouter(skills, resolveSpec(unit, defaults));
            for (const q of qs) {
              const a = rr.score(q);
              const u = ur.score(q);
              expect(a.denominator).toBeNull();
              const bound = u.denominator as number;
              for (const s of u.hits.scores) {
                expect(s).toBeGreaterThanOrEqual(0);
                expect(s).toBeLessThanOrEqual(1);
              }
              const ra = rankAll(a.hits, rr.names);
              const ru = rankAll(u.hits, ur.names);
              expect(ru.map((h) => h.doc)).toEqual(ra.map((h) => h.doc));
              for (let i = 1; i < ra.length; i++) {
                // A tie under one is a tie under the other.
                expect((ru[i] as (typeof ru)[number]).score === (ru[i - 1] as (typeof ru)[number]).score).toBe(
                  (ra[i] as (typeof ra)[number]).score === (ra[i - 1] as (typeof ra)[number]).score,
                );
              }
              ru.forEach((h, i) =>
                expect(Math.abs(h.score * bound - (ra[i] as (typeof ra)[number]).score)).toBeLessThanOrEqual(
                  1e-9 * Math.max(1, bound),
                ),
              );
            }
          },
        ),
        { numRuns: 200, seed: 20261201 },
      );
    });
  }

  it('divides by Σ idf·(k1+1) over the known request terms (hand-computed)', () => {
    // Body condition, seed terms. Lengths 2, 4, 1 → avgdl 7/3; "pdf" in 2 of 3 skills.
    const skills = [
      { name: 'a', description: '', body: 'pdf form' },
      { name: 'b', description: '', body: 'pdf pdf chart chart' },
      { name: 'c', description: '', body: 'chart' },
    ];
    const { k1, b } = BM25_DEFAULTS;
    const r = buildRouter(skills, resolveSpec('body:seed:bm25n')).score('pdf zebra');
    const idf = bm25Idf(3, 2);
    // 'zebra' is in no skill: it adds the bound of a df = 0 term, ln(1 + 3.5/0.5)·(k1+1).
    const bound = idf * (k1 + 1) + Math.log(1 + 3.5 / 0.5) * (k1 + 1);
    expect(r.denominator).toBeCloseTo(bound, 14);
    const rawA = (idf * (k1 + 1)) / (1 + k1 * (1 - b + (b * 2) / (7 / 3)));
    const byDoc = new Map([...r.hits.docs].map((d, i) => [d, r.hits.scores[i] as number]));
    expect(byDoc.get(0)).toBeCloseTo(rawA / bound, 14);
    // Without the unknown word, a's score is its saturation share 1 / (1 + k1·(1 − b + b·len/avgdl)).
    const alone = buildRouter(skills, resolveSpec('body:seed:bm25n')).score('pdf');
    expect(alone.hits.scores[[...alone.hits.docs].indexOf(0)]).toBeCloseTo(1 / (1 + 1.2 * (0.25 + (0.75 * 6) / 7)), 14);
  });

  it('k1 = 0 reaches the bound: a skill with every request term scores exactly 1', () => {
    const skills = [
      { name: 'a', description: '', body: 'pdf form table' },
      { name: 'b', description: '', body: 'chart' },
    ];
    const r = routeQuery(skills, 'pdf form', { router: 'body:seed:bm25n', defaults: { bm25: { k1: 0, b: 0.75 } } });
    expect(r.ranked[0]?.score).toBe(1);
    expect(r.ranked[0]?.matched.reduce((s, m) => s + m.contribution, 0)).toBeCloseTo(1, 14);
  });

  it('has no default threshold; --threshold applies to the normalised score', () => {
    const skills = [
      { name: 'a', description: 'pdf form', body: '' },
      { name: 'b', description: 'chart', body: '' },
    ];
    expect(routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25n' }).threshold).toEqual({
      value: null,
      source: 'none',
    });
    const at = (t: number) => routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25n', threshold: t }).verdict.kind;
    const s = routeQuery(skills, 'pdf', { router: 'catalog:seed:bm25n' }).ranked[0]?.score as number;
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(1);
    expect(at(s)).toBe('routed');
    expect(at(Math.min(1, s + 1e-9))).toBe('no-match');
  });
});
