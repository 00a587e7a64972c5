/**
 * Budgets per install unit (skills/units.ts). A host lists the skills that are installed, and a
 * marketplace's 44 plugins are not installed together by anyone: the catalog total and every
 * host listing are simulated once per unit, or once for the set the user says they install
 * together (`--install a,b`, config `install`). Duplicate names (SK115) are looked for inside a
 * unit, where they collide; across plugins the host's `plugin:skill` namespace keeps them apart.
 *
 * With a single unit (a repository without plugins, the flat layout, a set built by hand)
 * nothing changes: one group of every skill, and no `unit` in any finding's data.
 */
import { UsageError } from '../base/errors.js';
import { didYouMean } from '../base/suggest.js';
import type { InstallUnit, PackagingHost } from '../skills/model.js';
import type { HostListing } from '../hosts/types.js';

/** Skills budgeted together, and the label findings and budgets carry (absent: the whole set). */
export interface UnitGroup<T> {
  readonly unit?: string;
  readonly skills: readonly T[];
  /**
   * Set when the group is a host skill folder (`.gemini/skills`) read in place: only the hosts
   * that read that folder list it (hosts/placement.ts hostReadsFolder). Absent: every host.
   */
  readonly hostFolder?: string;
  /** Set when the group is a plugin packaged for one host (InstallUnit.packagedFor): only that host lists it. */
  readonly packagedFor?: PackagingHost;
  /**
   * Skill folders of the group's plugin outside its skill folders (InstallUnit.outsideSkillRoots):
   * hosts that load plugin skills from those folders only leave them out of the listing.
   */
  readonly outsideSkillRoots?: readonly string[];
}

/**
 * The groups the listings and the catalog total are computed for. `install`: plugin names the
 * user installs together (one group); an unknown name is a usage error naming the units.
 */
export function unitGroups<T extends { readonly dir: string }>(
  skills: readonly T[],
  units: readonly InstallUnit[] | undefined,
  install: readonly string[] | undefined,
): UnitGroup<T>[] {
  if (install !== undefined && install.length > 0) {
    const known = units ?? [];
    const wanted = new Set<string>();
    // A set's template folders stay out of the Claude Code and Codex listings, as each unit's do.
    const outside = new Set<string>();
    for (const name of install) {
      const matching = known.filter((u) => u.name === name);
      if (matching.length === 0) {
        const names = known.map((u) => u.name);
        const list = names.length === 0 ? 'none were found' : `found: ${names.join(', ')}`;
        throw new UsageError(`--install: no install unit named '${name}' (${list})${didYouMean(name, names)}`);
      }
      for (const u of matching) {
        for (const dir of u.skills) wanted.add(dir);
        for (const dir of u.outsideSkillRoots ?? []) outside.add(dir);
      }
    }
    const roots = outside.size === 0 ? {} : { outsideSkillRoots: [...outside].sort() };
    return [{ unit: install.join('+'), skills: skills.filter((s) => wanted.has(s.dir)), ...roots }];
  }
  const folderOf = (
    u: InstallUnit | undefined,
  ): { hostFolder?: string; packagedFor?: PackagingHost; outsideSkillRoots?: readonly string[] } => ({
    ...(u?.kind === 'host-folder'
      ? { hostFolder: u.root }
      : u?.packagedFor !== undefined
        ? { packagedFor: u.packagedFor }
        : {}),
    ...(u?.outsideSkillRoots === undefined ? {} : { outsideSkillRoots: u.outsideSkillRoots }),
  });
  if (units === undefined || units.length < 2) return [{ skills, ...folderOf(units?.[0]) }];
  const byDir = new Map<string, T>();
  for (const s of skills) byDir.set(s.dir, s);
  const members = (u: InstallUnit): T[] => u.skills.map((d) => byDir.get(d)).filter((s): s is T => s !== undefined);
  const real = budgeted(units);
  if (real.length === 0) return [{ skills }];
  if (real.length === 1) return [{ skills: members(real[0]!), ...folderOf(real[0]) }];
  return real.map((u) => ({ unit: u.name, skills: members(u), ...folderOf(u) }));
}

/** True for a unit nobody installs: a copy (skills/units.ts markCopies) or test data (skills/test-data.ts). */
const notInstalled = (u: InstallUnit): boolean => u.copyOf !== undefined || u.testData === true;

