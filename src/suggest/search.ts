/**
 * The proposal search for one skill that loses requests.
 *
 * Candidates are whole words (words.ts): the words of the skill's name, body and reference
 * files, and the dictionary translations of its words that its missed requests use — never an
 * analyzer term as such (a stem, a bigram across two words), never a filler. A word is a
 * candidate when it adds to the description a term the router does not see there yet and that
 * term is in at least one missed request of the CHOOSING part (its own terms or, under the
 * bilingual analyzer, its bridged ones). Each is ranked once, cheaply: by how many of those
 * misses it reaches, then by source (the name, the body, the references, then translations),
 * then words no stealer has before shared ones, then rarer (lower df) first. The best
 * MAX_CANDIDATES go on.
 *
 * Search: greedy forward selection, up to `maxTerms` words. At each step every remaining
 * candidate is added to the current set and the edited catalog is re-run EXACTLY
 * (CatalogEvaluator: index rebuilt, every request re-scored); the candidate with the largest
 * net gain on the choosing part (requests made right minus requests made wrong, any skill's,
 * negatives included) wins, ties broken by the same order as above. The search stops when no
 * candidate raises the net gain, so a proposal never has a net gain ≤ 0 on the part it was
 * chosen on. Greedy can miss a pair of words that only helps together (the idf scorer needs
 * enough shared weight); a beam would find it at `width`× the cost. The held-out requests are
 * never looked at here.
 */
import { scorerFamily, type AnalyzedField } from '../route/index.js';
import { applyEdit, type DescriptionEdit } from './edit.js';
import type { CatalogEvaluator, Outcome } from './evaluate.js';
import type { Half } from './split.js';
import type { NoProposalReason, ProposedTerm, TermSource } from './types.js';
import type { WordCandidate } from './words.js';

/** Candidates kept per skill after the cheap ranking (each costs one exact re-run per step). */
export const MAX_CANDIDATES = 20;

/** Default and largest `--max-terms`. */
export const DEFAULT_MAX_TERMS = 3;
export const MAX_MAX_TERMS = 10;

const SOURCE_RANK: Readonly<Record<TermSource, number>> = { name: 0, body: 1, references: 2, translation: 3 };

export interface SearchContext {
  readonly evaluator: CatalogEvaluator;
  readonly half: readonly Half[];
  /** df of every term over the unedited catalog. */
  readonly df: ReadonlyMap<string, number>;
  readonly maxTerms: number;
  /** The writable words of skill `doc` (its own text), computed once per skill. */
  words(doc: number): readonly WordCandidate[];
  /** Translations of request `i`'s words that skill `doc`'s text backs (none without a dictionary). */
  translations(doc: number, i: number): readonly WordCandidate[];
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
    (a.surface < b.surface ? -1 : a.surface > b.surface ? 1 : 0)
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
  const seen = descriptionField(ctx, doc).counts;
  const reach = misses.map((i) => ev.reachTerms(i));
  const stealers = new Set<number>();
  for (const i of misses) {
    const top = (ev.baseline[i] as Outcome).top1;
    const at = top === null ? -1 : ev.names.indexOf(top);
    if (at >= 0 && at !== doc) stealers.add(at);
  }
  const pool = [...ctx.words(doc), ...misses.flatMap((i) => ctx.translations(doc, i))];
  const bySurface = new Map<string, Candidate>();
  for (const w of pool) {
    if (bySurface.has(w.surface)) continue;
    const added = w.terms.filter((t) => !seen.has(t));
    if (added.length === 0) continue;
    const coverage = reach.filter((r) => added.some((t) => r.has(t))).length;
    if (coverage === 0) continue;
    const hit = added.find((t) => reach.some((r) => r.has(t))) as string;
    bySurface.set(w.surface, {
      term: hit,
      surface: w.surface,
      source: w.source,
      ...(w.translates !== undefined ? { translates: w.translates } : {}),
      df: Math.min(...added.map((t) => ctx.df.get(t) ?? 0)),
      inStealers: [...stealers].some((s) => added.some((t) => hasTerm(ctx, s, t))),
      coverage,
    });
  }
  return [...bySurface.values()].sort(compareCandidates).slice(0, MAX_CANDIDATES);
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
