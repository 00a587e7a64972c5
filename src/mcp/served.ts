/**
 * The skills the MCP face serves and the `skill://` path of each (Skills Extension, "Resource
 * Mapping": `skill://<skill-path>/<file-path>`, the skill path's last segment is the name).
 *
 * Which skills: for each name, every skill of that name in the source that wins it (sources
 * override by name, as everywhere in access) — two `tether` skills in two plugins of one
 * marketplace are both served. The view keeps one skill per name for the name-based tools; here
 * every one gets its own path:
 * - a name held by one skill: `[name]` (`skill://pdf/SKILL.md`);
 * - a shared name: the skill folder's parent folders as a prefix (`plugins/a/skills/tether`), or,
 *   where two share a parent too, the skill's own folder (`skills/t2/tether`). The prefix is real
 *   folder structure, so a nested skill's path extends its parent's, as the extension expects.
 *
 * Pure over the loaded sets and the view; nothing here reads the disk.
 */
import { skillRef, skillPathUri, SKILL_FILE, type AccessSkill, type SkillView, type Source } from '../access/index.js';
import { NAME_PATTERN } from '../check/rules/name.js';
import { codePointLength } from '../base/text.js';
import type { Skill, SkillSet } from '../skills/model.js';

/** Per-skill limits of the Skills Extension ("Limits"): a server SHOULD NOT serve a skill over them. */
const EXTENSION_MAX_RESOURCES = 512;
const EXTENSION_MAX_TOTAL_BYTES = 16 * 1024 * 1024;
/** The Agent Skills name length limit, code points. */
const SKILL_NAME_MAX = 64;

/** Why a served skill is not offered through skills/list and skills/get. */
export type LeftOutReason =
  | 'no-frontmatter' // no YAML frontmatter mapping, or no `name` string in it
  | 'no-description' // no non-empty `description` string
  | 'name-rule' // the name breaks the Agent Skills naming rules (the extension requires them of the path's last segment)
  | 'too-many-resources' // more than EXTENSION_MAX_RESOURCES files, SKILL.md included
  | 'too-large'; // more than EXTENSION_MAX_TOTAL_BYTES in all

export interface ServedSkill {
  readonly access: AccessSkill;
  /** Decoded skill path segments; the last is the name. */
  readonly path: readonly string[];
  /** URI of its SKILL.md. */
  readonly uri: string;
  /** URI of its folder (no trailing '/'). */
  readonly root: string;
}

export interface ServedIndex {
  readonly view: SkillView;
  /** The loaded sources the index was built from (a skill's nested skills are found in them). */
  readonly loaded: readonly { readonly source: Source; readonly set: SkillSet }[];
  /** In URI order. */
  readonly skills: readonly ServedSkill[];
  /** Served skill by JSON of its path segments. */
  readonly byPath: ReadonlyMap<string, ServedSkill>;
  /** Served skill by source label NUL root-relative SKILL.md path. */
  readonly byFile: ReadonlyMap<string, ServedSkill>;
  /** The longest skill path, in segments (bounds the prefix search of `resolve`). */
  readonly maxDepth: number;
}

const pathKey = (segments: readonly string[]): string => JSON.stringify(segments);
const fileKey = (source: string, file: string): string => `${source}\0${file}`;

/** The folder (or, flat layout, the file without `.md`) a skill is, as segments below its root. */
function entitySegments(skill: Skill): string[] {
  const entity = skill.layout === 'dir' ? skill.dir : skill.file.replace(/\.md$/i, '');
  return entity === '' ? [] : entity.split('/');
}

/**
 * Paths for the skills sharing one name (every path ends in its name, so only these can meet):
 * parent-folder prefixes, then own-folder prefixes for any that still collide until all are
 * distinct — own folders are distinct within a source, so this ends.
 */
function sharedNamePaths(group: readonly AccessSkill[]): (readonly string[])[] {
  const own = group.map((s) => [...entitySegments(s.skill), s.name]);
  const paths = group.map((s) => [...entitySegments(s.skill).slice(0, -1), s.name]);
  for (;;) {
    const seen = new Map<string, number>();
    for (const p of paths) seen.set(pathKey(p), (seen.get(pathKey(p)) ?? 0) + 1);
    let changed = false;
    paths.forEach((p, i) => {
      const k = pathKey(p);
      if ((seen.get(k) ?? 0) > 1 && k !== pathKey(own[i] as string[])) {
        paths[i] = own[i] as string[];
        changed = true;
      }
    });
    if (!changed) break;
  }
  return paths;
}

