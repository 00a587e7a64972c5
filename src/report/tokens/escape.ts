/** Shared helpers of the `tokens` renderers: visible escapes and table styling. */

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

/** cli-table3 style: coloured header only when colour is allowed. */
export function tableStyle(color: boolean): { head: string[]; border: string[] } {
  return { head: color ? ['cyan'] : [], border: [] };
}

/** cli-table3 border characters without a rule between body rows (compact, still boxed). */
export const COMPACT_CHARS = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };
