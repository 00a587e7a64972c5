/** `skillscope diff BASE.json HEAD.json`: the token-budget change between two `audit --json` runs. */
import { counted } from '../../base/plural.js';
import { parseHosts } from '../../config/resolve.js';
import { computeBudgetDiff, parseAuditDocument } from '../../diff/index.js';
import { listOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { diffFormatOption, writeBudgetDiff } from '../budget-diff.js';
import { UsageError } from '../errors.js';
import { readUserText } from '../files.js';

const HELP = `Usage: skillscope diff BASE.json HEAD.json [options]

The token-budget change between two 'skillscope audit DIR --json' documents (BASE,
e.g. from the default branch, and HEAD, the pull request): per tier and per skill,
tokens before, after and the change; skills added, removed and renamed; each host
listing's size and fit before and after. Both must come from this schema version
and the same encodings.

Options:
  --format F            text (default), json or markdown (a pull-request comment)
  --json                same as --format json: one JSON document on stdout
  --host H[,H…]         hosts whose listings to compare, in this order (claude-code,
                        codex, copilot-cli, gemini-cli, …, or all); each must be
                        recorded in both documents (default: every host both record;
                        audit records the config's "hosts")
  --fail-on-growth N    exit 1 when the catalog grew by more than N tokens, or by
                        more than N% with a % sign (e.g. 200 or 5%)
  -h, --help            this help

Exit codes: 0 compared; 1 the catalog grew by more than --fail-on-growth;
2 bad option, unreadable or mismatched documents.

Examples:
  skillscope audit ./skills --json > head.json
  skillscope diff base.json head.json --format markdown > comment.md
  skillscope diff base.json head.json --fail-on-growth 5%
  skillscope diff base.json head.json --host codex
`;

export const diffCommand: Command = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        format: { type: 'string' },
        json: { type: 'boolean' },
        host: { type: 'string', multiple: true },
        'fail-on-growth': { type: 'string' },
      },
      'diff',
    );
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
