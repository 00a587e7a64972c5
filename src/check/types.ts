/**
 * The vocabulary of `skillscope check`: rule codes, severities, rule metadata and findings.
 * Rules emit `RawFinding`s (no severity); the engine turns them into `Diagnostic`s in one
 * place (`severity.ts`), so config, `--rule` and `--strict` can never disagree with a rule.
 */
import type { Finding } from '../base/finding.js';

/** Every rule code, in documentation order. A code is never reused for a different rule. */
export const RULE_CODES = [
  'SK100',
  'SK101',
  'SK102',
  'SK103',
  'SK104',
  'SK105',
  'SK106',
  'SK107',
  'SK110',
  'SK111',
  'SK112',
  'SK113',
  'SK114',
  'SK115',
  'SK120',
  'SK121',
  'SK122',
  'SK123',
  'SK124',
  'SK125',
  'SK126',
  'SK127',
  'SK130',
  'SK131',
  'SK132',
  'SK133',
  'SK134',
  'SK140',
  'SK141',
  'SK142',
  'SK201',
  'SK202',
  'SK203',
  'SK210',
  'SK211',
  'SK212',
  'SK213',
  'SK214',
  'SK215',
  'SK301',
  'SK302',
  'SK310',
  'SK311',
  'SK312',
  'SK313',
  'SK314',
  'SK315',
  'SK316',
  'SK401',
  'SK402',
  'SK403',
  'SK404',
  'SK405',
  'SK406',
  'SK410',
  'SK411',
  'SK501',
  'SK502',
  'SK503',
  'SK504',
  'SK505',
  'SK506',
  'SK507',
  'SK508',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

/** Severity of a reported finding. `info` never fails a run. */
export type Severity = 'error' | 'warn' | 'info';

/** What a config file or `--rule` may set a rule to. */
export type SeveritySetting = Severity | 'off';

export const SEVERITY_SETTINGS = ['error', 'warn', 'info', 'off'] as const satisfies readonly SeveritySetting[];

/** Which part of the checker a rule belongs to (its code range). */
export type RuleFamily = 'spec' | 'body' | 'budget' | 'quality' | 'resource';

/** Docs entry of one rule; `docs/rules.md` is generated from these. */
export interface RuleDocs {
  /** What the rule reports, one or two sentences. */
  readonly what: string;
  /** Why it matters (which host or reader is hurt, with numbers). */
  readonly why: string;
  /** A short snippet that triggers the rule. */
  readonly example: string;
  /** How to fix it (for a rule with `caseFixes`: every case, in one line). */
  readonly fix: string;
  /**
   * A rule that reports different situations gives each its own fix, keyed by the finding's
   * `data.case` (SK106: a link out of the folder vs a folder below --max-depth). `check` prints
   * the case's fix under the finding; the docs list every case.
   */
  readonly caseFixes?: Readonly<Record<string, string>>;
  /**
   * What `check --fix` does about it, when it can. Shown after `fix` in the docs; in `check`
   * output only on findings `--fix` would fix (`Diagnostic.fixable`), never as a blanket promise.
   */
  readonly autofix?: string;
}

/**
 * Where a rule's claim comes from: a host's source or documented behaviour (`host`), the Agent
 * Skills specification alone (`spec`), an upload platform's documented limits (`platform`),
 * skillscope's own run (`tool`: what it could not read or write), or our own heuristic
 * (`guidance`).
 */
export type EvidenceBasis = 'host' | 'spec' | 'platform' | 'tool' | 'guidance';

/**
 * What happens to the user's skill when a finding of the rule is true. It bounds the default
 * severity (`CONSEQUENCE_SEVERITIES` in rules/evidence.ts, checked by a test): only a host that
 * refuses, drops or mis-loads the skill, a file it needs that is missing, or a run that could not
 * check what it was asked to may be an error; the rest is a warning or info.
 */
export type Consequence =
  /** A host will not load the skill (or a platform will not accept it). */
  | 'refused'
  /** A host silently leaves the skill out, or keeps another one in its place. */
  | 'dropped'
  /** A host loads other text than the author wrote (cut, garbled, hidden characters). */
  | 'misloaded'
  /** A file the skill sends the model to is not there. */
  | 'missing'
  /** skillscope could not read, scan or write what it was asked to. */
  | 'unchecked'
  /** Only the spec or strict validators object; the hosts we know load the skill. */
  | 'validator'
  /** It loads, but the model sees less of it or picks it less reliably. */
  | 'degraded'
  /** Tokens or bytes spent. */
  | 'cost'
  /** Maintenance: copies that drift apart, data nobody reads. */
  | 'upkeep';

/** The evidence behind a rule and its default severity, shown by `skillscope rules CODE` and docs/rules.md. */
export interface RuleEvidence {
  readonly basis: EvidenceBasis;
  /**
   * What the rule rests on: the spec line (MUST/SHOULD), the host's source file and function or
   * its changelog entry, a documentation URL — or, for `guidance`, "guidance: our own heuristic"
   * and what it is built from.
   */
  readonly source: string;
  /** What breaks for the user when the finding is true. */
  readonly impact: string;
  readonly consequence: Consequence;
  /** Why the default severity is what it is (and not higher or lower). */
  readonly severity: string;
}

export interface RuleMeta {
  readonly code: RuleCode;
  /** Readable kebab-case name, stable like the code. */
  readonly name: string;
  readonly family: RuleFamily;
  readonly defaultSeverity: Severity;
  /** The evidence behind the rule and its default severity (required: a rule without it does not compile). */
  readonly evidence: RuleEvidence;
  /** Only reported under this profile (e.g. the Anthropic platform rules). */
  readonly profile?: CheckProfile;
  readonly docs: RuleDocs;
  /**
   * The part of `data` that identifies "the same finding" across runs, for the ratchet
   * (`--baseline`): lines move, these keys do not. Empty when code + file already identify it.
   */
  readonly keyFields: readonly string[];
  /**
   * For budget findings: the number in `data` that must not grow under a baseline
   * (a budget that got worse counts as new even when the key matches).
   */
  readonly worseField?: string;
  /**
   * Rules whose finding on the same file already says what this one would: when one of them is
   * reported there, this one is not (SK314's Codex cut is in SK124's message). With those rules
   * off, this one reports as usual.
   */
  readonly supersededBy?: readonly RuleCode[];
}

/** Profiles change which frontmatter fields are known and add platform rules. */
export type CheckProfile = 'default' | 'claude-code' | 'anthropic';

export const CHECK_PROFILES = ['default', 'claude-code', 'anthropic'] as const satisfies readonly CheckProfile[];

/**
 * What a rule emits: the one finding type (base/finding.ts) before the engine names it. Positions
 * are 1-based; `line: 0` means the whole file, and `file: ''` means the scanned directory as a
 * whole (budgets). `data` carries every number the message mentions: tests and the ratchet read
 * `data`, never `message`.
 */
export type RawFinding = Omit<Finding<RuleCode>, 'name'>;

/**
 * One skill of a grouped finding (SK311–SK313: one finding per host), in `data.skills`. `note`
 * is what `check --verbose` prints after the position; other keys are the rule's numbers.
 */
export interface FindingMember {
  readonly name: string;
  readonly file: string;
  /** 1-based line (0: the whole file). */
  readonly line: number;
  readonly note?: string;
  readonly [key: string]: unknown;
}

/** Where a finding stands against a baseline (`--baseline`). */
export type BaselineState = 'new' | 'worse' | 'existing';

/** A finding after severities were applied: what renderers and exit codes see. */
export interface Diagnostic extends Finding<RuleCode> {
  readonly severity: Severity;
  /**
   * Set when a baseline was given: `existing` (already in it), `worse` (a budget finding the
   * baseline had with a smaller number) or `new`. Only `existing` findings stop counting.
   */
  readonly baseline?: BaselineState;
  /** Set when `check --fix` would fix this finding in this file (see `markFixable`). */
  readonly fixable?: true;
}
