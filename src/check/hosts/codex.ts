/**
 * Codex: a fixed preamble, then `- name: description (file: path)` per skill in name order.
 * Budget: 2 % of the window in tokens, tokens estimated as UTF-8 bytes / 4 (rounded up);
 * without a known window, 8,000 characters. Over budget, every description is shortened to
 * the same cap (the largest that fits — "evenly"); if even name + path entries do not fit,
 * skills are omitted from the end of the name order. A description over 1,024 code points
 * after whitespace collapse makes Codex skip the skill altogether (`skipped`), and so does a
 * missing description or a missing declared name (both are required fields for Codex).
 *
 * The path is the SKILL.md path relative to the scanned root; the real host prints an
 * absolute path, so its entries are somewhat longer than ours.
 */
import { codePointLength, sliceCodePoints, utf8Length } from '../../skills/text.js';
import { collapseWhitespace } from '../text/unicode.js';
import { byName, entryFor, renderedDescription } from './common.js';
import type { HostListing, HostParams, ListingEntry, ListingSkill } from './types.js';

/** Share of the window (in tokens) the listing may take: 2 %. */
export const CODEX_WINDOW_SHARE = 0.02;
/** Bytes per estimated token. */
export const CODEX_BYTES_PER_TOKEN = 4;
/** Budget in characters when the window is unknown. */
export const CODEX_FALLBACK_CHARS = 8000;
/** Descriptions longer than this (code points, whitespace collapsed) make Codex skip the skill. */
export const CODEX_DESCRIPTION_MAX = 1024;
/** Our stand-in for the fixed preamble (not charged against the budget). */
export const CODEX_PREAMBLE = 'Skills are listed below. Each is a folder of instructions; open the file to use one.';

function entryLine(skill: ListingSkill, description: string): string {
  return description === '' ? `- ${skill.name} (file: ${skill.file})` : `- ${skill.name}: ${description} (file: ${skill.file})`;
}

export function simulateCodex(skills: readonly ListingSkill[], params: HostParams): HostListing {
  const byTokens = params.windowTokens !== undefined && params.windowTokens > 0;
  const budget = byTokens ? Math.floor((params.windowTokens ?? 0) * CODEX_WINDOW_SHARE) : CODEX_FALLBACK_CHARS;
  const measure = (lines: readonly string[]): number => {
    if (lines.length === 0) return 0;
    const text = lines.join('\n');
    return byTokens ? Math.ceil(utf8Length(text) / CODEX_BYTES_PER_TOKEN) : codePointLength(text);
  };

  const valid = skills.filter((s) => s.missing === undefined && codePointLength(collapseWhitespace(s.description)) <= CODEX_DESCRIPTION_MAX).sort(byName);
  const descriptions = valid.map((s) => renderedDescription(s, false));
  const lengths = descriptions.map(codePointLength);
  const linesAt = (cap: number, count: number) => valid.slice(0, count).map((s, i) => entryLine(s, sliceCodePoints(descriptions[i] ?? '', cap)));
  const maxLength = Math.max(0, ...lengths);
  const fullSize = measure(linesAt(maxLength, valid.length));

  let cap = maxLength;
  let count = valid.length;
  if (fullSize > budget) {
    // Largest common cap that fits: size is monotone in the cap, so bisect.
    let lo = 0;
    let hi = maxLength;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (measure(linesAt(mid, count)) <= budget) lo = mid;
      else hi = mid - 1;
    }
    cap = lo;
    if (cap === 0 && measure(linesAt(0, count)) > budget) {
      // Largest prefix of name-only entries that fits (size is monotone in the count): bisect.
      let lo = 0;
      let hi = count;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(linesAt(0, mid)) <= budget) lo = mid;
        else hi = mid - 1;
      }
      count = lo;
    }
  }
  const lines = linesAt(cap, count);

  const bySkill = new Map<ListingSkill, ListingEntry>();
  valid.forEach((skill, i) => {
    const description = descriptions[i] ?? '';
    const length = lengths[i] ?? 0;
    if (i >= count) bySkill.set(skill, entryFor(skill, description, 0, 'omitted', 'budget'));
    else if (length <= cap) bySkill.set(skill, entryFor(skill, description, length, 'full'));
    else if (cap === 0) bySkill.set(skill, entryFor(skill, description, 0, 'name-only', 'budget'));
    else bySkill.set(skill, entryFor(skill, description, cap, 'cut', 'budget'));
  });
  const entries = skills.map((skill) => bySkill.get(skill) ?? entryFor(skill, renderedDescription(skill, false), 0, 'skipped', 'invalid'));
  return {
    host: 'codex',
    unit: byTokens ? 'tokens' : 'chars',
    budget,
    fullSize,
    size: measure(lines),
    overBy: Math.max(0, fullSize - budget),
    entries,
    text: [CODEX_PREAMBLE, ...lines].join('\n'),
  };
}
