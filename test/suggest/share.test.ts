/**
 * A word the choosing part's requests use mostly for OTHER skills is not proposed, even when
 * adding it fixes the miss and breaks nothing the search can see (search.ts, MIN_TERM_SHARE):
 * such a word pulls those skills' unseen requests. The same word, when the other skills'
 * requests do not use it, is proposed.
 */
import { describe, expect, it } from 'vitest';
import type { RouteSkill } from '../../src/route/index.js';
import { searchProposal } from '../../src/suggest/search.js';
import { choosingContext } from './helpers.js';

const SKILLS: RouteSkill[] = [
  { name: 'pdf-extract', description: 'Extract text from PDF files.', body: 'Reads the report.' },
  { name: 'billing-report', description: 'Monthly report for finance.', body: 'Totals.' },
  { name: 'pdf-merge', description: 'Merge PDF files.', body: 'Joins.' },
  { name: 'pdf-sign', description: 'Sign PDF files.', body: 'Stamps.' },
];

/** Every request chooses: the search of pdf-extract, whose one miss is "pdf report". */
function search(others: readonly string[]) {
  const lines = [
    { id: 'q1', query: 'pdf report', expect: 'pdf-extract' },
    ...others.map((query, k) => ({ id: `b${k}`, query, expect: 'billing-report' })),
  ];
  const { evaluator, ctx } = choosingContext(SKILLS, lines);
  expect((evaluator.baseline[0] as { top1: string | null }).top1).toBe('billing-report');
  return searchProposal(ctx, 0);
}

describe('the share of a word among the requests that use it', () => {
  it('drops "report" when three of the four requests saying it are billing-report\'s', () => {
    expect(search(['monthly report', 'finance report', 'report totals'])).toEqual({ none: 'no-candidate-terms' });
  });

  it('proposes "report" when only pdf-extract\'s request says it', () => {
    const found = search(['monthly totals', 'finance summary', 'monthly finance']);
    expect('none' in found ? found : found.terms.map((t) => t.surface)).toEqual(['report']);
  });
});
