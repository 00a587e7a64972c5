/**
 * The one seeded PRNG and shuffle behind every reproducible split of ours (bench folds, suggest's
 * halves) and the generators in bench/ and test/: integer arithmetic only, so a seed gives the same
 * sequence on every machine and Node version (Math.random cannot be seeded).
 */

/** mulberry32: a tiny, well-mixed 32-bit PRNG returning floats in [0, 1); for shuffling, not for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates in place, drawing from `rand` (from the last element down, one draw per step). */
export function shuffleInPlace<T>(list: T[], rand: () => number): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = list[i] as T;
    list[i] = list[j] as T;
    list[j] = t;
  }
}
