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
  parseClaudeSettings,
  simulateCodex,
  simulateCodexLegacy,
  simulateGeneric,
  type HostListing,
  type ListingSkill,
} from '../../src/hosts/index.js';
import { legacyEntryText } from '../../src/hosts/claude-code-legacy.js';
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
    files[`${name}/SKILL.md`] =
      `---\nname: ${name}\ndescription: "${description(length)}"\n${extra[name] ?? ''}---\n\nBody.\n`;
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
    const result = runCheck(set, {
      hosts: ['claude-code'],
      windowTokens: 25_200,
      rules: { SK401: 'off', SK301: 'off' },
    });
    expect(result.findings.map((f) => [f.code, f.file, f.data['overBy'] ?? null])).toEqual([
      ['SK310', '', 1],
      ['SK312', '', null],
    ]);
    expect(result.findings[1]!.data['skills']).toEqual([{ name: 's10', file: 's10/SKILL.md', line: 3 }]);
  });

  it('caps description + when_to_use at 1,536 chars and says when the cut is mid-sentence', () => {
    const at = {
      name: 'a',
      description: description(1000),
      whenToUse: description(CLAUDE_CODE_ENTRY_CAP - 1003),
      file: 'a/SKILL.md',
      usage: 0,
    };
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
    for (let i = 1; i <= n; i++)
      skills.push({ name: `s${String(i).padStart(2, '0')}`, description: 'x', file: `s${i}/SKILL.md`, usage: 0 });
    const overhead = skills.reduce((sum, s) => sum + legacyEntryText(s, '').length, 0) + n - 1;
    const each = Math.floor((total - overhead) / n);
    return skills.map((s, i) => ({
      ...s,
      description: description(i === n - 1 ? total - overhead - each * (n - 1) : each),
    }));
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
    // The trailer as the pre-2.1.32 build printed it (deobfuscated cli.js).
    expect(listing.text).toContain('<!-- Showing 59 of 60 skills due to token limits -->');
  });
});

