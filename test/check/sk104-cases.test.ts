/**
 * SK104 covers four kinds of file skillscope could not read; each finding carries its kind as
 * `data.case`, so `check` prints the fix for that kind (the mechanism SK106 uses), not a list of
 * all four.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { RULES } from '../../src/check/rules/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

describe('SK104 cases', () => {
  it('a frontmatter over 64 KiB carries its case, and that case has its own fix', () => {
    const keys = Array.from({ length: 4000 }, (_, i) => `k${i}: ${'x'.repeat(20)}`).join('\n');
    const fs = memoryFs({
      '/r/big/SKILL.md': `---\nname: big\ndescription: Big. Use when big.\n${keys}\n---\nBody.\n`,
    });
    const f = runCheck(loadSkills('/r', {}, fs), {}).findings.find((x) => x.code === 'SK104');
    expect(f?.data['case']).toBe('frontmatter-too-large');
    expect(RULES.SK104.docs.caseFixes?.['frontmatter-too-large']).toMatch(/^Keep only the fields hosts read/);
  });

  it('every SK104 kind has a fix of its own', () => {
    expect(Object.keys(RULES.SK104.docs.caseFixes ?? {}).sort()).toEqual([
      'frontmatter-too-large',
      'not-regular',
      'too-large',
      'unreadable',
    ]);
  });
});
