/**
 * MinHash signatures with LSH banding over the term sets of catalog entries: the approximate
 * candidate search measured against SK410's exact prefix index (bench/confusable.bench.ts).
 * Kept here, out of src/, because the measurement dropped it (see the bench's header).
 *
 * Each of `bands × rows` hash functions maps a term id to 32 bits (murmur3's finaliser over the
 * id xor a per-function seed); a document's signature is the minimum per function over its
 * terms, so two documents agree on one function with probability = Jaccard similarity of their
 * term sets. Two documents become candidates when all `rows` values of at least one band agree:
 * probability 1 - (1 - J^rows)^bands.
 */
import type { TermVectors } from '../../src/check/text/tfidf.js';

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface LshParams {
  readonly bands: number;
  readonly rows: number;
}

export function minhashCandidates(
  tv: TermVectors,
  params: LshParams,
  onCandidate: (a: number, b: number) => void,
): void {
  const k = params.bands * params.rows;
  const seeds = Array.from({ length: k }, (_, i) => fmix32(0x9e3779b9 + i * 0x632be5ab));
  const n = tv.vectors.length;
  const signatures = new Uint32Array(n * k).fill(0xffffffff);
  tv.vectors.forEach((v, d) => {
    for (const id of v.ids) {
      for (let i = 0; i < k; i++) {
        const h = fmix32(id ^ seeds[i]!);
        if (h < signatures[d * k + i]!) signatures[d * k + i] = h;
      }
    }
  });
  const seen = new Set<number>();
  for (let band = 0; band < params.bands; band++) {
    const buckets = new Map<string, number[]>();
    for (let d = 0; d < n; d++) {
      if (tv.vectors[d]!.ids.length === 0) continue;
      const start = d * k + band * params.rows;
      const key = signatures.subarray(start, start + params.rows).join(',');
      const bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, [d]);
      else bucket.push(d);
    }
    for (const bucket of buckets.values()) {
      for (let i = 0; i < bucket.length; i++) {
        for (let j = i + 1; j < bucket.length; j++) {
          const pair = bucket[i]! * n + bucket[j]!;
          if (seen.has(pair)) continue;
          seen.add(pair);
          onCandidate(bucket[i]!, bucket[j]!);
        }
      }
    }
  }
}
