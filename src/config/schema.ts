/**
 * The one declaration of `skillscope.config.json`: every key, its type, its range and the line
 * that documents it. The parser (parse.ts), the shipped JSON Schema (json-schema.ts, written to
 * schema/skillscope.config.schema.json) and docs/config.md are all read from this table;
 * `satisfies` below makes a key added to SkillscopeConfig without a declaration (or a
 * declaration of the wrong type) a compile error.
 *
 * Example:
 *   {
 *     "$schema": "./node_modules/skillscope/schema/skillscope.config.schema.json",
 *     "profile": "claude-code",
 *     "window": 200000,
 *     "hosts": ["claude-code", "codex"],
 *     "maxWarnings": 20,
 *     "rules": { "SK302": "off", "SK401": "error" },
 *     "budgets": { "entryMaxTokens": 120, "commonCuts": [240] }
 *   }
 */
import { MAX_COUNT, MAX_WINDOW_TOKENS } from '../base/limits.js';
import { NAMED_HOST_IDS, type HostId, type NamedHostId } from '../hosts/types.js';
import { BUDGET_NAMES, type BudgetName, type CheckBudgets } from '../check/options.js';
import { auditOnlyCodeProblem, isAuditOnlyCode } from '../audit/codes.js';
import { isRuleCode, RULE_LIST } from '../check/rules/index.js';
import {
  CHECK_PROFILES,
  SEVERITY_SETTINGS,
  type CheckProfile,
  type RuleCode,
  type SeveritySetting,
} from '../check/types.js';
import { MAX_PRICE_USD_PER_M, type PriceEntry } from '../cost/price.js';
import { ENCODING_CHOICES, ENCODING_NAMES, resolveEncodingName } from '../tokenizer/names.js';
import type { EncodingName } from '../tokenizer/types.js';
import {
  ConfigProblem,
  listOf,
  mapOf,
  numberIn,
  objectOf,
  oneOf,
  text,
  wholeNumber,
  type Field,
  type MemberSpec,
} from './fields.js';

/** A parsed, valid config. Every key is optional: a missing key leaves the built-in default. */
export interface SkillscopeConfig {
  /** Globs of root-relative paths never entered by the loader (`tests/**`). */
  readonly ignore?: readonly string[];
  readonly profile?: CheckProfile;
  readonly hosts?: readonly HostId[];
  readonly window?: number;
  /** Canonical encoding name (an alias in the file is resolved). */
  readonly encoding?: EncodingName;
  readonly listingBudget?: number;
  readonly descriptionCut?: number;
  readonly maxWarnings?: number;
  /** Plugin names installed together: budgets for that set instead of per install unit (`--install`). */
  readonly install?: readonly string[];
  readonly rules?: Partial<Record<RuleCode, SeveritySetting>>;
  readonly budgets?: Partial<CheckBudgets>;
  /** Named prices for `skillscope cost --price NAME` (USD per million tokens); the gate ignores them. */
  readonly prices?: Readonly<Record<string, PriceEntry>>;
}

/** Host names a config (or `--host`) may use: the named hosts and `all`; the generic host is set up by its own keys. */
export const HOST_CHOICES = [...NAMED_HOST_IDS, 'all'] as const;

/** `all` → every named host; duplicates dropped; order kept. */
export function expandHosts(names: readonly string[]): NamedHostId[] {
  const out = new Set<NamedHostId>();
  for (const n of names) {
    if (n !== 'all') out.add(n as NamedHostId);
    else for (const h of NAMED_HOST_IDS) out.add(h);
  }
  return [...out];
}

const hostName = oneOf(HOST_CHOICES, 'A host whose skill listing is simulated; "all" is every named host.');

/** `"codex"` or `["claude-code", "codex"]`. */
const hostsField: Field<HostId[]> = {
  schema: {
    description:
      'Hosts whose skill listing `check` simulates, `audit --json` records for `diff` and `cost` compares (default claude-code and codex; each is described in docs/hosts.md). One name or a list.',
    anyOf: [hostName.schema, { type: 'array', items: hostName.schema, minItems: 1 }],
  },
  parse(value, path) {
    const list = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && value.length === 0)
      throw new ConfigProblem(path, 'expected a host or a list of hosts, got an empty list');
    return expandHosts(list.map((v, i) => hostName.parse(v, Array.isArray(value) ? [...path, i] : path)));
  },
};

const severity = oneOf(
  SEVERITY_SETTINGS,
  'Severity of the rule: error fails the gate, warn and info are reported, off is not run.',
  (v) => (v === 'warning' ? 'warn' : undefined),
  [...SEVERITY_SETTINGS, 'warning'],
);

/** Documentation line of each budget; `satisfies` keeps it complete. */
export const BUDGET_DOCS = {
  nameMaxChars: 'A name has at most this many code points (spec: 64).',
  descriptionMaxChars:
    'A description has at most this many code points (spec: 1,024; Codex counts after collapsing whitespace).',
  compatibilityMaxChars: '`compatibility` has at most this many code points (spec: 500).',
  bodyMaxLines: "SKILL.md body lines (best practice: under 500). Also the audit's body line budget.",
  bodyMaxTokens: "SKILL.md body tokens (best practice: under 5,000). Also the audit's body token budget.",
  catalogMaxTokens: 'Tokens of all catalog entries together (default: 1 % of the window, 2,000 at 200,000).',
  entryMaxTokens: 'Tokens of one catalog entry `name: description` (spec: about 100).',
  commonCuts: 'Description cuts (code points) of common indexes and bounded catalogs (default 240 and 256).',
  confusableSimilarity: 'TF-IDF cosine at or above which two catalog entries count as confusable (default 0.8).',
  bodyTermMinScore: 'Weighted emphasis score a body-only term needs to be reported (default 3: one trigger sentence).',
  referenceWarnTokens:
    "Tokens of one reference file: warn above this (default 10,000). Also the audit's resource budget.",
  referenceErrorTokens: 'Tokens of one reference file: error above this (default 25,000).',
  referencesTotalWarnTokens: 'Tokens of all reference files of one skill: warn above this (default 25,000).',
  referencesTotalErrorTokens: 'Tokens of all reference files of one skill: error above this (default 50,000).',
  resourceMaxBytes: 'A single resource above this many bytes is reported (default 1 MiB).',
  skillMaxBytes:
    'A whole skill (SKILL.md and resources) above this many bytes is reported (Anthropic platform: 8 MiB).',
} as const satisfies Record<BudgetName, string>;

