/**
 * A reference its line allows to be missing ("if it exists", "(optional)", "If `x` exists") is not
 * SK210/SK213 when the file is absent; the same references without those words still are.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function missingCodes(line: string): string[] {
  const files = {
    's/SKILL.md': `---\nname: s\ndescription: Reviews diffs. Use when asked for a review.\n---\n# S\n\n${line}\n`,
  };
  return runCheck(loadSkills('/', {}, memoryFs(files)), { hosts: [] })
    .findings.filter((f) => f.code === 'SK210' || f.code === 'SK213')
    .map((f) => f.code);
}

describe('optional references', () => {
  it.each([
    'Read `references/checklist.md` if it exists.',
    'Read `references/checklist.md`, if present, before you start.',
    'Load `references/style.md` (optional) for house style.',
    'If `references/team.md` exists, read it first.',
    'See [the team notes](references/team.md) if it exists.',
  ])('%s — no finding', (line) => {
    expect(missingCodes(line)).toEqual([]);
  });

  it.each([
    ['Read `references/checklist.md` before you start.', 'SK210'],
    ['Make sure `references/checklist.md` exists and read it.', 'SK213'],
    ['See [the team notes](references/team.md).', 'SK210'],
  ])('%s — still reported', (line, code) => {
    expect(missingCodes(line)).toEqual([code]);
  });
});
