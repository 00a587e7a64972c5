/**
 * What `check` keeps of each skill after it has streamed by: every field of
 * the Skill except its texts — no body, no source, no raw frontmatter, no resource text. The
 * set-wide half of the rule families (duplicate names, confusable entries, host listings,
 * catalog totals, link targets in other skills' folders, duplicate files) reads only these, and
 * the types say so: a `finish` that reached for `body` or `Resource.text` would not compile.
 *
 * Strings kept here are detached from the texts they were sliced from (base/text.ts `detach`):
 * V8 keeps a whole file alive behind a short slice of it, which would hold every body after all.
 */
import type { Frontmatter, InstallUnit, LoadProblem, Resource, Skill, SkillLayout } from '../skills/model.js';
import type { UnitGroup } from './units.js';
import { detach } from '../base/text.js';
import type { HostListing } from '../hosts/types.js';

/** A resource without its text. */
export type ResourceFacts = Omit<Resource, 'text'>;

/**
 * A skill without its texts (nor its load problems, reported while it streamed by: their
 * messages may quote the file), plus the figures the engine measured while it was in memory. */
export interface SkillFacts extends Omit<Skill, 'source' | 'body' | 'resources' | 'frontmatter' | 'problems'> {
  readonly frontmatter: Omit<Frontmatter, 'raw'> | null;
  readonly resources: readonly ResourceFacts[];
  /** Tokens of the neutral catalog entry `name: description` in the run's encoding. */
  readonly entryTokens: number;
}

/** The set-wide input of a rule family's `finish`: every skill's facts and the set-level parts of the load. */
export interface CheckFacts {
  readonly root: string;
  readonly layout: SkillLayout;
  /** In stream (file) order. */
  readonly skills: readonly SkillFacts[];
  readonly sharedResources: readonly ResourceFacts[];
  /** Files outside every skill that no body refers to, root-relative: names only (SK215). */
  readonly otherFiles?: readonly string[];
  /** Folders and files the walk saw and did not read: a link into one is not known to be missing. */
  readonly unwalked?: readonly string[];
  readonly problems: readonly LoadProblem[];
  readonly pluginRoots: readonly string[];
  /** The host listings, simulated once per install unit (check/units.ts) from its skills' catalog entries. */
  readonly listings: readonly HostListing[];
  /** The skills budgeted together: one group of every skill, or one per install unit / the `--install` set. */
  readonly groups: readonly UnitGroup<SkillFacts>[];
  /** The install units, when the loader found them (SK115 looks for duplicates inside each). */
  readonly units?: readonly InstallUnit[];
}

export function resourceFacts(r: Resource): ResourceFacts {
  const { text: _text, ...rest } = r;
  const path = detach(rest.path);
  return {
    ...rest,
    path,
    // Usually the end of `path`: a view into the same copy costs ~30 bytes, a copy of its own
    // ~70 (a real skill has ~9 files; 0.27 KB per skill of the real-text tree).
    relPath: path.endsWith(rest.relPath) ? path.slice(path.length - rest.relPath.length) : detach(rest.relPath),
    ...(rest.linkTo === undefined ? {} : { linkTo: detach(rest.linkTo) }),
  };
}

/**
 * A copy of a value whose strings share no memory with a skill's texts: strings detached, arrays
 * and plain objects copied (keys and their order kept), anything else (numbers, booleans, null,
 * an object of another class) as it is. `copies`: strings already detached, by value — an equal
 * string gets the same copy (a frontmatter's `description` and the skill's are one string).
 */
export function detachValue(value: unknown, copies?: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (copies === undefined || value.length < 13) return detach(value);
    let copy = copies.get(value);
    if (copy === undefined) copies.set(value, (copy = detach(value)));
    return copy;
  }
  if (Array.isArray(value)) return value.map((v) => detachValue(v, copies));
  if (value !== null && typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(copy, k, {
        value: detachValue(v, copies),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return value;
}

export function skillFacts(skill: Skill, entryTokens: number): SkillFacts {
  const { source: _source, body: _body, resources, frontmatter, problems: _problems, ...rest } = skill;
  // name, declaredName and description are usually the frontmatter's own values: one copy each.
  const copies = new Map<string, string>();
  const name = detachValue(rest.name, copies) as string;
  const declaredName = rest.declaredName === undefined ? undefined : (detachValue(rest.declaredName, copies) as string);
  const description = detachValue(rest.description, copies) as string;
  let fm: SkillFacts['frontmatter'] = null;
  if (frontmatter !== null) {
    // The parsed values are slices of the frontmatter's text (the simple reader slices them out):
    // kept as they are, each pins its whole block, ~0.8 KB per skill of the real-text tree.
    const { raw: _raw, ...kept } = frontmatter;
    fm = { ...kept, data: kept.data === null ? null : (detachValue(kept.data, copies) as Record<string, unknown>) };
  }
  return {
    ...rest,
    name,
    declaredName,
    description,
    frontmatter: fm,
    resources: resources.map(resourceFacts),
    entryTokens,
  };
}
