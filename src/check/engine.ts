/**
 * `runCheck`: one pass of every rule family over a loaded SkillSet, then severities applied
 * once, then the summary and the budgets section (what a baseline compares). Pure: the skills
 * are already loaded, nothing is read or written here.
 */
import { pushAll } from '../base/arrays.js';
import { requireArray, requireObject, requireOptions } from '../base/api.js';
import type { SkillSet } from '../skills/model.js';
import { getEncoding } from '../tokenizer/index.js';
import { createCountCache, type CountCache } from '../tokenizer/count-cache.js';
import { createContext } from './context.js';
import { skillFingerprints } from './fingerprint.js';
import { markFixable } from './fixable.js';
import { listingSkills, simulateListing } from './hosts/index.js';
import type { HostId, HostListing } from './hosts/types.js';
import { resolveCheckOptions, type CheckOptions, type ResolvedCheckOptions } from './options.js';
import { RULE_FAMILIES, RULES } from './rules/index.js';
import { applySeverity, effectiveSeverity } from './severity.js';
import type { CheckProfile, Diagnostic, RawFinding, RuleCode } from './types.js';

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
}

/** The numbers a ratchet compares between runs. */
export interface BudgetReport {
  readonly encoding: string;
  readonly windowTokens: number;
  readonly catalog: { readonly tokens: number; readonly max: number; readonly skills: number };
  readonly hosts: Partial<Record<HostId, HostBudget>>;
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
}

export function compareFindings(a: RawFinding, b: RawFinding): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** Counts of the findings that decide the exit code (with a baseline: only the new ones). */
export function summarizeFindings(findings: readonly Diagnostic[], files: number): CheckSummary {
  const counted = findings.filter((f) => f.baseline !== 'existing');
  return {
    errors: counted.filter((f) => f.severity === 'error').length,
    warnings: counted.filter((f) => f.severity === 'warn').length,
    infos: counted.filter((f) => f.severity === 'info').length,
    files,
  };
}

function hostBudget(listing: HostListing): HostBudget {
  const count = (status: string) => listing.entries.filter((e) => e.status === status).length;
  return {
    unit: listing.unit,
    budget: listing.budget,
    size: listing.size,
    fullSize: listing.fullSize,
    overBy: listing.overBy,
    full: count('full'),
    cut: count('cut'),
    nameOnly: count('name-only'),
    omitted: count('omitted'),
    skipped: count('skipped'),
  };
}

/** The skills a host lists: all of them, less those in cold storage (`coldStorage`). */
export function listedSkills(set: SkillSet, options: Pick<ResolvedCheckOptions, 'coldStorage'>): SkillSet['skills'] {
  return options.coldStorage.size === 0 ? set.skills : set.skills.filter((s) => !options.coldStorage.has(s.name));
}

export function simulateHosts(set: SkillSet, options: ResolvedCheckOptions, onHost?: (done: number, total: number) => void): HostListing[] {
  const skills = listingSkills({ ...set, skills: listedSkills(set, options) }, options.usage);
  const params = {
    windowTokens: options.windowTokens,
    listingBudget: options.listingBudget,
    descriptionCut: options.descriptionCut,
    ...(options.claudeSettings ? { claudeSettings: options.claudeSettings } : {}),
  };
  return options.hosts.map((host, i) => {
    onHost?.(i, options.hosts.length);
    return simulateListing(host, skills, params);
  });
}

/** A phase of `runCheck` long enough on thousands of skills to deserve a progress line. */
export type CheckPhase = 'hosts' | 'rules';

/** Callbacks a caller may pass to watch a long run (the CLI draws progress on a TTY). */
export interface CheckHooks {
  /** Called as each host simulation or rule family starts: `done` of `total` finished so far. */
  readonly onProgress?: (phase: CheckPhase, done: number, total: number) => void;
  /**
   * Token counts memoised by content, shared with other passes over the same skills (`report`
   * passes the one its audit filled, so no file is tokenised twice). Default: a fresh cache.
   */
  readonly countCache?: CountCache;
}

/**
 * `extra`: findings made outside the rules (SK107 from `--fix`'s write phase); they get their
 * severity here with every other finding. `hooks`: progress callbacks for long runs.
 */
export function runCheck(set: SkillSet, options: CheckOptions = {}, extra: readonly RawFinding[] = [], hooks: CheckHooks = {}): CheckResult {
  requireObject('runCheck', 'set', set, 'a SkillSet (from loadSkills)', ['root', 'skills']);
  requireArray('runCheck', 'set.skills', set.skills, 'an array of skills');
  requireOptions('runCheck', options, 'CheckOptions');
  requireArray('runCheck', 'extra', extra, 'an array of findings');
  const resolved = resolveCheckOptions(options);
  const encoding = getEncoding(resolved.encoding);
  const progress = hooks.onProgress;
  const listings = simulateHosts(set, resolved, progress && ((done, total) => progress('hosts', done, total)));
  // A rule whose findings would be dropped does not run: severities are still decided once, in
  // applySeverity, but an `off` rule (config, --rule, --profile) costs nothing (issue 15: SK410
  // ran on 10k skills even when off).
  const enabled = (code: RuleCode): boolean => {
    const profile = RULES[code].profile;
    return (profile === undefined || profile === resolved.profile) && effectiveSeverity(code, resolved) !== 'off';
  };
  const ctx = createContext(set, resolved, encoding, listings, hooks.countCache ?? createCountCache(), enabled);
  const raw: RawFinding[] = [];
  RULE_FAMILIES.forEach((family, i) => {
    progress?.('rules', i, RULE_FAMILIES.length);
    if (!family.rules.some((r) => enabled(r.code))) return;
    for (const f of family.check(ctx)) if (enabled(f.code)) raw.push(f);
  });
  pushAll(raw, extra);
  const findings = markFixable(applySeverity(raw, resolved), set).sort(compareFindings);
  const budgets: BudgetReport = {
    encoding: encoding.name,
    windowTokens: resolved.windowTokens,
    catalog: {
      tokens: listedSkills(set, resolved).reduce((sum, s) => sum + ctx.entryTokens(s), 0),
      max: resolved.budgets.catalogMaxTokens,
      skills: listedSkills(set, resolved).length,
    },
    hosts: Object.fromEntries(listings.map((l) => [l.host, hostBudget(l)])),
  };
  return {
    dir: set.root,
    profile: resolved.profile,
    findings,
    summary: summarizeFindings(findings, set.skills.length),
    budgets,
    listings,
    fingerprints: skillFingerprints(set),
  };
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

export function checkVerdict(result: Pick<CheckResult, 'summary'> & { readonly baseline?: { readonly worse: number } }, policy: ExitPolicy = {}): CheckVerdict {
  const limit = policy.maxWarnings === undefined ? {} : { maxWarnings: policy.maxWarnings };
  if (result.summary.errors > 0) return { failed: true, reason: 'errors', ...limit };
  if (policy.maxWarnings !== undefined && result.summary.warnings > policy.maxWarnings) return { failed: true, reason: 'max-warnings', ...limit };
  if ((result.baseline?.worse ?? 0) > 0) return { failed: true, reason: 'baseline-worse', ...limit };
  return { failed: false, ...limit };
}

/** 0 when nothing counted fails the run, else 1 (usage errors are thrown, never returned). */
export function checkExitCode(result: Pick<CheckResult, 'summary'> & { readonly baseline?: { readonly worse: number } }, policy: ExitPolicy = {}): 0 | 1 {
  return checkVerdict(result, policy).failed ? 1 : 0;
}
