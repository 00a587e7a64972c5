/**
 * `viewHosts`: every host profile's view of one project (and, when given, a home folder) — which
 * skills it discovers, which of two same-name skills it keeps, and what its listing does with
 * them under its budget. Pure: the caller loads the skill sets (src/cli/commands/hosts.ts).
 */
import { ApiUsageError, describeValue, requireItems, requireObject, requireOptions } from '../base/api.js';
import { simulateListing, listingSkills, type ListableSkill } from './index.js';
import { HOST_PROFILES, PROFILE_IDS, type FolderRule, type HostProfile, type ProfileId } from './profiles.js';
import type { EntryStatus, HostListing, HostParams, ListingSkill } from './types.js';

export const HOSTS_SCHEMA_VERSION = 1;
/** Window assumed when none is given, in tokens (a 200k model: Claude Code 8,000 chars, Codex 4,000 tokens). */
export const DEFAULT_HOSTS_WINDOW = 200_000;

/** The fields of a loaded skill the view reads. */
export interface ViewSkill extends ListableSkill {
  /** Skill folder, relative to its root. */
  readonly dir: string;
  readonly folderName: string;
  readonly plugin?: string;
}

export interface HostsInput {
  readonly project: readonly ViewSkill[];
  /**
   * The install units of the project (a SkillSet's `.units`): a plugin's skills outside its skill
   * folders (InstallUnit.outsideSkillRoots, `templates/skills/x`) are then left out for the hosts
   * that load a plugin's `skills/` only (HostProfile.pluginSkillRoots), as `check` leaves them out.
   * Absent: every skill of a plugin is listed.
   */
  readonly units?: readonly { readonly outsideSkillRoots?: readonly string[] }[];
  /** Skills of each user-scope folder (key: path below home, `.claude/skills`), `dir`/`file` relative to it. */
  readonly home?: ReadonlyMap<string, readonly ViewSkill[]>;
}

export interface HostsOptions {
  readonly hosts?: readonly ProfileId[];
  readonly windowTokens?: number;
  readonly params?: Omit<HostParams, 'windowTokens'>;
}

export interface SeenSkill {
  /** The name the host lists (plugin skills `plugin:name` where the host namespaces them). */
  readonly name: string;
  /** Where it was found: root-relative, `~/…` for the home folder. */
  readonly file: string;
  readonly scope: 'project' | 'user' | 'plugin';
  /** The host folder or plugin it came from. */
  readonly from: string;
}

export interface DuplicateName {
  readonly name: string;
  readonly files: readonly string[];
  /** `last`: only the last file is kept; `all`: every copy is listed; `unknown`: not public. */
  readonly kept: 'last' | 'all' | 'unknown';
}

type StatusCounts = Readonly<Record<Exclude<EntryStatus, never>, number>>;

export interface HostView {
  readonly host: ProfileId;
  readonly title: string;
  readonly seen: readonly SeenSkill[];
  readonly duplicates: readonly DuplicateName[];
  readonly counts: StatusCounts;
  readonly listing: HostListing;
  /** Budget documented; false: the size is ours, with no verdict. */
  readonly budgetPublic: boolean;
  /** Skills that lose most first: omitted, then name only, then cut. */
  readonly loseFirst: readonly string[];
  readonly sources: readonly string[];
}

export interface HostsView {
  readonly schemaVersion: typeof HOSTS_SCHEMA_VERSION;
  readonly windowTokens: number;
  /**
   * `tree`: the skills were found where the tree puts them (host folders, plugins); `copied`: the
   * tree has none of those, so each skill is modelled as copied into every host's project folder.
   */
  readonly placement: 'tree' | 'copied';
  readonly hosts: readonly HostView[];
  /** Skills of the project no host discovers (outside every host folder and plugin). */
  readonly unseen: readonly string[];
}

interface Found {
  readonly skill: ViewSkill;
  readonly seen: SeenSkill;
  readonly rule?: FolderRule;
}

const depthBelow = (dir: string, folder: string): number | null => {
  if (dir === folder) return 0;
  if (folder !== '' && !dir.startsWith(`${folder}/`)) return null;
  const rest = folder === '' ? dir : dir.slice(folder.length + 1);
  return rest === '' ? 0 : rest.split('/').length;
};

const fits = (rule: FolderRule, depth: number | null): boolean =>
  depth !== null && depth >= rule.minDepth && depth <= rule.maxDepth;

