/**
 * TF-IDF vectors and cosine similarity over short texts (catalog entries), as a pure function
 * with an inverted index over each text's rarest terms (prefix filtering, see `prefixCandidates`),
 * so n skills cost far less than n² dot products. idf(t) = ln((N + 1) / (df + 0.5)), the
 * core article's formula: positive for every df ≤ N, so a term in every entry still counts a
 * little. Vectors are raw term counts × idf.
 */

export interface SimilarPair {
  /** Indexes into the input, a < b. */
  readonly a: number;
  readonly b: number;
  readonly similarity: number;
  /** Terms in both, by descending contribution to the dot product. */
  readonly sharedTerms: readonly string[];
}

export function idf(df: number, n: number): number {
  return Math.log((n + 1) / (df + 0.5));
}

export function documentFrequencies(docs: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
  return df;
}

/**
 * Documents as sparse unit vectors over term ids. Ids follow one global order, rarest first
 * (df ascending, then the term), so each vector's ids ascend from its heaviest-idf terms: the
 * order prefix filtering needs, and a merge join computes a dot product without hashing.
 */
export interface TermVectors {
  /** Term of each id. */
  readonly terms: readonly string[];
  /**
   * Per document: ids ascending and their weights (count × idf, divided by the norm); `tails[k]`
   * is the norm of the weights from k on (`tails[ids.length]` = 0), the bound `cosineReaching` uses.
   */
  readonly vectors: readonly {
    readonly ids: Int32Array;
    readonly weights: Float64Array;
    readonly tails: Float64Array;
  }[];
}

export type SparseVector = TermVectors['vectors'][number];

export function termVectors(docs: readonly (readonly string[])[]): TermVectors {
  const n = docs.length;
  // Each distinct term gets a first-seen number once (one map lookup per occurrence); document
  // frequencies, the global order and the counts are then typed-array work. The maps per
  // document this replaced were ~0.1 s of SK410 at 10k skills.
  const firstSeen = new Map<string, number>();
  const words: string[] = [];
  const docWords = docs.map((doc) => {
    const out = new Int32Array(doc.length);
    doc.forEach((t, k) => {
      let w = firstSeen.get(t);
      if (w === undefined) firstSeen.set(t, (w = words.length)), words.push(t);
      out[k] = w;
    });
    return out;
  });
  const df = new Int32Array(words.length);
  const lastDoc = new Int32Array(words.length).fill(-1);
  docWords.forEach((ws, d) => {
    for (const w of ws) if (lastDoc[w] !== d) (lastDoc[w] = d), df[w]!++;
  });
  // Ids: rarest first (df ascending, then the term).
  const order = Array.from(words.keys()).sort(
    (x, y) => df[x]! - df[y]! || (words[x]! < words[y]! ? -1 : words[x]! > words[y]! ? 1 : 0),
  );
  const idOf = new Int32Array(words.length);
  order.forEach((w, id) => (idOf[w] = id));
  const terms = order.map((w) => words[w]!);
  const idfOf = order.map((w) => idf(df[w]!, n));
  const vectors = docWords.map((ws) => {
    const sorted = ws.map((w) => idOf[w]!).sort();
    let distinct = 0;
    for (let k = 0; k < sorted.length; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) distinct++;
    const ids = new Int32Array(distinct);
    const weights = new Float64Array(distinct);
    let sum = 0;
    for (let k = 0, d = -1; k < sorted.length; k++) {
      if (k === 0 || sorted[k] !== sorted[k - 1]) ids[++d] = sorted[k]!;
      weights[d]!++;
    }
    for (let k = 0; k < distinct; k++) {
      const w = weights[k]! * idfOf[ids[k]!]!;
      weights[k] = w;
      sum += w * w;
    }
    const norm = Math.sqrt(sum);
    if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    const tails = new Float64Array(ids.length + 1);
    let rest = 0;
    for (let k = ids.length - 1; k >= 0; k--) {
      rest += weights[k]! * weights[k]!;
      tails[k] = Math.sqrt(rest);
    }
    return { ids, weights, tails };
  });
  return { terms, vectors };
}

/**
 * Slack on the prefix bound, so float rounding can only make a prefix longer (more candidates),
 * never drop a pair whose computed cosine reaches the threshold.
 */
const PREFIX_SLACK = 1e-9;

/**
 * Every pair (a < b) whose prefixes share a term: a superset of the pairs with cosine ≥
 * `threshold` (exact: no such pair is ever missed), found through an inverted index over each
 * vector's rarest terms only. `onCandidate` is called once per candidate pair.
 *
 * Prefix filtering with one global order (Bayardo, Ma & Srikant, "Scaling up all pairs similarity
 * search", 2007): a vector's prefix is its shortest run of rarest terms after which the rest has
 * norm < threshold, or a sum of weight × the term's highest weight in any vector < threshold. If
 * two prefixes share no term, every shared term lies in the rest of the vector whose prefix ends
 * first in the global order, so the dot product is at most that rest's norm (Cauchy–Schwarz; the
 * other vector has norm 1), and at most that sum, both < threshold. So only prefix terms are
 * indexed and probed, and they are rare terms with short postings. Measured on 10,000 generated
 * skills (bench/confusable.bench.ts): the earlier per-document order probing every posting of
 * every prefix term took 14.7 s for SK410; this search plus the checks of its candidates, a
 * fraction of a second.
 */
