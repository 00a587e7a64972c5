/**
 * Numbers in the bench text and markdown: a Wilson interval never prints with
 * equal bounds when they differ, a rate prints 0 or 100 % only when it is, a best threshold
 * never prints equal to the best negative score, and the per-query miss list holds the data.
 */
import { describe, expect, it } from 'vitest';
import { parseQueries, proportion, runBench } from '../../src/routing-bench/index.js';
import { fmtProportion, separatingDigits } from '../../src/report/bench/model.js';
import { missRows, summaryRows, thresholdRows } from '../../src/report/bench/rows.js';
import { buildBenchVerdict, verdictLine } from '../../src/report/bench/verdict.js';
import { renderBenchMarkdown } from '../../src/report/bench/markdown.js';
import { renderBenchTable } from '../../src/report/bench/table.js';
import type { RouteSkill } from '../../src/route/index.js';

/** The bounds (and the rate) as printed in "h/n R % [LO–HI]". */
function printed(text: string): { rate: string; lo: string; hi: string } {
  const m = /^\d+\/\d+ ([\d.]+) % \[([\d.]+)–([\d.]+)\]$/.exec(text);
  if (m === null) throw new Error(`unexpected proportion text: ${text}`);
  return { rate: m[1] as string, lo: m[2] as string, hi: m[3] as string };
}

describe('fmtProportion', () => {
  it('keeps whole percent when that is faithful', () => {
    expect(fmtProportion(proportion(11, 19))).toBe('11/19 58 % [36–77]');
    expect(printed(fmtProportion(proportion(10, 10)))).toMatchObject({ rate: '100' });
  });

  it('never prints equal bounds for a real interval, nor 100 % or 0 % for a rate that is not', () => {
    for (const [hits, n] of [
      [149_998, 150_000],
      [2, 150_000],
      [99_950, 100_000],
      [1, 1_000_000],
      [5_000, 5_000],
      [0, 200_000],
    ] as const) {
      const p = proportion(hits, n);
      const t = printed(fmtProportion(p));
      if (p.ci95 !== null && p.ci95[0] !== p.ci95[1]) expect(t.lo, `${hits}/${n}`).not.toBe(t.hi);
      if (hits < n) expect(Number(t.rate), `${hits}/${n}`).toBeLessThan(100);
      if (hits > 0) expect(Number(t.rate), `${hits}/${n}`).toBeGreaterThan(0);
    }
  });
});

describe('separatingDigits', () => {
  it('adds decimals until different scores print differently', () => {
    expect(separatingDigits([0.5, 0.25, null])).toBe(3);
    expect(separatingDigits([0.12345, 0.12349])).toBe(5);
    expect(separatingDigits([0.3, 0.3])).toBe(3);
  });
});

const skills: RouteSkill[] = [
  { name: 'pdf', description: 'fill pdf forms and extract pdf tables', body: '' },
  { name: 'charts', description: 'draw charts from csv data', body: '' },
  { name: 'report', description: 'write the weekly report', body: '' },
];

describe('bench summary and verdict: best threshold vs best negative', () => {
  it('prints them apart whenever they differ', () => {
    // Scores crafted so the gap between the best negative and the weakest positive is tiny.
    const queries = parseQueries(
      ['{"id":"p1","query":"pdf","expect":"pdf"}', '{"id":"n1","query":"pdf forms fill","expect":null}'].join('\n'),
    );
    const result = runBench(skills, queries, { routers: ['catalog'] });
    for (const c of result.conditions) {
      const best = c.threshold.best;
      if (best === null || c.threshold.bestNegativeScore === null || best.value === c.threshold.bestNegativeScore)
        continue;
      const row = summaryRows(result)[0] as string[];
      expect(row[7]?.split(' ')[0]).not.toBe(row[8]);
    }
    for (const s of buildBenchVerdict(result)) {
      if (s.kind !== 'separation' || s.bestNegativeScore === null || s.value === s.bestNegativeScore) continue;
      const m = /threshold for [^:]+: ([\d.]+) .*best negative ([\d.]+)/.exec(verdictLine(s));
      expect(m?.[1]).not.toBe(m?.[2]);
    }
  });

  it('summary row with a threshold 0.0005 above the best negative', () => {
    const base = runBench(skills, parseQueries('{"query":"pdf","expect":"pdf"}\n{"query":"x","expect":null}'), {
      routers: ['catalog'],
    });
    const c = base.conditions[0]!;
    const result = {
      ...base,
      conditions: [
        {
          ...c,
          threshold: {
            ...c.threshold,
            best: {
              value: 0.4999,
              interval: [0.4998, 0.5] as const,
              youdenJ: 1,
              acceptedPositives: c.top1,
              rejectedNegatives: c.top1,
            },
            bestNegativeScore: 0.4998,
            medianBestPositiveScore: 0.5,
          },
        },
      ],
    };
    const row = summaryRows(result)[0] as string[];
    expect(row[7]).toBe('0.4999 (1.00)');
    expect(row[8]).toBe('0.4998');
  });
});

describe('per-query miss list', () => {
  const queries = parseQueries(
    [
      '{"id":"ok","query":"fill the pdf form","expect":"pdf"}',
      '{"id":"stolen","query":"draw csv charts data for the weekly report","expect":"report"}',
      '{"id":"nothing","query":"book a flight","expect":"charts"}',
      '{"id":"neg","query":"extract pdf tables","expect":null}',
    ].join('\n'),
  );
  const result = runBench(skills, queries, { routers: ['catalog', 'body'], threshold: 0 });

  it('lists each router’s misses with expected, winner and rank', () => {
    const { rows, hidden } = missRows(result, 0);
    const catalog = rows.filter((r) => r[0] === 'catalog');
    expect(catalog.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['stolen', '2', 'report'],
      ['nothing', '3', 'charts'],
      ['neg', '4', '(no skill)'],
    ]);
    expect(catalog[1]?.[4]).toBe('(nothing)');
    expect(catalog[1]?.[5]).toBe('unranked');
    expect(catalog[2]?.[4]).toMatch(/^pdf \(\d\.\d{3,}\)$/);
    expect(hidden).toEqual([]);
  });

  it('caps the list per router and says how many are left out; text and markdown show it', () => {
    const { rows, hidden } = missRows(result, 1);
    expect(rows.filter((r) => r[0] === 'catalog')).toHaveLength(1);
    expect(hidden.find((h) => h.router === 'catalog')?.count).toBe(2);
    const report = { dir: 'd', queriesFile: 'q.jsonl', result, misses: 1 };
    expect(renderBenchTable(report, false)).toContain('stolen');
    expect(renderBenchMarkdown(report)).toContain('| catalog | stolen |');
  });

  it('a right top-1 refused by the threshold is not a miss: it is listed as a threshold rejection, with score and threshold', () => {
    const strict = runBench(skills, queries, { routers: ['catalog'], threshold: 0.99 });
    expect(missRows(strict, 0).rows.map((r) => r[1])).not.toContain('ok');
    const rejected = thresholdRows(strict, 0).rows;
    expect(rejected.map((r) => [r[0], r[1], r[3], r[5]])).toEqual([['catalog', 'ok', 'pdf', '0.990']]);
    const report = { dir: 'd', queriesFile: 'q.jsonl', result: strict };
    expect(renderBenchTable(report, false)).toMatch(/Rejected by the threshold \(top-1 was right/);
    expect(renderBenchMarkdown(report)).toContain('### Rejected by the threshold (top-1 was right)');
  });
});
