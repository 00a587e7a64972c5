/**
 * Install units and links: a skill that sits in one host's skill folder and is linked into
 * another's (`.claude/skills/x -> ../../.agents/skills/x`, walk-links.ts hostLinkedFrom) is read
 * in place by the hosts of both folders that follow links, so it is a member of both folders'
 * units: the `.claude/skills` listing of Claude Code counts it. The skill is still read and
 * checked once; only the listings (one per unit, check/units.ts) see it twice, each for the hosts
 * that read that folder (hosts/placement.ts).
 *
 * A skill outside every host folder (`skills/x`, a plugin) is already modelled as installed where
 * each host looks, so a link to it from a host folder adds no member.
 */
import { hostSkillFolderOf } from '../hosts/folders.js';
import type { InstallUnit } from './model.js';

/** `units` with each host-folder-linked skill added to the unit of the folder it is linked from (made when missing). */
export function withLinkedMembers(
  units: readonly InstallUnit[],
  linkedFrom: ReadonlyMap<string, readonly string[]>,
): readonly InstallUnit[] {
  if (linkedFrom.size === 0) return units;
  const added = new Map<string, string[]>();
  for (const [dir, links] of linkedFrom) {
    const own = units.filter((u) => u.skills.includes(dir));
    // Only a skill in a host skill folder: one outside every such folder is listed by every host already.
    if (own.length === 0 || own.some((u) => u.kind !== 'host-folder')) continue;
    for (const link of links) {
      const folder = hostSkillFolderOf(link);
      if (folder === null || own.some((u) => u.root === folder)) continue;
      let list = added.get(folder);
      if (list === undefined) added.set(folder, (list = []));
      if (!list.includes(dir)) list.push(dir);
    }
  }
  if (added.size === 0) return units;
  const out = units.map((u) => {
    const more = u.kind === 'host-folder' ? added.get(u.root) : undefined;
    if (more === undefined) return u;
    added.delete(u.root);
    return { ...u, skills: [...new Set([...u.skills, ...more])].sort() };
  });
  for (const [folder, dirs] of [...added].sort(([a], [b]) => (a < b ? -1 : 1)))
    out.push({ name: folder, kind: 'host-folder', root: folder, skills: dirs.sort() });
  return out;
}
