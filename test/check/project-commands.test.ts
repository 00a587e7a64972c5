/**
 * A command in a skill of a project's own host folder (`.claude/skills/x`) runs with the project
 * as the working folder: `bash scripts/check.sh` names the repository's `scripts/check.sh`, not
 * a missing file of the skill (SK210/SK215). A link, and a command in a skill outside a host
 * folder, are still resolved against the skill.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs, type MemoryEntry } from '../../src/skills/index.js';

const skill = (name: string, body: string): string =>
  `---\nname: ${name}\ndescription: Checks the ${name} work. Use when the user asks to check it.\n---\n${body}\n`;
const linkCodes = (tree: Record<string, MemoryEntry>): string[] =>
  runCheck(loadSkills('/r', {}, memoryFs(tree)), {})
    .findings.filter((f) => /^SK21[05]$/.test(f.code))
    .map((f) => `${f.code} ${f.file}:${f.line}`);

describe('commands of a project skill', () => {
  const body = 'Run `bash scripts/lint-all.sh` before committing.\n\nThen read [the notes](scripts/lint-all.sh).';
  it('a command naming a file of the project is not missing; a link to it still is', () => {
    const found = linkCodes({
      'r/.claude/skills/lint/SKILL.md': skill('lint', body),
      'r/scripts/lint-all.sh': 'echo lint\n',
    });
    expect(found).toEqual(['SK215 .claude/skills/lint/SKILL.md:7']);
  });

  it('the same command in a skill collection (no host folder) is still reported', () => {
    const found = linkCodes({
      'r/skills/lint/SKILL.md': skill('lint', body),
      'r/scripts/lint-all.sh': 'echo lint\n',
    });
    expect(found).toEqual(['SK215 skills/lint/SKILL.md:5', 'SK215 skills/lint/SKILL.md:7']);
  });

  it('a command naming a file the project does not have either is still missing', () => {
    const found = linkCodes({ 'r/.claude/skills/lint/SKILL.md': skill('lint', body) });
    expect(found).toEqual(['SK210 .claude/skills/lint/SKILL.md:5', 'SK210 .claude/skills/lint/SKILL.md:7']);
  });
});
