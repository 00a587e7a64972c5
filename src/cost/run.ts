/**
 * `runCost`: every strategy on every request, summarised — input tokens per request (min,
 * median, mean, max), calls per request, window fit, dollars per 1,000 requests, and with a
 * query file the share of requests whose target would have been read, with Wilson intervals —
 * and the one-line verdict. Pure: a loaded SkillSet, the queries and an encoding in, data out.
 */
import { requireArray, requireObject, requireOptions } from '../base/api.js';
import { checkExpectedNames, isPositive, type BenchQuery } from '../routing-bench/queries.js';
import { proportion, type Proportion } from '../routing-bench/stats.js';
import type { ClaudeListingSettings } from '../hosts/types.js';
import type { RouterSpec } from '../route/spec.js';
import type { SkillSet } from '../skills/model.js';
import { LOAD_BODIES, requireLoaded, type LoadNeeds } from '../skills/needs.js';
import type { Encoding } from '../tokenizer/types.js';
import { CostContext } from './context.js';
import { costOf, type CostRequest } from './flows.js';
import { DEFAULT_MAX_OPENS, DEFAULT_OUTPUT_TOKENS, DEFAULT_WITHIN_POINTS, type Overhead } from './model.js';
import { dollarsOf, type Pricing } from './price.js';
import type { Strategy } from './strategies.js';
import { costVerdict, type CostVerdict } from './verdict.js';

export const COST_SCHEMA_VERSION = 1;

export interface CostOptions {
  readonly strategies: readonly Strategy[];
  readonly encoding: Pick<Encoding, 'count' | 'name'>;
  readonly windowTokens: number;
  /** Router of the index and listing strategies (a catalog condition). */
  readonly router: RouterSpec;
  /**
   * Claude Code listing settings for `listing:claude-code` (budget fraction, per-entry cap,
   * `skillOverrides`, SLASH_COMMAND_TOOL_CHAR_BUDGET), as `check` applies them; default none.
   */
  readonly claudeSettings?: ClaudeListingSettings;
  readonly maxOpens?: number;
  readonly outputTokens?: number;
  readonly pricing?: Pricing | null;
  /** The query set; absent = one ideal request per skill (expected values over targets). */
  readonly queries?: readonly BenchQuery[];
  readonly withinPoints?: number;
  /** Called after each strategy (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface TokenStats {
  readonly min: number;
  readonly median: number;
  readonly mean: number;
  readonly max: number;
}

export interface StrategyRequest {
  readonly id: string;
  readonly line: number | null;
  /** Input tokens of each call, in order. */
  readonly inputs: readonly number[];
  /** The tool calls between the calls (`tool {json args}`), in order. */
  readonly actions: readonly string[];
  readonly opened: readonly string[];
  readonly fits: boolean;
  /** Target read first / within the open budget, and the request fits the window. */
  readonly top1: boolean;
  readonly withinBudget: boolean;
}

export interface StrategyCost {
  readonly name: string;
  readonly kind: Strategy['kind'];
  /**
   * `full_k` with k below the number of skills: the target is put in by hand (the pool is the target plus k−1 distractors), so
   * it is a bound on what reading the right body costs, not a way to deploy skills; the verdict
   * never picks it.
   */
  readonly oracle: boolean;
  /** Input tokens per request: the sum over its calls. */
  readonly inputTokens: TokenStats;
  /** Largest single call per request (what must fit the window). */
  readonly largestCall: TokenStats;
  readonly calls: { readonly mean: number; readonly max: number };
  readonly window: { readonly fits: number; readonly over: number };
  /** USD per 1,000 requests (input + output), null without prices. */
  readonly dollarsPer1000: number | null;
  /** With a query file; null otherwise. */
  readonly reach: { readonly top1: Proportion; readonly withinBudget: Proportion } | null;
  readonly perRequest: readonly StrategyRequest[];
}

export interface CostResult {
  readonly skills: number;
  readonly encoding: string;
  readonly windowTokens: number;
  readonly router: string;
  readonly maxOpens: number;
  readonly outputTokens: number;
  readonly overhead: Overhead;
  readonly pricing: Pricing | null;
  /** Requests costed; `leftOut` = queries without a target skill (negatives), not costed. */
  readonly requests: { readonly n: number; readonly fromQueries: boolean; readonly leftOut: number };
  readonly strategies: readonly StrategyCost[];
  readonly verdict: CostVerdict;
}

