/**
 * Loops for what spread arguments would do on arrays of unbounded size. `Math.max(...xs)` and
 * `out.push(...xs)` pass every element as a call argument, and V8 throws "Maximum call stack
 * size exceeded" somewhere past ~100,000 of them (seen with `report` at 25,000 queries and
 * `bench` at 150,000 negatives). Every array whose length comes from input goes through these.
 * Bottom layer: no imports.
 */

/** Largest of `values`, or `empty` when there are none (NaN-free input assumed). */
export function maxOf(values: Iterable<number>, empty: number): number {
  let best = -Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v > best) best = v;
  }
  return any ? best : empty;
}

/** Smallest of `values`, or `empty` when there are none. */
export function minOf(values: Iterable<number>, empty: number): number {
  let best = Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v < best) best = v;
  }
  return any ? best : empty;
}

/** Appends every item of `items` to `target` (in place) and returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** Position of `value` in ascending `sorted` (binary search), or -1 when absent. Postings lists use it. */
export function sortedIndexOf(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] as number;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** How many values of ascending `sorted` are below `value` (the first index not below it). */
export function countBelow(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
