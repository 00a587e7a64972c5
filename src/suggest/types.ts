/** The result model of `suggest` (one JSON document, schemaVersion 1; docs/commands/suggest.md, "JSON"). */
import type { Proportion } from '../routing-bench/stats.js';
import type { HostId } from '../hosts/types.js';
import type { Placement } from './edit.js';
import type { Half } from './split.js';
import type { Remedy, UnreachableReason } from './reach.js';
import type { OutOfSampleGain } from './kfold.js';

export type { Half };

/**
 * Where a proposed word comes from: the skill's name, its body, its reference files, or the
 * dictionary translation of one of its words (for a request in the other language).
 */
export type TermSource = 'name' | 'body' | 'references' | 'translation';

export interface ProposedTerm {
  /** A term the word adds as the analyzer sees it (a stem, a word, a CJK bigram), one a missed request has. */
  readonly term: string;
  /** The whole word to write (from the skill's text or the dictionary). */
  readonly surface: string;
  readonly source: TermSource;
  /** For a translation: the skill's own word (or the dictionary sense) it translates. */
  readonly translates?: string;
  /** Skills that have the term under the router before the edit (the rarest of the terms the word adds). */
  readonly df: number;
  /** Whether a skill that took this skill's requests already has the term. */
  readonly inStealers: boolean;
}

/** A request whose top-1 correctness the edit changes. */
export interface Flip {
  readonly id: string;
  readonly line: number;
  readonly half: Half;
  /** Expected skills; null for a negative. */
  readonly expect: readonly string[] | null;
  readonly before: string | null;
  readonly after: string | null;
}

/** Top-1 over the positives of one half (or all), before and after an edit. */
export interface Top1Change {
  readonly before: Proportion;
  readonly after: Proportion;
}

export interface Top1Halves {
  readonly choose: Top1Change;
  readonly heldOut: Top1Change;
  readonly all: Top1Change;
}

export interface HostEffect {
  readonly host: HostId;
  readonly unit: 'chars' | 'tokens';
  readonly budget: number | null;
  /** Listing size with every description shown, before and after. */
  readonly before: number;
  readonly after: number;
  readonly overBefore: number;
  readonly overAfter: number;
  /** Fitted before, over after. */
  readonly pushesOver: boolean;
}

export interface Proposal {
  readonly terms: readonly ProposedTerm[];
  readonly placement: Placement;
  /** The words as inserted. */
  readonly text: string;
  /** The edited description measured. */
  readonly description: string;
  /** Requests that become right (any skill's, normally this one's). */
  readonly fixes: readonly Flip[];
  /** Requests that become wrong (other skills' positives, negatives now routed to a forbidden skill). */
  readonly breaks: readonly Flip[];
  readonly top1: Top1Halves;
  /** Catalog entry (`name: description`) tokens, our tokenizer; null when not counted. */
  readonly catalogTokens: {
    readonly encoding: string;
    readonly before: number;
    readonly after: number;
    readonly added: number;
  } | null;
  readonly hosts: readonly HostEffect[];
}

export type NoProposalReason =
  | 'no-misses-in-choosing-half'
  | 'no-candidate-terms'
  | 'no-net-gain'
  /** The search found words, but the same search run without each fold never helped that fold (kfold.ts). */
  | 'no-held-out-gain';

export interface SkillSuggestion {
  readonly skill: string;
  /** Its positives whose top-1 is wrong, by half (ids). */
  readonly missed: { readonly choose: readonly string[]; readonly heldOut: readonly string[] };
  /** Skills that took its missed requests (count over both halves); '(nothing)' is not listed. */
  readonly stealers: readonly { readonly skill: string; readonly count: number }[];
  readonly proposal: Proposal | null;
  readonly noProposal: NoProposalReason | null;
  /**
   * Requests made right minus made wrong, over the K folds, by the words the search chose for
   * this skill without each fold, measured on that fold (kfold.ts); a proposal needs it > 0.
   */
  readonly heldOutNet: number;
  /** The words found but not kept ('no-held-out-gain'); null otherwise. */
  readonly dropped: readonly ProposedTerm[] | null;
}

export interface UnreachableRequest {
  readonly id: string;
  readonly line: number;
  readonly half: Half;
  readonly skill: string;
  readonly reason: UnreachableReason;
  readonly remedy: Remedy;
  readonly missingScripts: readonly string[];
  /** Whether the skill's proposal (which may add request words: an alias) fixes it anyway. */
  readonly fixedByProposal: boolean;
}

export interface SuggestResult {
  readonly router: string;
  readonly skills: number;
  readonly queries: { readonly positives: number; readonly negatives: number };
  readonly maxTerms: number;
  readonly split: {
    readonly seed: number;
    readonly choose: readonly string[];
    readonly heldOut: readonly string[];
  };
  readonly suggestions: readonly SkillSuggestion[];
  /** Every proposal applied at once, measured exactly. */
  readonly combined: {
    readonly edits: number;
    readonly fixes: readonly Flip[];
    readonly breaks: readonly Flip[];
    readonly top1: Top1Halves;
  };
  readonly unreachable: readonly UnreachableRequest[];
  /** The whole procedure K-fold cross-validated: top-1 on requests the words were not chosen on. */
  readonly outOfSample: OutOfSampleGain;
}
