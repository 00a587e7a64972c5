/**
 * The routing benchmark (with --queries): top-1/top-3 per condition with 95 % Wilson intervals,
 * the best-score distribution of positives vs negatives against the no-match threshold, the
 * stealers, and every query's outcome (sortable).
 */
import { fmt } from '../../../base/numbers.js';
import { fmtPercent } from '../../format.js';
import { esc, isolated } from '../escape.js';
import type { ReportBench, ReportCondition, ReportRate } from '../model.js';
import { errorBarChart } from '../svg/errorbars.js';
import { stripChart } from '../svg/strip.js';
import { dataTable, figure, numCell, numbersFor } from '../table.js';
import { outOfSampleHtml } from './out-of-sample.js';
import type { Section } from './section.js';

function rateText(r: ReportRate): string {
  return `${fmtPercent(r.rate, 0)} (${r.hits}/${r.n}), 95 % CI ${fmtPercent(r.ci95[0], 0)}–${fmtPercent(r.ci95[1], 0)}`;
}

function score(v: number): string {
  return v.toFixed(3);
}

export function routingSection(bench: ReportBench | null): Section {
  const title = 'Routing benchmark';
  if (bench === null) {
    return {
      id: 'routing',
      title,
      html: `<p class="note">Run <code>skillscope report DIR --queries FILE</code> to add the offline routing benchmark: top-1/top-3 per condition, score distributions, stealers and per-query results.</p>`,
    };
  }
  const conds = bench.conditions;
  const chart = errorBarChart({
    name: 'routing-accuracy',
    label: `Top-1 and top-3 accuracy per condition with 95 % Wilson intervals: ${conds.map((c) => `${c.name} top-1 ${fmtPercent(c.top1.rate, 0)}, top-3 ${fmtPercent(c.top3.rate, 0)}`).join('; ')}`,
    caption: `share of the ${fmt(bench.positives)} positive queries routed right`,
    rows: conds.map((c) => ({
      label: c.name,
      points: [
        {
          series: 'top1',
          value: c.top1.rate,
          low: c.top1.ci95[0],
          high: c.top1.ci95[1],
          title: `${c.name} top-1: ${rateText(c.top1)}`,
        },
        {
          series: 'top3',
          value: c.top3.rate,
          low: c.top3.ci95[0],
          high: c.top3.ci95[1],
          title: `${c.name} top-3: ${rateText(c.top3)}`,
        },
      ],
    })),
  });
  const metrics = dataTable({
    name: 'conditions',
    caption: 'Per condition: accuracy with 95 % Wilson intervals, MRR and the no-match threshold',
    columns: [
      { label: 'condition' },
      { label: 'top-1', numeric: true },
      { label: 'top-1 95 % CI', numeric: true },
      { label: 'top-3', numeric: true },
      { label: 'top-3 95 % CI', numeric: true },
      { label: 'MRR', numeric: true },
      { label: 'threshold', numeric: true },
      { label: 'best-separating', numeric: true },
      { label: 'positives accepted', numeric: true },
      { label: 'negatives rejected', numeric: true },
    ],
    rows: conds.map((c) => [
      c.name,
      `${fmtPercent(c.top1.rate, 1)} (${c.top1.hits}/${c.top1.n})`,
      `${fmtPercent(c.top1.ci95[0], 1)}–${fmtPercent(c.top1.ci95[1], 1)}`,
      `${fmtPercent(c.top3.rate, 1)} (${c.top3.hits}/${c.top3.n})`,
      `${fmtPercent(c.top3.ci95[0], 1)}–${fmtPercent(c.top3.ci95[1], 1)}`,
      c.mrr === null ? '–' : fmt(c.mrr, { digits: 3 }),
      c.threshold.value === null ? '–' : score(c.threshold.value),
      c.threshold.best === null ? '–' : score(c.threshold.best),
      c.threshold.acceptedPositives === null ? '–' : fmtPercent(c.threshold.acceptedPositives, 1),
      c.threshold.rejectedNegatives === null ? '–' : fmtPercent(c.threshold.rejectedNegatives, 1),
    ]),
  });
  const html =
    `<p class="note">${esc(`${fmt(bench.positives)} positive and ${fmt(bench.negatives)} negative queries from ${bench.queriesFile}. With this many queries one query moves top-1 by ${fmtPercent(bench.positives === 0 ? 0 : 1 / bench.positives, 1)}: overlapping intervals mean the difference may be noise.`)}</p>` +
    `<ul class="legend"><li class="s-top1">top-1</li><li class="s-top3">top-3</li></ul>` +
    figure(
      chart,
      'Accuracy per condition; whiskers are 95 % Wilson intervals.',
      numbersFor('Numbers of this chart', metrics),
    ) +
    scoresHtml(bench) +
    outOfSampleHtml(bench) +
    stealersHtml(conds) +
    perQueryHtml(bench);
  return { id: 'routing', title, html };
}