describe('codex (render.rs after 2026-06-19)', () => {
  const set = directory(10, 93);
  const skills = listingSkills(set);
  const full = simulateCodex(skills, { windowTokens: 1_000_000 });
  /** Independent per-line cost: each line with its newline, bytes / 4 rounded up. */
  const tokenCost = (lines: readonly string[]) =>
    lines.reduce((sum, l) => sum + Math.ceil((Buffer.byteLength(l) + 1) / 4), 0);
  const fullLine = (s: ListingSkill) => `- ${s.name}: ${s.description} (file: ${s.file})`;

  it('budget is 2 % of the window in tokens; every line is charged with its newline and its path', () => {
    expect(full).toMatchObject({ unit: 'tokens', budget: 20_000, overBy: 0 });
    expect(full.fullSize).toBe(tokenCost(skills.map(fullLine)));
    expect(full.text.split('\n').slice(1)).toEqual(skills.map(fullLine));
  });

  it('exactly at the budget: everyone full; one token less: descriptions are cut, and the result is maximal', () => {
    const window = full.fullSize * 50; // 2 % of it is exactly fullSize
    expect(simulateCodex(skills, { windowTokens: window }).entries.every((e) => e.status === 'full')).toBe(true);
    const under = simulateCodex(skills, { windowTokens: window - 50 });
    expect(under.overBy).toBe(1);
    expect(under.size).toBeLessThanOrEqual(under.budget!);
    expect(under.size).toBe(tokenCost(under.text.split('\n').slice(1)));
    expect(under.entries.some((e) => e.status === 'cut')).toBe(true);
  });

  /** Two skills whose bare lines `- name: (file: path)` + newlines total `bare` chars (no window: an 8,000-char budget). */
  function pair(bare: number, short = 'x', long = 'abcdefghi'): ListingSkill[] {
    const s = { name: 'short-skill', description: short, file: 'short/SKILL.md', usage: 0 };
    const used = `- short-skill: (file: ${s.file})`.length + 1 + `- long-skill: (file: )`.length + 1;
    const file = `${'p/'.repeat(Math.floor((bare - used - 'SKILL.md'.length) / 2))}${'q'.repeat((bare - used - 'SKILL.md'.length) % 2)}SKILL.md`;
    return [s, { name: 'long-skill', description: long, file, usage: 0 }];
  }

  it('long paths count: budget exactly met (8,000 chars), then one over', () => {
    // full = bare + (9 + 1) + (1 + 1): the description and its space on each line.
    const at = simulateCodex(pair(7988), { windowTokens: undefined });
    expect(at).toMatchObject({ unit: 'chars', budget: 8000, fullSize: 8000, size: 8000, overBy: 0 });
    expect(statusOf(at)).toEqual({ 'short-skill': 'full', 'long-skill': 'full' });
    const over = simulateCodex(pair(7989), { windowTokens: undefined });
    expect(over).toMatchObject({ fullSize: 8001, overBy: 1, size: 8000 });
    expect(over.entries.map((e) => [e.name, e.status, e.shownChars])).toEqual([
      ['short-skill', 'full', 1],
      ['long-skill', 'cut', 8],
    ]);
  });

  it('round-robin with uneven lengths: the short description finishes, its share goes to the long one', () => {
    // Room 11 over the bare lines: long takes 1+1 (char + space), short 1+1, then long 7 more.
    const listing = simulateCodex(pair(7989), { windowTokens: undefined });
    expect(
      listing.text
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/ \(file: .*\)$/, '')),
    ).toEqual(['- long-skill: abcdefgh', '- short-skill: x']);
    // With three equal descriptions and room for 3 × 2 + 2 chars: two get 2 chars, the third 1.
    const three = ['a', 'b', 'c'].map((n) => ({ name: n, description: 'zzzzz', file: `${n}/SKILL.md`, usage: 0 }));
    const bare = three.reduce((sum, s) => sum + `- ${s.name}: (file: ${s.file})`.length + 1, 0);
    const pad = { name: 'd', description: '', file: 'd/SKILL.md', usage: 0 };
    const padFile =
      'x/'.repeat(Math.floor((8000 - bare - 8 - '- d: (file: )'.length - 1 - 'SKILL.md'.length) / 2)) + 'SKILL.md';
    const shaped = simulateCodex([...three, { ...pad, description: 'padding', file: padFile }], {
      windowTokens: undefined,
    });
    const shown = Object.fromEntries(shaped.entries.map((e) => [e.name, e.shownChars]));
    expect(shown['a']! + shown['b']! + shown['c']! + shown['d']!).toBeGreaterThan(0);
    expect(shaped.size).toBeLessThanOrEqual(8000);
    // Round-robin: no two skills differ by more than one character unless one has finished.
    const counts = shaped.entries.filter((e) => e.shownChars < e.fullChars).map((e) => e.shownChars);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('token round-robin over multi-byte descriptions: the lines fit, and no cut line could take one more code point', () => {
    const texts = [
      '表格提取与清洗，用于周报。'.repeat(4),
      '😀 emoji and text '.repeat(5),
      'Café naïve résumé '.repeat(6),
      `lone \ud800 surrogate ${'x'.repeat(60)}`,
      'plain ascii text '.repeat(7),
    ];
    const many = texts.map((description, i) => ({ name: `s${i}`, description, file: `s${i}/SKILL.md`, usage: 0 }));
    const bareCost = tokenCost(many.map((m) => `- ${m.name}: (file: ${m.file})`));
    for (const room of [1, 7, 20, 55, 120]) {
      const listing = simulateCodex(many, { windowTokens: (bareCost + room) * 50 });
      const lines = listing.text.split('\n').slice(1);
      expect(listing.size).toBe(tokenCost(lines));
      expect(listing.size).toBeLessThanOrEqual(listing.budget!);
      listing.entries.forEach((e, i) => {
        if (e.status !== 'cut') return;
        const chars = [...many.find((m) => m.name === e.name)!.description.replace(/\s+/g, ' ')];
        const longer = lines.map((l, j) =>
          j === i ? `- ${e.name}: ${chars.slice(0, e.shownChars + 1).join('')} (file: ${e.file})` : l,
        );
        expect(tokenCost(longer), `${e.name} at room ${room}`).toBeGreaterThan(listing.budget!);
      });
    }
  });

  it('when even bare lines do not fit, bare lines are taken first-fit in name order', () => {
    const huge = { name: 'a-huge', description: 'Too long a path.', file: `${'deep/'.repeat(1700)}SKILL.md`, usage: 0 };
    const small = { name: 'b-small', description: 'Fits.', file: 'b/SKILL.md', usage: 0 };
    const listing = simulateCodex([huge, small], { windowTokens: undefined });
    expect(statusOf(listing)).toEqual({ 'a-huge': 'omitted', 'b-small': 'name-only' });
    expect(listing.text.split('\n').slice(1)).toEqual(['- b-small: (file: b/SKILL.md)']);
  });

  it('a tiny window omits skills; the kept bare lines fit', () => {
    const tiny = simulateCodex(skills, { windowTokens: 2_500 }); // 50 tokens
    const kept = tiny.entries.filter((e) => e.status !== 'omitted');
    expect(kept.length).toBeGreaterThan(0);
    expect(new Set(kept.map((e) => e.status))).toEqual(new Set(['name-only']));
    expect(tiny.size).toBe(tokenCost(kept.map((e) => `- ${e.name}: (file: ${e.file})`)));
    expect(tiny.size).toBeLessThanOrEqual(50);
  });

  it('without a window: 8,000 characters', () => {
    expect(simulateCodex(skills, { windowTokens: undefined })).toMatchObject({ unit: 'chars', budget: 8000 });
  });

  it('1,024 code points are shown whole; 1,025 are truncated to 1,021 + "..." (codex) or refused (codex-legacy)', () => {
    const emoji = '😀'.repeat(1024);
    const two = [
      { name: 'ok', description: emoji, file: 'ok/SKILL.md', usage: 0 },
      { name: 'long', description: `${emoji}!`, file: 'long/SKILL.md', usage: 0 },
    ];
    const current = simulateCodex(two, { windowTokens: 1_000_000 });
    expect(current.entries.map((e) => [e.name, e.status, e.reason ?? null, e.shownChars, e.fullChars])).toEqual([
      ['ok', 'full', null, 1024, 1024],
      ['long', 'cut', 'entry-cap', 1021, 1025],
    ]);
    expect(current.text).toContain(`- long: ${'😀'.repeat(1021)}... (file: long/SKILL.md)`);
    const legacy = simulateCodexLegacy(two, { windowTokens: 1_000_000 });
    expect(legacy.entries.map((e) => [e.name, e.status, e.reason ?? null])).toEqual([
      ['ok', 'full', null],
      ['long', 'skipped', 'too-long'],
    ]);
  });

  it('a folded 1,030-character description: check reports the parsed length and SK314 (codex) or SK315 (codex-legacy)', () => {
    const words = 'Reads cron lines and says when they run. '.repeat(30).trim();
    const folded = words.slice(0, 1029).trimEnd().padEnd(1029, 'x') + '.';
    const lines = folded.match(/.{1,70}(\s|$)/g)!.map((l) => `  ${l.trim()}`);
    const files = { 'cron/SKILL.md': `---\nname: cron\ndescription: >-\n${lines.join('\n')}\n---\nBody.\n` };
    const loaded = loadSkills('/', {}, memoryFs(files));
    expect([...loaded.skills[0]!.description].length).toBe(1030);
    // SK124 reports the over-long description and names the Codex cut: SK314/SK315 are superseded.
    const codes = (hosts: ('codex' | 'codex-legacy')[], rules = {}) =>
      runCheck(loaded, { hosts, rules }).findings.map((f) => f.code);
    expect(codes(['codex'])).toContain('SK124');
    expect(codes(['codex'])).not.toContain('SK314');
    expect(codes(['codex-legacy'])).not.toContain('SK315');
    // With SK124 off (or a description budget over 1,024), the host findings report it.
    const sk314 = runCheck(loaded, { hosts: ['codex'], rules: { SK124: 'off' } }).findings.find(
      (f) => f.code === 'SK314',
    );
    expect(sk314?.data).toMatchObject({ host: 'codex', parsedChars: 1030, shownChars: 1021, measured: 'parsed' });
    const sk315 = runCheck(loaded, { hosts: ['codex-legacy'], budgets: { descriptionMaxChars: 2000 } }).findings.find(
      (f) => f.code === 'SK315',
    );
    expect(sk315?.data).toMatchObject({ host: 'codex-legacy', parsedChars: 1030, measured: 'parsed' });
    expect(
      runCheck(loaded, { hosts: ['codex-legacy'], rules: { SK124: 'off' } }).findings.some((f) => f.code === 'SK314'),
    ).toBe(false);
  });

  it('a skill without a declared name is listed under its folder name (loader.rs falls back to it)', () => {
    const nameless = loadSkills(
      '/',
      {},
      memoryFs({ 'folder-name/SKILL.md': '---\ndescription: Does x. Use when y.\n---\nBody.\n' }),
    );
    const listing = simulateCodex(listingSkills(nameless), { windowTokens: 200_000 });
    expect(listing.entries[0]).toMatchObject({ name: 'folder-name', status: 'full' });
  });
});

