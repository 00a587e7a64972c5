/**
 * Where the Claude Code listing settings come from on the command line: `--claude-settings FILE`,
 * else the project's `.claude/settings.json` — the first one found walking up from DIR, stopping
 * at the repository root (a folder holding `.git`), by the rules of project-file.ts — else none. Values the parser ignores are
 * reported on stderr, one line each, so a typo never silently changes the simulation.
 */
import { safeText } from '../base/escape.js';
import path from 'node:path';
import { parseClaudeSettings } from '../hosts/claude-settings.js';
import type { ClaudeListingSettings } from '../hosts/types.js';
import { jsonSyntaxError } from '../check/json-error.js';
import { UsageError } from './errors.js';
import { readUserTextSync, warnSkipped } from './files.js';
import { findProjectFile } from './project-file.js';
import type { CliIo } from './io.js';
import { defineOptions } from './options.js';

/** The project settings file of Claude Code, relative to the project root. */
const CLAUDE_SETTINGS_PATH = path.join('.claude', 'settings.json');

/** --claude-settings, for the commands that simulate the Claude Code listing. */
export const CLAUDE_SETTINGS_OPTION = defineOptions({
  'claude-settings': {
    kind: 'string',
    placeholder: 'FILE',
    help: `Claude Code listing settings (default: the nearest ${CLAUDE_SETTINGS_PATH} from DIR up to the repo root)`,
  },
});

export function loadClaudeSettings(
  io: CliIo,
  explicit: string | undefined,
  dirAbs: string,
): ClaudeListingSettings | undefined {
  // Found like the config: in DIR or its repository, never above home or in a world-writable folder.
  const search = explicit === undefined ? findProjectFile(dirAbs, CLAUDE_SETTINGS_PATH) : undefined;
  if (search !== undefined) warnSkipped(io, search);
  const found = search?.found ?? undefined;
  if (explicit === undefined && found === undefined) return undefined;
  const shown = explicit ?? (path.relative(io.cwd, found!.file) || CLAUDE_SETTINGS_PATH);
  const text = readUserTextSync(io, shown, 'Claude settings', found?.bound);
  let parsed;
  try {
    parsed = parseClaudeSettings(text);
  } catch (err) {
    throw new UsageError(`cannot parse Claude settings '${shown}': ${jsonSyntaxError(text, err)}`);
  }
  for (const problem of parsed.problems) io.stderr(`skillscope: ${safeText(shown)}: ignored ${safeText(problem)}\n`);
  return parsed.settings;
}
