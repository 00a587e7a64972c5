/**
 * Budget edges and overflow order of the profiles `skillscope hosts` adds: Copilot CLI (both
 * eras) one character under / at / over its 15,000-character budget, no first-fit, XML escaping
 * charged; Codex's scope order deciding who is omitted; the unbounded hosts never cutting.
 * (Claude Code, its legacy release and Codex's own edges are in hosts.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import {
  COPILOT_CHAR_BUDGET,
  copilotBlock,
  simulateCodex,
  simulateCopilotCli,
  simulateCopilotCliLegacy,
  simulateCursor,
  simulateGeminiCli,
  simulateOpenCode,
  type ListingSkill,
} from '../../src/hosts/index.js';

const skill = (name: string, description: string, extra: Partial<ListingSkill> = {}): ListingSkill => ({
  name,
  description,
  file: `${name}/SKILL.md`,
  usage: 0,
  locationLabel: 'project',
  ...extra,
});

/**
 * Ten skills s01…s10 whose blocks (each + 1) sum to exactly `total`. A block is 86 characters of
 * markup + name (3) + location label `project` (7) + description, + 1 for its newline: 97 + d.
 */
function tenSummingTo(total: number): ListingSkill[] {
  const base = Math.floor(total / 10) - 97;
  const rest = total - 10 * (base + 97);
  return Array.from({ length: 10 }, (_, i) =>
    skill(`s${String(i + 1).padStart(2, '0')}`, 'd'.repeat(base + (i === 9 ? rest : 0))),
  );
}

describe('Copilot CLI budget (SKILL_CHAR_BUDGET 15,000; github/copilot-cli#2314, dotnet/skills PR #803)', () => {
  it('one block costs its escaped length + 1', () => {
    expect(copilotBlock('s01', 'd', 'project').length + 1).toBe(97 + 1);
    // Escaping is charged: & < > become &amp; &lt; &gt; (+4, +3, +3).
    expect(
      copilotBlock('a', 'Tom & Jerry <tag>', 'project').length -
        copilotBlock('a', 'Tom - Jerry -tag-', 'project').length,
    ).toBe(10);
  });

  it('exactly 15,000: all full; 14,999: all full; 15,001: the last in name order loses its description (current) or is dropped with the trailer (legacy)', () => {
    expect(COPILOT_CHAR_BUDGET).toBe(15_000);
    for (const total of [14_999, 15_000]) {
      const current = simulateCopilotCli(tenSummingTo(total), { windowTokens: undefined });
      expect(current.size).toBe(total);
      expect(current.entries.every((e) => e.status === 'full')).toBe(true);
      expect(simulateCopilotCliLegacy(tenSummingTo(total), { windowTokens: undefined }).text).not.toContain('Showing');
    }
    const over = tenSummingTo(15_001);
    const current = simulateCopilotCli(over, { windowTokens: undefined });
    expect(current.overBy).toBe(1);
    expect(current.entries.map((e) => e.status)).toEqual([...Array(9).fill('full'), 'name-only']);
    expect(current.text).toContain('<skill><name>s10</name></skill>');
    const legacy = simulateCopilotCliLegacy(over, { windowTokens: undefined });
    expect(legacy.entries.map((e) => e.status)).toEqual([...Array(9).fill('full'), 'omitted']);
    expect(legacy.text.endsWith('<!-- Showing 9 of 10 skills due to token limits -->')).toBe(true);
  });

  it('no first-fit: past the first block that does not fit, a shorter later one is not taken', () => {
    const skills = [skill('a-short', 'x'), skill('b-long', 'y'.repeat(500)), skill('c-short', 'z')];
    const budget = copilotBlock('a-short', 'x', 'project').length + 1 + 200;
    const legacy = simulateCopilotCliLegacy(skills, { windowTokens: undefined, copilotCharBudget: budget });
    expect(legacy.entries.map((e) => `${e.name}:${e.status}`)).toEqual([
      'a-short:full',
      'b-long:omitted',
      'c-short:omitted',
    ]);
    const current = simulateCopilotCli(skills, { windowTokens: undefined, copilotCharBudget: budget });
    expect(current.entries.map((e) => e.status)).toEqual(['full', 'name-only', 'name-only']);
  });

  it('alphabetical order whatever the input order; disable-model-invocation frees its block', () => {
    const skills = [
      skill('zeta', 'z'.repeat(100)),
      skill('alpha', 'a'.repeat(100)),
      skill('mid', 'm'.repeat(100), { hiddenFromModel: true }),
    ];
    const oneBlock = copilotBlock('alpha', 'a'.repeat(100), 'project').length + 1;
    const listing = simulateCopilotCli(skills, {
      windowTokens: undefined,
      copilotCharBudget: oneBlock + copilotBlock('zeta', 'z'.repeat(100), 'project').length + 1,
    });
    expect(listing.entries.map((e) => `${e.name}:${e.status}`)).toEqual(['zeta:full', 'alpha:full', 'mid:skipped']);
    const tight = simulateCopilotCli(skills, { windowTokens: undefined, copilotCharBudget: oneBlock });
    expect(tight.entries.map((e) => `${e.name}:${e.status}`)).toEqual(['zeta:name-only', 'alpha:full', 'mid:skipped']);
  });
});

