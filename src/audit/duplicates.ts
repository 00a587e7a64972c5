/**
 * Identical resource files in several places (the article found three copies of one schema).
 * Grouped by SHA-256 of the raw bytes; empty files are ignored (they waste nothing) and so are
 * files too large to hash (sha256 '').
 */
import type { Resource, SkillSet } from '../skills/model.js';

export interface DuplicateGroup {
  readonly sha256: string;
  /** Size of one copy. */
  readonly bytes: number;
  /** Every path holding this content, relative to the root, sorted. */
  readonly paths: readonly string[];
  /** Skills (by name) that hold a copy; shared folders count as no skill. */
  readonly skills: readonly string[];
  /** Bytes beyond the first copy: (copies − 1) × bytes. */
  readonly wastedBytes: number;
}

export function findDuplicateResources(set: Pick<SkillSet, 'skills' | 'sharedResources'>): DuplicateGroup[] {
  const groups = new Map<string, { bytes: number; paths: string[]; skills: Set<string> }>();
  const add = (r: Resource, skill: string | null): void => {
    if (r.sha256 === '' || r.bytes === 0) return;
    let g = groups.get(r.sha256);
    if (g === undefined) groups.set(r.sha256, (g = { bytes: r.bytes, paths: [], skills: new Set() }));
    g.paths.push(r.path);
    if (skill !== null) g.skills.add(skill);
  };
  for (const s of set.skills) for (const r of s.resources) add(r, s.name);
  for (const r of set.sharedResources) add(r, null);
  const out: DuplicateGroup[] = [];
  for (const [sha256, g] of groups) {
    if (g.paths.length < 2) continue;
    out.push({ sha256, bytes: g.bytes, paths: g.paths.sort(), skills: [...g.skills].sort(), wastedBytes: (g.paths.length - 1) * g.bytes });
  }
  // Most waste first; ties by first path so the order is stable.
  return out.sort((a, b) => b.wastedBytes - a.wastedBytes || (a.paths[0]! < b.paths[0]! ? -1 : 1));
}
