/**
 * The codes of audit's findings. One code space for the whole tool, as in ruff: a code means
 * one condition wherever it is printed, and `skillscope rules CODE` explains every code a
 * command can print.
 *
 * - Where an audit finding is the same condition as a check rule — the same quantity, the same
 *   threshold, set by the same config key — it carries that rule's code: a body over
 *   `budgets.bodyMaxLines` is SK201 in both commands (test/audit/codes.test.ts runs both on the
 *   same skills and compares).
 * - The other findings are audit's own, SK601–SK605, a range check never uses. Each is *near*
 *   a check rule but not the same: the catalog total over the whole directory (SK301 counts
 *   each install unit), copies wherever they sit (check splits them into SK501 and SK507), any
 *   text resource over the per-file budget (SK502/SK503 are about reference documents only).
 *
 * Why audit's own codes are not rules in check's registry (RULE_CODES): a rule there has a
 * severity a config, `--rule` and `--strict` can change, a fixture check must report, and a
 * place in the ratchet. Audit's findings have none of these — `audit` reports and ranks by
 * context cost, it is never a gate — so `--rule SK601=error` would be accepted and mean
 * nothing. They share the code space and the docs (`skillscope rules`, docs/rules.md), not
 * the gate.
 *
 * Audit sits below check in the house, so the names of the shared codes are written here
 * again; the test above holds them equal to check's.
 */
import type { AuditFindingKind } from './types.js';

/** Check's rules that audit reports as the same condition, with check's names. */
export const AUDIT_SHARED_CODES = {
  SK201: 'body-too-many-lines',
  SK202: 'body-too-many-tokens',
} as const;

/** The codes only `audit` reports, in documentation order. Never reused by a check rule. */
export const AUDIT_ONLY_CODES = ['SK601', 'SK602', 'SK603', 'SK604', 'SK605'] as const;

export type AuditOnlyCode = (typeof AUDIT_ONLY_CODES)[number];
export type AuditCode = keyof typeof AUDIT_SHARED_CODES | AuditOnlyCode;

export function isAuditOnlyCode(value: string): value is AuditOnlyCode {
  return (AUDIT_ONLY_CODES as readonly string[]).includes(value);
}

/**
 * Why a config or `--rule` cannot set an audit-only code: the message for a user who tried (the
 * code looks like a rule's, so "unknown rule code" would be a puzzle).
 */
export function auditOnlyCodeProblem(code: AuditOnlyCode): string {
  return `${code} is reported by skillscope audit only, which has no severities: it is not a rule check can set (see skillscope rules ${code})`;
}

/** Docs of one audit-only code: what `skillscope rules CODE` prints and docs/rules.md has. */
export interface AuditCodeMeta {
  readonly code: AuditOnlyCode;
  /** Readable kebab-case name, stable like the code; no check rule has it. */
  readonly name: string;
  /** The `kind` the finding had before codes (still in `audit --json`). */
  readonly kind: AuditFindingKind;
  /** The check rules nearest to it, and how they differ (shown in the docs). */
  readonly near: string;
  readonly docs: {
    readonly what: string;
    readonly why: string;
    readonly example: string;
    readonly fix: string;
    /** The threshold and how to change it. */
    readonly budget: string;
  };
}

/** Every finding kind's code (the compiler refuses a kind without one). */
export const AUDIT_KIND_CODES = {
  'catalog-tokens': 'SK601',
  'body-lines': 'SK201',
  'body-tokens': 'SK202',
  'resource-category': 'SK602',
  'duplicate-folder': 'SK603',
  'duplicate-resource': 'SK604',
  'large-resource': 'SK605',
} as const satisfies Record<AuditFindingKind, AuditCode>;

