/**
 * Stealers: skills that take top-1 for positives that belong to another skill. The core
 * article's long claude-api body took 8 of 19 top-1 places; the body length next to the count
 * shows whether length is the reason.
 */
import type { RouteSkill } from '../route/index.js';
import { codePointLength, lineCount } from '../base/text.js';
import type { BenchQuery } from './queries.js';

export interface Stealer {
  readonly skill: string;
  /** Positives whose top-1 it took wrongly. */
  readonly count: number;
  /** Ids of those queries, in file order. */
  readonly queries: readonly string[];
  /** Body length in lines and code points, counted as the audit counts them (base/text.ts: a final newline starts no line). */
  readonly bodyLines: number;
  readonly bodyCodePoints: number;
}

/** `stolenBy[i]` is the wrong top-1 of query i (null when right, unrouted or a negative). Sorted by count, then name. */
export function findStealers(
  skills: readonly RouteSkill[],
  queries: readonly BenchQuery[],
  stolenBy: readonly (string | null)[],
): Stealer[] {
  const byName = new Map<string, string[]>();
  stolenBy.forEach((name, i) => {
    if (name === null) return;
    const list = byName.get(name) ?? [];
    list.push((queries[i] as BenchQuery).id);
    byName.set(name, list);
  });
  const out: Stealer[] = [];
  for (const [skill, ids] of byName) {
    const body = skills.find((s) => s.name === skill)?.body ?? '';
    out.push({
      skill,
      count: ids.length,
      queries: ids,
      bodyLines: lineCount(body),
      bodyCodePoints: codePointLength(body),
    });
  }
  return out.sort((a, b) => b.count - a.count || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0));
}
