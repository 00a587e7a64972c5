/**
 * Shared helpers of the `tokens` renderers: a quoted, JSON-escaped text sample and id lists.
 * The table cell is escaped once more for the terminal (C1 and bidi controls, which JSON keeps).
 */

/**
 * Visible form of a text in a table cell: quoted (so leading/trailing spaces show, as in
 * `" don't stop"`), control characters escaped, cut at `max` code points.
 */
export function escapeText(text: string, max = 40): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  const chars = [...escaped];
  return chars.length > max ? `"${chars.slice(0, max - 1).join('')}…` : `"${escaped}"`;
}

/** Ids as `[a, b, c]`, cut after `max` ids. */
export function formatIds(ids: readonly number[], max = 12): string {
  return ids.length > max ? `[${ids.slice(0, max).join(', ')}, … +${ids.length - max}]` : `[${ids.join(', ')}]`;
}
