/**
 * topK against the full sort: with scores drawn from a few values (ties everywhere), zeros and
 * NaN, the best k hits are rankAll's first k — the early skip of hits scoring below the k-th
 * (rank.ts) must never drop a tie that the name order would let in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankAll, topK } from '../../src/route/rank.js';

describe('topK', () => {
  it("is rankAll's first k, whatever the ties", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(0, 0.5, 1, 1, 2, 2, 3, Number.NaN), { maxLength: 60 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 8 }),
        (scores, names, k) => {
          const hits = { docs: Int32Array.from(scores.map((_, i) => i)), scores: Float64Array.from(scores) };
          expect(topK(hits, names, k)).toEqual(rankAll(hits, names).slice(0, k));
        },
      ),
      { numRuns: 500 },
    );
  });
});
