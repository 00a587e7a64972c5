/** `skillscope catalog DIR…`: the bounded catalog of enabled skills, or what a host would list. */
import { escapeTerminal } from '../../base/escape.js';
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import {
  buildCatalog,
  catalogNotes,
  DEFAULT_CATALOG_BUDGET_BYTES,
  DEFAULT_MAX_DESCRIPTION,
} from '../../access/index.js';
import { catalogHostListings, catalogRequest } from '../../access/listings.js';
import { parseHosts } from '../../config/resolve.js';
import { renderCatalogText } from '../../report/access/text.js';
import { CATALOG_FORMATS, renderCatalogFormat, renderHostListingsText } from '../../report/access/formats.js';
import { ACCESS_ARGS, ACCESS_OPTIONS_HELP, json, openAccess, readText, runAccess, withRead } from '../access.js';
import { intOption, listOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { formatChoice } from '../format.js';

const HELP = `Usage: skillscope catalog DIR… [options]

The bounded catalog an agent sees first (its index of skills): enabled skills in name order, each
description cut to --max-description code points, entries kept while the sum of their
UTF-8 JSON sizes fits --budget-bytes; total_skills, has_more and the discovery tool for
the rest. Skills in cold storage (skillscope disable) are never listed.

Options:
  --budget-bytes N    entry budget in bytes (default ${DEFAULT_CATALOG_BUDGET_BYTES})
  --max-description N  description cut in code points (default ${DEFAULT_MAX_DESCRIPTION})
  --host H[,H…]       print what these hosts would list instead (text, or --json):
                      claude-code, claude-code-legacy, codex, codex-legacy,
                      copilot-cli, copilot-cli-legacy, gemini-cli, opencode,
                      cursor or all; several: each under a '==> HOST <==' line
  --format F          text (default), json, xml (skills-ref to-prompt), index
                      (name: description, 240) or a host (same as --host HOST)
  --window N          context window in tokens for the host listings (default:
                      each host's own)
${ACCESS_OPTIONS_HELP}
  -h, --help          this help

Exit codes: 0 catalog printed, 2 bad option or unreadable DIR.

Examples:
  skillscope catalog ./skills --json
  skillscope catalog --source builtin=/opt/skills --source user=~/.skills --budget-bytes 4000
  skillscope catalog ./skills --host claude-code
  skillscope catalog ./skills --host codex,copilot-cli --window 400000 --json
`;

export const catalogCommand: Command = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        ...ACCESS_ARGS,
        'budget-bytes': { type: 'string' },
        'max-description': { type: 'string' },
        format: { type: 'string' },
        host: { type: 'string', multiple: true },
        window: { type: 'string' },
      },
      'catalog',
    );
    const format = formatChoice(values, ['text', 'json', ...CATALOG_FORMATS]);
    const request = catalogRequest(
      format,
      values.host === undefined ? undefined : parseHosts(listOption(values.host), '--host'),
    );
    const budgetBytes = intOption(values['budget-bytes'], '--budget-bytes', DEFAULT_CATALOG_BUDGET_BYTES, 0);
    const maxDescription = intOption(values['max-description'], '--max-description', DEFAULT_MAX_DESCRIPTION, 0);
    const window =
      values.window === undefined ? undefined : intOption(values.window, '--window', 0, 1, MAX_WINDOW_TOKENS);
    return runAccess(io, format === 'json', () => {
      const { view } = openAccess(io, values, positionals, 'catalog');
      if (request.mode === 'catalog') {
        const catalog = buildCatalog(view, { budgetBytes, maxDescription, discoveryTool: 'skillscope discover' });
        io.stdout(
          request.json
            ? json(withRead(catalog, view))
            : `${renderCatalogText(catalog, catalogNotes(view, catalog, maxDescription))}\n${readText(view)}`,
        );
      } else if (request.mode === 'listings') {
        const listings = catalogHostListings(view, request.hosts, window === undefined ? {} : { windowTokens: window });
        // A host's listing as it would see it; on the way to a terminal, escaped like any input text.
        io.stdout(
          request.json
            ? json(withRead(listings, view))
            : escapeTerminal(renderHostListingsText(listings), { keepLayout: true }),
        );
      } else {
        io.stdout(escapeTerminal(renderCatalogFormat(view, request.format, window), { keepLayout: true }));
      }
      return 0;
    });
  },
};