function projectRules(): FolderRule[] {
  return PROFILE_IDS.flatMap((id) => HOST_PROFILES[id].folders.filter((f) => f.scope === 'project'));
}

/** The linked folder of `skill` that `rule` finds, when no project folder of `profile` holds the skill itself. */
function linkedInto(profile: HostProfile, rule: FolderRule, skill: ViewSkill): string | undefined {
  if (skill.linkedFrom === undefined) return undefined;
  const inPlace = profile.folders.some((f) => f.scope === 'project' && fits(f, depthBelow(skill.dir, f.path)));
  return inPlace ? undefined : skill.linkedFrom.find((dir) => fits(rule, depthBelow(dir, rule.path)));
}

/** What one profile finds, in its scan order. */
function discover(profile: HostProfile, input: HostsInput, placement: HostsView['placement']): Found[] {
  const out: Found[] = [];
  for (const rule of profile.folders) {
    if (rule.scope === 'user') {
      for (const skill of input.home?.get(rule.path) ?? []) {
        if (!fits(rule, depthBelow(skill.dir, ''))) continue;
        out.push({
          skill,
          rule,
          seen: { name: skill.name, file: `~/${rule.path}/${skill.file}`, scope: 'user', from: `~/${rule.path}` },
        });
      }
      continue;
    }
    if (placement === 'copied') {
      // Only the host's first project folder: one copy per host, as a user would install it.
      if (rule !== profile.folders.find((f) => f.scope === 'project')) continue;
      for (const skill of input.project) {
        if (skill.layout !== 'dir') continue;
        out.push({
          skill,
          rule,
          seen: {
            name: skill.name,
            file: `${rule.path}/${skill.folderName}/SKILL.md`,
            scope: 'project',
            from: rule.path,
          },
        });
      }
      continue;
    }
    for (const skill of input.project) {
      if (skill.plugin !== undefined) continue;
      if (fits(rule, depthBelow(skill.dir, rule.path))) {
        out.push({ skill, rule, seen: { name: skill.name, file: skill.file, scope: 'project', from: rule.path } });
        continue;
      }
      // Through a link in this folder (`.claude/skills/x -> ../../.agents/skills/x`), for a host that
      // follows links, when none of its folders holds the skill itself (Codex keeps one per real path).
      const linked = profile.followsLinks ? linkedInto(profile, rule, skill) : undefined;
      if (linked !== undefined)
        out.push({
          skill,
          rule,
          seen: { name: skill.name, file: `${linked}/SKILL.md`, scope: 'project', from: rule.path },
        });
    }
  }
  if (profile.plugins !== 'none') {
    const outside = profile.pluginSkillRoots ? templateDirs(input.units) : undefined;
    for (const skill of input.project) {
      if (skill.plugin === undefined || outside?.has(skill.dir) === true) continue;
      const name = profile.plugins === 'namespaced' ? `${skill.plugin}:${skill.name}` : skill.name;
      out.push({ skill, seen: { name, file: skill.file, scope: 'plugin', from: skill.plugin } });
    }
  }
  return out;
}

/** The skill folders of plugins that lie outside the plugins' skill folders (templates), or undefined. */
function templateDirs(units: HostsInput['units']): Set<string> | undefined {
  const dirs = (units ?? []).flatMap((u) => u.outsideSkillRoots ?? []);
  return dirs.length === 0 ? undefined : new Set(dirs);
}

/** Apply the host's duplicate rule: the kept skills (at the first copy's place) and the clashes. */
function resolveDuplicates(
  profile: HostProfile,
  found: readonly Found[],
): { kept: Found[]; duplicates: DuplicateName[] } {
  const byName = new Map<string, Found[]>();
  for (const f of found) byName.set(f.seen.name, [...(byName.get(f.seen.name) ?? []), f]);
  const duplicates: DuplicateName[] = [];
  for (const [name, copies] of byName) {
    if (copies.length < 2) continue;
    const kept = profile.duplicates === 'last-wins' ? 'last' : profile.duplicates === 'keep-all' ? 'all' : 'unknown';
    duplicates.push({ name, files: copies.map((c) => c.seen.file), kept });
  }
  if (profile.duplicates !== 'last-wins') return { kept: [...found], duplicates };
  // Gemini CLI's Map keeps the first position with the last value; the others do not order by scan.
  const kept: Found[] = [];
  const placed = new Set<string>();
  for (const f of found) {
    if (placed.has(f.seen.name)) continue;
    placed.add(f.seen.name);
    const copies = byName.get(f.seen.name) ?? [f];
    kept.push(copies[copies.length - 1] ?? f);
  }
  return { kept, duplicates };
}

