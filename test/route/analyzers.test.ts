import { describe, expect, it } from 'vitest';
import {
  ANALYZER_NAMES,
  multiTerms,
  routeQuery,
  SEED_STOPWORDS,
  seedTerms,
  type RouteSkill,
} from '../../src/route/index.js';

describe('seed analyzer', () => {
  it('keeps [a-z0-9]+ runs of two or more characters, lower-cased, in order with repeats', () => {
    expect(seedTerms('Extract PDF tables: PDF→CSV, v2 x 3d café 中文')).toEqual([
      'extract',
      'pdf',
      'tables',
      'pdf',
      'csv',
      'v2',
      '3d',
      'caf',
    ]);
  });
  it('drops the stop words', () => {
    expect(seedTerms('Please help me with the form')).toEqual(['form']);
  });
  it('ships a sorted, unique, lower-case stop list of modest size', () => {
    expect([...SEED_STOPWORDS].sort()).toEqual(SEED_STOPWORDS);
    expect(new Set(SEED_STOPWORDS).size).toBe(SEED_STOPWORDS.length);
    for (const w of SEED_STOPWORDS) expect(w).toMatch(/^[a-z0-9]{2,}$/);
    expect(SEED_STOPWORDS.length).toBeLessThanOrEqual(150);
    expect(Object.isFrozen(SEED_STOPWORDS)).toBe(true);
  });
});

describe('multi analyzer', () => {
  it('stems English words and drops wink-nlp stop words', () => {
    const t = multiTerms('Converting the tables');
    expect(t).toEqual(multiTerms('convert table'));
    expect(t).not.toContain('the');
  });
  it('normalises full-width letters (NFKC)', () => {
    expect(multiTerms('ＰＤＦ')).toEqual(['pdf']);
  });
  it('yields CJK character bigrams and long dictionary words', () => {
    const t = multiTerms('提取表格');
    expect(t).toEqual(expect.arrayContaining(['提取', '取表', '表格']));
    expect(t.every((w) => Array.from(w).length >= 1)).toBe(true);
  });
  it('segments other scripts into words', () => {
    expect(multiTerms('Привет мир')).toEqual(['привет', 'мир']);
  });
  it('lets a Chinese request match a Chinese description that the seed analyzer cannot see', () => {
    const skills: RouteSkill[] = [
      { name: 'pdf-tables', description: '从 PDF 文件中提取表格并转换为 Markdown 或 CSV。', body: '' },
      { name: 'weekly-report', description: '根据本周的工作记录撰写周报。', body: '' },
      { name: 'charts', description: 'Draw bar and line charts from data.', body: '' },
    ];
    const q = '帮我把这份 PDF 里的表格提取出来';
    const multi = routeQuery(skills, q, { router: 'catalog:multi:bm25' });
    expect(multi.verdict).toMatchObject({ kind: 'routed', skill: 'pdf-tables' });
    const cjkOnly = routeQuery(skills, '这周的周报怎么写', { router: 'catalog:multi:idf' });
    expect(cjkOnly.ranked[0]?.name).toBe('weekly-report');
    expect(routeQuery(skills, '这周的周报怎么写', { router: 'catalog' }).verdict).toMatchObject({
      kind: 'no-match',
      reason: 'no-seed-terms-non-ascii',
    });
  });
  it('is registered', () => {
    expect(ANALYZER_NAMES).toEqual(['baseline', 'multi', 'bilingual']);
  });
});
