/**
 * The inverted index's build: the skills' terms as integer ids (`InternedCorpus`), then every
 * term's postings in one compressed-sparse-row layout (`buildPostings`): all postings in two
 * typed arrays (skills, impacts), term t's at [start[t], start[t + 1]), skills ascending.
 *
 * Why this shape: at 10,000 generated descriptions (bench:route, catalog:multi:bm25, --cpu-prof),
 * the build from one term → count Map per skill, then a Map of per-term JS arrays, then two typed
 * arrays per term (66,000 terms) cost ~270 ms of CPU beside ~345 ms of analysis, and most of the
 * garbage. Here each token is one lookup in the term → id Map, a skill's counts live in flat
 * arrays found through a per-term stamp, and the postings are a counting pass and a fill pass
 * over preallocated typed arrays.
 *
 * The impacts are the very formulas, in the same order of operations, as a per-skill computation
 * (scorers/bm25.ts, scorers/bm25f.ts, scorers/idf.ts), so an index built here scores bit for bit
 * like one built term by term; test/route/postings.test.ts compares them with a plain build from
 * the analysed skills' count maps, for every scorer family.
 */
import type { AnalyzedDoc } from './corpus.js';
import type { RouterSpec } from './spec.js';
import { seedIdf } from './scorers/idf.js';
import { bm25Idf, bm25TermScore } from './scorers/bm25.js';
import { BM25F_FIELDS, bm25fFieldTf, bm25fNameBonus, bm25fTermScore, effectiveNameBonus } from './scorers/bm25f.js';
import { scorerFamily } from './scorers/index.js';

/** Fields a spec scores: the condition text alone, or bm25f's name, description and body. */
export function fieldCountOf(spec: RouterSpec): number {
  return scorerFamily(spec.scorer) === 'bm25f' ? BM25F_FIELDS.length : 1;
}

/**
 * The skills as term ids, added one at a time: for each skill, its distinct terms (ids, in
 * first-occurrence order) and each one's count in every field, with the fields' lengths.
 */
export class InternedCorpus {
  /** term → id; ids are dense, in order of first occurrence in the corpus. */
  readonly ids = new Map<string, number>();
  /** Skill d's distinct terms are termIds[docStart[d] .. docStart[d + 1]). */
  readonly docStart: number[] = [0];
  readonly termIds: number[] = [];
  /** Per field, parallel to termIds: the term's count in that field of the skill (0 when absent). */
  readonly tfs: number[][];
  /** Per field, per skill: terms with repeats. */
  readonly lengths: number[][];
  /** Per skill: distinct terms over all fields (as the skill's AnalyzedDoc says it, when added from one). */
  readonly distinct: number[] = [];
  /** Per term id: 1 + the last skill that met it, and where its counts are for that skill. */
  private stamp = new Int32Array(1024);
  private slot = new Int32Array(1024);

  constructor(readonly fieldCount: number) {
    this.tfs = Array.from({ length: fieldCount }, () => []);
    this.lengths = Array.from({ length: fieldCount }, () => []);
  }

  get size(): number {
    return this.distinct.length;
  }

  /** The counts' index of `term` in the skill being added (a new slot on its first occurrence). */
  private slotOf(term: string, mark: number): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
      if (id === this.stamp.length) this.grow();
    }
    if (this.stamp[id] === mark) return this.slot[id] as number;
    const k = this.termIds.length;
    this.stamp[id] = mark;
    this.slot[id] = k;
    this.termIds.push(id);
    for (const tf of this.tfs) tf.push(0);
    return k;
  }

  private grow(): void {
    const stamp = new Int32Array(this.stamp.length * 2);
    stamp.set(this.stamp);
    this.stamp = stamp;
    const slot = new Int32Array(this.slot.length * 2);
    slot.set(this.slot);
    this.slot = slot;
  }

  /** Adds one skill from its terms (with repeats), one list per field. */
  addTerms(fields: readonly (readonly string[])[]): void {
    const mark = this.size + 1;
    const first = this.termIds.length;
    for (let f = 0; f < this.fieldCount; f++) {
      const list = fields[f] as readonly string[];
      const tf = this.tfs[f] as number[];
      for (let i = 0; i < list.length; i++) {
        const k = this.slotOf(list[i] as string, mark);
        tf[k] = (tf[k] as number) + 1;
      }
      (this.lengths[f] as number[]).push(list.length);
    }
    this.distinct.push(this.termIds.length - first);
    this.docStart.push(this.termIds.length);
  }

  /** Adds one analysed skill (its counts per field and its `distinct`, kept as given). */
  addAnalyzed(doc: AnalyzedDoc): void {
    const mark = this.size + 1;
    for (let f = 0; f < this.fieldCount; f++) {
      const field = doc.fields[f];
      const tf = this.tfs[f] as number[];
      if (field !== undefined) for (const [term, count] of field.counts) tf[this.slotOf(term, mark)] = count;
      (this.lengths[f] as number[]).push(field?.length ?? 0);
    }
    this.distinct.push(doc.distinct);
    this.docStart.push(this.termIds.length);
  }
}

