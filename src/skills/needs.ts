/**
 * Load by need: a command declares what it reads of a skill directory and the
 * loader reads only that. At 10,000 skills, reading, decoding and hashing every resource was
 * 72 % of a one-request `route` and most of its memory, for fields the router never looks at.
 *
 * What each need provides (everything else of `Skill` is always there: name, declaredName,
 * description, descriptionSource, layout, dir, folderName, file, bytes, frontmatter, problems,
 * linkedTo — one read of SKILL.md gives them all, so every load problem is the same at every level):
 *
 * | need                   | provides                                                           |
 * |------------------------|--------------------------------------------------------------------|
 * | `body`                 | `Skill.body`, `Skill.source` (else both '')                        |
 * | `resources: 'meta'`    | `Skill.resources` / `sharedResources`: path, relPath, bytes,       |
 * |                        | category, notRead — from `stat`, no file opened (else `[]`)        |
 * | `resources: 'text'`    | the same plus `Resource.text` (else null)                          |
 * | `hashes`               | `Resource.sha256` (else ''), only with resources listed            |
 *
 * Without resources (`resources: 'none'`) the walk records no file inside a skill and does not
 * enter a skill's resource folders (`references/`, `assets/`…), so problems of what lies there (a
 * FIFO, a link out of the root, the depth limit) are not looked for either; the skills found are
 * the same (test/skills/walk-frontmatter.test.ts).
 *
 * The level a skill was loaded at is `Skill.loaded` (absent on a hand-built skill: everything).
 * A consumer states the level it reads in one constant (ROUTE…, AUDIT_NEEDS…) that the CLI loads
 * with, and checks it on entry with `requireLoaded`: reading a field of a level nobody loaded is a
 * loud `ApiUsageError`, never a silent '' or null. test/skills/needs.test.ts checks, over every
 * fixture, that each level gives exactly the eager loader's value for every field it provides.
 */
import { ApiUsageError } from '../base/api.js';

export type ResourceNeed = 'none' | 'meta' | 'text';

export interface LoadNeeds {
  /** SKILL.md body and source text. */
  readonly body: boolean;
  /** Resources: not listed, listed from `stat` (never opened), or read and decoded. */
  readonly resources: ResourceNeed;
  /** SHA-256 of each listed resource (opens the file even at `meta`). */
  readonly hashes: boolean;
}

/** Everything: what `loadSkills` reads when no `needs` is given. */
export const LOAD_ALL: LoadNeeds = Object.freeze({ body: true, resources: 'text', hashes: true });
/** Frontmatter fields only (name, description…): the catalog condition of `route` and `bench`. */
export const LOAD_FRONTMATTER: LoadNeeds = Object.freeze({ body: false, resources: 'none', hashes: false });
/** Frontmatter and body, no resources: the body and excerpt conditions of `route` and `bench`. */
export const LOAD_BODIES: LoadNeeds = Object.freeze({ body: true, resources: 'none', hashes: false });

const RESOURCE_RANK: Readonly<Record<ResourceNeed, number>> = { none: 0, meta: 1, text: 2 };

/** The smallest level that provides both `a` and `b`. */
export function mergeNeeds(a: LoadNeeds, b: LoadNeeds): LoadNeeds {
  return {
    body: a.body || b.body,
    resources: RESOURCE_RANK[a.resources] >= RESOURCE_RANK[b.resources] ? a.resources : b.resources,
    hashes: a.hashes || b.hashes,
  };
}

/** True when `have` provides everything `need` asks for. */
export function provides(have: LoadNeeds, need: LoadNeeds): boolean {
  return (
    (have.body || !need.body) &&
    RESOURCE_RANK[have.resources] >= RESOURCE_RANK[need.resources] &&
    (have.hashes || !need.hashes || have.resources === 'none')
  );
}

/** What is missing from `have` for `need`, in words ("bodies, resource text"). */
function missing(have: LoadNeeds, need: LoadNeeds): string {
  const out: string[] = [];
  if (need.body && !have.body) out.push('bodies');
  if (RESOURCE_RANK[need.resources] > RESOURCE_RANK[have.resources])
    out.push(need.resources === 'text' ? 'resource text' : 'resource metadata');
  if (need.hashes && !have.hashes && have.resources !== 'none') out.push('resource hashes');
  return out.join(', ');
}

/**
 * Throws ApiUsageError when a skill (or set) was loaded without something `need` reads: the
 * caller's needs constant is wrong, or it was handed a set loaded for another command. One check
 * per skill is a pointer comparison in the common case (all skills share one `loaded` object).
 */
export function requireLoaded(
  fn: string,
  skills: readonly { readonly loaded?: LoadNeeds | undefined }[],
  need: LoadNeeds,
): void {
  let last: LoadNeeds | undefined;
  for (let i = 0; i < skills.length; i++) {
    const have = skills[i]!.loaded;
    if (have === undefined || have === last) continue;
    if (!provides(have, need)) {
      throw new ApiUsageError(
        fn,
        `skills[${i}]`,
        `loaded with ${missing(LOAD_FRONTMATTER, need) || 'frontmatter'} (loadSkills(dir, { needs }))`,
        `a skill loaded without ${missing(have, need)}`,
      );
    }
    last = have;
  }
}
