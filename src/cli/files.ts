/**
 * Reading the files a user names on the command line (config, baseline, query set), with one
 * error wording for all commands: `cannot read <what> '<path as typed>': <reason>` → exit 2;
 * and the FILE/DIR arguments of `tokens` expanded into the files to read.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { safeText } from '../base/escape.js';
import { checkGuarded, readGuarded, refusalMessage } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import { trimEndOf } from '../base/trim.js';
import { MAX_INPUT_BYTES } from '../base/limits.js';
import { nodeFs } from '../skills/fs.js';
import { CONFIG_FILE_NAME } from '../config/name.js';
import { parseConfig } from '../config/parse.js';
import type { SkillscopeConfig } from '../config/schema.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';
import { findProjectFile, type ProjectSearch } from './project-file.js';

/** Largest config, baseline or query file read (bytes): the input cap of base/limits.ts, 64 MiB. */
const MAX_USER_FILE_BYTES = MAX_INPUT_BYTES;

/**
 * Reads `shown` (relative to the CLI's cwd) as UTF-8 through the path guard — a regular file, at
 * most MAX_USER_FILE_BYTES — so a FIFO is refused instead of blocking; `-` reads standard input
 * when allowed.
 */
export async function readUserText(
  io: CliIo,
  shown: string,
  what: string,
  options: { stdin?: boolean } = {},
): Promise<string> {
  if (shown === '-' && options.stdin) return new TextDecoder().decode(await io.readStdin());
  return readUserTextSync(io, shown, what);
}

/**
 * `within`: the real folder the file must resolve inside (a file skillscope found, not one the
 * user named); a link out of it is refused with its place, never followed.
 */
export function readUserTextSync(io: CliIo, shown: string, what: string, within?: string): string {
  const read = readGuarded(
    nodeFs,
    path.resolve(io.cwd, shown),
    within === undefined ? { maxBytes: MAX_USER_FILE_BYTES } : { maxBytes: MAX_USER_FILE_BYTES, within },
  );
  if (!read.ok) {
    const why =
      read.refusal.reason === 'outside' ? `is a link that resolves outside '${within}'` : refusalMessage(read.refusal);
    throw new UsageError(`cannot read ${what} '${shown}': ${why}`);
  }
  // A BOM is not part of the JSON: strip it as every other reader in skillscope does.
  return new TextDecoder().decode(read.bytes).replace(/^\uFEFF/, '');
}

/**
 * Whether anything is at `file` (links followed), as `existsSync` answers: commands ask this to
 * tell a folder from a word among their positionals, and keep node:fs out of cli/commands/.
 */
export function pathExists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where the config of a run over `dirAbs` is: `skillscope.config.json` in DIR or a folder above
 * it up to the repository root (DIR alone when there is no repository), else the one in the
 * working directory; never above the user's home or in a folder every user may write (see
 * project-file.ts). The walk stops at the repository so a config of an enclosing project never
 * leaks in.
 */
function findConfigFile(dirAbs: string, cwd: string): ProjectSearch {
  return findProjectFile(dirAbs, CONFIG_FILE_NAME, { cwd });
}

/** One warning line per project file that was found but not applied. */
export function warnSkipped(io: CliIo, search: ProjectSearch): void {
  for (const file of search.skipped)
    io.stderr(`skillscope: warning: not using '${safeText(file)}': its folder is writable by every user\n`);
}

/** The folder a DIR argument's config is looked up from: DIR itself, or the folder of a single file. */
export function configBase(io: CliIo, shown: string): string {
  const abs = path.resolve(io.cwd, shown);
  return isFile(abs) ? path.dirname(abs) : abs;
}

/** The project config: --config FILE, else the file `findConfigFile` finds, else {}. */
export function loadConfig(io: CliIo, explicit: string | undefined, dirAbs: string): SkillscopeConfig {
  if (explicit !== undefined) return parseConfig(readUserTextSync(io, explicit, 'config'), explicit);
  const search = findConfigFile(dirAbs, io.cwd);
  warnSkipped(io, search);
  if (search.found === null) return {};
  const shown = path.relative(io.cwd, search.found.file) || CONFIG_FILE_NAME;
  return parseConfig(readUserTextSync(io, shown, 'config', search.found.bound), shown);
}

/** File names a query-set directory is searched for (the trigger-eval formats of src/routing-bench/formats.ts). */
const EVAL_FILE = /^(evals\.json|trigger-eval\.json|trigger_tests\.ya?ml|.+\.jsonl)$/i;
/** Folders never entered: dependencies and version control, not anyone's eval set. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** How deep a query-set directory is searched (`skills/<skill>/evals/evals.json` is 3). */
const MAX_EVAL_DEPTH = 8;

