/**
 * Description of a flat-layout skill that has no frontmatter: its first heading plus the first
 * sentence of the text after it — what a human skimming the file would call its summary.
 */

import { trimEndOf } from '../base/trim.js';

/**
 * An ATX heading's marker; its text is the rest of the line less trailing spaces, tabs and
 * closing #s. Not one pattern with a lazy `(.+?)[ \t#]*$`: that retries the trailing run from
 * every character before it, quadratic on a long heading of spaces that ends in a letter.
 */
const HEADING_MARK = /^#{1,6}[ \t]+/;
/** `.` of the heading text: anything but a line terminator. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** The text of `line` (already trimmed) as an ATX heading, or null when it is not one. */
export function headingText(line: string): string | null {
  const mark = HEADING_MARK.exec(line);
  if (!mark) return null;
  const rest = line.slice(mark[0].length);
  if (rest === '' || LINE_TERMINATOR.test(rest)) return null;
  // The heading text keeps at least one character, as `.+?` did ("# #" is the heading "#").
  return trimEndOf(rest, ' \t#') || rest.charAt(0);
}
/** Sentence end: Western punctuation followed by space/end, or CJK full stops (no space needed). */
const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/;

export function deriveDescription(body: string): string {
  const lines = body.split(/\r?\n/);
  let heading = '';
  let inFence = false;
  const paragraph: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (/^(```|~~~)/.test(trimmed)) {
      inFence = !inFence;
      if (paragraph.length > 0) break;
      continue;
    }
    if (inFence) continue;
    const h = headingText(trimmed);
    if (h !== null) {
      if (paragraph.length > 0) break;
      if (heading === '') heading = h.trim();
      continue;
    }
    if (trimmed === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(trimmed);
  }
  const text = paragraph.join(' ');
  const end = SENTENCE_END.exec(text);
  const sentence = end ? text.slice(0, end.index + end[0].length) : text;
  if (heading === '') return sentence;
  if (sentence === '') return heading;
  return /[.!?:。！？：]$/.test(heading) ? `${heading} ${sentence}` : `${heading}: ${sentence}`;
}
