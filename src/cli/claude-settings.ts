/**
 * Where the Claude Code listing settings come from on the command line: `--claude-settings FILE`,
 * else the project's `.claude/settings.json` — the first one found walking up from DIR, stopping
 * at the repository root (a folder holding `.git`) — else none. Values the parser ignores are
 * reported on stderr, one line each, so a typo never silently changes the simulation.
 */
import { safeText } from '../base/escape.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseClaudeSettings } from '../check/hosts/claude-settings.js';
import type { ClaudeListingSettings } from '../check/hosts/types.js';
import { UsageError } from './errors.js';
import { isFile, readUserTextSync } from './files.js';
import type { CliIo } from './io.js';

/** The project settings file of Claude Code, relative to the project root. */
export const CLAUDE_SETTINGS_PATH = path.join('.claude', 'settings.json');

function findProjectSettings(dirAbs: string): string | undefined {
  for (let dir = dirAbs; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, CLAUDE_SETTINGS_PATH);
    if (isFile(candidate)) return candidate;
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

export function loadClaudeSettings(io: CliIo, explicit: string | undefined, dirAbs: string): ClaudeListingSettings | undefined {
  const found = explicit === undefined ? findProjectSettings(dirAbs) : undefined;
  if (explicit === undefined && found === undefined) return undefined;
  const shown = explicit ?? path.relative(io.cwd, found!) ?? CLAUDE_SETTINGS_PATH;
  const text = readUserTextSync(io, shown, 'Claude settings');
  let parsed;
  try {
    parsed = parseClaudeSettings(text);
  } catch (err) {
    throw new UsageError(`cannot parse Claude settings '${shown}': ${err instanceof Error ? err.message : String(err)}`);
  }
  for (const problem of parsed.problems) io.stderr(`skillscope: ${safeText(shown)}: ignored ${safeText(problem)}\n`);
  return parsed.settings;
}
