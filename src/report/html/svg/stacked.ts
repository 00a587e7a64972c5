/**
 * One stacked bar per row (the three tiers of one encoding), on a linear or a log10 axis.
 *
 * On a log axis a segment cannot have a width of its own, so each segment spans from the
 * running total before it to the running total after it (log of the cumulative sum). The
 * picture stays honest: the right end is the true total, and a tier that is 30× the one
 * before it still looks like a big step — while on the linear axis a 2k-token catalog
 * beside megabytes of resources would be a hairline.
 */
import { maxOf } from '../../../base/arrays.js';
import { esc } from '../escape.js';
import { valueAxis } from './axis.js';
import { CHART_WIDTH, CHAR_WIDTH, fitLabel, px, svgFrame } from './frame.js';
import { linearScale, logScale, tickLabel } from './scale.js';

/** Height of one stacked bar row. */
const STACK_ROW = 34;

interface StackSegment {
  readonly label: string;
  readonly value: number;
  /** Colour class, e.g. "s-catalog". */
  readonly series: string;
  readonly title: string;
}

export interface StackRow {
  readonly label: string;
  readonly segments: readonly StackSegment[];
}

export interface StackedChart {
  readonly name: string;
  readonly label: string;
  readonly rows: readonly StackRow[];
  readonly log: boolean;
  readonly caption: string;
}

export function stackedChart(c: StackedChart): string {
  const longest = c.rows.reduce((m, r) => Math.max(m, r.label.length), 4);
  const x0 = Math.min(160, longest * CHAR_WIDTH + 12);
  const width = CHART_WIDTH - x0 - 16;
  const total = maxOf(
    c.rows.map((r) => r.segments.reduce((a, s) => a + s.value, 0)),
    0,
  );
  const scale = c.log ? logScale(total, width) : linearScale(total, width);
  const top = 8;
  const bottom = top + c.rows.length * STACK_ROW;
  const plot = { x0, width, top, bottom };
  const rows = c.rows.map((row, i) => {
    const y = top + i * STACK_ROW + 6;
    let cum = 0;
    const segs = row.segments.map((s) => {
      const a = scale(cum);
      cum += s.value;
      const b = scale(cum);
      // The figure goes inside its segment when it fits; the tooltip and table have it anyway.
      const text = tickLabel(s.value);
      const label =
        b - a > text.length * CHAR_WIDTH + 10
          ? `<text class="seg-label" x="${px(x0 + (a + b) / 2)}" y="${px(y + 15)}" text-anchor="middle">${esc(text)}</text>`
          : '';
      return (
        `<rect class="seg ${esc(s.series)}" data-value="${esc(s.value)}" x="${px(x0 + a)}" y="${px(y)}" width="${px(Math.max(0, b - a))}" height="${STACK_ROW - 12}">` +
        `<title>${esc(s.title)}</title></rect>${label}`
      );
    });
    return `<g class="stack-row"><text class="row-label" x="${px(x0 - 6)}" y="${px(y + 15)}" text-anchor="end">${esc(fitLabel(row.label, x0 - 10))}</text>${segs.join('')}</g>`;
  });
  const body = valueAxis(plot, scale, 'count', c.caption) + rows.join('');
  return svgFrame({
    kind: 'stacked',
    name: c.name,
    label: c.label,
    height: bottom + 42,
    body,
    className: c.log ? 'is-log' : 'is-linear',
  });
}
