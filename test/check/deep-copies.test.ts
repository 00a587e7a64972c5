/** SK106 depth-limit: a deep SKILL.md in a copy of loaded skills, or of the tree that holds them, is no skill left out; a deep original still is. */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const md = (name: string) =>
  `---\nname: ${name}\ndescription: Charts reefs. Use when the user maps a reef.\n---\nBody.\n`;

function deep(files: Record<string, string>): unknown[] {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', { maxDepth: 4 }, fs), {})
    .findings.filter((f) => f.code === 'SK106')
    .map((f) => [f.file, f.data['skills']]);
}

describe('SK106 below --max-depth', () => {
  it('leaves out a dated copy of loaded skills, reports a deep skill that exists nowhere shallower', () => {
    expect(
      deep({
        'plugins/sea/skills/reef/SKILL.md': md('reef'),
        'old/2025-01-02/plugins/sea/skills/reef/SKILL.md': md('reef'),
        'field/notes/dives/north/lagoon/SKILL.md': md('lagoon'),
      }),
    ).toEqual([['field', 1]]);
  });

  it('leaves out a dated copy of the tree whose skill was renamed since: the copy repeats a folder of loaded skills', () => {
    expect(
      deep({
        'plugins/sea/skills/reef/SKILL.md': md('reef'),
        'old/2025-01-02/plugins/sea/skills/coral-reef/SKILL.md': md('coral-reef'),
        'old/2025-01-02/plugins/sea/lagoon/skills/lagoon/SKILL.md': md('lagoon'),
      }),
    ).toEqual([]);
    // The same deep skills with no loaded folder they repeat: left out, and said.
    expect(
      deep({
        'plugins/sea/skills/reef/SKILL.md': md('reef'),
        'old/2025-01-02/plugins/lake/skills/coral-reef/SKILL.md': md('coral-reef'),
      }),
    ).toEqual([['old', 1]]);
  });

  it('leaves out a deep SKILL.md under a test-data folder, and still reports one beside it elsewhere', () => {
    expect(
      deep({
        'skills/reef/SKILL.md': md('reef'),
        'tests/Fixtures/bundle/expected/skills/lagoon/SKILL.md': md('lagoon'),
        'field/notes/dives/north/lagoon/SKILL.md': md('lagoon'),
      }),
    ).toEqual([['field', 1]]);
  });
});
