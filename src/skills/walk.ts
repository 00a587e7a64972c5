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
import { isInside, readGuarded, type SpecialKind } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import { problem } from './frontmatter.js';
import type { Fs } from './fs.js';
import {
  countedDepth,
  HOST_SKILL_FOLDERS,
  inHostSkillFolder,
  isHostSkillFolder,
  isWalkedPath,
} from '../hosts/folders.js';
import { MAX_SKILL_MD_BYTES } from './limits.js';
import type { LoadProblem } from './model.js';

/** Resource walks inside a skill stop this deep (a fixed guard against pathological trees). */
export const RESOURCE_MAX_DEPTH = 32;
/** Folder names never entered (besides hidden ones). */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git']);

export interface WalkedFile {
  /** Path relative to the root. */
  readonly rel: string;
  readonly abs: string;
  /** Relative folder of the owning skill, or null when the file belongs to no skill. */
  readonly owner: string | null;
  /** Real folder the file's links must resolve inside (the root, or a linked skill's real folder). */
  readonly bound: string;
  /** Set when the file is a symlink to a file inside the root: the target's root-relative path (the same bytes on disk, not a copy). */
  readonly linkTo?: string;
}

export interface WalkedSkill {
  /** Skill folder relative to the root. */
  readonly rel: string;
  /** Real folder bounding the skill's files. */
  readonly bound: string;
  /** Set when the folder is a symlink to a skill outside the root: its real path. */
  readonly linkedTo?: string;
}

export interface WalkState {
  readonly fs: Fs;
  readonly rootReal: string;
  readonly maxDepth: number;
  readonly followSkillLinks: boolean;
  /** True for root-relative paths the user asked to skip (`ignore` globs). */
  readonly ignored: (rel: string) => boolean;
  readonly files: WalkedFile[];
  readonly skills: WalkedSkill[];
  readonly problems: LoadProblem[];
  readonly visited: Set<string>;
  /** Real paths of the skill folders found so far (a link to one from a host folder is an alias). */
  readonly skillReals: Set<string>;
  /** SKILL.md files found below maxDepth (not loaded; reported). */
  readonly deepSkillFiles: string[];
  /** Hidden folders passed over where skills are searched (`.foo`, `.claude/plugins`), for the note. */
  readonly hiddenFolders: { readonly rel: string; readonly abs: string }[];
}

export const join = (a: string, b: string): string => (a === '' ? b : `${a}/${b}`);
export const absJoin = (a: string, b: string): string => (a.endsWith('/') ? `${a}${b}` : `${a}/${b}`);

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

/** The last name of a root-relative folder (`a/.claude` → `.claude`; '' → ''). */
function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

type Kind = 'file' | 'dir' | { readonly special: SpecialKind };

interface Entry {
  readonly name: string;
  readonly kind: Kind;
  /** Set for a symlink: where it resolves. */
  readonly target?: string;
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
  if (state.visited.has(real)) {
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

  // A skill folder reached through a link from outside the root is its own bound.
  if (at.linkedTo !== undefined) bound = at.linkedTo;
  // Where skills are searched (not inside a skill), the hosts' hidden skill folders are entered:
  // in a host prefix (`.claude`) only its skill folders, elsewhere a host prefix and no other
  // hidden name. The other hidden folders are kept aside for the note.
  const searching = owner === null && !raw.some((e) => e.name === 'SKILL.md');
  const hostKids = searching && rel !== '' ? HOST_SKILL_FOLDERS.get(baseOf(rel)) : undefined;
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
        (inResourceFolder(owner, rel) || !opensWithFrontmatter(state.fs, absJoin(abs, 'SKILL.md'), bound))
      )
        continue;
      if (
        skillMd !== undefined &&
        skillMd.kind === 'file' &&
        !isDuplicateSkillMd(state, skillMd, join(rel, 'SKILL.md'))
      ) {
        owner = rel;
        state.skillReals.add(real);
        state.skills.push(at.linkedTo === undefined ? { rel, bound } : { rel, bound, linkedTo: at.linkedTo });
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
    // A host prefix (`.claude`) is not a level: `.claude/skills/x` is as deep as `skills/x`.
    const childDepth = HOST_SKILL_FOLDERS.has(e.name) ? depth : depth + 1;
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
    else deferred.push(isInside(e.target, bound) ? next : { ...next, linkedTo: e.target });
  }
}

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
function isHostAlias(state: WalkState, rel: string, real: string): boolean {
  if (!isInside(real, state.rootReal)) return false;
  const realRel = real.slice(state.rootReal.length).replace(/^\/+/, '');
  if (state.skillReals.has(real)) return inHostSkillFolder(rel) || inHostSkillFolder(realRel);
  if (realRel === '' || rel === realRel || rel.startsWith(`${realRel}/`)) return false;
  // A link inside a host skill folder (`.codex/skills/x -> ../../team/x`) is that host's mirror of
  // a folder read elsewhere, made on purpose, one per host.
  return isHostSkillFolder(rel) || isHostSkillFolder(realRel) || inHostSkillFolder(rel);
}

