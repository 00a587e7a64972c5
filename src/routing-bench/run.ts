/**
 * `runBench`: every query of a set against every router (condition × analyzer × scorer), then
 * the metrics per router, paired comparisons between routers and a per-query record. Pure:
 * skills and queries in, one result object out; the CLI renders it.
 */
import { requireArray, requireItems, requireObject, requireRouteSkills } from '../base/api.js';
import { LOAD_BODIES, requireLoaded, type LoadNeeds } from '../skills/needs.js';
import { maxOf } from '../base/arrays.js';
import {
  ANALYZERS,
  buildRouter,
  memoizeTerms,
  rankOf,
  resolveSpec,
  resolveThreshold,
  RouterSpecError,
  scorerFamily,
  effectiveNameBonus,
  topK,
  topTie,
  type AnalyzerName,
  type RouteSkill,
  type Router,
  type RouterDefaults,
  type RouterSpec,
  type TermsFn,
  type ThresholdSource,
} from '../route/index.js';
import { checkExpectedNames, isPositive, type BenchQuery } from './queries.js';
import { mcnemarExact, median, proportion, SIGNIFICANCE_LEVEL, type Proportion } from './stats.js';
import { evaluateThreshold, sweepThreshold, type SweepBest } from './sweep.js';
import { breakdown, type Breakdown } from './breakdown.js';
import { findStealers, type Stealer } from './stealers.js';

/** Ranked skills kept per query and router in the per-query record. */
export const PER_QUERY_TOP = 3;

