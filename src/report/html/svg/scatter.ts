/**
 * A cost–reach scatter: one point per strategy at (input tokens per request, log10 x) and (share
 * of requests whose target was read, y), the y interval drawn as a vertical bar, and a vertical
 * reference line at a limit on x (the model window). The x axis spans whole decades around the
 * data; labels are placed where they overlap nothing (see below).
 */
import { maxOf, minOf } from '../../../base/arrays.js';
import { esc } from '../escape.js';
import { CHART_WIDTH, CHAR_WIDTH, fitLabel, px, svgFrame } from './frame.js';
import { tickLabel } from './scale.js';

interface ScatterPoint {
  readonly label: string;
  readonly x: number;
  /** 0–1, or null when not measured (drawn on the x axis, hollow). */
  readonly y: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly title: string;
  readonly className?: string;
}

export interface ScatterChart {
  readonly name: string;
  readonly label: string;
  readonly points: readonly ScatterPoint[];
  readonly xCaption: string;
  readonly yCaption: string;
  readonly limit: { readonly value: number; readonly label: string } | null;
}

const HEIGHT = 300;
/** Advance of one label character at the label's 12 px, viewBox units. */
const LABEL_CHAR = 6.8;

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** Log10 axis over whole decades around [min, max]: value → 0..width. */
function decadeScale(min: number, max: number, width: number): { at: (v: number) => number; ticks: number[] } {
  const lo = Math.floor(Math.log10(Math.max(1, min)));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(max, 10)) - 1e-9));
  const ticks: number[] = [];
  for (let k = lo; k <= hi; k++) ticks.push(10 ** k);
  return { at: (v) => ((Math.log10(Math.max(v, 10 ** lo)) - lo) / (hi - lo)) * width, ticks };
}

export function scatterChart(c: ScatterChart): string {
  const x0 = 56;
  const top = 18;
  const width = CHART_WIDTH - x0 - 24;
  const bottom = top + HEIGHT;
  const xs = c.points.map((p) => p.x);
  const sx = decadeScale(
    Math.min(minOf(xs, 1), c.limit?.value ?? Infinity),
    Math.max(maxOf(xs, 10), c.limit?.value ?? 0),
    width,
  );
  const sy = (v: number): number => bottom - v * HEIGHT;
  const parts: string[] = [];
  for (const t of sx.ticks) {
    const x = x0 + sx.at(t);
    parts.push(`<line class="grid" x1="${px(x)}" x2="${px(x)}" y1="${px(top)}" y2="${px(bottom)}"/>`);
    parts.push(
      `<text class="tick" x="${px(x)}" y="${px(bottom + 16)}" text-anchor="middle">${esc(tickLabel(t))}</text>`,
    );
  }
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line class="grid" x1="${px(x0)}" x2="${px(x0 + width)}" y1="${px(sy(v))}" y2="${px(sy(v))}"/>`);
    parts.push(
      `<text class="tick" x="${px(x0 - 6)}" y="${px(sy(v) + 4)}" text-anchor="end">${esc(tickLabel(v, 'percent'))}</text>`,
    );
  }
  parts.push(
    `<text class="axis-caption" x="${px(x0 + width)}" y="${px(bottom + 34)}" text-anchor="end">${esc(c.xCaption)}</text>`,
  );
  parts.push(`<text class="axis-caption" x="${px(x0)}" y="${px(top - 6)}">${esc(c.yCaption)}</text>`);
  const taken: Box[] = [];
  if (c.limit !== null) {
    const x = x0 + sx.at(c.limit.value);
    const w = c.limit.label.length * LABEL_CHAR;
    taken.push({ x0: x - 4 - w, y0: bottom - 20, x1: x, y1: bottom - 4 });
    parts.push(
      `<g class="ref ref-error" data-ref="${esc(c.limit.value)}"><title>${esc(c.limit.label)}</title><line x1="${px(x)}" x2="${px(x)}" y1="${px(top)}" y2="${px(bottom)}"/>` +
        `<text x="${px(x - 4)}" y="${px(bottom - 8)}" text-anchor="end">${esc(c.limit.label)}</text></g>`,
    );
  }
  const placed = c.points.map((p) => ({ p, x: x0 + sx.at(p.x), y: sy(p.y ?? 0) }));
  for (const q of placed) taken.push({ x0: q.x - 6, y0: q.y - 6, x1: q.x + 6, y1: q.y + 6 });
  // Labels placed greedily, highest reach first: the first candidate spot that overlaps no
  // point, no label and stays inside the plot; else the first spot (the <title> still names it).
  const order = [...placed].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const q of order) {
    const label = fitLabel(q.p.label, 24 * CHAR_WIDTH);
    const w = [...label].length * LABEL_CHAR;
    const spots: { x: number; y: number; anchor: 'start' | 'end' }[] = [];
    for (const dy of [0, -14, 14, -28, 28, -42, 42])
      spots.push({ x: q.x + 9, y: q.y + 4 + dy, anchor: 'start' }, { x: q.x - 9, y: q.y + 4 + dy, anchor: 'end' });
    const boxOf = (s: (typeof spots)[number]): Box =>
      s.anchor === 'start'
        ? { x0: s.x, y0: s.y - 11, x1: s.x + w, y1: s.y + 3 }
        : { x0: s.x - w, y0: s.y - 11, x1: s.x, y1: s.y + 3 };
    const inside = (b: Box): boolean => b.x0 >= x0 && b.x1 <= x0 + width + 20 && b.y0 >= top - 4 && b.y1 <= bottom + 2;
    const spot =
      spots.find((s) => inside(boxOf(s)) && !taken.some((t) => overlaps(t, boxOf(s)))) ??
      (spots[0] as (typeof spots)[number]);
    taken.push(boxOf(spot));
    // A label moved off its point's line gets a leader, so nobody reads it as its neighbour's.
    const leader =
      Math.abs(spot.y - 4 - q.y) < 1
        ? ''
        : `<line class="leader" x1="${px(q.x)}" y1="${px(q.y)}" x2="${px(spot.x)}" y2="${px(spot.y - 4)}"/>`;
    const bar =
      q.p.low === null || q.p.high === null
        ? ''
        : `<line x1="${px(q.x)}" x2="${px(q.x)}" y1="${px(sy(q.p.low))}" y2="${px(sy(q.p.high))}"/>`;
    parts.push(
      `<g class="point${q.p.y === null ? ' unmeasured' : ''}${q.p.className ? ` ${esc(q.p.className)}` : ''}" data-x="${esc(q.p.x)}" data-y="${esc(q.p.y ?? '')}" data-value="${esc(q.p.x)}"><title>${esc(q.p.title)}</title>${bar}${leader}` +
        `<circle cx="${px(q.x)}" cy="${px(q.y)}" r="5"/><text class="point-label" x="${px(spot.x)}" y="${px(spot.y)}" text-anchor="${spot.anchor}">${esc(label)}</text></g>`,
    );
  }
  return svgFrame({ kind: 'scatter', name: c.name, label: c.label, height: bottom + 44, body: parts.join('') });
}