export function prefixCandidates(
  tv: TermVectors,
  threshold: number,
  onCandidate: (a: number, b: number) => void,
): void {
  // The highest weight each term has in any vector: the rest of a vector can add at most
  // Σ weight × that to any dot product, often far less than its norm (a common term weighs
  // little everywhere), so prefixes end sooner (All-Pairs, the same paper, §4).
  const maxWeight = new Float64Array(tv.terms.length);
  for (const { ids, weights } of tv.vectors) {
    for (let k = 0; k < ids.length; k++) if (weights[k]! > maxWeight[ids[k]!]!) maxWeight[ids[k]!] = weights[k]!;
  }
  // Postings: per term, the vectors holding it in their prefix and the term's position there.
  const index = new Map<number, number[]>();
  // Last b that reached each a: a pair is reported once however many prefix terms it shares.
  const lastProbe = new Int32Array(tv.vectors.length).fill(-1);
  const floor = threshold - PREFIX_SLACK;
  tv.vectors.forEach(({ ids, weights, tails }, b) => {
    let rest = 0;
    let restMax = 0;
    for (let k = 0; k < ids.length; k++) {
      rest += weights[k]! * weights[k]!;
      restMax += weights[k]! * maxWeight[ids[k]!]!;
    }
    for (let k = 0; k < ids.length; k++) {
      // Stop once the terms after the prefix cannot reach the threshold on their own: by their
      // norm (the other vector has norm 1), or by their weights times the terms' highest weights.
      if (Math.sqrt(Math.max(rest, 0)) < floor || restMax < floor) break;
      rest -= weights[k]! * weights[k]!;
      restMax -= weights[k]! * maxWeight[ids[k]!]!;
      const id = ids[k]!;
      let postings = index.get(id);
      if (postings === undefined) index.set(id, (postings = []));
      for (let p = 0; p < postings.length; p += 2) {
        const a = postings[p]!;
        if (lastProbe[a] === b) continue;
        lastProbe[a] = b;
        // The first prefix term two vectors share (position ka in a, k in b): no term before
        // either position is shared — it would be a prefix term of both, met earlier — so the
        // dot product is at most the product of the norms from there on (positional filtering,
        // Xiao et al., "Efficient similarity joins for near duplicate detection", 2008). A later
        // shared term gives a smaller bound, so a pair that fails here is not looked at again.
        if (tails[k]! * tv.vectors[a]!.tails[postings[p + 1]!]! < floor) continue;
        onCandidate(a, b);
      }
      postings.push(b, k);
    }
  });
}

/** Cosine of two unit vectors: a merge join over their ascending ids (`cosineReaching` with no threshold). */
export function cosine(x: SparseVector, y: SparseVector): number {
  return cosineReaching(x, y, -Infinity);
}

/**
 * `cosine(x, y)` when it reaches `threshold`; -Infinity as soon as the merge join proves it
 * cannot: the terms not yet joined add at most the product of the two vectors' remaining norms
 * (Cauchy–Schwarz), and ids go rarest first, so the heavy terms come first and the bound falls
 * fast. At 10k generated skills 96 % of SK410's 0.5 M candidate pairs fail, most after a few
 * terms instead of a join over all ~66. When it does not stop early it adds the same products in
 * the same order as `cosine`, so the value is bit-for-bit the same; the bound keeps
 * PREFIX_SLACK, so rounding cannot turn away a pair whose cosine reaches the threshold.
 */
export function cosineReaching(x: SparseVector, y: SparseVector, threshold: number): number {
  const floor = threshold - PREFIX_SLACK;
  let dot = 0;
  let i = 0;
  let j = 0;
  while (i < x.ids.length && j < y.ids.length) {
    const d = x.ids[i]! - y.ids[j]!;
    if (d === 0) dot += x.weights[i++]! * y.weights[j++]!;
    else if (d < 0) i++;
    else j++;
    if (dot + x.tails[i]! * y.tails[j]! < floor) return -Infinity;
  }
  return dot;
}

/** How many terms two vectors share (a merge join; no strings built). */
export function sharedCount(x: SparseVector, y: SparseVector): number {
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < x.ids.length && j < y.ids.length) {
    const d = x.ids[i]! - y.ids[j]!;
    if (d === 0) n++, i++, j++;
    else if (d < 0) i++;
    else j++;
  }
  return n;
}

/** Terms in both vectors, by descending contribution to the dot product (then by name). */
export function sharedTerms(tv: TermVectors, x: SparseVector, y: SparseVector): string[] {
  const shared: { term: string; contribution: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < x.ids.length && j < y.ids.length) {
    const d = x.ids[i]! - y.ids[j]!;
    if (d === 0) shared.push({ term: tv.terms[x.ids[i]!]!, contribution: x.weights[i++]! * y.weights[j++]! });
    else if (d < 0) i++;
    else j++;
  }
  return shared.sort((p, q) => q.contribution - p.contribution || (p.term < q.term ? -1 : 1)).map((s) => s.term);
}

/**
 * Pairs whose cosine is at least `threshold` and that share at least `minShared` terms, sorted
 * by (a, b). Candidates come from `prefixCandidates` (exact); a property test checks the result
 * against brute force, and the SK410 acceptance test against all pairs on every fixture.
 */
export function similarPairs(
  docs: readonly (readonly string[])[],
  threshold: number,
  minShared: number,
): SimilarPair[] {
  const tv = termVectors(docs);
  const out: SimilarPair[] = [];
  prefixCandidates(tv, threshold, (a, b) => {
    // Most candidates fail on the cosine: shared terms are listed only for those that pass.
    const [x, y] = [tv.vectors[a]!, tv.vectors[b]!];
    const similarity = cosineReaching(x, y, threshold);
    if (similarity < threshold) return;
    const shared = sharedTerms(tv, x, y);
    if (shared.length >= minShared) out.push({ a, b, similarity, sharedTerms: shared });
  });
  return out.sort((p, q) => p.a - q.a || p.b - q.b);
}
