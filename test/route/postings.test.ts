/**
 * Law: the interned CSR build (postings.ts) gives every term the postings of a plain build from
 * the analysed skills' count maps: the same skills in the same order, impacts and idf equal bit
 * for bit, the same +norm divisors — for every scorer family, on random catalogs of English,
 * Chinese and mixed text under the multi analyzer (and the seed one). Both ways into the index
 * (`buildRouter`'s interned terms, the constructor's AnalyzedDoc[]) are checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeCorpus,
  InvertedIndex,
  resolveSpec,
  type AnalyzedDoc,
  type RouteSkill,
  type RouterSpec,
} from '../../src/route/index.js';
import { internCorpus } from '../../src/route/corpus.js';
import { seedIdf, seedNormDivisor } from '../../src/route/scorers/idf.js';
import { bm25Idf, bm25TermScore } from '../../src/route/scorers/bm25.js';
import {
  BM25F_FIELDS,
  bm25fFieldTf,
  bm25fNameBonus,
  bm25fTermScore,
  effectiveNameBonus,
} from '../../src/route/scorers/bm25f.js';
import { scorerFamily } from '../../src/route/scorers/index.js';

const ENGLISH = [
  'Extract',
  'tables',
  'table',
  'from',
  'PDF',
  'files,',
  'converting',
  'the',
  "don't",
  'report-2024-q1',
  'pdf-processing',
  'item-3rd',
  'deploys.',
  'k8s',
  'a',
  'x',
  'naïve',
  'ＰＤＦ',
];
const CHINESE = ['提取表格', '表格提取', '中文', '数据', '图', '部署服务', 'の', 'データ', '한국어'];
const word = fc.oneof(fc.constantFrom(...ENGLISH), fc.constantFrom(...CHINESE), fc.stringMatching(/^[a-z]{1,7}$/));
const text = fc.array(word, { maxLength: 14 }).map((ws) => ws.join(' '));
const skill = fc.record({
  name: fc.constantFrom('pdf', 'tables', '表格', 'deploy-2', 'x'),
  description: text,
  body: text,
});
const catalog = fc.array(skill, { minLength: 1, maxLength: 10 });

const SPECS = [
  'catalog:multi',
  'catalog+norm:multi',
  'catalog:multi:bm25',
  'body:multi:bm25n',
  'catalog:multi:bm25f',
  'body:multi:bm25fn',
  'excerpt@12:multi:bm25f',
  'catalog:seed:bm25',
  'body:seed:bm25f',
];

interface Reference {
  docs: number[];
  impacts: number[];
  idf: number;
}

/** The plain build: per term, the skills holding it, each impact computed from that skill's count maps. */
function reference(spec: RouterSpec, docs: readonly AnalyzedDoc[]): Map<string, Reference> {
  const n = docs.length;
  const fields = scorerFamily(spec.scorer) === 'bm25f' ? BM25F_FIELDS.length : 1;
  const avg = Array.from({ length: fields }, (_, f) => {
    let sum = 0;
    for (const doc of docs) sum += doc.fields[f]?.length ?? 0;
    return n === 0 ? 0 : sum / n;
  });
  const lists = new Map<string, number[]>();
  docs.forEach((doc, d) => {
    const terms = new Set(doc.fields.flatMap((f) => [...f.counts.keys()]));
    for (const t of terms) lists.set(t, [...(lists.get(t) ?? []), d]);
  });
  const out = new Map<string, Reference>();
  for (const [term, list] of lists) {
    const idf = spec.scorer === 'idf' ? seedIdf(n, list.length) : bm25Idf(n, list.length);
    const impacts = list.map((d) => {
      const doc = docs[d] as AnalyzedDoc;
      const tf = (f: number): number => doc.fields[f]?.counts.get(term) ?? 0;
      const len = (f: number): number => doc.fields[f]?.length ?? 0;
      switch (scorerFamily(spec.scorer)) {
        case 'idf':
          return idf;
        case 'bm25':
          return bm25TermScore(idf, tf(0), len(0), avg[0] as number, spec.bm25);
        case 'bm25f': {
          let tfTilde = 0;
          BM25F_FIELDS.forEach((name, f) => {
            tfTilde += bm25fFieldTf(tf(f), len(f), avg[f] as number, spec.bm25f.weights[name], spec.bm25f.b);
          });
          return (
            bm25fTermScore(idf, tfTilde, spec.bm25f.k1) + bm25fNameBonus(idf, tf(0), effectiveNameBonus(spec.bm25f))
          );
        }
      }
    });
    out.set(term, { docs: list, impacts, idf });
  }
  return out;
}

/** Bit patterns, so 0 and -0 or two NaNs are told apart as a byte comparison would. */
function bits(xs: ArrayLike<number>): string[] {
  return Array.from(xs, (x) => Buffer.from(new Float64Array([x]).buffer).toString('hex'));
}

function expectSame(index: InvertedIndex, ref: Map<string, Reference>, docs: readonly AnalyzedDoc[]): void {
  expect([...index.terms()].sort()).toEqual([...ref.keys()].sort());
  for (const [term, r] of ref) {
    const p = index.postingsOf(term);
    expect(p).toBeDefined();
    expect(Array.from(p?.docs ?? [])).toEqual(r.docs);
    expect(bits(p?.impacts ?? [])).toEqual(bits(r.impacts));
    expect(bits([p?.idf ?? 0])).toEqual(bits([r.idf]));
  }
  docs.forEach((doc, d) => {
    const divisor = index.spec.condition.norm ? seedNormDivisor(doc.distinct) : 1;
    expect(bits([index.divisor(d)])).toEqual(bits([divisor]));
  });
}

describe('interned CSR postings', () => {
  it.each(SPECS)('equal a plain build from the count maps (%s)', (label) => {
    const spec = resolveSpec(label);
    fc.assert(
      fc.property(catalog, (skills: RouteSkill[]) => {
        const docs = analyzeCorpus(skills, spec);
        const ref = reference(spec, docs);
        expectSame(new InvertedIndex(spec, internCorpus(skills, spec)), ref, docs);
        expectSame(new InvertedIndex(spec, docs), ref, docs);
      }),
      { numRuns: 60 },
    );
  });

  it('has no postings and no terms for an empty catalog', () => {
    const index = new InvertedIndex(
      resolveSpec('catalog:multi:bm25'),
      internCorpus([], resolveSpec('catalog:multi:bm25')),
    );
    expect(index.termCount).toBe(0);
    expect(index.postingCount).toBe(0);
    expect(index.search(['pdf']).hits.docs.length).toBe(0);
  });
});
