/** SK106 depth-limit: a deep SKILL.md that copies a skill loaded in its own place is no skill left out; a deep original still is. */
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
        'old/2025-01-02/plugins/sea/skills/lagoon/SKILL.md': md('lagoon'),
      }),
    ).toEqual([['old', 1]]);
  });
});
