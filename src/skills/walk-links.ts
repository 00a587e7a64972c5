/**
 * Symlinks met by the directory walk (walk.ts): where one resolves and whether it may be
 * followed, when a second path to a folder already read is a host's mirror rather than a loop,
 * and when a linked SKILL.md makes its folder a duplicate.
 */
import { isInside } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import { problem } from './frontmatter.js';
import type { LoadProblem } from './model.js';
import { resolveFromRoot } from './shared.js';
import {
  HOST_SKILL_FOLDERS,
  hostKidsAt,
  inHostSkillFolder,
  isHostSkillFolder,
  isWalkedPath,
} from '../hosts/folders.js';
import { absJoin, baseOf, type Entry, type Kind, SKIPPED_FOLDERS, type WalkState } from './walk-state.js';

/**
 * A link that reaches a skill folder already read from its real path, where the link or the real
 * folder is a host skill folder (`.claude/skills/x -> ../../skills/x`, or `linked-skills/x ->
 * ../.claude/skills/x`): the usual way a repository shows its own skills to a host, not a loop.
 * The same for a host skill folder that is itself a link to the repository's folder of skills
 * (`.claude/skills -> ../skills`, `ln -s ../plugins/p/skills .claude/skills`), or the reverse
 * (`skills -> .claude/skills`). The skills are read once, from their real path, and nothing is
 * reported. A second link to a skill elsewhere (`skills/a-link -> a`) is still the duplicate, and a
 * link to a folder that holds it (`.claude/skills -> ..`) a loop (SK106 `symlink-loop`).
 */
export function isHostAlias(state: WalkState, rel: string, real: string): boolean {
  if (!isInside(real, state.rootReal)) return false;
  const realRel = real.slice(state.rootReal.length).replace(/^\/+/, '');
  if (state.skillReals.has(real)) return inHostSkillFolder(rel) || inHostSkillFolder(realRel);
  if (realRel === '' || rel === realRel || rel.startsWith(`${realRel}/`)) return false;
  // A link inside a host skill folder (`.codex/skills/x -> ../../team/x`) is that host's mirror of
  // a folder read elsewhere, made on purpose, one per host; a link to a folder of skills kept in
  // one (`plugins/docs/skills/office -> ../../../.claude/skills/office`) is the reverse: the
  // repository packages the skills its own host folder holds as a plugin.
  return isHostSkillFolder(rel) || isHostSkillFolder(realRel) || inHostSkillFolder(rel) || inHostSkillFolder(realRel);
}

/** Resolves a symlink entry; null (with a problem) when it is broken, loops or leaves its bound. */
export function resolveLink(
  state: WalkState,
  linkAbs: string,
  linkRel: string,
  bound: string,
  searchingSkills: boolean,
): { kind: Kind; target: string } | null {
  let target: string;
  try {
    target = state.fs.realpath(linkAbs);
  } catch (err) {
    // Outside every skill, a broken link to a file (`docs/guide.md`, `logo.png`: a name with an
    // extension) is the repository's business, not a skill's: no finding. A broken link without
    // one may be a skill folder that vanished (`~/.claude/skills/NAME`): still reported. So is a
    // broken SKILL.md (`.opencode/skill/x/SKILL.md -> /home/me/.agents/skills/x/SKILL.md`): a
    // skill that vanished, silently, in every other checkout.
    const name = linkRel.slice(linkRel.lastIndexOf('/') + 1);
    if (searchingSkills && name !== 'SKILL.md' && /.\.[A-Za-z0-9]{1,8}$/.test(name)) return null;
    const broken = brokenLink(state, linkAbs, linkRel, err);
    state.problems.push(broken);
    if (searchingSkills && name !== 'SKILL.md') state.outsideLinks.push({ problem: broken, rel: linkRel });
    return null;
  }
  let kind: Kind;
  try {
    const st = state.fs.stat(linkAbs);
    kind = st.kind === 'other' ? { special: st.special ?? 'other' } : st.kind;
  } catch (err) {
    state.problems.push(problem('unreadable', linkRel, 0, 0, `cannot read symlink target: ${describeError(err)}`));
    return null;
  }
  if (!isInside(target, bound)) {
    // The one link followed out of its bound: a skill folder where skills are searched.
    if (kind === 'dir' && state.followSkillLinks && searchingSkills && holdsSkillMd(state, target))
      return { kind, target };
    const advice =
      kind === 'dir' && holdsSkillMd(state, target) && !state.followSkillLinks
        ? ' (a linked skill folder: --no-follow-skill-links is set)'
        : '';
    state.problems.push(
      problem('symlink-escape', linkRel, 0, 0, `symlink points outside the scanned folder; not followed${advice}`, {
        target,
      }),
    );
    return null;
  }
  return { kind, target };
}

