/**
 * The one pluraliser: a count and its noun, singular for exactly 1 ("1 skill", "0 skills",
 * "3 positives"). English only, like every human-facing string of the tool.
 */
import { fmt } from './numbers.js';

export interface CountedOptions {
  /** The plural form when it is not the singular + "s" ("more misses", "skills lose their"). */
  readonly plural?: string;
  /**
   * `false` prints the count as bare digits ("1204 queries"), as the check summary and the routing
   * and benchmark renderers always have; default: grouped by thousands like every other number.
   */
  readonly grouping?: boolean;
}

/** `count` and the noun: "1 skill", "1,204 files" (or "1204 files" with `grouping: false`). */
export function counted(count: number, singular: string, options: CountedOptions = {}): string {
  const number = options.grouping === false ? String(count) : fmt(count);
  return `${number} ${noun(count, singular, options.plural)}`;
}

/** The noun alone, singular for exactly 1 (for phrases like "11 of 19 positives"). */
export function noun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
