/**
 * The bench verdict as data: which sentences it picks (best router, beats / ahead / tie per
 * comparison with the best, threshold, separation, no negatives, worst stealer) and with which
 * numbers. Wording is checked only for the counted nouns (singular at 1).
 */
import { describe, expect, it } from 'vitest';
import {
  proportion,
  type BenchResult,
  type Comparison,
  type ConditionReport,
  type Stealer,
} from '../../src/routing-bench/index.js';
import { buildBenchVerdict, verdictLine, type VerdictSentence } from '../../src/report/bench/verdict.js';
import { renderBenchTable } from '../../src/report/bench/table.js';
import { renderBenchMarkdown } from '../../src/report/bench/markdown.js';
import { counted } from '../../src/base/plural.js';

function condition(name: string, hits: number, n: number, more: Partial<ConditionReport> = {}): ConditionReport {
  return {
    name,
    condition: name,
    analyzer: 'baseline',
    scorer: 'idf',
    params: null,
    top1: proportion(hits, n),
    top3: proportion(hits, n),
    tiedAtTop1: 0,
    mrr: n === 0 ? null : hits / n,
    threshold: {
      value: null,
      source: 'none',
      acceptedPositives: null,
      rejectedNegatives: null,
      best: null,
      bestNegativeScore: null,
      medianBestPositiveScore: null,
    },
    stealers: [],
    byLang: [],
    byCue: [],
    ...more,
  };
}

function comparison(
  a: string,
  b: string,
  aHits: number,
  bHits: number,
  onlyA: number,
  onlyB: number,
  pValue: number,
  n = 20,
): Comparison {
  return {
    a,
    b,
    n,
    aHits,
    bHits,
    onlyA,
    onlyB,
    pValue,
    significant: pValue < 0.05,
    better: aHits === bHits ? null : aHits > bHits ? a : b,
  };
}

function result(
  conditions: ConditionReport[],
  comparisons: Comparison[],
  queries = { positives: 20, negatives: 5 },
): BenchResult {
  return { skills: 4, queries, conditions, comparisons, perQuery: [] };
}

function stealer(skill: string, count: number, bodyLines: number): Stealer {
  return {
    skill,
    count,
    queries: Array.from({ length: count }, (_, i) => `q${i}`),
    bodyLines,
    bodyCodePoints: bodyLines * 40,
  };
}

