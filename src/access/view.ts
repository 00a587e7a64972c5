/**
 * The skill view every access primitive works on: several sources in precedence order, merged
 * by name (a later source overrides an earlier one), each effective skill with a stable `ref`,
 * its `source`, the sources it `overrides`, and whether cold storage has disabled it.
 *
 * Pure over loaded SkillSets and the state; `loadView` is the one function that reads the disk,
 * through the loader and its `Fs` interface.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadSkills, type LayoutOption } from '../skills/load.js';
import { nodeFs, type Fs } from '../skills/fs.js';
import type { Skill, SkillSet } from '../skills/model.js';
import type { LoadNeeds } from '../skills/needs.js';
import { sourcesUnreadHidden, type SourceUnreadHidden } from '../skills/unread-hidden.js';
import { readScope, type ReadScope } from '../skills/scope.js';
import { UsageError } from '../base/errors.js';
import type { AccessState } from './state.js';
import { EMPTY_STATE } from './state.js';

/** A root of skills with its label (`builtin`, `user`, …). */
export interface Source {
  readonly label: string;
  /** The folder as the user gave it (for display). */
  readonly dir: string;
  /** Absolute folder. */
  readonly abs: string;
}

export interface AccessSkill {
  /**
   * The name this view serves the skill under, unique in the view: the skill's own name, or — when
   * another skill of its source has the same name (two plugins, a preview copy) — its qualified
   * name. Nothing is merged away inside a source.
   */
  readonly name: string;
  /**
   * The skill as hosts name it, unique in its source: `plugin:skill` for a skill installed with a
   * plugin (skills/units.ts), else its name; the skill folder's path when even that is shared
   * (two copies of one name in no plugin, or twice in one plugin). What an MCP face can build
   * distinct URIs from.
   */
  readonly qualifiedName: string;
  /** The plugin it is installed with, when it is in one. */
  readonly plugin?: string;
  /** Stable id: `sk-` + 12 hex of sha256(source label, NUL, SKILL.md path relative to the root). */
  readonly ref: string;
  readonly source: string;
  /** Labels of the sources this skill overrides, earliest first. */
  readonly overrides: readonly string[];
  /** False when cold storage has disabled it: out of the catalog, still findable and loadable. */
  readonly enabled: boolean;
  readonly skill: Skill;
  /** Absolute root of its source (the skill folder is `rootAbs/skill.dir`). */
  readonly rootAbs: string;
}

export interface SkillView {
  readonly sources: readonly Source[];
  /** Effective skills (after overrides), in name order. */
  readonly skills: readonly AccessSkill[];
  /** By served name, and by qualified name (`plugin:skill`) where that differs. */
  readonly byName: ReadonlyMap<string, AccessSkill>;
  /** A bare name several served skills share (`pdf` of two plugins) → their served names, sorted. */
  readonly ambiguous: ReadonlyMap<string, readonly string[]>;
  /** Per source, the layout, install units and folders its load read. */
  readonly read: readonly SourceReadScope[];
  readonly byRef: ReadonlyMap<string, AccessSkill>;
  /** Content revision: changes when any SKILL.md of any source, or the enabled set, changes. */
  readonly revision: string;
  /** Load problems over all sources (the skills are still served; `check` reports them). */
  readonly problemCount: number;
  /** Per source, the SKILL.md files its walk left out in hidden folders; absent when none. */
  readonly unreadHidden?: readonly SourceUnreadHidden[];
}

/**
 * The `unreadHidden` member every access document (and so every MCP tool result) ends with:
 * a skill the caller looks for may sit in a hidden folder no source read. Absent when none.
 */
export interface UnreadHiddenPart {
  readonly unreadHidden?: readonly SourceUnreadHidden[];
}

export function unreadHiddenPart(view: Pick<SkillView, 'unreadHidden'>): UnreadHiddenPart {
  return view.unreadHidden === undefined ? {} : { unreadHidden: view.unreadHidden };
}

