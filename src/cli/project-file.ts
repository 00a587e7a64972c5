/**
 * Where a project file (`skillscope.config.json`, `.claude/settings.json`) of a run over DIR may
 * come from — one rule for every such file, because a file found here switches rules off or
 * changes what is simulated, and a hostile repository or a shared machine can plant one:
 * - DIR and each folder above it up to the repository root (the nearest folder holding `.git`,
 *   a folder or a worktree's file); with no repository above DIR, DIR alone;
 * - never a folder above the user's home (a DIR inside home never looks past it), so
 *   `/home/skillscope.config.json` cannot apply to every user;
 * - never a folder every user may write (mode o+w, e.g. /tmp): such a file is skipped and named
 *   in `skipped`, so `/tmp/skillscope.config.json` cannot switch rules off for a run in /tmp/x;
 * - the file is read with its repository (or DIR) as the guard's bound: a config that is a link
 *   to /etc/passwd or /proc/self/environ is refused, never opened.
 */
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface ProjectFile {
  /** Absolute path of the file found (as reached from DIR, links not resolved). */
  readonly file: string;
  /** Real folder the file must resolve inside: the repository root, else the folder searched. */
  readonly bound: string;
}

export interface ProjectSearch {
  readonly found: ProjectFile | null;
  /** Candidates not applied because their folder is writable by every user. */
  readonly skipped: readonly string[];
}

const exists = (p: string): boolean => {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

function worldWritable(dir: string): boolean {
  try {
    return (fs.statSync(dir).mode & 0o002) !== 0;
  } catch {
    return false;
  }
}

function real(p: string): string {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return p;
  }
}

/** True when `dir` is a proper ancestor of `home` (a folder above the user's home). */
function aboveHome(dir: string, home: string): boolean {
  if (home === '' || dir === home) return false;
  return home.startsWith(dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`);
}

/** DIR and the folders above it that may hold its project files, nearest first; and their bound. */
function searchFolders(dirAbs: string, home: string = os.homedir()): { folders: string[]; bound: string } {
  const chain: string[] = [];
  for (let dir = dirAbs; ; ) {
    if (aboveHome(dir, home)) break;
    chain.push(dir);
    if (exists(path.join(dir, '.git'))) return { folders: chain, bound: real(dir) };
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return { folders: [dirAbs], bound: real(dirAbs) };
}

/** The first `rel` (a file name or a short relative path) in `folders`, by the rules above. */
function findInFolders(folders: readonly string[], rel: string, bound: string): ProjectSearch {
  const skipped: string[] = [];
  for (const dir of folders) {
    const file = path.join(dir, rel);
    if (!exists(file)) continue;
    if (worldWritable(path.dirname(file)) || worldWritable(dir)) {
      skipped.push(file);
      continue;
    }
    return { found: { file, bound }, skipped };
  }
  return { found: null, skipped };
}

/**
 * `rel` for a run over `dirAbs`: in DIR or its repository; else (`cwd` given) in the working
 * directory, under the same rules with the working directory as its bound.
 */
export function findProjectFile(
  dirAbs: string,
  rel: string,
  options: { cwd?: string; home?: string } = {},
): ProjectSearch {
  const home = options.home ?? os.homedir();
  const { folders, bound } = searchFolders(dirAbs, home);
  const near = findInFolders(folders, rel, bound);
  if (near.found !== null || options.cwd === undefined || folders.includes(options.cwd) || aboveHome(options.cwd, home))
    return near;
  const inCwd = findInFolders([options.cwd], rel, real(options.cwd));
  return { found: inCwd.found, skipped: [...near.skipped, ...inCwd.skipped] };
}

/**
 * Whether a run over `shown` (a DIR as typed, or a file in it) would find a config file, applied
 * or skipped — the search files.ts `loadConfig` does. `skillscope mcp` loads the config modules
 * only then: with no config, its `ignore` is the flags' alone.
 */
export function configFileNear(cwd: string, shown: string, configName: string): boolean {
  const abs = path.resolve(cwd, shown);
  let base = abs;
  try {
    if (fs.statSync(abs).isFile()) base = path.dirname(abs);
  } catch {
    // not there: the search starts at it, as configBase does
  }
  const search = findProjectFile(base, configName, { cwd });
  return search.found !== null || search.skipped.length > 0;
}
