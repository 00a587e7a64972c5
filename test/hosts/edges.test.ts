/**
 * Budget edges of the two hosts `check` gates by default, one unit under, at and over the budget
 * in the unit each host counts, and the order in which each gives skills up when over it.
 *
 * - Claude Code counts characters: budget = floor(window × 4 × `skillListingBudgetFraction`),
 *   0.01 by default, or `SLASH_COMMAND_TOOL_CHAR_BUDGET` (code.claude.com/docs/en/settings,
 *   `skillListingBudgetFraction`; docs/hosts.md). Over it, descriptions go least-used first; which
 *   skill goes first among equally used ones is not public (our choice: reverse name order).
 * - Codex counts approximate tokens, each line's UTF-8 bytes + its newline / 4 rounded up, against
 *   2 % of the window, or 8,000 characters without one (openai/codex
 *   codex-rs/core-skills/src/render.rs `default_skill_metadata_budget`,
 *   `approx_token_count_from_bytes`, `render_skill_lines_from_lines`). Over it, description
 *   characters are handed out round-robin in listing order (scope, then name), so the skills late
 *   in that order are the ones cut; when not even the bare lines fit, they are taken first-fit in
 *   the same order and the rest omitted.
 */
import { describe, expect, it } from 'vitest';
import { simulateClaudeCode, simulateCodex, type HostListing, type ListingSkill } from '../../src/hosts/index.js';

const skill = (name: string, description: string, extra: Partial<ListingSkill> = {}): ListingSkill => ({
  name,
  description,
  file: `${name}/SKILL.md`,
  usage: 0,
  ...extra,
});

const statuses = (listing: HostListing): string[] => listing.entries.map((e) => `${e.name}:${e.status}`);

describe('Claude Code: one character under, at and over (skillListingBudgetFraction, 0.01 of the window × 4)', () => {
  // Five entries `- sN: <d>` joined by newlines: 5 × (2 + 2 + 2 + 40) + 4 = 234 characters.
  const skills = ['s1', 's2', 's3', 's4', 's5'].map((n) => skill(n, 'd'.repeat(40)));
  const FULL = 234;
  /** The window whose budget is exactly `chars`: floor(w × 4 × 0.01) = w / 25. */
  const windowFor = (chars: number) => chars * 25;

  it('the full listing is 234 characters, newlines counted, header not charged', () => {
    const listing = simulateClaudeCode(skills, { windowTokens: 1_000_000 });
    expect(listing.fullSize).toBe(FULL);
    expect(listing.text.split('\n').slice(1).join('\n')).toHaveLength(FULL);
  });

  it('one under (235) and at (234): every description shown', () => {
    for (const budget of [FULL + 1, FULL]) {
      const listing = simulateClaudeCode(skills, { windowTokens: windowFor(budget) });
      expect(listing).toMatchObject({ budget, fullSize: FULL, size: FULL, overBy: 0 });
      expect(listing.entries.every((e) => e.status === 'full')).toBe(true);
    }
  });

  it('one over (233): exactly one skill loses its whole description, not a character of each', () => {
    const listing = simulateClaudeCode(skills, { windowTokens: windowFor(FULL - 1) });
    expect(listing).toMatchObject({ budget: FULL - 1, overBy: 1, size: FULL - 42 });
    expect(statuses(listing)).toEqual(['s1:full', 's2:full', 's3:full', 's4:full', 's5:name-only']);
    expect(listing.text.split('\n').at(-1)).toBe('- s5');
  });

  it('SLASH_COMMAND_TOOL_CHAR_BUDGET sets the same edges in characters, whatever the window', () => {
    const at = (charBudget: number) =>
      simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { charBudget } });
    expect(at(FULL).entries.every((e) => e.status === 'full')).toBe(true);
    expect(at(FULL - 1).entries.filter((e) => e.status === 'name-only')).toHaveLength(1);
  });
});

describe('Claude Code overflow order: least used first, then (not public; ours) reverse name order', () => {
  const skills = ['alpha', 'bravo', 'charlie', 'delta'].map((n) => skill(n, 'x'.repeat(50)));
  const full = simulateClaudeCode(skills, { windowTokens: 1_000_000 }).fullSize;
  /** Characters one skill's line gives back when its description goes: ": " + 50. */
  const SAVED = 52;

  it('over by exactly what one description frees: one goes; one character more: two go', () => {
    const one = simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { charBudget: full - SAVED } });
    expect(statuses(one)).toEqual(['alpha:full', 'bravo:full', 'charlie:full', 'delta:name-only']);
    expect(one.size).toBe(full - SAVED);
    const two = simulateClaudeCode(skills, {
      windowTokens: 200_000,
      claudeSettings: { charBudget: full - SAVED - 1 },
    });
    expect(statuses(two)).toEqual(['alpha:full', 'bravo:full', 'charlie:name-only', 'delta:name-only']);
  });

  it('usage decides before names: the used skills keep their descriptions, the unused go', () => {
    const used = skills.map((s) => ({ ...s, usage: s.name === 'delta' ? 9 : s.name === 'alpha' ? 0 : 3 }));
    const listing = simulateClaudeCode(used, {
      windowTokens: 200_000,
      claudeSettings: { charBudget: full - 2 * SAVED },
    });
    // alpha (0 uses) first, then among bravo and charlie (3 each) the later name.
    expect(statuses(listing)).toEqual(['alpha:name-only', 'bravo:full', 'charlie:name-only', 'delta:full']);
  });

  it('a skill set name-only by skillOverrides frees its description before any budget cut', () => {
    const listing = simulateClaudeCode(skills, {
      windowTokens: 200_000,
      claudeSettings: { charBudget: full - SAVED, overrides: { bravo: 'name-only' } },
    });
    expect(listing.entries.map((e) => [e.name, e.status, e.reason ?? null])).toEqual([
      ['alpha', 'full', null],
      ['bravo', 'name-only', 'setting'],
      ['charlie', 'full', null],
      ['delta', 'full', null],
    ]);
  });
});

