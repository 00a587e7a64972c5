/**
 * `skillscope.config.json`: per-rule severities, budgets, profile, hosts, window. Parsing and
 * validation are pure (text in, config out); reading the file is the CLI's job. Every problem
 * is a UsageError that names the offending key, so a typo never silently disables a rule.
 *
 * Example:
 *   {
 *     "profile": "claude-code",
 *     "window": 200000,
 *     "hosts": ["claude-code", "codex"],
 *     "maxWarnings": 20,
 *     "rules": { "SK302": "off", "SK401": "error" },
 *     "budgets": { "entryMaxTokens": 120, "commonCuts": [240] }
 *   }
 */
import { MAX_COUNT, MAX_WINDOW_TOKENS } from '../base/limits.js';
import type { AuditBudgets } from '../audit/types.js';
import { UsageError } from '../errors.js';
import { blankJsonComments } from './jsonc.js';
import { jsonErrorPlace } from './json-error.js';
import { resolveEncodingName, unknownEncodingMessage } from '../tokenizer/names.js';
import { HOST_IDS, type HostId } from './hosts/types.js';
import { BUDGET_NAMES, type CheckBudgets } from './options.js';
import { parsePriceTable, type PriceEntry } from '../cost/price.js';
import { isRuleCode } from './rules/index.js';
import { CHECK_PROFILES, SEVERITY_SETTINGS, type CheckProfile, type RuleCode, type SeveritySetting } from './types.js';

/**
 * File name looked up in the checked directory and each folder above it up to the repository
 * root (the folder holding `.git`), then in the working directory. JSON with comments (JSONC).
 */
export const CONFIG_FILE_NAME = 'skillscope.config.json';

