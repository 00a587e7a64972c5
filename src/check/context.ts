/**
 * What every rule family receives: the loaded skills, the resolved options, the encoding and
 * the host listings (simulated once per run, read by the host rules and the budgets report).
 * Token counts go through a count cache (memoised by content): several rules count the same
 * catalog entry, and copies of one reference file in many skills are counted once.
 */
import { catalogEntryText } from '../audit/catalog.js';
import type { Skill, SkillSet } from '../skills/model.js';
import type { Encoding } from '../tokenizer/index.js';
import type { CountCache } from '../tokenizer/count-cache.js';
import type { HostListing } from './hosts/types.js';
import type { ResolvedCheckOptions } from './options.js';
import type { RuleCode } from './types.js';

export interface CheckContext {
  readonly set: SkillSet;
  readonly options: ResolvedCheckOptions;
  readonly encoding: Encoding;
  readonly listings: readonly HostListing[];
  /** Tokens of `text` in the run's encoding. */
  tokens(text: string): number;
  /** Tokens of the skill's neutral catalog entry `name: description`. */
  entryTokens(skill: Skill): number;
  /**
   * False when the rule's findings would be dropped (severity `off`, or another profile's rule):
   * a family skips the work only that rule needs (the engine skips a family whose rules are all off).
   */
  enabled(code: RuleCode): boolean;
}

export function createContext(set: SkillSet, options: ResolvedCheckOptions, encoding: Encoding, listings: readonly HostListing[], counts: CountCache, enabled: (code: RuleCode) => boolean): CheckContext {
  const entryCache = new Map<Skill, number>();
  const tokens = (text: string): number => counts.count(text, encoding);
  return {
    set,
    options,
    encoding,
    listings,
    tokens,
    enabled,
    entryTokens(skill) {
      let n = entryCache.get(skill);
      if (n === undefined) entryCache.set(skill, (n = tokens(catalogEntryText(skill))));
      return n;
    },
  };
}
