/**
 * The check as a fold over skills, the one engine behind `runCheck` (a loaded
 * SkillSet) and `checkStream` (skills read one at a time). `add` collects skills into a batch of
 * CHECK_BATCH_SKILLS; each full batch runs the per-skill half of every rule family while the
 * batch's texts are in memory and keeps, of each skill, its findings,
 * its text-free facts (facts.ts), its fingerprint and — only when it has a finding `--fix` could
 * remove — the keys `--fix` would quote. `finish` runs the families' shared-resource half on the
 * files outside every skill, simulates the host listings from every catalog entry, runs the
 * set-wide half on the facts, and applies severities once. Memory: one batch of skills plus
 * the facts and findings, not the directory's text.
 *
 * Findings are kept per family and joined in family order, so the final (stable) sort sees them
 * in the order the one-pass-per-family engine produced them.
 */
import { pushAll } from '../base/arrays.js';
import type {
  InstallUnit,
  LoadProblem,
  Resource,
  Skill,
  SkillFolder,
  SkillLayout,
  UnreadHidden,
} from '../skills/model.js';
import { unreadHiddenMember } from '../skills/unread-hidden.js';
import { detach } from '../base/text.js';
import type { Encoding } from '../tokenizer/index.js';
import { createCountCache } from '../tokenizer/count-cache.js';
import { createContext } from './context.js';
import type { BudgetReport, CheckHooks, CheckResult, CheckSummary, HostBudget } from './engine.js';
import { detachValue, resourceFacts, skillFacts, type CheckFacts, type SkillFacts } from './facts.js';
import { skillFingerprint } from './fingerprint.js';
import type { FixableKey } from './fix.js';
import { FIXABLE_CODES, markFixableBy, skillFixableKeys } from './fixable.js';
import { listingSkills, simulateListing } from '../hosts/index.js';
import type { HostId, HostListing, ListingSkill } from '../hosts/types.js';
import type { ResolvedCheckOptions } from './options.js';
import { unitGroups, withoutCopies, worstPerHost, type UnitGroup } from './units.js';
import {
  hostFollowsLinks,
  hostInstallsPackaging,
  hostReadsFolder,
  hostUsesPluginSkillRoots,
} from '../hosts/placement.js';
import { readScope } from '../skills/scope.js';
import { RULE_FAMILIES, RULES } from './rules/index.js';
import type { FamilyRun } from './rules/rule.js';
import { applySeverity, effectiveSeverity } from './severity.js';
import type { Diagnostic, RawFinding, RuleCode } from './types.js';

/**
 * Skills checked together: each family's per-skill half runs over a batch of this many before the
 * next family's. One skill at a time, every body's tokenisation, term scan and link scan
 * alternated with the others and ran ~25 % slower (10,000 generated skills: 12.6 s of CPU, against
 * 10.0 s with batches of 16, 9.6 s with 64 or 256; peak RSS the same, ~440 MB): the tokenizer's
 * tables and each scan's code stay hot through a batch. Memory: this many skills' texts at most.
 * Default 32.
 */
export const CHECK_BATCH_SKILLS = 32;

/** The set-level parts of a load, known after the last skill (SkillStream.finish plus root and layout). */
export interface CheckRest {
  readonly root: string;
  readonly layout: SkillLayout;
  readonly sharedResources: readonly Resource[];
  /** The other files outside every skill, named only (SK215 looks missing paths up among them). */
  readonly otherFiles?: readonly string[] | undefined;
  /** Folders and files the walk saw and did not read (SkillSet.unwalked). */
  readonly unwalked?: readonly string[] | undefined;
  readonly problems: readonly LoadProblem[];
  readonly pluginRoots?: readonly string[] | undefined;
  /** SKILL.md files the walk left out in hidden folders: passed through to the result. */
  readonly unreadHidden?: UnreadHidden | undefined;
  /** The install units (budgets and SK115 per unit); absent: one collection. */
  readonly units?: readonly InstallUnit[] | undefined;
  /** The folders the skills were found in (what the result says it read). */
  readonly folders?: readonly SkillFolder[] | undefined;
}

export interface CheckFold {
  /** Checks one skill; nothing of its texts is kept. */
  add(skill: Skill): void;
  /** After the last skill: the result. `extra`: findings made outside the rules (SK107). */
  finish(rest: CheckRest, extra: readonly RawFinding[]): CheckResult;
}

/** The skills a host lists: all of them, less those in cold storage (`coldStorage`). */
function listedSkills<T extends { readonly name: string }>(
  skills: readonly T[],
  options: Pick<ResolvedCheckOptions, 'coldStorage'>,
): readonly T[] {
  return options.coldStorage.size === 0 ? skills : skills.filter((s) => !options.coldStorage.has(s.name));
}

/**
 * Reported findings less those another reported finding on the same file supersedes
 * (`RuleMeta.supersededBy`): one cause, one finding.
 */
