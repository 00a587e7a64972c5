/** `bench --folds` says why a fold shows `–` (a six-query file with one negative printed a table of dashes and no reason). */
import { describe, expect, it } from 'vitest';
import type { CrossValidation } from '../../src/routing-bench/index.js';
import { foldGapLines } from '../../src/report/bench/transfer-rows.js';

const fold = (n: number, threshold: number | null) => ({ fold: n, threshold, youdenJ: null });
const cv = (sizes: { positives: number; negatives: number }[], thresholds: (number | null)[]) =>
  ({
    k: sizes.length,
    seed: 1,
    sizes,
    routers: [{ router: 'catalog', folds: thresholds.map((t, i) => fold(i, t)) }],
  }) as unknown as CrossValidation;

describe('foldGapLines', () => {
  it('names the folds without a threshold or a J, what they lack, and what to do', () => {
    const lines = foldGapLines(
      cv(
        [
          { positives: 2, negatives: 0 },
          { positives: 2, negatives: 0 },
          { positives: 1, negatives: 1 },
        ],
        [0.4, 0.4, null],
      ),
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/fold 3\b.*no negatives/);
    expect(lines[1]).toMatch(/folds 1, 2\b.*no negatives/);
    expect(lines[2]).toMatch(/"expect": null/);
  });

  it('says nothing when every fold has both', () => {
    expect(
      foldGapLines(
        cv(
          [
            { positives: 2, negatives: 1 },
            { positives: 2, negatives: 1 },
          ],
          [0.4, 0.5],
        ),
      ),
    ).toEqual([]);
  });
});
