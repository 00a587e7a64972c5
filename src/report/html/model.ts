/**
 * What the HTML report renders. The page computes nothing: it receives the audit result and,
 * when available, the check and bench results, through the narrow shapes below (only the fields
 * the page reads), so a new field elsewhere never breaks the page and tests can build inputs by hand.
 */
import type { ReportCost } from './sections/cost.js';
import type { AuditResult } from '../../audit/types.js';
import type { ReportSuggest } from './sections/suggest.js';

/** One check finding as the findings table shows it. */
export interface ReportDiagnostic {
  readonly code: string;
  readonly name: string;
  readonly severity: 'error' | 'warn' | 'info';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Status of one skill in a host's listing (see src/hosts/types.ts). */
export type ReportEntryStatus = 'full' | 'cut' | 'name-only' | 'omitted' | 'skipped';

/** One host's listing simulation: its budget, size and what happened to each skill. */
export interface ReportListing {
  readonly host: string;
  readonly unit: 'chars' | 'tokens';
  readonly budget: number | null;
  readonly fullSize: number;
  readonly size: number;
  readonly overBy: number;
  readonly entries: readonly {
    readonly name: string;
    readonly file: string;
    readonly status: ReportEntryStatus;
    readonly fullChars: number;
    readonly shownChars: number;
    readonly cutMidSentence: boolean;
    readonly reason?: string;
  }[];
}

/** One host profile's view of the directory, as `skillscope hosts` shows it (src/hosts/view.ts). */
export interface ReportHost {
  readonly host: string;
  readonly title: string;
  /** Skills the host discovers (after its duplicate rule). */
  readonly seen: number;
  readonly counts: Readonly<Record<ReportEntryStatus, number>>;
  readonly unit: 'chars' | 'tokens';
  /** null: the host has no listing budget; see `budgetPublic` for one that is not documented. */
  readonly budget: number | null;
  readonly budgetPublic: boolean;
  readonly fullSize: number;
  readonly size: number;
  /** Skills lost first to the budget, then what the host does with skills it does not list as written. */
  readonly notes: readonly { readonly what: string; readonly names: readonly string[] }[];
  readonly duplicates: readonly { readonly name: string; readonly copies: number; readonly kept: string }[];
}

/** Every host profile's view (`skillscope hosts` without a home folder). */
export interface ReportHosts {
  readonly windowTokens: number;
  /** `copied`: no host folder in the tree, each skill modelled as copied into every host's folder. */
  readonly placement: 'tree' | 'copied';
  readonly hosts: readonly ReportHost[];
  /** Skills no host discovers (outside every host folder and plugin). */
  readonly unseen: readonly string[];
}

export interface ReportCheck {
  readonly diagnostics: readonly ReportDiagnostic[];
  readonly listings: readonly ReportListing[];
}

/** A rate with its 95 % Wilson interval (shares in 0‥1). */
export interface ReportRate {
  readonly hits: number;
  readonly n: number;
  readonly rate: number;
  readonly ci95: readonly [number, number];
}

export interface ReportStealer {
  readonly skill: string;
  /** Queries whose top-1 it took wrongly. */
  readonly count: number;
  /** Body length of the stealer (shown to test the suspicion that long bodies steal); tokens null when unknown. */
  readonly bodyTokens: number | null;
  readonly bodyLines: number;
}

export interface ReportCondition {
  readonly name: string;
  readonly top1: ReportRate;
  readonly top3: ReportRate;
  /** Mean reciprocal rank; null without positives. */
  readonly mrr: number | null;
  /** The no-match threshold of this condition; null when its scorer has none. */
  readonly threshold: {
    readonly value: number | null;
    /** Share of positives routed to a right skill at or above the threshold. */
    readonly acceptedPositives: number | null;
    /** Share of negatives not routed (best score below the threshold). */
    readonly rejectedNegatives: number | null;
    /** The best-separating threshold of the sweep; null without positives and negatives. */
    readonly best: number | null;
    /** Highest score a negative would be wrongly routed with; null when none. */
    readonly bestNegativeScore: number | null;
    /** Median top-1 score of the positives. */
    readonly medianBestPositiveScore: number | null;
  };
  readonly stealers: readonly ReportStealer[];
}

/** One query's outcome under one condition. */
export interface ReportQueryResult {
  /** Top-1 skill, null when nothing matched. */
  readonly got: string | null;
  /** Its score (0 when nothing matched). */
  readonly score: number;
  /** Positives: the top-1 is an expected skill. Negatives: not routed at the threshold. */
  readonly correct: boolean;
}

export interface ReportQuery {
  readonly id: string;
  readonly query: string;
  /** Accepted skills; null for a negative (no skill should match). */
  readonly expect: readonly string[] | null;
  /** Keyed by condition name. */
  readonly results: Readonly<Record<string, ReportQueryResult>>;
}

/** `--calibrate-on`: one router's threshold fitted on another query set and judged on this one. */
export interface ReportTransferRow {
  readonly router: string;
  /** The threshold fitted on the calibration set; null when it could not be fitted. */
  readonly threshold: number | null;
  /** Youden's J where it was fitted (in sample) and on this query set (transferred). */
  readonly fittedJ: number | null;
  readonly transferredJ: number | null;
  readonly fittedAccepted: ReportRate | null;
  readonly fittedRejected: ReportRate | null;
  readonly transferredAccepted: ReportRate | null;
  readonly transferredRejected: ReportRate | null;
  /** This query set's own best-separating threshold and its J. */
  readonly targetBest: number | null;
  readonly targetBestJ: number | null;
}

export interface ReportTransfer {
  readonly queriesFile: string;
  readonly dir: string;
  readonly rows: readonly ReportTransferRow[];
}

/** `--folds K`: one router's held-out figures. */
export interface ReportFoldRow {
  readonly router: string;
  readonly accepted: ReportRate | null;
  readonly rejected: ReportRate | null;
  readonly heldOutJ: number | null;
  /** Mean, lowest and highest J over the folds. */
  readonly foldJ: { readonly mean: number; readonly min: number; readonly max: number } | null;
  readonly inSampleJ: number | null;
}

export interface ReportFolds {
  readonly k: number;
  readonly seed: number;
  readonly rows: readonly ReportFoldRow[];
  /** Held-out top-1 of the router chosen on the other folds, and the in-sample best's claim. */
  readonly selection: {
    readonly heldOut: ReportRate;
    readonly inSampleRouter: string;
    readonly inSample: ReportRate;
  } | null;
}

export interface ReportBench {
  readonly queriesFile: string;
  readonly positives: number;
  readonly negatives: number;
  readonly conditions: readonly ReportCondition[];
  readonly perQuery: readonly ReportQuery[];
  /** Present with --calibrate-on / --folds. */
  readonly transfer?: ReportTransfer | null;
  readonly folds?: ReportFolds | null;
}

export interface ReportInput {
  readonly title: string;
  /** "skillscope 0.1.0", shown in the footer. */
  readonly generator: string;
  /** ISO date-time of the run, shown in the header; tests pass a fixed one. */
  readonly generatedAt: string;
  readonly audit: AuditResult;
  readonly check: ReportCheck | null;
  readonly bench: ReportBench | null;
  /** With --queries: what each loading strategy costs (`skillscope cost`); absent or null = a note. */
  readonly cost?: ReportCost | null;
  /** `suggest`'s proposals ("what to change"); absent or null without --queries. */
  readonly suggest?: ReportSuggest | null;
  /** Every host's view of the directory (`skillscope hosts`); absent or null = a note. */
  readonly hosts?: ReportHosts | null;
}

export type { ReportCost };
