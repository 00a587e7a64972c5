/**
 * The `cost` table's rows and lines, shared by the terminal table and markdown: one place owns
 * the wording and the number formats (renderers only lay them out).
 */
import { fmt } from '../../base/numbers.js';
import type { Proportion } from '../../routing-bench/stats.js';
import type { CostVerdict } from '../../cost/verdict.js';
import type { StrategyCost } from '../../cost/run.js';
import { noun } from '../../base/plural.js';
import type { CostReport } from './model.js';

const COST_HEAD_BASE = ['strategy', 'calls', 'tokens/req', 'median', 'min', 'max', '>window', '$/1k req'] as const;

export function costHead(report: CostReport): string[] {
  const r = report.result;
  return r.requests.fromQueries ? [...COST_HEAD_BASE, 'read 1st', `read ≤${r.maxOpens}`] : [...COST_HEAD_BASE];
}

/** Numeric columns (right-aligned). */
export function costNumeric(report: CostReport): number[] {
  return costHead(report)
    .map((_, i) => i)
    .filter((i) => i > 0);
}

/** "80 % 68–88": rate and Wilson interval in whole points. */
function reachCell(p: Proportion): string {
  if (p.rate === null || p.ci95 === null) return '–';
  const pct = (x: number): string => String(Math.round(x * 100));
  return `${pct(p.rate)} % ${pct(p.ci95[0])}–${pct(p.ci95[1])}`;
}

function dollarsCell(usd: number | null): string {
  if (usd === null) return '–';
  return usd >= 100 ? fmt(usd) : usd >= 1 ? usd.toFixed(2) : usd.toFixed(3);
}

function name(s: StrategyCost): string {
  return s.oracle ? `${s.name}*` : s.name;
}

export function costRows(report: CostReport): (string | number)[][] {
  return report.result.strategies.map((s) => {
    const row: (string | number)[] = [
      name(s),
      s.calls.mean.toFixed(2),
      fmt(s.inputTokens.mean),
      fmt(s.inputTokens.median),
      fmt(s.inputTokens.min),
      fmt(s.inputTokens.max),
      s.window.over === 0 ? '0' : `${fmt(s.window.over)}!`,
      dollarsCell(s.dollarsPer1000),
    ];
    if (s.reach !== null) row.push(reachCell(s.reach.top1), reachCell(s.reach.withinBudget));
    return row;
  });
}

export function headerLines(report: CostReport): string[] {
  const r = report.result;
  const req = r.requests.fromQueries
    ? `${fmt(r.requests.n)} ${noun(r.requests.n, 'request')} from ${report.queriesFile ?? ''}${r.requests.leftOut > 0 ? ` (${fmt(r.requests.leftOut)} without a target left out)` : ''}`
    : `${fmt(r.requests.n)} ${noun(r.requests.n, 'request')}, one per skill as its target (no --queries: ideal reading, reach not measured)`;
  const o = r.overhead;
  const lines = [
    `skillscope cost ${report.dir} — ${fmt(r.skills)} ${noun(r.skills, 'skill')}, ${r.encoding}, window ${fmt(r.windowTokens)} tokens`,
    req,
    `router ${r.router}, up to ${r.maxOpens} opens; overhead ${o.base} tokens per request (system prompt ${o.systemPromptTokens} + framing ${o.base - o.systemPromptTokens}); answer ${fmt(r.outputTokens)} tokens`,
  ];
  const p = r.pricing;
  if (p === null)
    lines.push('no prices: give --price-in and --price-out (USD per million tokens) or --price NAME from the config');
  else {
    const cached =
      p.cachedIn === null
        ? ''
        : `, cached in $${p.cachedIn} at ${Math.round(p.cachedShare * 100)} % of the cacheable prefix`;
    lines.push(
      `prices per million tokens: in $${p.in}, out $${p.out}${cached} (${p.source}${p.note === null ? '' : `: ${p.note}`})`,
    );
  }
  return lines;
}

export function verdictLine(v: CostVerdict, strategies: readonly StrategyCost[], maxOpens: number): string {
  if (v.kind === 'none')
    return v.reason === 'no-requests'
      ? 'Verdict: no requests to cost (no query has a target skill).'
      : 'Verdict: no strategy fits the window for every request.';
  const s = strategies.find((x) => x.name === v.strategy);
  const cost =
    s === undefined
      ? ''
      : v.costBasis === 'dollars'
        ? `$${dollarsCell(s.dollarsPer1000)} per 1,000 requests`
        : `${fmt(s.inputTokens.mean)} input tokens per request`;
  if (v.kind === 'fit')
    return `Verdict: ${v.strategy} is the cheapest strategy that fits the window for every request (${cost}); give --queries to measure reach.`;
  const pct = (x: number): string => `${Math.round(x * 100)} %`;
  return `Verdict: ${v.strategy} is the cheapest strategy within ${v.withinPoints} points of the best reach (${v.best.strategy}, ${pct(v.best.rate)}): target read within ${maxOpens} opens for ${pct(v.rate)} of requests, ${cost}.`;
}

export function noteLines(report: CostReport): string[] {
  const r = report.result;
  const notes: string[] = [];
  if (r.strategies.some((s) => s.oracle))
    notes.push('* full_K below the whole directory: the target is put in by hand, a bound, never the verdict.');
  if (r.strategies.some((s) => s.window.over > 0))
    notes.push('! requests with a call over the window: they read nothing.');
  if (r.requests.fromQueries && r.strategies.some((s) => s.kind === 'catalog+discover' || s.kind === 'search')) {
    notes.push(
      'catalog+discover and search are scored as bench --access scores them (the flow stops at the first page showing the target).',
    );
  }
  return notes;
}
