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
 *   reach the same folder the real path wins and the link is reported as the duplicate (outside
 *   every skill, only when that folder holds a skill: walk-links.ts keepSkillLinkProblems);
 * - FIFOs, devices and sockets are never opened: each one is reported;
 * - below `maxDepth` no skill is loaded, but the search goes on (up to RESOURCE_MAX_DEPTH) so a
 *   SKILL.md there is reported instead of silently switching the command to the flat layout.
 */
import { isInside, type SpecialKind } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import { problem } from './frontmatter.js';
import type { Fs, FsEntry } from './fs.js';
import { countedDepth, HOST_SKILL_FOLDERS, hostKidsAt, isHostSkillFolder } from '../hosts/folders.js';
import { findDeepSkills, reportDeepSkills } from './walk-deep.js';
import { isDuplicateSkillMd, isHostAlias, keepSkillLinkProblems, resolveLink } from './walk-links.js';
import { inResourceFolder, isCatalogueParent, isResourceFolderName, opensWithFrontmatter } from './walk-nested.js';
import { isCodexPolicyFile } from './codex-policy.js';
import {
  reportInvalidName,
  reportMisnamed,
  reportResourceDepth,
  reportSkillMdNotRegular,
  reportSpecial,
} from './walk-report.js';
import {
  absJoin,
  baseOf,
  type Entry,
  join,
  recordListed,
  RESOURCE_MAX_DEPTH,
  SKIPPED_FOLDERS,
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
  keepSkillLinkProblems(state);
  reportDeepSkills(state);
}

const byName = (a: FsEntry, b: FsEntry): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Lists one folder and goes on into its sub-folders. Written for the common case, a folder inside
 * a skill or a skill folder itself (at 10,000 real skills, all but ~10 of the 14,381 folders a
 * `route` request lists): no path is built for an entry that is passed over, entries are sorted
 * once, and the rare cases (links, special files, hidden folders where skills are searched, the
 * depth limits) are left to functions of their own. ~2.5× less of the walk's own time than the
 * first version, which built two paths and ran a dozen closures per entry.
 */
