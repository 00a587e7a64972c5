/**
 * A built router: the skills analysed under one spec and indexed. Build once, score many
 * requests (the bench scores every query of a file against the same router).
 */
import { requireObject, requireRouteSkills } from '../base/api.js';
import { type Analyzer, ANALYZERS } from './analyzers/index.js';
import { requireLoaded } from '../skills/needs.js';
import { conditionNeeds, type RouteSkill } from './conditions.js';
import {
  analyzeCorpus,
  analyzeCorpusFor,
  internCorpus,
  queryTermSet,
  type AnalyzedDoc,
  type TermsFn,
} from './corpus.js';
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

function checkedInputs(fn: string, skills: readonly RouteSkill[], spec: RouterSpec): void {
  requireRouteSkills(fn, skills);
  requireObject(fn, 'spec', spec, "a RouterSpec (from resolveSpec('catalog'))", [
    'label',
    'condition',
    'analyzer',
    'scorer',
  ]);
  requireLoaded(fn, skills, conditionNeeds(spec.condition));
}

export function buildRouter(skills: readonly RouteSkill[], spec: RouterSpec, options: BuildRouterOptions = {}): Router {
  checkedInputs('buildRouter', skills, spec);
  const analyzer: Analyzer = ANALYZERS[spec.analyzer];
  const terms = options.terms ?? analyzer.terms;
  const index = new InvertedIndex(spec, internCorpus(skills, spec, terms));
  const maxDf = bridgedMaxDf(skills.length);
  return assembled(skills, spec, terms, index, (query) => {
    const own = queryTermSet(query, terms);
    if (analyzer.bridge === undefined) return index.search(own);
    return index.search(own, analyzer.bridge(query, own), maxDf);
  });
}

/**
 * A router for one request (`routeQuery`): its index holds only the request's terms, own and
 * bridged (corpus.ts `analyzeCorpusFor`), with the same postings, idf and impacts as the full
 * index, so it scores that request exactly as `buildRouter` would
 * (test/route/request-router.test.ts). Scoring any other request is refused: its terms may be
 * missing.
 */
export function buildRequestRouter(skills: readonly RouteSkill[], spec: RouterSpec, request: string): Router {
  checkedInputs('buildRouter', skills, spec);
  const analyzer: Analyzer = ANALYZERS[spec.analyzer];
  const terms = analyzer.terms;
  const own = queryTermSet(request, terms);
  const bridged = analyzer.bridge === undefined ? [] : analyzer.bridge(request, own);
  const keep = new Set([...own, ...bridged.map((b) => b.term)]);
  const index = new InvertedIndex(spec, analyzeCorpusFor(skills, spec, terms, keep));
  const maxDf = bridgedMaxDf(skills.length);
  return assembled(skills, spec, terms, index, (query) => {
    if (query !== request) throw new Error('a request router scores only the request it was built for');
    return analyzer.bridge === undefined ? index.search(own) : index.search(own, bridged, maxDf);
  });
}

function assembled(
  skills: readonly RouteSkill[],
  spec: RouterSpec,
  terms: TermsFn,
  index: InvertedIndex,
  score: (query: string) => QueryScoring,
): Router {
  return {
    spec,
    names: skills.map((s) => s.name),
    skills,
    index,
    terms,
    score,
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
