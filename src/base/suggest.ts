/**
 * "Did you mean …?" for every name a user can mistype: skill names in query files and
 * `--skill`, commands, options, option values, rule codes. One helper so every suggestion in
 * the tool follows the same threshold. Bottom layer: no imports.
 */

/** Levenshtein distance (insert, delete, substitute each cost 1), two rows of memory. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * Closest known name (case-insensitive), when it is close enough to be a likely typo: at most
 * a third of the name's length away, and at least 2 edits are always allowed — except for names
 * of one or two characters, where 2 edits would reach anything. Ties go to the first known name.
 */
export function closestName(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  const lower = name.toLowerCase();
  for (const k of known) {
    const d = editDistance(lower, k.toLowerCase());
    if (d < bestD) [best, bestD] = [k, d];
  }
  const limit = name.length <= 2 ? 1 : Math.max(2, Math.ceil(name.length / 3));
  return best !== null && bestD <= limit ? best : null;
}

/** ` (did you mean 'x'?)` or the empty string: appended to an error message. */
export function didYouMean(name: string, known: readonly string[]): string {
  const near = closestName(name, known);
  return near === null ? '' : ` (did you mean '${near}'?)`;
}
