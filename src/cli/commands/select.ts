/** `skillscope select DIR… REF --query Q --confidence C --reason R`: record a choice, get the SKILL.md path. */
import { safeText } from '../../base/escape.js';
import { appendSelection, selectionEvent, selectionResult } from '../../access/index.js';
import { ACCESS_OPTIONS, ACCESS_OPTIONS_HELP, json, openAccess, runAccess, splitLast } from '../access.js';
import { parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

const HELP = `Usage: skillscope select DIR… REF --query Q --confidence C --reason R [options]

Closes a search: records which skill was chosen for which request, how confidently and
why, as one line of selections.jsonl in the state folder, and prints the path of its
SKILL.md. Parallel selects never lose or mix lines. plan prefers to disable the skills
selected least.

Options:
  --query Q           the request the skill was chosen for (required)
  --confidence C      low, medium or high (required)
  --reason R          why the evidence supports it (required)
${ACCESS_OPTIONS_HELP}
  -h, --help          this help

Exit codes: 0 recorded, 1 REF_NOT_FOUND, 2 missing or bad option, no writable state folder.

Example:
  skillscope select ./skills sk-3f2a9c1b7d40 --query "fill in this PDF form" \\
    --confidence high --reason "description covers PDF form filling"
`;

export const selectCommand: Command = {
  summary: 'record the choice of a search candidate; prints its SKILL.md path',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      { ...ACCESS_OPTIONS, query: { type: 'string' }, confidence: { type: 'string' }, reason: { type: 'string' } },
      'select',
    );
    const { dirs, arg } = splitLast(positionals, 'REF', 'select');
    for (const key of ['query', 'confidence', 'reason'] as const) {
      if (values[key] === undefined)
        throw new UsageError(`select: --${key} is required (see skillscope select --help)`);
    }
    return runAccess(io, values.json === true, () => {
      const { view, location } = openAccess(io, values, dirs, 'select');
      const { skill, event } = selectionEvent(
        view,
        { ref: arg, query: values.query ?? '', confidence: values.confidence ?? '', reason: values.reason ?? '' },
        new Date(),
      );
      appendSelection(location, event);
      const result = selectionResult(skill, event, view);
      io.stdout(values.json === true ? json(result) : `${safeText(result.selected.skillMdPath)}\n`);
      return 0;
    });
  },
};
