/**
 * Analyzer registry: text → terms. Every router condition is analysed with one analyzer, for
 * the skills and the request alike. A `Record` over the name union makes a missing entry a
 * compile error.
 */
import { seedTerms } from './seed.js';
import { multiTerms } from './multi.js';
import { type BridgedTerm, bridgeWithMemo } from '../bilingual/bridge.js';
import { zhEnDictionary } from '../bilingual/dictionary.js';

export type AnalyzerName = 'baseline' | 'multi' | 'bilingual';

export interface Analyzer {
  readonly name: AnalyzerName;
  /** One line for help and reports. */
  readonly summary: string;
  /** Terms in text order where meaningful, with repeats. */
  terms(text: string): string[];
  /**
   * Request-side expansion: weighted terms in another language for a request whose own terms
   * are `own` (distinct). Skills are never expanded; analyzers without it score requests as is.
   */
  bridge?(text: string, own: readonly string[]): BridgedTerm[];
}

/**
 * The bilingual analyzer's bridge, made on the first bilingual request (it loads the dictionary):
 * it remembers each source word's translations (bridge.ts, `bridgeWithMemo`), module state like
 * the multi analyzer's stem memo, and as pure — the same terms for the same word.
 */
let zhEnBridge: ((text: string, own: readonly string[]) => BridgedTerm[]) | undefined;

export const ANALYZERS = {
  baseline: {
    name: 'baseline',
    summary: 'the core article baseline: lower-cased [a-z0-9]+ runs, no 1-character terms, its stop words',
    terms: seedTerms,
  },
  multi: {
    name: 'multi',
    summary:
      'English via wink-nlp (stop words, Porter2 stems); other scripts via Intl.Segmenter; CJK also as character bigrams',
    terms: multiTerms,
  },
  bilingual: {
    name: 'bilingual',
    summary:
      'multi, plus the request bridged Chinese ↔ English through CC-CEDICT (weights split over senses, longest words first)',
    terms: multiTerms,
    bridge: (text: string, own: readonly string[]) =>
      (zhEnBridge ??= bridgeWithMemo(zhEnDictionary(), multiTerms))(text, own),
  },
} as const satisfies Record<AnalyzerName, Analyzer>;

export const ANALYZER_NAMES = Object.keys(ANALYZERS) as AnalyzerName[];

/** Default analyzer: the article's baseline, so results compare with the article. */
export const DEFAULT_ANALYZER: AnalyzerName = 'baseline';

export function isAnalyzerName(name: string): name is AnalyzerName {
  return Object.prototype.hasOwnProperty.call(ANALYZERS, name);
}

/**
 * Other names an analyzer is asked for by. `seed` was the baseline analyzer's name until
 * "seed" also meant a random seed in the same output; it is still accepted, so scripts and
 * query-set configs written with it keep working.
 */
export const ANALYZER_ALIASES: Readonly<Record<string, AnalyzerName>> = { seed: 'baseline' };

/** The analyzer a name or alias asks for, or undefined. */
export function resolveAnalyzerName(name: string): AnalyzerName | undefined {
  if (isAnalyzerName(name)) return name;
  return Object.prototype.hasOwnProperty.call(ANALYZER_ALIASES, name) ? ANALYZER_ALIASES[name] : undefined;
}

export { SEED_STOPWORDS, seedTerms } from './seed.js';
export { multiTerms } from './multi.js';
export type { BridgedTerm } from '../bilingual/bridge.js';
