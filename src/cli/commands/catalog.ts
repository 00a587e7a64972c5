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
import { terminalWidth } from '../io.js';
import { ACCESS_OPTIONS, json, openAccess, readText, runAccess, withRead } from '../access.js';
import { listOption } from '../args.js';
import { choiceList, defineOptions, helpText, intArg, optionalIntArg, parseOptions } from '../options.js';
import { HOST_CHOICES } from '../../config/schema.js';
import type { Command } from '../command.js';
import { formatChoice } from '../format.js';

const OPTIONS = defineOptions({
  'budget-bytes': {
    kind: 'string',
    placeholder: 'N',
    help: 'entry budget in bytes',
    default: DEFAULT_CATALOG_BUDGET_BYTES,
    min: 0,
  },
  'max-description': {
    kind: 'string',
    placeholder: 'N',
    help: 'description cut in code points',
    default: DEFAULT_MAX_DESCRIPTION,
    min: 0,
  },
  host: {
    kind: 'multiple',
    placeholder: 'H[,H…]',
    help: `print what these hosts would list instead (text, or --json): ${choiceList(HOST_CHOICES)}; several: each under a '==> HOST <==' line`,
  },
  format: {
    kind: 'string',
    placeholder: 'F',
    help: 'text (default; "table" also works), json, xml (skills-ref to-prompt), index (name: description, 240) or a host (same as --host HOST)',
  },
  window: {
    kind: 'string',
    placeholder: 'N',
    help: "context window in tokens for the host listings (default: each host's own)",
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope catalog DIR… [options]

The bounded catalog an agent sees first (its index of skills): enabled skills in
name order, each description cut to --max-description code points, entries kept
while the sum of their UTF-8 JSON sizes fits --budget-bytes; total_skills,
has_more and the discovery tool for the rest. Skills in cold storage (skillscope
disable) are never listed.`,
  OPTIONS,
  `Exit codes: 0 catalog printed, 2 bad option or unreadable DIR.

Examples:
  skillscope catalog ./skills --json
  skillscope catalog --source builtin=/opt/skills --source user=~/.skills \\
    --budget-bytes 4000
  skillscope catalog ./skills --host claude-code
  skillscope catalog ./skills --host codex,copilot-cli --window 400000 --json
`,
);

export const catalogCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'catalog');
    const format = formatChoice(values, ['text', 'json', ...CATALOG_FORMATS]);
    const request = catalogRequest(
      format,
      values.host === undefined ? undefined : parseHosts(listOption(values.host), '--host'),
    );
    const budgetBytes = intArg(OPTIONS, 'budget-bytes', values['budget-bytes']);
    const maxDescription = intArg(OPTIONS, 'max-description', values['max-description']);
    const window = optionalIntArg(OPTIONS, 'window', values.window);
    return runAccess(io, format === 'json', () => {
      const { view } = openAccess(io, values, positionals, 'catalog');
      if (request.mode === 'catalog') {
        const catalog = buildCatalog(view, { budgetBytes, maxDescription, discoveryTool: 'skillscope discover' });
        io.stdout(
          request.json
            ? json(withRead(catalog, view))
            : `${renderCatalogText(catalog, catalogNotes(view, catalog, maxDescription))}\n${readText(view, terminalWidth(io))}`,
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
