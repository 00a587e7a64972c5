/**
 * termVectors (typed arrays, one map lookup per term occurrence) against the map-based version
 * it replaced (test/reference/term-vectors.ts): the same terms in the same order and the same
 * ids and weights bit for bit, on every fixture catalog and on random documents; and each
 * vector's tails are the norms of its weights from each position on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogEntryText } from '../../src/audit/catalog.js';
import { termVectors } from '../../src/check/text/tfidf.js';
import { seedTerms } from '../../src/route/analyzers/seed.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES } from '../helpers/cli.js';
import { referenceTermVectors } from '../reference/term-vectors.js';

function same(docs: readonly (readonly string[])[]): void {
  const got = termVectors(docs);
  const want = referenceTermVectors(docs);
  expect(got.terms).toEqual(want.terms);
  expect(got.vectors.length).toBe(want.vectors.length);
  got.vectors.forEach((v, d) => {
    const w = want.vectors[d]!;
    expect([...v.ids]).toEqual([...w.ids]);
    v.weights.forEach((x, k) => expect(Object.is(x, w.weights[k])).toBe(true));
    expect(v.tails.length).toBe(v.ids.length + 1);
    expect(v.tails[v.ids.length]).toBe(0);
    for (let k = 0; k < v.ids.length; k++) {
      const rest = Math.sqrt([...v.weights.slice(k)].reduce((s, x) => s + x * x, 0));
      expect(v.tails[k]).toBeCloseTo(rest, 12);
    }
  });
}

describe('term vectors', () => {
  it('equal the map-based build on the pooled fixture catalogs', () => {
    const docs = ['skills', 'flat-skills', 'check', 'corpus'].flatMap((dir) =>
      loadSkills(`${FIXTURES}/${dir}`, { maxDepth: 6 }).skills.map((s) => seedTerms(catalogEntryText(s))),
    );
    expect(docs.length).toBeGreaterThan(50);
    same(docs);
  });

  it('equal the map-based build on random documents (repeats, empty documents, ties in frequency)', () => {
    const word = fc.constantFrom(
      'pdf',
      'csv',
      'form',
      'fill',
      'table',
      'merge',
      'a1',
      'zz',
      'x9',
      'report',
      'chart',
      'deck',
    );
    fc.assert(
      fc.property(fc.array(fc.array(word, { maxLength: 12 }), { maxLength: 25 }), (docs) => same(docs)),
      { numRuns: 500 },
    );
  });
});
