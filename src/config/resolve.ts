/**
 * One merge for every command: built-in defaults < the project config < the command's flags.
 * Each command used to write its own copy of this, and the copies drifted (one forgot the
 * config's encoding). Commands take the parts they use; every part is resolved the same way
 * for all of them. Pure: the config is already parsed and the flags already typed.
 */
import type { AuditBudgets } from '../audit/types.js';
import { DEFAULT_WINDOW_TOKENS } from '../audit/audit.js';
import type { HostId, NamedHostId } from '../hosts/types.js';
import { didYouMean } from '../base/suggest.js';
import { DEFAULT_HOSTS, type CheckOptions } from '../check/options.js';
import { SEVERITY_SETTINGS, type CheckProfile, type RuleCode, type SeveritySetting } from '../check/types.js';
import type { PriceEntry } from '../cost/price.js';
import { UsageError } from '../base/errors.js';
import { DEFAULT_ENCODING, resolveEncodingName, unknownEncodingMessage } from '../tokenizer/names.js';
import type { EncodingName } from '../tokenizer/types.js';
import { expandHosts, HOST_CHOICES, type SkillscopeConfig } from './schema.js';

/** What a command's flags may say; each absent flag leaves the config's value (or the default). */
export interface OptionFlags {
  /** `--encoding` names or aliases, in the order given (several only where a command compares). */
  readonly encodings?: readonly string[];
  readonly window?: number;
  readonly bodyLines?: number;
  readonly bodyTokens?: number;
  readonly profile?: CheckProfile;
  /** `--host` names as typed (`all` allowed). */
  readonly hosts?: readonly string[];
  /** `--rule` overrides, applied over the config's `rules`. */
  readonly rules?: Partial<Record<RuleCode, SeveritySetting>>;
  readonly listingBudget?: number;
  readonly descriptionCut?: number;
  readonly install?: readonly string[];
  readonly maxWarnings?: number;
  readonly strict?: boolean;
  /** `--ignore` globs, added to the config's `ignore`. */
  readonly ignore?: readonly string[];
  /** False with `--no-follow-skill-links`. */
  readonly followSkillLinks?: boolean;
}

export interface ResolvedOptions {
  /** At least one; the first is the one a single-encoding command (check, cost, report's check) counts in. */
  readonly encodings: readonly EncodingName[];
  readonly windowTokens: number;
  /** The budgets audit shares with check (window, body, resource and catalog budgets). */
  readonly auditBudgets: Partial<AuditBudgets>;
  /** The gate's options; the caller adds what comes from other files (Claude settings, cold storage). */
  readonly check: CheckOptions;
  /** Hosts whose listings are simulated. */
  readonly hosts: readonly HostId[];
  readonly maxWarnings: number | undefined;
  readonly discovery: { readonly ignore: readonly string[]; readonly followSkillLinks: boolean };
  readonly prices: Readonly<Record<string, PriceEntry>>;
}

/** `--encoding` names → canonical names, de-duplicated; an unknown one is a usage error. */
export function resolveEncodings(names: readonly string[]): EncodingName[] {
  const out: EncodingName[] = [];
  for (const n of names) {
    const canonical = resolveEncodingName(n);
    if (canonical === undefined) throw new UsageError(unknownEncodingMessage(n));
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}

/** Parses a severity written in `--rule` (also accepts `warning`). */
export function parseSeverity(value: unknown, where: string): SeveritySetting {
  const v = value === 'warning' ? 'warn' : value;
  if (typeof v !== 'string' || !(SEVERITY_SETTINGS as readonly string[]).includes(v)) {
    throw new UsageError(
      `${where}: severity must be one of ${SEVERITY_SETTINGS.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return v as SeveritySetting;
}

/**
 * Parses a `--host` list (`check`, `catalog`, `cost`, `diff`); `all` means every named host (the
 * generic one needs its own options).
 */
export function parseHosts(values: readonly unknown[], where: string): NamedHostId[] {
  for (const value of values) {
    if (typeof value !== 'string' || !(HOST_CHOICES as readonly string[]).includes(value)) {
      const hint = typeof value === 'string' ? didYouMean(value, HOST_CHOICES) : '';
      throw new UsageError(
        `${where}: unknown host ${JSON.stringify(value)} (hosts: ${HOST_CHOICES.join(', ')})${hint}`,
      );
    }
  }
  return expandHosts(values as string[]);
}

/** Only the keys whose value is defined (exactOptionalPropertyTypes). */
function defined<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

export function resolveOptions(config: SkillscopeConfig, flags: OptionFlags = {}): ResolvedOptions {
  const fromFlags = flags.encodings === undefined ? [] : resolveEncodings(flags.encodings);
  const encodings: EncodingName[] = fromFlags.length > 0 ? fromFlags : [config.encoding ?? DEFAULT_ENCODING];
  const windowTokens = flags.window ?? config.window ?? DEFAULT_WINDOW_TOKENS;
  const b = config.budgets ?? {};
  const auditBudgets: Partial<AuditBudgets> = defined({
    windowTokens,
    bodyLines: flags.bodyLines ?? b.bodyMaxLines,
    bodyTokens: flags.bodyTokens ?? b.bodyMaxTokens,
    resourceTokens: b.referenceWarnTokens,
    catalogTokens: b.catalogMaxTokens,
  });
  const hosts = flags.hosts !== undefined && flags.hosts.length > 0 ? parseHosts(flags.hosts, '--host') : config.hosts;
  const install = flags.install !== undefined && flags.install.length > 0 ? flags.install : config.install;
  const check: CheckOptions = defined({
    profile: flags.profile ?? config.profile ?? 'default',
    hosts,
    windowTokens,
    listingBudget: flags.listingBudget ?? config.listingBudget,
    descriptionCut: flags.descriptionCut ?? config.descriptionCut,
    encoding: encodings[0],
    budgets: config.budgets,
    rules: { ...config.rules, ...flags.rules },
    strict: flags.strict ?? false,
    install,
  });
  return {
    encodings,
    windowTokens,
    auditBudgets,
    check,
    hosts: hosts ?? DEFAULT_HOSTS,
    maxWarnings: flags.maxWarnings ?? config.maxWarnings,
    discovery: {
      ignore: [...(config.ignore ?? []), ...(flags.ignore ?? [])],
      followSkillLinks: flags.followSkillLinks ?? true,
    },
    prices: config.prices ?? {},
  };
}