/** Resolves a symlink entry; null (with a problem) when it is broken, loops or leaves its bound. */
function resolveLink(
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
    // one may be a skill folder that vanished (`~/.claude/skills/NAME`): still reported.
    if (searchingSkills && /.\.[A-Za-z0-9]{1,8}$/.test(linkRel.slice(linkRel.lastIndexOf('/') + 1))) return null;
    state.problems.push(problem('unreadable', linkRel, 0, 0, `broken symlink: ${describeError(err)}`));
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
 * A hidden folder of skills inside a folder named `skills` (`skills/.curated`, `skills/.system`,
 * `skills/.experimental`: catalogues an installer copies skills from) is read like any other
 * folder of skills: the maintainer's gate must see them. Not inside a host's own skill folder
 * (`.claude/skills/.disabled` is the user's way of putting skills aside). `rel`: the folder whose
 * children are looked at (for the root, the root's own name).
 */
function isCatalogueParent(rel: string): boolean {
  const name = baseOf(rel);
  return (name === 'skills' || name === 'skill') && !isHostSkillFolder(rel);
}

/**
 * Whether a SKILL.md nested inside another skill's folder opens with a `---` line. Hosts do not
 * load a SKILL.md there as a skill of its own when it has no frontmatter (Claude Code reads
 * `<skills>/<name>/SKILL.md` one level deep; Codex walks deeper but refuses a SKILL.md without
 * frontmatter), so it stays a file of the outer skill (an overlay, a template, a reference).
 * One that cannot be read is treated as a skill, so its problem is reported.
 */
export function opensWithFrontmatter(fs: Fs, abs: string, bound: string): boolean {
  const read = readGuarded(fs, abs, { within: bound, maxBytes: MAX_SKILL_MD_BYTES });
  if (!read.ok) return true;
  let start = 0;
  if (read.bytes[0] === 0xef && read.bytes[1] === 0xbb && read.bytes[2] === 0xbf) start = 3;
  const head = new TextDecoder('utf-8').decode(read.bytes.subarray(start, start + 8));
  return /^---[ \t]*(\r?\n|$)/.test(head);
}

/**
 * Folders of a skill whose SKILL.md files are material of that skill, frontmatter or not: a host
 * loads `<skills>/<name>/SKILL.md` (Claude Code) and the outer skill is what sends the model into
 * its `references/` (a sub-procedure written as a SKILL.md), `assets/sample-skill/SKILL.md` (a
 * template it copies), `examples/`. Codex, which walks deeper, would list them too; we follow the
 * skill that owns them.
 */
const RESOURCE_SKILL_FOLDERS: ReadonlySet<string> = new Set([
  'references',
  'reference',
  'assets',
  'examples',
  'templates',
  'template',
]);

/** True when `rel` lies in a resource folder (RESOURCE_SKILL_FOLDERS) of the skill at `owner`. */
function inResourceFolder(owner: string, rel: string): boolean {
  const inner = owner === '' ? rel : rel.slice(owner.length + 1);
  return RESOURCE_SKILL_FOLDERS.has(inner.split('/')[0] ?? '');
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
function isDuplicateSkillMd(state: WalkState, entry: Entry, rel: string): boolean {
  if (entry.target === undefined || !entry.target.endsWith('/SKILL.md') || !isInside(entry.target, state.rootReal))
    return false;
  const targetRel = entry.target.slice(state.rootReal.length).replace(/^\/+/, '');
  // A target the walk never reaches as a skill (hidden folder, node_modules) does not take its place.
  if (!isWalkedPath(targetRel.slice(0, -'/SKILL.md'.length), SKIPPED_FOLDERS)) return false;
  // In a host skill folder (`.gemini/skills/x/SKILL.md -> ../../../team/x/SKILL.md`) it is that
  // host's mirror of the skill: read once, from its real folder, and nothing to fix.
  if (inHostSkillFolder(rel)) return true;
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
 * One SK106 `depth-limit` per folder the limit cut off, with the SKILL.md files left out below it
 * (`data.skills`, `data.files`): the outermost folder above them that holds no loaded skill, so a
 * copied tree of 500 deep skills (`backups/…`) is one finding on `backups`, not 500. The files
 * stay in `deepSkillFiles` one by one (the "checked 0 of N" count).
 */
function reportDeepSkills(state: WalkState): void {
  if (state.deepSkillFiles.length === 0) return;
  const holdsSkill = new Set<string>();
  for (const skill of state.skills) for (let dir = skill.rel; dir !== ''; dir = parentOf(dir)) holdsSkill.add(dir);
  const loaded = new Set(state.skills.map((s) => s.rel));
  const groups = new Map<string, string[]>();
  for (const file of state.deepSkillFiles) {
    // `backups/2025-11-08/plugins/devops/x/skills/y/SKILL.md` while `plugins/devops/x/skills/y` is
    // loaded: a copy of a skill read in its own place. Raising --max-depth would only read the copy.
    if (copiesLoaded(file, loaded)) continue;
    let folder = parentOf(file);
    for (let up = parentOf(folder); up !== '' && !holdsSkill.has(up); up = parentOf(up)) folder = up;
    const files = groups.get(folder);
    if (files === undefined) groups.set(folder, [file]);
    else files.push(file);
  }
  for (const [folder, files] of groups) {
    const what =
      files.length === 1
        ? `a SKILL.md below this folder is not loaded (${files[0]})`
        : `${files.length} SKILL.md files below this folder are not loaded`;
    state.problems.push(
      problem(
        'depth-limit',
        folder,
        0,
        0,
        `${what}: deeper than ${state.maxDepth} folder levels (raise --max-depth to include them)`,
        { maxDepth: state.maxDepth, skills: files.length, files },
      ),
    );
  }
}

/** True when the folder of a deep SKILL.md ends with the path of a loaded skill folder (two segments or more). */
function copiesLoaded(file: string, loaded: ReadonlySet<string>): boolean {
  const parts = parentOf(file).split('/');
  for (let from = 1; from <= parts.length - 2; from++) if (loaded.has(parts.slice(from).join('/'))) return true;
  return false;
}

function parentOf(rel: string): string {
  const cut = rel.lastIndexOf('/');
  return cut === -1 ? '' : rel.slice(0, cut);
}

/** Below --max-depth: no skill is loaded, but every SKILL.md there is counted (no silent layout switch), and reported per folder at the end. */
function findDeepSkills(state: WalkState, abs: string, rel: string, depth: number): void {
  if (depth > RESOURCE_MAX_DEPTH) return;
  let raw;
  try {
    raw = state.fs.readdir(abs);
  } catch {
    return;
  }
  raw.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hostKids = HOST_SKILL_FOLDERS.get(baseOf(rel));
  for (const e of raw) {
    if (e.invalidName || SKIPPED_FOLDERS.has(e.name)) continue;
    // The same hidden folders as the walk's (walkFolder): host skill folders only.
    if (hostKids !== undefined ? !hostKids.includes(e.name) : e.name.startsWith('.') && !HOST_SKILL_FOLDERS.has(e.name))
      continue;
    const childRel = join(rel, e.name);
    if (state.ignored(childRel)) continue;
    if (e.name === 'SKILL.md' && e.kind === 'file') {
      state.deepSkillFiles.push(childRel);
    } else if (e.kind === 'dir') {
      findDeepSkills(state, absJoin(abs, e.name), childRel, HOST_SKILL_FOLDERS.has(e.name) ? depth : depth + 1);
    }
  }
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
