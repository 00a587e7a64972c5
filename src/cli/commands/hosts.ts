/** `skillscope hosts DIR`: every host's view of the skills of DIR (library: `viewHosts`). */
import path from 'node:path';
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { didYouMean } from '../../base/suggest.js';
import { PROFILE_IDS, USER_FOLDERS, type ProfileId } from '../../hosts/profiles.js';
import { DEFAULT_HOSTS_WINDOW, viewHosts, type ViewSkill } from '../../hosts/view.js';
import { renderHostsJson } from '../../report/hosts/json.js';
import { renderHostsText } from '../../report/hosts/text.js';
import { listOption } from '../args.js';
import { defineOptions, HELP_WIDTH, helpText, intArg, parseOptions, wrapText } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { isFile, pathExists } from '../files.js';
import { formatChoice, formatSpec } from '../format.js';
import { terminalWidth, useColor, type CliIo } from '../io.js';
import { dirArgument, JSON_OPTION, loadDir } from '../shared.js';

const HOSTS_FORMATS = ['text', 'json'] as const;

const OPTIONS = defineOptions({
  host: {
    kind: 'multiple',
    placeholder: 'NAME[,NAME]',
    help: `hosts to show, in that order (default: all): ${PROFILE_IDS.join(', ')}`,
  },
  home: {
    kind: 'string',
    placeholder: 'DIR',
    help: 'a home folder whose user-scope skill folders (~/.claude/skills…) are read too (default: none; the real home is never read)',
  },
  window: {
    kind: 'string',
    placeholder: 'N',
    help: "model input window in tokens (default {default}): Claude Code's and Codex's budgets scale with it",
    default: DEFAULT_HOSTS_WINDOW,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  format: formatSpec(HOSTS_FORMATS),
  ...JSON_OPTION,
});

const HELP = helpText(
  `Usage: skillscope hosts DIR [options]

What each agent host sees of the skills of DIR: the skills it discovers (its
project folders, plugins, and with --home the user's folders), which of two
same-name skills it keeps, and what its listing does under its budget — how many
skills are listed in full, cut, by name only or omitted, the listing size
against the budget, and the skills a user would lose first.
${wrapText(`Hosts: ${PROFILE_IDS.join(', ')}.`, HELP_WIDTH).join('\n')}
A tree with no host folders and no plugins is modelled as copied into every
host's project folder. Rules and sources: docs/hosts.md.`,
  OPTIONS,
  `Exit codes: 0 shown, 2 bad option or unreadable DIR.

Examples:
  skillscope hosts .
  skillscope hosts . --home ~ --host claude-code,codex --json
`,
);

function hostOption(value: string | string[] | undefined): ProfileId[] | undefined {
  const names = listOption(value);
  if (names.length === 0) return undefined;
  for (const n of names) {
    if (!(PROFILE_IDS as readonly string[]).includes(n)) {
      throw new UsageError(
        `--host: unknown host '${n}'${didYouMean(n, PROFILE_IDS)}; hosts: ${PROFILE_IDS.join(', ')}`,
      );
    }
  }
  return names as ProfileId[];
}

/** A folder (or a special file, which the loader then refuses with its own line). */
const isDir = (p: string): boolean => pathExists(p) && !isFile(p);

/** The user-scope folders of `home` that exist, each loaded as a root of its own. */
function loadHome(io: CliIo, home: string): Map<string, readonly ViewSkill[]> {
  const abs = path.resolve(io.cwd, home);
  if (!isDir(abs)) throw new UsageError(`--home: '${home}' is not a readable folder`);
  const out = new Map<string, readonly ViewSkill[]>();
  for (const folder of USER_FOLDERS) {
    const dir = path.join(abs, folder);
    if (isDir(dir)) out.set(folder, loadDir(io, dir, { layout: 'dir' }).skills);
  }
  return out;
}

export const hostsCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'hosts');
    const format = formatChoice(values, HOSTS_FORMATS);
    const hosts = hostOption(values.host);
    const windowTokens = intArg(OPTIONS, 'window', values.window);
    const { display } = dirArgument(positionals, 'hosts');
    const set = loadDir(io, display, { layout: 'auto' });
    const home = values.home === undefined ? undefined : loadHome(io, values.home);
    const view = viewHosts(
      { project: set.skills, ...(set.units ? { units: set.units } : {}), ...(home ? { home } : {}) },
      { ...(hosts ? { hosts } : {}), windowTokens },
    );
    io.stdout(
      format === 'json'
        ? renderHostsJson(view, display, values.home ?? null)
        : renderHostsText(view, { color: useColor(io), width: terminalWidth(io) }),
    );
    return 0;
  },
};
