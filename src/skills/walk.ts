/**
 * The directory walk behind loadSkills: finds SKILL.md folders and every file, recording which
 * skill owns each file and the real folder ("bound") its links must stay inside.
 *
 * Rules, in the order they apply to an entry:
 * - hidden entries (`.x`), `node_modules`, `.git` and paths matching an `ignore` glob are skipped,
 *   except the hosts' project skill folders (`.claude/skills`, `.agents/skills`…: src/hosts/folders.ts),
 *   entered where skills are searched; SKILL.md files in the other hidden folders are counted (not
 *   read) so a command can say they were left out; a name that is not valid UTF-8 is reported (it
 *   cannot be opened by name);
 * - a symlink must resolve inside its bound: the scanned root, or — for a skill folder reached
 *   through a link from outside the root (the `~/.claude/skills` layout) — that skill's own real
 *   folder. A link to a folder holding a SKILL.md is followed out of the root when it sits where
 *   skills are searched (not inside a skill), unless `followSkillLinks` is false;
 * - real folders are walked first and linked folders afterwards, so when a link and a real path
 *   reach the same folder the real path wins and the link is reported as the duplicate;
 * - FIFOs, devices and sockets are never opened: each one is reported;
 * - below `maxDepth` no skill is loaded, but the search goes on (up to RESOURCE_MAX_DEPTH) so a
 *   SKILL.md there is reported instead of silently switching the command to the flat layout.
 */
import { isInside, type SpecialKind } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import { problem } from './frontmatter.js';
import type { Fs } from './fs.js';
import { countedDepth, HOST_SKILL_FOLDERS, hostKidsAt, isHostSkillFolder } from '../hosts/folders.js';
import { findDeepSkills, reportDeepSkills } from './walk-deep.js';
import { isDuplicateSkillMd, isHostAlias, resolveLink } from './walk-links.js';
import { inResourceFolder, isCatalogueParent, opensWithFrontmatter } from './walk-nested.js';
import { isCodexPolicyFile } from './codex-policy.js';
import {
  absJoin,
  baseOf,
  type Entry,
  join,
  recordListed,
  RESOURCE_MAX_DEPTH,
  SKIPPED_FOLDERS,
  type WalkedSkill,
  type WalkState,
} from './walk-state.js';

interface Pending {
  readonly abs: string;
  readonly rel: string;
  readonly depth: number;
  readonly owner: string | null;
  readonly bound: string;
  readonly linkedTo?: string;
  /**
   * The folder's real path when it is already known without a system call: a plain folder
   * (readdir said 'dir', so not a symlink) below a folder whose real path is known is that real
   * path + '/' + its name. Unset for the root and for folders reached through a link, which are
   * resolved with realpath. Skipping the call saved ~150 ms of a 10,000-skill `route` (--cpu-prof).
   */
  readonly real?: string;
}

/** Walks the whole tree from the root: real folders first, then the folders reached through links. */
export function walkTree(state: WalkState, rootAbs: string): void {
  const deferred: Pending[] = [];
  walkFolder(state, { abs: rootAbs, rel: '', depth: 0, owner: null, bound: state.rootReal }, deferred);
  while (deferred.length > 0) {
    deferred.sort((a, b) => (a.rel < b.rel ? 1 : a.rel > b.rel ? -1 : 0));
    walkFolder(state, deferred.pop()!, deferred);
  }
  reportDeepSkills(state);
}

