/**
 * A frontmatter with a collection as a key (`? [a, b]: v`) goes to `yaml`, which by default
 * prints a Node process warning ("Keys with collection values will be stringified") on stderr: a
 * stray line that no finding explains. We read it with logLevel 'error'; the key still becomes
 * SK133 as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

afterEach(() => vi.restoreAllMocks());

describe('yaml warnings', () => {
  it('a collection key reaches no process warning, and is still reported', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const fs = memoryFs({
      '/r/tides/SKILL.md':
        '---\nname: tides\ndescription: Plans launches from tide tables. Use when the user asks about tides.\n? [x, y]\n: v\n---\nBody.\n',
    });
    const codes = runCheck(loadSkills('/r', {}, fs), {}).findings.map((f) => f.code);
    expect(warn).not.toHaveBeenCalled();
    expect(codes).toContain('SK133');
  });
});