function walkFolder(state: WalkState, at: Pending, deferred: Pending[]): void {
  const { abs, rel, depth } = at;
  let { owner, bound } = at;
  let real: string;
  if (at.real !== undefined) real = at.real;
  else {
    try {
      real = state.fs.realpath(abs);
    } catch (err) {
      state.problems.push(problem('unreadable', rel || '.', 0, 0, `cannot read folder: ${describeError(err)}`));
      return;
    }
  }
  if (state.visited.has(real) || (at.real === undefined && insideSkipped(state, real))) {
    if (isHostAlias(state, rel, real)) {
      state.hostLinks.push({ rel, real });
      return;
    }
    const message = 'folder reached a second time through a symlink; not read again';
    const loop = problem('symlink-loop', rel || '.', 0, 0, message, { target: real });
    state.problems.push(loop);
    if (owner === null) state.outsideLinks.push({ problem: loop, rel, target: real });
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
  raw.sort(byName);
  recordListed(state, rel, raw);

  // A skill folder reached through a link from outside the root is its own bound.
  if (at.linkedTo !== undefined) bound = at.linkedTo;
  let hasSkillMd = false;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i]!.name === 'SKILL.md') {
      hasSkillMd = true;
      break;
    }
  }
  // Where skills are searched (not inside a skill), in a host prefix (`.claude`) or a level between
  // one and its skill folder: the names that may be entered.
  const searching = owner === null && !hasSkillMd;
  const hostKids = searching && rel !== '' ? hostKidsAt(rel) : undefined;
  const kept = searching ? keptWhereSearching(state, rel, abs, raw, hostKids) : keptInSkill(state, rel, raw);

  // SKILL.md first: whether this folder is a skill decides which links below may leave it.
  let skillMd: Entry | null = null;
  if (hasSkillMd) {
    const e = kept.find((x) => x.name === 'SKILL.md');
    if (e !== undefined) {
      skillMd = entryOf(state, e, abs, rel, bound, owner);
      // Inside another skill, a SKILL.md without frontmatter, or one in the skill's references,
      // assets, examples or templates, is one of that skill's files.
      const material =
        owner !== null &&
        skillMd?.kind === 'file' &&
        (inResourceFolder(owner, rel) ||
          !opensWithFrontmatter(state.fs, absJoin(abs, 'SKILL.md'), bound, skillMd.target === undefined));
      if (
        !material &&
        skillMd !== null &&
        skillMd.kind === 'file' &&
        !isDuplicateSkillMd(state, skillMd, join(rel, 'SKILL.md'))
      ) {
        owner = rel;
        state.skillReals.add(real);
        state.skillDirByReal.set(real, rel);
        const linkedTo = at.linkedTo;
        const regular = skillMd.target === undefined;
        state.skills.push(
          linkedTo === undefined
            ? regular
              ? { rel, bound, skillMdRegular: true }
              : { rel, bound }
            : regular
              ? { rel, bound, linkedTo, skillMdRegular: true }
              : { rel, bound, linkedTo },
        );
      }
    }
  }
  // The entries in name order (SKILL.md in its place), links resolved.
  const entries: Entry[] = [];
  for (const e of kept) {
    if (e.name === 'SKILL.md') {
      if (skillMd !== null) entries.push(skillMd);
    } else if (e.kind === 'file' || e.kind === 'dir') entries.push(e as Entry);
    else {
      const entry = entryOf(state, e, abs, rel, bound, owner);
      if (entry !== null) entries.push(entry);
    }
  }
  if (owner === null) reportMisnamed(state, rel, entries);
  if (skillMd !== null && skillMd.kind !== 'file') reportSkillMdNotRegular(state, rel, skillMd);

  // Inside a skill that reads no resource, only the Codex policy file is recorded, and a
  // resource folder is not entered (`inResource`: whether this folder is in one already).
  const lean = owner !== null && !state.ownedFiles;
  const inResource = lean && rel !== owner && inResourceFolder(owner!, rel);
  let ownerDepth = -1;
  for (const e of entries) {
    const name = e.name;
    if (e.kind === 'file') {
      if (lean && !(name === 'openai.yaml' && isCodexPolicyFile(owner!, join(rel, name)))) continue;
      const childRel = join(rel, name);
      const childAbs = absJoin(abs, name);
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
    if (e.kind !== 'dir') {
      // Never opened either way; reported only inside a skill, where it is one of the skill's
      // files. Outside every skill (a plugin repository's docs/, a socket in a tools folder) it
      // belongs to the repository, like every other file there, and failing the gate on it
      // would be a false finding.
      if (name !== 'SKILL.md' && owner !== null) reportSpecial(state, join(rel, name), e.kind.special);
      continue;
    }
    if (SKIPPED_FOLDERS.has(name)) continue;
    if (
      lean &&
      (rel === owner ? isResourceFolderName(name) : inResource) &&
      ownerOpens(
        state,
        owner!,
        abs,
        rel,
        bound,
        rel === owner && skillMd !== null && skillMd.kind === 'file' && skillMd.target === undefined,
      )
    ) {
      // Nothing there is a skill (its SKILL.md files are the owner's material) and no file is
      // wanted: at 10,000 real skills these were most of the folders a `route` request listed.
      if (e.target === undefined) state.skippedReals.add(absJoin(real, name));
      continue;
    }
    const childRel = join(rel, name);
    // A host prefix (`.claude`) is not a level: `.claude/skills/x` is as deep as `skills/x`.
    // Nor is a level between a prefix and its skill folder (`.config/opencode/skills/x`).
    const between = hostKids !== undefined && hostKids.includes(name) && !isHostSkillFolder(childRel);
    const childDepth = HOST_SKILL_FOLDERS.has(name) || between ? depth : depth + 1;
    if (owner !== null) {
      if (ownerDepth === -1) ownerDepth = countedDepth(owner);
      if (childDepth - ownerDepth > RESOURCE_MAX_DEPTH) {
        reportResourceDepth(state, childRel);
        continue;
      }
    } else if (childDepth > state.maxDepth) {
      // Searched for SKILL.md files only: the files below are not listed, so a link into the
      // folder (a plugin's `skills/_shared/knowledge/…`) is not known to be missing.
      findDeepSkills(state, absJoin(abs, name), childRel, childDepth);
      state.passedOver.push(childRel);
      continue;
    }
    const childAbs = absJoin(abs, name);
    if (e.target === undefined)
      walkFolder(
        state,
        { abs: childAbs, rel: childRel, depth: childDepth, owner, bound, real: absJoin(real, name) },
        deferred,
      );
    else if (owner === null && !isHostSkillFolder(childRel) && packagesAncestor(real, e.target)) continue;
    else
      deferred.push(
        isInside(e.target, bound)
          ? { abs: childAbs, rel: childRel, depth: childDepth, owner, bound }
          : { abs: childAbs, rel: childRel, depth: childDepth, owner, bound, linkedTo: e.target },
      );
  }
}