export interface BenchOptions {
  /** Router spellings ("catalog", "body+norm", "excerpt:multi:bm25f") or parsed specs. */
  readonly routers: readonly (string | RouterSpec)[];
  readonly defaults?: Partial<RouterDefaults>;
  /** One threshold for every router; undefined = each scorer's default (idf 0.5, bm25/bm25f none). */
  readonly threshold?: number | null;
  /** Called as each router starts (index build and scoring): `done` of `total` routers finished. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The outcome of one query under one router. */
export interface QueryOutcome {
  readonly router: string;
  /** Best-ranked skills (score > 0), at most PER_QUERY_TOP. */
  readonly top: readonly { readonly name: string; readonly score: number }[];
  /** Positives: rank of the best expected skill (null = it shares no term). Negatives: null. */
  readonly rank: number | null;
  /** 1/rank, 0 when unranked; null for negatives. */
  readonly reciprocalRank: number | null;
  /** Positives: top-1 is an expected skill. Negatives: top-1 is not a skill it must not go to (or nothing matched). */
  readonly top1Correct: boolean | null;
  /** Routed at the threshold (a top-1 with score ≥ threshold; any top-1 when there is no threshold). */
  readonly routed: boolean;
  /** Whether the outcome is what the query wants: positives routed to an expected skill, negatives not routed to a forbidden one. */
  readonly ok: boolean;
  /**
   * Skills sharing the best score when two or more do (name order), else null. A tie counts
   * against the query: a positive is top-1 right only when every tied skill is expected, a
   * negative only when no tied skill is forbidden (see `scoreQuery`).
   */
  readonly tie: readonly string[] | null;
}

export interface PerQuery {
  readonly id: string;
  readonly line: number;
  readonly query: string;
  /** Expected skills; null for negatives. */
  readonly expect: readonly string[] | null;
  /** skill-creator negatives: the skill that must not be routed to. */
  readonly mustNotRoute: string | null;
  readonly lang: string | null;
  readonly cue: string | null;
  readonly results: readonly QueryOutcome[];
}

export interface ThresholdReport {
  /** The threshold used for accepted/rejected shares; null when none (bm25 without --threshold). */
  readonly value: number | null;
  readonly source: ThresholdSource;
  /** Positives whose top-1 is right AND scores ≥ threshold (null without threshold). */
  readonly acceptedPositives: Proportion | null;
  /** Negatives not routed to a forbidden skill at the threshold (null without threshold). */
  readonly rejectedNegatives: Proportion | null;
  /** The sweep's best-separating threshold (Youden's J); null without positives and negatives. */
  readonly best: SweepBest | null;
  /** Highest score with which a negative would be wrongly routed; null when none would be. */
  readonly bestNegativeScore: number | null;
  /** Median over positives of their top-1 score (0 when nothing matched). */
  readonly medianBestPositiveScore: number | null;
}

export interface ConditionReport {
  readonly name: string;
  readonly condition: string;
  readonly analyzer: AnalyzerName;
  readonly scorer: RouterSpec['scorer'];
  /** Scorer parameters (null for idf). */
  readonly params: Readonly<Record<string, unknown>> | null;
  readonly top1: Proportion;
  readonly top3: Proportion;
  /**
   * Positives whose expected skill shares the best score with a skill not expected: counted as
   * top-1 misses (the name order would have credited about half of them by chance).
   */
  readonly tiedAtTop1: number;
  /** Mean reciprocal rank over positives (unranked = 0); null without positives. */
  readonly mrr: number | null;
  readonly threshold: ThresholdReport;
  readonly stealers: readonly Stealer[];
  readonly byLang: readonly Breakdown[];
  readonly byCue: readonly Breakdown[];
}

export interface Comparison {
  readonly a: string;
  readonly b: string;
  /** Positives both were scored on. */
  readonly n: number;
  readonly aHits: number;
  readonly bHits: number;
  /** Discordant pairs: top-1 right under a only / under b only. */
  readonly onlyA: number;
  readonly onlyB: number;
  /** Exact two-sided McNemar p-value on top-1. */
  readonly pValue: number;
  readonly significant: boolean;
  /** The router with more top-1 hits; null on a tie. */
  readonly better: string | null;
}

export interface BenchResult {
  readonly skills: number;
  readonly queries: { readonly positives: number; readonly negatives: number };
  readonly conditions: readonly ConditionReport[];
  readonly comparisons: readonly Comparison[];
  readonly perQuery: readonly PerQuery[];
}

interface Scored {
  readonly outcome: QueryOutcome;
  /** Positives: top-1 score when top-1 is right; null otherwise. */
  readonly sweepPositive: number | null;
  /** Negatives: score with which it would be wrongly routed; null when never. */
  readonly sweepNegative: number | null;
  readonly bestScore: number;
  readonly stolenBy: string | null;
}

/**
 * One query under one router. Ties count against the router: the expected skill's rank puts it
 * behind every unexpected skill with the same score (`tieBreak: 'against'`), so a positive is a
 * top-1 hit only when no other skill matches its score, and a negative is wrongly routed when a
 * forbidden skill shares the best score — a host choosing among equals may well choose it.
 * Not 1/k per k-way tie: hits stay whole numbers, so the Wilson intervals and the exact McNemar
 * test apply unchanged; `tiedAtTop1` says how many misses were ties.
 */
function scoreQuery(router: Router, q: BenchQuery, threshold: number | null): Scored {
  const scoring = router.score(q.query);
  const names = router.names;
  const top = topK(scoring.hits, names, PER_QUERY_TOP);
  const first = top[0];
  const tied = first === undefined ? [] : topTie(scoring.hits, names);
  const tie = tied.length > 1 ? tied.map((h) => h.name) : null;
  const routed = first !== undefined && (threshold === null || first.score >= threshold);
  const label = router.spec.label;
  const shown = top.map((h) => ({ name: h.name, score: h.score }));
  if (q.expect.kind === 'skills') {
    const wanted = new Set(q.expect.names);
    const r = rankOf(scoring.hits, names, (d) => wanted.has(names[d] as string), 'against');
    const correct = r !== null && r.rank === 1;
    return {
      outcome: {
        router: label,
        top: shown,
        rank: r?.rank ?? null,
        reciprocalRank: r === null ? 0 : 1 / r.rank,
        top1Correct: correct,
        routed,
        ok: correct && routed,
        tie,
      },
      sweepPositive: correct && first !== undefined ? first.score : null,
      sweepNegative: null,
      bestScore: first?.score ?? 0,
      stolenBy: correct ? null : (tied.find((h) => !wanted.has(h.name))?.name ?? null),
    };
  }
  const not = q.expect.kind === 'not' ? q.expect.name : null;
  const forbidden = first !== undefined && (not === null || tied.some((h) => h.name === not));
  return {
    outcome: {
      router: label,
      top: shown,
      rank: null,
      reciprocalRank: null,
      top1Correct: !forbidden,
      routed,
      ok: !(forbidden && routed),
      tie,
    },
    sweepPositive: null,
    sweepNegative: forbidden && first !== undefined ? first.score : null,
    bestScore: first?.score ?? 0,
    stolenBy: null,
  };
}

/** A positive missed only because its expected skill shares the best score with another. */
function isTiedMiss(o: QueryOutcome, q: BenchQuery): boolean {
  if (o.tie === null || o.top1Correct === true || q.expect.kind !== 'skills') return false;
  const names = q.expect.names;
  return o.tie.some((n) => names.includes(n));
}

function paramsOf(spec: RouterSpec): Record<string, unknown> | null {
  const family = scorerFamily(spec.scorer);
  if (family === 'bm25') return { ...spec.bm25 };
  if (family === 'bm25f')
    return {
      k1: spec.bm25f.k1,
      b: spec.bm25f.b,
      weights: { ...spec.bm25f.weights },
      nameBonus: effectiveNameBonus(spec.bm25f),
    };
  return null;
}

/**
 * What the routing bench reads besides its routers' conditions: the bodies, for the size of each
 * skill that steals queries (stealers.ts), whatever the conditions.
 */
export const BENCH_NEEDS: LoadNeeds = LOAD_BODIES;

export function runBench(
  skills: readonly RouteSkill[],
  queries: readonly BenchQuery[],
  options: BenchOptions,
): BenchResult {
  requireRouteSkills('runBench', skills);
  requireLoaded('runBench', skills, BENCH_NEEDS);
  requireItems('runBench', 'queries', queries, 'an array of queries (from parseQueries)', ['id', 'query']);
  requireObject('runBench', 'options', options, "BenchOptions { routers: ['catalog', …], defaults, threshold }", [
    'routers',
  ]);
  requireArray(
    'runBench',
    'options.routers',
    options.routers,
    "an array of router spellings or specs (['catalog', 'body+norm'])",
  );
  checkExpectedNames(
    queries,
    skills.map((s) => s.name),
  );
  const specs = options.routers.map((r) => resolveSpec(r, options.defaults));
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s.label))
      throw new RouterSpecError({
        code: 'duplicate-router',
        message: `router '${s.label}' is listed twice`,
        data: { spec: s.label },
      });
    seen.add(s.label);
  }
  // One memoised analyzer per analyzer name: conditions share texts (bodies, queries).
  const termsBy = new Map<AnalyzerName, TermsFn>();
  const termsFor = (a: AnalyzerName): TermsFn => {
    let t = termsBy.get(a);
    if (t === undefined) termsBy.set(a, (t = memoizeTerms(ANALYZERS[a].terms)));
    return t;
  };
  const positives = queries.filter(isPositive);
  const negatives = queries.filter((q) => !isPositive(q));
  const perRouter: Scored[][] = [];
  const conditions: ConditionReport[] = specs.map((spec, i) => {
    options.onProgress?.(i, specs.length);
    const router = buildRouter(skills, spec, { terms: termsFor(spec.analyzer) });
    const th = resolveThreshold(spec, options.threshold === undefined ? undefined : options.threshold);
    const scored = queries.map((q) => scoreQuery(router, q, th.value));
    perRouter.push(scored);
    const pos = scored.filter((_, i) => isPositive(queries[i] as BenchQuery));
    const neg = scored.filter((_, i) => !isPositive(queries[i] as BenchQuery));
    const sweepInput = { positives: pos.map((s) => s.sweepPositive), negatives: neg.map((s) => s.sweepNegative) };
    const at = th.value === null ? null : evaluateThreshold(sweepInput, th.value);
    const negScores = neg.map((s) => s.sweepNegative).filter((s): s is number => s !== null);
    return {
      name: spec.label,
      condition: spec.label.split(':')[0] as string,
      analyzer: spec.analyzer,
      scorer: spec.scorer,
      params: paramsOf(spec),
      top1: proportion(pos.filter((s) => s.outcome.top1Correct === true).length, pos.length),
      top3: proportion(pos.filter((s) => s.outcome.rank !== null && s.outcome.rank <= 3).length, pos.length),
      tiedAtTop1: pos.filter((s, k) => isTiedMiss(s.outcome, positives[k] as BenchQuery)).length,
      mrr: pos.length === 0 ? null : pos.reduce((sum, s) => sum + (s.outcome.reciprocalRank ?? 0), 0) / pos.length,
      threshold: {
        value: th.value,
        source: th.source,
        acceptedPositives: at?.acceptedPositives ?? null,
        rejectedNegatives: at?.rejectedNegatives ?? null,
        best: sweepThreshold(sweepInput),
        bestNegativeScore: negScores.length === 0 ? null : maxOf(negScores, 0),
        medianBestPositiveScore: median(pos.map((s) => s.bestScore)),
      },
      stealers: findStealers(
        skills,
        queries,
        scored.map((s) => s.stolenBy),
      ),
      byLang: breakdown(
        queries,
        scored.map((s) => s.outcome),
        (q) => q.lang,
      ),
      byCue: breakdown(
        queries,
        scored.map((s) => s.outcome),
        (q) => q.cue,
      ),
    };
  });
  return {
    skills: skills.length,
    queries: { positives: positives.length, negatives: negatives.length },
    conditions,
    comparisons: compareAll(conditions, perRouter, queries),
    perQuery: queries.map((q, i) => ({
      id: q.id,
      line: q.line,
      query: q.query,
      expect: q.expect.kind === 'skills' ? q.expect.names : null,
      mustNotRoute: q.expect.kind === 'not' ? q.expect.name : null,
      lang: q.lang,
      cue: q.cue,
      results: perRouter.map((scored) => (scored[i] as Scored).outcome),
    })),
  };
}

