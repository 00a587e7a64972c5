/** `skillscope plan DIR…`: which skills to move to cold storage so every host listing fits. */
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { DEFAULT_WINDOW_TOKENS } from '../../audit/audit.js';
import { planColdStorage } from '../../access/index.js';
import { renderPlanText } from '../../report/access/text.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess } from '../access.js';
import { defineOptions, helpText, optionalIntArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';

const OPTIONS = defineOptions({
  window: {
    kind: 'string',
    placeholder: 'N',
    help: 'context window in tokens for the budgets',
    default: DEFAULT_WINDOW_TOKENS,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope plan DIR… [options]

Which enabled skills to move to cold storage (skillscope disable) so that the
simulated Claude Code, older Claude Code and Codex listings each fit their
budget: the skills selected least (selections.jsonl), then those with the
largest entries, the fewest that make every listing fit. Prints each listing's
size before and after. Writes nothing.`,
  OPTIONS,
  `Exit codes: 0 plan printed, 2 bad option or unreadable DIR.

Example:
  skillscope plan ./skills --window 100000
`,
);

export const planCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'plan');
    const window = optionalIntArg(OPTIONS, 'window', values.window);
    return runAccess(io, values.json === true, () => {
      const { view, state } = openAccess(io, values, positionals, 'plan');
      const result = planColdStorage(view, state.usage, window === undefined ? {} : { windowTokens: window });
      io.stdout(values.json === true ? json(result) : renderPlanText(result));
      return 0;
    });
  },
};
