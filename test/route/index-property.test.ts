/**
 * Law: the inverted index scores and ranks exactly like the brute-force scorer, for every
 * scorer, on random corpora and requests (small vocabularies force shared terms and ties).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeCorpus,
  BruteForceScorer,
  InvertedIndex,
  queryTermSet,
  rankAll,
  rankOf,
  resolveSpec,
  seedTerms,
  topK,
  type RouteSkill,
  type RouterSpec,
} from '../../src/route/index.js';

const VOCAB = [
  'pdf',
  'form',
  'table',
  'chart',
  'deploy',
  'sql',
  'review',
  'api',
  'lint',
  'docs',
  'the',
  'x',
  'k8s',
  'csv',
];

const text = fc.array(fc.constantFrom(...VOCAB), { maxLength: 25 }).map((ws) => ws.join(' '));
const skill = fc.record({
  // Names that are vocabulary words too, so the BM25F name bonus is exercised.
  name: fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta', 'Beta', 'b', 'pdf', 'sql-review', 'csv'),
  description: text,
  body: text,
});
const corpus = fc.array(skill, { minLength: 1, maxLength: 12 });
const queries = fc.array(text, { minLength: 1, maxLength: 6 });

/** `label` or `label|name,description,body[,nameBonus]` (BM25F weights; zeros make touched skills score 0). */
const ROUTERS = [
  'catalog',
  'catalog+norm',
  'body+norm',
  'excerpt@20',
  'catalog@12',
  'body:seed:bm25',
  'catalog:seed:bm25',
  'excerpt:seed:bm25f',
  'body:seed:bm25f',
  'body:seed:bm25f|0,1,0',
  'catalog:seed:bm25f|0,0,1',
  'body:seed:bm25n',
  'catalog:seed:bm25n',
  'body:seed:bm25fn',
  'body:seed:bm25fn|0,1,0',
  'excerpt:multi:bm25f|3,2,1,0',
  'excerpt:multi:bm25f|3,2,1,2.5',
  'catalog:seed:bm25fn|3,2,1,2.5',
];

function spec(label: string): RouterSpec {
  const [name = '', weights] = label.split('|');
  if (weights === undefined) return resolveSpec(name);
  const [n = 0, d = 0, b = 0, nameBonus = 1] = weights.split(',').map(Number);
  return resolveSpec(name, { bm25f: { k1: 1.2, b: 0.75, weights: { name: n, description: d, body: b }, nameBonus } });
}

describe('inverted index == brute force', () => {
  for (const label of ROUTERS) {
    it(`same scores (1e-12) and the same order, ties included, under ${label}`, () => {
      fc.assert(
        fc.property(corpus, queries, (skills: RouteSkill[], qs: string[]) => {
          const s = spec(label);
          const docs = analyzeCorpus(skills, s);
          const index = new InvertedIndex(s, docs);
          const brute = new BruteForceScorer(s, docs);
          const names = skills.map((k) => k.name);
          for (const q of qs) {
            const terms = queryTermSet(q, seedTerms);
            const a = index.search(terms);
            const b = brute.search(terms);
            expect(a.denominator === null).toBe(b.denominator === null);
            if (a.denominator !== null && b.denominator !== null)
              expect(Math.abs(a.denominator - b.denominator)).toBeLessThanOrEqual(1e-12);
            expect(a.terms).toEqual(b.terms);
            const ra = rankAll(a.hits, names);
            const rb = rankAll(b.hits, names);
            expect(ra.map((h) => h.doc)).toEqual(rb.map((h) => h.doc));
            ra.forEach((h, i) => expect(Math.abs(h.score - (rb[i] as typeof h).score)).toBeLessThanOrEqual(1e-12));
            // top-k selection and rank lookup agree with the full sort
            for (const k of [1, 3, 50]) expect(topK(a.hits, names, k)).toEqual(ra.slice(0, k));
            const target = names[0] as string;
            const r = rankOf(a.hits, names, (d) => names[d] === target);
            const idx = ra.findIndex((h) => h.name === target);
            expect(r?.rank ?? null).toBe(idx === -1 ? null : idx + 1);
          }
        }),
        { numRuns: 150, seed: 20240501 },
      );
    });
  }
});
