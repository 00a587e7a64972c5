/**
 * `skillscope check DIR`: the CI gate. Parse → options (defaults < config file < flags) →
 * optional `--fix` (loads the set; the only write, only with the flag, never on a file that is
 * not clean UTF-8) → run the rules on a stream of the skills, one at a time → nothing found is a
 * usage error (unless the loader's errors explain why) → optional baseline → verdict (once) →
 * render → exit code (0 clean, 1 findings that fail, 2 usage/IO, thrown).
 */
import { didYouMean } from '../../base/suggest.js';
import { safeText } from '../../base/escape.js';
import path from 'node:path';
import { applyBaseline, parseBaseline } from '../../check/baseline.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { parseSeverity, resolveOptions, type OptionFlags } from '../../config/resolve.js';
import { checkDirs } from '../../check/dirs.js';
import { MAX_COUNT, MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { CHECK_NEEDS, checkVerdict } from '../../check/engine.js';
import type { CheckOptions } from '../../check/options.js';
import { DEFAULT_WINDOW_TOKENS } from '../../audit/audit.js';
import { auditOnlyCodeProblem, isAuditOnlyCode } from '../../audit/codes.js';
import { isRuleCode } from '../../check/rules/index.js';
import {
  CHECK_PROFILES,
  type CheckProfile,
  type RuleCode,
  type Severity,
  type SeveritySetting,
} from '../../check/types.js';
import { checkJsonPieces } from '../../report/check/json.js';
import { CHECK_FORMATS, CHECK_RENDERERS, type CheckFormat, type CheckReportInput } from '../../report/check/index.js';
import { ENCODING_NAMES_HELP } from '../encodings.js';
import { DEFAULT_ENCODING } from '../../tokenizer/names.js';
import { DEFAULT_HOSTS } from '../../check/options.js';
import { HOST_CHOICES } from '../../config/schema.js';
import { listOption } from '../args.js';
import { choiceArg, choiceList, defineOptions, helpText, optionalIntArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { formatChoice, formatSpec } from '../format.js';
import { DEFAULT_TERMINAL_COLUMNS, terminalWidth, useColor, writePieces, type CliIo } from '../io.js';
import { isFile, loadConfig, readUserTextSync } from '../files.js';
import {
  checkProgressHooks,
  DISCOVERY_OPTIONS,
  discoveryFlags,
  JSON_OPTION,
  LAYOUT_OPTIONS,
  layoutOption,
  maxDepthOption,
  loadDir,
  openDir,
  phaseProgress,
} from '../shared.js';
import { CLAUDE_SETTINGS_OPTION, loadClaudeSettings } from '../claude-settings.js';
import { coldStorageState, RESPECT_STATE_DIR_OPTION } from '../access.js';
import { fixSummary, runFixes } from './check-fix.js';

/** The least serious severity check prints unless --severity or --quiet says otherwise. */
const DEFAULT_SHOWN_SEVERITY = 'info' satisfies Severity;

/** check's options: also read by `hook check` to tell option values from file names. */
export const CHECK_OPTIONS = defineOptions({
  format: formatSpec(CHECK_FORMATS, { github: 'workflow annotations' }),
  ...JSON_OPTION,
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `config file (default: ${CONFIG_FILE_NAME} in DIR or the nearest folder above it up to the repository root, else in the working directory; comments allowed)`,
  },
  rule: {
    kind: 'multiple',
    placeholder: 'CODE=SEV[,CODE=SEV…]',
    help: 'set rules to error, warn, info or off (repeatable)',
  },
  profile: {
    kind: 'string',
    placeholder: 'P',
    help: "default (knows every field a known host reads), claude-code (that host's fields) or anthropic (spec fields only; adds the platform's name, <, > and 8 MB rules)",
    choices: CHECK_PROFILES,
  },
  host: {
    kind: 'multiple',
    placeholder: 'H[,H…]',
    help: `${choiceList(HOST_CHOICES)} (default {default})`,
    default: DEFAULT_HOSTS,
    docs: "; each host's rules are in [docs/hosts.md](../hosts.md)",
  },
  ...CLAUDE_SETTINGS_OPTION,
  window: {
    kind: 'string',
    placeholder: 'N',
    help: 'context window in tokens for host budgets',
    default: DEFAULT_WINDOW_TOKENS,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  'listing-budget': {
    kind: 'string',
    placeholder: 'N',
    help: 'also simulate a generic listing of N characters',
    min: 1,
    max: MAX_COUNT,
  },
  'description-cut': {
    kind: 'string',
    placeholder: 'N',
    help: 'generic listing: cut each description to N characters',
    min: 1,
    max: MAX_COUNT,
  },
  install: {
    kind: 'multiple',
    placeholder: 'P[,P…]',
    help: 'plugins installed together: budget the catalog and the host listings for that set (default: each install unit — a plugin, or the skills in no plugin — on its own)',
  },
  encoding: {
    kind: 'string',
    placeholder: 'E',
    help: `one token encoding: ${ENCODING_NAMES_HELP}; default {default}`,
    default: DEFAULT_ENCODING,
  },
  'max-warnings': {
    kind: 'string',
    placeholder: 'N',
    help: 'fail when there are more than N warnings',
    min: 0,
    max: MAX_COUNT,
  },
  strict: { kind: 'boolean', help: 'every warning is an error' },
  baseline: {
    kind: 'string',
    placeholder: 'FILE',
    help: "a previous 'check --json' result: fail only on new findings and on budgets that got worse",
  },
  'show-existing': { kind: 'boolean', help: 'with --baseline: also print the findings already in it' },
  fix: {
    kind: 'boolean',
    help: 'quote name/description values YAML misreads, print the diff (files not written are SK107 errors)',
  },
  verbose: {
    kind: 'boolean',
    help: 'text: list every skill of a per-host finding (SK311-SK313), and fold nothing: every finding under its file, one by one',
  },
  severity: {
    kind: 'string',
    placeholder: 'LEVEL',
    help: 'text and github: show only findings of LEVEL or more serious: error, warning or info (default {default})',
    default: DEFAULT_SHOWN_SEVERITY,
    choices: ['error', 'warning', 'info'],
  },
  quiet: { kind: 'boolean', help: 'same as --severity error' },
  'respect-state': {
    kind: 'boolean',
    help: 'leave skills in cold storage (skillscope disable) out of the host listings and the catalog total; their selections count as usage',
  },
  ...RESPECT_STATE_DIR_OPTION,
  ...LAYOUT_OPTIONS,
  ...DISCOVERY_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope check [DIR…] [options]

A CI gate for a skill directory: spec rules (frontmatter, name, description),
body size and broken references, catalog token budgets, host listing simulation
(which skills Claude Code or Codex would cut, list by name only, or leave out),
description quality, and resource size and duplicates. Rules:
'skillscope rules [CODE]' (the same text as docs/rules.md). No DIR checks '.';
several DIRs are checked one by one (each its own catalog) and reported
together, paths starting with the DIR as given.`,
  CHECK_OPTIONS,
  `Text output ends with a tally per rule; a finding repeated in 3 or more files
(same rule, same message but for its values) is one block with the file count.
Lines wrap at COLUMNS when it is set, else at the terminal's width (80 if
unknown); piped output without COLUMNS is not wrapped.

Exit codes: 0 no errors; 1 errors, more warnings than --max-warnings, any
warning with --strict, or a budget worse than --baseline; 2 bad option, bad
config, bad baseline or unreadable DIR. Every finding counts, shown or not:
--quiet and --severity change what is printed, never the exit code.

Examples:
  skillscope check ./skills
  skillscope check ~/.claude/skills .claude/skills
  skillscope check ./skills --format github --max-warnings 0
  skillscope check ./skills --json > baseline.json
  skillscope check ./skills --baseline baseline.json
  skillscope check ./skills --host all --window 1000000 --rule SK302=off
  skillscope check ./skills --format sarif > skillscope.sarif
`,
);

/**
 * The least serious severity shown (`--severity`, `--quiet` = `--severity error`); both given
 * must agree. `warning` and `warn` are the same level, as everywhere else.
 */
function shownSeverity(flag: string | undefined, quiet: boolean): Severity {
  const level = flag === 'warning' ? 'warn' : flag;
  if (level !== undefined && !(SHOWN_LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(
      `--severity must be error, warning or info, got '${flag}'${didYouMean(flag ?? '', ['error', 'warning', 'info'])}`,
    );
  }
  if (quiet && level !== undefined && level !== 'error')
    throw new UsageError(`--quiet shows errors only; it cannot be combined with --severity ${flag}`);
  return quiet ? 'error' : ((level as Severity | undefined) ?? DEFAULT_SHOWN_SEVERITY);
}

const SHOWN_LEVELS = ['error', 'warn', 'info'] as const satisfies readonly Severity[];

/**
 * Width check's text wraps at: COLUMNS when set (also when piped: the user asked), else the
 * terminal's width, else — on a terminal that does not say — 80; piped output without COLUMNS is
 * not wrapped (files and programs read whole lines).
 */
function textWidth(io: CliIo): number | undefined {
  return terminalWidth(io) ?? (io.stdoutIsTTY ? DEFAULT_TERMINAL_COLUMNS : undefined);
}

/** `--rule` values: each flag holds one `CODE=SEV` or a comma list of them. */
function ruleOverrides(flags: readonly string[]): Partial<Record<RuleCode, SeveritySetting>> {
  const out: Partial<Record<RuleCode, SeveritySetting>> = {};
  for (const value of flags
    .flatMap((f) => f.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')) {
    const eq = value.indexOf('=');
    const code = (eq === -1 ? value : value.slice(0, eq)).trim().toUpperCase();
    if (isAuditOnlyCode(code)) throw new UsageError(`--rule: ${auditOnlyCodeProblem(code)}`);
    if (eq === -1 || !isRuleCode(code))
      throw new UsageError(
        `--rule expects CODE=error|warn|info|off with a known code (see skillscope rules), got '${value}'`,
      );
    out[code] = parseSeverity(value.slice(eq + 1).trim(), `--rule ${code}`);
  }
  return out;
}

/** `--encoding` for the gate: one name (budgets are counted in one encoding). */
function checkEncodingFlag(value: string | undefined): string[] {
  if (value?.includes(',')) {
    throw new UsageError(
      `--encoding takes one encoding (check counts budgets in one), got '${value}'; audit compares several`,
    );
  }
  return value === undefined ? [] : [value];
}

export const checkCommand: Command = {
  help: HELP,
  options: CHECK_OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, CHECK_OPTIONS, 'check');
    // markdown is what audit/bench/cost print for a PR comment; check's PR face is github (annotations).
    const format: CheckFormat = formatChoice(values, CHECK_FORMATS, (f) =>
      f === 'markdown'
        ? ' (for a pull-request view use github; markdown is for audit, bench, cost and suggest)'
        : undefined,
    );
    const profileFlag =
      values.profile === undefined
        ? undefined
        : choiceArg<typeof CHECK_OPTIONS, CheckProfile>(CHECK_OPTIONS, 'profile', values.profile);
    const hostsFlag = listOption(values.host);
    const installFlag = listOption(values.install);
    const layout = layoutOption(values.layout);
    const maxDepth = maxDepthOption(values['max-depth']);
    const rules = ruleOverrides(values.rule ?? []);
    const windowFlag = optionalIntArg(CHECK_OPTIONS, 'window', values.window);
    const listingFlag = optionalIntArg(CHECK_OPTIONS, 'listing-budget', values['listing-budget']);
    const cutFlag = optionalIntArg(CHECK_OPTIONS, 'description-cut', values['description-cut']);
    const maxWarningsFlag = optionalIntArg(CHECK_OPTIONS, 'max-warnings', values['max-warnings']);
    if (values['show-existing'] && values.baseline === undefined)
      throw new UsageError('--show-existing needs --baseline FILE');
    const minSeverity = shownSeverity(values.severity, values.quiet === true);
    const baseline =
      values.baseline === undefined
        ? undefined
        : parseBaseline(readUserTextSync(io, values.baseline, 'baseline'), values.baseline);
    // No DIR checks the working directory; several DIRs are checked one by one (each with its
    // own config) and reported together.
    const dirs = positionals.length === 0 ? ['.'] : positionals;
    const flags: OptionFlags = {
      ...discoveryFlags(values),
      encodings: checkEncodingFlag(values.encoding),
      hosts: hostsFlag,
      rules,
      install: installFlag,
      strict: values.strict ?? false,
      ...(profileFlag !== undefined ? { profile: profileFlag as CheckProfile } : {}),
      ...(windowFlag !== undefined ? { window: windowFlag } : {}),
      ...(listingFlag !== undefined ? { listingBudget: listingFlag } : {}),
      ...(cutFlag !== undefined ? { descriptionCut: cutFlag } : {}),
    };

    // Hidden-folder notes wait for the run: one that ends empty says the same in its error.
    const notes: (() => void)[] = [];
    const { result, maxWarnings, fixes, fixSkipped, fixCounts } = checkDirs(
      {
        dirs,
        layout,
        maxDepth,
        fix: values.fix === true,
        ...(maxWarningsFlag !== undefined ? { maxWarnings: maxWarningsFlag } : {}),
      },
      {
        locate: (shown) => {
          const abs = path.resolve(io.cwd, shown);
          return { abs, isFile: isFile(abs) };
        },
        optionsFor: ({ shown, baseAbs }) => {
          const config = loadConfig(io, values.config, baseAbs);
          const claudeSettings = loadClaudeSettings(io, values['claude-settings'], baseAbs);
          const cold = values['respect-state'] === true ? coldStorageState(io, shown, values.state) : undefined;
          const resolved = resolveOptions(config, flags);
          const check: CheckOptions = {
            ...resolved.check,
            ...(claudeSettings ? { claudeSettings } : {}),
            ...(cold ? { coldStorage: [...cold.disabled], usage: Object.fromEntries(cold.usage) } : {}),
          };
          return { check, maxWarnings: resolved.maxWarnings, ...resolved.discovery };
        },
        load: ({ shown }, discovery) => loadDir(io, shown, { ...discovery, notes }),
        open: ({ shown }, discovery) => openDir(io, shown, { ...discovery, needs: CHECK_NEEDS, notes }),
        fix: (set, { baseAbs }) => runFixes(set, baseAbs, io, format),
        progress: (size) => {
          const p = phaseProgress(io, size);
          return { hooks: checkProgressHooks(p), done: () => p.done() };
        },
      },
    );
    for (const note of notes) note();
    if (values.fix) io.stderr(fixSummary(fixCounts.written, fixes.length, fixCounts.failed));
    // A baseline from another directory matches nothing and would fail every finding as new.
    if (baseline?.dir !== undefined && path.resolve(io.cwd, baseline.dir) !== path.resolve(io.cwd, result.dir)) {
      io.stderr(
        `skillscope: warning: baseline ${safeText(values.baseline ?? '')} was made for '${safeText(baseline.dir)}', this run checks '${safeText(result.dir)}'; its findings match only where file paths inside the two agree\n`,
      );
    }
    const counted = baseline ? applyBaseline(result, baseline) : result;
    const verdict = checkVerdict(counted, maxWarnings === undefined ? {} : { maxWarnings });
    const input: CheckReportInput = {
      ...counted,
      verdict,
      ...(values.fix ? { fixes, fixSkipped } : {}),
      ...(values['show-existing'] ? { showExisting: true } : {}),
      ...(minSeverity !== 'info' ? { minSeverity } : {}),
    };
    // JSON in pieces: at 100,000 skills the findings alone are ~220 MB of text.
    if (format === 'json') writePieces(io, checkJsonPieces(input));
    else
      io.stdout(
        CHECK_RENDERERS[format](input, { color: useColor(io), verbose: values.verbose ?? false, width: textWidth(io) }),
      );
    return verdict.failed ? 1 : 0;
  },
};