describe('Codex: one token under, at and over (2 % of the window; bytes / 4 rounded up per line)', () => {
  // ASCII lines `- sN: <description> (file: sN/SKILL.md)` + newline.
  const skills = ['s1', 's2', 's3', 's4'].map((n, i) => skill(n, `${'word '.repeat(10 + i)}end.`));
  const full = simulateCodex(skills, { windowTokens: 10_000_000 }).fullSize;
  /** The window whose budget is exactly `tokens`: floor(w × 2 / 100) = w / 50. */
  const windowFor = (tokens: number) => tokens * 50;

  it('the full size is the sum of each line cost, each rounded up on its own', () => {
    const lines = simulateCodex(skills, { windowTokens: 10_000_000 }).text.split('\n').slice(1);
    expect(full).toBe(lines.reduce((sum, l) => sum + Math.ceil((Buffer.byteLength(l) + 1) / 4), 0));
  });

  it('one under and at: every description whole', () => {
    for (const budget of [full + 1, full]) {
      const listing = simulateCodex(skills, { windowTokens: windowFor(budget) });
      expect(listing).toMatchObject({ unit: 'tokens', budget, fullSize: full, overBy: 0, size: full });
      expect(listing.entries.every((e) => e.status === 'full')).toBe(true);
    }
  });

  it('one over: descriptions are cut, the last in listing order first, and the listing fits', () => {
    const listing = simulateCodex(skills, { windowTokens: windowFor(full - 1) });
    expect(listing.overBy).toBe(1);
    expect(listing.size).toBeLessThanOrEqual(full - 1);
    const cut = listing.entries.filter((e) => e.status === 'cut').map((e) => e.name);
    expect(cut.length).toBeGreaterThan(0);
    // Round-robin hands characters out in order, so the cut falls at the end of the order.
    expect(cut.at(-1)).toBe('s4');
    expect(listing.entries.every((e) => e.status === 'full' || e.status === 'cut')).toBe(true);
  });
});

describe('Codex without a window: one character under, at and over 8,000', () => {
  /**
   * Eight skills whose lines (+ newline each) total exactly `chars` characters: each line is its
   * description + 27 (`- sN: ` and ` (file: sN/SKILL.md)` + newline); the last takes the rest, so
   * it has the longest description (all under Codex's 1,024 cap).
   */
  const sized = (chars: number): ListingSkill[] => {
    const each = Math.floor((chars - 8 * 27) / 8);
    const last = chars - 8 * 27 - 7 * each;
    return ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((n, i) => skill(n, 'z'.repeat(i === 7 ? last : each)));
  };

  it('7,999 and 8,000: whole; 8,001: one character less, taken from the last skill in order', () => {
    for (const chars of [7_999, 8_000]) {
      const listing = simulateCodex(sized(chars), { windowTokens: undefined });
      expect(listing).toMatchObject({ unit: 'chars', budget: 8_000, fullSize: chars, size: chars });
      expect(listing.entries.every((e) => e.status === 'full')).toBe(true);
    }
    const over = simulateCodex(sized(8_001), { windowTokens: undefined });
    expect(over).toMatchObject({ fullSize: 8_001, overBy: 1, size: 8_000 });
    expect(over.entries.map((e) => e.fullChars - e.shownChars)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(over.entries.at(-1)).toMatchObject({ name: 's8', status: 'cut', reason: 'budget' });
  });
});

describe('Codex overflow order: when even bare lines do not fit, omitted from the end of scope → name order', () => {
  it('same scope: the later names are omitted; a user-scope skill goes before a repo one', () => {
    // Bare line `- x: (file: x/SKILL.md)` + newline = 24 bytes = 6 tokens; window 900 → 18 tokens: three lines.
    const same = ['a', 'b', 'c', 'd', 'e'].map((n) => skill(n, 'Some description.'));
    expect(statuses(simulateCodex(same, { windowTokens: 900 }))).toEqual([
      'a:name-only',
      'b:name-only',
      'c:name-only',
      'd:omitted',
      'e:omitted',
    ]);
    const scoped = [
      skill('a', 'User.', { scopeRank: 3 }),
      skill('b', 'Repo.', { scopeRank: 2 }),
      skill('c', 'Repo.', { scopeRank: 2 }),
      skill('d', 'Repo.', { scopeRank: 2 }),
    ];
    expect(statuses(simulateCodex(scoped, { windowTokens: 900 }))).toEqual([
      'a:omitted',
      'b:name-only',
      'c:name-only',
      'd:name-only',
    ]);
  });
});
