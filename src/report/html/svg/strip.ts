/**
 * Score distributions as strips: per condition, the best score of every positive query on one
 * line and of every negative query on the line below, with that condition's threshold drawn
 * across both. A good router puts the two clouds on either side of the line. Dots are spread
 * vertically by a fixed pattern (not random) so the same results always draw the same picture.
 */
import { maxOf } from '../../../base/arrays.js';
import { esc } from '../escape.js';
import { valueAxis } from './axis.js';
import { CHART_WIDTH, CHAR_WIDTH, fitLabel, px, svgFrame } from './frame.js';
import { linearScale } from './scale.js';

/** Height of one strip (positives or negatives of one condition). */
const STRIP_ROW = 26;

interface StripDot {
  readonly value: number;
  readonly title: string;
  /** "hit" or "miss": colours a positive by whether its top-1 was right. */
  readonly className?: string;
}

interface StripGroup {
  readonly label: string;
  readonly threshold: number | null;
  /** The line is a suggestion (best-separating), not the threshold in force: drawn dashed. */
  readonly suggested?: boolean;
  readonly positives: readonly StripDot[];
  readonly negatives: readonly StripDot[];
}

export interface StripChart {
  readonly name: string;
  readonly label: string;
  readonly groups: readonly StripGroup[];
  readonly caption: string;
}

/** Vertical offsets cycled through so overlapping dots stay visible. */
const JITTER = [0, -5, 5, -2.5, 2.5, -7, 7] as const;

export function stripChart(c: StripChart): string {
  const longest = c.groups.reduce((m, g) => Math.max(m, g.label.length + 12), 10);
  const x0 = Math.min(280, longest * CHAR_WIDTH + 12);
  const width = CHART_WIDTH - x0 - 20;
  const max = Math.max(
    0,
    maxOf(
      c.groups.flatMap((g) => [...g.positives, ...g.negatives].map((d) => d.value)),
      0,
    ),
    maxOf(
      c.groups.map((g) => g.threshold ?? 0),
      0,
    ),
  );
  const scale = linearScale(max, width, 5);
  const top = 8;
  const bottom = top + c.groups.length * (2 * STRIP_ROW + 8);
  const plot = { x0, width, top, bottom };
  const groups = c.groups.map((g, i) => {
    const y0 = top + i * (2 * STRIP_ROW + 8);
    const strip = (dots: readonly StripDot[], y: number, kind: 'positive' | 'negative'): string =>
      dots
        .map(
          (d, j) =>
            `<circle class="dot ${kind}${d.className ? ` ${esc(d.className)}` : ''}" cx="${px(x0 + scale(d.value))}" cy="${px(y + JITTER[j % JITTER.length]!)}" r="3.5" data-value="${esc(d.value)}"><title>${esc(d.title)}</title></circle>`,
        )
        .join('');
    const yp = y0 + STRIP_ROW / 2;
    const yn = y0 + STRIP_ROW + STRIP_ROW / 2;
    const t =
      g.threshold === null
        ? ''
        : (() => {
            const x = x0 + scale(g.threshold);
            const kind = g.suggested ? 'ref-suggested' : 'ref-threshold';
            return `<g class="ref ${kind}" data-ref="${esc(g.threshold)}"><title>${g.suggested ? 'best-separating threshold' : 'threshold'} ${esc(g.threshold.toFixed(3))}</title><line x1="${px(x)}" x2="${px(x)}" y1="${px(y0 + 1)}" y2="${px(y0 + 2 * STRIP_ROW - 1)}"/></g>`;
          })();
    return (
      `<g class="strip-group" data-condition="${esc(g.label)}">` +
      `<rect class="band" x="${px(x0)}" y="${px(y0)}" width="${px(width)}" height="${2 * STRIP_ROW}"/>` +
      `<text class="row-label" x="${px(x0 - 8)}" y="${px(yp + 4)}" text-anchor="end">${esc(fitLabel(`${g.label} · positives`, x0 - 12))}</text>` +
      `<text class="row-label muted" x="${px(x0 - 8)}" y="${px(yn + 4)}" text-anchor="end">negatives</text>` +
      strip(g.positives, yp, 'positive') +
      strip(g.negatives, yn, 'negative') +
      t +
      `</g>`
    );
  });
  return svgFrame({
    kind: 'strip',
    name: c.name,
    label: c.label,
    height: bottom + 42,
    body: valueAxis(plot, scale, 'score', c.caption) + groups.join(''),
  });
}
