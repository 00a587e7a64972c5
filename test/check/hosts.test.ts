/**
 * Host listing simulation: directories built in memory that sit exactly at, just under and just
 * over each host's budget, asserting who is cut, reduced to a name, or left out.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import {
  CLAUDE_CODE_ENTRY_CAP,
  CLAUDE_CODE_LEGACY_BUDGET,
  listingSkills,
  simulateClaudeCode,
  simulateClaudeCodeLegacy,
  simulateCodex,
  simulateGeneric,
  type HostListing,
  type ListingSkill,
} from '../../src/check/hosts/index.js';
import { legacyEntryText } from '../../src/check/hosts/claude-code-legacy.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

/** A description of exactly `length` code points made of sentences ending in '.'. */
function description(length: number, seed = 'Formats data'): string {
  let text = '';
  while (text.length < length) text += `${seed} ${text.length}. `;
  text = text.slice(0, length - 1).trimEnd();
  return `${text}${'x'.repeat(length - 1 - text.length)}.`;
}

/** n skills s01…sNN with descriptions of `length` code points, loaded from an in-memory directory. */
function directory(n: number, length: number, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {};
  for (let i = 1; i <= n; i++) {
    const name = `s${String(i).padStart(2, '0')}`;
    files[`${name}/SKILL.md`] = `---\nname: ${name}\ndescription: "${description(length)}"\n${extra[name] ?? ''}---\n\nBody.\n`;
  }
  return loadSkills('/', {}, memoryFs(files));
}

function statusOf(listing: HostListing): Record<string, string> {
  return Object.fromEntries(listing.entries.map((e) => [e.name, e.status]));
}

describe('claude-code', () => {
  // 10 entries of `- sNN: <93 chars>` = 100 chars each, joined by newlines: 1,009 chars.
  const set = directory(10, 93);
  const skills = listingSkills(set);

  it('budget is floor(window × 4 × 1 %): 8,000 at 200k', () => {
    expect(simulateClaudeCode(skills, { windowTokens: 200_000 }).budget).toBe(8000);
  });

  it('exactly at the budget: everyone full', () => {
    const listing = simulateClaudeCode(skills, { windowTokens: 25_225 });
    expect(listing).toMatchObject({ budget: 1009, fullSize: 1009, size: 1009, overBy: 0 });
    expect(Object.values(statusOf(listing))).toEqual(Array(10).fill('full'));
    expect(listing.text.split('\n')).toHaveLength(11);
  });

  it('one char over: the last skill in reverse name order loses its description', () => {
    const listing = simulateClaudeCode(skills, { windowTokens: 25_200 });
    expect(listing).toMatchObject({ budget: 1008, fullSize: 1009, overBy: 1, size: 1009 - 95 });
    expect(listing.entries.filter((e) => e.status === 'name-only').map((e) => e.name)).toEqual(['s10']);
    expect(listing.text.split('\n').at(-1)).toBe('- s10');
  });

  it('usage counts decide who loses first', () => {
    const used = listingSkills(set, Object.fromEntries(skills.map((s, i) => [s.name, i === 3 ? 0 : 10])));
    const listing = simulateClaudeCode(used, { windowTokens: 25_200 });
    expect(listing.entries.filter((e) => e.status === 'name-only').map((e) => e.name)).toEqual(['s04']);
  });

  it('check reports SK310 with the overage and SK312 for the dropped skill', () => {
    const result = runCheck(set, { hosts: ['claude-code'], windowTokens: 25_200, rules: { SK401: 'off', SK301: 'off' } });
    expect(result.findings.map((f) => [f.code, f.file, f.data['overBy'] ?? null])).toEqual([
      ['SK310', '', 1],
      ['SK312', 's10/SKILL.md', null],
    ]);
  });

  it('caps description + when_to_use at 1,536 chars and says when the cut is mid-sentence', () => {
    const at = { name: 'a', description: description(1000), whenToUse: description(CLAUDE_CODE_ENTRY_CAP - 1003), file: 'a/SKILL.md', usage: 0 };
    const over = { ...at, name: 'b', file: 'b/SKILL.md', whenToUse: description(CLAUDE_CODE_ENTRY_CAP - 1002) };
    const listing = simulateClaudeCode([at, over], { windowTokens: 200_000 });
    expect(listing.entries.map((e) => [e.name, e.status, e.shownChars, e.fullChars, e.cutMidSentence])).toEqual([
      ['a', 'full', 1536, 1536, false],
      ['b', 'cut', 1536, 1537, true],
    ]);
  });

  it('leaves out skills with disable-model-invocation: true', () => {
    const hidden = directory(2, 50, { s02: 'disable-model-invocation: true\n' });
    const listing = simulateClaudeCode(listingSkills(hidden), { windowTokens: 200_000 });
    expect(statusOf(listing)).toEqual({ s01: 'full', s02: 'skipped' });
  });
});

