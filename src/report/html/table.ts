/**
 * Data tables: a caption, column headers with scope, a row header per row, numeric cells right
 * aligned, all inside a container that scrolls sideways on its own (so a wide table never
 * widens the page). `numbersFor` wraps a chart's table in a closed <details>: the figures of
 * every chart are one click away and always in the printed page's source.
 */
import { esc, isolated } from './escape.js';

interface Column {
  readonly label: string;
  /** Right-aligned, tabular digits; sorts numerically when the table is sortable. */
  readonly numeric?: boolean;
}

/** A cell: plain text, or HTML (already escaped) with an optional sort key. */
export type Cell =
  | string
  | number
  | { readonly html: string; readonly sort?: string | number; readonly className?: string };

export interface TableSpec {
  readonly caption: string;
  readonly columns: readonly Column[];
  /** The first cell of each row is its row header (th scope="row"). */
  readonly rows: readonly (readonly Cell[])[];
  /** Adds `data-sortable`: the inline script turns headers into sort buttons. */
  readonly sortable?: boolean;
  /** Attributes per row, e.g. data-severity for the findings filter. */
  readonly rowAttrs?: (index: number) => string;
  /** Name for tests and the script: `data-table`. */
  readonly name: string;
}

export function dataTable(t: TableSpec): string {
  const head = t.columns.map((c) => `<th scope="col"${c.numeric ? ' class="num"' : ''}>${esc(c.label)}</th>`).join('');
  const body = t.rows
    .map((row, i) => {
      const cells = row
        .map((cell, j) => renderCell(cell, j === 0 ? 'th' : 'td', t.columns[j]?.numeric === true))
        .join('');
      return `<tr${t.rowAttrs ? ` ${t.rowAttrs(i)}` : ''}>${cells}</tr>`;
    })
    .join('\n');
  return (
    `<div class="scroll"><table data-table="${esc(t.name)}"${t.sortable ? ' data-sortable' : ''}>` +
    `<caption>${esc(t.caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`
  );
}

function renderCell(cell: Cell, tag: 'th' | 'td', numeric: boolean): string {
  const scope = tag === 'th' ? ' scope="row"' : '';
  if (typeof cell === 'object') {
    const cls = [numeric ? 'num' : '', cell.className ?? ''].filter((c) => c !== '').join(' ');
    const sort = cell.sort === undefined ? '' : ` data-sort="${esc(cell.sort)}"`;
    return `<${tag}${scope}${cls ? ` class="${cls}"` : ''}${sort}>${cell.html}</${tag}>`;
  }
  const sort = typeof cell === 'number' ? ` data-sort="${cell}"` : '';
  // Text cells hold names and paths from the skills: isolated so a right-to-left one stays in its cell's order.
  const content = typeof cell === 'number' || numeric ? esc(cell) : isolated(cell);
  return `<${tag}${scope}${numeric ? ' class="num"' : ''}${sort}>${content}</${tag}>`;
}

/** A cell showing formatted text that sorts by its raw number. */
export function numCell(value: number, text: string): Cell {
  return { html: esc(text), sort: value };
}

/** A chart's figures behind a disclosure triangle. */
export function numbersFor(summary: string, table: string): string {
  return `<details class="numbers"><summary>${esc(summary)}</summary>${table}</details>`;
}

/** A figure: the chart, its caption, and its numbers. */
export function figure(chart: string, caption: string, numbers: string): string {
  return `<figure>${chart}<figcaption>${caption}</figcaption>${numbers}</figure>`;
}
