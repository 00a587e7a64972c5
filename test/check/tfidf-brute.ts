/**
 * Test helper: the exact all-pairs TF-IDF cosine, computed the slow obvious way (every pair,
 * vectors rebuilt from the definition). The reference SK410's candidate search and clusters are
 * checked against.
 */
import { idf } from '../../src/check/text/tfidf.js';

export interface BrutePair {
  readonly a: number;
  readonly b: number;
  readonly similarity: number;
}

export function bruteForcePairs(
  docs: readonly (readonly string[])[],
  threshold: number,
  minShared: number,
): BrutePair[] {
  const n = docs.length;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const vectors = docs.map((d) => {
    const v = new Map<string, number>();
    for (const t of d) v.set(t, (v.get(t) ?? 0) + idf(df.get(t)!, n));
    return v;
  });
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0));
  const out: BrutePair[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const [va, vb] = [vectors[a]!, vectors[b]!];
      let dot = 0;
      let shared = 0;
      for (const [t, w] of va) if (vb.has(t)) (dot += w * vb.get(t)!), shared++;
      const similarity = va.size === 0 || vb.size === 0 ? 0 : dot / (norm(va) * norm(vb));
      if (similarity >= threshold && shared >= minShared) out.push({ a, b, similarity });
    }
  }
  return out;
}

/** Connected components (of size ≥ 2) of a pair list, each sorted, in order of first member. */
export function components(n: number, pairs: readonly { readonly a: number; readonly b: number }[]): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  for (const p of pairs) parent[find(p.a)] = find(p.b);
  const groups = new Map<number, number[]>();
  for (const p of pairs) for (const i of [p.a, p.b]) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  return [...groups.values()].map((g) => [...new Set(g)].sort((x, y) => x - y)).sort((x, y) => x[0]! - y[0]!);
}
