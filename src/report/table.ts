/**
 * THE terminal table: every table a command prints to a terminal goes through here, boxed
 * (`renderTable`, the reports) or as plain aligned columns (`renderColumns`, the short lists
 * under a heading). Three guarantees, in one place:
 * - every cell is escaped (`escapeTerminal`) and cut at CELL_MAX_CHARS, so a hostile or huge
 *   value can neither drive the terminal nor flood it;
 * - given a width, the table fits it: a table that wraps is unreadable, so we abbreviate the
 *   text columns named in `shrink` (ending them with `…`), then hide the columns named in
 *   `drop` in that order, then abbreviate further; a note under the table names what was hidden.
 *   A table that still cannot fit (too many numbers) prints at its narrowest;
 * - colour (grey borders, a cyan header) only when the caller says so — `useColor` in cli/io.ts
 *   decides it once, from the terminal and NO_COLOR — never from a library's own look at stdout.
 * Widths are terminal columns (a CJK character is two); drawing is table-draw.ts, abbreviating
 * table-cut.ts.
 */
import { CELL_MAX_CHARS, escapeTerminal } from '../base/escape.js';
import { abbreviateApart } from './table-cut.js';
import { type DrawInput, displayWidth, drawBox, drawPlain, type PlainLook } from './table-draw.js';

/** What both looks share: the cells, and how to fit them into a width. */
interface FitSpec {
  /** Column indexes whose cells are right-aligned (numbers). */
  readonly numeric?: readonly number[];
  readonly rows: readonly (readonly (string | number)[])[];
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
}

export interface TableSpec extends FitSpec {
  readonly head: readonly string[];
  readonly color: boolean;
  /** No rule under the header row either (the `tokens` tables' look). */
  readonly bare?: boolean;
}

export interface ColumnsSpec extends FitSpec {
  /** The header line; none when absent. */
  readonly head?: readonly string[];
  /** Narrowest each column is, padding included (`['', '', 7]`: a severity column always 7 wide). */
  readonly minWidths?: readonly number[];
  /** Before every line. Default none. */
  readonly indent?: string;
  /** Spaces between columns. Default 2. */
  readonly gap?: number;
  /** Colour for a padded body cell (visible row and column index); default none. */
  readonly paint?: PlainLook['paint'];
  /** Colour for the note under the table. Default false. */
  readonly color?: boolean;
}

/** Narrowest a shrunk column gets (content characters) before we hide a column instead. */
const SHRINK_SOFT_MIN = 24;
/** Narrowest a shrunk column gets at all. */
export const SHRINK_HARD_MIN = 8;

/** A look: how wide a table of these content widths is, and how to draw it. */
interface Look {
  total(widths: readonly number[]): number;
  draw(input: DrawInput): string;
}

/** A bordered table of the rows: `┌─┬─┐`, the header, a rule, the rows, `└─┴─┘`. */
export function renderTable(spec: TableSpec): string {
  const look: Look = {
    total: (widths) => widths.reduce((sum, w) => sum + w + 3, 1),
    draw: (input) => drawBox(input, spec.bare === true),
  };
  return fitted(spec, spec.head, look, spec.color, []);
}

/** Rows as plain columns aligned with spaces (`  SK201  body-lines  warning  3`), header optional. */
export function renderColumns(spec: ColumnsSpec): string {
  const indent = spec.indent ?? '';
  const gap = spec.gap ?? 2;
  const plain: PlainLook = { indent, gap, header: spec.head !== undefined, paint: spec.paint };
  const look: Look = {
    total: (widths) => displayWidth(indent) + widths.reduce((sum, w) => sum + w, 0) + gap * (widths.length - 1),
    draw: (input) => drawPlain(input, plain),
  };
  const columns = Math.max(spec.head?.length ?? 0, ...spec.rows.map((r) => r.length));
  const head = spec.head ?? Array.from({ length: columns }, () => '');
  return fitted(spec, head, look, spec.color === true, spec.minWidths ?? []);
}

