/**
 * `runCheck` (a loaded SkillSet) and `checkStream` (skills read one at a time, what the CLI
 * runs): one engine (fold.ts) — each skill checked while it streams by, set-wide rules at the end
 * on text-free facts, severities applied once, then the summary and the budgets section (what a
 * baseline compares). Pure: nothing is written here; `checkStream` reads only through its stream.
 */
import { requireArray, requireObject, requireOptions } from '../base/api.js';
import type { SkillSet, UnreadHidden } from '../skills/model.js';
import type { ReadScope } from '../skills/scope.js';
import { LOAD_ALL, provides, requireLoaded, type LoadNeeds } from '../skills/needs.js';
import type { SkillStream } from '../skills/stream.js';
import { getEncoding } from '../tokenizer/index.js';
import type { CountCache } from '../tokenizer/count-cache.js';
import { checkFold, simulateHostListings, type CheckFold } from './fold.js';
import type { HostId, HostListing } from '../hosts/types.js';
import { resolveCheckOptions, type CheckOptions, type ResolvedCheckOptions } from './options.js';
import type { CheckProfile, Diagnostic, RawFinding } from './types.js';

export { compareFindings, summarizeFindings } from './fold.js';
export type { CheckFold, CheckRest } from './fold.js';

/**
 * What the check reads: bodies (links, sizes, SK411), resource text (reference tokens) and hashes
 * (duplicate files) — everything.
 */
export const CHECK_NEEDS: LoadNeeds = LOAD_ALL;

export interface CheckSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  /** Skill files checked. */
  readonly files: number;
}

export interface HostBudget {
  readonly unit: 'chars' | 'tokens';
  readonly budget: number | null;
  readonly size: number;
  readonly fullSize: number;
  readonly overBy: number;
  readonly full: number;
  readonly cut: number;
  readonly nameOnly: number;
  readonly omitted: number;
  readonly skipped: number;
  /** With several install units: the unit these numbers are of (the one furthest over). */
  readonly installUnit?: string;
}

/** One install unit's numbers (several units: `BudgetReport.units`). */
interface UnitBudget {
  readonly installUnit: string;
  /** With several install units: the unit with the largest catalog (named by `unit`). */
  readonly catalog: {
    readonly tokens: number;
    readonly max: number;
    readonly skills: number;
    readonly installUnit?: string;
  };
  readonly hosts: Partial<Record<HostId, HostBudget>>;
  /** Every install unit's numbers, when the tree has several (or the `--install` set's). */
  readonly units?: readonly UnitBudget[];
}

/** The numbers a ratchet compares between runs. */
export interface BudgetReport {
  readonly encoding: string;
  readonly windowTokens: number;
  /** With several install units: the unit with the largest catalog (named by `unit`). */
  readonly catalog: {
    readonly tokens: number;
    readonly max: number;
    readonly skills: number;
    readonly installUnit?: string;
  };
  readonly hosts: Partial<Record<HostId, HostBudget>>;
  /** Every install unit's numbers, when the tree has several (or the `--install` set's). */
  readonly units?: readonly UnitBudget[];
}

export interface CheckResult {
  /** The directory as given. */
  readonly dir: string;
  readonly profile: CheckProfile;
  readonly findings: readonly Diagnostic[];
  readonly summary: CheckSummary;
  readonly budgets: BudgetReport;
  readonly listings: readonly HostListing[];
  /** Per skill file, a hash of its content (see fingerprint.ts): what a later `--baseline` compares. */
  readonly fingerprints?: Readonly<Record<string, string>>;
  /** SKILL.md files in hidden folders the loader did not enter (`SkillSet.unreadHidden`); absent when none. */
  readonly unreadHidden?: UnreadHidden;
  /** The layout, install units and folders the check read. */
  readonly read?: ReadScope;
}

export function simulateHosts(
  set: SkillSet,
  options: ResolvedCheckOptions,
  onHost?: (done: number, total: number) => void,
): HostListing[] {
  return simulateHostListings(set.skills, options, onHost);
}

/**
 * A phase of a check long enough on thousands of skills to deserve a progress line: each skill
 * as it streams by, the host simulations, then the set-wide rule families.
 */
export type CheckPhase = 'skills' | 'hosts' | 'rules';

/** What a progress line calls each phase (`check`, `hook check` and `report` draw the same words). */
export const CHECK_PHASE_LABELS = {
  skills: 'checking skills',
  hosts: 'simulating host listings',
  rules: 'running set-wide rules',
} as const satisfies Record<CheckPhase, string>;

/** Callbacks a caller may pass to watch a long run (the CLI draws progress on a TTY). */
export interface CheckHooks {
  /**
   * Called after each skill is checked (`skills`), and as each host simulation or set-wide rule
   * family starts (`hosts`, `rules`): `done` of `total` finished so far.
   */
  readonly onProgress?: (phase: CheckPhase, done: number, total: number) => void;
  /**
   * Token counts memoised by content, shared with other passes over the same skills (`report`
   * passes the one its audit filled, so no file is tokenised twice). Default: a fresh cache.
   */
  readonly countCache?: CountCache;
}

