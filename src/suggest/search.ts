/**
 * The proposal search for one skill that loses requests.
 *
 * Candidates: every term of the skill's missed requests IN THE CHOOSING HALF that the router
 * does not already see in its description — a word only the requests use must occur in at
 * least MIN_REQUEST_ONLY_SUPPORT of them. Each is ranked once, cheaply: by how many of those
 * misses contain it, then by source (a word of the skill's own body or name before a word only
 * the requests use — a description should describe the skill), then terms no stealer has
 * before shared ones, then rarer (lower df, higher idf) first. The best MAX_CANDIDATES with a
 * writable surface form go on.
 *
 * Search: greedy forward selection, up to `maxTerms` terms. At each step every remaining
 * candidate is added to the current set and the edited catalog is re-run EXACTLY
 * (CatalogEvaluator: index rebuilt, every request re-scored); the candidate with the largest
 * net gain on the choosing half (requests made right minus requests made wrong, any skill's,
 * negatives included) wins, ties broken by the same order as above. The search stops when no
 * candidate raises the net gain, so a proposal never has a net gain ≤ 0 on the half it was
 * chosen on. Greedy can miss a pair of terms that only helps together (the idf scorer needs
 * enough shared weight); a beam would find it at `width`× the cost. The held-out half is never
 * looked at here.
 */
import { scorerFamily, type AnalyzedField } from '../route/index.js';
import { applyEdit, surfaceForms, type DescriptionEdit } from './edit.js';
import type { CatalogEvaluator, Outcome } from './evaluate.js';
import type { Half } from './split.js';
import type { NoProposalReason, ProposedTerm, TermSource } from './types.js';

/** Candidates kept per skill after the cheap ranking (each costs one exact re-run per step). */
export const MAX_CANDIDATES = 20;

/**
 * Missed requests (choosing half) a term found ONLY in requests must occur in to be a
 * candidate. One request's word is not evidence of how users talk; it is the request itself —
 * on the fixtures, single-request words were CJK bigrams across word boundaries ("个函" from
 * "一个函数") that fixed their one request and nothing held out. Body and name words need one.
 */
const MIN_REQUEST_ONLY_SUPPORT = 2;

/** Default and largest `--max-terms`. */
export const DEFAULT_MAX_TERMS = 3;
export const MAX_MAX_TERMS = 10;

const SOURCE_RANK: Readonly<Record<TermSource, number>> = { body: 0, name: 1, request: 2 };

export interface SearchContext {
  readonly evaluator: CatalogEvaluator;
  readonly half: readonly Half[];
  /** df of every term over the unedited catalog. */
  readonly df: ReadonlyMap<string, number>;
  readonly maxTerms: number;
}

export interface SearchResult {
  readonly terms: readonly ProposedTerm[];
  readonly edit: DescriptionEdit;
  readonly outcomes: readonly Outcome[];
}

interface Candidate extends ProposedTerm {
  readonly coverage: number;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.coverage - a.coverage ||
    SOURCE_RANK[a.source] - SOURCE_RANK[b.source] ||
    Number(a.inStealers) - Number(b.inStealers) ||
    a.df - b.df ||
    (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)
  );
}

/** The field of a skill's analysis that holds its description under the router. */
function descriptionField(ctx: SearchContext, doc: number): AnalyzedField {
  const d = ctx.evaluator.docs[doc];
  const fields = d?.fields ?? [];
  return (
    (scorerFamily(ctx.evaluator.spec.scorer) === 'bm25f' ? fields[1] : fields[0]) ?? { counts: new Map(), length: 0 }
  );
}

function hasTerm(ctx: SearchContext, doc: number, term: string): boolean {
  return ctx.evaluator.docs[doc]?.fields.some((f) => f.counts.has(term)) ?? false;
}

/** Net gain on the choosing half of `outcomes` against the baseline. */
function netChoose(ctx: SearchContext, outcomes: readonly Outcome[]): number {
  let net = 0;
  const base = ctx.evaluator.baseline;
  outcomes.forEach((o, i) => {
    if (ctx.half[i] !== 'choose') return;
    const was = (base[i] as Outcome).correct;
    if (o.correct && !was) net++;
    else if (!o.correct && was) net--;
  });
  return net;
}

