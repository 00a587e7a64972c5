/**
 * SK410's term vectors as first written (src/check/text/tfidf.ts before its typed-array build):
 * maps for document frequencies and per-document counts. The reference the live version must
 * equal bit for bit (test/check/term-vectors.test.ts).
 */
import { documentFrequencies, idf } from '../../src/check/text/tfidf.js';

export function referenceTermVectors(docs: readonly (readonly string[])[]): {
  terms: string[];
  vectors: { ids: Int32Array; weights: Float64Array }[];
} {
  const n = docs.length;
  const df = documentFrequencies(docs);
  const terms = [...df.keys()].sort((x, y) => df.get(x)! - df.get(y)! || (x < y ? -1 : x > y ? 1 : 0));
  const idOf = new Map<string, number>();
  terms.forEach((t, i) => idOf.set(t, i));
  const vectors = docs.map((doc) => {
    const counts = new Map<number, number>();
    for (const t of doc) {
      const id = idOf.get(t)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const ids = Int32Array.from(counts.keys()).sort();
    const weights = new Float64Array(ids.length);
    let sum = 0;
    ids.forEach((id, k) => {
      const w = counts.get(id)! * idf(df.get(terms[id]!)!, n);
      weights[k] = w;
      sum += w * w;
    });
    const norm = Math.sqrt(sum);
    if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids, weights };
  });
  return { terms, vectors };
}