export function tokenStats(values: readonly number[]): TokenStats {
  if (values.length === 0) return { min: 0, median: 0, mean: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  let total = 0;
  for (const v of sorted) total += v;
  const mid = n >> 1;
  const median = n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { min: sorted[0] as number, median, mean: total / n, max: sorted[n - 1] as number };
}

/** The requests of a run: the positives of the query set, or one ideal request per skill. */
export function costRequests(
  set: SkillSet,
  queries: readonly BenchQuery[] | undefined,
): { requests: CostRequest[]; leftOut: number } {
  if (queries === undefined) {
    return {
      requests: set.skills.map((s) => ({ id: s.name, line: null, text: '', targets: [s.name], ideal: true })),
      leftOut: 0,
    };
  }
  // A target that is not in the directory is a typo in the file: QuerySetError names its line.
  checkExpectedNames(
    queries,
    set.skills.map((s) => s.name),
  );
  const requests: CostRequest[] = [];
  for (const q of queries) {
    if (!isPositive(q) || q.expect.kind !== 'skills' || q.expect.names.length === 0) continue;
    requests.push({ id: q.id, line: q.line, text: q.query, targets: q.expect.names, ideal: false });
  }
  return { requests, leftOut: queries.length - requests.length };
}

/**
 * What `runCost` reads of a skill directory (skills/needs.ts): bodies always (every strategy but
 * `none` may read one); resource metadata only for `search`, whose `inspect` step lists each
 * candidate's files; never resource text or hashes.
 */
export function costNeeds(strategies: readonly Strategy[]): LoadNeeds {
  return strategies.some((s) => s.kind === 'search') ? { ...LOAD_BODIES, resources: 'meta' } : LOAD_BODIES;
}

export function runCost(set: SkillSet, options: CostOptions): CostResult {
  requireObject('runCost', 'set', set, 'a SkillSet (from loadSkills)', ['skills', 'root']);
  requireOptions('runCost', options, 'CostOptions { strategies, encoding, windowTokens, router, queries? }');
  requireArray('runCost', 'options.strategies', options.strategies, 'a list of strategies from parseStrategy');
  requireObject('runCost', 'options.encoding', options.encoding, "an Encoding (from getEncoding('o200k_base'))", [
    'count',
    'name',
  ]);
  requireObject('runCost', 'options.router', options.router, 'a RouterSpec (from parseCostRouter)', [
    'label',
    'condition',
  ]);
  requireLoaded('runCost', set.skills, costNeeds(options.strategies));
  const maxOpens = options.maxOpens ?? DEFAULT_MAX_OPENS;
  const outputTokens = options.outputTokens ?? DEFAULT_OUTPUT_TOKENS;
  const pricing = options.pricing ?? null;
  const ctx = new CostContext(set, options.encoding, {
    windowTokens: options.windowTokens,
    maxOpens,
    outputTokens,
    router: options.router,
    ...(options.claudeSettings !== undefined ? { claudeSettings: options.claudeSettings } : {}),
  });
  const { requests, leftOut } = costRequests(set, options.queries);
  const fromQueries = options.queries !== undefined;
  const strategies: StrategyCost[] = [];
  options.strategies.forEach((strategy, done) => {
    const inputs: number[] = [];
    const largest: number[] = [];
    const perRequest: StrategyRequest[] = [];
    let calls = 0;
    let maxCalls = 0;
    let over = 0;
    let usd = 0;
    let top1 = 0;
    let within = 0;
    for (const req of requests) {
      const r = costOf(ctx, strategy, req);
      let total = 0;
      let big = 0;
      for (const c of r.calls) {
        total += c.input;
        if (c.input > big) big = c.input;
      }
      const fits = big <= options.windowTokens;
      if (!fits) over++;
      inputs.push(total);
      largest.push(big);
      calls += r.calls.length;
      if (r.calls.length > maxCalls) maxCalls = r.calls.length;
      if (pricing !== null) usd += dollarsOf(r.calls, pricing);
      const hit1 = fits && r.top1;
      const hitB = fits && r.withinBudget;
      if (hit1) top1++;
      if (hitB) within++;
      perRequest.push({
        id: req.id,
        line: req.line,
        inputs: r.calls.map((c) => c.input),
        actions: r.actions,
        opened: r.opened,
        fits,
        top1: hit1,
        withinBudget: hitB,
      });
    }
    const n = requests.length;
    strategies.push({
      name: strategy.name,
      kind: strategy.kind,
      oracle: strategy.kind === 'full' && strategy.k !== 'all' && strategy.k < set.skills.length,
      inputTokens: tokenStats(inputs),
      largestCall: tokenStats(largest),
      calls: { mean: n === 0 ? 0 : calls / n, max: maxCalls },
      window: { fits: n - over, over },
      dollarsPer1000: pricing === null || n === 0 ? null : (usd / n) * 1000,
      reach: fromQueries ? { top1: proportion(top1, n), withinBudget: proportion(within, n) } : null,
      perRequest,
    });
    options.onProgress?.(done + 1, options.strategies.length);
  });
  return {
    skills: set.skills.length,
    encoding: options.encoding.name,
    windowTokens: options.windowTokens,
    router: options.router.label,
    maxOpens,
    outputTokens,
    overhead: ctx.overhead,
    pricing,
    requests: { n: requests.length, fromQueries, leftOut },
    strategies,
    verdict: costVerdict(strategies, options.withinPoints ?? DEFAULT_WITHIN_POINTS, pricing !== null),
  };
}