/** Every skill of each name in the source that wins the name (the last one holding it). */
function servedSkills(
  loaded: readonly { readonly source: Source; readonly set: SkillSet }[],
  view: SkillView,
): Map<string, AccessSkill[]> {
  const byName = new Map<string, AccessSkill[]>();
  for (const { source, set } of loaded) {
    const here = new Map<string, AccessSkill[]>();
    for (const skill of set.skills) {
      const effective = view.byName.get(skill.name);
      const ref = skillRef(source.label, skill.file);
      const access: AccessSkill =
        effective !== undefined && effective.ref === ref
          ? effective
          : {
              name: skill.name,
              qualifiedName: view.byRef.get(ref)?.qualifiedName ?? skill.name,
              ref,
              source: source.label,
              overrides: [],
              enabled: view.byRef.get(ref)?.enabled ?? effective?.enabled ?? true,
              skill,
              rootAbs: source.abs,
            };
      const list = here.get(skill.name);
      if (list === undefined) here.set(skill.name, [access]);
      else list.push(access);
    }
    for (const [name, list] of here) byName.set(name, list);
  }
  return byName;
}

export function buildServedIndex(
  loaded: readonly { readonly source: Source; readonly set: SkillSet }[],
  view: SkillView,
): ServedIndex {
  const groups = servedSkills(loaded, view);
  const served: ServedSkill[] = [];
  const add = (access: AccessSkill, path: readonly string[]): void => {
    served.push({ access, path, uri: skillPathUri(path, SKILL_FILE), root: skillPathUri(path) });
  };
  for (const [name, group] of groups) {
    if (group.length === 1) add(group[0] as AccessSkill, [name]);
    else sharedNamePaths(group).forEach((p, i) => add(group[i] as AccessSkill, p));
  }
  served.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  return {
    view,
    loaded,
    skills: served,
    byPath: new Map(served.map((s) => [pathKey(s.path), s])),
    byFile: new Map(served.map((s) => [fileKey(s.access.source, s.access.skill.file), s])),
    maxDepth: served.reduce((m, s) => Math.max(m, s.path.length), 0),
  };
}

/** The served skill of an access skill (the view's, or one a search ref named). */
export function servedOf(index: ServedIndex, s: AccessSkill): ServedSkill | undefined {
  return index.byFile.get(fileKey(s.source, s.skill.file));
}

/** The skill a `skill://` URI's decoded segments fall in (longest skill path first) and the file path below it. */
export function resolveSegments(
  index: ServedIndex,
  segments: readonly string[],
): { skill: ServedSkill; rest: readonly string[] } | undefined {
  for (let k = Math.min(segments.length, index.maxDepth); k >= 1; k--) {
    const skill = index.byPath.get(pathKey(segments.slice(0, k)));
    if (skill !== undefined) return { skill, rest: segments.slice(k) };
  }
  return undefined;
}

/** Why the extension's methods leave this skill out, judged on what the loader counted (no read). */
export function leftOutReason(skill: Skill): LeftOutReason | null {
  const data = skill.frontmatter?.data ?? null;
  if (data === null || typeof data['name'] !== 'string') return 'no-frontmatter';
  if (typeof data['description'] !== 'string' || data['description'].trim() === '') return 'no-description';
  if (!NAME_PATTERN.test(skill.name) || codePointLength(skill.name) > SKILL_NAME_MAX) return 'name-rule';
  return limitReason(1 + skill.resources.length, skill.bytes + skill.resources.reduce((n, r) => n + r.bytes, 0));
}

export function limitReason(files: number, bytes: number): LeftOutReason | null {
  if (files > EXTENSION_MAX_RESOURCES) return 'too-many-resources';
  if (bytes > EXTENSION_MAX_TOTAL_BYTES) return 'too-large';
  return null;
}

/**
 * Files of the skills nested in a skill's folder, as paths below that folder: the extension counts
 * them as the enclosing skill's supporting files too (the loader gives each file to the nearest
 * skill only).
 */
export function nestedFiles(index: ServedIndex, skill: ServedSkill): string[] {
  const own = skill.access.skill;
  if (own.layout !== 'dir') return [];
  const set = index.loaded.find((l) => l.source.label === skill.access.source)?.set;
  const prefix = own.dir === '' ? '' : `${own.dir}/`;
  const out: string[] = [];
  for (const other of set?.skills ?? []) {
    if (other === own || other.layout !== 'dir' || !other.dir.startsWith(prefix) || other.dir === own.dir) continue;
    const below = other.dir.slice(prefix.length);
    out.push(`${below}/${SKILL_FILE}`, ...other.resources.map((r) => `${below}/${r.relPath}`));
  }
  return out;
}
