/** `skillscope plan DIR…`: which skills to move to cold storage so every host listing fits. */
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { planColdStorage } from '../../access/index.js';
import { renderPlanText } from '../../report/access/text.js';
import { ACCESS_OPTIONS, ACCESS_OPTIONS_HELP, json, openAccess, runAccess } from '../access.js';
import { intOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';

const HELP = `Usage: skillscope plan DIR… [options]

Which enabled skills to move to cold storage (skillscope disable) so that the simulated
Claude Code, older Claude Code and Codex listings each fit their budget: the skills
selected least (selections.jsonl), then those with the largest entries, the fewest that
make every listing fit. Prints each listing's size before and after. Writes nothing.

Options:
  --window N          context window in tokens for the budgets (default 200000)
${ACCESS_OPTIONS_HELP}
  -h, --help          this help

Exit codes: 0 plan printed, 2 bad option or unreadable DIR.

Example:
  skillscope plan ./skills --window 100000
`;

export const planCommand: Command = {
  summary: 'which skills to disable so every simulated host listing fits',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(argv, { ...ACCESS_OPTIONS, window: { type: 'string' } }, 'plan');
    const window =
      values.window === undefined ? undefined : intOption(values.window, '--window', 0, 1, MAX_WINDOW_TOKENS);
    return runAccess(io, values.json === true, () => {
      const { view, state } = openAccess(io, values, positionals, 'plan');
      const result = planColdStorage(view, state.usage, window === undefined ? {} : { windowTokens: window });
      io.stdout(values.json === true ? json(result) : renderPlanText(result));
      return 0;
    });
  },
};
