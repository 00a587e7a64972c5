/**
 * A host skill folder that mirrors skills read elsewhere through links (one link per skill, or a
 * linked SKILL.md per skill folder) is made on purpose for that host: the skills are read once,
 * from their real folders, and nothing is reported. The same link outside a host folder is still
 * a folder reached twice (SK106 link-twice).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSkills } from '../../src/skills/index.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-mirror-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const skill = (rel: string): void => {
  const name = path.basename(rel);
  mkdirSync(path.join(base, rel), { recursive: true });
  writeFileSync(
    path.join(base, rel, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Plans ${name}. Use when the user asks for ${name}.\n---\n# ${name}\n`,
  );
};
const link = (target: string, at: string): void => {
  mkdirSync(path.dirname(path.join(base, at)), { recursive: true });
  symlinkSync(target, path.join(base, at));
};

describe('per-host mirrors of skills read elsewhere', () => {
  // A team folder (not itself a skill) with its skills below; .codex links the team folder, .gemini each SKILL.md.
  skill('repo/team/harbor/skills/harbor');
  writeFileSync(path.join(base, 'repo/team/harbor/README.md'), '# Harbor\n');
  link('../../team/harbor', 'repo/.codex/skills/harbor');
  mkdirSync(path.join(base, 'repo/.gemini/skills/harbor'), { recursive: true });
  link('../../../team/harbor/skills/harbor/SKILL.md', 'repo/.gemini/skills/harbor/SKILL.md');

  it('are read once and not reported', () => {
    const set = loadSkills(path.join(base, 'repo'));
    expect(set.skills.map((s) => s.dir)).toEqual(['team/harbor/skills/harbor']);
    expect(set.problems.map((p) => [p.kind, p.file])).toEqual([]);
  });

  it('a plugin folder that links a folder of skills kept in a host folder is read once and not reported', () => {
    skill('pack/.claude/skills/office/skills/sheets');
    skill('pack/.claude/skills/office/skills/slides');
    link('../../../.claude/skills/office', 'pack/plugins/docs/skills/office');
    const set = loadSkills(path.join(base, 'pack'));
    expect(set.skills.map((s) => s.dir)).toEqual([
      '.claude/skills/office/skills/sheets',
      '.claude/skills/office/skills/slides',
    ]);
    expect(set.problems.map((p) => [p.kind, p.file])).toEqual([]);
  });

  it('outside a host folder the same links are still reported', () => {
    skill('plain/team/dock/skills/dock');
    link('../team/dock', 'plain/mirror/dock');
    mkdirSync(path.join(base, 'plain/copies/dock'), { recursive: true });
    link('../../team/dock/skills/dock/SKILL.md', 'plain/copies/dock/SKILL.md');
    const set = loadSkills(path.join(base, 'plain'));
    expect(set.problems.map((p) => [p.kind, p.file]).sort()).toEqual([
      ['symlink-loop', 'copies/dock/SKILL.md'],
      ['symlink-loop', 'mirror/dock'],
    ]);
  });
});
