/**
 * GitHub-flavoured markdown for pasting into a PR. Text from input is untrusted twice over: it
 * is printed to a terminal first (so it goes through `escapeTerminal`), and rendered by GitHub
 * second, where `[x](url)`, `![x](url)`, `<img …>` or a stray `|` would plant links, images,
 * HTML or break the table. `mdText` backslash-escapes every character with inline meaning
 * (CommonMark lets any ASCII punctuation be escaped), `mdCode` picks a fence the text cannot
 * close, and `mdTable` escapes every cell as text unless it is marked as markdown (`MdCell`).
 */
import { CELL_MAX_CHARS, escapeTerminal, TEXT_MAX_CHARS } from '../base/escape.js';

/** ASCII punctuation with inline meaning: escapes, code, emphasis, links/images, HTML, entities, tables, strikethrough. */
const MD_INLINE = /[\\`*_[\]<>!&|~]/g;

/** Untrusted text as literal inline markdown (terminal-escaped, cut at `max` code points). */
export function mdText(text: string, max: number = TEXT_MAX_CHARS): string {
  return escapeTerminal(text, { max }).replace(MD_INLINE, '\\$&');
}

/** A table cell that is already markdown (e.g. an `mdCode` span): only `|` and line breaks are escaped. */
export interface MdCell {
  readonly markdown: string;
}

export function mdTable(
  head: readonly string[],
  rows: readonly (readonly (string | number | MdCell)[])[],
  numeric: readonly number[] = [],
): string {
  const num = new Set(numeric);
  const cell = (c: string | number | MdCell): string =>
    typeof c === 'object' ? c.markdown.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ') : mdText(String(c), CELL_MAX_CHARS);
  const lines = [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map((_, i) => (num.has(i) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/**
 * Inline code span that shows the text literally: nothing renders inside a code span, so only
 * the fence needs care: one backtick longer than the longest run in the text, with a space
 * inside when the text starts or ends with a backtick. Not for table cells (`mdTable` escapes
 * those as text).
 */
export function mdCode(text: string): string {
  const safe = escapeTerminal(text, { max: TEXT_MAX_CHARS });
  const longest = (safe.match(/`+/g) ?? []).reduce((m, run) => Math.max(m, run.length), 0);
  const fence = '`'.repeat(longest + 1);
  const pad = safe.startsWith('`') || safe.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${safe}${pad}${fence}`;
}
