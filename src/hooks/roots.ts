/**
 * Which skill collections a set of changed files belongs to — what a pre-commit hook checks.
 * A file belongs to the skill whose folder holds the nearest `SKILL.md` above it (or is that
 * `SKILL.md`); the collection root is that skill folder's parent, the DIR `check` takes. Pure:
 * paths are repository-relative with `/`, and `hasSkillMd(dir)` answers for a folder.
 */
import { trimEndOf } from '../base/trim.js';

/** Collection roots of `files`, sorted and unique; files outside every skill are ignored. */
export function skillRootsOf(files: readonly string[], hasSkillMd: (dir: string) => boolean): string[] {
  const roots = new Set<string>();
  const cache = new Map<string, boolean>();
  const isSkill = (dir: string): boolean => {
    let known = cache.get(dir);
    if (known === undefined) {
      known = hasSkillMd(dir);
      cache.set(dir, known);
    }
    return known;
  };
  for (const file of files) {
    const parts = file.split('/').filter((p) => p !== '' && p !== '.');
    // Folders from the file's own up to the repository root; the nearest with a SKILL.md wins.
    for (let n = parts.length - 1; n >= 1; n--) {
      const dir = parts.slice(0, n).join('/');
      if (isSkill(dir)) {
        roots.add(n === 1 ? '.' : parts.slice(0, n - 1).join('/'));
        break;
      }
    }
  }
  return [...roots].sort();
}

/** Keeps the roots inside one of `limits` (repository-relative folders); no limits keeps all. */
export function withinLimits(roots: readonly string[], limits: readonly string[]): string[] {
  if (limits.length === 0) return [...roots];
  const norm = (p: string) => trimEndOf(p, '/').replace(/^\.\//, '') || '.';
  const lim = limits.map(norm);
  return roots.filter((r) => lim.some((l) => l === '.' || r === l || r.startsWith(`${l}/`)));
}