export function withoutSuperseded<T extends Pick<Diagnostic, 'code' | 'file'>>(findings: T[]): T[] {
  if (!findings.some((f) => RULES[f.code].supersededBy !== undefined)) return findings;
  const codesByFile = new Map<string, Set<RuleCode>>();
  for (const f of findings) {
    let codes = codesByFile.get(f.file);
    if (codes === undefined) codesByFile.set(f.file, (codes = new Set()));
    codes.add(f.code);
  }
  return findings.filter(
    (f) => !(RULES[f.code].supersededBy ?? []).some((code) => codesByFile.get(f.file)?.has(code) === true),
  );
}

/**
 * `options` with only the hosts that list a group: those that read its host skill folder in place,
 * or install its packaging for one host (a `.codex-plugin` plugin: Codex); unchanged for the others.
 */
function forGroup(options: ResolvedCheckOptions, group: UnitGroup<unknown>): ResolvedCheckOptions {
  const { hostFolder: folder, packagedFor } = group;
  if (folder !== undefined) return { ...options, hosts: options.hosts.filter((h) => hostReadsFolder(h, folder)) };
  if (packagedFor !== undefined)
    return { ...options, hosts: options.hosts.filter((h) => hostInstallsPackaging(h, packagedFor)) };
  return options;
}

/**
 * The skills of a group each host lists: a host folder's group holds skills linked into it from
 * another host's folder (skills/units-links.ts), which a host that does not follow links leaves
 * out; a plugin's group holds skills outside its skill folders (`templates/skills/x`), which hosts
 * that load plugin skills from those folders only leave out. Unchanged for every other group.
 */
function groupListings(
  listed: readonly ListingSkill[],
  group: Pick<UnitGroup<unknown>, 'hostFolder' | 'outsideSkillRoots'> | undefined,
): (host: HostId) => readonly ListingSkill[] {
  const folder = group?.hostFolder;
  const linkedIn =
    folder === undefined ? [] : listed.filter((s) => s.linkedFrom !== undefined && !s.file.startsWith(`${folder}/`));
  const outside = new Set((group?.outsideSkillRoots ?? []).map((dir) => (dir === '' ? 'SKILL.md' : `${dir}/SKILL.md`)));
  if (linkedIn.length === 0 && outside.size === 0) return () => listed;
  const cache = new Map<string, readonly ListingSkill[]>();
  return (host) => {
    const dropLinked = !hostFollowsLinks(host);
    const dropOutside = hostUsesPluginSkillRoots(host);
    const key = `${dropLinked}/${dropOutside}`;
    let out = cache.get(key);
    if (out === undefined) {
      out = listed.filter((s) => !(dropLinked && linkedIn.includes(s)) && !(dropOutside && outside.has(s.file)));
      cache.set(key, out);
    }
    return out;
  };
}

