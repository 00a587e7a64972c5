/**
 * SK411's emphasis weights as first written (src/check/rules/body-terms.ts before the one-pass
 * version): every heading, bold span and trigger sentence tokenised again on its own, with the
 * live module's cleanup patterns (so a change to them reaches both). The reference that src/check/text/emphasis.ts must match exactly (test/check/emphasis.test.ts).
 */
import { BODY_TERM_WEIGHTS } from '../../src/check/rules/body-terms.js';
import { EMPHASIS_CLEANUP } from '../../src/check/text/emphasis.js';
import { sentenceEnds } from '../../src/base/sentences.js';
import { triggerOffsets } from '../../src/check/text/triggers.js';
import { referenceSeedTerms as seedTerms } from './seed-terms.js';

export function referenceStripFences(body: string): string {
  let inFence = false;
  return body
    .split('\n')
    .map((line) => {
      if (/^\s{0,3}(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

const { PLACEHOLDERS, LINK_TARGET, URL } = EMPHASIS_CLEANUP;

/** Weighted emphasis per term in a markdown body. */
export function referenceEmphasisWeights(body: string): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const term of seedTerms(text)) weights.set(term, (weights.get(term) ?? 0) + weight);
  };
  const text = referenceStripFences(body).replace(PLACEHOLDERS, ' ').replace(LINK_TARGET, ']').replace(URL, ' ');
  add(text, BODY_TERM_WEIGHTS.plain);
  for (const line of text.split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) add(heading[1] ?? '', BODY_TERM_WEIGHTS.heading);
    for (const bold of line.matchAll(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/g))
      add(bold[1] ?? bold[2] ?? '', BODY_TERM_WEIGHTS.bold);
  }
  // Trigger clauses found in whole-text scans, then each sentence holding one counted once.
  const ends = sentenceEnds(text);
  let e = 0;
  let lastEnd = -1;
  for (const at of triggerOffsets(text)) {
    while (e < ends.length && (ends[e] ?? 0) <= at) e++;
    const end = ends[e] ?? text.length;
    if (end === lastEnd) continue;
    add(text.slice(e > 0 ? (ends[e - 1] ?? 0) : 0, end), BODY_TERM_WEIGHTS.trigger);
    lastEnd = end;
  }
  return weights;
}
