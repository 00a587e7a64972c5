/**
 * Acceptance (a): a small directory where one description edit — adding "invoice" to
 * pdf-extract — fixes four known requests and breaks one known request of another skill.
 * `suggest` must find exactly that edit and report both effects exactly, and the numbers must
 * equal a full `bench` re-run on an edited copy written to disk.
 */
import { describe, expect, it } from 'vitest';
import { runBench } from '../../src/routing-bench/run.js';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { loadSkills } from '../../src/skills/load.js';
import { suggestEdits } from '../../src/suggest/index.js';
import { editedCopy, tempDir, writeSkill } from './helpers.js';

const root = tempDir('skillscope-suggest-known-');
writeSkill(root, 'pdf-extract', 'Extract text from PDF files.', 'Handles invoice scans and contracts.');
// "review" is in two descriptions, so q3 ("invoice review pdf") goes to billing-report strictly
// before the edit and to pdf-extract strictly after it — no tie decides either way.
writeSkill(root, 'billing-report', 'Monthly invoice summary for finance review.', 'Totals per customer.');
writeSkill(
  root,
  'contract-review',
  'Review legal contracts for risky clauses.',
  'Flags indemnity and liability terms.',
);

const QUERIES = [
  { id: 'q1', query: 'pull the invoice out of this pdf', expect: 'pdf-extract' },
  { id: 'q2', query: 'invoice extract', expect: 'pdf-extract' },
  { id: 'q3', query: 'invoice review pdf', expect: 'billing-report' },
  { id: 'q4', query: 'extract every invoice', expect: 'pdf-extract' },
  { id: 'q5', query: 'pdf of an invoice', expect: 'pdf-extract' },
  { id: 'q6', query: 'monthly finance summary', expect: 'billing-report' },
  { id: 'q7', query: 'review contracts', expect: 'contract-review' },
  { id: 'q8', query: 'book a flight', expect: null },
];
const queries = parseQueries(QUERIES.map((q) => JSON.stringify(q)).join('\n'));

describe('suggest finds a known edit and reports its effects exactly', () => {
  const set = loadSkills(root, { layout: 'auto' });
  const result = suggestEdits(set.skills, queries, { router: 'catalog' });

  it('cross-validates the search: words chosen without each fold fix 4 held-out requests, break 1', () => {
    // The held-out gate keeps pdf-extract's proposal: its fold-chosen words netted +3 on unseen folds.
    expect(result.suggestions.find((s) => s.skill === 'pdf-extract')?.heldOutNet).toBe(3);
    expect(result.outOfSample).toMatchObject({ folds: 5, positives: 7, before: 3, after: 6, fixed: 4, broken: 1 });
    expect(result.outOfSample.gain).toBeCloseTo(3 / 7, 12);
    // Seven requests are too few for an interval above 0.
    expect(result.outOfSample.ci95[0]).toBeLessThan(0);
    expect(result.outOfSample.ci95[1]).toBeGreaterThan(result.outOfSample.gain);
  });

  it('proposes "invoice" (from the body) for pdf-extract, and nothing else', () => {
    const withProposal = result.suggestions.filter((s) => s.proposal !== null);
    expect(withProposal.map((s) => s.skill)).toEqual(['pdf-extract']);
    const p = withProposal[0]!.proposal!;
    expect(p.terms.map((t) => [t.term, t.surface, t.source])).toEqual([['invoice', 'invoice', 'body']]);
    expect(p.description).toBe('Extract text from PDF files. invoice');
    expect(p.placement).toBe('end');
  });

  it('reports the four fixes and the one break, by id and by who had top-1', () => {
    const p = result.suggestions.find((s) => s.skill === 'pdf-extract')!.proposal!;
    expect(p.fixes.map((f) => [f.id, f.before, f.after])).toEqual([
      ['q1', 'billing-report', 'pdf-extract'],
      ['q2', 'billing-report', 'pdf-extract'],
      ['q4', 'billing-report', 'pdf-extract'],
      ['q5', 'billing-report', 'pdf-extract'],
    ]);
    expect(p.breaks.map((f) => [f.id, f.expect, f.before, f.after])).toEqual([
      ['q3', ['billing-report'], 'billing-report', 'pdf-extract'],
    ]);
    // Both halves are shown: every query is in exactly one.
    expect([...result.split.choose, ...result.split.heldOut].sort()).toEqual(QUERIES.map((q) => q.id).sort());
  });

  it('before/after top-1 equal a bench re-run on the edited copy, per half and overall', () => {
    const p = result.suggestions.find((s) => s.skill === 'pdf-extract')!.proposal!;
    const edited = loadSkills(editedCopy(root, new Map([['pdf-extract', p.description]])), { layout: 'auto' });
    for (const [half, ids] of [
      ['choose', result.split.choose],
      ['heldOut', result.split.heldOut],
      ['all', QUERIES.map((q) => q.id)],
    ] as const) {
      const subset = queries.filter((q) => ids.includes(q.id));
      const before = runBench(set.skills, subset, { routers: ['catalog'] }).conditions[0]!.top1;
      const after = runBench(edited.skills, subset, { routers: ['catalog'] }).conditions[0]!.top1;
      expect(p.top1[half].before).toEqual(before);
      expect(p.top1[half].after).toEqual(after);
    }
    expect(p.top1.all.before.hits).toBe(3);
    expect(p.top1.all.after.hits).toBe(6);
  });
});
