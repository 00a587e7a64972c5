/**
 * Axis and reference-line parts shared by the horizontal charts: a value axis with tick lines
 * and labels below the plot, and labelled vertical reference lines (budgets, caps, thresholds).
 */
import { esc } from '../escape.js';
import { CHART_WIDTH, CHAR_WIDTH, px } from './frame.js';
import { tickLabel, type Scale } from './scale.js';

export interface Plot {
  /** Left edge of the plot area (after the row labels). */
  readonly x0: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
}

export type TickUnit = 'count' | 'percent' | 'score';

/** Grid lines at each tick and their labels under the plot. */
export function valueAxis(plot: Plot, scale: Scale, unit: TickUnit, caption: string): string {
  const parts: string[] = [];
  for (const t of scale.ticks) {
    const x = plot.x0 + scale(t);
    parts.push(`<line class="grid" x1="${px(x)}" x2="${px(x)}" y1="${px(plot.top)}" y2="${px(plot.bottom)}"/>`);
    parts.push(
      `<text class="tick" x="${px(x)}" y="${px(plot.bottom + 16)}" text-anchor="middle">${esc(tickLabel(t, unit))}</text>`,
    );
  }
  parts.push(
    `<text class="axis-caption" x="${px(plot.x0 + plot.width)}" y="${px(plot.bottom + 34)}" text-anchor="end">${esc(caption)}</text>`,
  );
  return `<g class="axis">${parts.join('')}</g>`;
}

export interface RefLine {
  readonly value: number;
  readonly label: string;
  /** Extra class, e.g. "ref-error" for a hard cap. */
  readonly className?: string;
}

/** Height above the plot that reference labels need, for `refs` lines (they stagger when close). */
export function refLabelRows(refs: readonly RefLine[], scale: Scale): number {
  return staggerRows(refs, scale).reduce((m, r) => Math.max(m, r + 1), 0);
}

function staggerRows(refs: readonly RefLine[], scale: Scale): number[] {
  const sorted = refs
    .map((r, i) => ({ i, x: scale(r.value), w: r.label.length * CHAR_WIDTH * 0.85 }))
    .sort((a, b) => a.x - b.x);
  const rowEnds: number[] = [];
  const rows: number[] = new Array(refs.length).fill(0);
  for (const s of sorted) {
    let row = rowEnds.findIndex((end) => end < s.x - 4);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = s.x + s.w;
    rows[s.i] = row;
  }
  return rows;
}

/** Dashed vertical lines across the plot with their labels stacked above it. */
export function refLines(plot: Plot, scale: Scale, refs: readonly RefLine[], frameWidth: number = CHART_WIDTH): string {
  const rows = staggerRows(refs, scale);
  const parts = refs.map((r, i) => {
    const x = plot.x0 + scale(r.value);
    const y = plot.top - 6 - (rows[i] ?? 0) * 16;
    const cls = `ref${r.className ? ` ${r.className}` : ''}`;
    // A label that would run off the right edge is drawn to the left of its line instead.
    const leftward = x + r.label.length * CHAR_WIDTH * 0.85 > frameWidth - 4;
    const text = leftward ? `x="${px(x - 3)}" text-anchor="end"` : `x="${px(x + 3)}"`;
    return (
      `<g class="${cls}" data-ref="${esc(r.value)}"><title>${esc(r.label)}</title>` +
      `<line x1="${px(x)}" x2="${px(x)}" y1="${px(y + 3)}" y2="${px(plot.bottom)}"/>` +
      `<text ${text} y="${px(y)}" font-size="11">${esc(r.label)}</text></g>`
    );
  });
  return parts.join('');
}