/** Source labels: what `--source LABEL=DIR` accepts. */
export const SOURCE_LABEL = /^[a-z0-9][a-z0-9_-]{0,31}$/;

export function skillRef(source: string, file: string): string {
  return `sk-${createHash('sha256').update(`${source}\0${file}`).digest('hex').slice(0, 12)}`;
}

export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One source's read scope in the access documents (catalog, discover). */
export interface SourceReadScope extends ReadScope {
  readonly source: string;
}

/**
 * Each skill's qualified name in its source (see `AccessSkill.qualifiedName`) and whether its
 * bare name is shared there. Pure over the set.
 */
export function qualifiedNames(skills: readonly Skill[]): {
  readonly qualified: readonly string[];
  readonly shared: readonly boolean[];
} {
  const count = (keys: readonly string[]) => {
    const n = new Map<string, number>();
    for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
    return n;
  };
  const names = count(skills.map((s) => s.name));
  const first = skills.map((s) => (s.plugin === undefined ? s.name : `${s.plugin}:${s.name}`));
  const firsts = count(first);
  const qualified = skills.map((s, i) => ((firsts.get(first[i]!) ?? 0) > 1 ? s.dir || s.file : first[i]!));
  return { qualified, shared: skills.map((s) => (names.get(s.name) ?? 0) > 1) };
}

/**
 * Merges loaded sources (in precedence order) into a view. A later source overrides an earlier
 * one's skill of the same served name, as hosts let a user skill shadow a built-in one; inside one
 * source nothing is merged: skills sharing a name are served under their qualified names.
 */
export function buildView(
  loaded: readonly { readonly source: Source; readonly set: SkillSet }[],
  state: AccessState = EMPTY_STATE,
): SkillView {
  const effective = new Map<string, AccessSkill>();
  const hash = createHash('sha256');
  let problemCount = 0;
  for (const { source, set } of loaded) {
    problemCount += set.problems.length;
    const { qualified, shared } = qualifiedNames(set.skills);
    for (const [i, skill] of set.skills.entries()) {
      problemCount += skill.problems.length;
      hash.update(`${source.label}\0${skill.file}\0${skill.source}\0`);
      const name = shared[i] === true ? qualified[i]! : skill.name;
      const previous = effective.get(name);
      effective.set(name, {
        name,
        qualifiedName: qualified[i]!,
        ...(skill.plugin === undefined ? {} : { plugin: skill.plugin }),
        ref: skillRef(source.label, skill.file),
        source: source.label,
        overrides: previous === undefined ? [] : [...previous.overrides, previous.source],
        enabled: !state.disabled.has(name),
        skill,
        rootAbs: source.abs,
      });
    }
  }
  const skills = [...effective.values()].sort((a, b) => compareNames(a.name, b.name));
  const unreadHidden = sourcesUnreadHidden(loaded);
  for (const s of skills) hash.update(`${s.enabled ? '+' : '-'}${s.name}\0`);
  const byName = new Map(effective);
  const bare = new Map<string, string[]>();
  for (const s of skills) {
    if (s.qualifiedName !== s.name && !byName.has(s.qualifiedName)) byName.set(s.qualifiedName, s);
    bare.set(s.skill.name, [...(bare.get(s.skill.name) ?? []), s.name]);
  }
  const ambiguous = new Map(
    [...bare]
      .filter(([n, served]) => served.length > 1 && !effective.has(n))
      .map(([n, served]) => [n, served.sort(compareNames)] as const),
  );
  return {
    sources: loaded.map((l) => l.source),
    skills,
    byName,
    ambiguous,
    read: loaded.map(({ source, set }) => ({ source: source.label, ...readScope(set.layout, set.units, set.folders) })),
    byRef: new Map(skills.map((s) => [s.ref, s])),
    revision: hash.digest('hex').slice(0, 16),
    problemCount,
    ...(unreadHidden !== undefined ? { unreadHidden } : {}),
  };
}

