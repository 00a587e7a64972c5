/**
 * `check --fix` over several DIRs: the status lines on stderr name files relative to the working
 * directory, like the diffs, so x/SKILL.md of DIR a and of DIR b stay apart.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('check --fix with several DIRs', () => {
  it('names each skipped file with its DIR', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-multi-'));
    for (const dir of ['a', 'b']) {
      mkdirSync(path.join(parent, dir, 'x'), { recursive: true });
      const text = Buffer.from(
        '---\nname: x\ndescription: Bad \xff byte: here. Use when asked.\n---\nbody\n',
        'latin1',
      );
      writeFileSync(path.join(parent, dir, 'x', 'SKILL.md'), text);
    }
    const r = await runCli(['check', 'a', 'b', '--fix'], { cwd: parent });
    const skips = r.stderr.split('\n').filter((l) => l.includes('--fix left'));
    expect(skips).toEqual([
      'skillscope: --fix left a/x/SKILL.md alone: not valid UTF-8',
      'skillscope: --fix left b/x/SKILL.md alone: not valid UTF-8',
    ]);
  });
});