function listingSkillsFor(kept: readonly Found[]): ListingSkill[] {
  const base = listingSkills({ skills: kept.map((f) => f.skill) });
  return base.map((s, i) => {
    const f = kept[i]!;
    const locationLabel = f.seen.scope === 'plugin' ? f.seen.from : f.seen.scope;
    return {
      ...s,
      name: f.seen.name,
      file: f.seen.file,
      locationLabel,
      ...(f.rule?.scopeRank !== undefined ? { scopeRank: f.rule.scopeRank } : { scopeRank: 3 }),
    };
  });
}

function countStatuses(listing: HostListing): StatusCounts {
  const counts: Record<EntryStatus, number> = { full: 0, cut: 0, 'name-only': 0, omitted: 0, skipped: 0 };
  for (const e of listing.entries) counts[e.status]++;
  return counts;
}

/** Omitted first, then name only, then cut by the budget; within each, the host's own drop order. */
function loseFirst(listing: HostListing): string[] {
  const rank: Partial<Record<EntryStatus, number>> = { omitted: 0, 'name-only': 1, cut: 2 };
  const lost = listing.entries.filter((e) => e.reason === 'budget' && rank[e.status] !== undefined);
  // Claude Code drops the least used first, ties in reverse name order (claude-code.ts).
  const reverse = listing.host === 'claude-code';
  return lost
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        (rank[a.e.status] ?? 0) - (rank[b.e.status] ?? 0) || (reverse ? (a.e.name < b.e.name ? 1 : -1) : a.i - b.i),
    )
    .map(({ e }) => e.name);
}

export function viewHosts(input: HostsInput, options: HostsOptions = {}): HostsView {
  requireObject(
    'viewHosts',
    'input',
    input,
    "an object { project: skills, units?, home? } (a SkillSet's .skills as project, its .units as units)",
    ['project'],
  );
  requireItems('viewHosts', 'input.project', input.project, "an array of skills (a SkillSet's .skills)", [
    'name',
    'description',
    'file',
    'dir',
  ]);
  if (input.home !== undefined && !(input.home instanceof Map))
    throw new ApiUsageError('viewHosts', 'input.home', 'a Map from user folder to skills', describeValue(input.home));
  requireOptions('viewHosts', options);
  for (const h of options.hosts ?? [])
    if (!(PROFILE_IDS as readonly string[]).includes(h))
      throw new ApiUsageError('viewHosts', 'options.hosts', `host names (${PROFILE_IDS.join(', ')})`, describeValue(h));
  const windowTokens = options.windowTokens ?? DEFAULT_HOSTS_WINDOW;
  const rules = projectRules();
  const inTree = input.project.some(
    (s) => s.plugin !== undefined || rules.some((r) => depthBelow(s.dir, r.path) !== null && s.dir !== r.path),
  );
  const placement: HostsView['placement'] = inTree || input.project.length === 0 ? 'tree' : 'copied';
  const seenFiles = new Set<string>();
  const hosts = (options.hosts ?? PROFILE_IDS).map((id): HostView => {
    const profile: HostProfile = HOST_PROFILES[id];
    const found = discover(profile, input, placement);
    for (const f of found) if (f.seen.scope !== 'user') seenFiles.add(f.skill.file);
    const { kept, duplicates } = resolveDuplicates(profile, found);
    const listing = simulateListing(profile.listing, listingSkillsFor(kept), {
      ...(options.params ?? {}),
      windowTokens,
    });
    return {
      host: id,
      title: profile.title,
      seen: kept.map((f) => f.seen),
      duplicates,
      counts: countStatuses(listing),
      listing,
      budgetPublic: profile.budgetPublic,
      loseFirst: loseFirst(listing),
      sources: profile.sources,
    };
  });
  const unseen =
    placement === 'copied'
      ? []
      : input.project
          .filter((s) => !seenFiles.has(s.file))
          .map((s) => s.file)
          .sort();
  return { schemaVersion: HOSTS_SCHEMA_VERSION, windowTokens, placement, hosts, unseen };
}
