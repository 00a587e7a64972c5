/**
 * The skills of a root, read one at a time, so memory does not grow with the text: the walk runs first (names and
 * sizes only), then each skill is read when the consumer's iteration reaches it, at the level the
 * consumer asked for (needs.ts). A consumer that aggregates as it goes (audit) holds one skill's
 * text at a time instead of the directory's; `loadSkills` is this stream collected into a SkillSet.
 *
 * Shared resources (files outside every skill that a skill refers to) are known only once every
 * body has been read, so they come from `finish()`, after the iteration.
 */
import { UsageError, describeError } from '../base/errors.js';
import { readGuarded } from '../base/guard.js';
import { problem } from './frontmatter.js';
import type { Fs } from './fs.js';
import { DEFAULT_MAX_DEPTH, isCollectionDocument, MAX_SKILL_MD_BYTES } from './limits.js';
import type { LoadProblem, Resource, Skill, SkillLayout, SkillSet } from './model.js';
import { LOAD_ALL, type LoadNeeds } from './needs.js';
import { findInstallUnits, pluginOf, unitsBySkill } from './units.js';
import { withLinkedMembers } from './units-links.js';
import { codexDeniesImplicit } from './codex-policy.js';
import { baseName, readResource, readSkillFile, refusalProblem, skillFromRead } from './read.js';
import { addReferencedPaths, isReferenced } from './shared.js';
import { findUnreadHidden } from './hidden-count.js';
import { walkTree } from './walk.js';
import { hostLinkedFrom } from './walk-links.js';
import { opensWithFrontmatter } from './walk-nested.js';
import { absJoin, join, type WalkedFile, type WalkedSkill, type WalkState } from './walk-state.js';
import { startWalk } from './walk-start.js';

export type LayoutOption = 'auto' | SkillLayout;

export interface StreamOptions {
  /** `auto` (default) picks `dir` when any SKILL.md exists under the root, else `flat`. */
  readonly layout?: LayoutOption;
  /** Folder levels searched for SKILL.md; default DEFAULT_MAX_DEPTH. */
  readonly maxDepth?: number;
  /**
   * Follow a symlink to a skill folder outside the root (the `~/.claude/skills` layout, as hosts
   * do); its resources must then stay inside its own real folder. Default true.
   */
  readonly followSkillLinks?: boolean;
  /** Globs of root-relative paths never entered (`tests/fixtures/**`, `**\/examples`). */
  readonly ignore?: readonly string[];
  /** What to read (needs.ts); default everything (LOAD_ALL). */
  readonly needs?: LoadNeeds;
  /**
   * Identical resource files (same SHA-256, with hashes on) share one decoded string. For a caller
   * that keeps every skill (loadSkills does); a stream consumer that lets skills go would keep the
   * texts alive through the table instead. Default false.
   */
  readonly shareIdenticalText?: boolean;
}

export interface SkillStream {
  readonly root: string;
  readonly layout: SkillLayout;
  readonly loaded: LoadNeeds;
  /** Skills the walk found: what `skills()` yields at most (a flat file that turns out unreadable is skipped). */
  readonly total: number;
  /** Reads the skills in `file` order, each when the iteration reaches it. Iterate once. */
  skills(): Generator<Skill, void, undefined>;
  /** After `skills()` has run to its end: the set-level parts of the SkillSet. */
  finish(): Pick<
    SkillSet,
    'sharedResources' | 'otherFiles' | 'unwalked' | 'problems' | 'pluginRoots' | 'unreadHidden' | 'units' | 'folders'
  >;
}

/** Walks `root` and returns the stream of its skills; throws UsageError only when the root itself is unusable. */
export function openSkills(root: string, options: StreamOptions, fs: Fs): SkillStream {
  const layout = options.layout ?? 'auto';
  const needs = options.needs ?? LOAD_ALL;
  let rootAbs = root;
  let stat;
  try {
    stat = fs.stat(root);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }
  if (stat.kind === 'file') {
    // `skillscope audit path/to/SKILL.md` means that skill's folder.
    if (!/(^|\/)SKILL\.md$/.test(root))
      throw new UsageError(`'${root}' is a file; pass the folder that holds the skills (or a SKILL.md)`);
    rootAbs = root.slice(0, root.length - 'SKILL.md'.length).replace(/\/$/, '') || '.';
  } else if (stat.kind !== 'dir') {
    throw new UsageError(`'${root}' is not a folder`);
  }
  const state = startWalk(fs, rootAbs, root, { ...options, ownedFiles: needs.resources !== 'none' }, DEFAULT_MAX_DEPTH);
  if (layout !== 'flat') walkTree(state, rootAbs);
  const unreadHidden = findUnreadHidden(state);

  // auto: flat only when nothing below looks like a skill folder — no SKILL.md at any depth (one
  // below --max-depth is reported, not a reason to switch layout; one in a hidden folder the walk
  // does not enter is counted, and checking the top-level .md files instead would pass a gate
  // that read none of them), no mis-cased skill.md, no
  // SKILL.md that is a folder or special file — and markdown files sit at the top.
  const looksFlat = (): boolean =>
    state.skills.length === 0 &&
    state.deepSkillFiles.length === 0 &&
    unreadHidden === null &&
    !state.problems.some(
      (p) =>
        p.kind === 'missing-skill-md' ||
        (p.kind === 'not-regular' && /(^|\/)SKILL\.md$/.test(p.file)) ||
        (p.kind === 'symlink-escape' && /(^|\/)SKILL\.md$/.test(p.file)),
    ) &&
    state.files.some((f) => !f.rel.includes('/') && /\.md$/i.test(f.rel) && !isCollectionDocument(f.rel));
  if (layout === 'flat' || (layout === 'auto' && looksFlat())) {
    return withUnreadHidden(
      openFlat(
        root,
        rootAbs,
        state.rootReal,
        fs,
        state.problems.filter((p) => p.kind === 'unreadable' && !p.file.includes('/')),
        needs,
      ),
      unreadHidden,
    );
  }
  return withUnreadHidden(
    openDir(
      root,
      rootAbs,
      state.rootReal,
      fs,
      state,
      needs,
      options.shareIdenticalText === true ? new Map() : undefined,
    ),
    unreadHidden,
  );
}

