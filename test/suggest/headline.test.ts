import { describe, expect, it } from 'vitest';
import { headline, type SuggestReport } from '../../src/report/suggest/rows.js';

// A run with one of each count: the headline said "1 negatives" and "1 skills".
const report = {
  dir: 'skills',
  queriesFile: 'q.jsonl',
  result: {
    skills: 1,
    queries: { positives: 1, negatives: 1 },
    router: 'catalog',
    maxTerms: 1,
    split: { seed: 1, choose: ['a'], heldOut: ['b'] },
  },
} as unknown as SuggestReport;

describe('suggest headline', () => {
  it('counts in the singular when a count is 1', () => {
    const [first, second] = headline(report);
    expect(first).toBe('skills (1 skill) · q.jsonl: 1 positive, 1 negative');
    expect(second).toBe('router catalog · up to 1 word per skill · split seed 1: 1 request chooses, 1 held out');
  });
});