/** Every term's postings, CSR: term t's skills and impacts at [start[t], start[t + 1]). */
export interface Postings {
  readonly ids: ReadonlyMap<string, number>;
  readonly start: Int32Array;
  readonly docs: Int32Array;
  readonly impacts: Float64Array;
  readonly idfs: Float64Array;
}

/** Mean length of each field over the skills (0 for none), summed in skill order. */
function averageLengths(corpus: InternedCorpus): number[] {
  const n = corpus.size;
  return corpus.lengths.map((lens) => {
    let sum = 0;
    for (let d = 0; d < n; d++) sum += lens[d] as number;
    return n === 0 ? 0 : sum / n;
  });
}

export function buildPostings(spec: RouterSpec, corpus: InternedCorpus): Postings {
  const n = corpus.size;
  const terms = corpus.ids.size;
  const { docStart, termIds, tfs, lengths } = corpus;
  // Counting pass: document frequencies, then each term's first position.
  const start = new Int32Array(terms + 1);
  for (let k = 0; k < termIds.length; k++) {
    const at = (termIds[k] as number) + 1;
    start[at] = (start[at] as number) + 1;
  }
  for (let t = 0; t < terms; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
  const idfs = new Float64Array(terms);
  const isIdf = spec.scorer === 'idf';
  for (let t = 0; t < terms; t++) {
    const df = (start[t + 1] as number) - (start[t] as number);
    idfs[t] = isIdf ? seedIdf(n, df) : bm25Idf(n, df);
  }
  // Fill pass: skills in order, so each term's postings come out ascending.
  const docs = new Int32Array(termIds.length);
  const impacts = new Float64Array(termIds.length);
  const next = start.slice(0, terms);
  const family = scorerFamily(spec.scorer);
  const avg = averageLengths(corpus);
  const tf0 = tfs[0] as number[];
  const len0 = lengths[0] as number[];
  const avg0 = avg[0] as number;
  // Read only for bm25f (a spec of another family need not carry its parameters).
  const bm25f = spec.bm25f;
  const weights = family === 'bm25f' ? BM25F_FIELDS.map((name) => bm25f.weights[name]) : [];
  const nameBonus = family === 'bm25f' ? effectiveNameBonus(bm25f) : 0;
  for (let d = 0; d < n; d++) {
    for (let k = docStart[d] as number; k < (docStart[d + 1] as number); k++) {
      const t = termIds[k] as number;
      const p = next[t] as number;
      next[t] = p + 1;
      docs[p] = d;
      const idf = idfs[t] as number;
      if (family === 'idf') impacts[p] = idf;
      else if (family === 'bm25') impacts[p] = bm25TermScore(idf, tf0[k] as number, len0[d] as number, avg0, spec.bm25);
      else {
        let tfTilde = 0;
        for (let f = 0; f < tfs.length; f++) {
          const len = (lengths[f] as number[])[d] as number;
          tfTilde += bm25fFieldTf(
            (tfs[f] as number[])[k] as number,
            len,
            avg[f] as number,
            weights[f] as number,
            bm25f.b,
          );
        }
        impacts[p] = bm25fTermScore(idf, tfTilde, bm25f.k1) + bm25fNameBonus(idf, tf0[k] as number, nameBonus);
      }
    }
  }
  return { ids: corpus.ids, start, docs, impacts, idfs };
}