describe('buildBenchVerdict', () => {
  const best = condition('body+norm', 14, 20, {
    threshold: {
      value: 0.5,
      source: 'default',
      acceptedPositives: proportion(12, 20),
      rejectedNegatives: proportion(4, 5),
      best: {
        value: 0.42,
        interval: [0.4, 0.44],
        youdenJ: 0.6,
        acceptedPositives: proportion(13, 20),
        rejectedNegatives: proportion(5, 5),
      },
      bestNegativeScore: 0.4,
      medianBestPositiveScore: 0.6,
    },
    stealers: [stealer('giant', 2, 300)],
  });
  const r = result(
    [
      condition('catalog', 10, 20, { stealers: [stealer('api', 3, 900)] }),
      best,
      condition('excerpt', 14, 20),
      condition('catalog@100', 2, 20),
    ],
    [
      comparison('catalog', 'body+norm', 10, 14, 1, 5, 0.22),
      comparison('catalog', 'excerpt', 10, 14, 0, 4, 0.125), // does not involve the best: skipped
      comparison('body+norm', 'excerpt', 14, 14, 2, 2, 1),
      comparison('body+norm', 'catalog@100', 14, 2, 12, 0, 0.0005),
    ],
  );

  it('names the best router (first of equals) and classifies every comparison with it', () => {
    const v = buildBenchVerdict(r);
    expect(v.map((s) => s.kind)).toEqual(['best', 'ahead', 'tie', 'beats', 'threshold', 'separation', 'stealer']);
    expect(v[0]).toEqual({
      kind: 'best',
      router: 'body+norm',
      hits: 14,
      positives: 20,
      rate: 0.7,
      ci95: best.top1.ci95,
    });
    expect(v[1]).toEqual({
      kind: 'ahead',
      best: 'body+norm',
      other: 'catalog',
      by: 4,
      n: 20,
      pValue: 0.22,
      discordant: 6,
    });
    expect(v[2]).toEqual({
      kind: 'tie',
      best: 'body+norm',
      other: 'excerpt',
      hits: 14,
      n: 20,
      pValue: 1,
      discordant: 4,
    });
    expect(v[3]).toEqual({ kind: 'beats', best: 'body+norm', other: 'catalog@100', by: 12, n: 20, pValue: 0.0005 });
  });

  it('reports the best router’s threshold, its best-separating threshold and the worst stealer of any router', () => {
    const v = buildBenchVerdict(r);
    expect(v.find((s) => s.kind === 'threshold')).toMatchObject({
      router: 'body+norm',
      value: 0.5,
      acceptedPositives: { hits: 12, n: 20 },
      rejectedNegatives: { hits: 4, n: 5 },
    });
    expect(v.find((s) => s.kind === 'separation')).toEqual({
      kind: 'separation',
      router: 'body+norm',
      value: 0.42,
      youdenJ: 0.6,
      bestNegativeScore: 0.4,
      medianBestPositiveScore: 0.6,
    });
    expect(v.find((s) => s.kind === 'stealer')).toEqual({
      kind: 'stealer',
      router: 'catalog',
      skill: 'api',
      count: 3,
      bodyLines: 900,
    });
  });

  it('asks for negatives when there are none, and says top-1 is not measured without positives', () => {
    const noNeg = buildBenchVerdict(result([condition('catalog', 3, 4)], [], { positives: 4, negatives: 0 }));
    expect(noNeg.map((s) => s.kind)).toEqual(['best', 'no-negatives']);
    const noPos = buildBenchVerdict(
      result([condition('catalog', 0, 0), condition('body', 0, 0)], [comparison('catalog', 'body', 0, 0, 0, 0, 1, 0)], {
        positives: 0,
        negatives: 3,
      }),
    );
    expect(noPos.map((s) => s.kind)).toEqual(['no-positives']);
    expect(buildBenchVerdict(result([], []))).toEqual([]);
  });
});

describe('verdict wording: counted nouns', () => {
  it('uses the singular for 1', () => {
    const one: VerdictSentence[] = [
      { kind: 'stealer', router: 'body', skill: 'api', count: 1, bodyLines: 1 },
      {
        kind: 'threshold',
        router: 'body',
        value: 0.5,
        acceptedPositives: proportion(1, 1),
        rejectedNegatives: proportion(0, 1),
      },
      { kind: 'best', router: 'body', hits: 1, positives: 1, rate: 1, ci95: null },
      { kind: 'tie', best: 'a', other: 'b', hits: 1, n: 1, pValue: 1, discordant: 1 },
    ];
    const text = one.map(verdictLine).join('\n');
    expect(text).toContain('takes 1 wrong top-1 place under body (body 1 line)');
    expect(text).toContain('routes 1 of 1 positive correctly and rejects 0 of 1 negative.');
    expect(text).toContain('With 1 positive one request');
    expect(text).toContain('1 discordant pair,');
    expect(text).not.toMatch(/\b1 (skills|positives|negatives|lines|places|discordant pairs)\b/);
  });
  it('uses the plural otherwise', () => {
    expect(verdictLine({ kind: 'stealer', router: 'body', skill: 'api', count: 2, bodyLines: 0 })).toContain(
      'takes 2 wrong top-1 places under body (body 0 lines)',
    );
    expect(counted(0, 'skill')).toBe('0 skills');
    expect(counted(1, 'skill')).toBe('1 skill');
  });
  it('headers say "1 skill", "1 positive", "1 negative"', () => {
    const r = { ...result([condition('catalog', 1, 1)], [], { positives: 1, negatives: 1 }), skills: 1 };
    for (const out of [
      renderBenchTable({ dir: 'd', queriesFile: 'q', result: r }, false),
      renderBenchMarkdown({ dir: 'd', queriesFile: 'q', result: r }),
    ]) {
      expect(out).toContain('(1 skill)');
      expect(out).toContain('1 positive, 1 negative');
    }
  });
});