/** Adds the walk's count of SKILL.md files in hidden folders to what `finish()` returns. */
function withUnreadHidden(stream: SkillStream, unreadHidden: ReturnType<typeof findUnreadHidden>): SkillStream {
  if (unreadHidden === null) return stream;
  return {
    ...stream,
    skills: () => stream.skills(),
    finish: () => ({ ...stream.finish(), unreadHidden }),
  };
}

function openDir(
  root: string,
  rootAbs: string,
  rootReal: string,
  fs: Fs,
  state: WalkState,
  needs: LoadNeeds,
  textByHash: Map<string, string | null> | undefined,
): SkillStream {
  const byOwner = new Map<string, WalkedFile[]>();
  const shared: WalkedFile[] = [];
  for (const f of state.files) {
    if (f.owner === null) {
      // Root-level files too (a `CLAUDE.md` beside the plugins that a skill links to as
      // `../../../../CLAUDE.md`): like the others, they count only when a body refers to them.
      shared.push(f);
      continue;
    }
    let list = byOwner.get(f.owner);
    if (list === undefined) byOwner.set(f.owner, (list = []));
    list.push(f);
  }
  state.files.length = 0; // the walk's list is now in byOwner / shared
  const rootName = baseName(rootReal);
  const walked = withoutOverlays(
    fs,
    rootAbs,
    [...state.skills].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)),
  );
  const linkedFrom = hostLinkedFrom(state);
  const units = withLinkedMembers(
    findInstallUnits(
      fs,
      rootAbs,
      rootReal,
      rootName,
      walked.map((w) => w.rel),
      state.listed,
      state.problems,
    ),
    linkedFrom,
  );
  const bySkill = unitsBySkill(units);
  const pluginRoots = [...new Set(units.filter((u) => u.kind === 'plugin').map((u) => u.root))].sort();
  const folders = skillFolders(walked.map((w) => w.rel));
  const withResources = needs.resources !== 'none';
  // Resources outside every skill count only when a body refers to them, so a level that lists
  // resources reads each body for its references (when there is any such file) even when the
  // caller does not keep bodies.
  const collectReferences = withResources && shared.length > 0;
  const readNeeds: LoadNeeds = collectReferences && !needs.body ? { ...needs, body: true } : needs;
  const referenced = new Set<string>();
  let finished = false;
  return {
    root,
    layout: 'dir',
    loaded: needs,
    total: walked.length,
    *skills() {
      for (const { rel: dir, bound, linkedTo, skillMdRegular } of walked) {
        const owned = byOwner.get(dir) ?? [];
        byOwner.delete(dir);
        const skillMdRel = join(dir, 'SKILL.md');
        const resources: Resource[] = [];
        const problems: LoadProblem[] = [];
        if (withResources) {
          for (const f of owned) {
            if (f.rel === skillMdRel) continue;
            const res = readResource(fs, f, dir, problems, needs, textByHash);
            if (res) resources.push(res);
          }
          resources.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        }
        const folderName = dir === '' ? rootName : baseName(dir);
        let skill = readSkillFile(
          fs,
          absJoin(rootAbs, skillMdRel),
          bound,
          { rel: skillMdRel, dir, folderName, layout: 'dir', resources, problems },
          readNeeds,
          skillMdRegular === true,
        );
        // Codex's agents/openai.yaml can keep the skill out of its listing (codex-policy.ts).
        if (codexDeniesImplicit(fs, dir, owned))
          skill = { ...skill, quirks: { ...skill.quirks, noImplicitInvocation: true } };
        if (collectReferences) addReferencedPaths(referenced, skill, pluginRoots);
        if (readNeeds !== needs) skill = { ...skill, body: '', source: '', loaded: needs };
        const plugin = pluginOf(dir, bySkill)?.name;
        if (plugin !== undefined) skill = { ...skill, plugin };
        const links = linkedFrom.get(dir);
        if (links !== undefined) skill = { ...skill, linkedFrom: links };
        yield linkedTo === undefined ? skill : { ...skill, linkedTo };
      }
      finished = true;
    },
    finish() {
      if (!finished && walked.length > 0)
        throw new Error('SkillStream.finish() called before skills() was read to its end');
      const sharedResources: Resource[] = [];
      const otherFiles: string[] = [];
      if (collectReferences) {
        for (const f of shared) {
          if (!isReferenced(f.rel, referenced)) {
            otherFiles.push(f.rel);
            continue;
          }
          const cut = f.rel.indexOf('/');
          const top = cut === -1 ? '' : f.rel.slice(0, cut);
          const res = readResource(fs, f, top, state.problems, needs, textByHash);
          if (res) sharedResources.push(res);
        }
        sharedResources.sort((a, b) => (a.path < b.path ? -1 : 1));
      }
      otherFiles.sort();
      const unwalked = [...state.hiddenFolders.map((h) => h.rel), ...state.prefixFiles, ...state.passedOver].sort();
      return { sharedResources, otherFiles, unwalked, problems: state.problems, pluginRoots, units, folders };
    },
  };
}

