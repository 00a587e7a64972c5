/**
 * Sentence boundaries for descriptions, in English and Chinese. Deliberately simple: a
 * sentence ends at `.`, `!`, `?` followed by whitespace or the end, at `。！？` anywhere, or
 * at a line break. Abbreviations like "e.g. " end a sentence here; for the rules that use
 * this (first sentence, cut lands mid-sentence) that errs towards fewer findings.
 */

const TERMINAL = /[.!?…](?=["'”’)\]]*(?:\s|$))|[。！？]/gu;

/** Offsets (UTF-16, exclusive) where sentences end, including the end of the text. */
export function sentenceEnds(text: string): number[] {
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

/** The first sentence, trimmed (the whole text when there is no boundary). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = sentenceEnds(trimmed).find((e) => trimmed.slice(0, e).trim() !== '') ?? trimmed.length;
  return trimmed.slice(0, end).trim();
}

/**
 * True when the kept prefix of a cut text does not end at a sentence boundary, i.e. a
 * reader sees half a sentence. A prefix that is the whole text is never mid-sentence.
 */
export function endsMidSentence(full: string, kept: string): boolean {
  if (kept.length >= full.length) return false;
  const trimmedKept = kept.trimEnd();
  if (trimmedKept === '') return false;
  return !sentenceEnds(full).includes(trimmedKept.length) && !/[.!?…。！？]["'”’)\]]*$/u.test(trimmedKept);
}

/** A sentence end, with closing quotes or brackets after it. */
const SENTENCE_END = /[.!?。！？]["'”’)\]）」』》]*$/u;
/** `...` or `…` at the end is the usual truncation marker, not a sentence end. */
const ELLIPSIS = /(?:\.\.\.|…)["'”’)\]）」』》]*$/u;

export function endsAtSentenceEnd(text: string): boolean {
  const t = text.trimEnd();
  return SENTENCE_END.test(t) && !ELLIPSIS.test(t);
}
