/**
 * sentenceEnds as first written (collect, de-duplicate through a Set, sort; `u` flag; abbreviations as one regex): the
 * reference src/base/sentences.ts must match exactly (test/check/sentences-fast.test.ts).
 */
const TERMINAL = /[.!?…](?=["'”’)\]]*(?:\s|$))|[。！？]/gu;

/** The abbreviation rule of sentences.ts as one regex over the text before the `.` and one after it. */
const ABBREVIATION_BEFORE =
  /(?<![A-Za-z0-9_.])(e\.g|i\.e|eg|ie|vs|cf|viz|approx|incl|esp|resp|ca|al|dr|mr|mrs|prof|st|jr|sr|figs?|eq|vol|pp|(?:[a-z]\.)+[a-z]|etc)$/i;

function isAbbreviation(text: string, dot: number): boolean {
  const m = ABBREVIATION_BEFORE.exec(text.slice(0, dot));
  if (m === null || m[0].length > 16) return false;
  if ((m[1] ?? '').toLowerCase() !== 'etc') return true;
  return !/^["'”’)\]]*\s*[A-Z]/u.test(text.slice(dot + 1));
}

export function referenceSentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(TERMINAL)) {
    if (match[0] === '.' && isAbbreviation(text, match.index ?? 0)) continue;
    let end = (match.index ?? 0) + match[0].length;
    while (end < text.length && /["'”’)\]]/u.test(text[end] ?? '')) end++;
    ends.push(end);
  }
  for (const match of text.matchAll(/\n/gu)) ends.push(match.index ?? 0);
  ends.push(text.length);
  return [...new Set(ends)].sort((a, b) => a - b);
}
