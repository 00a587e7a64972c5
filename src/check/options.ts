/**
 * Options of a check run and their named defaults. Numbers come from the spec and from host
 * source code (see SPEC-NOTES); each can be overridden by `skillscope.config.json` or a flag
 * because hosts change them upstream.
 */
import type { CheckProfile, RuleCode, SeveritySetting } from './types.js';
import type { ClaudeListingSettings, HostId } from '../hosts/types.js';

// The window (200,000 tokens), the body limits (500 lines, 5,000 tokens) and the reference-file
// limit (10,000 tokens) are shared with audit, and the encoding (o200k_base) with every command:
// they come from their owners so one number never has two definitions.
import {
  DEFAULT_BODY_MAX_LINES,
  DEFAULT_BODY_MAX_TOKENS,
  DEFAULT_CATALOG_WINDOW_SHARE,
  DEFAULT_RESOURCE_MAX_TOKENS,
  DEFAULT_WINDOW_TOKENS,
} from '../audit/audit.js';
import { DEFAULT_ENCODING } from '../tokenizer/names.js';

/** Hosts simulated when none is given: the two current hosts. `all` adds the older Claude Code listing. */
export const DEFAULT_HOSTS = ['claude-code', 'codex'] as const satisfies readonly HostId[];

/** Thresholds the rules compare against. Units are in each name; see docs/rules.md. */
export interface CheckBudgets {
  /** Spec: a name has at most 64 code points. */
  readonly nameMaxChars: number;
  /** Spec: a description has at most 1,024 code points (Codex: after collapsing whitespace). */
  readonly descriptionMaxChars: number;
  /** Spec: `compatibility` has at most 500 code points. */
  readonly compatibilityMaxChars: number;
  /** Best practice: SKILL.md body under 500 lines. */
  readonly bodyMaxLines: number;
  /** Best practice: SKILL.md body under 5,000 tokens. */
  readonly bodyMaxTokens: number;
  /** Tokens of all catalog entries together; default 1 % of the window (2,000 at 200k). */
  readonly catalogMaxTokens: number;
  /** Tokens of one catalog entry `name: description`; the spec says ~100. */
  readonly entryMaxTokens: number;
  /** Common description cuts (code points) of indexes and bounded catalogs: 240 and 256. */
  readonly commonCuts: readonly number[];
  /** TF-IDF cosine at or above which two catalog entries count as confusable; 0.8. */
  readonly confusableSimilarity: number;
  /** Weighted emphasis score a body-only term needs to be reported; 3 = one trigger sentence. */
  readonly bodyTermMinScore: number;
  /** Tokens of one reference file: warn above 10,000 … */
  readonly referenceWarnTokens: number;
  /** … error above 25,000. */
  readonly referenceErrorTokens: number;
  /** Tokens of all reference files of one skill: warn above 25,000 … */
  readonly referencesTotalWarnTokens: number;
  /** … error above 50,000. */
  readonly referencesTotalErrorTokens: number;
  /** Any single resource above this many bytes (1 MiB) is reported. */
  readonly resourceMaxBytes: number;
  /** Anthropic platform: a whole skill (SKILL.md + resources) must stay under 8 MiB. */
  readonly skillMaxBytes: number;
}

/** Spec and best-practice numbers; `catalogMaxTokens` is filled from the window when unset. */
export const DEFAULT_BUDGETS: Omit<CheckBudgets, 'catalogMaxTokens'> = {
  nameMaxChars: 64,
  descriptionMaxChars: 1024,
  compatibilityMaxChars: 500,
  bodyMaxLines: DEFAULT_BODY_MAX_LINES,
  bodyMaxTokens: DEFAULT_BODY_MAX_TOKENS,
  entryMaxTokens: 100,
  commonCuts: [240, 256],
  confusableSimilarity: 0.8,
  bodyTermMinScore: 3,
  referenceWarnTokens: DEFAULT_RESOURCE_MAX_TOKENS,
  referenceErrorTokens: 25_000,
  referencesTotalWarnTokens: 25_000,
  referencesTotalErrorTokens: 50_000,
  resourceMaxBytes: 1024 * 1024,
  skillMaxBytes: 8 * 1024 * 1024,
};

/** Share of the window the whole catalog should stay under (→ `catalogMaxTokens`); defined with audit's budgets. */
export { DEFAULT_CATALOG_WINDOW_SHARE };

