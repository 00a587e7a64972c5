/**
 * The audit result: the three-tier context cost of a skill directory, per encoding. This object
 * is what `audit --json` prints (with schemaVersion) and what every audit renderer reads.
 */
import type { Finding } from '../base/finding.js';
import type { ReadScope } from '../skills/scope.js';
import type { EncodingName } from '../tokenizer/types.js';
import type { LoadProblem, ResourceCategory, SkillLayout, UnreadHidden } from '../skills/model.js';
import type { DuplicateFolderGroup, DuplicateGroup } from './duplicates.js';
import type { Summary } from './stats.js';
import type { AuditCode } from './codes.js';

export const AUDIT_SCHEMA_VERSION = 1;

/** Token figures keyed by encoding. */
export type PerEncoding<T> = Readonly<Partial<Record<EncodingName, T>>>;

export interface CategoryCost {
  readonly files: number;
  readonly bytes: number;
  /** Tokens of the text files of this category, if read. */
  readonly tokens: PerEncoding<number>;
}

export interface SkillCost {
  readonly name: string;
  /** SKILL.md (or flat .md) path relative to the root. */
  readonly path: string;
  readonly dir: string;
  readonly catalog: { readonly bytes: number; readonly codePoints: number; readonly tokens: PerEncoding<number> };
  readonly body: { readonly bytes: number; readonly lines: number; readonly tokens: PerEncoding<number> };
  readonly resources: {
    readonly files: number;
    readonly bytes: number;
    readonly textTokens: PerEncoding<number>;
    readonly byCategory: Readonly<Record<ResourceCategory, CategoryCost>>;
  };
  readonly language: {
    readonly cjkShare: number;
    readonly descriptionCodePoints: number;
    readonly descriptionTokens: PerEncoding<number>;
    readonly tokensPerChar: PerEncoding<number | null>;
  };
  readonly problems: readonly LoadProblem[];
}

export interface LargeFile {
  readonly path: string;
  readonly bytes: number;
  readonly category: ResourceCategory;
  /** null for binary files (never tokenised) and files too large to read. */
  readonly tokens: PerEncoding<number> | null;
  /** True when the file was over the loader's read limit (counted by size only). */
  readonly notRead: boolean;
}

/** A finding's kind, the name it had before codes; each has one code (AUDIT_KIND_CODES in codes.ts). */
export type AuditFindingKind =
  | 'catalog-tokens' // SK601: all catalog entries together over the catalog budget
  | 'body-lines' // SK201: body over the line budget
  | 'body-tokens' // SK202: body over the token budget
  | 'resource-category' // SK602: one category holds a large share of resource bytes
  | 'duplicate-folder' // SK603: identical folders (every file the same) in several places
  | 'duplicate-resource' // SK604: identical files in several places
  | 'large-resource'; // SK605: one text resource would cost a lot if read

/**
 * When a finding's tokens enter the context: `catalog` on every request, `body` on activation,
 * `resources` when read; `install` findings (binary weight) never do.
 */
export type AuditTier = 'catalog' | 'body' | 'resources' | 'install';

/**
 * One audit finding: the one finding type (base/finding.ts) with a code of AuditCode — check's
 * where it is the same condition (SK201, SK202), audit's own otherwise (SK601–SK605, codes.ts) —
 * and what it costs in context. `file` is the finding's first path (`''` when it is about the
 * directory as a whole) and `line`/`column` are 0: audit's findings are about whole files.
 */
export interface AuditFinding extends Finding<AuditCode> {
  /** The finding's kind, as before codes existed (still in `audit --json`); `code` says the same. */
  readonly kind: AuditFindingKind;
  /** Skill name, when the finding is about one skill. */
  readonly skill: string | null;
  /** `file`, or null where `file` is `''` (the field `audit --json` had before `file`). */
  readonly path: string | null;
  readonly tier: AuditTier;
  /** Context tokens at stake, in the run's first encoding (0 for `install`). */
  readonly tokens: number;
  /** Ranking weight: `tokens` × the tier's weight (see TIER_WEIGHTS in findings.ts). */
  readonly weight: number;
}

export interface AuditTotals {
  readonly skills: number;
  readonly catalog: { readonly bytes: Summary; readonly tokens: PerEncoding<Summary> };
  readonly body: { readonly bytes: Summary; readonly lines: Summary; readonly tokens: PerEncoding<Summary> };
  readonly resources: {
    readonly files: number;
    readonly bytes: number;
    readonly textFiles: number;
    readonly textTokens: PerEncoding<number>;
    readonly byCategory: Readonly<Record<ResourceCategory, CategoryCost>>;
    readonly shared: { readonly files: number; readonly bytes: number };
    readonly largest: readonly LargeFile[];
    /** Every text resource over `budgets.resourceTokens` (first encoding), most tokens first. */
    readonly overBudget: readonly LargeFile[];
    /** Identical folders, with the tokens of one copy's text files. */
    readonly duplicateFolders: readonly (DuplicateFolderGroup & { readonly tokens: PerEncoding<number> })[];
    /** Identical files not wholly inside a duplicated folder, with the tokens of one copy (null: binary). */
    readonly duplicates: readonly (DuplicateGroup & { readonly tokens: PerEncoding<number> | null })[];
    /** Bytes beyond the first copy, over folder and file groups. */
    readonly duplicateWastedBytes: number;
  };
  readonly ratios: {
    readonly bodyToCatalogBytes: number | null;
    readonly bodyToCatalogTokens: PerEncoding<number | null>;
  };
  readonly window: {
    readonly tokens: number;
    readonly catalogShare: PerEncoding<number>;
    readonly bodyShare: PerEncoding<number>;
  };
  readonly language: {
    /** Descriptions whose CJK share is ≥ CJK_MAJORITY, and the others. */
    readonly cjkDescriptions: number;
    readonly otherDescriptions: number;
    /** Tokens per code point of the CJK descriptions and of the others, null when there are none. */
    readonly tokensPerChar: PerEncoding<{ readonly cjk: number | null; readonly other: number | null }>;
  };
}

export interface AuditResult {
  readonly schemaVersion: typeof AUDIT_SCHEMA_VERSION;
  readonly dir: string;
  readonly layout: SkillLayout;
  readonly encodings: readonly EncodingName[];
  readonly budgets: AuditBudgets;
  readonly skills: readonly SkillCost[];
  readonly totals: AuditTotals;
  readonly findings: readonly AuditFinding[];
  /** Problems not tied to one skill (unreadable folders, symlinks, depth limit). */
  readonly problems: readonly LoadProblem[];
  /** SKILL.md files in hidden folders that were not read (`.foo/skills`); absent when there are none. */
  readonly unreadHidden?: UnreadHidden;
  /** The layout, install units and folders the audit read (skills/scope.ts); absent on a set built by hand. */
  readonly read?: ReadScope;
}

export interface AuditBudgets {
  /** Context window the shares are computed against, tokens. */
  readonly windowTokens: number;
  /** Body line budget (best practice: under 500). */
  readonly bodyLines: number;
  /** Body token budget (best practice: under 5,000). */
  readonly bodyTokens: number;
  /** A text resource over this many tokens is listed as a finding. */
  readonly resourceTokens: number;
  /** All catalog entries together over this many tokens is a finding (default 1 % of the window, as `check`'s SK301). */
  readonly catalogTokens: number;
}
