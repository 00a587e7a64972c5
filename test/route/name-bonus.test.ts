/**
 * The BM25F name bonus: a request term the skill's name holds is not outweighed by a pile of
 * common CJK bigrams matched in another skill's long body (a Chinese request naming `docx`),
 * and the bonus is off when it is 0 or when the name field weighs 0.
 */
import { describe, expect, it } from 'vitest';
import { BM25F_DEFAULTS, routeQuery, type Bm25fParams, type RouteSkill } from '../../src/route/index.js';

const notesBody = [
  '整理会议纪要，把讨论的内容整理成清晰的文档。',
  '会议纪要要写清楚参会人、讨论的要点、结论和后续的行动项。',
  '把会议录音整理成文字以后，先按议题分段，再把每个议题的结论写成一句话。',
  '文档格式统一用标题、列表和表格，保存到团队的共享文件夹。',
].join('\n');

const skills: RouteSkill[] = [
  { name: 'docx', description: 'Create and edit Word documents.', body: 'Use python-docx to write paragraphs.' },
  { name: 'meeting-notes', description: '会议记录助手', body: notesBody },
  { name: 'slides', description: 'Build slide decks.', body: 'Outline first, then slides.' },
  // Chinese skills whose bodies make 内容, 整理 and 文档 common bigrams, as in a real catalog.
  ...['周报', '翻译', '合同', '简历', '日志', '数据'].map((w, i) => ({
    name: `zh-${i}`,
    description: `${w}助手`,
    body: `把${w}的内容整理成文档，统一格式后保存。`,
  })),
];
const request = '把会议的内容整理成 docx 文档';

function top(nameBonus: number): string | undefined {
  const defaults = { bm25f: { ...BM25F_DEFAULTS, nameBonus } };
  return routeQuery(skills, request, { router: 'excerpt:multi:bm25f', defaults }).ranked[0]?.name;
}

describe('BM25F name bonus', () => {
  it('lets a product word of the name beat common bigrams of a long body', () => {
    expect(top(0)).toBe('meeting-notes');
    expect(top(BM25F_DEFAULTS.nameBonus)).toBe('docx');
  });
  it('adds nameBonus × idf to a name term, and nothing when the name weighs 0', () => {
    const at = (nameBonus: number, weights: Bm25fParams['weights'] = BM25F_DEFAULTS.weights) => {
      const defaults = { bm25f: { ...BM25F_DEFAULTS, weights, nameBonus } };
      const r = routeQuery(skills, 'docx', { router: 'catalog:multi:bm25f', defaults });
      return { score: r.ranked[0]?.score ?? 0, idf: r.terms[0]?.idf ?? 0 };
    };
    const plain = at(0);
    expect(at(1).score - plain.score).toBeCloseTo(plain.idf, 12);
    expect(at(2.5).score - plain.score).toBeCloseTo(2.5 * plain.idf, 12);
    const noName = { name: 0, description: 2, body: 1 };
    expect(at(2.5, noName).score).toBe(at(0, noName).score);
  });
});