export type BudgetName = keyof CheckBudgets;

/**
 * Every budget, once: `satisfies Record<BudgetName, true>` makes a budget added to CheckBudgets
 * without an entry here (or a stale entry) a compile error, so the config parser never falls
 * behind the type.
 */
const BUDGET_KEYS = {
  nameMaxChars: true,
  descriptionMaxChars: true,
  compatibilityMaxChars: true,
  bodyMaxLines: true,
  bodyMaxTokens: true,
  catalogMaxTokens: true,
  entryMaxTokens: true,
  commonCuts: true,
  confusableSimilarity: true,
  bodyTermMinScore: true,
  referenceWarnTokens: true,
  referenceErrorTokens: true,
  referencesTotalWarnTokens: true,
  referencesTotalErrorTokens: true,
  resourceMaxBytes: true,
  skillMaxBytes: true,
} as const satisfies Record<BudgetName, true>;

/** Budget names in documentation order (the keys a config's `budgets` object may use). */
export const BUDGET_NAMES = Object.keys(BUDGET_KEYS) as readonly BudgetName[];

/** Everything a check run can be told. All optional: the library fills the defaults. */
export interface CheckOptions {
  readonly profile?: CheckProfile;
  readonly hosts?: readonly HostId[];
  readonly windowTokens?: number;
  /** Generic host: listing budget in characters (code points). */
  readonly listingBudget?: number;
  /** Generic host: every description cut to this many code points. */
  readonly descriptionCut?: number;
  readonly encoding?: string;
  readonly budgets?: Partial<CheckBudgets>;
  /** Per-rule severity overrides (config file, then `--rule`). */
  readonly rules?: Partial<Record<RuleCode, SeveritySetting>>;
  /** Every warning becomes an error. */
  readonly strict?: boolean;
  /** How often each skill was used (by name), for the Claude Code "least used first" order. */
  readonly usage?: Readonly<Record<string, number>>;
  /** Claude Code listing settings (a project's `.claude/settings.json`), see `parseClaudeSettings`. */
  readonly claudeSettings?: ClaudeListingSettings;
  /** Skill names in cold storage (`skillscope disable`; `--respect-state`): left out of the host listings and the catalog total. */
  readonly coldStorage?: readonly string[];
  /**
   * Plugin names (install units, skills/units.ts) installed together: the catalog and the host
   * listings are budgeted for that one set. Default: each install unit on its own.
   */
  readonly install?: readonly string[];
}

export interface ResolvedCheckOptions {
  readonly profile: CheckProfile;
  readonly hosts: readonly HostId[];
  readonly windowTokens: number;
  readonly listingBudget: number | undefined;
  readonly descriptionCut: number | undefined;
  readonly encoding: string;
  readonly budgets: CheckBudgets;
  readonly rules: Partial<Record<RuleCode, SeveritySetting>>;
  readonly strict: boolean;
  readonly usage: Readonly<Record<string, number>>;
  readonly claudeSettings: ClaudeListingSettings | undefined;
  readonly coldStorage: ReadonlySet<string>;
  readonly install: readonly string[] | undefined;
}

export function resolveCheckOptions(options: CheckOptions = {}): ResolvedCheckOptions {
  const windowTokens = options.windowTokens ?? DEFAULT_WINDOW_TOKENS;
  const hosts = [...(options.hosts ?? DEFAULT_HOSTS)];
  if ((options.listingBudget !== undefined || options.descriptionCut !== undefined) && !hosts.includes('generic'))
    hosts.push('generic');
  return {
    profile: options.profile ?? 'default',
    hosts,
    windowTokens,
    listingBudget: options.listingBudget,
    descriptionCut: options.descriptionCut,
    encoding: options.encoding ?? DEFAULT_ENCODING,
    budgets: {
      ...DEFAULT_BUDGETS,
      catalogMaxTokens: Math.floor(windowTokens * DEFAULT_CATALOG_WINDOW_SHARE),
      ...options.budgets,
    },
    rules: { ...options.rules },
    strict: options.strict ?? false,
    usage: options.usage ?? {},
    claudeSettings: options.claudeSettings,
    coldStorage: new Set(options.coldStorage ?? []),
    install: options.install === undefined || options.install.length === 0 ? undefined : [...options.install],
  };
}
