/**
 * A word the choosing part's requests use mostly for OTHER skills is not proposed, even when
 * adding it fixes the miss and breaks nothing the search can see (search.ts, MIN_TERM_SHARE):
 * such a word pulls those skills' unseen requests. The same word, when the other skills'
 * requests do not use it, is proposed.
 */
import { describe, expect, it } from 'vitest';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { resolveSpec, type RouteSkill } from '../../src/route/index.js';
import { CatalogEvaluator } from '../../src/suggest/evaluate.js';
import { searchProposal, type SearchContext } from '../../src/suggest/search.js';
import { wordCandidates } from '../../src/suggest/words.js';

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
  const queries = parseQueries(lines.map((q) => JSON.stringify(q)).join('\n'));
  const evaluator = new CatalogEvaluator(SKILLS, queries, resolveSpec('catalog'));
  const df = new Map<string, number>();
  for (const d of evaluator.docs)
    for (const t of new Set(d.fields.flatMap((f) => [...f.counts.keys()]))) df.set(t, (df.get(t) ?? 0) + 1);
  const ctx: SearchContext = {
    evaluator,
    half: queries.map(() => 'choose'),
    df,
    maxTerms: 3,
    words: (doc) => wordCandidates((SKILLS[doc] as RouteSkill).body, 'body', evaluator.terms, null),
    translations: () => [],
  };
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