/**
 * SK104 for a broken link, saying where it points (`-> /home/me/code/x`: a path on the author's
 * machine) and, when it points into an empty folder of the tree, that the folder looks like a git
 * submodule not checked out (`skills/pdf -> ../external/anthropic-skills/skills/pdf`).
 */
function brokenLink(state: WalkState, linkAbs: string, linkRel: string, err: unknown): LoadProblem {
  let text: string | undefined;
  try {
    text = state.fs.readlink?.(linkAbs);
  } catch {
    text = undefined;
  }
  const points = text === undefined ? '' : ` to '${text}'`;
  const empty = text === undefined ? null : emptyFolderOnTheWay(state, linkRel, text);
  const submodule =
    empty === null
      ? ''
      : `; '${empty}' is an empty folder: a git submodule not checked out? (git submodule update --init)`;
  return problem(
    'unreadable',
    linkRel,
    0,
    0,
    `broken symlink${points}: ${describeError(err)}${submodule}`,
    text === undefined ? undefined : { target: text },
  );
}

/** The deepest existing folder on the way to the link's relative target, root-relative, when it is inside the root and empty; else null. */
function emptyFolderOnTheWay(state: WalkState, linkRel: string, text: string): string | null {
  const cut = linkRel.lastIndexOf('/');
  const target = resolveFromRoot(cut === -1 ? '' : linkRel.slice(0, cut), text);
  if (target === null || target === '') return null;
  let deepest: string | null = null;
  for (let end = target.indexOf('/'); ; end = target.indexOf('/', end + 1)) {
    const rel = end === -1 ? target : target.slice(0, end);
    try {
      // Never looked at outside the root, even through a linked folder on the way.
      const real = state.fs.realpath(absJoin(state.rootReal, rel));
      if (!isInside(real, state.rootReal) || state.fs.stat(real).kind !== 'dir') break;
    } catch {
      break;
    }
    deepest = rel;
    if (end === -1) break;
  }
  if (deepest === null) return null;
  try {
    return state.fs.readdir(absJoin(state.rootReal, deepest)).length === 0 ? deepest : null;
  } catch {
    return null;
  }
}

function holdsSkillMd(state: WalkState, folderReal: string): boolean {
  try {
    return state.fs.stat(absJoin(folderReal, 'SKILL.md')).kind === 'file';
  } catch {
    return false;
  }
}

/**
 * A SKILL.md that is a link to another folder's SKILL.md inside the root: that folder is the
 * skill (the real path wins) and this one is reported as its duplicate.
 */