const AUDIT_CODE_META = {
  SK601: {
    code: 'SK601',
    name: 'catalog-total-over-budget',
    kind: 'catalog-tokens',
    near: 'SK301 counts the same entries against the same budget per install unit (each plugin, and the skills in no plugin); in a directory without plugins the two report the same total.',
    docs: {
      what: 'The catalog entries (`name: description`) of every skill in the directory together exceed the catalog token budget.',
      why: 'The catalog is in the context of every request of every session, whether a skill is used or not; a session of ten requests pays it ten times (audit ranks it with weight 10).',
      example: '30 skills whose entries add up to 2,121 tokens against a budget of 2,000.',
      fix: 'Shorten the longest descriptions (SK302 names them), merge overlapping skills, or disable skills a project never uses (`skillscope disable`).',
      budget: '1 % of `--window` (2,000 tokens at 200,000), or `budgets.catalogMaxTokens` in skillscope.config.json.',
    },
  },
  SK602: {
    code: 'SK602',
    name: 'resource-category-dominant',
    kind: 'resource-category',
    near: 'No check rule: check judges files, not how the bytes of a collection are spread.',
    docs: {
      what: 'One resource category (scripts, references, assets, fonts, other) holds at least 40 % of all resource bytes, and at least 4 KiB.',
      why: 'It says where the weight of a collection sits: fonts or images that every install ships (no context cost, tier `install`), or reference text that costs context when read.',
      example: 'fonts: 3 files, 1.2 MB = 48.8 % of all resource bytes, 0 tokens if read.',
      fix: 'Subset or drop fonts and images the skills do not use; split or trim reference text the bodies rarely send the model to.',
      budget:
        'The share is `CATEGORY_SHARE_FINDING` (0.4) and the floor `CATEGORY_MIN_BYTES` (4,096 bytes); not configurable.',
    },
  },
  SK603: {
    code: 'SK603',
    name: 'identical-folders',
    kind: 'duplicate-folder',
    near: 'check reports the same groups as SK501 (two copies inside one skill) or SK507 (one copy per skill, info), and leaves build output (SK508) out of them.',
    docs: {
      what: 'A folder is copied whole (every file identical at the same relative path, at least two files) in several places; one finding per group, on its first copy, with every place in `data.folders`.',
      why: 'Every copy ships with its skill, and copies drift apart when one is edited. Audit counts the extra copies in bytes and, for text, in the tokens a model would read again.',
      example:
        '3 identical folders (4 files, 12,288 bytes each): a/scripts/office, b/scripts/office, c/scripts/office.',
      fix: 'Keep one copy where one skill holds two; where each skill needs its own copy (a skill must work installed alone), keep them in sync with a script or a test.',
      budget: 'Any two identical folders; no threshold.',
    },
  },
  SK604: {
    code: 'SK604',
    name: 'identical-files',
    kind: 'duplicate-resource',
    near: 'check reports the same groups as SK501 (two copies inside one skill) or SK507 (one copy per skill, info).',
    docs: {
      what: 'The same file content (SHA-256) is in several places, outside any folder already reported as SK603; one finding per group, on its first path, with every path in `data.paths`.',
      why: 'Every copy ships with its skill and must be kept identical by hand; text copies cost their tokens again when a model reads them.',
      example: '3 identical copies (1,479 bytes each, 2,958 bytes wasted): csv-cleaner/assets/table-schema.json, …',
      fix: 'Keep one copy where one skill holds two; keep copies that sit one per skill in sync (they are legitimate: a skill must work installed alone).',
      budget: 'Any two identical files; no threshold.',
    },
  },
  SK605: {
    code: 'SK605',
    name: 'resource-over-token-budget',
    kind: 'large-resource',
    near: 'SK502 and SK503 judge reference documents only (category `references`) against the same per-file budget; SK605 is any text resource over it, scripts and assets too.',
    docs: {
      what: 'A text resource file has more tokens, in the first `--encoding`, than the per-file budget.',
      why: 'When the body sends the model to the file, the whole file is read into the context.',
      example: 'a/references/api.md: 14,000 o200k_base tokens if read (budget 10,000).',
      fix: 'Split it by topic and say in the body which file covers what, or point the model at sections; a script can search a large file instead of the model reading it.',
      budget: '10,000 tokens, or `budgets.referenceWarnTokens` in skillscope.config.json.',
    },
  },
} as const satisfies Record<AuditOnlyCode, AuditCodeMeta>;

/** Audit-only code docs in code order. */
export const AUDIT_CODE_LIST: readonly AuditCodeMeta[] = AUDIT_ONLY_CODES.map((code) => AUDIT_CODE_META[code]);

/** The name printed beside a code: check's rule name for a shared code, audit's own otherwise. */
export function auditCodeName(code: AuditCode): string {
  return code === 'SK201' || code === 'SK202' ? AUDIT_SHARED_CODES[code] : AUDIT_CODE_META[code].name;
}
