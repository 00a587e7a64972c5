/** `skillscope audit DIR`: the three-tier context cost of a skill directory (or, with --compare, its change). */
import path from 'node:path';
import { AUDIT_NEEDS, auditStream } from '../../audit/audit.js';
import { createCountCache } from '../../tokenizer/count-cache.js';
import type { Skill, SkillSet } from '../../skills/model.js';
import { LOAD_FRONTMATTER } from '../../skills/needs.js';
import type { AuditBudgets } from '../../audit/types.js';
import { DEFAULT_BODY_MAX_LINES, DEFAULT_BODY_MAX_TOKENS, DEFAULT_WINDOW_TOKENS } from '../../audit/audit.js';
import { DEFAULT_ENCODING } from '../../tokenizer/names.js';
import { MAX_COUNT, MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { resolveOptions } from '../../config/resolve.js';
import { computeBudgetDiff, parseAuditDocument, summarizeHostListings, type AuditDocument } from '../../diff/index.js';
import { configBase, loadConfig } from '../files.js';
import { auditJsonPieces } from '../../report/audit/json.js';
import { renderAuditMarkdown } from '../../report/audit/markdown.js';
import { renderAuditTable } from '../../report/audit/table.js';
import { listOption } from '../args.js';
import { defineOptions, helpText, intArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { terminalWidth, useColor, writePieces } from '../io.js';
import { ENCODING_NAMES_HELP, loadEncodings } from '../encodings.js';
import { UsageError } from '../errors.js';
import {
  DISCOVERY_OPTIONS,
  dirArgument,
  discoveryFlags,
  formatOption,
  LAYOUT_OPTIONS,
  layoutOption,
  maxDepthOption,
  openDir,
  progress,
  REPORT_FORMAT_OPTIONS,
  requireSkills,
} from '../shared.js';
import { diffFormatOption, writeBudgetDiff } from '../budget-diff.js';
import { CLAUDE_SETTINGS_OPTION, loadClaudeSettings } from '../claude-settings.js';
import { readUserTextSync } from '../files.js';
import { coldStorageState, RESPECT_STATE_DIR_OPTION } from '../access.js';

/** Skills shown in the per-skill table unless --top says otherwise. */
export const DEFAULT_AUDIT_TOP = 20;

const OPTIONS = defineOptions({
  encoding: {
    kind: 'multiple',
    placeholder: 'E[,E…]',
    help: `${ENCODING_NAMES_HELP}; default {default}`,
    default: DEFAULT_ENCODING,
  },
  window: {
    kind: 'string',
    placeholder: 'N',
    help: 'context window in tokens for the "% window" figures',
    default: DEFAULT_WINDOW_TOKENS,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  'body-lines': {
    kind: 'string',
    placeholder: 'N',
    help: 'body line budget for findings',
    default: DEFAULT_BODY_MAX_LINES,
    min: 1,
    max: MAX_COUNT,
  },
  'body-tokens': {
    kind: 'string',
    placeholder: 'N',
    help: 'body token budget for findings',
    default: DEFAULT_BODY_MAX_TOKENS,
    min: 1,
    max: MAX_COUNT,
  },
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `budgets, window and encoding from a check config (default: ${CONFIG_FILE_NAME} in DIR or the nearest folder above it up to the repository root)`,
  },
  ...LAYOUT_OPTIONS,
  ...DISCOVERY_OPTIONS,
  top: {
    kind: 'string',
    placeholder: 'N',
    help: 'skills listed in the per-skill table (default {default}; 0 = all)',
    default: DEFAULT_AUDIT_TOP,
    min: 0,
    max: MAX_COUNT,
  },
  ...REPORT_FORMAT_OPTIONS,
  json: {
    ...REPORT_FORMAT_OPTIONS.json,
    help: 'same as --format json: one JSON document on stdout (with the Claude Code and Codex listings, for a later diff)',
  },
  compare: {
    kind: 'string',
    placeholder: 'BASE',
    help: "compare with an earlier 'audit --json' (e.g. from the default branch): prints the budget diff instead (text, json or markdown), see 'skillscope diff --help'",
  },
  'fail-on-growth': {
    kind: 'string',
    placeholder: 'N',
    help: 'with --compare: exit 1 when the catalog grew by more than N tokens, or N% with a % sign',
  },
  ...CLAUDE_SETTINGS_OPTION,
  'respect-state': {
    kind: 'boolean',
    help: 'audit the enabled skills only: skills in cold storage (skillscope disable) leave the catalog totals and listings',
  },
  ...RESPECT_STATE_DIR_OPTION,
});

const HELP = helpText(
  `Usage: skillscope audit DIR [options]

The three-tier context cost of a skill directory: the catalog (name +
description of every skill, always in context), the bodies (SKILL.md, loaded on
activation) and the resources (read on demand), in exact tokens per encoding.`,
  OPTIONS,
  `Exit codes: 0 report written (load problems are listed, not failed — use
'check'), 1 the catalog grew by more than --fail-on-growth, 2 bad option or
unreadable DIR.

Examples:
  skillscope audit ./skills
  skillscope audit ./skills --encoding gpt2,cl100k,o200k --window 128000
  skillscope audit ./skills --format markdown > audit.md
  skillscope audit ./skills --compare main-audit.json --format markdown
`,
);

/** `{}` when the flag is absent, else what `parse` makes of its value. */
function flag<T>(value: string | undefined, parse: (v: string) => T): T | Record<string, never> {
  return value === undefined ? {} : parse(value);
}

export const auditCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'audit');
    const compare = values.compare;
    if (compare === undefined && values['fail-on-growth'] !== undefined)
      throw new UsageError('--fail-on-growth needs --compare BASE.json (or use skillscope diff)');
    const diffFormat = compare === undefined ? undefined : diffFormatOption(values);
    const format = compare === undefined ? formatOption(values) : 'json';
    const dir = dirArgument(positionals, 'audit');
    // The same budgets as `check`: defaults < skillscope.config.json (or --config) < flags.
    const config = loadConfig(io, values.config, configBase(io, dir.display));
    const resolved = resolveOptions(config, {
      ...discoveryFlags(values),
      encodings: listOption(values.encoding),
      ...flag(values.window, (v) => ({ window: intArg(OPTIONS, 'window', v) })),
      ...flag(values['body-lines'], (v) => ({ bodyLines: intArg(OPTIONS, 'body-lines', v) })),
      ...flag(values['body-tokens'], (v) => ({ bodyTokens: intArg(OPTIONS, 'body-tokens', v) })),
    });
    const encodings = loadEncodings(resolved.encodings);
    const budgets: Partial<AuditBudgets> = resolved.auditBudgets;
    const top = intArg(OPTIONS, 'top', values.top);
    const maxDepth = maxDepthOption(values['max-depth']);
    const layout = layoutOption(values.layout);
    const base =
      compare === undefined
        ? undefined
        : parseAuditDocument(readUserTextSync(io, compare, 'base'), `base '${compare}'`);
    const stream = openDir(io, dir.display, { layout, maxDepth, needs: AUDIT_NEEDS, ...resolved.discovery });
    const cold =
      values['respect-state'] === true ? coldStorageState(io, dir.display, values.state).disabled : undefined;
    const claudeSettings = loadClaudeSettings(io, values['claude-settings'], path.resolve(io.cwd, dir.display));
    // One pass: each skill is read, counted and let go; only its frontmatter is kept (host listings).
    const listed: Skill[] = [];
    let read = 0;
    const p = progress(io, 'reading skills');
    let result;
    try {
      result = auditStream(stream, {
        encodings,
        budgets,
        // Counts by content: a body or an entry copied across skills is counted once.
        countCache: createCountCache(),
        onProgress: p.tick,
        skip: (s) => (read++, cold !== undefined && cold.has(s.name)),
        onSkill: (s) => listed.push({ ...s, source: '', body: '', resources: [], loaded: LOAD_FRONTMATTER }),
      });
    } finally {
      p.done();
    }
    requireSkills(io, { skills: { length: read }, problems: result.problems }, dir.display, layout, maxDepth);
    const set: SkillSet = {
      root: dir.display,
      layout: result.layout,
      skills: listed,
      sharedResources: [],
      problems: result.problems,
      loaded: LOAD_FRONTMATTER,
    };
    if (format === 'json') {
      // The config's hosts (default claude-code and codex): a budget diff shows each of them.
      const hosts = summarizeHostListings(set, {
        windowTokens: result.budgets.windowTokens,
        hosts: resolved.hosts,
        ...(claudeSettings ? { claudeSettings } : {}),
      });
      const doc: AuditDocument = { ...result, hosts };
      if (base !== undefined && diffFormat !== undefined)
        return writeBudgetDiff(io, computeBudgetDiff(base, doc), diffFormat, values['fail-on-growth']);
      writePieces(io, auditJsonPieces(doc));
    } else if (format === 'markdown') io.stdout(renderAuditMarkdown(result, top === 0 ? Infinity : top));
    else
      io.stdout(
        renderAuditTable(result, { color: useColor(io), top: top === 0 ? Infinity : top, width: terminalWidth(io) }),
      );
    return 0;
  },
};
