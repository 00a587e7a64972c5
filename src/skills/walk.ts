/**
 * The directory walk behind loadSkills: finds SKILL.md folders and every file, recording which
 * skill owns each file. Hidden entries, node_modules and .git are skipped; symlinks are followed
 * only inside the root; a folder reached twice by real path is reported as a loop.
 */
import { problem } from './frontmatter.js';
import type { Fs } from './fs.js';
import type { LoadProblem } from './model.js';
import { describeError } from '../errors.js';

/** Resource walks inside a skill stop this deep (guards against pathological trees). */
export const RESOURCE_MAX_DEPTH = 32;
/** Folder names never entered (besides hidden ones). */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git']);

export interface WalkedFile {
  /** Path relative to the root. */
  readonly rel: string;
  readonly abs: string;
  /** Relative folder of the owning skill, or null when the file belongs to no skill. */
  readonly owner: string | null;
}

export interface WalkState {
  readonly fs: Fs;
  readonly rootReal: string;
  readonly maxDepth: number;
  readonly files: WalkedFile[];
  readonly skillDirs: string[];
  readonly problems: LoadProblem[];
  readonly visited: Set<string>;
}

export const join = (a: string, b: string): string => (a === '' ? b : `${a}/${b}`);
export const absJoin = (a: string, b: string): string => (a.endsWith('/') ? `${a}${b}` : `${a}/${b}`);

export function walk(state: WalkState, abs: string, rel: string, depth: number, owner: string | null): void {
  let real: string;
  try {
    real = state.fs.realpath(abs);
  } catch (err) {
    state.problems.push(problem('unreadable', rel || '.', 0, 0, `cannot read folder: ${describeError(err)}`));
    return;
  }
  if (state.visited.has(real)) {
    state.problems.push(problem('symlink-loop', rel || '.', 0, 0, 'folder reached a second time through a symlink; not read again', { target: real }));
    return;
  }
  state.visited.add(real);
  let entries;
  try {
    entries = state.fs.readdir(abs);
  } catch (err) {
    state.problems.push(problem('unreadable', rel || '.', 0, 0, `cannot read folder: ${describeError(err)}`));
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  // Resolve symlinks first so a linked SKILL.md counts as one.
  const resolved: { name: string; kind: 'file' | 'dir' | 'other' }[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    if (e.kind !== 'symlink') {
      resolved.push({ name: e.name, kind: e.kind === 'file' || e.kind === 'dir' ? e.kind : 'other' });
      continue;
    }
    const linkRel = join(rel, e.name);
    const linkAbs = absJoin(abs, e.name);
    let target: string;
    try {
      target = state.fs.realpath(linkAbs);
    } catch (err) {
      state.problems.push(problem('unreadable', linkRel, 0, 0, `broken symlink: ${describeError(err)}`));
      continue;
    }
    if (target !== state.rootReal && !target.startsWith(state.rootReal.endsWith('/') ? state.rootReal : `${state.rootReal}/`)) {
      state.problems.push(problem('symlink-escape', linkRel, 0, 0, 'symlink points outside the scanned folder; not followed', { target }));
      continue;
    }
    try {
      resolved.push({ name: e.name, kind: state.fs.stat(linkAbs).kind });
    } catch (err) {
      state.problems.push(problem('unreadable', linkRel, 0, 0, `cannot read symlink target: ${describeError(err)}`));
    }
  }

  const isSkill = resolved.some((e) => e.name === 'SKILL.md' && e.kind === 'file');
  if (isSkill) {
    owner = rel;
    state.skillDirs.push(rel);
  } else if (owner === null) {
    const misnamed = resolved.find((e) => e.kind === 'file' && e.name.toLowerCase() === 'skill.md');
    if (misnamed) {
      state.problems.push(
        problem('missing-skill-md', join(rel, misnamed.name), 0, 0, `found '${misnamed.name}' but hosts look for 'SKILL.md' (exact case); this folder is not loaded as a skill`, {
          found: misnamed.name,
        }),
      );
    }
  }
  for (const e of resolved) {
    const childRel = join(rel, e.name);
    const childAbs = absJoin(abs, e.name);
    if (e.kind === 'file') {
      state.files.push({ rel: childRel, abs: childAbs, owner });
    } else if (e.kind === 'dir') {
      if (SKIPPED_FOLDERS.has(e.name)) continue;
      const limit = owner === null ? state.maxDepth : RESOURCE_MAX_DEPTH;
      if (depth + 1 > limit) {
        state.problems.push(problem('depth-limit', childRel, 0, 0, `not searched: deeper than ${limit} folder levels (raise --max-depth to include it)`, { maxDepth: limit }));
        continue;
      }
      walk(state, childAbs, childRel, depth + 1, owner);
    }
  }
}

