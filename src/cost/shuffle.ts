/**
 * The one seeded shuffle behind `full_k`: a fixed seed shuffles the pool once; the
 * distractors are the first k−1 non-target skills of that order. Same seed and size → same
 * order on every machine: the PRNG is 32-bit integer arithmetic only.
 */

/** A 32-bit PRNG (the SplitMix32-style finaliser over a Weyl sequence); floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z / 0x1_0000_0000;
  };
}

/** Indexes 0..n−1 in a seeded Fisher–Yates order. */
export function seededOrder(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = seededRandom(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  return order;
}

/**
 * The k−1 distractors of `target` (an index into the pool): the first k−1 entries of `order`
 * that are not the target. Returns how many of the order's first entries they span, so the
 * caller can sum their bodies from a prefix sum.
 */
export function distractorSpan(
  order: readonly number[],
  position: Int32Array | readonly number[],
  target: number,
  k: number,
): { span: number; includesTarget: boolean } {
  const wanted = Math.min(k - 1, order.length - 1);
  const at = position[target] as number;
  // The target sits among the first `wanted` entries: one more entry is needed to skip it.
  if (at < wanted) return { span: wanted + 1, includesTarget: true };
  return { span: wanted, includesTarget: false };
}
