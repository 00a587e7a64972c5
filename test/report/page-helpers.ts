/** Readers of the generated page's data attributes, shared by the unit and browser tests. */

/** `data-chart` names of every chart, in page order. */
export function chartNames(html: string): string[] {
  return [...html.matchAll(/<svg [^>]*data-chart="([^"]+)"/g)].map((m) => m[1]!);
}

/** The markup of one chart. */
export function chartMarkup(html: string, name: string): string {
  const m = new RegExp(`<svg [^>]*data-chart="${name}"[\\s\\S]*?</svg>`).exec(html);
  if (m === null) throw new Error(`chart ${name} not found`);
  return m[0];
}

/** `data-value` of each bar of a bar chart, in drawing order. */
export function chartBars(html: string, name: string): number[] {
  return [...chartMarkup(html, name).matchAll(/<g class="bar [^"]*" data-value="([^"]+)"/g)].map((m) => Number(m[1]));
}

/** Values of a chart's reference lines. */
export function chartRefs(html: string, name: string): number[] {
  return [...chartMarkup(html, name).matchAll(/data-ref="([^"]+)"/g)].map((m) => Number(m[1]));
}

/** Headline figures keyed `metric` or `metric@encoding`. */
export function headlineValues(html: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of html.matchAll(/<dd data-metric="([^"]+)"(?: data-encoding="([^"]+)")? data-value="([^"]+)"/g)) {
    out.set(m[2] === undefined ? m[1]! : `${m[1]}@${m[2]}`, Number(m[3]));
  }
  return out;
}
