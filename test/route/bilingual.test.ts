import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRIDGE_DEFAULTS, bridgeTerms, bridgeWithMemo, chineseSourceWords } from '../../src/route/bilingual/bridge.js';
import { zhEnDictionary } from '../../src/route/bilingual/dictionary.js';
import { buildRouter, multiTerms, resolveSpec, routeQuery, type RouteSkill } from '../../src/route/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

/** English-described skills, one Chinese-described one, and a decoy made of one ambiguous word's senses. */
const skills: RouteSkill[] = [
  {
    name: 'sheet-charts',
    description: 'Turns spreadsheet data into bar and line charts.',
    body: '',
  },
  { name: 'db-migrations', description: 'Plans database schema migrations without downtime.', body: '' },
  {
    name: 'talk-notes',
    description: 'Notes from a lecture, a speech or a talk; keeps everyone informed.',
    body: '',
  },
  { name: 'weekly-report', description: '根据工作记录撰写周报，按本周完成与下周计划分节。', body: '' },
];

describe('the bilingual bridge', () => {
  it('routes a Chinese request to the skill described in English, where multi finds nothing', () => {
    const request = '把电子表格里的数据画成图表';
    expect(routeQuery(skills, request, { router: 'catalog:multi:bm25' }).verdict.kind).toBe('no-match');
    const r = routeQuery(skills, request, { router: 'catalog:bilingual:bm25' });
    expect(r.verdict).toMatchObject({ kind: 'routed', skill: 'sheet-charts' });
    const bridged = r.terms.filter((t) => t.from !== undefined).map((t) => [t.term, t.from]);
    expect(bridged).toEqual(
      expect.arrayContaining([
        ['spreadsheet', '电子表格'],
        ['data', '数据'],
      ]),
    );
    // The ranking explains itself: every matched term of the winner is a bridged one, with its source.
    expect(r.ranked[0]?.matched.every((m) => m.from !== undefined)).toBe(true);
  });

  it('routes an English request to the skill described in Chinese', () => {
    const r = routeQuery(skills, 'write my weekly report', { router: 'catalog:bilingual:bm25' });
    expect(r.verdict).toMatchObject({ kind: 'routed', skill: 'weekly-report' });
  });

  it('does not let one ambiguous word take over: 报告 has many senses, 数据库 and 迁移 one each', () => {
    // 报告 = inform / report / make known / speech / talk / lecture: unsplit, those senses would
    // match talk-notes four times over; split, they weigh one word together.
    const request = '给数据库迁移写一份报告';
    const r = routeQuery(skills, request, { router: 'catalog:bilingual:bm25' });
    expect(r.verdict).toMatchObject({ kind: 'routed', skill: 'db-migrations' });
    const fromReport = r.terms.filter((t) => t.from === '报告');
    expect(fromReport.length).toBeGreaterThan(1);
    const total = bridgeTerms(request, [], zhEnDictionary(), multiTerms)
      .filter((t) => t.from === '报告')
      .reduce((sum, t) => sum + t.weight, 0);
    expect(total).toBeLessThanOrEqual(BRIDGE_DEFAULTS.weight + 1e-9);
  });

  it('prefers the longest dictionary word and skips request fillers', () => {
    const words = chineseSourceWords('帮我一下把电子表格转换一下', zhEnDictionary());
    expect(words).toContain('电子表格');
    expect(words).toContain('转换');
    expect(words).not.toContain('表格');
    expect(words).not.toContain('电子');
    expect(words).not.toContain('一下');
  });

  it("gives every source word at most the bridge's total weight, however many senses it has", () => {
    const own = multiTerms('convert the spreadsheet table to a chart');
    for (const text of ['把表格转换成图表，再生成报告', 'convert the spreadsheet table to a chart']) {
      const sums = new Map<string, number>();
      for (const t of bridgeTerms(
        text,
        text.startsWith('convert') ? own : multiTerms(text),
        zhEnDictionary(),
        multiTerms,
      ))
        sums.set(t.from, (sums.get(t.from) ?? 0) + t.weight);
      expect(sums.size).toBeGreaterThan(0);
      for (const w of sums.values()) expect(w).toBeLessThanOrEqual(BRIDGE_DEFAULTS.weight + 1e-9);
    }
  });

  it('leaves unbridged scores bit-identical: no bridged terms, the same scoring as multi', () => {
    const multi = buildRouter(skills, resolveSpec('catalog:multi:bm25'));
    const bilingual = buildRouter(skills, resolveSpec('catalog:bilingual:bm25'));
    const english = 'database migrations without downtime';
    // English words whose Chinese translations no skill has: nothing is bridged, scores equal.
    expect(bilingual.score(english).terms.filter((t) => t.from !== undefined)).toEqual([]);
    expect(Array.from(bilingual.score(english).hits.scores)).toEqual(Array.from(multi.score(english).hits.scores));
  });
});

describe('the memoised bridge', () => {
  it('gives every request of both query sets the terms, weights and order bridgeTerms gives, cold and warm', () => {
    const requests = ['bench/bilingual/queries.jsonl', 'fixtures/queries.jsonl'].flatMap((f) =>
      readFileSync(path.join(REPO_ROOT, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim().startsWith('{'))
        .map((l) => (JSON.parse(l) as { query: string }).query),
    );
    expect(requests.length).toBeGreaterThan(300);
    const memo = bridgeWithMemo(zhEnDictionary(), multiTerms);
    for (const pass of ['cold', 'warm'])
      for (const text of requests) {
        const own = [...new Set(multiTerms(text))];
        expect(memo(text, own), `${pass}: ${text}`).toEqual(bridgeTerms(text, own, zhEnDictionary(), multiTerms));
      }
  });
});

describe('the dictionary file', () => {
  it('carries the CC-CEDICT attribution and licence', () => {
    const d = zhEnDictionary();
    expect(d.source['name']).toBe('CC-CEDICT');
    expect(d.source['licence']).toMatch(/CC BY-SA 4\.0/);
  });
});
