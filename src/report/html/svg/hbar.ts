/**
 * Horizontal bars, one row per item, in the order given (callers sort), with labelled reference
 * lines (budgets, caps). Used for per-skill tokens and lines, description lengths, resource
 * categories and listing sizes. Each bar carries a <title> tooltip with its exact figures.
 */
import { maxOf } from '../../../base/arrays.js';
import { esc } from '../escape.js';
import { refLabelRows, refLines, valueAxis, type RefLine, type TickUnit } from './axis.js';
import { CHART_WIDTH, CHAR_WIDTH, fitLabel, px, svgFrame } from './frame.js';
import { linearScale } from './scale.js';

/** Height of one bar row in viewBox units. */
const HBAR_ROW = 18;
/** Widest the row-label column gets, in viewBox units; longer names are cut with "…". */
const HBAR_MAX_LABEL = 230;

interface HBarRow {
  readonly label: string;
  readonly value: number;
  /** Printed after the bar, e.g. "5,210". */
  readonly valueText: string;
  /** Tooltip sentence with the exact figures. */
  readonly title: string;
  /** Extra class for colour, e.g. "over" for a bar past its budget. */
  readonly className?: string;
}

export interface HBarChart {
  readonly name: string;
  readonly label: string;
  readonly rows: readonly HBarRow[];
  readonly refs?: readonly RefLine[];
  readonly unit?: TickUnit;
  /** Axis caption, e.g. "tokens (o200k_base)". */
  readonly caption: string;
  /** Colour class of the bars (series), e.g. "s-body". */
  readonly series: string;
  /** viewBox width, default CHART_WIDTH; HALF_CHART_WIDTH for charts shown in pairs. */
  readonly width?: number;
}

/** viewBox width of a chart drawn beside another one (see `.pair` in the stylesheet). */
export const HALF_CHART_WIDTH = 560;

export function hbarChart(c: HBarChart): string {
  const refs = c.refs ?? [];
  const longest = c.rows.reduce((m, r) => Math.max(m, [...r.label].length), 4);
  const frameWidth = c.width ?? CHART_WIDTH;
  const labelWidth = Math.min(HBAR_MAX_LABEL, frameWidth * 0.34, longest * CHAR_WIDTH + 12);
  const valueRoom = c.rows.reduce((m, r) => Math.max(m, r.valueText.length), 1) * CHAR_WIDTH + 10;
  const x0 = labelWidth;
  const width = frameWidth - x0 - valueRoom;
  const max = Math.max(
    0,
    maxOf(
      c.rows.map((r) => r.value),
      0,
    ),
    maxOf(
      refs.map((r) => r.value),
      0,
    ),
  );
  const scale = linearScale(max, width);
  const top = 12 + refLabelRows(refs, scale) * 16;
  const bottom = top + c.rows.length * HBAR_ROW + 4;
  const plot = { x0, width, top, bottom };
  const bars = c.rows.map((r, i) => {
    const y = top + i * HBAR_ROW + 4;
    const w = Math.max(r.value > 0 ? 1 : 0, scale(r.value));
    return (
      `<g class="bar ${esc(c.series)}${r.className ? ` ${esc(r.className)}` : ''}" data-value="${esc(r.value)}"><title>${esc(r.title)}</title>` +
      `<text class="row-label" x="${px(x0 - 6)}" y="${px(y + 11)}" text-anchor="end">${esc(fitLabel(r.label, labelWidth - 10))}</text>` +
      `<rect x="${px(x0)}" y="${px(y)}" width="${px(w)}" height="${HBAR_ROW - 6}" rx="2"/>` +
      `<text class="value" x="${px(x0 + w + 4)}" y="${px(y + 11)}">${esc(r.valueText)}</text></g>`
    );
  });
  const body =
    valueAxis(plot, scale, c.unit ?? 'count', c.caption) + bars.join('') + refLines(plot, scale, refs, frameWidth);
  return svgFrame({ kind: 'hbar', name: c.name, label: c.label, height: bottom + 42, body, width: frameWidth });
}
