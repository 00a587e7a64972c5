/**
 * Every file under a folder, found the way the loader finds skills (walk.ts): the hosts' skill
 * folders (`.claude/skills`, `.agents/skills`…) are entered and other hidden folders are not (their
 * SKILL.md files counted as `unreadHidden`), `node_modules` and `.git` are skipped, a link to a
 * skill folder outside the root is followed (the `~/.claude/skills` layout) and any other link
 * must stay inside. For `tokens count DIR`, which counts files: it then counts the files of the
 * skills `check` and `audit` see, plus the other files of the folder.
 *
 * Pure over the `Fs` interface; opening each file (through the guard, inside its `bound`) is the
 * caller's.
 */
import type { Fs } from './fs.js';
import type { LoadProblem, UnreadHidden } from './model.js';
import { findUnreadHidden } from './hidden-count.js';
import { walkTree } from './walk.js';
import { RESOURCE_MAX_DEPTH } from './walk-state.js';
import { startWalk } from './walk-start.js';

interface FoundFile {
  /** Path relative to the root, '/'-separated. */
  readonly rel: string;
  readonly abs: string;
  /** Real folder the file must resolve inside when opened (the root, or a linked skill's real folder). */
  readonly bound: string;
}

export interface FoundFiles {
  /** Sorted by `rel`. */
  readonly files: readonly FoundFile[];
  /** What the walk could not follow or read (unreadable folders, links out of the root, …). */
  readonly problems: readonly LoadProblem[];
  readonly unreadHidden?: UnreadHidden;
}

export interface FindFilesOptions {
  /**
   * Folder levels searched outside skills; default RESOURCE_MAX_DEPTH (32): a file counter looks
   * deeper than the skill search (`--max-depth`, 6) does.
   */
  readonly maxDepth?: number;
  readonly followSkillLinks?: boolean;
  readonly ignore?: readonly string[];
}

/** The files under the folder `root`; throws UsageError only when the root itself is unusable. */
export function findFiles(root: string, options: FindFilesOptions, fs: Fs): FoundFiles {
  const state = startWalk(fs, root, root, options, RESOURCE_MAX_DEPTH);
  walkTree(state, root);
  const unreadHidden = findUnreadHidden(state);
  const files = state.files
    .map((f) => ({ rel: f.rel, abs: f.abs, bound: f.bound }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { files, problems: state.problems, ...(unreadHidden !== null ? { unreadHidden } : {}) };
}
