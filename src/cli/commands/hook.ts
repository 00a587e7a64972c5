/**
 * `skillscope hook check|audit-budget`: the entries of the pre-commit hooks
 * (.pre-commit-hooks.yaml). The hook asks git itself which files changed — the staged
 * files, or the range pre-commit names in PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF
 * (`pre-commit run --from-ref … --to-ref …`) — and checks the skill collections those files belong to (src/hooks/roots.ts). With no changed
 * file in a skill it does nothing and passes; `--all` checks the DIRs given instead.
 * `--files` (the shipped hook, `pass_filenames: true`) adds the file names pre-commit passes:
 * git alone cannot tell `pre-commit run --all-files` (every file) from a commit (staged files).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { skillRootsOf, withinLimits } from '../../hooks/roots.js';
import { main } from '../main.js';
import { CHECK_OPTIONS } from './check.js';
import { defineOptions, helpText, parseConfig, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import type { CliIo } from '../io.js';
import { readUserTextSync, pathExists } from '../files.js';

/** The audit snapshot `hook audit-budget` compares with, unless `--budget FILE` says otherwise. */
export const DEFAULT_BUDGET_FILE = 'skillscope-budget.json';

/** The growth `hook audit-budget` allows unless `--fail-on-growth` says otherwise: none. */
const DEFAULT_HOOK_GROWTH = '0';

/** `hook check`'s own options (before `--`; what follows goes to check). */
const CHECK_HOOK_OPTIONS = defineOptions({
  all: { kind: 'boolean', help: 'hook check: check each DIR (default .) whatever changed' },
  files: {
    kind: 'boolean',
    help: 'hook check: the FILEs given are the changed files (what pre-commit passes)',
  },
});

const AUDIT_BUDGET_OPTIONS = defineOptions({
  budget: {
    kind: 'string',
    placeholder: 'FILE',
    help: "hook audit-budget: the committed 'audit --json' snapshot (default {default}; its 'dir' says what to audit)",
    default: DEFAULT_BUDGET_FILE,
  },
  'fail-on-growth': {
    kind: 'string',
    placeholder: 'N|N%',
    help: 'hook audit-budget: fail when the catalog grew by more than N tokens or N % (default {default}: any growth)',
    default: DEFAULT_HOOK_GROWTH,
  },
});

const OPTIONS = { ...CHECK_HOOK_OPTIONS, ...AUDIT_BUDGET_OPTIONS };

const HELP = helpText(
  `Usage: skillscope hook check [DIR…] [--all] [-- check options]
       skillscope hook check --files [-- check options] FILE…
       skillscope hook audit-budget [--budget FILE] [--fail-on-growth N|N%]

Entries of the pre-commit hooks (.pre-commit-hooks.yaml); they ask git which
files changed (staged files, or PRE_COMMIT_FROM_REF..PRE_COMMIT_TO_REF).

  hook check          runs 'skillscope check' on every skill collection (the
                      folder holding the skill folders) a changed file belongs
                      to; DIR… limits it to those folders; --all checks each DIR
                      (default .) whatever changed. Options after -- go to
                      check. --files: the FILEs are the changed files too (what
                      pre-commit passes: every file with --all-files, the staged
                      ones on a commit), wherever they follow.
  hook audit-budget   compares the catalog with a committed 'audit --json'
                      snapshot (--budget, default ${DEFAULT_BUDGET_FILE}; its
                      'dir' says what to audit) and fails when it grew by more
                      than --fail-on-growth (default 0: any growth; update the
                      snapshot when the growth is intended).`,
  OPTIONS,
  `Exit codes: 0 pass (or nothing to check); 1 findings or growth; 2 bad option,
no git repository, or no snapshot.

Examples:
  skillscope hook check
  skillscope hook check .claude/skills -- --max-warnings 0
  skillscope hook check --files -- --max-warnings 0 skills/pdf/SKILL.md
  skillscope audit .claude/skills --json > ${DEFAULT_BUDGET_FILE}
  skillscope hook audit-budget --fail-on-growth 5%
`,
);

function git(io: CliIo, args: readonly string[]): string {
  try {
    return execFileSync('git', [...args], { cwd: io.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stderr?: string; message?: string };
    throw new UsageError(`git ${args[0]} failed: ${(e.stderr ?? e.message ?? '').trim().split('\n')[0]}`);
  }
}

function insideGit(io: CliIo): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
        cwd: io.cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'true'
    );
  } catch {
    return false;
  }
}

/** Changed files relative to the working directory (which pre-commit sets to the repository root). */
function changedFiles(io: CliIo): string[] {
  if (!insideGit(io))
    throw new UsageError(
      'hook check: not inside a git repository (run it from the repository, or name the folders with --all DIR…)',
    );
  const from = io.env['PRE_COMMIT_FROM_REF'];
  const to = io.env['PRE_COMMIT_TO_REF'];
  // A revision that starts with '-' would be a git option (`--output=FILE` writes a file).
  if (from && to)
    for (const ref of [from, to])
      if (ref.startsWith('-'))
        throw new UsageError(
          `hook check: refusing the revision '${ref}' from PRE_COMMIT_FROM_REF/PRE_COMMIT_TO_REF: it starts with '-'`,
        );
  const out =
    from && to
      ? git(io, ['diff', '--name-only', '-z', '--relative', `${from}...${to}`])
      : git(io, ['diff', '--cached', '--name-only', '-z', '--relative', '--diff-filter=ACMRD']);
  return out.split('\0').filter((f) => f !== '');
}

