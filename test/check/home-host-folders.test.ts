/**
 * A dotfiles repository is a home folder in git: its skills sit in the hosts' global folders.
 * Most have the project names (`.claude/skills`, `.codex/skills`, `.agents/skills`); OpenCode's
 * is two levels below a hidden folder (`.config/opencode/skills`, also `skill`), and Copilot's
 * personal one is `.copilot/skills`. `check` at the root of such a repository must read them all,
 * and nothing else under `.config`.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { countedDepth, hostSkillFolderOf, isHostSkillFolder, isWalkedPath } from '../../src/hosts/folders.js';
import { loadSkills, memoryFs, SKIPPED_FOLDERS } from '../../src/skills/index.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Tidies the ${name} notes. Use when the user asks to tidy ${name}.\n---\nBody.\n`;

describe('host folders of a home directory', () => {
  const tree = {
    'r/.config/opencode/skills/alpha/SKILL.md': skill('alpha'),
    'r/.config/opencode/skill/beta/SKILL.md': skill('beta'),
    'r/.config/opencode/agent/gamma/SKILL.md': skill('gamma'),
    'r/.config/nvim/skills/delta/SKILL.md': skill('delta'),
    'r/.copilot/skills/eps/SKILL.md': skill('eps'),
    'r/.claude/skills/zeta/SKILL.md': skill('zeta'),
    'r/.codex/skills/eta/SKILL.md': skill('eta'),
    'r/.agents/skills/theta/SKILL.md': skill('theta'),
  };

  it('reads the skills of every host folder, and nothing else under .config', () => {
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.skills.map((s) => s.file).sort()).toEqual([
      '.agents/skills/theta/SKILL.md',
      '.claude/skills/zeta/SKILL.md',
      '.codex/skills/eta/SKILL.md',
      '.config/opencode/skill/beta/SKILL.md',
      '.config/opencode/skills/alpha/SKILL.md',
      '.copilot/skills/eps/SKILL.md',
    ]);
    expect(runCheck(set, {}).findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('counts OpenCode’s global folder as one host prefix, like .claude/skills', () => {
    expect(countedDepth('.config/opencode/skills/alpha')).toBe(countedDepth('.claude/skills/zeta'));
    expect(isHostSkillFolder('.config/opencode/skills')).toBe(true);
    expect(isHostSkillFolder('.config/opencode')).toBe(false);
    expect(hostSkillFolderOf('.config/opencode/skills/alpha')).toBe('.config/opencode/skills');
    expect(isWalkedPath('.config/opencode/skill/beta/notes.md', SKIPPED_FOLDERS)).toBe(true);
    expect(isWalkedPath('.config/nvim/skills/delta', SKIPPED_FOLDERS)).toBe(false);
  });
});
