/**
 * RuleMeta.supersededBy: a finding is dropped only where a superseding finding is reported on the
 * same file; elsewhere, and when the superseding rule is off, it stays.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { withoutSuperseded } from '../../src/check/fold.js';
import { RULE_LIST } from '../../src/check/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

describe('superseded findings', () => {
  it('go only on the file of a superseding finding', () => {
    const f = (code: 'SK124' | 'SK314' | 'SK302', file: string) => ({ code, file });
    expect(withoutSuperseded([f('SK314', 'a'), f('SK124', 'a'), f('SK314', 'b'), f('SK302', 'a')])).toEqual([
      f('SK124', 'a'),
      f('SK314', 'b'),
      f('SK302', 'a'),
    ]);
  });

  it('name only rules that exist, never themselves', () => {
    const codes = new Set(RULE_LIST.map((r) => r.code));
    for (const rule of RULE_LIST)
      for (const code of rule.supersededBy ?? []) expect(codes.has(code) && code !== rule.code).toBe(true);
  });

  it('a long description next to a short one: SK124 on one file, nothing from Codex twice', () => {
    const long = 'Reads cron lines and says when they run. '.repeat(30).trim();
    const files = {
      'long/SKILL.md': `---\nname: long\ndescription: ${long}\n---\nBody.\n`,
      'short/SKILL.md':
        '---\nname: short\ndescription: Explains cron lines. Use when a cron line is unclear.\n---\nBody.\n',
    };
    const findings = runCheck(loadSkills('/', {}, memoryFs(files)), { hosts: ['codex'] }).findings.map((x) => [
      x.code,
      x.file,
    ]);
    expect(findings.filter(([code]) => code === 'SK124' || code === 'SK314')).toEqual([['SK124', 'long/SKILL.md']]);
  });
});