/**
 * Splits what follows `--` into check's options and the file names pre-commit appended after
 * them (`pass_filenames: true` puts the names after the hook's `args`): a positional that is
 * not the value of one of check's options (CHECK_OPTIONS) is a file name.
 */
function splitPassOn(passOn: readonly string[]): { options: string[]; files: string[] } {
  let tokens;
  try {
    tokens = parseArgs({
      args: [...passOn],
      options: parseConfig(CHECK_OPTIONS),
      allowPositionals: true,
      strict: true,
      tokens: true,
    }).tokens;
  } catch (err) {
    throw new UsageError(
      `hook check: ${((err as Error).message.split('\n')[0] ?? '').replace(/\. To specify a positional argument.*$/s, '')} (check options go after --; see skillscope check --help)`,
    );
  }
  const fileAt = new Set(tokens.filter((t) => t.kind === 'positional').map((t) => t.index));
  const dashAt = new Set(tokens.filter((t) => t.kind === 'option-terminator').map((t) => t.index));
  return {
    options: passOn.filter((_, i) => !fileAt.has(i) && !dashAt.has(i)),
    files: passOn.filter((_, i) => fileAt.has(i)),
  };
}

/** A name from a file or git that would parse as an option is refused, with what it is. */
export function refuseOptionLike(name: string, what: string): void {
  if (name.startsWith('-'))
    throw new UsageError(
      `hook: refusing ${what} named '${name}': a name starting with '-' would be read as an option (rename it)`,
    );
}

async function hookCheck(argv: readonly string[], io: CliIo): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  let passOn = dash === -1 ? [] : argv.slice(dash + 1);
  // Parsed by hand: a DIR may follow a flag, and an unknown option gets a pointer to `--`.
  const flags = Object.keys(CHECK_HOOK_OPTIONS).map((name) => `--${name}`);
  const all = own.includes('--all');
  const withFiles = own.includes('--files');
  const dirs = own.filter((a) => !flags.includes(a));
  const unknown = dirs.find((a) => a.startsWith('-'));
  if (unknown)
    throw new UsageError(
      `hook check: unknown option '${unknown}' (check options go after --; see skillscope hook --help)`,
    );
  if (all && withFiles)
    throw new UsageError(
      'hook check: --all and --files exclude each other (--all checks the DIRs given whatever changed)',
    );
  let roots: string[];
  if (all) roots = dirs.length > 0 ? dirs : ['.'];
  else if (withFiles) {
    // pre-commit names the files (all of them with --all-files, the staged ones on a commit);
    // git adds what it knows changed that pre-commit leaves out (a staged deletion).
    const split = splitPassOn(passOn);
    passOn = split.options;
    const named = [...dirs, ...split.files].map((f) => toRepoPath(io, f));
    const files = [...named, ...(insideGit(io) ? changedFiles(io) : [])];
    roots = skillRootsOf(files, (dir) => pathExists(path.join(io.cwd, dir, 'SKILL.md')));
  } else
    roots = withinLimits(
      skillRootsOf(changedFiles(io), (dir) => pathExists(path.join(io.cwd, dir, 'SKILL.md'))),
      dirs,
    );
  if (roots.length === 0) return 0;
  // Folder names come from the repository (a pull request can add a folder named `--fix`):
  // they are data, never options — refused when they look like one, and passed after `--`.
  for (const root of roots) refuseOptionLike(root, 'a skill collection folder');
  let code = 0;
  for (const root of roots) code = Math.max(code, await main(['check', ...passOn, '--', root], io));
  return code;
}

/** A file name as given (relative to the working directory or absolute) → relative, with `/`. */
function toRepoPath(io: CliIo, file: string): string {
  return path.relative(io.cwd, path.resolve(io.cwd, file)).split(path.sep).join('/');
}

async function hookAuditBudget(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(argv, AUDIT_BUDGET_OPTIONS, 'hook audit-budget');
  if (positionals.length > 0)
    throw new UsageError(
      `hook audit-budget: unexpected argument '${positionals[0]}' (the snapshot's 'dir' says what to audit; see skillscope hook --help)`,
    );
  const budget = values.budget ?? DEFAULT_BUDGET_FILE;
  const growth = values['fail-on-growth'] ?? DEFAULT_HOOK_GROWTH;
  if (!pathExists(path.resolve(io.cwd, budget))) {
    throw new UsageError(
      `hook audit-budget: no snapshot '${budget}'; create it with 'skillscope audit DIR --json > ${budget}' and commit it`,
    );
  }
  let dir: unknown;
  try {
    dir = (JSON.parse(readUserTextSync(io, budget, 'budget snapshot')) as { dir?: unknown }).dir;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    dir = undefined;
  }
  if (typeof dir !== 'string')
    throw new UsageError(`hook audit-budget: '${budget}' is not an 'audit --json' snapshot (no 'dir')`);
  // `dir` is text from a committed file: data after `--`, and the flags' values inline.
  refuseOptionLike(dir, `the snapshot's 'dir'`);
  return main(['audit', `--compare=${budget}`, `--fail-on-growth=${growth}`, '--', dir], io);
}

export const hookCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'check') return hookCheck(rest, io);
    if (sub === 'audit-budget') return hookAuditBudget(rest, io);
    throw new UsageError(
      `hook: expected 'check' or 'audit-budget', got ${sub === undefined ? 'nothing' : `'${sub}'`} (see skillscope hook --help)`,
    );
  },
};