/** The units whose listing is simulated: not the copies or test data, which nobody installs. */
const budgeted = (units: readonly InstallUnit[]): InstallUnit[] => units.filter((u) => !notInstalled(u));

/**
 * One listing per host for the reports and the budget numbers a baseline compares: with several
 * units, the unit whose listing is furthest over its budget (then the largest). Listings keep
 * their host order.
 */
export function worstPerHost(listings: readonly HostListing[]): HostListing[] {
  const best = new Map<string, HostListing>();
  for (const l of listings) {
    const seen = best.get(l.host);
    if (seen === undefined || l.overBy > seen.overBy || (l.overBy === seen.overBy && l.fullSize > seen.fullSize))
      best.set(l.host, l);
  }
  return [...best.values()];
}

/**
 * A test for "this file is in a skill only copies or test data hold" (skills/units.ts markCopies:
 * a dated backup of a plugin, a staging copy of `skills/`; skills/test-data.ts), or undefined when
 * no unit is such. A skill folder a real unit also lists is not a copy's.
 */
function inCopyOnly(units: readonly InstallUnit[] | undefined): ((file: string) => boolean) | undefined {
  if (units === undefined || !units.some(notInstalled)) return undefined;
  const inReal = new Set<string>();
  for (const u of units) if (!notInstalled(u)) for (const dir of u.skills) inReal.add(dir);
  const copied = new Set<string>();
  for (const u of units) if (notInstalled(u)) for (const dir of u.skills) if (!inReal.has(dir)) copied.add(dir);
  return (file) => {
    for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1))
      if (copied.has(file.slice(0, cut))) return true;
    return false;
  };
}

/**
 * The findings about skills that only copies hold are dropped: nobody installs a copy, and a
 * maintainer who is told to fix a name in last month's backup of a skill already fixed switches
 * the gate off. The read scope still lists each copy, so what was left out is said.
 */
export function withoutCopies<T extends { readonly file: string }>(
  findings: readonly T[],
  units: readonly InstallUnit[] | undefined,
): readonly T[] {
  const inCopy = inCopyOnly(units);
  return inCopy === undefined ? findings : findings.filter((f) => !inCopy(f.file));
}

/**
 * The skills some unit installs: a rule that compares skills with each other (SK410) leaves out
 * the copies, or every skill would be "confusable" with its own backup or its packaging for
 * another host, and the finding would land on the original, where withoutCopies keeps it.
 */
export function installedSkills<T extends { readonly file: string }>(
  skills: readonly T[],
  units: readonly InstallUnit[] | undefined,
): readonly T[] {
  const inCopy = inCopyOnly(units);
  return inCopy === undefined ? skills : skills.filter((s) => !inCopy(s.file));
}

/**
 * The skills split by the catalogs they can share, for the rules that compare skills with each
 * other (SK410, SK501/SK507): first every skill that no packaging for another host holds alone,
 * then, per host, the skills only that host's packagings hold (InstallUnit.packagedFor: the same
 * plugin packaged again for Codex beside a Claude Code marketplace). No host lists a skill beside
 * its own packaging for another host, so the two are never compared; the packagings for one host
 * are compared with each other, as plugins of one marketplace are. Without such packagings: one
 * set, `skills` itself.
 */
export function apartByHost<T extends { readonly dir: string }>(
  skills: readonly T[],
  units: readonly InstallUnit[] | undefined,
): readonly (readonly T[])[] {
  if (units === undefined || !units.some((u) => u.packagedFor !== undefined)) return [skills];
  const elsewhere = new Set<string>();
  for (const u of units) if (u.packagedFor === undefined) for (const dir of u.skills) elsewhere.add(dir);
  const hostOf = new Map<string, PackagingHost>();
  for (const u of units)
    if (u.packagedFor !== undefined)
      for (const dir of u.skills) if (!elsewhere.has(dir)) hostOf.set(dir, u.packagedFor);
  const rest: T[] = [];
  const byHost = new Map<PackagingHost, T[]>();
  for (const s of skills) {
    const host = hostOf.get(s.dir);
    if (host === undefined) rest.push(s);
    else {
      const list = byHost.get(host);
      if (list === undefined) byHost.set(host, [s]);
      else list.push(s);
    }
  }
  return [rest, ...[...byHost].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, list]) => list)];
}
