/** Scorer formulas against hand-computed values, and BM25F reducing to BM25 with one field. */
import { describe, expect, it } from 'vitest';
import {
  BM25_DEFAULTS,
  bm25Idf,
  buildRouter,
  resolveSpec,
  routeQuery,
  seedIdf,
  type RouterSpec,
} from '../../src/route/index.js';

function spec(s: string, defaults = {}): RouterSpec {
  return resolveSpec(s, defaults);
}

describe('idf', () => {
  it('is ln((N+1)/(df+0.5))', () => {
    expect(seedIdf(20, 1)).toBeCloseTo(Math.log(21 / 1.5), 15);
    expect(seedIdf(3, 3)).toBeGreaterThan(0);
  });
});

describe('bm25', () => {
  // Three one-field docs (seed terms): lengths 2, 4, 1 → avgdl 7/3.
  const skills = [
    { name: 'a', description: '', body: 'pdf form' },
    { name: 'b', description: '', body: 'pdf pdf chart chart' },
    { name: 'c', description: '', body: 'chart' },
  ];
  it('scores one shared term by the textbook formula', () => {
    const r = buildRouter(skills, spec('body:seed:bm25')).score('pdf');
    const idf = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5));
    expect(idf).toBeCloseTo(bm25Idf(3, 2), 15);
    const { k1, b } = BM25_DEFAULTS;
    const avg = 7 / 3;
    const want = new Map([
      [0, (idf * (1 * (k1 + 1))) / (1 + k1 * (1 - b + (b * 2) / avg))],
      [1, (idf * (2 * (k1 + 1))) / (2 + k1 * (1 - b + (b * 4) / avg))],
    ]);
    expect(r.hits.docs.length).toBe(2);
    r.hits.docs.forEach((d, i) => expect(r.hits.scores[i]).toBeCloseTo(want.get(d) as number, 14));
  });
  it('honours k1 and b (b = 0: no length normalisation)', () => {
    const r = buildRouter(skills, spec('body:seed:bm25', { bm25: { k1: 2, b: 0 } })).score('chart');
    const idf = bm25Idf(3, 2);
    const byDoc = new Map([...r.hits.docs].map((d, i) => [d, r.hits.scores[i] as number]));
    expect(byDoc.get(2)).toBeCloseTo((idf * 3) / (1 + 2), 14);
    expect(byDoc.get(1)).toBeCloseTo((idf * 2 * 3) / (2 + 2), 14);
  });
  it('bm25f with only the body field (weight 1) equals bm25 on the body', () => {
    // One-character names and empty descriptions leave the name/description fields without terms.
    const f = buildRouter(skills, spec('body:seed:bm25f'));
    const plain = buildRouter(skills, spec('body:seed:bm25'));
    for (const q of ['pdf', 'chart form', 'pdf chart']) {
      const a = f.score(q).hits;
      const b = plain.score(q).hits;
      expect([...a.docs]).toEqual([...b.docs]);
      a.scores.forEach((s, i) => expect(s).toBeCloseTo(b.scores[i] as number, 12));
    }
  });
  it('bm25f weights a name match above a body match', () => {
    const sk = [
      { name: 'invoice-maker', description: 'Business documents.', body: 'Templates.' },
      { name: 'letters', description: 'Business documents.', body: 'Write an invoice or a letter.' },
    ];
    expect(routeQuery(sk, 'invoice', { router: 'body:seed:bm25f' }).ranked[0]?.name).toBe('invoice-maker');
  });
});
