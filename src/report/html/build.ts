/**
 * The report pipeline as a library call: one stream of the skills feeds the audit and the check
 * (each skill read and tokenised once, a batch of skills' texts in memory at a time); with a
 * query set the routing sections (benchmark, cost, suggestions) run on the skills kept at the
 * level they read; the results go to the pure page builder. Returns the page; writing it is the
 * caller's job. What the CLI adds — progress, the empty-run check, out-of-sample figures read
 * from other files — comes in through hooks.
 */
import { auditStream } from '../../audit/audit.js';
import type { AuditBudgets, AuditResult } from '../../audit/types.js';
import { BENCH_NEEDS, runBench, type BenchQuery, type BenchResult } from '../../routing-bench/index.js';
import { listingSkills, viewHosts } from '../../hosts/index.js';
import { CHECK_PHASE_LABELS, startCheck } from '../../check/engine.js';
import type { CheckOptions } from '../../check/options.js';
import type { HostId } from '../../hosts/types.js';
import {
  costNeeds,
  DEFAULT_STRATEGIES,
  defaultStrategiesFor,
  parseCostRouter,
  parseStrategy,
  runCost,
  type CostResult,
} from '../../cost/index.js';
import type { RouterSpec } from '../../route/index.js';
import type { LoadProblem, Resource, Skill, SkillSet } from '../../skills/model.js';
import { LOAD_FRONTMATTER, mergeNeeds, type LoadNeeds } from '../../skills/needs.js';
import type { SkillStream } from '../../skills/stream.js';
import { routerSeesDescription, suggestEdits } from '../../suggest/index.js';
import { createCountCache } from '../../tokenizer/count-cache.js';
import type { Encoding } from '../../tokenizer/types.js';
import { reportBenchFrom, reportCheckFrom, reportHostsFrom } from './adapt.js';
import type { ReportBench } from './model.js';
import { renderReportHtml } from './page.js';
import type { ReportSuggest } from './sections/suggest.js';

export interface BuildReportOptions {
  /** Loaded encodings; the first is charted, and the check counts in it. */
  readonly encodings: readonly Encoding[];
  readonly windowTokens: number;
  readonly auditBudgets: Partial<AuditBudgets>;
  readonly check: CheckOptions;
  /** Hosts whose listings the suggestions are checked against. */
  readonly hosts: readonly HostId[];
  readonly title: string;
  readonly generator: string;
  readonly generatedAt: string;
  /** The routing benchmark, its cost and suggestion sections; absent: audit and check only. */
  readonly bench?: {
    readonly queries: readonly BenchQuery[];
    readonly queriesFile: string;
    readonly routers: readonly RouterSpec[];
    readonly threshold: number | undefined;
    /** Out-of-sample threshold figures for the benchmark's result (bench's --calibrate-on, --folds). */
    readonly outOfSample?: (result: BenchResult) => Parameters<typeof reportBenchFrom>[3];
  };
}

export interface BuildReportHooks {
  /** A phase (and its counts) for a progress line; also where a long run may be stopped. */
  readonly step?: (label: string, done?: number, total?: number) => void;
  /** After the skills are read (count, the loader's problems, the skills kept for routing): may throw to refuse an empty run. */
  readonly loaded?: (count: number, problems: readonly LoadProblem[], kept: readonly Skill[]) => void;
}

/** What the routing sections read of each skill (bench's bodies; cost's resource list for its search strategies). */
function routingSectionNeeds(): LoadNeeds {
  return mergeNeeds(BENCH_NEEDS, costNeeds(defaultStrategies()));
}

function defaultStrategies(): ReturnType<typeof parseStrategy> extends infer R
  ? R extends { ok: true; strategy: infer S }
    ? S[]
    : never
  : never {
  return DEFAULT_STRATEGIES.map((name) => {
    const parsed = parseStrategy(name);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.strategy;
  });
}

/** A resource as loaded at `needs` (the stream read it at the audit's level, with its text). */
function resourceAtLevel(r: Resource, needs: LoadNeeds): Resource {
  return { ...r, text: needs.resources === 'text' ? r.text : null, sha256: needs.hashes ? r.sha256 : '' };
}

/** A skill as loaded at `needs`: what is not kept is let go with the rest of the stream's skill. */
function atLevel(skill: Skill, needs: LoadNeeds): Skill {
  return {
    ...skill,
    body: needs.body ? skill.body : '',
    source: needs.body ? skill.source : '',
    resources: needs.resources === 'none' ? [] : skill.resources.map((r) => resourceAtLevel(r, needs)),
    loaded: needs,
  };
}

