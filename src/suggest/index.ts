/**
 * `suggest`: what to write in which description so the router finds the skill, measured
 * exactly and out of sample. Pure: skills and queries in, a result object out.
 */
export { suggestEdits, routerSeesDescription, type SuggestOptions } from './suggest.js';
export { CatalogEvaluator, type Outcome } from './evaluate.js';
export { applyEdit, surfaceForms, type DescriptionEdit, type Placement } from './edit.js';
export { splitQueries, DEFAULT_SPLIT_SEED, type Half } from './split.js';
export { reachability, scriptsOf, type Remedy, type UnreachableReason } from './reach.js';
export { DEFAULT_MAX_TERMS, MAX_MAX_TERMS, MAX_CANDIDATES, MIN_TERM_SHARE } from './search.js';
export {
  DEFAULT_SUGGEST_FOLDS,
  MAX_SUGGEST_FOLDS,
  MIN_SUGGEST_FOLDS,
  pairedGain,
  type OutOfSampleGain,
} from './kfold.js';
export { MIN_CJK_WORD, MIN_LATIN_WORD, wholeWords } from './words.js';
export type * from './types.js';
