/** `skillscope diff BASE.json HEAD.json`: the token-budget change between two `audit --json` runs. */
import { counted } from '../../base/plural.js';
import { parseHosts } from '../../config/resolve.js';
import { computeBudgetDiff, parseAuditDocument } from '../../diff/index.js';
import { listOption } from '../args.js';
import { formatSpec } from '../format.js';
import { defineOptions, helpText, parseOptions } from '../options.js';
import { JSON_OPTION } from '../shared.js';
import type { Command } from '../command.js';
import { DIFF_FORMATS, diffFormatOption, writeBudgetDiff } from '../budget-diff.js';
import { UsageError } from '../errors.js';
import { readUserText } from '../files.js';

const OPTIONS = defineOptions({
  format: formatSpec(DIFF_FORMATS, { markdown: 'a pull-request comment' }),
  ...JSON_OPTION,
  host: {
    kind: 'multiple',
    placeholder: 'H[,H…]',
    help: 'hosts whose listings to compare, in this order (claude-code, codex, copilot-cli, gemini-cli, …, or all); each must be recorded in both documents (default: every host both record; audit records the config\'s "hosts")',
  },
  'fail-on-growth': {
    kind: 'string',
    placeholder: 'N',
    help: 'exit 1 when the catalog grew by more than N tokens, or by more than N% with a % sign (e.g. 200 or 5%)',
  },
});

const HELP = helpText(
  `Usage: skillscope diff BASE.json HEAD.json [options]

The token-budget change between two 'skillscope audit DIR --json' documents
(BASE, e.g. from the default branch, and HEAD, the pull request): per tier and
per skill, tokens before, after and the change; skills added, removed and
renamed; each host listing's size and fit before and after. Both must come from
this schema version and the same encodings.`,
  OPTIONS,
  `Exit codes: 0 compared; 1 the catalog grew by more than --fail-on-growth;
2 bad option, unreadable or mismatched documents.

Examples:
  skillscope audit ./skills --json > head.json
  skillscope diff base.json head.json --format markdown > comment.md
  skillscope diff base.json head.json --fail-on-growth 5%
  skillscope diff base.json head.json --host codex
`,
);

export const diffCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'diff');
    const format = diffFormatOption(values);
    const hostFlag = listOption(values.host);
    const hosts = hostFlag.length === 0 ? undefined : parseHosts(hostFlag, '--host');
    if (positionals.length !== 2)
      throw new UsageError(
        `diff: expected BASE.json and HEAD.json, got ${counted(positionals.length, 'argument', { grouping: false })} (see skillscope diff --help)`,
      );
    const [baseFile, headFile] = positionals as [string, string];
    const base = parseAuditDocument(await readUserText(io, baseFile, 'base', { stdin: true }), `base '${baseFile}'`);
    const head = parseAuditDocument(
      await readUserText(io, headFile, 'head', { stdin: baseFile !== '-' }),
      `head '${headFile}'`,
    );
    return writeBudgetDiff(
      io,
      computeBudgetDiff(base, head, hosts === undefined ? {} : { hosts }),
      format,
      values['fail-on-growth'],
    );
  },
};
