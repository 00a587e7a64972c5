import { describe, expect, it } from 'vitest';
import {
  BM25F_DEFAULTS,
  bm25fWeightsProblem,
  conditionFields,
  conditionLabel,
  conditionText,
  parseCondition,
  parseRouterSpec,
  resolveSpec,
  RouterSpecError,
  SEED_PRESET,
  type Condition,
  type RouterSpec,
} from '../../src/route/index.js';

const skill = { name: 'pdf', description: 'Fill 😀 PDF forms and extract tables.', body: 'Line one.\nLine two 表格.' };

function cond(s: string, excerpt?: number): Condition {
  const c = parseCondition(s, excerpt);
  if (!c.ok) throw new Error(c.message);
  return c.condition;
}

function spec(s: string, defaults = {}): RouterSpec {
  const r = parseRouterSpec(s, defaults);
  if (!r.ok) throw new Error(r.message);
  return r.spec;
}

/** The error code of a refused spelling (undefined when it was accepted). */
function codeOf(s: string, defaults = {}): string | undefined {
  const r = parseRouterSpec(s, defaults);
  return r.ok ? undefined : r.code;
}

describe('conditions', () => {
  it('parses the five seed conditions and their labels round-trip', () => {
    expect(SEED_PRESET.map((s) => conditionLabel(cond(s)))).toEqual([
      'catalog',
      'catalog+norm',
      'body',
      'body+norm',
      'excerpt',
    ]);
    expect(cond('excerpt')).toEqual({ base: 'excerpt', cut: 1500, norm: false });
    expect(cond('catalog@256+norm')).toEqual({ base: 'catalog', cut: 256, norm: true });
    expect(conditionLabel(cond('excerpt@1500'))).toBe('excerpt');
    expect(conditionLabel(cond('excerpt', 800))).toBe('excerpt@800');
  });
  it('refuses bad spellings with a code and the spelling as data', () => {
    const cases: [string, string][] = [
      ['catalogue', 'unknown-condition'],
      ['excerpt+nrm', 'unknown-condition'],
      ['', 'unknown-condition'],
      ['body@30', 'body-takes-no-cut'],
      ['catalog@0', 'cut-too-small'],
    ];
    for (const [bad, code] of cases) {
      const r = parseCondition(bad);
      expect(r, bad).toMatchObject({ ok: false, code, data: { spec: bad } });
    }
  });
  it('builds the target texts as the spec says', () => {
    expect(conditionText(skill, cond('catalog'))).toBe('pdf Fill 😀 PDF forms and extract tables.');
    expect(conditionText(skill, cond('catalog@6'))).toBe('pdf Fill 😀');
    expect(conditionText(skill, cond('body'))).toBe(skill.body);
    expect(conditionText(skill, cond('excerpt@12'))).toBe('Line one.\nLi');
    expect(conditionFields(skill, cond('catalog'))).toEqual({ name: 'pdf', description: skill.description, body: '' });
  });
  it('cuts by code points, never inside a surrogate pair', () => {
    const s = { name: 'x', description: 'a😀b', body: 'a😀b' };
    expect(conditionText(s, cond('catalog@2'))).toBe('x a😀');
    expect(conditionText(s, cond('excerpt@2'))).toBe('a😀');
    expect(conditionText(s, cond('excerpt@5'))).toBe('a😀b');
  });
});

describe('router spellings', () => {
  it('completes missing parts from the defaults and labels non-seed routers in full', () => {
    expect(spec('excerpt', { analyzer: 'multi', scorer: 'bm25f' }).label).toBe('excerpt:multi:bm25f');
    expect(spec('body+norm').label).toBe('body+norm');
    expect(spec('catalog:multi').label).toBe('catalog:multi:idf');
  });
  it('refuses +norm for bm25 scorers, unknown analyzers and scorers, extra parts — by code', () => {
    expect(codeOf('body+norm:seed:bm25')).toBe('norm-needs-idf');
    expect(codeOf('body:stem')).toBe('unknown-analyzer');
    expect(codeOf('body:seed:tfidf')).toBe('unknown-scorer');
    expect(codeOf('body:seed:idf:x')).toBe('bad-router-spelling');
    expect(codeOf('bodyy')).toBe('unknown-condition');
    expect(parseRouterSpec('body:stem')).toMatchObject({ data: { spec: 'body:stem', analyzer: 'stem' } });
  });
  it('refuses BM25F weights that are all 0 or negative, only for bm25f', () => {
    const zero = { bm25f: { ...BM25F_DEFAULTS, weights: { name: 0, description: 0, body: 0 } } };
    const negative = { bm25f: { ...BM25F_DEFAULTS, weights: { name: 1, description: -1, body: 1 } } };
    expect(codeOf('catalog:multi:bm25f', zero)).toBe('bm25f-bad-weights');
    expect(codeOf('catalog:multi:bm25f', negative)).toBe('bm25f-bad-weights');
    expect(codeOf('catalog:multi:bm25', zero)).toBeUndefined();
    expect(bm25fWeightsProblem({ name: 0, description: 0, body: 1 })).toBeNull();
    expect(bm25fWeightsProblem({ name: 0, description: 0, body: 0 })).toMatchObject({
      code: 'bm25f-bad-weights',
      data: { field: null },
    });
    expect(bm25fWeightsProblem({ name: Number.NaN, description: 1, body: 1 })).toMatchObject({
      code: 'bm25f-bad-weights',
      data: { field: 'name' },
    });
  });
  it('resolveSpec throws a RouterSpecError carrying the code', () => {
    let err: unknown;
    try {
      resolveSpec('catalogue');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RouterSpecError);
    expect(err).toMatchObject({ code: 'unknown-condition', data: { spec: 'catalogue' } });
  });
});
