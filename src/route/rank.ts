/**
 * Ranking hits: score descending, ties by skill name ascending (UTF-16 code-unit order, so it
 * does not depend on the machine's locale), then by position in the skill list (only for
 * duplicate names).
 *
 * Equal scores are a tie, and a tie is data, not a detail of the sort: `topTie` returns every
 * skill sharing the best score, so `route` can say the pick was a coin toss settled by name, and
 * the routing benchmark can refuse to credit a router for the alphabet (`rankOf`'s
 * `tieBreak: 'against'`). Equal means equal as doubles — the comparison the ranking itself
 * uses, so a tie group is always the first ranks and never a judgement call.
 *
 * Only skills with a score > 0 are ranked — and so only they can be routed to, be a top-1 or
 * have a rank. This is the ONE place that rule is enforced: a scorer may hand over touched
 * skills that score 0 (BM25F with a field weight of 0, where a term is found only in that
 * field), and a 0-score "top-1" would just be the alphabetically first skill. NaN is not > 0
 * either, so a degenerate parameter choice can never rank a skill.
 */
import type { Hits } from './hits.js';

/** Whether a score earns a rank. */
export function isRankable(score: number): boolean {
  return score > 0;
}

/** Number of hits that rank (score > 0). */
export function rankedCount(hits: Hits): number {
  let n = 0;
  for (let i = 0; i < hits.scores.length; i++) if (isRankable(hits.scores[i] as number)) n++;
  return n;
}

export interface RankedHit {
  /** Index into the router's skill list. */
  readonly doc: number;
  readonly name: string;
  readonly score: number;
}

export function compareRanked(a: RankedHit, b: RankedHit): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.doc - b.doc;
}

/** All hits, ranked. */
export function rankAll(hits: Hits, names: readonly string[]): RankedHit[] {
  const out: RankedHit[] = [];
  for (let i = 0; i < hits.docs.length; i++) {
    if (!isRankable(hits.scores[i] as number)) continue;
    const doc = hits.docs[i] as number;
    out.push({ doc, name: names[doc] as string, score: hits.scores[i] as number });
  }
  return out.sort(compareRanked);
}

/**
 * The best `k` hits, ranked; an insertion into a k-sized list keeps this O(hits · k) without
 * sorting all hits. Once the list is full, a hit scoring below its last is passed over before
 * its RankedHit is made (the comparison would reject it on the score alone): allocating one
 * object per touched skill was most of topK's time when a request's bridged terms touch
 * thousands of skills (npm run bench:bilingual, --cpu-prof).
 */
export function topK(hits: Hits, names: readonly string[], k: number): RankedHit[] {
  const best: RankedHit[] = [];
  if (k <= 0) return best;
  const { docs, scores } = hits;
  // The k-th score once the list is full (until then every rankable hit is taken), kept in a
  // local: most hits fail this one comparison, and reading it through best[k − 1] each time
  // was about a quarter of topK's time (npm run bench:bilingual). Rankable is > 0, so 0 stands
  // for "not full".
  let floor = 0;
  for (let i = 0; i < docs.length; i++) {
    const score = scores[i] as number;
    if (!(score >= floor) || !isRankable(score)) continue;
    const doc = docs[i] as number;
    const h: RankedHit = { doc, name: names[doc] as string, score };
    if (best.length === k && compareRanked(h, best[k - 1] as RankedHit) >= 0) continue;
    let j = best.length < k ? best.length : k - 1;
    best[j] = h;
    while (j > 0 && compareRanked(best[j] as RankedHit, best[j - 1] as RankedHit) < 0) {
      const tmp = best[j - 1] as RankedHit;
      best[j - 1] = best[j] as RankedHit;
      best[j] = tmp;
      j--;
    }
    if (best.length === k) floor = (best[k - 1] as RankedHit).score;
  }
  return best;
}

/**
 * Every hit sharing the best score (score > 0), in rank order (name order); empty when nothing
 * ranks. One element means no tie. One pass for the best score, one to collect.
 */
export function topTie(hits: Hits, names: readonly string[]): RankedHit[] {
  let best = 0;
  for (let i = 0; i < hits.scores.length; i++) {
    const s = hits.scores[i] as number;
    if (isRankable(s) && s > best) best = s;
  }
  const out: RankedHit[] = [];
  if (best === 0) return out;
  for (let i = 0; i < hits.docs.length; i++) {
    if (hits.scores[i] !== best) continue;
    const doc = hits.docs[i] as number;
    out.push({ doc, name: names[doc] as string, score: best });
  }
  return out.sort(compareRanked);
}

/**
 * How `rankOf` places the wanted skill among skills with the same score: `name` as the ranking
 * does (the name that sorts first wins); `against` behind every unwanted skill it ties with —
 * the routing benchmark's rule, so a router earns a top-1 only when it puts the right skill
 * strictly ahead, never because its name sorts first.
 */
export type TieBreak = 'name' | 'against';

/**
 * 1-based rank of the best-ranked skill whose index satisfies `wanted`, or null when none of
 * them ranks (score > 0). Counts the hits that rank before it; no sort needed.
 */
export function rankOf(
  hits: Hits,
  names: readonly string[],
  wanted: (doc: number) => boolean,
  tieBreak: TieBreak = 'name',
): { rank: number; hit: RankedHit } | null {
  let target: RankedHit | null = null;
  for (let i = 0; i < hits.docs.length; i++) {
    const doc = hits.docs[i] as number;
    if (!wanted(doc) || !isRankable(hits.scores[i] as number)) continue;
    const h: RankedHit = { doc, name: names[doc] as string, score: hits.scores[i] as number };
    if (target === null || compareRanked(h, target) < 0) target = h;
  }
  if (target === null) return null;
  let before = 0;
  for (let i = 0; i < hits.docs.length; i++) {
    if (!isRankable(hits.scores[i] as number)) continue;
    const doc = hits.docs[i] as number;
    const score = hits.scores[i] as number;
    if (compareRanked({ doc, name: names[doc] as string, score }, target) < 0) before++;
    else if (tieBreak === 'against' && score === target.score && !wanted(doc)) before++;
  }
  return { rank: before + 1, hit: target };
}
