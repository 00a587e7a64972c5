/** `skillscope select DIR… REF --query Q --confidence C --reason R`: record a choice, get the SKILL.md path. */
import { safeText } from '../../base/escape.js';
import { appendSelection, CONFIDENCES, selectionEvent, selectionResult } from '../../access/index.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess, splitLast } from '../access.js';
import { choiceList, defineOptions, helpText, parseOptions, requireOptions } from '../options.js';
import type { Command } from '../command.js';

const OPTIONS = defineOptions({
  query: { kind: 'string', placeholder: 'Q', help: 'the request the skill was chosen for', required: true },
  confidence: {
    kind: 'string',
    placeholder: 'C',
    help: choiceList(CONFIDENCES),
    choices: CONFIDENCES,
    required: true,
  },
  reason: { kind: 'string', placeholder: 'R', help: 'why the evidence supports it', required: true },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope select DIR… REF --query Q --confidence C --reason R [options]

Closes a search: records which skill was chosen for which request, how
confidently and why, as one line of selections.jsonl in the state folder, and
prints the path of its SKILL.md. Parallel selects never lose or mix lines. plan
prefers to disable the skills selected least.`,
  OPTIONS,
  `Exit codes: 0 recorded, 1 REF_NOT_FOUND, 2 missing or bad option, no writable
state folder.

Example:
  skillscope select ./skills sk-3f2a9c1b7d40 --query "fill in this PDF form" \\
    --confidence high --reason "description covers PDF form filling"
`,
);

export const selectCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'select');
    const { dirs, arg } = splitLast(positionals, 'REF', 'select');
    requireOptions(OPTIONS, values, 'select');
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
