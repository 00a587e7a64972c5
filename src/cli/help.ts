/**
 * The top-level help. Its command lists are generated from the registry (each command's usage
 * and summary, in registry.ts), so they cannot disagree with the commands; checked word for
 * word in test/cli/help.test.ts.
 */
import { VERSION } from '../base/version.js';
import { HELP_WIDTH, wrapText } from './options.js';
import { COMMANDS, type CommandEntry, type CommandGroup } from './registry.js';

const LISTING = (Object.values(COMMANDS) as CommandEntry[]).flatMap((c) =>
  c.listing.map((line) => ({ ...line, group: c.group })),
);

/** Column where the summaries start: two spaces after the longest usage. */
const SUMMARY_COLUMN = Math.max(...LISTING.map((l) => l.usage.length)) + 4;

/** A command's line, its summary wrapped at HELP_WIDTH under itself. */
function commandLines(group: CommandGroup): string {
  const pad = ' '.repeat(SUMMARY_COLUMN);
  return LISTING.filter((l) => l.group === group)
    .map(({ usage, summary }) =>
      wrapText(summary, HELP_WIDTH - SUMMARY_COLUMN)
        .map((line, i) => (i === 0 ? `  ${usage}`.padEnd(SUMMARY_COLUMN) : pad) + line)
        .join('\n'),
    )
    .join('\n');
}

export const TOP_HELP = `skillscope ${VERSION} — measure, gate and benchmark Agent Skills directories

Usage: skillscope <command> [options]

Commands:
${commandLines('main')}

Skill access for agents (several DIRs = sources in precedence order):
${commandLines('access')}

Run 'skillscope <command> --help' for a command's options.
Exit codes: 0 ok, 1 findings (check errors, verify mismatches), 2 usage or
IO error.
`;