export interface LoadViewOptions {
  readonly layout?: LayoutOption;
  readonly state?: AccessState;
  readonly fs?: Fs;
  /**
   * Globs of root-relative paths never entered, as `check --ignore`: one list for every source, or
   * a list per source (the CLI adds each source's config `ignore` to the `--ignore` globs).
   */
  readonly ignore?: readonly string[] | ((source: Source) => readonly string[]);
  /** Follow symlinks to skill folders outside a source (default true, as `check`). */
  readonly followSkillLinks?: boolean;
}

/**
 * What access reads of a skill: SKILL.md whole (the content revision, load_skill and the MCP
 * resources serve it as the view was built), and resources listed from `stat` only — a resource
 * is read from disk, through the guard, when it is asked for (load.ts), so reading and hashing
 * every resource up front only delayed the first answer (a fifth of `skillscope mcp`'s start at
 * 1,000 real skills, --cpu-prof).
 */
const ACCESS_NEEDS: LoadNeeds = Object.freeze({ body: true, resources: 'meta', hashes: false });
/**
 * What the catalog and the content revision read: SKILL.md whole, no resource listed (so the walk
 * does not enter the skills' resource folders). The view built from it has the same skills, names,
 * descriptions, load problems of SKILL.md files and revision as one built from ACCESS_NEEDS; only
 * `resources` are empty (and problems of resource files not looked for). See AccessSession.catalogView.
 */
export const CATALOG_NEEDS: LoadNeeds = Object.freeze({ body: true, resources: 'none', hashes: false });

/** Loads each source with the loader's options; an unusable root throws UsageError naming it as given. */
export function loadSources(
  sources: readonly Source[],
  options: Omit<LoadViewOptions, 'state'> = {},
  needs: LoadNeeds = ACCESS_NEEDS,
): { source: Source; set: SkillSet }[] {
  const fs = options.fs ?? nodeFs;
  return sources.map((source) => {
    const ignore = typeof options.ignore === 'function' ? options.ignore(source) : options.ignore;
    try {
      const set = loadSkills(
        source.abs,
        {
          layout: options.layout ?? 'auto',
          needs,
          ...(ignore !== undefined && ignore.length > 0 ? { ignore } : {}),
          ...(options.followSkillLinks !== undefined ? { followSkillLinks: options.followSkillLinks } : {}),
        },
        fs,
      );
      return { source, set };
    } catch (err) {
      if (err instanceof UsageError) throw new UsageError(err.message.replace(source.abs, source.dir));
      throw err;
    }
  });
}

/** Loads every source (throws UsageError for an unusable root) and builds the view. */
export function loadView(sources: readonly Source[], options: LoadViewOptions = {}): SkillView {
  return buildView(loadSources(sources, options), options.state);
}

/**
 * Sources from `--source LABEL=DIR` values and plain DIRs. One plain DIR is `user` (the user's own
 * skills); several are `user`, `user-2`, … in the order given. Labels must be unique.
 */
export function parseSources(specs: readonly string[], plainDirs: readonly string[], cwd: string): Source[] {
  const out: Source[] = [];
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    if (eq <= 0 || eq === spec.length - 1) throw new UsageError(`--source expects LABEL=DIR, got '${spec}'`);
    const label = spec.slice(0, eq);
    if (!SOURCE_LABEL.test(label))
      throw new UsageError(`--source label must be lowercase letters, digits, '-' or '_' (at most 32), got '${label}'`);
    const dir = spec.slice(eq + 1);
    out.push({ label, dir, abs: path.resolve(cwd, dir) });
  }
  plainDirs.forEach((dir, i) =>
    out.push({ label: i === 0 ? 'user' : `user-${i + 1}`, dir, abs: path.resolve(cwd, dir) }),
  );
  const seen = new Set<string>();
  for (const s of out) {
    if (seen.has(s.label)) throw new UsageError(`source label '${s.label}' is given twice`);
    seen.add(s.label);
  }
  return out;
}