/** Misses of skill `doc` (positives expecting it, wrong top-1) in the choosing half. */
export function missesOf(ctx: SearchContext, doc: number, which: Half | 'all'): number[] {
  const name = ctx.evaluator.names[doc] as string;
  const out: number[] = [];
  ctx.evaluator.queries.forEach((q, i) => {
    if (q.expect.kind !== 'skills' || !q.expect.names.includes(name)) return;
    if (which !== 'all' && ctx.half[i] !== which) return;
    if (!(ctx.evaluator.baseline[i] as Outcome).correct) out.push(i);
  });
  return out;
}

function candidatesFor(ctx: SearchContext, doc: number, misses: readonly number[]): Candidate[] {
  const ev = ctx.evaluator;
  const skill = ev.skills[doc];
  if (skill === undefined) return [];
  const seen = descriptionField(ctx, doc).counts;
  const coverage = new Map<string, number>();
  for (const i of misses)
    for (const t of ev.requestTerms(i)) if (!seen.has(t)) coverage.set(t, (coverage.get(t) ?? 0) + 1);
  if (coverage.size === 0) return [];
  const body = new Set(ev.terms(skill.body));
  const name = new Set(ev.terms(skill.name));
  const stealers = new Set<number>();
  for (const i of misses) {
    const top = (ev.baseline[i] as Outcome).top1;
    const at = top === null ? -1 : ev.names.indexOf(top);
    if (at >= 0 && at !== doc) stealers.add(at);
  }
  const ranked: Candidate[] = [...coverage].flatMap(([term, n]): Candidate[] => {
    const source: TermSource = body.has(term) ? 'body' : name.has(term) ? 'name' : 'request';
    if (source === 'request' && n < MIN_REQUEST_ONLY_SUPPORT) return [];
    return [
      {
        term,
        surface: term,
        source,
        df: ctx.df.get(term) ?? 0,
        inStealers: [...stealers].some((s) => hasTerm(ctx, s, term)),
        coverage: n,
      },
    ];
  });
  ranked.sort(compareCandidates);
  const top = ranked.slice(0, MAX_CANDIDATES * 2);
  const surfaces = surfaceForms(
    new Set(top.map((c) => c.term)),
    [skill.body, skill.name, ...misses.map((i) => ev.queries[i]?.query ?? '')],
    ev.terms,
  );
  return top
    .flatMap((c) => {
      const surface = surfaces.get(c.term);
      return surface === undefined ? [] : [{ ...c, surface }];
    })
    .slice(0, MAX_CANDIDATES);
}

export function searchProposal(ctx: SearchContext, doc: number): SearchResult | { readonly none: NoProposalReason } {
  const ev = ctx.evaluator;
  const misses = missesOf(ctx, doc, 'choose');
  if (misses.length === 0) return { none: 'no-misses-in-choosing-half' };
  const candidates = candidatesFor(ctx, doc, misses);
  if (candidates.length === 0) return { none: 'no-candidate-terms' };
  const description = ev.skills[doc]?.description ?? '';
  const cut = ev.spec.condition.base === 'catalog' ? ev.spec.condition.cut : null;
  const chosen: Candidate[] = [];
  let current: SearchResult | null = null;
  let currentNet = 0;
  for (let step = 0; step < ctx.maxTerms; step++) {
    let best: { c: Candidate; net: number; result: SearchResult } | null = null;
    for (const c of candidates) {
      if (chosen.includes(c)) continue;
      const terms = [...chosen, c];
      const edit = applyEdit(
        description,
        terms.map((t) => t.surface),
        cut,
      );
      const outcomes = ev.run(new Map([[doc, edit.description]]));
      const net = netChoose(ctx, outcomes);
      // Candidates are visited in compareCandidates order, so ">" keeps the earlier one on a tie.
      if (best === null || net > best.net)
        best = { c, net, result: { terms: terms.map(({ coverage: _, ...t }) => t), edit, outcomes } };
    }
    if (best === null || best.net <= currentNet) break;
    chosen.push(best.c);
    current = best.result;
    currentNet = best.net;
  }
  return current ?? { none: 'no-net-gain' };
}
