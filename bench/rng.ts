/**
 * mulberry32: a tiny seeded PRNG returning floats in [0, 1). Fast and good enough for test and
 * benchmark data; every generator in bench/ and test/ uses this one so a seed means the same
 * stream everywhere.
 */
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