describe('claude-code-legacy', () => {
  /** Skills whose XML blocks joined by newlines total exactly `total` chars. */
  function legacySkills(n: number, total: number): ListingSkill[] {
    const skills: ListingSkill[] = [];
    for (let i = 1; i <= n; i++) skills.push({ name: `s${String(i).padStart(2, '0')}`, description: 'x', file: `s${i}/SKILL.md`, usage: 0 });
    const overhead = skills.reduce((sum, s) => sum + legacyEntryText(s, '').length, 0) + n - 1;
    const each = Math.floor((total - overhead) / n);
    return skills.map((s, i) => ({ ...s, description: description(i === n - 1 ? total - overhead - each * (n - 1) : each) }));
  }

  it('exactly 15,000 chars: all shown', () => {
    const listing = simulateClaudeCodeLegacy(legacySkills(60, CLAUDE_CODE_LEGACY_BUDGET));
    expect(listing).toMatchObject({ budget: 15_000, fullSize: 15_000, overBy: 0 });
    expect(listing.entries.every((e) => e.status === 'full')).toBe(true);
  });

  it('15,001 chars: the last skill in name order is left out', () => {
    const listing = simulateClaudeCodeLegacy(legacySkills(60, CLAUDE_CODE_LEGACY_BUDGET + 1));
    expect(listing.overBy).toBe(1);
    expect(listing.entries.filter((e) => e.status === 'omitted').map((e) => e.name)).toEqual(['s60']);
    expect(listing.text).toContain('(showing 59 of 60 skills)');
  });
});

describe('codex', () => {
  const set = directory(10, 93);
  const skills = listingSkills(set);
  const full = simulateCodex(skills, { windowTokens: 1_000_000 });

  it('budget is 2 % of the window in tokens estimated as bytes / 4', () => {
    expect(full).toMatchObject({ unit: 'tokens', budget: 20_000, overBy: 0 });
    const bytes = Buffer.byteLength(skills.map((s) => `- ${s.name}: ${s.description} (file: ${s.file})`).join('\n'));
    expect(full.fullSize).toBe(Math.ceil(bytes / 4));
  });

  it('exactly at the budget: everyone full; one token less: every description shortened to one cap', () => {
    const window = full.fullSize * 50; // 2 % of it is exactly fullSize
    expect(simulateCodex(skills, { windowTokens: window }).entries.every((e) => e.status === 'full')).toBe(true);
    const under = simulateCodex(skills, { windowTokens: window - 50 });
    expect(under.overBy).toBe(1);
    expect(under.size).toBeLessThanOrEqual(under.budget!);
    expect(new Set(under.entries.map((e) => e.status))).toEqual(new Set(['cut']));
    expect(new Set(under.entries.map((e) => e.shownChars)).size).toBe(1);
  });

  it('when even name + path entries do not fit, skills are omitted from the end of the name order', () => {
    const tiny = simulateCodex(skills, { windowTokens: 2_500 }); // 50 tokens ≈ 200 bytes
    const statuses = tiny.entries.map((e) => e.status);
    expect(statuses.filter((s) => s === 'omitted').length).toBeGreaterThan(0);
    expect(statuses.indexOf('omitted')).toBe(statuses.filter((s) => s !== 'omitted').length);
    expect(new Set(statuses.filter((s) => s !== 'omitted'))).toEqual(new Set(['name-only']));
    expect(tiny.size).toBeLessThanOrEqual(50);
    // Maximal: one more name-only entry would not fit.
    const kept = statuses.filter((st) => st !== 'omitted').length;
    const nameOnly = (k: number) => Math.ceil(Buffer.byteLength(skills.slice(0, k).map((sk) => `- ${sk.name} (file: ${sk.file})`).join('\n')) / 4);
    expect(nameOnly(kept)).toBe(tiny.size);
    expect(nameOnly(kept + 1)).toBeGreaterThan(50);
  });

  it('without a window: 8,000 characters', () => {
    expect(simulateCodex(skills, { windowTokens: undefined })).toMatchObject({ unit: 'chars', budget: 8000 });
  });

  it('skips descriptions over 1,024 code points after whitespace collapse (counted in code points, not UTF-16)', () => {
    const emoji = '😀'.repeat(1024);
    const listing = simulateCodex(
      [
        { name: 'ok', description: emoji, file: 'ok/SKILL.md', usage: 0 },
        { name: 'long', description: `${emoji}!`, file: 'long/SKILL.md', usage: 0 },
      ],
      { windowTokens: 1_000_000 },
    );
    expect(statusOf(listing)).toEqual({ ok: 'full', long: 'skipped' });
  });
});

describe('generic', () => {
  const skills = listingSkills(directory(10, 93));

  it('--listing-budget: exactly at the budget all fit, one less omits the last in name order', () => {
    expect(simulateGeneric(skills, { windowTokens: undefined, listingBudget: 1009 }).entries.every((e) => e.status === 'full')).toBe(true);
    const over = simulateGeneric(skills, { windowTokens: undefined, listingBudget: 1008 });
    expect(over.overBy).toBe(1);
    expect(over.entries.filter((e) => e.status === 'omitted').map((e) => e.name)).toEqual(['s10']);
  });

  it('--description-cut: a cut at a sentence end is not mid-sentence, one char further is', () => {
    const d = 'Formats CSV files. Use when asked.';
    const one = [{ name: 'a', description: d, file: 'a/SKILL.md', usage: 0 }];
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: d.length }).entries[0]).toMatchObject({ status: 'full' });
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: 18 }).entries[0]).toMatchObject({ status: 'cut', cutMidSentence: false });
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: 22 }).entries[0]).toMatchObject({ status: 'cut', cutMidSentence: true, shownChars: 22 });
  });
});
