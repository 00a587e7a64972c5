/** countBelow (src/base/arrays.ts): the binary search behind the column counter and SK411's ranges, against a plain count. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBelow } from '../../src/base/arrays.js';

describe('countBelow', () => {
  it('equals counting the values below, on sorted arrays with repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: -60, max: 60 }), (values, x) => {
        const sorted = [...values].sort((a, b) => a - b);
        expect(countBelow(sorted, x)).toBe(sorted.filter((v) => v < x).length);
      }),
      { numRuns: 2000 },
    );
  });
  it('handles the empty array and typed arrays', () => {
    expect(countBelow([], 3)).toBe(0);
    expect(countBelow(Int32Array.from([1, 3, 3, 7]), 3)).toBe(1);
    expect(countBelow(Int32Array.from([1, 3, 3, 7]), 8)).toBe(4);
  });
});
