/**
 * Abbreviating the cells of a column narrowed to fit the terminal: cut at the end, unless that
 * makes different values look the same, then in the middle; paths keep their file name.
 */

/**
 * Cells of one abbreviated column, `chars` characters each at most. Cut at the end (`catalog:mu…`)
 * as a plain truncation would, unless that makes different values look the same — three routers all
 * shown as `catalog:mult…`, four files as `plugins/building-secure-contracts/skill…` — then cut in
 * the middle at the split that keeps the most of them apart (`catal…:bm25f`, `plugins/…/TOOLS.md`).
 * Columns of more than ABBREVIATE_SEARCH_ROWS cells keep the first cut (the split search is
 * rows × width). A path column's first cut keeps the file name (pathCut).
 */
export function abbreviateApart(values: readonly string[], chars: number, paths = false): string[] {
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