function walkFolder(state: WalkState, at: Pending, deferred: Pending[]): void {
  const { abs, rel, depth } = at;
  let { owner, bound } = at;
  let real: string;
  try {
    real = at.real ?? state.fs.realpath(abs);
  } catch (err) {
    state.problems.push(problem('unreadable', rel || '.', 0, 0, `cannot read folder: ${describeError(err)}`));
    return;
  }
  if (state.visited.has(real) || (at.real === undefined && insideSkipped(state, real))) {
    if (isHostAlias(state, rel, real)) return;
    state.problems.push(
      problem('symlink-loop', rel || '.', 0, 0, 'folder reached a second time through a symlink; not read again', {
        target: real,
      }),
    );
    return;
  }
  state.visited.add(real);
  let raw;
  try {
    raw = state.fs.readdir(abs);
  } catch (err) {
    state.problems.push(problem('unreadable', rel || '.', 0, 0, `cannot read folder: ${describeError(err)}`));
    return;
  }
  raw.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  recordListed(state, rel, raw);

  // A skill folder reached through a link from outside the root is its own bound.
  if (at.linkedTo !== undefined) bound = at.linkedTo;
  // Where skills are searched (not inside a skill), the hosts' hidden skill folders are entered:
  // in a host prefix (`.claude`) only its skill folders, elsewhere a host prefix and no other
  // hidden name. The other hidden folders are kept aside for the note.
  const searching = owner === null && !raw.some((e) => e.name === 'SKILL.md');
  const hostKids = searching && rel !== '' ? hostKidsAt(rel) : undefined;
  const catalogue = searching && isCatalogueParent(rel === '' ? baseOf(state.rootReal) : rel);
  const kept = raw.filter((e) => {
    const folderish = e.kind === 'dir' || e.kind === 'symlink';
    const entered =
      searching && folderish && (HOST_SKILL_FOLDERS.has(e.name) || (catalogue && !SKIPPED_FOLDERS.has(e.name)));
    const hidden =
      hostKids !== undefined ? !(folderish && hostKids.includes(e.name)) : e.name.startsWith('.') && !entered;
    if (hidden) {
      if (
        searching &&
        e.kind === 'dir' &&
        !e.invalidName &&
        !SKIPPED_FOLDERS.has(e.name) &&
        !state.ignored(join(rel, e.name))
      ) {
        state.hiddenFolders.push({ rel: join(rel, e.name), abs: absJoin(abs, e.name) });
      } else if (searching && hostKids !== undefined && e.kind === 'file' && !e.invalidName) {
        state.prefixFiles.push(join(rel, e.name));
      }
      return false;
    }
    const childRel = join(rel, e.name);
    if (e.invalidName) {
      state.problems.push(
        problem('unreadable', childRel, 0, 0, 'name is not valid UTF-8 (shown with U+FFFD): not read; rename it', {
          invalidName: true,
        }),
      );
      return false;
    }
    return !state.ignored(childRel);
  });
  // SKILL.md first: whether this folder is a skill decides which links below may leave it.
  kept.sort((a, b) => (a.name === 'SKILL.md' ? -1 : b.name === 'SKILL.md' ? 1 : 0));
  const entries: Entry[] = [];
  for (const e of kept) {
    if (e.kind === 'file' || e.kind === 'dir') entries.push({ name: e.name, kind: e.kind });
    else if (e.kind === 'other')
      entries.push({ name: e.name, kind: { special: specialOf(state.fs, absJoin(abs, e.name)) } });
    else {
      const resolved = resolveLink(state, absJoin(abs, e.name), join(rel, e.name), bound, owner === null);
      if (resolved) entries.push({ name: e.name, ...resolved });
    }
    if (e.name === 'SKILL.md') {
      const skillMd = entries.find((x) => x.name === 'SKILL.md');
      // Inside another skill, a SKILL.md without frontmatter, or one in the skill's references,
      // assets, examples or templates, is one of that skill's files.
      if (
        owner !== null &&
        skillMd?.kind === 'file' &&
        (inResourceFolder(owner, rel) ||
          !opensWithFrontmatter(state.fs, absJoin(abs, 'SKILL.md'), bound, skillMd.target === undefined))
      )
        continue;
      if (
        skillMd !== undefined &&
        skillMd.kind === 'file' &&
        !isDuplicateSkillMd(state, skillMd, join(rel, 'SKILL.md'))
      ) {
        owner = rel;
        state.skillReals.add(real);
        const walked: WalkedSkill = at.linkedTo === undefined ? { rel, bound } : { rel, bound, linkedTo: at.linkedTo };
        state.skills.push(skillMd.target === undefined ? { ...walked, skillMdRegular: true } : walked);
      }
    }
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const skillMd = entries.find((e) => e.name === 'SKILL.md');
  if (owner === null) {
    const misnamed = entries.find(
      (e) => e.kind === 'file' && e.name !== 'SKILL.md' && e.name.toLowerCase() === 'skill.md',
    );
    if (misnamed) {
      state.problems.push(
        problem(
          'missing-skill-md',
          join(rel, misnamed.name),
          0,
          0,
          `found '${misnamed.name}' but hosts look for 'SKILL.md' (exact case); this folder is not loaded as a skill`,
          {
            found: misnamed.name,
          },
        ),
      );
    }
  }
  if (skillMd !== undefined && skillMd.kind !== 'file') {
    const what = skillMd.kind === 'dir' ? 'a folder' : specialWords(skillMd.kind.special);
    state.problems.push(
      problem(
        'not-regular',
        join(rel, 'SKILL.md'),
        0,
        0,
        `SKILL.md is ${what}, not a regular file: not loaded as a skill`,
        { what: skillMd.kind === 'dir' ? 'folder' : skillMd.kind.special },
      ),
    );
  }

  for (const e of entries) {
    const childRel = join(rel, e.name);
    const childAbs = absJoin(abs, e.name);
    if (e.kind === 'file') {
      if (owner !== null && !state.ownedFiles && !isCodexPolicyFile(owner, childRel)) continue;
      const linkTo =
        e.target !== undefined && isInside(e.target, state.rootReal)
          ? e.target.slice(state.rootReal.length).replace(/^\/+/, '')
          : undefined;
      state.files.push(
        linkTo === undefined
          ? { rel: childRel, abs: childAbs, owner, bound }
          : { rel: childRel, abs: childAbs, owner, bound, linkTo },
      );
      continue;
    }
    if (typeof e.kind === 'object') {
      // Never opened either way; reported only inside a skill, where it is one of the skill's
      // files. Outside every skill (a plugin repository's docs/, a socket in a tools folder) it
      // belongs to the repository, like every other file there, and failing the gate on it
      // would be a false finding.
      if (e.name !== 'SKILL.md' && owner !== null) {
        state.problems.push(
          problem('not-regular', childRel, 0, 0, `${specialWords(e.kind.special)}, not a regular file: never opened`, {
            what: e.kind.special,
          }),
        );
      }
      continue;
    }
    if (SKIPPED_FOLDERS.has(e.name)) continue;
    if (
      owner !== null &&
      !state.ownedFiles &&
      inResourceFolder(owner, childRel) &&
      ownerOpens(
        state,
        owner,
        abs,
        rel,
        bound,
        rel === owner && skillMd?.kind === 'file' && skillMd.target === undefined,
      )
    ) {
      // Nothing there is a skill (its SKILL.md files are the owner's material) and no file is
      // wanted: at 10,000 real skills these were most of the folders a `route` request listed.
      if (e.target === undefined) state.skippedReals.add(absJoin(real, e.name));
      continue;
    }
    // A host prefix (`.claude`) is not a level: `.claude/skills/x` is as deep as `skills/x`.
    // Nor is a level between a prefix and its skill folder (`.config/opencode/skills/x`).
    const between = hostKids?.includes(e.name) === true && !isHostSkillFolder(childRel);
    const childDepth = HOST_SKILL_FOLDERS.has(e.name) || between ? depth : depth + 1;
    if (owner !== null && childDepth - countedDepth(owner) > RESOURCE_MAX_DEPTH) {
      state.problems.push(
        problem(
          'depth-limit',
          childRel,
          0,
          0,
          `not read: more than ${RESOURCE_MAX_DEPTH} folder levels inside the skill (a fixed limit)`,
          { resourceMaxDepth: RESOURCE_MAX_DEPTH },
        ),
      );
      continue;
    }
    if (owner === null && childDepth > state.maxDepth) {
      findDeepSkills(state, childAbs, childRel, childDepth);
      continue;
    }
    const next: Pending = { abs: childAbs, rel: childRel, depth: childDepth, owner, bound };
    if (e.target === undefined) walkFolder(state, { ...next, real: absJoin(real, e.name) }, deferred);
    else if (owner === null && !isHostSkillFolder(childRel) && packagesAncestor(real, e.target)) continue;
    else deferred.push(isInside(e.target, bound) ? next : { ...next, linkedTo: e.target });
  }
}

/**
 * True when a link in the folder whose real path is `parentReal`, outside every skill, points at
 * `target`, a folder that holds it (`plugins/uipath -> ..`): it presents the repository, or a part
 * of it, as a plugin folder under another name. A host installs from the one place or the other
 * and reads the folder once; the walk reads it from its real place, so there is nothing to
 * report. Inside a skill the same link is a loop shipped with the skill's files
 * (`assets/templates/again -> ..`), and a host skill folder linked so (`app/.claude/skills ->
 * ../..`) makes the host read the repository's top folders as skills: both are reported.
 */
function packagesAncestor(parentReal: string, target: string): boolean {
  return parentReal === target || parentReal.startsWith(target.endsWith('/') ? target : `${target}/`);
}

/** Whether the SKILL.md of skill folder `owner` (an ancestor of `rel`, at `abs`) opens with frontmatter; cached. */
function ownerOpens(
  state: WalkState,
  owner: string,
  abs: string,
  rel: string,
  bound: string,
  listedRegular: boolean,
): boolean {
  let opens = state.ownerOpens.get(owner);
  if (opens === undefined) {
    const ownerAbs = abs.slice(0, abs.length - (rel.length - owner.length)) || '/';
    opens = opensWithFrontmatter(state.fs, absJoin(ownerAbs, 'SKILL.md'), bound, listedRegular);
    state.ownerOpens.set(owner, opens);
  }
  return opens;
}

/**
 * True when `real` lies in a resource folder the walk passed over (WalkState.ownedFiles false): a
 * link to it is a folder the whole walk would have seen already, and is treated as one.
 */
function insideSkipped(state: WalkState, real: string): boolean {
  if (state.skippedReals.size === 0) return false;
  for (let p = real; p.length > 1; p = p.slice(0, Math.max(1, p.lastIndexOf('/')))) {
    if (state.skippedReals.has(p)) return true;
  }
  return false;
}

function specialOf(fs: Fs, abs: string): SpecialKind {
  try {
    return fs.stat(abs).special ?? 'other';
  } catch {
    return 'other';
  }
}

function specialWords(kind: SpecialKind): string {
  switch (kind) {
    case 'fifo':
      return 'a FIFO (named pipe)';
    case 'char-device':
      return 'a character device';
    case 'block-device':
      return 'a block device';
    case 'socket':
      return 'a socket';
    case 'other':
      return 'a special file';
  }
}
