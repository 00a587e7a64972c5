/**
 * Reading the files a user names on the command line (config, baseline, query set), with one
 * error wording for all commands: `cannot read <what> '<path as typed>': <reason>` → exit 2.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE_NAME, parseCheckConfig, type CheckConfig } from '../check/config.js';
import { describeError } from '../errors.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';

/** Reads `shown` (relative to the CLI's cwd) as UTF-8; `-` reads standard input when allowed. */
export async function readUserText(io: CliIo, shown: string, what: string, options: { stdin?: boolean } = {}): Promise<string> {
  if (shown === '-' && options.stdin) return new TextDecoder().decode(await io.readStdin());
  return readUserTextSync(io, shown, what);
}

export function readUserTextSync(io: CliIo, shown: string, what: string): string {
  try {
    // A BOM is not part of the JSON: strip it as every other reader in skillscope does.
    return readFileSync(path.resolve(io.cwd, shown), 'utf8').replace(/^\uFEFF/, '');
  } catch (err) {
    throw new UsageError(`cannot read ${what} '${shown}': ${describeError(err)}`);
  }
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The check configuration: --config FILE, else skillscope.config.json in DIR, else in the working directory, else {}. */
export function loadCheckConfig(io: CliIo, explicit: string | undefined, dirAbs: string): CheckConfig {
  if (explicit !== undefined) return parseCheckConfig(readUserTextSync(io, explicit, 'config'), explicit);
  for (const candidate of [path.join(dirAbs, CONFIG_FILE_NAME), path.join(io.cwd, CONFIG_FILE_NAME)]) {
    if (!isFile(candidate)) continue;
    const shown = path.relative(io.cwd, candidate) || CONFIG_FILE_NAME;
    return parseCheckConfig(readUserTextSync(io, shown, 'config'), shown);
  }
  return {};
}
