/**
 * When no word raises the net gain, the search takes a word that at least MIN_REPEAT of the
 * skill's choosing requests use, provided it makes no choosing request wrong (search.ts,
 * repeatedWord): such a word fixes nothing it was chosen on, but unseen requests for the skill
 * say it too. A word only one request uses is not taken at zero gain, nor is a repeated word
 * that breaks another skill's request.
 */
import { describe, expect, it } from 'vitest';
import type { RouteSkill } from '../../src/route/index.js';
import type { Outcome } from '../../src/suggest/evaluate.js';
import { MIN_REPEAT, searchProposal } from '../../src/suggest/search.js';
import { choosingContext } from './helpers.js';

const SKILLS: RouteSkill[] = [
  { name: 'pdf-extract', description: 'Extract text from PDF files.', body: 'Reads scanned pages.' },
  { name: 'billing-report', description: 'Monthly totals for finance.', body: 'Sums.' },
  { name: 'receipt-scan', description: 'Receipts.', body: 'Photos.' },
];

/** Every request chooses; pdf-extract's miss "scanned monthly totals finance" goes to billing-report. */
function search(lines: readonly { id: string; query: string; expect: string }[]) {
  const { evaluator, ctx } = choosingContext(SKILLS, lines);
  expect((evaluator.baseline[0] as Outcome).top1).toBe('billing-report');
  return { found: searchProposal(ctx, 0), evaluator };
}

const MISS = { id: 'q1', query: 'scanned monthly totals finance', expect: 'pdf-extract' };

describe("a word the skill's requests repeat, taken at zero net gain", () => {
  it('is a repetition from two requests on', () => {
    expect(MIN_REPEAT).toBe(2);
  });

  it('takes "scanned" when a second pdf-extract request (already right) says it, though it fixes nothing', () => {
    const { found, evaluator } = search([MISS, { id: 'q2', query: 'pdf scanned', expect: 'pdf-extract' }]);
    expect('none' in found ? found : found.terms.map((t) => t.surface)).toEqual(['scanned']);
    if ('none' in found) return;
    // Zero net gain: the miss stays a miss, nothing that was right turns wrong.
    expect(found.outcomes.map((o) => o.correct)).toEqual(evaluator.baseline.map((o) => o.correct));
  });

  it('does not take it when only the missed request says it', () => {
    const { found } = search([MISS, { id: 'q2', query: 'pdf text', expect: 'pdf-extract' }]);
    expect(found).toEqual({ none: 'no-net-gain' });
  });

  it("does not take it when it would take another skill's request", () => {
    const { found } = search([
      MISS,
      { id: 'q2', query: 'pdf scanned', expect: 'pdf-extract' },
      { id: 'q3', query: 'scanned receipts', expect: 'receipt-scan' },
    ]);
    expect(found).toEqual({ none: 'no-net-gain' });
  });
});
