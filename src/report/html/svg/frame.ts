/**
 * The outer `<svg>` of every chart: role="img" with an aria-label and a <title> (screen readers
 * and tooltips), a viewBox so it scales to its container (CSS sets width:100%), and data
 * attributes the end-to-end test counts charts by. Colours come from CSS classes, so light,
 * dark and print modes restyle every chart without touching the markup.
 */
import { esc } from '../escape.js';

/** Width of every chart's coordinate system; the page scales it to the column width. */
export const CHART_WIDTH = 900;
/** Font size of chart text in viewBox units (≈ 10 px at an 800 px window, 14 px at 1,280). */
const CHART_FONT = 13;
/** Rough advance of one character at CHART_FONT, for laying out labels without a browser. */
export const CHAR_WIDTH = 7.2;

export interface ChartFrame {
  /** Chart kind, e.g. "hbar", "stacked", "errorbars", "strip": `data-chart-kind`. */
  readonly kind: string;
  /** What the chart shows, e.g. "body-tokens": `data-chart`, unique in the page. */
  readonly name: string;
  /** One sentence for screen readers and the tooltip of the whole chart. */
  readonly label: string;
  readonly height: number;
  readonly body: string;
  readonly className?: string;
  /** viewBox width; default CHART_WIDTH (charts shown side by side use a narrower one). */
  readonly width?: number;
}

export function svgFrame(f: ChartFrame): string {
  const h = Math.ceil(f.height);
  return (
    `<svg class="chart${f.className ? ` ${f.className}` : ''}" role="img" aria-label="${esc(f.label)}" ` +
    `data-chart="${esc(f.name)}" data-chart-kind="${esc(f.kind)}" viewBox="0 0 ${f.width ?? CHART_WIDTH} ${h}" ` +
    `preserveAspectRatio="xMinYMin meet" font-size="${CHART_FONT}">` +
    `<title>${esc(f.label)}</title>${f.body}</svg>`
  );
}

/** Cuts a label to fit `maxWidth` viewBox units (the full text stays in the element's <title>). */
export function fitLabel(text: string, maxWidth: number): string {
  const maxChars = Math.max(4, Math.floor(maxWidth / CHAR_WIDTH));
  const chars = [...text];
  // CJK glyphs are about twice as wide as Latin ones at the same size.
  let width = 0;
  let out = '';
  for (const c of chars) {
    const w = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(c)
      ? 2
      : 1;
    if (width + w > maxChars) return `${out.slice(0, -1)}…`;
    width += w;
    out += c;
  }
  return out;
}

/** Rounds a coordinate to 0.1 unit: enough precision, much smaller markup. */
export function px(v: number): string {
  return String(Math.round(v * 10) / 10);
}
