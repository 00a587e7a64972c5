/**
 * What every rule family receives when a run starts: the resolved options, the encoding, token
 * counting and which rules are on. The skills come one at a time (`FamilyRun.skill`) and the
 * set-wide facts at the end (`FamilyRun.finish`, see facts.ts), so the context holds no skill.
 * Token counts go through a count cache (memoised by content): several rules count the same
 * catalog entry, and copies of one reference file in many skills are counted once.
 */
import { catalogEntryText } from '../audit/catalog.js';
import type { Skill } from '../skills/model.js';
import type { Encoding } from '../tokenizer/index.js';
import type { CountCache } from '../tokenizer/count-cache.js';
import type { ResolvedCheckOptions } from './options.js';
import type { RuleCode } from './types.js';

export interface CheckContext {
  readonly options: ResolvedCheckOptions;
  readonly encoding: Encoding;
  /** Tokens of `text` in the run's encoding. */
  tokens(text: string): number;
  /** Tokens of the skill's neutral catalog entry `name: description`. */
  entryTokens(skill: Pick<Skill, 'name' | 'description'>): number;
  /**
   * False when the rule's findings would be dropped (severity `off`, or another profile's rule):
   * a family skips the work only that rule needs (the engine skips a family whose rules are all off).
   */
  enabled(code: RuleCode): boolean;
}

export function createContext(
  options: ResolvedCheckOptions,
  encoding: Encoding,
  counts: CountCache,
  enabled: (code: RuleCode) => boolean,
): CheckContext {
  // Weak: the memo must not keep a skill (and its body) alive after it has streamed by.
  const entryCache = new WeakMap<object, number>();
  const tokens = (text: string): number => counts.count(text, encoding);
  return {
    options,
    encoding,
    tokens,
    enabled,
    entryTokens(skill) {
      let n = entryCache.get(skill);
      if (n === undefined) entryCache.set(skill, (n = tokens(catalogEntryText(skill))));
      return n;
    },
  };
}
