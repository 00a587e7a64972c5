/**
 * cli-table3 with our defaults: no colour codes unless asked, compact rows, right-aligned
 * numbers — and two guarantees every terminal table gets here, in one place:
 * - every cell is escaped (`escapeTerminal`) and cut at CELL_MAX_CHARS, so a hostile or huge
 *   value can neither drive the terminal nor flood it;
 * - given a width, the table fits it: a box table that wraps is unreadable, so we abbreviate
 *   the text columns named in `shrink` (ending them with `…`), then hide the columns named in
 *   `drop` in that order, then abbreviate further; a note under the table names what was hidden.
 *   A table that still cannot fit (too many numbers) prints at its narrowest.
 */
import Table from 'cli-table3';
import { CELL_MAX_CHARS, escapeTerminal } from '../base/escape.js';

export interface TableSpec {
  readonly head: readonly string[];
  /** Column indexes whose cells are right-aligned (numbers). */
  readonly numeric?: readonly number[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly color: boolean;
  /** Terminal width in columns to fit; undefined = no limit (see `terminalWidth` in cli/io.ts). */
  readonly width?: number | undefined;
  /** Columns that may be hidden to fit the width, least useful first. */
  readonly drop?: readonly number[];
  /** Text columns that may be abbreviated to fit the width, first shrunk first. */
  readonly shrink?: readonly number[];
  /**
   * Shrunk columns that hold paths: cut in the middle so the file name stays
   * (`plugins/docs-kit/…/LICENSE.txt`, not `plugins/docs-kit/skills/pdf-forms/LI…`).
   */
  readonly paths?: readonly number[];
  /** No rule under the header row either (the `tokens` tables' look). */
  readonly bare?: boolean;
}

/** Narrowest a shrunk column gets (content characters) before we hide a column instead. */
const SHRINK_SOFT_MIN = 24;
/** Narrowest a shrunk column gets at all. */
export const SHRINK_HARD_MIN = 8;

/** Border characters without a rule between body rows (compact, still boxed). */
const BARE_CHARS = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

const ANSI_SGR = /\u001b\[[0-9;]*m/g;

/** Column widths (padding included) read off the table's top border. */
function measure(rendered: string): { total: number; columns: number[] } {
  const top = (rendered.split('\n', 1)[0] ?? '').replace(ANSI_SGR, '');
  return {
    total: [...top].length,
    columns: top
      .slice(1, -1)
      .split('┬')
      .map((s) => [...s].length),
  };
}

export function renderTable(spec: TableSpec): string {
  const numeric = new Set(spec.numeric ?? []);
  const head = spec.head.map((h) => escapeTerminal(h, { max: CELL_MAX_CHARS }));
  const rows = spec.rows.map((row) => row.map((c) => escapeTerminal(String(c), { max: CELL_MAX_CHARS })));

  const pathColumns = new Set(spec.paths ?? []);
  const cut = new Map<string, string[]>(); // column:width → its cells abbreviated
  const cells = (i: number, widths: ReadonlyMap<number, number>): readonly string[] | undefined => {
    const w = widths.get(i);
    if (w === undefined) return undefined;
    const key = `${i}:${w}`;
    let out = cut.get(key);
    if (out === undefined)
      cut.set(
        key,
        (out = abbreviateApart(
          rows.map((row) => row[i] ?? ''),
          w - 2,
          pathColumns.has(i),
        )),
      );
    return out;
  };
  const draw = (visible: readonly number[], widths: ReadonlyMap<number, number>): string => {
    const columns = visible.map((i) => cells(i, widths));
    const table = new Table({
      head: visible.map((i) => head[i] ?? ''),
      colAligns: visible.map((i) => (numeric.has(i) ? 'right' : 'left')),
      colWidths: visible.map((i) => widths.get(i) ?? null) as number[],
      style: { head: spec.color ? ['cyan'] : [], border: spec.color ? ['grey'] : [], compact: true },
      ...(spec.bare === true ? { chars: BARE_CHARS } : {}),
    });
    rows.forEach((row, r) => table.push(visible.map((i, v) => columns[v]?.[r] ?? row[i] ?? '')));
    return table.toString();
  };

  const all = spec.head.map((_, i) => i);
  const natural = draw(all, new Map());
  const width = spec.width;
  if (width === undefined || measure(natural).total <= width) return natural;

  // Shrink the `shrink` columns, in order, until the table fits or each is at `min`.
  const tryFit = (visible: readonly number[], min: number): { text: string; fits: boolean } => {
    let text = draw(visible, new Map());
    const widths = new Map<number, number>();
    for (const col of spec.shrink ?? []) {
      const at = visible.indexOf(col);
      if (at === -1) continue;
      const m = measure(text);
      if (m.total <= width) break;
      const current = m.columns[at] ?? 0;
      const target = Math.max(current - (m.total - width), min + 2);
      if (target >= current) continue;
      widths.set(col, target);
      text = draw(visible, widths);
    }
    return { text, fits: measure(text).total <= width };
  };

  let visible = all;
  let best = tryFit(visible, SHRINK_SOFT_MIN);
  const hidden: number[] = [];
  for (const col of spec.drop ?? []) {
    if (best.fits) break;
    visible = visible.filter((i) => i !== col);
    hidden.push(col);
    best = tryFit(visible, SHRINK_SOFT_MIN);
  }
  if (!best.fits) best = tryFit(visible, SHRINK_HARD_MIN);
  if (hidden.length === 0) return best.text;
  const names = hidden.map((i) => head[i] ?? '').join(', ');
  return `${best.text}\n${dim(wrapLine(`(hidden to fit ${width} columns: ${names}; --json has every column)`, width), spec.color)}`;
}

/**
 * Cells of one abbreviated column, `chars` characters each at most. Cut at the end (`catalog:mu…`)
 * as cli-table3 would, unless that makes different values look the same — three routers all
 * shown as `catalog:mult…`, four files as `plugins/building-secure-contracts/skill…` — then cut in
 * the middle at the split that keeps the most of them apart (`catal…:bm25f`, `plugins/…/TOOLS.md`).
 * Columns of more than ABBREVIATE_SEARCH_ROWS cells keep the first cut (the split search is
 * rows × width). A path column's first cut keeps the file name (pathCut).
 */
function abbreviateApart(values: readonly string[], chars: number, paths = false): string[] {
  const points = values.map((v) => [...v]);
  const atEnd = (p: string[]): string =>
    p.length <= chars ? p.join('') : `${p.slice(0, Math.max(chars - 1, 0)).join('')}…`;
  const endCut = points.map(paths ? (p) => pathCut(p, chars) ?? atEnd(p) : atEnd);
  const distinct = new Set(values).size;
  if (chars < 3 || new Set(endCut).size === distinct || values.length > ABBREVIATE_SEARCH_ROWS) return endCut;
  let best = endCut;
  let bestDistinct = new Set(endCut).size;
  // The most even split first (`catalo…:bm25f`), then ever more uneven ones, a longer tail before
  // a longer head: the end of a path (its file) usually tells rows apart.
  const tails: number[] = [];
  for (let tail = 1; tail <= chars - 2; tail++) tails.push(tail);
  tails.sort((a, b) => Math.abs(2 * a - (chars - 1)) - Math.abs(2 * b - (chars - 1)) || b - a);
  for (const tail of tails) {
    if (bestDistinct === distinct) break;
    const head = chars - 1 - tail;
    const cut = points.map((p) =>
      p.length <= chars ? p.join('') : `${p.slice(0, head).join('')}…${p.slice(p.length - tail).join('')}`,
    );
    const n = new Set(cut).size;
    if (n > bestDistinct) {
      best = cut;
      bestDistinct = n;
    }
  }
  return best;
}

/** Shortest head kept before the `…` of a path cut (`plugins/…` rather than `p…`). */
const PATH_HEAD_MIN = 4;

/**
 * A path cut in the middle so that its last segment stays whole (`plugins/docs…/LICENSE.txt`);
 * when even the last segment does not fit, its end (`…/a-very-long-name.md` → `…-long-name.md`).
 * Undefined for a path that fits or a width too small for either.
 */
export function pathCut(p: readonly string[], chars: number): string | undefined {
  if (p.length <= chars || chars < PATH_HEAD_MIN + 2) return undefined;
  const slash = p.lastIndexOf('/');
  const tail = slash < 0 ? p.length : p.length - slash;
  const head = chars - 1 - tail;
  if (head >= PATH_HEAD_MIN) return `${p.slice(0, head).join('')}…${p.slice(p.length - tail).join('')}`;
  return `…${p.slice(p.length - (chars - 1)).join('')}`;
}

/** Most cells an abbreviated column may have for the middle-cut search (see abbreviateApart). */
const ABBREVIATE_SEARCH_ROWS = 5_000;

/**
 * Words of `line` wrapped at `width` columns, continuation lines starting with `indent` (two
 * spaces unless given); no width, or a line that fits: as is. A word longer than a line stays
 * whole (a path is not broken). The note under a table wraps at the width it was fitted to, and
 * so do the lines around the cost table and check's text output.
 */
export function wrapLine(line: string, width: number | undefined, indent = '  '): string {
  if (width === undefined || [...line].length <= width) return line;
  const out: string[] = [];
  // The line's own indentation stays (a finding under its file header).
  const lead = /^ */.exec(line)![0];
  let current = lead;
  for (const word of line.slice(lead.length).split(' ')) {
    const next = current === lead ? `${lead}${word}` : `${current} ${word}`;
    if ([...next].length > width && current.trim() !== '') {
      out.push(current.trimEnd());
      current = `${indent}${word}`;
    } else current = next;
  }
  out.push(current);
  return out.join('\n');
}

/** Bold/dim helpers that vanish without colour. */
export function bold(text: string, color: boolean): string {
  return color ? `\u001b[1m${text}\u001b[22m` : text;
}
export function dim(text: string, color: boolean): string {
  return color ? `\u001b[2m${text}\u001b[22m` : text;
}
