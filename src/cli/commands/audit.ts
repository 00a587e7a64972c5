/** `skillscope audit DIR`: the three-tier context cost of a skill directory (or, with --compare, its change). */
import path from 'node:path';
import { AUDIT_NEEDS, auditStream } from '../../audit/audit.js';
import { createCountCache } from '../../tokenizer/count-cache.js';
import type { Skill, SkillSet } from '../../skills/model.js';
import { LOAD_FRONTMATTER } from '../../skills/needs.js';
import type { AuditBudgets } from '../../audit/types.js';
import { MAX_COUNT, MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { resolveOptions } from '../../config/resolve.js';
import { computeBudgetDiff, parseAuditDocument, summarizeHostListings, type AuditDocument } from '../../diff/index.js';
import { configBase, loadConfig } from '../files.js';
import { auditJsonPieces } from '../../report/audit/json.js';
import { renderAuditMarkdown } from '../../report/audit/markdown.js';
import { renderAuditTable } from '../../report/audit/table.js';
import { DEFAULT_MAX_DEPTH } from '../../skills/load.js';
import { intOption, listOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { terminalWidth, useColor, writePieces } from '../io.js';
import { loadEncodings } from '../encodings.js';
import { UsageError } from '../errors.js';
import {
  DISCOVERY_ARGS,
  dirArgument,
  discoveryFlags,
  formatOption,
  layoutOption,
  openDir,
  progress,
  requireSkills,
} from '../shared.js';
import { diffFormatOption, writeBudgetDiff } from '../budget-diff.js';
import { loadClaudeSettings } from '../claude-settings.js';
import { readUserTextSync } from '../files.js';
import { coldStorageState } from '../access.js';

/** Skills shown in the per-skill table unless --top says otherwise. */
export const DEFAULT_AUDIT_TOP = 20;

const HELP = `Usage: skillscope audit DIR [options]

The three-tier context cost of a skill directory: the catalog (name + description of
every skill, always in context), the bodies (SKILL.md, loaded on activation) and the
resources (read on demand), in exact tokens per encoding.

Options:
  --encoding E[,E…]   gpt2, r50k_base, p50k_base, cl100k_base, o200k_base (aliases
                      cl100k, o200k); default o200k_base
  --window N          context window in tokens for the "% window" figures (default 200000)
  --body-lines N      body line budget for findings (default 500)
  --body-tokens N     body token budget for findings (default 5000)
  --config FILE       budgets, window and encoding from a check config (default:
                      ${CONFIG_FILE_NAME} in DIR or the nearest folder above
                      it up to the repository root)
  --layout L          auto (default), dir (folders with SKILL.md) or flat (*.md files)
  --max-depth N       folder levels searched for SKILL.md (default ${DEFAULT_MAX_DEPTH})
  --ignore GLOB       skip paths matching GLOB (repeatable; added to the config's ignore)
  --no-follow-skill-links  do not follow symlinks to skill folders outside DIR
  --top N             skills listed in the per-skill table (default ${DEFAULT_AUDIT_TOP}; 0 = all)
  --format F          text (default; "table" also works), json or markdown
  --json              same as --format json: one JSON document on stdout (with
                      the Claude Code and Codex listings, for a later diff)
  --compare BASE      compare with an earlier 'audit --json' (e.g. from the
                      default branch): prints the budget diff instead (text, json
                      or markdown), see 'skillscope diff --help'
  --fail-on-growth N  with --compare: exit 1 when the catalog grew by more than
                      N tokens, or N% with a % sign
  --claude-settings FILE
                      Claude Code listing settings (default: the nearest
                      .claude/settings.json from DIR up to the repo root)
  --respect-state     audit the enabled skills only: skills in cold storage
                      (skillscope disable) leave the catalog totals and listings
  --state DIR         state folder for --respect-state (default DIR/.skillscope)
  -h, --help          this help

Exit codes: 0 report written (load problems are listed, not failed — use 'check'),
1 the catalog grew by more than --fail-on-growth, 2 bad option or unreadable DIR.

Examples:
  skillscope audit ./skills
  skillscope audit ./skills --encoding gpt2,cl100k,o200k --window 128000
  skillscope audit ./skills --format markdown > audit.md
  skillscope audit ./skills --compare main-audit.json --format markdown
`;

/** `{}` when the flag is absent, else what `parse` makes of its value. */
function flag<T>(value: string | undefined, parse: (v: string) => T): T | Record<string, never> {
  return value === undefined ? {} : parse(value);
}

export const auditCommand: Command = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        encoding: { type: 'string', multiple: true },
        window: { type: 'string' },
        'body-lines': { type: 'string' },
        'body-tokens': { type: 'string' },
        layout: { type: 'string' },
        'max-depth': { type: 'string' },
        ...DISCOVERY_ARGS,
        top: { type: 'string' },
        format: { type: 'string' },
        json: { type: 'boolean' },
        compare: { type: 'string' },
        'fail-on-growth': { type: 'string' },
        'claude-settings': { type: 'string' },
        config: { type: 'string' },
        'respect-state': { type: 'boolean' },
        state: { type: 'string' },
      },
      'audit',
    );
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
      ...flag(values.window, (v) => ({ window: intOption(v, '--window', 0, 1, MAX_WINDOW_TOKENS) })),
      ...flag(values['body-lines'], (v) => ({ bodyLines: intOption(v, '--body-lines', 0, 1, MAX_COUNT) })),
      ...flag(values['body-tokens'], (v) => ({ bodyTokens: intOption(v, '--body-tokens', 0, 1, MAX_COUNT) })),
    });
    const encodings = loadEncodings(resolved.encodings);
    const budgets: Partial<AuditBudgets> = resolved.auditBudgets;
    const top = intOption(values.top, '--top', DEFAULT_AUDIT_TOP, 0, MAX_COUNT);
    const maxDepth = intOption(values['max-depth'], '--max-depth', DEFAULT_MAX_DEPTH, 0, 100);
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