/**
 * Overlays: a SKILL.md without frontmatter in a folder named like another skill's folder that has
 * frontmatter (`skill-flavors/studioweb/flow/SKILL.md` beside `skills/flow/SKILL.md`: blocks a
 * build step puts into the real skill) is not a skill — no host loads a SKILL.md without
 * frontmatter as one (Codex refuses it), and the real skill is checked in its own folder. Its
 * files go with it. Only SKILL.md files of folders whose name occurs twice are opened here.
 */
function withoutOverlays(fs: Fs, rootAbs: string, walked: readonly WalkedSkill[]): WalkedSkill[] {
  const groups = new Map<string, WalkedSkill[]>();
  for (const w of walked) {
    const name = baseName(w.rel);
    groups.set(name, [...(groups.get(name) ?? []), w]);
  }
  const dropped = new Set<WalkedSkill>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const opens = group.map((w) =>
      opensWithFrontmatter(fs, absJoin(rootAbs, join(w.rel, 'SKILL.md')), w.bound, w.skillMdRegular === true),
    );
    if (!opens.some(Boolean)) continue;
    group.forEach((w, i) => opens[i] === false && dropped.add(w));
  }
  return dropped.size === 0 ? [...walked] : walked.filter((w) => !dropped.has(w));
}

/** The folders holding the skill folders, with how many each holds (`SkillSet.folders`). */
function skillFolders(dirs: readonly string[]): { path: string; skills: number }[] {
  const counts = new Map<string, number>();
  for (const dir of dirs) {
    const parent = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
    // The root itself as the skill (`check path/to/skill`): its folder is the root.
    const key = dir === '' ? '' : parent;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([path, skills]) => ({ path, skills }));
}

function openFlat(
  root: string,
  rootAbs: string,
  rootReal: string,
  fs: Fs,
  problems: LoadProblem[],
  needs: LoadNeeds,
): SkillStream {
  let entries;
  try {
    entries = fs.readdir(rootAbs);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }
  const files = entries
    .filter(
      (e) =>
        e.kind !== 'dir' &&
        !e.invalidName &&
        /\.md$/i.test(e.name) &&
        !e.name.startsWith('.') &&
        !isCollectionDocument(e.name),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // The walk already tried these files; the guard below says what is wrong with them, once.
  const candidates = new Set(files.map((e) => e.name));
  const setProblems = problems.filter((p) => !candidates.has(p.file));
  // A link to another file of the collection is that file's duplicate: the real file is the skill.
  const realFiles = new Set(files.filter((e) => e.kind === 'file').map((e) => absJoin(rootReal, e.name)));
  return {
    root,
    layout: 'flat',
    loaded: needs,
    total: files.length,
    *skills() {
      for (const e of files) {
        if (e.kind === 'symlink') {
          let target: string | undefined;
          try {
            target = fs.realpath(absJoin(rootAbs, e.name));
          } catch {
            // The guard below reports the broken link or the loop.
          }
          if (target !== undefined && realFiles.has(target)) {
            setProblems.push(
              problem(
                'symlink-loop',
                e.name,
                0,
                0,
                `symlink to ${target.slice(rootReal.length + 1)}, already loaded as a skill; not loaded twice`,
                { target },
              ),
            );
            continue;
          }
        }
        const read = readGuarded(fs, absJoin(rootAbs, e.name), { within: rootReal, maxBytes: MAX_SKILL_MD_BYTES });
        // A link out of the folder, a FIFO or a device is not a skill of this collection: one finding, no skill.
        if (!read.ok && read.refusal.reason !== 'too-large') {
          setProblems.push(refusalProblem(read.refusal, e.name));
          continue;
        }
        const stem = e.name.replace(/\.md$/i, '');
        yield skillFromRead(
          read,
          { rel: e.name, dir: '', folderName: stem, layout: 'flat', resources: [], problems: [] },
          needs,
        );
      }
    },
    finish() {
      return {
        sharedResources: [],
        problems: setProblems,
        folders: files.length === 0 ? [] : [{ path: '', skills: files.length }],
      };
    },
  };
}
