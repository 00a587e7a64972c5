/**
 * Install units (src/skills/units.ts) in host skill folders (each folder an install of its own)
 * and in test data (skills a test tree holds are not installs). The units themselves, loose skills
 * and budgets per unit: install-units.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs, type MemoryEntry } from '../../src/skills/index.js';
import { runCheck } from '../../src/check/engine.js';

const skill = (name: string, description = `Does ${name} work. Use when ${name} is asked for.`): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;
const codes = (tree: Record<string, MemoryEntry>, options: Parameters<typeof runCheck>[1] = {}) =>
  runCheck(loadSkills('/r', {}, memoryFs(tree)), options).findings.map((f) => `${f.code} ${f.file}`);

describe('host skill folders', () => {
  it('each is an install of its own: per-machine copies and a project mirror are no duplicates; twice in one folder is', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/mac/.codex/skills/notes/SKILL.md': skill('notes'),
      'r/wsl/.codex/skills/notes/SKILL.md': skill('notes'),
      'r/.claude/skills/deploy/SKILL.md': skill('deploy'),
      'r/.claude/skills/old/deploy/SKILL.md': skill('deploy'),
      'r/skills/notes/SKILL.md': skill('notes'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.kind, u.skills.length])).toEqual([
      ['.claude/skills', 'host-folder', 2],
      ['mac/.codex/skills', 'host-folder', 1],
      ['wsl/.codex/skills', 'host-folder', 1],
      ['r', 'repository', 1],
    ]);
    expect(codes(tree).filter((c) => c.startsWith('SK115'))).toEqual([
      'SK115 .claude/skills/deploy/SKILL.md',
      'SK115 .claude/skills/old/deploy/SKILL.md',
    ]);
  });

  it('a host skill folder is listed only by the hosts that read it: Codex never lists .claude/skills, Claude Code never .gemini/skills', () => {
    // Thirty skills with 700-character descriptions: over Claude Code's 8,000 characters and over
    // Codex's 4,000 estimated tokens, wherever either host reads them.
    const many = (folder: string): Record<string, MemoryEntry> =>
      Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [
          `r/${folder}/s${i}/SKILL.md`,
          skill(
            `s${i}`,
            `Handles case ${i} of the team's reports in detail. ${'Use when the reports need work. '.repeat(20)}`,
          ),
        ]),
      );
    const listed = (tree: Record<string, MemoryEntry>) =>
      runCheck(loadSkills('/r', {}, memoryFs(tree)), { hosts: ['claude-code', 'codex'] })
        .findings.filter((f) => f.code === 'SK310')
        .map((f) => f.data['host']);
    expect(listed(many('.claude/skills'))).toEqual(['claude-code']);
    expect(listed(many('.agents/skills'))).toEqual(['codex']);
    expect(listed(many('.gemini/skills'))).toEqual([]);
    // A folder no simulated host reads (Antigravity's .agent/skills) is listed by every host.
    expect(listed(many('.agent/skills'))).toEqual(['claude-code', 'codex']);
    // The same skills where an installer copies them for any host: both listings, as before.
    expect(listed(many('skills'))).toEqual(['claude-code', 'codex']);
  });

  it(".agent/skills (Antigravity's older workspace folder) is read", () => {
    expect(
      loadSkills('/r', {}, memoryFs({ 'r/.agent/skills/x/SKILL.md': skill('x') })).skills.map((s) => s.dir),
    ).toEqual(['.agent/skills/x']);
  });
});

describe('test data', () => {
  // A plugin at the repository root that keeps fixtures for its own converter tests: one of them
  // deliberately has no description, another a name that is not its folder's.
  const tree: Record<string, MemoryEntry> = {
    'r/.claude-plugin/plugin.json': '{"name":"kit"}',
    'r/skills/release/SKILL.md': skill('release'),
    'r/skills/draft/SKILL.md': '---\nname: draft\n---\n# Draft\n',
    'r/tests/fixtures/bare/skills/no-description/SKILL.md': '---\nname: no-description\n---\n# Bare\n',
    'r/evals/fixtures/emitted/sample/SKILL.md': skill('sample-pattern'),
  };

  it("skills under a test-data folder are not the plugin's: a unit of test data, read and not checked", () => {
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.kind, u.skills.length, u.testData ?? false])).toEqual([
      ['kit', 'plugin', 2, false],
      ['evals/fixtures/emitted', 'folder', 1, true],
      ['tests/fixtures/bare/skills', 'folder', 1, true],
    ]);
    const found = codes(tree).filter((c) => /^SK1(14|20)/.test(c));
    // The plugin's own skill without a description still fails.
    expect(found).toEqual(['SK120 skills/draft/SKILL.md']);
  });

  it('a skill named test, or a plugin that is itself kept under tests/, is checked as before', () => {
    const named = {
      'r/skills/test/SKILL.md': '---\nname: test\n---\n# Test\n',
      'r/tests/plugin/.claude-plugin/plugin.json': '{"name":"p"}',
      'r/tests/plugin/skills/x/SKILL.md': '---\nname: x\n---\n# X\n',
    };
    expect(codes(named).filter((c) => c.startsWith('SK120'))).toEqual([
      'SK120 skills/test/SKILL.md',
      'SK120 tests/plugin/skills/x/SKILL.md',
    ]);
  });
});
