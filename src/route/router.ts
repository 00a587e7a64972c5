/**
 * A built router: the skills analysed under one spec and indexed. Build once, score many
 * requests (the bench scores every query of a file against the same router).
 */
import { requireObject, requireRouteSkills } from '../base/api.js';
import { type Analyzer, ANALYZERS } from './analyzers/index.js';
import { requireLoaded } from '../skills/needs.js';
import { conditionNeeds, type RouteSkill } from './conditions.js';
import { analyzeCorpus, queryTermSet, type AnalyzedDoc, type TermsFn } from './corpus.js';
import type { QueryScoring } from './hits.js';
import { InvertedIndex } from './inverted-index.js';
import { bridgedMaxDf } from './bilingual/bridge.js';
import type { RouterSpec } from './spec.js';

export interface Router {
  readonly spec: RouterSpec;
  /** Skill names in input order (hit `doc` indices point here). */
  readonly names: readonly string[];
  /** The skills as given (kept by reference, not copied). */
  readonly skills: readonly RouteSkill[];
  readonly index: InvertedIndex;
  /** The analyzer as used for this router (possibly memoised). */
  readonly terms: TermsFn;
  /** Scores one request through the inverted index. */
  score(query: string): QueryScoring;
  /**
   * The analysis of one skill (term counts per field), recomputed on demand: the router does
   * not keep every skill's analysis after indexing (at 100k skills those maps were most of the
   * heap), and only `--explain`/matched terms need it, for a few skills.
   */
  analyzed(doc: number): AnalyzedDoc | undefined;
}

export interface BuildRouterOptions {
  /** Replaces the spec's analyzer function (e.g. a memoised one); must produce the same terms. */
  readonly terms?: TermsFn;
}

export function buildRouter(skills: readonly RouteSkill[], spec: RouterSpec, options: BuildRouterOptions = {}): Router {
  requireRouteSkills('buildRouter', skills);
  requireObject('buildRouter', 'spec', spec, "a RouterSpec (from resolveSpec('catalog'))", [
    'label',
    'condition',
    'analyzer',
    'scorer',
  ]);
  requireLoaded('buildRouter', skills, conditionNeeds(spec.condition));
  const analyzer: Analyzer = ANALYZERS[spec.analyzer];
  const terms = options.terms ?? analyzer.terms;
  const docs = analyzeCorpus(skills, spec, terms);
  const index = new InvertedIndex(spec, docs);
  const maxDf = bridgedMaxDf(skills.length);
  return {
    spec,
    names: skills.map((s) => s.name),
    skills,
    index,
    terms,
    score: (query) => {
      const own = queryTermSet(query, terms);
      if (analyzer.bridge === undefined) return index.search(own);
      return index.search(own, analyzer.bridge(query, own), maxDf);
    },
    analyzed: (doc) => {
      const skill = skills[doc];
      return skill === undefined ? undefined : analyzeCorpus([skill], spec, terms)[0];
    },
  };
}

/** Wraps an analyzer with a text → terms cache (the terms arrays are shared: do not mutate). */
export function memoizeTerms(terms: TermsFn): TermsFn {
  const cache = new Map<string, string[]>();
  return (text) => {
    let hit = cache.get(text);
    if (hit === undefined) cache.set(text, (hit = terms(text)));
    return hit;
  };
}
