import { describe, expect, it } from 'vitest';
import { conditionFields, conditionLabel, conditionText, firstCodePoints, parseCondition, parseRouterSpec, SEED_PRESET, type Condition, type RouterSpec } from '../../src/route/index.js';

const skill = { name: 'pdf', description: 'Fill 😀 PDF forms and extract tables.', body: 'Line one.\nLine two 表格.' };

function cond(s: string): Condition {
  const c = parseCondition(s);
  if (typeof c === 'string') throw new Error(c);
  return c;
}

describe('conditions', () => {
  it('parses the five seed conditions and their labels round-trip', () => {
    expect(SEED_PRESET.map((s) => conditionLabel(cond(s)))).toEqual(['catalog', 'catalog+norm', 'body', 'body+norm', 'excerpt']);
    expect(cond('excerpt')).toEqual({ base: 'excerpt', cut: 1500, norm: false });
    expect(cond('catalog@256+norm')).toEqual({ base: 'catalog', cut: 256, norm: true });
    expect(conditionLabel(cond('excerpt@1500'))).toBe('excerpt');
    expect(conditionLabel(parseCondition('excerpt', 800) as Condition)).toBe('excerpt@800');
  });
  it('rejects bad spellings with a sentence', () => {
    for (const bad of ['catalogue', 'body@30', 'catalog@0', 'excerpt+nrm', '']) expect(typeof parseCondition(bad)).toBe('string');
  });
  it('builds the target texts as the spec says', () => {
    expect(conditionText(skill, cond('catalog'))).toBe('pdf Fill 😀 PDF forms and extract tables.');
    expect(conditionText(skill, cond('catalog@6'))).toBe('pdf Fill 😀');
    expect(conditionText(skill, cond('body'))).toBe(skill.body);
    expect(conditionText(skill, cond('excerpt@12'))).toBe('Line one.\nLi');
    expect(conditionFields(skill, cond('catalog'))).toEqual({ name: 'pdf', description: skill.description, body: '' });
  });
  it('cuts by code points, never inside a surrogate pair', () => {
    expect(firstCodePoints('a😀b', 2)).toBe('a😀');
    expect(firstCodePoints('ab', 5)).toBe('ab');
  });
});

describe('router spellings', () => {
  it('completes missing parts from the defaults and labels non-seed routers in full', () => {
    const s = parseRouterSpec('excerpt', { analyzer: 'multi', scorer: 'bm25f' }) as RouterSpec;
    expect(s.label).toBe('excerpt:multi:bm25f');
    expect((parseRouterSpec('body+norm') as RouterSpec).label).toBe('body+norm');
    expect((parseRouterSpec('catalog:multi') as RouterSpec).label).toBe('catalog:multi:idf');
  });
  it('refuses +norm for bm25 scorers, unknown analyzers and scorers', () => {
    expect(parseRouterSpec('body+norm:seed:bm25')).toMatch(/\+norm/);
    expect(parseRouterSpec('body:stem')).toMatch(/unknown analyzer/);
    expect(parseRouterSpec('body:seed:tfidf')).toMatch(/unknown scorer/);
    expect(parseRouterSpec('body:seed:idf:x')).toMatch(/expected/);
  });
});
