/**
 * The cost of each loading strategy (with --queries; `skillscope cost`): a scatter of input
 * tokens per request (log scale) against the share of requests whose target was read within
 * the open budget, with the model window marked, and the table beside it.
 */
import { fmt } from '../../../base/numbers.js';
import type { CostResult } from '../../../cost/run.js';
import { verdictLine } from '../../cost/rows.js';
import { fmtPercent } from '../../format.js';
import { esc } from '../escape.js';
import { scatterChart } from '../svg/scatter.js';
import { dataTable, figure, numCell, numbersFor } from '../table.js';
import type { Section } from './section.js';

export interface ReportCost {
  readonly queriesFile: string;
  readonly result: CostResult;
}

function interval(ci: readonly [number, number] | null): string {
  return ci === null ? '–' : `${fmtPercent(ci[0], 0)}–${fmtPercent(ci[1], 0)}`;
}

export function costSection(cost: ReportCost | null): Section {
  const title = 'Cost per loading strategy';
  if (cost === null) {
    return {
      id: 'cost',
      title,
      html: `<p class="note">Run <code>skillscope report DIR --queries FILE</code> to add what each way of exposing the skills costs per request (input tokens, calls, window fit) and how often the target would be read; <code>skillscope cost</code> adds dollars.</p>`,
    };
  }
  const r = cost.result;
  const chart = scatterChart({
    name: 'cost-reach',
    label: `Input tokens per request against target read within ${r.maxOpens} opens: ${r.strategies.map((s) => `${s.name} ${fmt(s.inputTokens.mean)} tokens, ${s.reach?.withinBudget.rate === null || s.reach === null ? 'not measured' : fmtPercent(s.reach.withinBudget.rate, 0)}`).join('; ')}`,
    xCaption: 'input tokens per request, mean over requests (log scale)',
    yCaption: `target read within ${r.maxOpens} opens`,
    limit: { value: r.windowTokens, label: `window ${fmt(r.windowTokens)} (per call)` },
    points: r.strategies.map((s) => {
      const w = s.reach?.withinBudget ?? null;
      return {
        label: s.oracle ? `${s.name}*` : s.name,
        x: s.inputTokens.mean,
        y: w?.rate ?? null,
        low: w?.ci95?.[0] ?? null,
        high: w?.ci95?.[1] ?? null,
        title: `${s.name}: ${fmt(s.inputTokens.mean)} input tokens per request, ${s.calls.mean.toFixed(2)} calls; ${w === null || w.rate === null ? 'reach not measured' : `target read for ${fmtPercent(w.rate, 0)} (${w.hits}/${w.n}), 95 % CI ${interval(w.ci95)}`}${s.window.over > 0 ? `; ${fmt(s.window.over)} requests over the window` : ''}`,
        ...(s.oracle ? { className: 'oracle' } : s.window.over > 0 ? { className: 'over' } : {}),
      };
    }),
  });
  const table = dataTable({
    name: 'cost',
    caption: `Per strategy: input tokens per request (all calls), calls, window fit and reach with 95 % Wilson intervals`,
    sortable: true,
    columns: [
      { label: 'strategy' },
      { label: 'calls', numeric: true },
      { label: 'tokens/request mean', numeric: true },
      { label: 'median', numeric: true },
      { label: 'max', numeric: true },
      { label: 'largest call', numeric: true },
      { label: 'over window', numeric: true },
      { label: 'read first', numeric: true },
      { label: `read ≤ ${r.maxOpens} opens`, numeric: true },
      { label: '95 % CI', numeric: true },
    ],
    rows: r.strategies.map((s) => {
      const t1 = s.reach?.top1 ?? null;
      const w = s.reach?.withinBudget ?? null;
      return [
        s.oracle ? `${s.name}*` : s.name,
        numCell(s.calls.mean, s.calls.mean.toFixed(2)),
        numCell(s.inputTokens.mean, fmt(s.inputTokens.mean)),
        numCell(s.inputTokens.median, fmt(s.inputTokens.median)),
        numCell(s.inputTokens.max, fmt(s.inputTokens.max)),
        numCell(s.largestCall.max, fmt(s.largestCall.max)),
        numCell(s.window.over, fmt(s.window.over)),
        t1 === null || t1.rate === null ? '–' : numCell(t1.rate, `${fmtPercent(t1.rate, 0)} (${t1.hits}/${t1.n})`),
        w === null || w.rate === null ? '–' : numCell(w.rate, `${fmtPercent(w.rate, 0)} (${w.hits}/${w.n})`),
        interval(w?.ci95 ?? null),
      ];
    }),
  });
  const note =
    `${fmt(r.requests.n)} requests with a target from ${cost.queriesFile} (${fmt(r.requests.leftOut)} without one left out); ${r.encoding}, router ${r.router}, ` +
    `overhead ${r.overhead.base} tokens per request. * = full_K below the whole directory: the target is put in by hand, a bound, not a way to deploy skills. ` +
    `Dollars: skillscope cost --price-in USD --price-out USD.`;
  const html =
    `<p class="note">${esc(note)}</p>` +
    figure(
      chart,
      'Cheaper is left, better is up; bars are 95 % Wilson intervals; the red line is the model window (per call).',
      numbersFor('Numbers of this chart', table),
    ) +
    `<p><strong>${esc(verdictLine(r.verdict, r.strategies, r.maxOpens))}</strong></p>`;
  return { id: 'cost', title, html };
}
