/**
 * Confusable clusters: the connected components of the "confusable pair" graph (cosine ≥
 * threshold and at least `minShared` shared terms, as `similarPairs`), found without listing
 * every pair inside a cluster. Fifty copies of one entry are one cluster of fifty, not 1,225
 * pairs: SK410 reports a cluster of three or more as one finding.
 *
 * Identical documents (the same term multiset) have the same vector, so each group of them is
 * searched once through a representative: a pair (copy, other) passes exactly when (representative,
 * other) does, and the copies of a group are confusable with each other when the entry has at
 * least `minShared` distinct terms. Candidate pairs among representatives come from the exact
 * prefix-filtered index of tfidf.ts, so the components are exactly those of the brute-force pairs
 * (a property test compares them).
 */
import {
  cosine,
  cosineReaching,
  prefixCandidates,
  sharedCount,
  sharedTerms,
  termVectors,
  type SimilarPair,
  type TermVectors,
} from './tfidf.js';

export interface ConfusableCluster {
  /** Indexes into the input, ascending; at least two. */
  readonly members: readonly number[];
  /** Confusable pairs inside the cluster (each counted once). */
  readonly pairs: number;
  /** Lowest and highest cosine among those pairs. */
  readonly minSimilarity: number;
  readonly maxSimilarity: number;
  /** Terms every member has, by descending summed weight. */
  readonly sharedTerms: readonly string[];
  /** For a cluster of exactly two: the pair itself (as `similarPairs` reports it). */
  readonly pair?: SimilarPair;
}

class UnionFind {
  private readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }
  find(x: number): number {
    const p = this.parent;
    while (p[x] !== x) x = p[x] = p[p[x]!]!;
    return x;
  }
  union(a: number, b: number): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** Terms in every member's vector, by descending summed weight (then by name). */
function termsOfAll(tv: TermVectors, members: readonly number[]): string[] {
  const seen = new Map<number, { count: number; weight: number }>();
  for (const m of members) {
    const v = tv.vectors[m]!;
    v.ids.forEach((id, k) => {
      const s = seen.get(id) ?? { count: 0, weight: 0 };
      seen.set(id, { count: s.count + 1, weight: s.weight + v.weights[k]! });
    });
  }
  return [...seen.entries()]
    .filter(([, s]) => s.count === members.length)
    .map(([id, s]) => ({ term: tv.terms[id]!, weight: s.weight }))
    .sort((p, q) => q.weight - p.weight || (p.term < q.term ? -1 : 1))
    .map((s) => s.term);
}

export function confusableClusters(
  docs: readonly (readonly string[])[],
  threshold: number,
  minShared: number,
): ConfusableCluster[] {
  const tv = termVectors(docs);
  // Identical term multisets → one representative (the first), its copies in `copies`.
  const repOf = new Map<string, number>();
  const reps: number[] = [];
  const copies = new Map<number, number[]>();
  docs.forEach((doc, i) => {
    const key = [...doc].sort().join(' ');
    const rep = repOf.get(key);
    if (rep === undefined) {
      repOf.set(key, i);
      reps.push(i);
      copies.set(i, [i]);
    } else copies.get(rep)!.push(i);
  });
  const uf = new UnionFind(docs.length);
  // Edges between groups (by representative), kept as three flat arrays (a few numbers per edge,
  // no term lists: thousands of near-copies make millions of edges), and the confusable groups of
  // identical copies.
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const edgeSimilarity: number[] = [];
  const cliques = new Map<number, number>();
  for (const rep of reps) {
    const group = copies.get(rep)!;
    if (group.length < 2) continue;
    const v = tv.vectors[rep]!;
    const similarity = cosine(v, v);
    if (similarity < threshold || sharedCount(v, v) < minShared) continue;
    cliques.set(rep, similarity);
    for (const i of group) uf.union(rep, i);
  }
  const repVectors: TermVectors = { terms: tv.terms, vectors: reps.map((i) => tv.vectors[i]!) };
  prefixCandidates(repVectors, threshold, (x, y) => {
    const [a, b] = [reps[x]!, reps[y]!];
    const [va, vb] = [tv.vectors[a]!, tv.vectors[b]!];
    const similarity = cosineReaching(va, vb, threshold);
    if (similarity < threshold || sharedCount(va, vb) < minShared) return;
    edgeA.push(a);
    edgeB.push(b);
    edgeSimilarity.push(similarity);
    uf.union(a, b);
  });

  const byRoot = new Map<
    number,
    { members: number[]; pairs: number; min: number; max: number; pair?: { a: number; b: number; similarity: number } }
  >();
  const clusterOf = (i: number) => {
    const root = uf.find(i);
    let c = byRoot.get(root);
    if (c === undefined) byRoot.set(root, (c = { members: [], pairs: 0, min: Infinity, max: -Infinity }));
    return c;
  };
  for (const [rep, similarity] of cliques) {
    const c = clusterOf(rep);
    const group = copies.get(rep)!;
    c.pairs += (group.length * (group.length - 1)) / 2;
    c.min = Math.min(c.min, similarity);
    c.max = Math.max(c.max, similarity);
    c.pair = { a: group[0]!, b: group[1]!, similarity };
  }
  edgeA.forEach((a, e) => {
    const [b, similarity] = [edgeB[e]!, edgeSimilarity[e]!];
    const c = clusterOf(a);
    c.pairs += copies.get(a)!.length * copies.get(b)!.length;
    c.min = Math.min(c.min, similarity);
    c.max = Math.max(c.max, similarity);
    c.pair = { a, b, similarity };
  });
  for (const rep of reps) {
    const root = uf.find(rep);
    if (!byRoot.has(root)) continue;
    for (const i of copies.get(rep)!) byRoot.get(root)!.members.push(i);
  }
  const out: ConfusableCluster[] = [];
  for (const c of byRoot.values()) {
    const members = c.members.sort((x, y) => x - y);
    const base = { members, pairs: c.pairs, minSimilarity: c.min, maxSimilarity: c.max };
    if (members.length === 2 && c.pair !== undefined) {
      const [a, b] = members as [number, number];
      const shared = sharedTerms(tv, tv.vectors[a]!, tv.vectors[b]!);
      out.push({ ...base, sharedTerms: shared, pair: { a, b, similarity: c.pair.similarity, sharedTerms: shared } });
    } else out.push({ ...base, sharedTerms: termsOfAll(tv, members) });
  }
  return out.sort((p, q) => p.members[0]! - q.members[0]!);
}
