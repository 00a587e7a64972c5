/**
 * Which files outside every skill are *shared resources*: only those a skill's SKILL.md refers to
 * (a link, an image, a reference definition or a resource path in backticks), directly or through a
 * linked folder. A plugin-style repository keeps docs/, tests/ and CI files beside its skills/;
 * those are the repository's, not the skills', and no host ever loads them for a skill, so they
 * must not count as skill context.
 */
import { findReferences } from './links.js';
import { pluginRootOf } from './plugin.js';

interface SkillLike {
  readonly dir: string;
  readonly body: string;
}

/** Adds one skill's referenced paths to `out` (the streaming loader collects them skill by skill). */
export function addReferencedPaths(out: Set<string>, skill: SkillLike, pluginRoots: readonly string[]): void {
  for (const ref of findReferences(skill.body)) {
    const base = ref.base === 'plugin' ? (pluginRootOf(skill.dir, pluginRoots) ?? '') : skill.dir;
    const resolved = resolveFromRoot(base, ref.path);
    if (resolved !== null) out.add(resolved);
  }
}

/** `rel` joined onto `base` (both root-relative) and normalised; null when it leaves the root or is absolute. */
export function resolveFromRoot(base: string, rel: string): string | null {
  if (rel.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(rel)) return null;
  const parts = base.split('/').filter((p) => p !== '');
  for (const segment of rel.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}

/** True when `file` is a referenced path or lies inside a referenced folder. */
export function isReferenced(file: string, referenced: ReadonlySet<string>): boolean {
  if (referenced.has(file)) return true;
  for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) {
    if (referenced.has(file.slice(0, i))) return true;
  }
  return false;
}