describe('claude-code settings (.claude/settings.json)', () => {
  const set = directory(3, 93);
  const skills = listingSkills(set);

  it('skillListingBudgetFraction and env.SLASH_COMMAND_TOOL_CHAR_BUDGET set the budget', () => {
    expect(simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { budgetFraction: 0.02 } }).budget).toBe(
      16_000,
    );
    expect(
      simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { budgetFraction: 0.02, charBudget: 250 } })
        .budget,
    ).toBe(250);
  });

  it('skillListingMaxDescChars caps each entry: exactly at the cap is full, one over is cut', () => {
    const at = simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { maxDescChars: 93 } });
    expect(at.entries.every((e) => e.status === 'full')).toBe(true);
    const cut = simulateClaudeCode(skills, { windowTokens: 200_000, claudeSettings: { maxDescChars: 92 } });
    expect(cut.entries.map((e) => [e.status, e.shownChars, e.reason])).toEqual(Array(3).fill(['cut', 92, 'entry-cap']));
  });

  it('skillOverrides: off and user-invocable-only leave the listing, name-only lists a bare name without SK312', () => {
    const listing = simulateClaudeCode(skills, {
      windowTokens: 200_000,
      claudeSettings: { overrides: { s01: 'off', s02: 'user-invocable-only', s03: 'name-only' } },
    });
    expect(listing.entries.map((e) => [e.name, e.status, e.reason])).toEqual([
      ['s01', 'skipped', 'setting'],
      ['s02', 'skipped', 'setting'],
      ['s03', 'name-only', 'setting'],
    ]);
    expect(listing.text.split('\n').slice(1)).toEqual(['- s03']);
    const result = runCheck(set, { hosts: ['claude-code'], claudeSettings: { overrides: { s03: 'name-only' } } });
    expect(result.findings.filter((f) => f.code === 'SK312')).toEqual([]);
  });

  it('parseClaudeSettings reads the four keys and names every value it ignores', () => {
    const parsed = parseClaudeSettings(
      JSON.stringify({
        skillListingBudgetFraction: 0.005,
        skillListingMaxDescChars: 500,
        skillOverrides: { a: 'off', b: 'name-only', c: 'sometimes' },
        env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '12000' },
        model: 'ignored',
      }),
    );
    expect(parsed.settings).toEqual({
      budgetFraction: 0.005,
      maxDescChars: 500,
      overrides: { a: 'off', b: 'name-only' },
      charBudget: 12_000,
    });
    expect(parsed.problems).toHaveLength(1);
    expect(
      parseClaudeSettings('{"skillListingBudgetFraction": "1%", "skillListingMaxDescChars": -1}').problems,
    ).toHaveLength(2);
    expect(parseClaudeSettings('[]').settings).toEqual({});
  });
});

describe('generic', () => {
  const skills = listingSkills(directory(10, 93));

  it('--listing-budget: exactly at the budget all fit, one less omits the last in name order', () => {
    expect(
      simulateGeneric(skills, { windowTokens: undefined, listingBudget: 1009 }).entries.every(
        (e) => e.status === 'full',
      ),
    ).toBe(true);
    const over = simulateGeneric(skills, { windowTokens: undefined, listingBudget: 1008 });
    expect(over.overBy).toBe(1);
    expect(over.entries.filter((e) => e.status === 'omitted').map((e) => e.name)).toEqual(['s10']);
  });

  it('--description-cut: a cut at a sentence end is not mid-sentence, one char further is', () => {
    const d = 'Formats CSV files. Use when asked.';
    const one = [{ name: 'a', description: d, file: 'a/SKILL.md', usage: 0 }];
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: d.length }).entries[0]).toMatchObject({
      status: 'full',
    });
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: 18 }).entries[0]).toMatchObject({
      status: 'cut',
      cutMidSentence: false,
    });
    expect(simulateGeneric(one, { windowTokens: undefined, descriptionCut: 22 }).entries[0]).toMatchObject({
      status: 'cut',
      cutMidSentence: true,
      shownChars: 22,
    });
  });
});