function budgetField(name: BudgetName): MemberSpec<unknown> {
  const doc = BUDGET_DOCS[name];
  if (name === 'commonCuts')
    return { field: listOf(wholeNumber(1, MAX_COUNT, 'A cut in code points.'), doc, { what: 'whole numbers' }) };
  if (name === 'confusableSimilarity') return { field: numberIn({ min: 0, max: 1, exclusiveMin: true }, doc) };
  return { field: wholeNumber(0, MAX_COUNT, doc) };
}

const budgetsField = objectOf(
  Object.fromEntries(BUDGET_NAMES.map((n) => [n, budgetField(n)])),
  'Thresholds the check rules compare against; units are in each name (see docs/rules.md).',
  { member: ['budget', 'budgets'] },
) as Field<Partial<CheckBudgets>>;

const price = (description: string) => numberIn({ min: 0, max: MAX_PRICE_USD_PER_M }, description);
const priceEntry = objectOf(
  {
    in: { field: price('USD per million input tokens.'), required: true },
    out: { field: price('USD per million output tokens.'), required: true },
    cachedIn: { field: price('USD per million input tokens served from a prompt cache.') },
    note: { field: text('Where the numbers come from and their date (shown in the output).') },
  },
  "One model's prices.",
  { what: 'an object { in, out, cachedIn?, note? }' },
) as Field<PriceEntry>;

const rulesField = mapOf(
  severity,
  'Severity per rule code (see skillscope rules). Codes are read case-insensitively; the schema lists them in capitals.',
  {
    what: 'an object of CODE: severity',
    key: (k) => {
      const upper = k.toUpperCase();
      return isRuleCode(upper) ? upper : undefined;
    },
    unknownKey: (k) => {
      const upper = k.toUpperCase();
      return isAuditOnlyCode(upper) ? auditOnlyCodeProblem(upper) : 'unknown rule code (see skillscope rules)';
    },
    knownKeys: Object.fromEntries(RULE_LIST.map((r) => [r.code, `${r.name} (default ${r.defaultSeverity})`])),
  },
) as Field<Partial<Record<RuleCode, SeveritySetting>>>;

type Declaration = { readonly [K in keyof SkillscopeConfig]-?: MemberSpec<NonNullable<SkillscopeConfig[K]>> };

/** Every key of the config, in documentation order. */
export const CONFIG_KEYS = {
  profile: {
    field: oneOf(
      CHECK_PROFILES,
      "Which frontmatter fields count as known: default (every field a known host reads), claude-code (that host's fields) or anthropic (spec fields only, plus the platform's rules).",
    ),
  },
  hosts: { field: hostsField },
  window: {
    field: wholeNumber(
      1,
      MAX_WINDOW_TOKENS,
      'Context window in tokens that host budgets and "% window" figures are computed against (default 200,000).',
    ),
  },
  encoding: {
    field: oneOf(
      ENCODING_NAMES,
      'Token encoding every command counts in unless --encoding says otherwise (default o200k_base).',
      (v) => resolveEncodingName(v),
      ENCODING_CHOICES,
    ),
  },
  rules: { field: rulesField },
  budgets: { field: budgetsField },
  maxWarnings: { field: wholeNumber(0, MAX_COUNT, 'check fails when there are more warnings than this.') },
  ignore: {
    field: listOf(
      text('A glob of paths relative to the checked directory.', 'a glob string'),
      'Globs of paths the loader never enters (fixtures and tests that hold SKILL.md files); --ignore adds to them.',
      { what: 'glob strings' },
    ),
  },
  install: {
    field: listOf(
      text('A plugin name.', 'a plugin name'),
      'Plugins installed together: the catalog and the host listings are budgeted for that set (default: each install unit on its own).',
      { nonEmpty: true, what: 'plugin names' },
    ),
  },
  listingBudget: { field: wholeNumber(1, MAX_COUNT, 'Also simulate a generic host listing of this many characters.') },
  descriptionCut: {
    field: wholeNumber(1, MAX_COUNT, 'Generic host listing: cut each description to this many characters.'),
  },
  prices: {
    field: mapOf(
      priceEntry,
      'Named prices for skillscope cost --price NAME (USD per million tokens); the gate ignores them.',
      { what: 'an object of NAME: { in, out, cachedIn?, note? }', keySchema: { minLength: 1 } },
    ),
  },
} as const satisfies Declaration;

/** The key an editor uses to find the schema; accepted and ignored by the parser. */
const SCHEMA_KEY = '$schema';

/** The whole document: an object of CONFIG_KEYS (and `$schema`). */
export const configField = objectOf(
  { ...CONFIG_KEYS, [SCHEMA_KEY]: { field: text('The JSON Schema of this file, for editors.') } },
  'skillscope project configuration (skillscope.config.json): rule severities, budgets, hosts, window and encoding shared by every command.',
  {
    what: 'a JSON object',
    ignored: [SCHEMA_KEY],
  },
) as Field<SkillscopeConfig>;
