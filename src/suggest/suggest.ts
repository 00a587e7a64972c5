/**
 * `suggestEdits`: for every skill that loses requests under a router, the few words whose
 * addition to its description routes the most of its missed requests to it — chosen on one
 * half of the requests, measured exactly on both halves and on all — with what each edit
 * breaks, what it costs in catalog tokens and host listing space, and the requests no word of
 * the skill's own can reach. Pure: skills, queries and (optionally) a tokenizer and the host
 * listing inputs in; one result object out. The CLI renders it.
 */
import { requireItems, requireOptions, requireRouteSkills } from '../base/api.js';
import { checkExpectedNames, isPositive, type BenchQuery } from '../routing-bench/queries.js';
import { proportion, type Proportion } from '../routing-bench/stats.js';
import { simulateListing } from '../hosts/index.js';
import type { HostId, HostParams, ListingSkill } from '../hosts/types.js';
import { catalogEntryText } from '../audit/catalog.js';
import {
  ANALYZERS,
  memoizeTerms,
  resolveSpec,
  scorerFamily,
  RouterSpecError,
  type AnalyzerName,
  type RouteSkill,
  type RouterDefaults,
  type RouterSpec,
  type TermsFn,
} from '../route/index.js';
import { CatalogEvaluator, type Outcome } from './evaluate.js';
import { reachability, SkillVocabulary } from './reach.js';
import { DEFAULT_MAX_TERMS, MAX_MAX_TERMS, missesOf, searchProposal, type SearchContext } from './search.js';
import { DEFAULT_SPLIT_SEED, splitQueries, type Half } from './split.js';
import { crossValidateSuggest, DEFAULT_SUGGEST_FOLDS, MAX_SUGGEST_FOLDS, MIN_SUGGEST_FOLDS } from './kfold.js';
import { translationCandidates, wordCandidates, type WordCandidate } from './words.js';
import { proseOf, referenceText } from './prose.js';
import { BRIDGE_DEFAULTS } from '../route/bilingual/bridge.js';
import { zhEnDictionary, type Dictionary } from '../route/bilingual/dictionary.js';
import type {
  Flip,
  HostEffect,
  Proposal,
  SkillSuggestion,
  SuggestResult,
  Top1Halves,
  UnreachableRequest,
} from './types.js';