/** Every pair of routers, in listing order, compared on top-1 over the positives. */
function compareAll(
  conditions: readonly ConditionReport[],
  perRouter: readonly Scored[][],
  queries: readonly BenchQuery[],
): Comparison[] {
  const out: Comparison[] = [];
  // Paired top-1 comparisons are over positives; with none there is nothing to compare.
  if (!queries.some(isPositive)) return out;
  for (let i = 0; i < conditions.length; i++) {
    for (let j = i + 1; j < conditions.length; j++) {
      let onlyA = 0;
      let onlyB = 0;
      let aHits = 0;
      let bHits = 0;
      let n = 0;
      queries.forEach((q, k) => {
        if (!isPositive(q)) return;
        n++;
        const a = perRouter[i]?.[k]?.outcome.top1Correct === true;
        const b = perRouter[j]?.[k]?.outcome.top1Correct === true;
        if (a) aHits++;
        if (b) bHits++;
        if (a && !b) onlyA++;
        if (b && !a) onlyB++;
      });
      const pValue = mcnemarExact(onlyA, onlyB);
      const nameA = (conditions[i] as ConditionReport).name;
      const nameB = (conditions[j] as ConditionReport).name;
      out.push({
        a: nameA,
        b: nameB,
        n,
        aHits,
        bHits,
        onlyA,
        onlyB,
        pValue,
        significant: pValue < SIGNIFICANCE_LEVEL,
        better: aHits === bHits ? null : aHits > bHits ? nameA : nameB,
      });
    }
  }
  return out;
}
