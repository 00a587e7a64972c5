/**
 * Claude Code (older releases): one XML `<skill>` block per skill (about 110 characters of
 * markup and location around name and description), a fixed 15,000-character budget, and
 * entries taken in name order until the next one does not fit — the rest are left out
 * ("Showing 42 of 63 skills"). Descriptions are never shortened.
 */
import { codePointLength } from '../base/text.js';
import { byName, entryFor, renderedDescription } from './common.js';
import { readAsHost } from './file-reading.js';
import type { HostListing, ListingEntry, ListingSkill } from './types.js';

/** Fixed listing budget of the older Claude Code, in characters. */
export const CLAUDE_CODE_LEGACY_BUDGET = 15_000;

export function legacyEntryText(skill: ListingSkill, description: string): string {
  return `<skill>\n<name>\n${skill.name}\n</name>\n<description>\n${description}\n</description>\n<location>\n${skill.file}\n</location>\n</skill>`;
}

export function simulateClaudeCodeLegacy(input: readonly ListingSkill[]): HostListing {
  const skills = readAsHost('claude-code-legacy', input);
  const budget = CLAUDE_CODE_LEGACY_BUDGET;
  const listed = skills.filter((s) => !s.hiddenFromModel && s.missing !== 'description').sort(byName);
  const blocks = listed.map((s) => legacyEntryText(s, renderedDescription(s, false)));
  const lengths = blocks.map(codePointLength);
  const fullSize = lengths.reduce((sum, n) => sum + n, 0) + Math.max(0, lengths.length - 1);

  let size = 0;
  let shownCount = 0;
  for (const length of lengths) {
    const next = size + (shownCount > 0 ? 1 : 0) + length;
    if (next > budget) break;
    size = next;
    shownCount++;
  }
  const bySkill = new Map<ListingSkill, ListingEntry>();
  listed.forEach((skill, i) => {
    const description = renderedDescription(skill, false);
    bySkill.set(
      skill,
      i < shownCount
        ? entryFor(skill, description, codePointLength(description), 'full')
        : entryFor(skill, description, 0, 'omitted', 'budget'),
    );
  });
  const entries = skills.map(
    (skill) =>
      bySkill.get(skill) ??
      entryFor(
        skill,
        renderedDescription(skill, false),
        0,
        'skipped',
        skill.missing === 'description' ? (skill.refused ?? 'invalid') : 'hidden',
      ),
  );
  // The trailer as the older release printed it (deobfuscated cli.js of a pre-2.1.32 build).
  const footer =
    shownCount < listed.length ? [`<!-- Showing ${shownCount} of ${listed.length} skills due to token limits -->`] : [];
  return {
    host: 'claude-code-legacy',
    unit: 'chars',
    budget,
    fullSize,
    size,
    overBy: Math.max(0, fullSize - budget),
    entries,
    text: ['<available_skills>', ...blocks.slice(0, shownCount), '</available_skills>', ...footer].join('\n'),
  };
}
