/**
 * Drawing a table whose column widths are already decided (table.ts decides them): the boxed
 * look every report table has, and the plain aligned columns of the short lists (check's tally,
 * the rule list, plan, diff). Widths are terminal columns, not code points — a CJK skill name
 * takes two columns per character — so a box stays a box around Chinese or Japanese text.
 * Cells arrive escaped and capped; nothing here sees raw input.
 */

/** Columns one code point takes on a terminal: 0 (combining marks, joiners), 1, or 2 (wide). */
function codePointWidth(cp: number): number {
  if (cp < 0x300) return 1; // the common case, ASCII and Latin-1, first
  if (ZERO_WIDTH.test(String.fromCodePoint(cp))) return 0;
  return isWide(cp) ? 2 : 1;
}

/**
 * Combining marks (variation selectors among them) and the zero-width space and joiners: drawn
 * over or between the characters around them.
 */
const ZERO_WIDTH = /^(?:\p{Mn}|\p{Me}|[\u200b-\u200d])$/u;

/**
 * East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth.txt, W and F), as
 * ranges: Hangul jamo, CJK punctuation, kana, ideographs, Yi, Hangul syllables, compatibility
 * and vertical forms, fullwidth forms, the ideographic supplementary planes.
 */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3041, 0x3247],
  [0x3250, 0x4dbf],
  [0x4e00, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1b000, 0x1b2ff],
  [0x1f200, 0x1f2ff],
  [0x20000, 0x3fffd],
];

function isWide(cp: number): boolean {
  for (const [lo, hi] of WIDE) if (cp >= lo && cp <= hi) return true;
  return false;
}

/**
 * An emoji as terminals draw it, two columns: a pictograph shown as emoji by default or asked
 * for with U+FE0F, with its skin tone and any zero-width-joined parts; or a flag, two regional
 * indicators (tried first: each indicator alone is an emoji too, which would count a flag as 4).
 */
const EMOJI =
  /\p{Regional_Indicator}{2}|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f)\p{Emoji_Modifier}?(?:\u200d\p{Extended_Pictographic}\ufe0f?\p{Emoji_Modifier}?)*/u;

/** No code point that could be anything but one column wide (below the combining marks). */
function onlyNarrow(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x300) return false;
  return true;
}

/** Display width of `text` in terminal columns (escaped text: no controls, no ANSI codes). */
export function displayWidth(text: string): number {
  if (onlyNarrow(text)) return text.length;
  let width = 0;
  for (const part of text.split(EMOJI_SPLIT)) {
    if (EMOJI_WHOLE.test(part)) width += 2;
    else for (const ch of part) width += codePointWidth(ch.codePointAt(0)!);
  }
  return width;
}
const EMOJI_SPLIT = new RegExp(`(${EMOJI.source})`, 'u');
const EMOJI_WHOLE = new RegExp(`^(?:${EMOJI.source})$`, 'u');

/** `text` cut to at most `width` columns, ending with `…` when it had to be cut. */
function truncateTo(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (onlyNarrow(text)) return `${text.slice(0, Math.max(width - 1, 0))}…`;
  const points = [...text];
  while (points.length > 0 && displayWidth(points.join('')) > width - 1) points.pop();
  return `${points.join('')}…`;
}

/** `text` padded with spaces to `width` columns, on the left when `right`. */
function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(width - displayWidth(text), 0));
  return right ? fill + text : text + fill;
}

/** What both looks draw from: the visible columns' heads, cells, content widths and alignment. */
export interface DrawInput {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Content width of each column, in terminal columns (padding and borders excluded). */
  readonly widths: readonly number[];
  readonly right: readonly boolean[];
  readonly color: boolean;
}

const BORDER = { top: '┌┬┐─', rule: '├┼┤─', bottom: '└┴┘─', side: '│' } as const;

const sgr = (on: number, text: string, color: boolean): string =>
  color && text !== '' ? `\u001b[${on}m${text}\u001b[39m` : text;
const grey = (text: string, color: boolean): string => sgr(90, text, color);

/**
 * The boxed look: a border round the table, a rule under the header (none when `bare`), no
 * rule between body rows, one space of padding either side of a cell. In colour the borders
 * are grey and the header cyan, painted per cell segment as before (so a terminal shows the
 * same bytes it always did).
 */
export function drawBox(input: DrawInput, bare: boolean): string {
  const { widths, color } = input;
  if (widths.length === 0) return '';
  const line = (chars: string): string =>
    widths
      .map((w, c) =>
        grey(
          `${c === 0 ? chars[0] : chars[1]}${chars[3]!.repeat(w + 2)}${c === widths.length - 1 ? chars[2] : ''}`,
          color,
        ),
      )
      .join('');
  const row = (cells: readonly string[], head: boolean): string =>
    widths
      .map((w, c) => {
        const content = ` ${pad(truncateTo(cells[c] ?? '', w), w, input.right[c] === true)} `;
        const last = c === widths.length - 1 ? grey(BORDER.side, color) : '';
        return `${grey(BORDER.side, color)}${head ? sgr(36, content, color) : content}${last}`;
      })
      .join('');
  const out = [line(BORDER.top), row(input.head, true)];
  if (input.rows.length > 0 && !bare) out.push(line(BORDER.rule));
  for (const cells of input.rows) out.push(row(cells, false));
  out.push(line(BORDER.bottom));
  return out.join('\n');
}

/** How the plain look lays a row out. */
export interface PlainLook {
  /** Before every line (`'  '` for a list under a heading). */
  readonly indent: string;
  /** Spaces between columns. */
  readonly gap: number;
  /** Whether the first line is the header. */
  readonly header: boolean;
  /** Colour for a padded body cell (row and column index into the visible table); as is otherwise. */
  readonly paint?: ((padded: string, row: number, column: number) => string) | undefined;
}

/** The plain look: columns aligned with spaces, no border, no trailing spaces. */
export function drawPlain(input: DrawInput, look: PlainLook): string {
  const gap = ' '.repeat(look.gap);
  const row = (cells: readonly string[], r: number | undefined): string =>
    `${look.indent}${input.widths
      .map((w, c) => {
        const padded = pad(truncateTo(cells[c] ?? '', w), w, input.right[c] === true);
        return r !== undefined && look.paint !== undefined ? look.paint(padded, r, c) : padded;
      })
      .join(gap)}`.trimEnd();
  const out = look.header ? [row(input.head, undefined)] : [];
  input.rows.forEach((cells, r) => out.push(row(cells, r)));
  return out.join('\n');
}