function scoresHtml(bench: ReportBench): string {
  const groups = bench.conditions.map((c) => {
    const pos = bench.perQuery.filter((q) => q.expect !== null);
    const neg = bench.perQuery.filter((q) => q.expect === null);
    const dot = (q: (typeof bench.perQuery)[number]) => {
      const r = q.results[c.name];
      return r === undefined
        ? null
        : {
            value: r.score,
            title: `${c.name}: “${q.query}” → ${r.got ?? 'no match'} (${score(r.score)})${q.expect === null ? '' : `, expected ${q.expect.join(' or ')}`}`,
            className: q.expect === null ? undefined : r.correct ? 'hit' : 'miss',
          };
    };
    return {
      label: c.name,
      threshold: c.threshold.value ?? c.threshold.best,
      suggested: c.threshold.value === null,
      positives: pos.map(dot).filter((d) => d !== null),
      negatives: neg.map(dot).filter((d) => d !== null),
    };
  });
  const chart = stripChart({
    name: 'score-distribution',
    label: `Best score of each positive and negative query per condition, with the no-match threshold`,
    caption: 'best score (top-1)',
    groups,
  });
  const rows = bench.conditions.map((c) => {
    const t = c.threshold;
    const opt = (v: number | null): string => (v === null ? '–' : score(v));
    return [c.name, opt(t.value), opt(t.best), opt(t.medianBestPositiveScore), opt(t.bestNegativeScore)];
  });
  const table = dataTable({
    name: 'scores',
    caption:
      'Scores per condition: the threshold used, the best-separating one, the median top-1 score of the positives and the highest score a negative would be routed with',
    columns: [
      { label: 'condition' },
      { label: 'threshold', numeric: true },
      { label: 'best-separating', numeric: true },
      { label: 'median best positive', numeric: true },
      { label: 'best negative', numeric: true },
    ],
    rows,
  });
  return (
    `<h3>Score distribution</h3><p class="note">Each dot is one query's best score. A threshold separates well when the positives (top) sit right of the line and the negatives (bottom) left of it.</p>` +
    `<ul class="legend"><li class="positive">positive, top-1 right</li><li class="miss">positive, top-1 wrong</li><li class="negative">negative (no skill should match)</li></ul>` +
    figure(
      chart,
      'Best score per query, positives vs negatives; the solid line is the no-match threshold, a dashed one the best-separating threshold of a scorer without a default.',
      numbersFor('Numbers of this chart', table),
    )
  );
}

/** One row per stealer, one column per condition: a skill that steals under every condition stands out. */
function stealersHtml(conds: readonly ReportCondition[]): string {
  const bySkill = new Map<
    string,
    { bodyTokens: number | null; bodyLines: number; counts: Map<string, number>; total: number }
  >();
  for (const c of conds) {
    for (const s of c.stealers) {
      let row = bySkill.get(s.skill);
      if (row === undefined)
        bySkill.set(s.skill, (row = { bodyTokens: s.bodyTokens, bodyLines: s.bodyLines, counts: new Map(), total: 0 }));
      row.counts.set(c.name, s.count);
      row.total += s.count;
    }
  }
  if (bySkill.size === 0) return `<h3>Stealers</h3><p class="note">No skill took a top-1 place it should not have.</p>`;
  const rows = [...bySkill].sort((a, b) => b[1].total - a[1].total || (a[0] < b[0] ? -1 : 1));
  return (
    `<h3>Stealers</h3><p class="note">Skills that took the top-1 place of a request meant for another skill. A stealer with a long body often wins on sheer vocabulary.</p>` +
    dataTable({
      name: 'stealers',
      caption: 'Wrong top-1 places taken, per stealer and condition; sortable',
      sortable: true,
      columns: [
        { label: 'skill' },
        { label: 'body tokens', numeric: true },
        { label: 'body lines', numeric: true },
        ...conds.map((c) => ({ label: c.name, numeric: true })),
        { label: 'total', numeric: true },
      ],
      rows: rows.map(([skill, r]) => [
        skill,
        r.bodyTokens === null ? '–' : numCell(r.bodyTokens, fmt(r.bodyTokens)),
        numCell(r.bodyLines, fmt(r.bodyLines)),
        ...conds.map((c) => {
          const n = r.counts.get(c.name) ?? 0;
          return numCell(n, n === 0 ? '' : fmt(n));
        }),
        numCell(r.total, fmt(r.total)),
      ]),
    })
  );
}

function perQueryHtml(bench: ReportBench): string {
  const conds = bench.conditions.map((c) => c.name);
  const table = dataTable({
    name: 'per-query',
    caption:
      'Every query: the expected skill, and per condition the top-1 skill and its score (✓ right, ✗ wrong); sortable',
    sortable: true,
    columns: [{ label: 'id' }, { label: 'query' }, { label: 'expected' }, ...conds.map((c) => ({ label: c }))],
    rows: bench.perQuery.map((q) => [
      q.id,
      { html: isolated(q.query), className: 'text' },
      q.expect === null ? { html: '<span class="muted">none</span>', sort: '' } : q.expect.join(' | '),
      ...conds.map((c) => {
        const r = q.results[c];
        if (r === undefined) return '–';
        const mark = r.correct
          ? '<span class="ok" aria-label="right">✓</span>'
          : '<span class="bad" aria-label="wrong">✗</span>';
        return {
          html: `<span class="nw">${mark} ${r.got === null ? '<span class="muted">no match</span>' : isolated(r.got)}</span> <span class="muted">${score(r.score)}</span>`,
          sort: r.score,
        };
      }),
    ]),
  });
  return `<h3>Per query</h3>${table}`;
}
