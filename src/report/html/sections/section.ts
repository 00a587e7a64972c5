/** The frame of every page section: a landmark with its heading, linked from the page's table of contents. */
import { fmt } from '../../../base/numbers.js';
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

/**
 * At most this many rows in a table with one row per skill, finding or listing entry. Default
 * 500: the page stays a few MB at any size (on 10,000 skills uncapped tables made it 144 MiB,
 * too large for a browser to open comfortably). The rest is counted in a note under the table;
 * every row is in the JSON of `skillscope check --json` and `skillscope audit --json`.
 */
export const MAX_TABLE_ROWS = 500;

/** The first `MAX_TABLE_ROWS` of `rows` (already in the order to show) and how many are left out. */
export function capRows<T>(rows: readonly T[]): { readonly shown: readonly T[]; readonly more: number } {
  return rows.length <= MAX_TABLE_ROWS
    ? { shown: rows, more: 0 }
    : { shown: rows.slice(0, MAX_TABLE_ROWS), more: rows.length - MAX_TABLE_ROWS };
}

/** Note under a capped table: how many rows are left out and where every row is (`data-more` for tests). */
export function moreRowsNote(more: number, what: string, command: 'audit' | 'check'): string {
  if (more === 0) return '';
  return `<p class="note" data-more="${more}">${esc(`… and ${fmt(more)} more ${what}, not shown to keep the page small: skillscope ${command} DIR --json lists them all.`)}</p>`;
}

/** Note under a chart that shows only the first `MAX_BARS` rows. */
export function truncationNote(shown: number, total: number): string {
  if (shown >= total) return '';
  return total <= MAX_TABLE_ROWS
    ? ` Showing the ${shown} largest of ${total}; every skill is in the table.`
    : ` Showing the ${shown} largest of ${total}; the table lists the ${MAX_TABLE_ROWS} largest.`;
}
