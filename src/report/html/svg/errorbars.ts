/**
 * Rates with confidence intervals: one row per condition, one marker per series (top-1, top-3)
 * with its 95 % interval drawn as a whisker. With a few dozen queries the intervals are wide,
 * and seeing them overlap is the point: a 5-point difference may be one query.
 */
import { esc } from '../escape.js';
import { valueAxis } from './axis.js';
import { CHART_WIDTH, CHAR_WIDTH, fitLabel, px, svgFrame } from './frame.js';
import { linearScale } from './scale.js';

/** Height of one condition row (room for two series). */
const ERROR_ROW = 34;

interface IntervalPoint {
  /** Series key, e.g. "top1"; becomes the class `s-top1`. */
  readonly series: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly title: string;
}

interface IntervalRow {
  readonly label: string;
  readonly points: readonly IntervalPoint[];
}

export interface ErrorBarChart {
  readonly name: string;
  readonly label: string;
  readonly rows: readonly IntervalRow[];
  readonly caption: string;
}

export function errorBarChart(c: ErrorBarChart): string {
  const longest = c.rows.reduce((m, r) => Math.max(m, r.label.length), 4);
  const x0 = Math.min(260, longest * CHAR_WIDTH + 12);
  const width = CHART_WIDTH - x0 - 20;
  const scale = linearScale(1, width, 5);
  const top = 8;
  const bottom = top + c.rows.length * ERROR_ROW;
  const plot = { x0, width, top, bottom };
  const rows = c.rows.map((row, i) => {
    const yMid = top + i * ERROR_ROW + ERROR_ROW / 2;
    const n = row.points.length;
    const marks = row.points.map((p, j) => {
      const y = yMid + (j - (n - 1) / 2) * 10;
      const [a, b, v] = [x0 + scale(p.low), x0 + scale(p.high), x0 + scale(p.value)];
      return (
        `<g class="interval s-${esc(p.series)}" data-series="${esc(p.series)}" data-value="${esc(p.value)}"><title>${esc(p.title)}</title>` +
        `<line x1="${px(a)}" x2="${px(b)}" y1="${px(y)}" y2="${px(y)}"/>` +
        `<line x1="${px(a)}" x2="${px(a)}" y1="${px(y - 4)}" y2="${px(y + 4)}"/><line x1="${px(b)}" x2="${px(b)}" y1="${px(y - 4)}" y2="${px(y + 4)}"/>` +
        `<circle cx="${px(v)}" cy="${px(y)}" r="4.5"/></g>`
      );
    });
    return `<g class="interval-row"><text class="row-label" x="${px(x0 - 8)}" y="${px(yMid + 4)}" text-anchor="end">${esc(fitLabel(row.label, x0 - 12))}</text>${marks.join('')}</g>`;
  });
  return svgFrame({
    kind: 'errorbars',
    name: c.name,
    label: c.label,
    height: bottom + 42,
    body: valueAxis(plot, scale, 'percent', c.caption) + rows.join(''),
  });
}