export interface SuggestOptions {
  /** Router spelling or spec; default "catalog". Must see the description (see `routerSeesDescription`). */
  readonly router?: string | RouterSpec;
  readonly defaults?: Partial<RouterDefaults>;
  /** Most terms per proposal (1–10, default 3). */
  readonly maxTerms?: number;
  /** Seed of the choosing/held-out split and of the folds (default 1). */
  readonly splitSeed?: number;
  /** Folds of the out-of-sample check (2–20, default 5; kfold.ts). */
  readonly folds?: number;
  /**
   * Keep only proposals whose fold-chosen words helped requests they were not chosen on
   * (default true). False reports every proposal the search found (the out-of-sample figures
   * are the same either way).
   */
  readonly heldOutGate?: boolean;
  /** Counts catalog tokens (our tokenizer); omitted → catalogTokens null. */
  readonly tokens?: { readonly name: string; count(text: string): number };
  /** Host listing inputs, aligned with `skills` by index; omitted → no host effects. */
  readonly listing?: {
    readonly skills: readonly ListingSkill[];
    readonly hosts: readonly HostId[];
    readonly params: HostParams;
  };
  /** Called before each skill's search: `done` of `total` skills that lose requests. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Whether a description edit can change this router's scores: the one-field scorers (idf,
 * bm25 and their normalised forms) see only the body under `body` and `excerpt`; the bm25f
 * family always has a description field.
 */
export function routerSeesDescription(spec: RouterSpec): boolean {
  return spec.condition.base === 'catalog' || scorerFamily(spec.scorer) === 'bm25f';
}

function top1Of(
  outcomes: readonly Outcome[],
  queries: readonly BenchQuery[],
  half: readonly Half[],
  which: Half | 'all',
): Proportion {
  let hits = 0;
  let n = 0;
  queries.forEach((q, i) => {
    if (!isPositive(q) || (which !== 'all' && half[i] !== which)) return;
    n++;
    if ((outcomes[i] as Outcome).correct) hits++;
  });
  return proportion(hits, n);
}

function top1Halves(
  before: readonly Outcome[],
  after: readonly Outcome[],
  queries: readonly BenchQuery[],
  half: readonly Half[],
): Top1Halves {
  const change = (w: Half | 'all') => ({
    before: top1Of(before, queries, half, w),
    after: top1Of(after, queries, half, w),
  });
  return { choose: change('choose'), heldOut: change('heldOut'), all: change('all') };
}

function flips(
  before: readonly Outcome[],
  after: readonly Outcome[],
  queries: readonly BenchQuery[],
  half: readonly Half[],
): { fixes: Flip[]; breaks: Flip[] } {
  const fixes: Flip[] = [];
  const breaks: Flip[] = [];
  queries.forEach((q, i) => {
    const b = before[i] as Outcome;
    const a = after[i] as Outcome;
    if (a.correct === b.correct) return;
    const flip: Flip = {
      id: q.id,
      line: q.line,
      half: half[i] as Half,
      expect: q.expect.kind === 'skills' ? q.expect.names : null,
      before: b.top1,
      after: a.top1,
    };
    (a.correct ? fixes : breaks).push(flip);
  });
  return { fixes, breaks };
}

function hostEffects(options: SuggestOptions, doc: number, description: string): HostEffect[] {
  const l = options.listing;
  if (l === undefined) return [];
  const original = l.skills[doc];
  if (original === undefined || original.missing === 'description') return [];
  const edited = l.skills.map((s, i) => (i === doc ? { ...s, description } : s));
  return l.hosts.map((host) => {
    const before = simulateListing(host, l.skills, l.params);
    const after = simulateListing(host, edited, l.params);
    return {
      host,
      unit: after.unit,
      budget: after.budget,
      before: before.fullSize,
      after: after.fullSize,
      overBefore: before.overBy,
      overAfter: after.overBy,
      pushesOver: before.overBy === 0 && after.overBy > 0,
    };
  });
}

const HAN = /\p{Script=Han}/u;

/**
 * The search's context: the words of each skill and the translations its misses may use, built
 * on demand. The dictionary is loaded only when a skill or a request holds Chinese.
 */
function searchContext(
  evaluator: CatalogEvaluator,
  half: readonly Half[],
  df: ReadonlyMap<string, number>,
  maxTerms: number,
): SearchContext {
  let dict: Dictionary | null | undefined;
  const dictionary = (): Dictionary | null => {
    if (dict === undefined) {
      const texts = [
        ...evaluator.skills.flatMap((k) => [k.name, k.description, k.body]),
        ...evaluator.queries.map((q) => q.query),
      ];
      dict = texts.some((t) => HAN.test(t)) ? zhEnDictionary() : null;
    }
    return dict;
  };
  const multi = memoizeTerms(ANALYZERS.multi.terms);
  const words = new Map<number, readonly WordCandidate[]>();
  const skillTerms = new Map<number, ReadonlySet<string>>();
  // What a translation must be backed by: the skill's own words, so its prose (as for its words).
  const ownTexts = new Map<RouteSkill, string>();
  const textOf = (k: RouteSkill): string => {
    let t = ownTexts.get(k);
    if (t === undefined)
      ownTexts.set(k, (t = `${k.description}\n${k.name}\n${proseOf(k.body)}\n${proseOf(referenceText(k))}`));
    return t;
  };
  return {
    evaluator,
    half,
    df,
    maxTerms,
    words(doc) {
      let list = words.get(doc);
      if (list === undefined) {
        const k = evaluator.skills[doc] as RouteSkill;
        const d = dictionary();
        list = [
          ...wordCandidates(k.name.replace(/[-_]/g, ' '), 'name', evaluator.terms, d),
          ...wordCandidates(k.body, 'body', evaluator.terms, d),
          ...wordCandidates(referenceText(k), 'references', evaluator.terms, d),
        ];
        words.set(doc, list);
      }
      return list;
    },
    translations(doc, i) {
      const d = dictionary();
      if (d === null) return [];
      const k = evaluator.skills[doc] as RouteSkill;
      let own = skillTerms.get(doc);
      if (own === undefined) skillTerms.set(doc, (own = new Set(multi(textOf(k)))));
      const q = evaluator.queries[i];
      if (q === undefined) return [];
      return translationCandidates(q.query, textOf(k), own, d, multi, evaluator.terms, BRIDGE_DEFAULTS);
    },
  };
}

function termsByAnalyzer(spec: RouterSpec, routerTerms: TermsFn): Record<AnalyzerName, TermsFn> {
  const out = {} as Record<AnalyzerName, TermsFn>;
  for (const a of Object.keys(ANALYZERS) as AnalyzerName[])
    out[a] = a === spec.analyzer ? routerTerms : memoizeTerms(ANALYZERS[a].terms);
  return out;
}

export function suggestEdits(
  skills: readonly RouteSkill[],
  queries: readonly BenchQuery[],
  options: SuggestOptions = {},
): SuggestResult {
  requireRouteSkills('suggestEdits', skills);
  requireItems('suggestEdits', 'queries', queries, 'an array of queries (from parseQueries)', ['id', 'query']);
  requireOptions('suggestEdits', options, 'SuggestOptions { router, maxTerms, splitSeed, tokens, listing }');
  checkExpectedNames(
    queries,
    skills.map((s) => s.name),
  );
  const spec = resolveSpec(options.router, options.defaults);
  if (!routerSeesDescription(spec)) {
    throw new RouterSpecError({
      code: 'bad-router-spelling',
      message: `router '${spec.label}' does not see descriptions (${spec.scorer} scores only the body under ${spec.condition.base}); use a catalog condition or the bm25f scorer`,
      data: { spec: spec.label },
    });
  }
  const maxTerms = Math.min(Math.max(Math.trunc(options.maxTerms ?? DEFAULT_MAX_TERMS), 1), MAX_MAX_TERMS);
  const seed = options.splitSeed ?? DEFAULT_SPLIT_SEED;
  const half = splitQueries(queries, seed);
  const evaluator = new CatalogEvaluator(skills, queries, spec);
  const df = new Map<string, number>();
  for (const d of evaluator.docs) {
    const all = new Set<string>();
    for (const f of d.fields) for (const t of f.counts.keys()) all.add(t);
    for (const t of all) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const ctx = searchContext(evaluator, half, df, maxTerms);
  const folds = Math.min(
    Math.max(Math.trunc(options.folds ?? DEFAULT_SUGGEST_FOLDS), MIN_SUGGEST_FOLDS),
    MAX_SUGGEST_FOLDS,
  );
  const cv = crossValidateSuggest(ctx, folds, seed);
  const base = evaluator.baseline;
  const termsBy = termsByAnalyzer(spec, evaluator.terms);
  const vocab = new SkillVocabulary(termsBy);

  const losing = skills.map((_, d) => d).filter((d) => missesOf(ctx, d, 'all').length > 0);
  const suggestions: SkillSuggestion[] = [];
  const unreachable: UnreachableRequest[] = [];
  const edits = new Map<number, string>();
  losing.forEach((doc, k) => {
    options.onProgress?.(k, losing.length);
    const skill = skills[doc] as RouteSkill;
    const all = missesOf(ctx, doc, 'all');
    const stolen = new Map<string, number>();
    for (const i of all) {
      const top = (base[i] as Outcome).top1;
      if (top !== null) stolen.set(top, (stolen.get(top) ?? 0) + 1);
    }
    const searched = searchProposal(ctx, doc);
    // Kept only when the same search, run without each fold, helped that fold's requests.
    const heldOutNet = cv.skillNet.get(doc) ?? 0;
    const gate = options.heldOutGate ?? true;
    const found = 'none' in searched || heldOutNet > 0 || !gate ? searched : ({ none: 'no-held-out-gain' } as const);
    let proposal: Proposal | null = null;
    if (!('none' in found)) {
      edits.set(doc, found.edit.description);
      const f = flips(base, found.outcomes, queries, half);
      const before = catalogEntryText({ name: skill.name, description: skill.description });
      const after = catalogEntryText({ name: skill.name, description: found.edit.description });
      const tok = options.tokens;
      proposal = {
        terms: found.terms,
        placement: found.edit.placement,
        text: found.edit.text,
        description: found.edit.description,
        fixes: f.fixes,
        breaks: f.breaks,
        top1: top1Halves(base, found.outcomes, queries, half),
        catalogTokens:
          tok === undefined
            ? null
            : {
                encoding: tok.name,
                before: tok.count(before),
                after: tok.count(after),
                added: tok.count(after) - tok.count(before),
              },
        hosts: hostEffects(options, doc, found.edit.description),
      };
    }
    const idsOf = (w: Half) => all.filter((i) => half[i] === w).map((i) => (queries[i] as BenchQuery).id);
    suggestions.push({
      skill: skill.name,
      missed: { choose: idsOf('choose'), heldOut: idsOf('heldOut') },
      stealers: [...stolen]
        .map(([s, count]) => ({ skill: s, count }))
        .sort((a, b) => b.count - a.count || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0)),
      proposal,
      noProposal: 'none' in found ? found.none : null,
      heldOutNet,
      dropped: 'none' in searched || !('none' in found) ? null : searched.terms,
    });
    for (const i of all) {
      const q = queries[i] as BenchQuery;
      const r = reachability(q.query, evaluator.requestTerms(i), spec.analyzer, skill, doc, vocab, termsBy);
      if (r === null) continue;
      const fixed = 'none' in found ? false : (found.outcomes[i] as Outcome).correct;
      unreachable.push({
        id: q.id,
        line: q.line,
        half: half[i] as Half,
        skill: skill.name,
        ...r,
        fixedByProposal: fixed,
      });
    }
  });
  options.onProgress?.(losing.length, losing.length);
  const combinedOutcomes = evaluator.run(edits);
  const cf = flips(base, combinedOutcomes, queries, half);
  return {
    router: spec.label,
    skills: skills.length,
    queries: { positives: queries.filter(isPositive).length, negatives: queries.filter((q) => !isPositive(q)).length },
    maxTerms,
    split: {
      seed,
      choose: queries.filter((_, i) => half[i] === 'choose').map((q) => q.id),
      heldOut: queries.filter((_, i) => half[i] === 'heldOut').map((q) => q.id),
    },
    suggestions,
    combined: {
      edits: edits.size,
      fixes: cf.fixes,
      breaks: cf.breaks,
      top1: top1Halves(base, combinedOutcomes, queries, half),
    },
    unreachable: unreachable.sort((a, b) => a.line - b.line || (a.skill < b.skill ? -1 : 1)),
    outOfSample: cv.gain,
  };
}