/** The cost section's run: `skillscope cost`'s defaults (every strategy, its router), no prices. */
function reportCost(
  set: SkillSet,
  queries: readonly BenchQuery[],
  encoding: Encoding,
  windowTokens: number,
  onProgress: (done: number, total: number) => void,
): CostResult {
  const router = parseCostRouter();
  if (!router.ok) throw new Error(router.message);
  const strategies = defaultStrategiesFor(defaultStrategies(), set.skills.length);
  return runCost(set, { strategies, encoding, windowTokens, router: router.spec, queries, onProgress });
}

/** The page for `stream` (opened with AUDIT_NEEDS). */
export function buildReport(stream: SkillStream, options: BuildReportOptions, hooks: BuildReportHooks = {}): string {
  const step = hooks.step ?? (() => {});
  const enc = options.encodings[0];
  if (enc === undefined) throw new Error('buildReport needs at least one encoding');
  const sections = options.bench === undefined ? null : routingSectionNeeds();
  const kept: Skill[] = [];
  let rest: ReturnType<SkillStream['finish']> | undefined;
  // One count cache for every section: a body or file the audit counted is not tokenised again.
  const countCache = createCountCache();
  // Per-skill progress is the audit's 'reading skills'; the check draws its later phases.
  const checking = startCheck(options.check, stream.total, {
    countCache,
    onProgress: (phase, done, total) => phase !== 'skills' && step(CHECK_PHASE_LABELS[phase], done, total),
  });
  // The page's audit charts use the same body budgets as the check section (config may move them).
  const audit: AuditResult = auditStream(
    { ...stream, finish: () => (rest = stream.finish()) },
    {
      countCache,
      onProgress: (done, total) => step('reading skills', done, total),
      onSkill: (skill) => {
        checking.add(skill);
        if (sections !== null) kept.push(atLevel(skill, sections));
      },
      encodings: [...options.encodings],
      budgets: options.auditBudgets,
    },
  );
  const problems = rest?.problems ?? [];
  hooks.loaded?.(audit.skills.length, problems, kept);
  const check = checking.finish(
    {
      root: stream.root,
      layout: stream.layout,
      sharedResources: rest?.sharedResources ?? [],
      problems,
      pluginRoots: rest?.pluginRoots,
      unreadHidden: rest?.unreadHidden,
      units: rest?.units,
      folders: rest?.folders,
    },
    [],
  );
  const set: SkillSet = {
    root: stream.root,
    layout: stream.layout,
    skills: kept,
    sharedResources: sections === null ? [] : (rest?.sharedResources ?? []).map((r) => resourceAtLevel(r, sections)),
    problems,
    loaded: sections ?? LOAD_FRONTMATTER,
  };
  let bench: ReportBench | null = null;
  let cost = null;
  let suggest: ReportSuggest | null = null;
  const b = options.bench;
  if (b !== undefined) {
    const { queries, queriesFile, routers, threshold } = b;
    const result = runBench(set.skills, queries, {
      routers: [...routers],
      threshold,
      onProgress: (done, total) => step('routing bench, routers', done, total),
    });
    bench = reportBenchFrom(result, queriesFile, audit, b.outOfSample?.(result));
    cost = {
      queriesFile,
      result: reportCost(set, queries, enc, options.windowTokens, (done, total) =>
        step('costing strategies', done, total),
      ),
    };
    // "What to change": suggest under the first router that sees descriptions.
    const router = routers.find(routerSeesDescription);
    if (router !== undefined) {
      step('searching description edits');
      suggest = {
        queriesFile,
        result: suggestEdits(set.skills, queries, {
          router,
          tokens: { name: enc.name, count: (t) => enc.count(t) },
          listing: { skills: listingSkills(set), hosts: options.hosts, params: { windowTokens: options.windowTokens } },
        }),
      };
    }
  }
  // Every host profile's view, as `skillscope hosts DIR` gives it (the project only: no home folder).
  const hosts = reportHostsFrom(viewHosts({ project: set.skills }, { windowTokens: options.windowTokens }));
  step('rendering the page');
  return renderReportHtml({
    title: options.title,
    generator: options.generator,
    generatedAt: options.generatedAt,
    audit,
    check: reportCheckFrom(check),
    bench,
    cost,
    suggest,
    hosts,
  });
}
