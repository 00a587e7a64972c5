/**
 * Shared pieces of the host simulations: description text as hosts render it (one line),
 * cutting by code points and the entry bookkeeping.
 */
import { codePointLength, sliceCodePoints, collapseWhitespace } from '../base/text.js';
import { endsMidSentence } from '../base/sentences.js';
import type { ListingEntry, ListingSkill } from './types.js';

/** Hosts put each entry on one line, so descriptions are shown with whitespace collapsed. */
export function renderedDescription(skill: ListingSkill, withWhenToUse: boolean): string {
  const description = collapseWhitespace(skill.description);
  const when = withWhenToUse && skill.whenToUse ? collapseWhitespace(skill.whenToUse) : '';
  return when === '' ? description : `${description} - ${when}`;
}

/** Entry record for a description shown with `shown` code points (`full` length `full`). */
export function entryFor(
  skill: ListingSkill,
  description: string,
  shown: number,
  status: ListingEntry['status'],
  reason?: ListingEntry['reason'],
): ListingEntry {
  const fullChars = codePointLength(description);
  const kept = sliceCodePoints(description, shown);
  const cut = status === 'cut';
  return {
    name: skill.name,
    file: skill.file,
    status,
    fullChars,
    shownChars: status === 'name-only' || status === 'omitted' || status === 'skipped' ? 0 : Math.min(shown, fullChars),
    cutMidSentence: cut && endsMidSentence(description, kept),
    ...(reason ? { reason } : {}),
    ...(skill.readFrom === undefined || status === 'skipped' ? {} : { readFrom: skill.readFrom }),
  };
}

/** Name order used by hosts that sort their listing (code-unit order, like a plain sort). */
export function byName(a: ListingSkill, b: ListingSkill): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}

/** Length of lines joined by newlines, in code points. */
export function joinedLength(lengths: readonly number[]): number {
  if (lengths.length === 0) return 0;
  return lengths.reduce((sum, n) => sum + n, 0) + lengths.length - 1;
}
