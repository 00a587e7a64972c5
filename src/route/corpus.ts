/**
 * Analysis of the skills under one router: for each skill and each field it scores, the term
 * counts and the field length. One field (the condition text) for idf and bm25; three fields
 * (name, description, body part) for bm25f. Both the inverted index and the brute-force
 * reference start from this, so they see exactly the same terms.
 */
import { ANALYZERS } from './analyzers/index.js';
import { conditionFields, conditionText, type RouteSkill } from './conditions.js';
import type { RouterSpec } from './spec.js';
import { scorerFamily } from './scorers/index.js';
import { fieldCountOf, InternedCorpus } from './postings.js';

export interface AnalyzedField {
  /** term → occurrences in the field. */
  readonly counts: ReadonlyMap<string, number>;
  /** Number of terms with repeats. */
  readonly length: number;
}

export interface AnalyzedDoc {
  readonly name: string;
  /** One field for idf/bm25, [name, description, body] for bm25f. */
  readonly fields: readonly AnalyzedField[];
  /** Distinct terms over all fields (|T| of the seed formula). */
  readonly distinct: number;
}

export type TermsFn = (text: string) => string[];

function countTerms(terms: readonly string[]): AnalyzedField {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { counts, length: terms.length };
}

function distinctOver(fields: readonly AnalyzedField[]): number {
  if (fields.length === 1) return (fields[0] as AnalyzedField).counts.size;
  const all = new Set<string>();
  for (const f of fields) for (const t of f.counts.keys()) all.add(t);
  return all.size;
}

/**
 * Analyses `skills` for `spec`. `terms` overrides the analyzer (the bench passes a memoised
 * one so body, body+norm and excerpt do not run wink-nlp three times over the same text).
 */
export function analyzeCorpus(
  skills: readonly RouteSkill[],
  spec: RouterSpec,
  terms: TermsFn = ANALYZERS[spec.analyzer].terms,
): AnalyzedDoc[] {
  return skills.map((skill) => {
    let fields: AnalyzedField[];
    if (scorerFamily(spec.scorer) === 'bm25f') {
      const f = conditionFields(skill, spec.condition);
      fields = [countTerms(terms(f.name)), countTerms(terms(f.description)), countTerms(terms(f.body))];
    } else {
      fields = [countTerms(terms(conditionText(skill, spec.condition)))];
    }
    return { name: skill.name, fields, distinct: distinctOver(fields) };
  });
}

/**
 * The skills' terms interned for the index (postings.ts), with no term → count map per skill:
 * what `buildRouter` indexes. The terms are analyzeCorpus's, so the postings are the same
 * (test/route/postings.test.ts); at 10,000 generated descriptions the maps and their walk were
 * ~90 ms of the build's CPU and much of its garbage.
 */
export function internCorpus(
  skills: readonly RouteSkill[],
  spec: RouterSpec,
  terms: TermsFn = ANALYZERS[spec.analyzer].terms,
): InternedCorpus {
  const corpus = new InternedCorpus(fieldCountOf(spec));
  const fielded = scorerFamily(spec.scorer) === 'bm25f';
  for (const skill of skills) {
    if (fielded) {
      const f = conditionFields(skill, spec.condition);
      corpus.addTerms([terms(f.name), terms(f.description), terms(f.body)]);
    } else corpus.addTerms([terms(conditionText(skill, spec.condition))]);
  }
  return corpus;
}

/** Counts only the terms in `keep`; the length is still every term's (BM25's length norm). */
function countKept(terms: readonly string[], keep: ReadonlySet<string>): AnalyzedField {
  const counts = new Map<string, number>();
  for (const t of terms) if (keep.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { counts, length: terms.length };
}

/**
 * Analyses `skills` for one request whose terms (own and bridged) are `keep`: each field's
 * counts hold only those terms, its length and the skill's `distinct` are the whole field's, so
 * an index built on these docs has, for every term of `keep`, the very postings, idf and impacts
 * of the full index (document frequency, lengths and averages come from the same terms). It
 * skips a term → count map of every term of every skill, and the postings of terms no request
 * asks for: ~0.1 s of CPU at 10,000 descriptions. `distinct` is read only under +norm, so it is
 * counted (one Set per skill) only then, and is NaN otherwise.
 */
export function analyzeCorpusFor(
  skills: readonly RouteSkill[],
  spec: RouterSpec,
  terms: TermsFn,
  keep: ReadonlySet<string>,
): AnalyzedDoc[] {
  const norm = spec.condition.norm;
  return skills.map((skill) => {
    const lists =
      scorerFamily(spec.scorer) === 'bm25f'
        ? ((f) => [terms(f.name), terms(f.description), terms(f.body)])(conditionFields(skill, spec.condition))
        : [terms(conditionText(skill, spec.condition))];
    const fields = lists.map((l) => countKept(l, keep));
    let distinct = Number.NaN;
    if (norm) {
      const all = new Set<string>();
      for (const l of lists) for (const t of l) all.add(t);
      distinct = all.size;
    }
    return { name: skill.name, fields, distinct };
  });
}

/** Distinct request terms in first-occurrence order (the scorers treat the request as a set). */
export function queryTermSet(query: string, terms: TermsFn): string[] {
  return [...new Set(terms(query))];
}
