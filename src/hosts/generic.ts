/**
 * A generic bounded listing for hosts we do not model by name (an index cut at 240 chars,
 * a bounded catalog of 8,000 bytes…): `- name: description` in name order, each description
 * cut to `--description-cut` code points, entries kept while the listing fits in
 * `--listing-budget` characters; the rest are omitted (a bounded catalog reports `has_more`).
 * Either limit may be absent.
 */
import { codePointLength, sliceCodePoints } from '../base/text.js';
import { byName, entryFor, renderedDescription } from './common.js';
import type { HostListing, HostParams, ListingEntry, ListingSkill } from './types.js';

export function simulateGeneric(skills: readonly ListingSkill[], params: HostParams): HostListing {
  const cut = params.descriptionCut ?? Infinity;
  const budget = params.listingBudget ?? Infinity;
  const sorted = skills.filter((s) => s.missing !== 'description').sort(byName);
  const descriptions = sorted.map((s) => renderedDescription(s, false));
  const shown = descriptions.map((d) => Math.min(codePointLength(d), cut));
  const lines = sorted.map((s, i) =>
    (shown[i] ?? 0) > 0 ? `- ${s.name}: ${sliceCodePoints(descriptions[i] ?? '', shown[i] ?? 0)}` : `- ${s.name}`,
  );
  const lengths = lines.map(codePointLength);
  const fullSize = lengths.reduce((sum, n) => sum + n, 0) + Math.max(0, lengths.length - 1);

  let size = 0;
  let count = 0;
  for (const length of lengths) {
    const next = size + (count > 0 ? 1 : 0) + length;
    if (next > budget) break;
    size = next;
    count++;
  }
  const bySkill = new Map<ListingSkill, ListingEntry>();
  sorted.forEach((skill, i) => {
    const description = descriptions[i] ?? '';
    const keep = shown[i] ?? 0;
    if (i >= count) bySkill.set(skill, entryFor(skill, description, 0, 'omitted', 'budget'));
    else if (keep < codePointLength(description))
      bySkill.set(skill, entryFor(skill, description, keep, 'cut', 'entry-cap'));
    else bySkill.set(skill, entryFor(skill, description, keep, 'full'));
  });
  return {
    host: 'generic',
    unit: 'chars',
    budget: Number.isFinite(budget) ? budget : null,
    fullSize,
    size,
    overBy: Number.isFinite(budget) ? Math.max(0, fullSize - budget) : 0,
    entries: skills.map((skill) => bySkill.get(skill) ?? entryFor(skill, '', 0, 'skipped', 'invalid')),
    text: lines.slice(0, count).join('\n'),
  };
}
