/**
 * The token-budget diff: two `audit --json` documents (BASE, e.g. from the default branch, and
 * HEAD, the pull request) compared tier by tier, skill by skill and host listing by host
 * listing. This object is what `skillscope diff --json` and `audit --compare --json` print and
 * what every diff renderer reads; wording lives in the renderers.
 */
import type { AuditResult } from '../audit/types.js';
import type { EntryStatus, HostId } from '../hosts/types.js';
import type { EncodingName } from '../tokenizer/types.js';

export const DIFF_SCHEMA_VERSION = 1;

/** One host's listing as `audit --json` records it (under `hosts`), for later comparison. */
export interface AuditHostSummary {
  readonly unit: 'chars' | 'tokens';
  readonly budget: number | null;
  /** Size with every description shown (after per-entry caps). */
  readonly fullSize: number;
  /** Size after the host applied its budget. */
  readonly size: number;
  readonly overBy: number;
  /** SKILL.md paths per status other than `full`. */
  readonly skills: Readonly<Record<Exclude<EntryStatus, 'full'>, readonly string[]>>;
  readonly full: number;
}

/** `audit --json` as skillscope writes it: the audit result plus the host listings. */
export interface AuditDocument extends AuditResult {
  readonly hosts?: Readonly<Partial<Record<HostId, AuditHostSummary>>>;
}

/** A number before and after; null on the side where the thing does not exist. */
export interface Delta {
  readonly before: number | null;
  readonly after: number | null;
  /** after − before, counting a missing side as 0. */
  readonly delta: number;
  /** delta ÷ before × 100; null when before is 0 or missing. */
  readonly percent: number | null;
}

export interface TierDelta {
  readonly bytes: Delta;
  /** Tokens in the diff's encoding. */
  readonly tokens: Delta;
}

export type Tier = 'catalog' | 'body' | 'resources';
export const TIERS = ['catalog', 'body', 'resources'] as const satisfies readonly Tier[];

export type SkillChange = 'added' | 'removed' | 'renamed' | 'changed' | 'unchanged';

export interface SkillDiff {
  /** Name in HEAD (in BASE for a removed skill). */
  readonly name: string;
  /** SKILL.md path in HEAD (in BASE for a removed skill). */
  readonly path: string;
  readonly change: SkillChange;
  /** For `renamed`: the name and path in BASE (one of them differs). */
  readonly from?: { readonly name: string; readonly path: string };
  readonly tiers: Readonly<Record<Tier, TierDelta>>;
}

export interface HostDiff {
  readonly host: HostId;
  readonly unit: 'chars' | 'tokens';
  readonly budget: { readonly before: number | null; readonly after: number | null };
  /** Listing size with every description shown: what has to fit. */
  readonly fullSize: Delta;
  readonly fitsBefore: boolean;
  readonly fitsAfter: boolean;
  /** Skills (paths in HEAD) that the host shows fully in BASE but not in HEAD, by what happens to them. */
  readonly newly: {
    readonly cut: readonly string[];
    readonly nameOnly: readonly string[];
    readonly omitted: readonly string[];
    readonly skipped: readonly string[];
  };
  /** Skills that got their full description back. */
  readonly restored: readonly string[];
}

export interface BudgetDiff {
  readonly schemaVersion: typeof DIFF_SCHEMA_VERSION;
  readonly kind: 'skillscope-audit-diff';
  readonly encoding: EncodingName;
  readonly base: { readonly dir: string; readonly skills: number };
  readonly head: { readonly dir: string; readonly skills: number };
  readonly tiers: Readonly<Record<Tier, TierDelta>>;
  /** Every skill of BASE and HEAD, changed ones first (by |catalog token delta|), then unchanged. */
  readonly skills: readonly SkillDiff[];
  readonly counts: {
    readonly added: number;
    readonly removed: number;
    readonly renamed: number;
    readonly changed: number;
    readonly unchanged: number;
  };
  /** Hosts present in both documents. */
  readonly hosts: readonly HostDiff[];
}
