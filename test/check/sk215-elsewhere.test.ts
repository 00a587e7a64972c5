/**
 * SK215: a link missing where it points while a file of the same trailing path (its name and at
 * least the folder above it) is elsewhere in the checked tree — a shared folder an install step
 * copies beside the skills. Not SK210's "missing everywhere"; the true SK210 beside it still fires.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { pathTails, TAIL_MIN_SEGMENTS } from '../../src/check/rules/link-elsewhere.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function links(files: Record<string, string>) {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), {})
    .findings.filter((f) => f.code === 'SK210' || f.code === 'SK215')
    .map((f) => ({ code: f.code, line: f.line, foundAt: f.data['foundAt'], resolved: f.data['resolved'] }));
}

const head = `---\nname: planner\ndescription: Plans berths for arriving ships. Use when the user asks where a ship should moor.\n---\n`;

describe('pathTails', () => {
  const tails = pathTails([
    'tools/common/glossary/units.md',
    'docs/glossary/units.md',
    'a/notes/units.md',
    'b/notes/units.md',
    'README.md',
  ]);

  it('finds the file ending with the most segments of the missing path', () => {
    expect(tails.find('tools/harbour/skills/common/glossary/units.md')).toEqual({
      path: 'tools/common/glossary/units.md',
      segments: 3,
      alternatives: 1,
    });
  });

  it(`needs ${TAIL_MIN_SEGMENTS} segments, the name included: a file name alone says nothing`, () => {
    expect(tails.find('x/y/README.md')).toBeNull();
    expect(tails.find('README.md')).toBeNull();
    expect(tails.find('x/other/units.md')).toBeNull();
  });

  it('among equal matches, the nearest where the link points, then the first by path, with their number', () => {
    expect(tails.find('b/skills/s/notes/units.md')).toEqual({ path: 'b/notes/units.md', segments: 2, alternatives: 2 });
    expect(tails.find('c/notes/units.md')).toEqual({ path: 'a/notes/units.md', segments: 2, alternatives: 2 });
  });
});

describe('SK215 link-target-elsewhere', () => {
  it('a link written for the installed layout: the shared file is elsewhere in the tree, named by no skill', () => {
    const files = {
      'tools/common/glossary/units.md': 'Metres and tonnes.\n',
      'tools/harbour/skills/planner/SKILL.md': `${head}Read [the units](../common/glossary/units.md).\nRead [the tides](../common/glossary/tides.md).\n`,
    };
    expect(links(files)).toEqual([
      {
        code: 'SK215',
        line: 5,
        foundAt: 'tools/common/glossary/units.md',
        resolved: 'tools/harbour/skills/common/glossary/units.md',
      },
      { code: 'SK210', line: 6, foundAt: undefined, resolved: undefined },
    ]);
  });

  it("a file of another skill is that skill's: a link missing here stays SK210", () => {
    const files = {
      'tools/harbour/skills/cranes/SKILL.md': `${head.replace('planner', 'cranes')}Read [limits](references/limits.md).\n`,
      'tools/harbour/skills/cranes/references/limits.md': 'Forty tonnes.\n',
      'tools/harbour/skills/planner/SKILL.md': `${head}Read [limits](references/limits.md).\n`,
    };
    expect(links(files).map((f) => [f.code, f.line])).toEqual([['SK210', 5]]);
  });

  it('a file that shares only its name with the missing one leaves SK210', () => {
    const files = {
      'tools/common/units.md': 'Metres.\n',
      'tools/harbour/skills/planner/SKILL.md': `${head}Read [the units](../common/glossary/units.md).\n`,
    };
    expect(links(files).map((f) => f.code)).toEqual(['SK210']);
  });
});
