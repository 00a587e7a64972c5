/**
 * SK210 on a link written from the folder a skill is installed in (`.claude/skills/<skill>/…`)
 * while the skill has the file under its own folder: still an error (the link is relative to the
 * skill folder, and a plugin install has no `.claude/skills`), but the finding names the path that
 * works, so an author who sees the file there is not told it is simply missing.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function sk210(files: Record<string, string>) {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), {})
    .findings.filter((f) => f.code === 'SK210' || f.code === 'SK215')
    .map((f) => ({ code: f.code, target: f.data['target'], inSkill: f.data['inSkill'] }));
}

const skill = (body: string) =>
  `---\nname: kiln\ndescription: Schedules kiln firings. Use when the user plans a firing.\n---\n${body}\n`;

describe('SK210 on a path written from where the skill is installed', () => {
  it('names the file of the skill the path means', () => {
    const files = {
      'skills/kiln/SKILL.md': skill('Read [the cone chart](.claude/skills/kiln/guides/cones.md) first.'),
      'skills/kiln/guides/cones.md': '# Cones\n',
    };
    expect(sk210(files)).toEqual([
      { code: 'SK210', target: '.claude/skills/kiln/guides/cones.md', inSkill: 'guides/cones.md' },
    ]);
  });

  it('says nothing more when the skill lacks the file too, or the path names another folder', () => {
    const files = {
      'skills/kiln/SKILL.md': skill(
        'Read [glazes](.claude/skills/kiln/guides/glazes.md) and [cones](.claude/skills/oven/guides/cones.md).',
      ),
      'skills/kiln/guides/cones.md': '# Cones\n',
    };
    expect(sk210(files)).toEqual([
      { code: 'SK210', target: '.claude/skills/kiln/guides/glazes.md', inSkill: undefined },
      { code: 'SK210', target: '.claude/skills/oven/guides/cones.md', inSkill: undefined },
    ]);
  });
});