describe('Codex overflow order (render.rs ordered_skills_for_budget: System, Admin, Repo, User, then name)', () => {
  it('bare lines first-fit in scope order: user-scope skills are omitted first even when their names sort first', () => {
    // Each bare line `- n: (file: n/SKILL.md)` + newline is 24 bytes = 6 tokens; window 600 → 12 tokens = two lines.
    const skills = [
      skill('a', 'user skill', { scopeRank: 3 }),
      skill('b', 'repo skill', { scopeRank: 2 }),
      skill('c', 'admin skill', { scopeRank: 1 }),
      skill('d', 'system skill', { scopeRank: 0 }),
    ];
    const listing = simulateCodex(skills, { windowTokens: 600 });
    expect(listing.budget).toBe(12);
    expect(listing.text.split('\n').slice(1)).toEqual(['- d: (file: d/SKILL.md)', '- c: (file: c/SKILL.md)']);
    expect(listing.entries.map((e) => `${e.name}:${e.status}`)).toEqual([
      'a:omitted',
      'b:omitted',
      'c:name-only',
      'd:name-only',
    ]);
  });
});

describe('hosts without a listing budget (Gemini CLI, OpenCode; Cursor not public)', () => {
  it('a 10,000-character description is listed whole; the budget is null', () => {
    const skills = [skill('big', 'w'.repeat(10_000)), skill('small', 'tiny')];
    for (const listing of [simulateGeminiCli(skills), simulateOpenCode(skills), simulateCursor(skills)]) {
      expect(listing.budget).toBeNull();
      expect(listing.entries.map((e) => e.status)).toEqual(['full', 'full']);
      expect(listing.text).toContain('w'.repeat(10_000));
    }
  });

  it('Gemini CLI sanitises names (skillLoader.ts:179-180) and charges the activate_skill enum', () => {
    const listing = simulateGeminiCli([skill('github:fix-ci', 'Fix CI.')]);
    expect(listing.text).toContain('<name>github-fix-ci</name>');
    expect(listing.size).toBe(listing.text.length + " (Available: 'github-fix-ci')".length);
  });

  it('OpenCode orders by localeCompare, not code units', () => {
    const listing = simulateOpenCode([skill('b', 'x'), skill('B-upper', 'x'), skill('a_b', 'x'), skill('a-b', 'x')]);
    const order = [...listing.text.matchAll(/<name>([^<]+)<\/name>/g)].map((m) => m[1]);
    expect(order).toEqual(['a_b', 'a-b', 'b', 'B-upper']);
  });
});
