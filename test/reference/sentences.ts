/**
 * sentenceEnds as first written (collect, de-duplicate through a Set, sort; `u` flag): the
 * reference src/check/text/sentences.ts must match exactly (test/check/sentences-fast.test.ts).
 */
const TERMINAL = /[.!?…](?=["'”’)\]]*(?:\s|$))|[。！？]/gu;

export function referenceSentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(TERMINAL)) {
    let end = (match.index ?? 0) + match[0].length;
    while (end < text.length && /["'”’)\]]/u.test(text[end] ?? '')) end++;
    ends.push(end);
  }
  for (const match of text.matchAll(/\n/gu)) ends.push(match.index ?? 0);
  ends.push(text.length);
  return [...new Set(ends)].sort((a, b) => a - b);
}