/** Every host's listing of the skills it lists (catalog fields only: facts or skills). */
export function simulateHostListings(
  skills: readonly Parameters<typeof listingSkills>[0]['skills'][number][],
  options: ResolvedCheckOptions,
  onHost?: (done: number, total: number) => void,
  group?: Pick<UnitGroup<unknown>, 'hostFolder' | 'outsideSkillRoots'>,
): HostListing[] {
  const listed = listingSkills({ skills: listedSkills(skills, options) }, options.usage);
  const params = {
    windowTokens: options.windowTokens,
    listingBudget: options.listingBudget,
    descriptionCut: options.descriptionCut,
    ...(options.claudeSettings ? { claudeSettings: options.claudeSettings } : {}),
  };
  const forHost = groupListings(listed, group);
  return options.hosts.map((host, i) => {
    onHost?.(i, options.hosts.length);
    return simulateListing(host, forHost(host), params);
  });
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

function detachFinding(f: RawFinding): RawFinding {
  return { ...f, file: detach(f.file), message: detach(f.message), data: detachValue(f.data) as RawFinding['data'] };
}

/**
 * @param total skills the stream will yield at most (for progress).
 * @param batchSkills see CHECK_BATCH_SKILLS (tests vary it; 1 checks each skill alone).
 */
export function checkFold(
  options: ResolvedCheckOptions,
  encoding: Encoding,
  total: number,
  hooks: CheckHooks,
  batchSkills = CHECK_BATCH_SKILLS,
): CheckFold {
  const progress = hooks.onProgress;
  // A rule whose findings would be dropped does not run: severities are still decided once, in
  // applySeverity, but an `off` rule (config, --rule, --profile) costs nothing (SK410 alone
  // took seconds on 10,000 skills when it ran while off).
  const enabled = (code: RuleCode): boolean => {
    const profile = RULES[code].profile;
    return (profile === undefined || profile === options.profile) && effectiveSeverity(code, options) !== 'off';
  };
  const ctx = createContext(options, encoding, hooks.countCache ?? createCountCache(), enabled);
  // One run per family with an enabled rule; findings kept per family (see the header).
  const runs: { readonly run: FamilyRun; readonly found: RawFinding[] }[] = RULE_FAMILIES.filter((family) =>
    family.rules.some((r) => enabled(r.code)),
  ).map((family) => ({
    run: family.start(ctx),
    found: [],
  }));
  const facts: SkillFacts[] = [];
  const fingerprints: Record<string, string> = {};
  const fixable = new Map<string, ReadonlySet<FixableKey>>();
  const keep = (found: RawFinding[], list: readonly RawFinding[]): boolean => {
    let any = false;
    for (const f of list) {
      if (!enabled(f.code)) continue;
      found.push(detachFinding(f));
      any ||= FIXABLE_CODES.has(f.code);
    }
    return any;
  };
  // Skills waiting for their turn (at most CHECK_BATCH_SKILLS): each family runs over the batch.
  const batch: Skill[] = [];
  const flush = (): void => {
    const fixableFinding = batch.map(() => false);
    for (const { run, found } of runs) {
      const check = run.skill?.bind(run);
      if (check === undefined) continue;
      batch.forEach((skill, i) => {
        if (keep(found, check(skill))) fixableFinding[i] = true;
      });
    }
    batch.forEach((skill, i) => {
      // Only a skill with a finding --fix could remove has its source parsed for fixable keys.
      if (fixableFinding[i] === true) fixable.set(detach(skill.file), skillFixableKeys(skill));
      fingerprints[detach(skill.file)] = skillFingerprint(skill);
      facts.push(skillFacts(skill, ctx.entryTokens(skill)));
      progress?.('skills', facts.length, total);
    });
    batch.length = 0;
  };
  return {
    add(skill) {
      batch.push(skill);
      if (batch.length >= batchSkills) flush();
    },
    finish(rest, extra) {
      flush();
      for (const resource of rest.sharedResources) {
        for (const { run, found } of runs)
          if (run.sharedResource !== undefined) keep(found, run.sharedResource(resource));
      }
      const groups = unitGroups(facts, rest.units, options.install);
      const onHost = progress && ((done: number, n: number) => progress('hosts', done, n));
      const perGroup = groups.map((g) =>
        simulateHostListings(g.skills, forGroup(options, g), onHost, g).map((l) =>
          g.unit === undefined ? l : { ...l, installUnit: g.unit },
        ),
      );
      const listings = perGroup.flat();
      const set: CheckFacts = {
        root: rest.root,
        layout: rest.layout,
        skills: facts,
        sharedResources: rest.sharedResources.map(resourceFacts),
        otherFiles: rest.otherFiles ?? [],
        unwalked: rest.unwalked ?? [],
        problems: rest.problems,
        pluginRoots: rest.pluginRoots ?? [],
        listings,
        groups,
        ...(rest.units ? { units: rest.units } : {}),
      };
      const finishing = runs.filter((r) => r.run.finish !== undefined);
      finishing.forEach(({ run, found }, i) => {
        progress?.('rules', i, finishing.length);
        for (const f of run.finish!(set)) if (enabled(f.code)) found.push(f);
      });
      const raw: RawFinding[] = [];
      for (const { found } of runs) pushAll(raw, found);
      pushAll(raw, extra);
      const none: ReadonlySet<FixableKey> = new Set();
      const findings = markFixableBy(
        withoutSuperseded(applySeverity(withoutCopies(raw, rest.units), options)),
        (file) => fixable.get(file) ?? none,
      ).sort(compareFindings);
      const catalogOf = (skills: readonly SkillFacts[]) => {
        const listed = listedSkills(skills, options);
        return {
          tokens: listed.reduce((sum, s) => sum + s.entryTokens, 0),
          max: options.budgets.catalogMaxTokens,
          skills: listed.length,
        };
      };
      // Several units: the numbers a baseline compares are the worst unit's (each names its unit).
      const catalogs = groups.map((g) => ({
        ...catalogOf(g.skills),
        ...(g.unit === undefined ? {} : { installUnit: g.unit }),
      }));
      const catalog = catalogs.reduce((a, b) => (b.tokens > a.tokens ? b : a));
      // A packaging for one host lists for that host only: its listings go last, so the hosts keep
      // their order and a tie names the unit every host lists.
      const packagedLast = [
        ...perGroup.filter((_, i) => groups[i]!.packagedFor === undefined),
        ...perGroup.filter((_, i) => groups[i]!.packagedFor !== undefined),
      ].flat();
      const shown = groups.length > 1 ? worstPerHost(packagedLast) : listings;
      const budgets: BudgetReport = {
        encoding: encoding.name,
        windowTokens: options.windowTokens,
        catalog,
        hosts: Object.fromEntries(
          shown.map((l) => [
            l.host,
            { ...hostBudget(l), ...(l.installUnit === undefined ? {} : { installUnit: l.installUnit }) },
          ]),
        ),
        ...(groups.length > 1
          ? {
              units: groups.map((g, i) => ({
                installUnit: g.unit ?? '',
                catalog: catalogOf(g.skills),
                hosts: Object.fromEntries(perGroup[i]!.map((l) => [l.host, hostBudget(l)])),
              })),
            }
          : {}),
      };
      return {
        dir: rest.root,
        profile: options.profile,
        findings,
        summary: summarizeFindings(findings, facts.length),
        budgets,
        listings: shown,
        read: readScope(rest.layout, rest.units, rest.folders),
        fingerprints,
        ...unreadHiddenMember(rest.unreadHidden),
      };
    },
  };
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
