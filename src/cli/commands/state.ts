/** `skillscope enable|disable DIR NAME…`: cold storage, recorded in the state folder only. */
import { safeText } from '../../base/escape.js';
import { findSkill, setDisabled, unreadHiddenPart } from '../../access/index.js';
import { ACCESS_OPTIONS, json, openAccess, runAccess } from '../access.js';
import { helpText, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

function help(verb: 'enable' | 'disable'): string {
  const what =
    verb === 'disable'
      ? `Moves skills to cold storage: they leave the catalog (and, with --respect-state,
the host listings audit and check simulate) but stay findable with discover and
search and loadable by name. Nothing is moved, edited or deleted: the state
folder records it.`
      : `Brings skills back from cold storage into the catalog.`;
  return helpText(
    `Usage: skillscope ${verb} DIR NAME… [options]
       skillscope ${verb} --source L=DIR… NAME… [options]

${what}
With --source, every positional is a NAME; otherwise the first is the DIR.`,
    ACCESS_OPTIONS,
    `Exit codes: 0 done (also when nothing changed), 1 SKILL_NOT_FOUND (nothing is
changed), 2 bad option, unreadable DIR or no writable state folder.

Example:
  skillscope ${verb} ./skills weekly-report meeting-minutes
`,
  );
}

function stateCommand(verb: 'enable' | 'disable'): Command {
  return {
    help: help(verb),
    options: ACCESS_OPTIONS,
    async run(argv, io) {
      const { values, positionals } = parseOptions(argv, ACCESS_OPTIONS, verb);
      const withSources = (values.source ?? []).length > 0;
      const dirs = withSources ? [] : positionals.slice(0, 1);
      const names = withSources ? positionals : positionals.slice(1);
      if (names.length === 0) throw new UsageError(`${verb}: missing NAME (see skillscope ${verb} --help)`);
      return runAccess(io, values.json === true, () => {
        const { view, location } = openAccess(io, values, dirs, verb);
        // Stored under the name the view serves (`alpha:pdf` given for a skill served as `pdf` is `pdf`).
        const served = [...new Set(names.map((name) => findSkill(view, name).name))];
        const changed = setDisabled(location, served, verb === 'disable');
        const unchanged = served.filter((n) => !changed.includes(n));
        if (values.json === true)
          io.stdout(
            json({
              schemaVersion: 1,
              kind: 'skill_state',
              action: verb,
              changed,
              unchanged,
              stateDir: location.dir,
              ...unreadHiddenPart(view),
            }),
          );
        else {
          const done = verb === 'disable' ? 'disabled' : 'enabled';
          io.stdout(
            `${changed.length > 0 ? `${done}: ${safeText(changed.join(', '))}` : `nothing ${done}`}${unchanged.length > 0 ? ` (already ${done}: ${safeText(unchanged.join(', '))})` : ''}\n`,
          );
        }
        return 0;
      });
    },
  };
}

export const enableCommand = stateCommand('enable');
export const disableCommand = stateCommand('disable');