/** The table at its natural widths, or fitted into `spec.width` by abbreviating and hiding columns. */
function fitted(
  spec: FitSpec,
  rawHead: readonly string[],
  look: Look,
  color: boolean,
  minWidths: readonly number[],
): string {
  const numeric = new Set(spec.numeric ?? []);
  const head = rawHead.map((h) => escapeTerminal(h, { max: CELL_MAX_CHARS }));
  const rows = spec.rows.map((row) => row.map((c) => escapeTerminal(String(c), { max: CELL_MAX_CHARS })));
  const natural = head.map((h, i) =>
    rows.reduce((w, row) => Math.max(w, displayWidth(row[i] ?? '')), Math.max(displayWidth(h), minWidths[i] ?? 0)),
  );

  const pathColumns = new Set(spec.paths ?? []);
  const cut = new Map<string, string[]>(); // column:width → its cells abbreviated
  const cells = (i: number, w: number): readonly string[] => {
    const key = `${i}:${w}`;
    let out = cut.get(key);
    if (out === undefined)
      cut.set(
        key,
        (out = abbreviateApart(
          rows.map((row) => row[i] ?? ''),
          w,
          pathColumns.has(i),
        )),
      );
    return out;
  };
  const widthsOf = (visible: readonly number[], fixed: ReadonlyMap<number, number>): number[] =>
    visible.map((i) => fixed.get(i) ?? natural[i] ?? 0);
  const draw = (visible: readonly number[], fixed: ReadonlyMap<number, number>): string => {
    const columns = visible.map((i) => {
      const w = fixed.get(i);
      return w === undefined ? undefined : cells(i, w);
    });
    return look.draw({
      head: visible.map((i) => head[i] ?? ''),
      rows: rows.map((row, r) => visible.map((i, v) => columns[v]?.[r] ?? row[i] ?? '')),
      widths: widthsOf(visible, fixed),
      right: visible.map((i) => numeric.has(i)),
      color,
    });
  };

  const all = head.map((_, i) => i);
  const width = spec.width;
  if (width === undefined || look.total(widthsOf(all, new Map())) <= width) return draw(all, new Map());

  // Shrink the `shrink` columns, in order, until the table fits or each is at `min`.
  const tryFit = (visible: readonly number[], min: number): { fixed: Map<number, number>; fits: boolean } => {
    const fixed = new Map<number, number>();
    for (const col of spec.shrink ?? []) {
      const at = visible.indexOf(col);
      if (at === -1) continue;
      const widths = widthsOf(visible, fixed);
      const total = look.total(widths);
      if (total <= width) break;
      const current = widths[at] ?? 0;
      const target = Math.max(current - (total - width), min);
      if (target >= current) continue;
      fixed.set(col, target);
    }
    return { fixed, fits: look.total(widthsOf(visible, fixed)) <= width };
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
  const text = draw(visible, best.fixed);
  if (hidden.length === 0) return text;
  const names = hidden.map((i) => head[i] ?? '').join(', ');
  return `${text}\n${dim(wrapLine(`(hidden to fit ${width} columns: ${names}; --json has every column)`, width), color)}`;
}

/**
 * Words of `line` wrapped at `width` terminal columns (a CJK character is two: counting code
 * points let a Chinese description run 20 columns past an 80-column terminal), continuation
 * lines starting with `indent` (two spaces unless given); no width, or a line that fits: as is.
 * A word longer than a line stays whole (a path is not broken). The note under a table wraps at the width it was fitted to, and
 * so do the lines around the cost table and check's text output.
 */
/** A word that opens a count in parentheses: `(19)`, `(2`, `(1,234`. */
const COUNT_IN_PARENS = /^\(\d/;
/** A word that is one or two marks, no letter or digit (`.`, `-`, `→`): it goes with its neighbours. */
const LONE_MARK = /^[^\p{L}\p{N}]{1,2}$/u;

export function wrapLine(line: string, width: number | undefined, indent = '  '): string {
  if (width === undefined || displayWidth(line) <= width) return line;
  const out: string[] = [];
  // The line's own indentation stays (a finding under its file header).
  const lead = /^ */.exec(line)![0];
  let current = lead;
  // No word on the current line yet. A run of spaces is split into empty words; the ones met
  // right after a break go with the break, so the next line starts at `indent`, not one past it.
  let fresh = true;
  // Where the current line's words start, after its first: a count in parentheses (`(19)`, `(2
  // skills,`) moves to the next line with the word it counts, and with a lone mark before that
  // word's count (`folder . (19)`: the `.` is the folder), so the two never end up a line apart.
  let starts: number[] = [];
  for (const word of line.slice(lead.length).split(' ')) {
    if (fresh && word === '' && out.length > 0) continue;
    const next = fresh ? `${current}${word}` : `${current} ${word}`;
    if (displayWidth(next) > width && !fresh) {
      // The word at starts[k], without the space after it.
      const wordAt = (k: number) => current.slice(starts[k]!, (starts[k + 1] ?? current.length + 1) - 1);
      let k = COUNT_IN_PARENS.test(word) ? starts.length - 1 : -1;
      while (k > 0 && LONE_MARK.test(wordAt(k))) k--;
      const from = k < 0 ? -1 : starts[k]!;
      const last = from < 0 ? '' : current.slice(from);
      // Carried only when it fits with the count: a long path before the count keeps the plain break.
      const carried = last !== '' && displayWidth(`${indent}${last} ${word}`) <= width ? last : '';
      out.push((carried === '' ? current : current.slice(0, from)).trimEnd());
      starts = carried === '' ? [] : starts.slice(k).map((at) => at - from + indent.length);
      current = carried === '' ? `${indent}${word}` : `${indent}${carried} ${word}`;
      if (carried !== '') starts.push(current.length - word.length);
      fresh = word === '';
    } else {
      if (!fresh && word !== '') starts.push(current.length + 1);
      current = next;
      fresh = false;
    }
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
