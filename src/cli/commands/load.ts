/** `skillscope load DIR… NAME`: SKILL.md or one resource of a skill, with typed errors. */
import { escapeTerminal, safeText } from '../../base/escape.js';
import { fmt } from '../../base/numbers.js';
import { loadSkill } from '../../access/index.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess, splitLast } from '../access.js';
import { defineOptions, helpText, parseOptions } from '../options.js';
import type { Command } from '../command.js';

const OPTIONS = defineOptions({
  resource: { kind: 'string', placeholder: 'REL', help: "a file relative to the skill folder, '/' separated" },
  revision: {
    kind: 'string',
    placeholder: 'R',
    help: "the revision the caller saw (catalog/discover 'revision'); it changes whenever any SKILL.md or the enabled set changes",
  },
  ...ACCESS_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope load DIR… NAME [options]

Prints the SKILL.md of the skill NAME, or with --resource one file of its
folder. Skills in cold storage load too. Errors name a code, on one line (or as
{"error": {"code", …}} with --json), exit 1:
  SKILL_NOT_FOUND        no such skill (the closest names are given)
  SKILL_CATALOG_CHANGED  --revision is not the current content revision (the
                         current catalog is given)
  RESOURCE_NOT_FOUND     no such file in the skill
  RESOURCE_OUT_OF_SCOPE  absolute path, '..', a Windows separator or drive
                         letter, a symlink leaving the skill folder or looping,
                         a folder, FIFO or device, or a file over 8 MiB`,
  OPTIONS,
  `Exit codes: 0 printed, 1 one of the errors above, 2 bad option or
unreadable DIR.

Examples:
  skillscope load ./skills pdf-form-filler
  skillscope load ./skills pdf-form-filler --resource references/fields.md
`,
);

export const loadCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'load');
    const { dirs, arg } = splitLast(positionals, 'NAME', 'load');
    return runAccess(io, values.json === true, () => {
      const { view } = openAccess(io, values, dirs, 'load');
      const result = loadSkill(
        view,
        {
          name: arg,
          ...(values.resource !== undefined ? { resource: values.resource } : {}),
          ...(values.revision !== undefined ? { revision: values.revision } : {}),
        },
        { discoveryTool: 'skillscope discover' },
      );
      if (values.json === true) io.stdout(json(result));
      else if (result.text !== null) {
        // The file itself, exact when piped (an agent or a file gets what is on disk); on a
        // terminal, its controls are escaped like every other text from input (layout kept).
        const text = result.text.endsWith('\n') ? result.text : `${result.text}\n`;
        io.stdout(io.stdoutIsTTY ? escapeTerminal(text, { keepLayout: true }) : text);
      } else {
        io.stderr(
          `skillscope: '${safeText(result.resource)}' is binary (${result.mimeType}, ${fmt(result.bytes)} bytes): printed as base64\n`,
        );
        io.stdout(`${result.base64 ?? ''}\n`);
      }
      return 0;
    });
  },
};
