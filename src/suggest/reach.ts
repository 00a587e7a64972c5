/**
 * Requests that no description change made of the skill's own words can route: they share no
 * term with the skill's name, description or body in ANY analyzer form (seed words, multi
 * stems, CJK words and bigrams). A Chinese request for a skill written only in English is the
 * usual case. What would reach them is new vocabulary: a bilingual phrase in the description
 * (the request is in a script the skill never uses) or an alias (same script, other words —
 * "deck" for a skill that says "slides"). A request the router's analyzer cannot read at all
 * (Chinese under the seed analyzer) needs a different analyzer first: no description helps.
 */
import { ANALYZERS, hasLettersOutsideSeed, type AnalyzerName, type RouteSkill, type TermsFn } from '../route/index.js';

export type UnreachableReason = 'no-terms' | 'no-shared-term';
/** `none`: the request is only stop words or 1-letter words; no text can match it. */
export type Remedy = 'analyzer' | 'bilingual-phrase' | 'alias' | 'none';

const SCRIPTS = [
  'Latin',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Thai',
  'Devanagari',
] as const;
const SCRIPT_RE = Object.fromEntries(SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')])) as Record<
  (typeof SCRIPTS)[number],
  RegExp
>;

/** Scripts (of a fixed list) whose letters occur in `text`. */
export function scriptsOf(text: string): string[] {
  return SCRIPTS.filter((s) => SCRIPT_RE[s].test(text));
}

export interface Reachability {
  readonly reason: UnreachableReason;
  readonly remedy: Remedy;
  /** Scripts of the request that the skill's text never uses (for a bilingual phrase). */
  readonly missingScripts: readonly string[];
}

/** Per analyzer, the term set of a skill's whole text (computed once per skill and analyzer). */
export class SkillVocabulary {
  private readonly cache = new Map<string, ReadonlySet<string>>();
  constructor(private readonly termsBy: Readonly<Record<AnalyzerName, TermsFn>>) {}

  of(skill: RouteSkill, doc: number, analyzer: AnalyzerName): ReadonlySet<string> {
    const key = `${analyzer}\u0000${doc}`;
    let set = this.cache.get(key);
    if (set === undefined) {
      const t = this.termsBy[analyzer];
      set = new Set([...t(skill.name), ...t(skill.description), ...t(skill.body)]);
      this.cache.set(key, set);
    }
    return set;
  }
}

/**
 * Null when the request shares a term with the skill in some analyzer form (a description
 * edit from the skill's own words can reach it); otherwise why not and what would.
 */
export function reachability(
  query: string,
  routerTerms: readonly string[],
  routerAnalyzer: AnalyzerName,
  skill: RouteSkill,
  doc: number,
  vocab: SkillVocabulary,
  termsBy: Readonly<Record<AnalyzerName, TermsFn>>,
): Reachability | null {
  const skillText = `${skill.name} ${skill.description} ${skill.body}`;
  const missingScripts = scriptsOf(query).filter((s) => !scriptsOf(skillText).includes(s));
  if (routerTerms.length === 0) {
    const other = routerAnalyzer === 'baseline' && hasLettersOutsideSeed(query);
    return { reason: 'no-terms', remedy: other ? 'analyzer' : 'none', missingScripts };
  }
  for (const a of Object.keys(ANALYZERS) as AnalyzerName[]) {
    const v = vocab.of(skill, doc, a);
    for (const t of termsBy[a](query)) if (v.has(t)) return null;
  }
  return { reason: 'no-shared-term', remedy: missingScripts.length > 0 ? 'bilingual-phrase' : 'alias', missingScripts };
}
