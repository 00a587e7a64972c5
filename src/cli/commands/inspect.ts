/** `skillscope inspect DIR… REF…`: full metadata of a few search candidates, never the body. */
import { pathExists } from '../files.js';
import path from 'node:path';
import { safeText } from '../../base/escape.js';
import { INSPECT_MAX_REFS, inspectRefs } from '../../access/index.js';
import { renderInspectText } from '../../report/access/text.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess } from '../access.js';
import { defineOptions, helpText, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

const OPTIONS = defineOptions(ACCESS_OPTIONS);

const HELP = helpText(
  `Usage: skillscope inspect DIR… REF… [options]

Shows the metadata of up to ${INSPECT_MAX_REFS} skills by their search refs (sk-…): every corpus
field, license, compatibility, the metadata map, the files of the skill and how
often it was selected. Never the body: load the skill for that.`,
  OPTIONS,
  `Exit codes: 0 printed, 1 REF_NOT_FOUND, 2 more than ${INSPECT_MAX_REFS} refs (TOO_MANY_REFS), bad
option or unreadable DIR.

Example:
  skillscope inspect ./skills sk-3f2a9c1b7d40 sk-0be41c2a9e11
`,
);

/** What a search ref looks like; other positionals are DIRs. */
export const REF_PATTERN = /^sk-[0-9a-f]{12}$/;

export const inspectCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'inspect');
    const refs = positionals.filter((p) => REF_PATTERN.test(p));
    const dirs = positionals.filter((p) => !REF_PATTERN.test(p));
    if (refs.length === 0) {
      // A skill name where a ref belongs is the usual slip: say so rather than call it a DIR.
      const notDir = dirs.find((d) => !pathExists(path.resolve(io.cwd, d)));
      const hint =
        notDir === undefined
          ? ''
          : `; '${safeText(notDir)}' is neither a ref nor a folder (a skill name? 'skillscope search DIR --any WORD' gives refs)`;
      throw new UsageError(`inspect: missing REF (sk-… from skillscope search; see skillscope inspect --help)${hint}`);
    }
    return runAccess(io, values.json === true, () => {
      const { view, state } = openAccess(io, values, dirs, 'inspect');
      const result = inspectRefs(view, refs, state.usage);
      io.stdout(values.json === true ? json(result) : renderInspectText(result));
      return 0;
    });
  },
};
