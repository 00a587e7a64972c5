/**
 * Description of a flat-layout skill that has no frontmatter: its first heading plus the first
 * sentence of the text after it — what a human skimming the file would call its summary.
 */

const HEADING = /^#{1,6}[ \t]+(.+?)[ \t#]*$/;
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
    const h = HEADING.exec(trimmed);
    if (h) {
      if (paragraph.length > 0) break;
      if (heading === '') heading = h[1]!.trim();
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
