/**
 * Reading the files a user names on the command line (config, baseline, query set), with one
 * error wording for all commands: `cannot read <what> '<path as typed>': <reason>` → exit 2.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readGuarded, refusalMessage } from '../base/guard.js';
import { nodeFs } from '../skills/fs.js';
import { CONFIG_FILE_NAME, parseCheckConfig, type CheckConfig } from '../check/config.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';

/**
 * Largest config, baseline or query file read (bytes). Default 64 MiB: a 30,000-query set is a
 * few MB; the cap only stops /dev/zero-like inputs from exhausting memory.
 */
export const MAX_USER_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Reads `shown` (relative to the CLI's cwd) as UTF-8 through the path guard — a regular file, at
 * most MAX_USER_FILE_BYTES — so a FIFO is refused instead of blocking; `-` reads standard input
 * when allowed.
 */
export async function readUserText(io: CliIo, shown: string, what: string, options: { stdin?: boolean } = {}): Promise<string> {
  if (shown === '-' && options.stdin) return new TextDecoder().decode(await io.readStdin());
  return readUserTextSync(io, shown, what);
}

export function readUserTextSync(io: CliIo, shown: string, what: string): string {
  const read = readGuarded(nodeFs, path.resolve(io.cwd, shown), { maxBytes: MAX_USER_FILE_BYTES });
  if (!read.ok) throw new UsageError(`cannot read ${what} '${shown}': ${refusalMessage(read.refusal)}`);
  // A BOM is not part of the JSON: strip it as every other reader in skillscope does.
  return new TextDecoder().decode(read.bytes).replace(/^\uFEFF/, '');
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where the config of a run over `dirAbs` is: `skillscope.config.json` in DIR or the nearest
 * folder above it, stopping at the repository root (the first folder holding `.git`, a folder
 * or a worktree's file) or the filesystem root; else the one in the working directory; else none.
 * The walk stops at the repository so a config of an enclosing project never leaks in.
 */
export function findConfigFile(dirAbs: string, cwd: string): string | null {
  for (let dir = dirAbs; ; ) {
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    if (isFile(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (existsSync(path.join(dir, '.git')) || parent === dir) break;
    dir = parent;
  }
  const inCwd = path.join(cwd, CONFIG_FILE_NAME);
  return isFile(inCwd) ? inCwd : null;
}

/** The folder a DIR argument's config is looked up from: DIR itself, or the folder of a single file. */
export function configBase(io: CliIo, shown: string): string {
  const abs = path.resolve(io.cwd, shown);
  return isFile(abs) ? path.dirname(abs) : abs;
}

/** The check configuration: --config FILE, else the file `findConfigFile` finds, else {}. */
export function loadCheckConfig(io: CliIo, explicit: string | undefined, dirAbs: string): CheckConfig {
  if (explicit !== undefined) return parseCheckConfig(readUserTextSync(io, explicit, 'config'), explicit);
  const found = findConfigFile(dirAbs, io.cwd);
  if (found === null) return {};
  const shown = path.relative(io.cwd, found) || CONFIG_FILE_NAME;
  return parseCheckConfig(readUserTextSync(io, shown, 'config'), shown);
}