/**
 * The entries of a folder inside a skill (or of a skill folder) the walk looks at, in name order:
 * not hidden, with a name that is valid UTF-8 (else reported) and not ignored.
 */
function keptInSkill(state: WalkState, rel: string, raw: readonly FsEntry[]): FsEntry[] {
  const kept: FsEntry[] = [];
  const ignoring = state.ignoring;
  for (const e of raw) {
    if (e.invalidName) {
      if (e.name.charCodeAt(0) !== 0x2e) reportInvalidName(state, join(rel, e.name));
      continue;
    }
    // Passed over, not missing: a link into a hidden or ignored path is not known to be broken.
    if (e.name.charCodeAt(0) === 0x2e || (ignoring && state.ignored(join(rel, e.name)))) {
      state.passedOver.push(join(rel, e.name));
      continue;
    }
    kept.push(e);
  }
  return kept;
}

/**
 * The entries of a folder where skills are searched (not inside a skill), in name order: the
 * hosts' hidden skill folders are entered — in a host prefix (`.claude`) only its skill folders,
 * elsewhere a host prefix and no other hidden name (or every one in a catalogue folder,
 * isCatalogueParent). The other hidden folders are kept aside for the note.
 */
function keptWhereSearching(
  state: WalkState,
  rel: string,
  abs: string,
  raw: readonly FsEntry[],
  hostKids: readonly string[] | undefined,
): FsEntry[] {
  const catalogue = isCatalogueParent(rel === '' ? baseOf(state.rootReal) : rel);
  return raw.filter((e) => {
    const folderish = e.kind === 'dir' || e.kind === 'symlink';
    const entered = folderish && (HOST_SKILL_FOLDERS.has(e.name) || (catalogue && !SKIPPED_FOLDERS.has(e.name)));
    const hidden =
      hostKids !== undefined ? !(folderish && hostKids.includes(e.name)) : e.name.startsWith('.') && !entered;
    if (hidden) {
      if (e.kind === 'dir' && !e.invalidName && !SKIPPED_FOLDERS.has(e.name) && !state.ignored(join(rel, e.name))) {
        state.hiddenFolders.push({ rel: join(rel, e.name), abs: absJoin(abs, e.name) });
      } else if (hostKids !== undefined && e.kind === 'file' && !e.invalidName) {
        state.prefixFiles.push(join(rel, e.name));
      } else if (!e.invalidName) {
        state.passedOver.push(join(rel, e.name));
      }
      return false;
    }
    const childRel = join(rel, e.name);
    if (e.invalidName) {
      reportInvalidName(state, childRel);
      return false;
    }
    if (!state.ignored(childRel)) return true;
    state.passedOver.push(childRel);
    return false;
  });
}

/** The walk's entry for a listed one: a link resolved (null when refused), a special file stat-ed. */
function entryOf(
  state: WalkState,
  e: FsEntry,
  abs: string,
  rel: string,
  bound: string,
  owner: string | null,
): Entry | null {
  if (e.kind === 'file' || e.kind === 'dir') return e as Entry;
  if (e.kind === 'other') return { name: e.name, kind: { special: specialOf(state.fs, absJoin(abs, e.name)) } };
  const resolved = resolveLink(state, absJoin(abs, e.name), join(rel, e.name), bound, owner === null);
  return resolved === null ? null : { name: e.name, ...resolved };
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
