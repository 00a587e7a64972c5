/** `skillscope discover DIR… QUERY`: paged substring search over names and descriptions. */
import { discover, DISCOVER_DEFAULT_LIMIT, DISCOVER_MAX_LIMIT } from '../../access/index.js';
import { renderDiscoverText } from '../../report/access/text.js';
import { terminalWidth } from '../io.js';
import { ACCESS_OPTIONS, json, openAccess, readText, runAccess, splitLast, withRead } from '../access.js';
import { defineOptions, helpText, intArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';

const OPTIONS = defineOptions({
  offset: { kind: 'string', placeholder: 'N', help: 'first match to show', default: 0, min: 0 },
  limit: {
    kind: 'string',
    placeholder: 'N',
    help: 'matches per page (default {default}, at most {max})',
    default: DISCOVER_DEFAULT_LIMIT,
    min: 1,
    max: DISCOVER_MAX_LIMIT,
  },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope discover DIR… QUERY [options]

Finds skills whose name or description contains QUERY (case-insensitive
substring), in name order, one page at a time (the catalog's discovery query).
Skills in cold storage are included and marked disabled. QUERY '' lists every
skill.`,
  OPTIONS,
  `Exit codes: 0 page printed (even when empty), 2 bad option or unreadable DIR.

Examples:
  skillscope discover ./skills pdf
  skillscope discover ./skills report --offset 20 --json
`,
);

export const discoverCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'discover');
    const { dirs, arg } = splitLast(positionals, 'QUERY', 'discover');
    const offset = intArg(OPTIONS, 'offset', values.offset);
    const limit = intArg(OPTIONS, 'limit', values.limit);
    return runAccess(io, values.json === true, () => {
      const { view } = openAccess(io, values, dirs, 'discover');
      const result = discover(view, arg, { offset, limit });
      io.stdout(
        values.json === true
          ? json(withRead(result, view))
          : `${renderDiscoverText(result)}\n${readText(view, terminalWidth(io))}`,
      );
      return 0;
    });
  },
};
