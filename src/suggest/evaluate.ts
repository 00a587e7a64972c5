/**
 * Exact evaluation of description edits: the catalog with some descriptions replaced is
 * analysed and indexed again, and EVERY request is scored again — not estimated. Adding a term
 * to one skill changes that term's df (so its idf for every skill), the idf denominator of
 * every request that has it, and for BM25 the average field length (so every skill's BM25
 * score): any request's top-1 may move, so none is skipped.
 *
 * What is reused is only what cannot change: the analysis of the skills that were not edited
 * (the same AnalyzedDoc objects the full build makes) and each request's term set. The index
 * itself is built afresh by the same `InvertedIndex` that `buildRouter` uses, so the outcome
 * is the one `bench` gives on the edited catalog (test/suggest checks this against a full
 * re-run on a copy written to disk).
 */
import type { BenchQuery } from '../routing-bench/queries.js';
import {
  analyzeCorpus,
  InvertedIndex,
  memoizeTerms,
  queryTermSet,
  topTie,
  ANALYZERS,
  type Analyzer,
  type AnalyzedDoc,
  type BridgedTerm,
  type RouteSkill,
  type RouterSpec,
  type TermsFn,
} from '../route/index.js';
import { bridgedMaxDf } from '../route/bilingual/bridge.js';

/** One request's outcome under one catalog. */
export interface Outcome {
  /** Name of the top-1 skill (score > 0), null when nothing ranks. */
  readonly top1: string | null;
  /**
   * bench's top1Correct, ties counted against: positives → every skill sharing the best score is
   * expected; negatives → none of them is a forbidden skill.
   */
  readonly correct: boolean;
}

export class CatalogEvaluator {
  readonly terms: TermsFn;
  readonly docs: readonly AnalyzedDoc[];
  readonly names: readonly string[];
  private readonly queryTerms: readonly (readonly string[])[];
  /** Each request's bridged terms (the bilingual analyzer; empty otherwise), as the router scores them. */
  private readonly bridged: readonly (readonly BridgedTerm[])[];
  private readonly bridgedMaxDf: number;
  private readonly reach: (ReadonlySet<string> | undefined)[] = [];
  /** Outcomes with no edit. */
  readonly baseline: readonly Outcome[];

  constructor(
    readonly skills: readonly RouteSkill[],
    readonly queries: readonly BenchQuery[],
    readonly spec: RouterSpec,
    terms?: TermsFn,
  ) {
    this.terms = terms ?? memoizeTerms(ANALYZERS[spec.analyzer].terms);
    this.docs = analyzeCorpus(skills, spec, this.terms);
    this.names = skills.map((s) => s.name);
    this.queryTerms = queries.map((q) => queryTermSet(q.query, this.terms));
    const bridge = (ANALYZERS[spec.analyzer] as Analyzer).bridge;
    this.bridged = queries.map((q, i) => bridge?.(q.query, this.queryTerms[i] ?? []) ?? []);
    this.bridgedMaxDf = bridgedMaxDf(skills.length);
    this.baseline = this.run(new Map());
  }

  /** The analysis of skill `doc` with `description` in place of its own. */
  analyzeEdited(doc: number, description: string): AnalyzedDoc {
    const skill = this.skills[doc] as RouteSkill;
    return analyzeCorpus(
      [{ name: skill.name, description, body: skill.body }],
      this.spec,
      this.terms,
    )[0] as AnalyzedDoc;
  }

  /** Term set of request `i` under the router's analyzer. */
  requestTerms(i: number): readonly string[] {
    return this.queryTerms[i] ?? [];
  }

  /** The terms a description could match request `i` by: its own and, bilingual, its bridged ones. */
  reachTerms(i: number): ReadonlySet<string> {
    // Built once per request: the search asks for every request's set for every candidate word.
    let r = this.reach[i];
    if (r === undefined) {
      r = new Set([...(this.queryTerms[i] ?? []), ...(this.bridged[i] ?? []).map((b) => b.term)]);
      this.reach[i] = r;
    }
    return r;
  }

  /** Every request's outcome with the descriptions of `edits` (skill index → new description). */
  run(edits: ReadonlyMap<number, string>): Outcome[] {
    const docs =
      edits.size === 0
        ? this.docs
        : this.docs.map((d, i) => {
            const e = edits.get(i);
            return e === undefined ? d : this.analyzeEdited(i, e);
          });
    const index = new InvertedIndex(this.spec, docs);
    return this.queries.map((q, i) => {
      const tied = topTie(
        index.search(this.queryTerms[i] ?? [], this.bridged[i] ?? [], this.bridgedMaxDf).hits,
        this.names,
      );
      const top1 = tied[0]?.name ?? null;
      let correct: boolean;
      const e = q.expect;
      if (e.kind === 'skills') correct = tied.length > 0 && tied.every((h) => e.names.includes(h.name));
      else correct = e.kind === 'none' ? tied.length === 0 : !tied.some((h) => h.name === e.name);
      return { top1, correct };
    });
  }
}
