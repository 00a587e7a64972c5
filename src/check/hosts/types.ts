/**
 * Host listing simulation: how a host renders the skill catalog into the model's context and
 * what it drops when the catalog is over its budget. One file per host; all pure.
 */

export type HostId = 'claude-code' | 'claude-code-legacy' | 'codex' | 'generic';

export const HOST_IDS = ['claude-code', 'claude-code-legacy', 'codex', 'generic'] as const satisfies readonly HostId[];

/** What a host knows about one skill when it builds the listing. */
export interface ListingSkill {
  readonly name: string;
  /** The description as written (hosts collapse whitespace when rendering). */
  readonly description: string;
  /** Claude Code's `when_to_use` frontmatter field, appended after the description. */
  readonly whenToUse?: string;
  /**
   * What the skill lacks for a host to list it: `description` (none, null or blank — no host
   * lists it) or `name` (no declared name: Codex requires one; Claude Code and the others fall
   * back to the folder name). Such skills are counted as `skipped` (reason `invalid`).
   */
  readonly missing?: 'description' | 'name';
  /** Claude Code: `disable-model-invocation: true` keeps a skill out of the model's listing. */
  readonly hiddenFromModel?: boolean;
  /** SKILL.md path relative to the scanned root. */
  readonly file: string;
  /** Times used (Claude Code drops the least-used descriptions first); 0 without data. */
  readonly usage: number;
}

/**
 * - `full`: rendered completely;
 * - `cut`: description shortened (per-entry cap or even shortening);
 * - `name-only`: listed without any description;
 * - `omitted`: not listed at all because of the budget;
 * - `skipped`: never listed for a reason other than the budget (invalid or hidden).
 */
export type EntryStatus = 'full' | 'cut' | 'name-only' | 'omitted' | 'skipped';

export interface ListingEntry {
  readonly name: string;
  readonly file: string;
  readonly status: EntryStatus;
  /** Code points of the description part (description + when_to_use) the host would show in full. */
  readonly fullChars: number;
  /** Code points of it actually shown. */
  readonly shownChars: number;
  /** A `cut` entry whose kept text ends inside a sentence. */
  readonly cutMidSentence: boolean;
  /** Why an entry is not `full`. */
  readonly reason?: 'entry-cap' | 'budget' | 'invalid' | 'hidden';
}

export interface HostListing {
  readonly host: HostId;
  /** Unit of `budget`, `size`, `fullSize`, `overBy`. */
  readonly unit: 'chars' | 'tokens';
  /** null: no budget (the generic host given only `--description-cut`). */
  readonly budget: number | null;
  /** Size of the listing entries with every description shown (after per-entry caps). */
  readonly fullSize: number;
  /** Size after the host applied its budget rule. */
  readonly size: number;
  /** How far the full listing is over the budget (0 when it fits). */
  readonly overBy: number;
  readonly entries: readonly ListingEntry[];
  /** The rendered listing as the model would see it (header included). */
  readonly text: string;
}

export interface HostParams {
  readonly windowTokens: number | undefined;
  readonly listingBudget?: number;
  readonly descriptionCut?: number;
}
