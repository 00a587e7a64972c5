/**
 * Counted nouns for the route and bench renderers: "1 skill", "2 skills". Local to the
 * routing renderers for now; a candidate for src/report/format.ts if other areas need it.
 */

/** `count` and the noun, singular for exactly 1 ("1 skill", "0 skills", "3 positives"). */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The noun alone, singular for exactly 1 (for phrases like "11 of 19 positives"). */
export function noun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