export interface CheckConfig {
  /** Globs of root-relative paths never entered by the loader (`tests/**`). */
  readonly ignore?: readonly string[];
  readonly profile?: CheckProfile;
  readonly hosts?: readonly HostId[];
  readonly window?: number;
  readonly encoding?: string;
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

const TOP_KEYS = ['$schema', 'ignore', 'profile', 'hosts', 'window', 'encoding', 'listingBudget', 'descriptionCut', 'maxWarnings', 'install', 'rules', 'budgets', 'prices'] as const;

/** Parses a severity written in a config or `--rule` (also accepts `warning`). */
export function parseSeverity(value: unknown, where: string): SeveritySetting {
  const v = value === 'warning' ? 'warn' : value;
  if (typeof v !== 'string' || !(SEVERITY_SETTINGS as readonly string[]).includes(v)) {
    throw new UsageError(`${where}: severity must be one of ${SEVERITY_SETTINGS.join(', ')}, got ${JSON.stringify(value)}`);
  }
  return v as SeveritySetting;
}

/** Parses a host list; `all` means every named host (the generic one needs its own options). */
export function parseHosts(values: readonly unknown[], where: string): HostId[] {
  const out = new Set<HostId>();
  for (const value of values) {
    if (value === 'all') {
      for (const h of HOST_IDS) if (h !== 'generic') out.add(h);
      continue;
    }
    if (typeof value !== 'string' || !(HOST_IDS as readonly string[]).includes(value) || value === 'generic') {
      throw new UsageError(`${where}: unknown host ${JSON.stringify(value)} (hosts: claude-code, claude-code-legacy, codex, codex-legacy, all)`);
    }
    out.add(value as HostId);
  }
  return [...out];
}

/** A whole number in [min, max]; anything else (1e308, -1, 2.5, "10", null) names the key and the range. */
function positiveInt(value: unknown, where: string, min = 1, max = MAX_COUNT): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${where}: expected a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function parseBudgets(value: unknown, where: string): Partial<CheckBudgets> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${where}: expected an object`);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const at = `${where}.${key}`;
    if (!(BUDGET_NAMES as readonly string[]).includes(key)) throw new UsageError(`${at}: unknown budget (budgets: ${BUDGET_NAMES.join(', ')})`);
    if (key === 'commonCuts') {
      if (!Array.isArray(v)) throw new UsageError(`${at}: expected a list of whole numbers`);
      out[key] = v.map((n, i) => positiveInt(n, `${at}[${i}]`));
    } else if (key === 'confusableSimilarity') {
      if (typeof v !== 'number' || !(v > 0 && v <= 1)) throw new UsageError(`${at}: expected a number in (0, 1], got ${JSON.stringify(v)}`);
      out[key] = v;
    } else {
      out[key] = positiveInt(v, at, 0);
    }
  }
  return out as Partial<CheckBudgets>;
}

/**
 * The config's numbers that `audit` (and the report's audit part) share with `check`: the
 * window, body budgets, the reference-file token budget and the catalog budget. The rest of the
 * config (rules, hosts, profile) only concerns the gate.
 */
export function auditBudgetsFromConfig(config: CheckConfig): Partial<AuditBudgets> {
  const b = config.budgets ?? {};
  return {
    ...(config.window !== undefined ? { windowTokens: config.window } : {}),
    ...(b.bodyMaxLines !== undefined ? { bodyLines: b.bodyMaxLines } : {}),
    ...(b.bodyMaxTokens !== undefined ? { bodyTokens: b.bodyMaxTokens } : {}),
    ...(b.referenceWarnTokens !== undefined ? { resourceTokens: b.referenceWarnTokens } : {}),
    ...(b.catalogMaxTokens !== undefined ? { catalogTokens: b.catalogMaxTokens } : {}),
  };
}

export function parseCheckConfig(text: string, source: string): CheckConfig {
  let doc: unknown;
  try {
    doc = JSON.parse(blankJsonComments(text));
  } catch (err) {
    const place = jsonErrorPlace(blankJsonComments(text), (err as Error).message);
    throw new UsageError(`${source}${place.line === null ? '' : `:${place.line}:${place.column}`}: not valid JSON: ${place.cause}`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new UsageError(`${source}: expected a JSON object`);
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    const where = `${source}: ${key}`;
    switch (key as (typeof TOP_KEYS)[number]) {
      case '$schema':
        break;
      case 'ignore':
        // Globs of paths the loader never enters (fixtures and tests that hold SKILL.md files).
        if (!Array.isArray(value) || !value.every((g) => typeof g === 'string' && g.trim() !== '')) throw new UsageError(`${where}: expected a list of glob strings`);
        config['ignore'] = value;
        break;
      case 'profile':
        if (typeof value !== 'string' || !(CHECK_PROFILES as readonly string[]).includes(value)) {
          throw new UsageError(`${where}: must be one of ${CHECK_PROFILES.join(', ')}, got ${JSON.stringify(value)}`);
        }
        config['profile'] = value;
        break;
      case 'hosts':
        config['hosts'] = parseHosts(Array.isArray(value) ? value : [value], where);
        break;
      case 'window':
        config[key] = positiveInt(value, where, 1, MAX_WINDOW_TOKENS);
        break;
      case 'listingBudget':
      case 'descriptionCut':
        config[key] = positiveInt(value, where);
        break;
      case 'maxWarnings':
        config[key] = positiveInt(value, where, 0);
        break;
      case 'install':
        if (!Array.isArray(value) || value.length === 0 || !value.every((n) => typeof n === 'string' && n.trim() !== '')) throw new UsageError(`${where}: expected a list of plugin names`);
        config['install'] = value;
        break;
      case 'encoding':
        if (typeof value !== 'string') throw new UsageError(`${where}: expected an encoding name`);
        // Checked here, not when the run starts, so the message names the file and the key.
        if (resolveEncodingName(value) === undefined) throw new UsageError(`${where}: ${unknownEncodingMessage(value)}`);
        config[key] = value;
        break;
      case 'rules': {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${where}: expected an object of CODE: severity`);
        const rules: Partial<Record<RuleCode, SeveritySetting>> = {};
        for (const [code, severity] of Object.entries(value)) {
          const upper = code.toUpperCase();
          if (!isRuleCode(upper)) throw new UsageError(`${source}: rules.${code}: unknown rule code (see skillscope rules)`);
          rules[upper] = parseSeverity(severity, `${source}: rules.${code}`);
        }
        config['rules'] = rules;
        break;
      }
      case 'budgets':
        config['budgets'] = parseBudgets(value, `${source}: budgets`);
        break;
      case 'prices':
        config['prices'] = parsePriceTable(value, `${source}: prices`);
        break;
      default:
        throw new UsageError(`${source}: unknown key '${key}' (keys: ${TOP_KEYS.filter((k) => k !== '$schema').join(', ')})`);
    }
  }
  return config as CheckConfig;
}
