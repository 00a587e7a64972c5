/** What the route renderers get: the library's RouteResult plus the directory it came from. */
import type { UnreadHidden } from '../../skills/model.js';
import {
  effectiveNameBonus,
  hasLettersOutsideSeed,
  scorerFamily,
  type RouteResult,
  type RouterSpec,
} from '../../route/index.js';

export interface RouteReport {
  readonly dir: string;
  readonly result: RouteResult;
  /** Show per-term contributions and the denominator (table/markdown; JSON always has them). */
  readonly explain: boolean;
  /** SKILL.md files in hidden folders the loader did not enter (`SkillSet.unreadHidden`); absent when none. */
  readonly unreadHidden?: UnreadHidden | undefined;
}

/** Scorer parameters as shown in reports (null for idf). */
export function routerParams(spec: RouterSpec): Record<string, unknown> | null {
  const family = scorerFamily(spec.scorer);
  if (family === 'bm25') return { k1: spec.bm25.k1, b: spec.bm25.b };
  if (family === 'bm25f')
    return {
      k1: spec.bm25f.k1,
      b: spec.bm25f.b,
      weights: { ...spec.bm25f.weights },
      nameBonus: effectiveNameBonus(spec.bm25f),
    };
  return null;
}

/** Score with 3 decimals; more when that would print 0.000 for a positive score. */
export function fmtScore(score: number): string {
  if (score !== 0 && Math.abs(score) < 0.001) return score.toPrecision(2);
  return score.toFixed(3);
}

/**
 * The tie at the top as one sentence, null without one. Lists at most TIE_NAMES_SHOWN names
 * (a tie of 200 skills on one common word is one line, not a page); JSON lists them all.
 */
export function tieSentence(r: RouteResult): string | null {
  const t = r.tie;
  if (t === null) return null;
  const shown = t.skills.slice(0, TIE_NAMES_SHOWN);
  const more = t.skills.length - shown.length;
  const names = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return `${t.skills.length} skills share the top score ${fmtScore(t.score)} (${names}); the router cannot tell them apart, and the tie goes to the name that sorts first (${t.skills[0]})`;
}

/** Tied names a text or markdown report lists before "and N more". */
const TIE_NAMES_SHOWN = 8;

/** The verdict as one plain sentence. */
export function verdictSentence(r: RouteResult): string {
  const v = r.verdict;
  const t = r.threshold.value;
  if (v.kind === 'routed') {
    const th = t === null ? `no threshold set for ${r.router.scorer} (see --threshold)` : `threshold ${t}`;
    const tie = r.tie === null ? '' : `; a ${r.tie.skills.length}-way tie, broken by name`;
    return `routed to ${v.skill} (score ${fmtScore(v.score)}; ${th}${tie})${unseenWords(r)}`;
  }
  // That reason says it already; 'no-terms' under the seed analyzer means no such words.
  return noMatch(r) + (v.reason === 'no-seed-terms-non-ascii' ? '' : unseenWords(r));
}

/**
 * After a verdict the seed analyzer reached on the a–z words of a request that also holds words
 * in other letters (`把这些PDF文件合并` is "pdf" to it): those words took no part, and a newcomer
 * reading "routed to …" would not know. Empty otherwise.
 */
function unseenWords(r: RouteResult): string {
  return r.router.analyzer === 'baseline' && hasLettersOutsideSeed(r.query)
    ? '; the baseline analyzer saw only the a–z and 0–9 words of the request; try --analyzer multi'
    : '';
}

/** Why nothing was routed, as the verdict says it. */
function noMatch(r: RouteResult): string {
  const v = r.verdict;
  const t = r.threshold.value;
  if (v.kind === 'routed') return '';
  switch (v.reason) {
    case 'no-terms':
      return 'no match: the request has no terms left after analysis (only stop words or too short)';
    case 'no-seed-terms-non-ascii':
      return 'no match: the baseline analyzer only sees a–z and 0–9, and the request is written in other letters; try --analyzer multi';
    case 'no-shared-terms':
      return `no match: no skill shares a term with the request under ${r.router.label}`;
    case 'zero-scores':
      return `no match: the skills sharing a term with the request all score 0 under ${r.router.label} (check --weights)`;
    case 'below-threshold':
      return `no match below ${t}: the best, ${v.best?.name} (${fmtScore(v.best?.score ?? 0)}), is under the threshold`;
  }
}
