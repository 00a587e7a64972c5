/** "Did you mean": the names nearest to a mistyped one, by edit distance then name. */

/** Names offered with SKILL_NOT_FOUND. */
export const CLOSEST_NAMES = 3;

/** Levenshtein distance over code units, with an early exit once every cell exceeds `cap`. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return rowMin;
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * Up to CLOSEST_NAMES names within distance max(2, ⌈|name|/3⌉), nearest first; a name that
 * (ignoring case and separators) contains the query (or is contained by it) counts as distance 1 so `pdf` finds `pdf-form-filler`.
 */
export function closestNames(name: string, names: readonly string[]): string[] {
  // Compared without case and separators, so `PDF_Form` and `pdfform` find `pdf-form-filler`.
  const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const q = squash(name);
  const cap = Math.max(2, Math.ceil(q.length / 3));
  const scored: { n: string; d: number }[] = [];
  for (const n of names) {
    const lower = squash(n);
    const d = q.length >= 3 && (lower.includes(q) || q.includes(lower)) ? 1 : editDistance(q, lower, cap);
    if (d <= cap) scored.push({ n, d });
  }
  scored.sort((a, b) => a.d - b.d || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
  return scored.slice(0, CLOSEST_NAMES).map((s) => s.n);
}