/**
 * The eval files under the directory `shown` (as typed, so messages name paths the user knows),
 * sorted so the set has one order on every machine. Links are not followed: a link inside a
 * skill collection pointing elsewhere is not part of its eval set.
 */
export function listEvalFiles(io: CliIo, shown: string): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number): void => {
    let entries: ReturnType<typeof nodeFs.readdir>;
    try {
      entries = nodeFs.readdir(path.resolve(io.cwd, rel));
    } catch (err) {
      throw new UsageError(`cannot read the query set folder '${rel}': ${(err as Error).message}`);
    }
    for (const e of entries) {
      if (e.invalidName === true) continue;
      const child = path.join(rel, e.name);
      if (e.kind === 'dir' && depth < MAX_EVAL_DEPTH && !SKIPPED_DIRS.has(e.name)) walk(child, depth + 1);
      else if (e.kind === 'file' && EVAL_FILE.test(e.name)) out.push(child);
    }
  };
  walk(shown, 0);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Whether `shown` (relative to the CLI's cwd) is a folder, links followed. */
export function isDirectory(io: CliIo, shown: string): boolean {
  try {
    return statSync(path.resolve(io.cwd, shown)).isDirectory();
  } catch {
    return false;
  }
}

/** Directory entries never descended into when `tokens verify` (or `tokens count` FILE) is given a directory. */
const INPUT_SKIPPED_DIRS = new Set(['node_modules']);

/** A file a command was asked to read: as shown, where it is, and the folder it must stay in. */
export interface InputFile {
  /** Path as shown in output (relative to cwd when given relative). */
  readonly display: string;
  readonly absolute: string;
  /** Real folder the file must resolve inside (found in a DIR); unset for a file named directly. */
  readonly within?: string;
}

/**
 * FILE/DIR arguments as files: directories walked recursively in name order, hidden entries and
 * node_modules skipped, links followed to files inside the directory only. An argument that does
 * not exist, or a FIFO or device named directly, is a usage error; an unreadable folder inside a
 * tree is a warning.
 */
export function collectInputFiles(args: readonly string[], io: CliIo, command: string): InputFile[] {
  const files: InputFile[] = [];
  let bound = '';
  let rootDisplay = '';
  const walk = (absolute: string, display: string) => {
    let entries;
    try {
      entries = nodeFs.readdir(absolute).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch (err) {
      // One unreadable folder inside a tree is a warning, not the end of the run.
      io.stderr(`skillscope: skipping unreadable folder ${safeText(display)}: ${safeText(describeError(err))}\n`);
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || INPUT_SKIPPED_DIRS.has(entry.name)) continue;
      const childAbs = path.join(absolute, entry.name);
      const childDisplay = `${trimEndOf(display, '/')}/${entry.name}`;
      if (entry.kind === 'dir') walk(childAbs, childDisplay);
      else if (entry.kind === 'file') files.push({ display: childDisplay, absolute: childAbs });
      else if (entry.kind === 'symlink') {
        // Follow links to files only (a linked directory could loop), and only inside the
        // directory given: a link to /etc/passwd or /dev/zero in a downloaded tree is not counted.
        const checked = checkGuarded(nodeFs, childAbs, { within: bound, maxBytes: Number.MAX_SAFE_INTEGER });
        if (checked.ok) files.push({ display: childDisplay, absolute: childAbs });
        else if (checked.refusal.reason === 'outside')
          io.stderr(
            `skillscope: skipping ${safeText(childDisplay)}: symlink resolves outside ${safeText(rootDisplay)}\n`,
          );
        // A dangling link, or a link to a folder or FIFO, is not a file to count.
      }
    }
  };
  for (const arg of args) {
    const absolute = path.resolve(io.cwd, arg);
    let stat;
    try {
      stat = nodeFs.stat(absolute);
    } catch (err) {
      throw new UsageError(`${command}: cannot read '${arg}': ${describeError(err)}`);
    }
    if (stat.kind === 'dir') {
      bound = nodeFs.realpath(absolute);
      rootDisplay = arg;
      walk(absolute, arg.split(path.sep).join('/'));
    } else {
      // A FIFO or a device named on the command line would block or never end: refuse it now.
      const checked = checkGuarded(nodeFs, absolute, { maxBytes: Number.MAX_SAFE_INTEGER });
      if (!checked.ok) throw new UsageError(`${command}: cannot read '${arg}': ${refusalMessage(checked.refusal)}`);
      files.push({ display: arg, absolute });
    }
  }
  return files;
}