/**
 * The check of a loaded SkillSet: the streamed engine run over the set's skills in order.
 * `extra`: findings made outside the rules (SK107 from `--fix`'s write phase); they get their
 * severity here with every other finding. `hooks`: progress callbacks for long runs.
 */
export function runCheck(
  set: SkillSet,
  options: CheckOptions = {},
  extra: readonly RawFinding[] = [],
  hooks: CheckHooks = {},
): CheckResult {
  requireObject('runCheck', 'set', set, 'a SkillSet (from loadSkills)', ['root', 'skills']);
  requireArray('runCheck', 'set.skills', set.skills, 'an array of skills');
  requireOptions('runCheck', options, 'CheckOptions');
  requireArray('runCheck', 'extra', extra, 'an array of findings');
  const resolved = resolveCheckOptions(options);
  const fold = checkFold(resolved, getEncoding(resolved.encoding), set.skills.length, hooks);
  for (const skill of set.skills) fold.add(skill);
  return fold.finish(set, extra);
}

/**
 * The check of a stream read one skill at a time (openSkills with CHECK_NEEDS): the same result
 * as `runCheck(loadSkills(…))`, holding a batch of skills' texts at a time (CHECK_BATCH_SKILLS) instead of the directory's.
 */
export function checkStream(
  stream: SkillStream,
  options: CheckOptions = {},
  extra: readonly RawFinding[] = [],
  hooks: CheckHooks = {},
): CheckResult {
  requireObject('checkStream', 'stream', stream, 'a SkillStream (from openSkills)', ['root', 'skills', 'finish']);
  requireOptions('checkStream', options, 'CheckOptions');
  requireArray('checkStream', 'extra', extra, 'an array of findings');
  if (!provides(stream.loaded, CHECK_NEEDS)) requireLoaded('checkStream', [{ loaded: stream.loaded }], CHECK_NEEDS);
  const fold = startCheck(options, stream.total, hooks);
  for (const skill of stream.skills()) fold.add(skill);
  return fold.finish({ root: stream.root, layout: stream.layout, ...stream.finish() }, extra);
}

/**
 * The engine as a fold, for a caller that feeds one stream to several consumers (`report` hands
 * each skill to the audit and to the check, so the directory is read once): `add` each skill
 * (CHECK_NEEDS loaded), then `finish` with the stream's set-level parts. `total`: skills expected
 * (progress only).
 */
export function startCheck(options: CheckOptions = {}, total = 0, hooks: CheckHooks = {}): CheckFold {
  requireOptions('startCheck', options, 'CheckOptions');
  const resolved = resolveCheckOptions(options);
  return checkFold(resolved, getEncoding(resolved.encoding), total, hooks);
}

export interface ExitPolicy {
  /** Fail when more than this many warnings are counted. */
  readonly maxWarnings?: number;
}

/**
 * Why a run fails: counted errors (with `--strict`, every warning is one), too many warnings,
 * or — under `--baseline` — a budget finding worse than its baseline twin, whatever its
 * severity (the ratchet's promise: debt may stay, it may not grow).
 */
export type FailReason = 'errors' | 'max-warnings' | 'baseline-worse';

/** The outcome of a run, decided once here; renderers show it and the CLI turns it into the exit code. */
export interface CheckVerdict {
  readonly failed: boolean;
  /** Set when `failed`. */
  readonly reason?: FailReason;
  /** The policy's limit, when one was given (renderers explain a `max-warnings` failure with it). */
  readonly maxWarnings?: number;
}

export function checkVerdict(
  result: Pick<CheckResult, 'summary'> & { readonly baseline?: { readonly worse: number } },
  policy: ExitPolicy = {},
): CheckVerdict {
  const limit = policy.maxWarnings === undefined ? {} : { maxWarnings: policy.maxWarnings };
  if (result.summary.errors > 0) return { failed: true, reason: 'errors', ...limit };
  if (policy.maxWarnings !== undefined && result.summary.warnings > policy.maxWarnings)
    return { failed: true, reason: 'max-warnings', ...limit };
  if ((result.baseline?.worse ?? 0) > 0) return { failed: true, reason: 'baseline-worse', ...limit };
  return { failed: false, ...limit };
}

/** 0 when nothing counted fails the run, else 1 (usage errors are thrown, never returned). */
export function checkExitCode(
  result: Pick<CheckResult, 'summary'> & { readonly baseline?: { readonly worse: number } },
  policy: ExitPolicy = {},
): 0 | 1 {
  return checkVerdict(result, policy).failed ? 1 : 0;
}
