/** The frame of every page section: a landmark with its heading, linked from the page's table of contents. */
import { esc } from '../escape.js';

export interface Section {
  /** Anchor id, also `data-section` (tests check every section is present). */
  readonly id: string;
  readonly title: string;
  readonly html: string;
}

export function renderSection(s: Section): string {
  return `<section id="${esc(s.id)}" data-section="${esc(s.id)}" aria-labelledby="h-${esc(s.id)}">\n<h2 id="h-${esc(s.id)}">${esc(s.title)}</h2>\n${s.html}\n</section>`;
}

/** At most this many bars per chart; the rest are in the chart's table (a chart of 180 rows helps nobody). */
export const MAX_BARS = 40;

/** Note under a chart that shows only the first `MAX_BARS` rows. */
export function truncationNote(shown: number, total: number): string {
  return shown < total ? ` Showing the ${shown} largest of ${total}; every skill is in the table.` : '';
}
