/**
 * Law: the router `routeQuery` builds for one request (only that request's terms indexed,
 * router.ts `buildRequestRouter`) gives exactly the result of the full router — scores to the
 * bit, order, ties, matched terms, verdict — for every condition, analyzer and scorer, on random
 * corpora and requests (small vocabularies force shared terms and ties).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRequestRouter, buildRouter, resolveSpec, routeWith, type RouteSkill } from '../../src/route/index.js';

// Words of several scripts, so the multi analyzer's stems and the bilingual bridge take part.
const VOCAB = [
  'pdf',
  'forms',
  'tables',
  'chart',
  'deploy',
  'sql',
  'review',
  'api',
  'the',
  'x',
  'csv',
  '表格',
  '文件',
  'pdfs',
];

const text = fc.array(fc.constantFrom(...VOCAB), { maxLength: 25 }).map((ws) => ws.join(' '));
const skill = fc.record({
  name: fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'pdf', 'sql-review', 'csv', 'b'),
  description: text,
  body: text,
});
const corpus = fc.array(skill, { minLength: 1, maxLength: 12 });
const queries = fc.array(text, { minLength: 1, maxLength: 4 });

const ROUTERS = [
  'catalog',
  'catalog+norm',
  'body+norm',
  'excerpt@20',
  'catalog:seed:bm25',
  'body:seed:bm25n',
  'excerpt:seed:bm25f',
  'catalog:seed:bm25fn',
  'catalog:multi:bm25',
  'body+norm:multi:idf',
  'excerpt:multi:bm25f',
  'catalog:bilingual:bm25',
  'catalog:bilingual:bm25fn',
  'catalog+norm:bilingual:idf',
];

describe('request router == full router', () => {
  for (const label of ROUTERS) {
    it(`the same RouteResult under ${label}`, () => {
      const spec = resolveSpec(label);
      fc.assert(
        fc.property(corpus, queries, (skills: RouteSkill[], qs: string[]) => {
          const full = buildRouter(skills, spec);
          for (const q of qs)
            for (const threshold of [undefined, null])
              expect(routeWith(buildRequestRouter(skills, spec, q), q, { top: 50, threshold })).toEqual(
                routeWith(full, q, { top: 50, threshold }),
              );
        }),
        { numRuns: 60, seed: 20261204 },
      );
    });
  }

  it('refuses to score another request', () => {
    const router = buildRequestRouter([{ name: 'a', description: 'pdf', body: '' }], resolveSpec('catalog'), 'pdf');
    expect(() => router.score('csv')).toThrow(/only the request/);
  });
});
