/** `skillscope discover DIR… QUERY`: paged substring search over names and descriptions. */
import { discover, DISCOVER_DEFAULT_LIMIT, DISCOVER_MAX_LIMIT } from '../../access/index.js';
import { renderDiscoverText } from '../../report/access/text.js';
import {
  ACCESS_OPTIONS,
  ACCESS_OPTIONS_HELP,
  json,
  openAccess,
  readText,
  runAccess,
  splitLast,
  withRead,
} from '../access.js';
import { intOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';

const HELP = `Usage: skillscope discover DIR… QUERY [options]

Finds skills whose name or description contains QUERY (case-insensitive substring), in
name order, one page at a time (the catalog's discovery query). Skills in cold storage are
included and marked disabled. QUERY '' lists every skill.

Options:
  --offset N          first match to show (default 0)
  --limit N           matches per page (default ${DISCOVER_DEFAULT_LIMIT}, at most ${DISCOVER_MAX_LIMIT})
${ACCESS_OPTIONS_HELP}
  -h, --help          this help

Exit codes: 0 page printed (even when empty), 2 bad option or unreadable DIR.

Examples:
  skillscope discover ./skills pdf
  skillscope discover ./skills report --offset 20 --json
`;

export const discoverCommand: Command = {
  summary: 'page through skills whose name or description contains a text',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      { ...ACCESS_OPTIONS, offset: { type: 'string' }, limit: { type: 'string' } },
      'discover',
    );
    const { dirs, arg } = splitLast(positionals, 'QUERY', 'discover');
    const offset = intOption(values.offset, '--offset', 0, 0);
    const limit = intOption(values.limit, '--limit', DISCOVER_DEFAULT_LIMIT, 1, DISCOVER_MAX_LIMIT);
    return runAccess(io, values.json === true, () => {
      const { view } = openAccess(io, values, dirs, 'discover');
      const result = discover(view, arg, { offset, limit });
      io.stdout(
        values.json === true ? json(withRead(result, view)) : `${renderDiscoverText(result)}\n${readText(view)}`,
      );
      return 0;
    });
  },
};