export function isDuplicateSkillMd(state: WalkState, entry: Entry, rel: string): boolean {
  if (entry.target === undefined || !entry.target.endsWith('/SKILL.md') || !isInside(entry.target, state.rootReal))
    return false;
  const targetRel = entry.target.slice(state.rootReal.length).replace(/^\/+/, '');
  // A target the walk never reaches as a skill (hidden folder, node_modules) does not take its place.
  if (!isWalkedPath(targetRel.slice(0, -'/SKILL.md'.length), SKIPPED_FOLDERS)) return false;
  // In a host skill folder (`.gemini/skills/x/SKILL.md -> ../../../team/x/SKILL.md`) it is that
  // host's mirror of the skill: read once, from its real folder, and nothing to fix.
  if (inHostSkillFolder(rel)) {
    state.hostLinks.push({ rel: rel.slice(0, -'/SKILL.md'.length), real: entry.target.slice(0, -'/SKILL.md'.length) });
    return true;
  }
  state.problems.push(
    problem(
      'symlink-loop',
      rel,
      0,
      0,
      `SKILL.md is a symlink to ${targetRel}, already loaded from its real folder; this folder is its duplicate`,
      { target: entry.target },
    ),
  );
  return true;
}

/**
 * Drops the problems about links outside every skill that touch no skill, once the walk is done
 * and every skill folder is known. A link that reaches a folder a second time is reported only
 * when that folder holds a skill (a host reading both paths loads the skill twice); a repository's
 * own aliases of folders without one (`desktop -> orgs/me/desktop`, `external/x -> ../orgs/x`)
 * change nothing a host reads. A broken link is reported only where a skill folder could have
 * been: in or at a host skill folder or prefix (`.claude/skills/NAME`, `.claude`), beside a skill,
 * in a folder named `skills`, or in the scanned folder itself. Inside a skill both are still reported: they are the skill's files.
 */
export function keepSkillLinkProblems(state: WalkState): void {
  if (state.outsideLinks.length === 0) return;
  const skillParents = new Set(state.skills.map((s) => parentOf(s.rel)));
  const reals = [...state.skillReals];
  const drop = new Set(
    state.outsideLinks
      .filter(({ rel, target }) =>
        target === undefined
          ? !maySkillFolder(rel, skillParents)
          : !reals.some((r) => r === target || r.startsWith(`${target}/`)),
      )
      .map((l) => l.problem),
  );
  if (drop.size === 0) return;
  const kept = state.problems.filter((p) => !drop.has(p));
  state.problems.length = 0;
  state.problems.push(...kept);
}

const parentOf = (rel: string): string => rel.slice(0, Math.max(0, rel.lastIndexOf('/')));

/** Whether a broken link at `rel` may have been a skill folder, or a folder of skills, that vanished. */
function maySkillFolder(rel: string, skillParents: ReadonlySet<string>): boolean {
  const parent = parentOf(rel);
  return (
    isHostSkillFolder(rel) ||
    inHostSkillFolder(rel) ||
    hostKidsAt(rel) !== undefined ||
    HOST_SKILL_FOLDERS.has(baseOf(rel)) ||
    skillParents.has(parent) ||
    baseOf(parent) === 'skills' ||
    // The scanned folder's own sub-folders are where an installer pointed at it looks for skills.
    parent === ''
  );
}

/**
 * The host skill folder paths each skill is reached from through a link (walk's `hostLinks`):
 * skill folder → the linked folders (`.claude/skills/x` for `.agents/skills/x`, sorted). A link
 * to a folder of skills (`.claude/skills -> ../.agents/skills`) reaches each skill inside it. Only
 * paths inside a host skill folder are kept: there a host that follows links lists the skill
 * (hosts/placement.ts); the skill itself is read and checked once, from its real folder.
 */
export function hostLinkedFrom(state: WalkState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (state.hostLinks.length === 0) return out;
  for (const link of state.hostLinks) {
    for (const [real, dir] of state.skillDirByReal) {
      if (real !== link.real && !real.startsWith(`${link.real}/`)) continue;
      const alias = link.rel + real.slice(link.real.length);
      if (alias === dir || !inHostSkillFolder(alias)) continue;
      let list = out.get(dir);
      if (list === undefined) out.set(dir, (list = []));
      if (!list.includes(alias)) list.push(alias);
    }
  }
  for (const list of out.values()) list.sort();
  return out;
}
