/**
 * SK215's lookup: a file of the same trailing path elsewhere in the checked tree, outside every
 * skill folder (filesOutsideSkills). A link that
 * resolves to nothing (`../shared/schemas/view.md` from `agents/db/skills/a/`, which is
 * `agents/db/skills/shared/schemas/view.md`) while `agents/shared/schemas/view.md` exists is
 * what an install or deploy step that copies a shared folder beside the skills leaves in the
 * repository: the link is written for the installed layout. The file is not missing everywhere,
 * so the finding is not SK210's error; it is missing where it is linked until something copies it.
 *
 * Cost: one map over every file of the tree, built once per run and only when some reference is
 * missing; a lookup is one map read and a comparison per candidate of the same last two segments.
 */
import type { CheckFacts } from '../facts.js';
import type { RawFinding } from '../types.js';
import { finding } from './rule.js';

/**
 * Fewest trailing path segments, the file name included, that must match for a file elsewhere to
 * count as the one a link means. Default 2 (`schemas/view.md`): a file name alone (`README.md`,
 * `config.json`) is in many folders and says nothing about which one was meant.
 */
export const TAIL_MIN_SEGMENTS = 2;

/** A file elsewhere that ends like the missing path: where, and how many segments match. */
export interface TailMatch {
  readonly path: string;
  readonly segments: number;
  /** Files that match as many segments as `path` (1 when it is the only one). */
  readonly alternatives: number;
}

export interface PathTails {
  /**
   * The file that ends with the most segments of `missing` (at least TAIL_MIN_SEGMENTS), or null;
   * among equals, the one nearest `missing` in the tree (the longest shared leading folders).
   */
  find(missing: string): TailMatch | null;
}

const tailKey = (segments: readonly string[]): string | null =>
  segments.length < TAIL_MIN_SEGMENTS ? null : segments.slice(-TAIL_MIN_SEGMENTS).join('/');

/** Segments `a` and `b` share at their ends. */
function sharedTail(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/** Segments `a` and `b` share at their starts: how near two paths lie in the tree. */
function sharedHead(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The index of `files` (paths from the checked root) by their last TAIL_MIN_SEGMENTS segments. */
export function pathTails(files: Iterable<string>): PathTails {
  const byTail = new Map<string, string[]>();
  for (const file of files) {
    const key = tailKey(file.split('/'));
    if (key === null) continue;
    const list = byTail.get(key);
    if (list === undefined) byTail.set(key, [file]);
    else list.push(file);
  }
  return {
    find(missing) {
      const segments = missing.split('/');
      const key = tailKey(segments);
      if (key === null) return null;
      let best: string | null = null;
      let most = 0;
      let nearest = 0;
      let alternatives = 0;
      for (const file of byTail.get(key) ?? []) {
        if (file === missing) continue;
        const parts = file.split('/');
        const n = sharedTail(segments, parts);
        const near = sharedHead(segments, parts);
        if (n > most) alternatives = 0;
        if (n >= most) alternatives++;
        // The most segments; among those, the file nearest where the link points; then the first by path.
        if (n > most || (n === most && (near > nearest || (near === nearest && best !== null && file < best)))) {
          best = file;
          most = n;
          nearest = near;
        }
      }
      return best === null ? null : { path: best, segments: most, alternatives };
    },
  };
}

/**
 * The files a missing link may have meant: those outside every skill folder (shared folders, a
 * repository's scripts/ and templates/), named or not by a body. A file of another skill is that
 * skill's: no install copies it into this one, and a name such as `references/setup.md` is in many
 * skills — a link to one that is missing here is SK210's.
 */
export function filesOutsideSkills(facts: CheckFacts): string[] {
  return [...facts.sharedResources.map((r) => r.path), ...(facts.otherFiles ?? [])];
}

/** SK215 in place of an SK210 whose target (`resolved`, a path from the root) ends like `match`. */
export function elsewhereFinding(missing: RawFinding, resolved: string, match: TailMatch): RawFinding {
  const target = String(missing.data['target'] ?? resolved);
  return finding(
    'SK215',
    missing.file,
    missing.line,
    missing.column,
    `'${target}' does not exist where it points (${resolved}); a file of that path exists at ${match.path} — copied at install?`,
    { ...missing.data, resolved, foundAt: match.path, segments: match.segments, alternatives: match.alternatives },
  );
}

/**
 * SK210 `missing` naming the skill's own file a path written from the folder the skill is installed
 * in means: `.claude/skills/forms/agents/intake.md` in the skill folder `…/forms` that has
 * `agents/intake.md`. The link is still broken (it is relative to the skill folder, and a plugin
 * install has no such folder), but "does not exist" alone reads as wrong to an author who sees the
 * file there, so the message and `data.inSkill` name the path that works. Null when no segment is
 * the skill's folder name, or the rest after it is no file of the skill.
 */
export function ownPathFinding(
  missing: RawFinding,
  path: string,
  dir: string,
  isFile: (full: string) => boolean,
): RawFinding | null {
  if (missing.code !== 'SK210' || dir === '') return null; // a root SKILL.md: its folder is the checkout's
  const parts = path.replace(/\\/g, '/').split('/');
  const at = parts.lastIndexOf(dir.slice(dir.lastIndexOf('/') + 1));
  if (at < 0 || at === parts.length - 1) return null;
  const inSkill = parts.slice(at + 1).join('/');
  if (!isFile(`${dir}/${inSkill}`)) return null;
  return {
    ...missing,
    message: `${missing.message}; the skill has it at ${inSkill} (written from where the skill is installed?)`,
    data: { ...missing.data, inSkill },
  };
}
