/**
 * A file that is a symlink to another file of the tree is that file, not a copy: SK501 and
 * SK507 group real files only, while two real files with equal bytes still are duplicates.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-linked-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const write = (rel: string, text: string): void => {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
  writeFileSync(path.join(base, rel), text);
};
const skill = (dir: string): void =>
  write(
    `${dir}/SKILL.md`,
    `---\nname: ${path.basename(dir)}\ndescription: Checks tide tables. Use when the user asks about ${path.basename(dir)}.\n---\nSee references/criteria.md.\n`,
  );

describe('duplicate files and symlinks', () => {
  skill('tree/tides');
  write('tree/tides/criteria.md', '# Criteria\nHigh water is measured at the pier.\n');
  mkdirSync(path.join(base, 'tree/tides/references'), { recursive: true });
  symlinkSync('../criteria.md', path.join(base, 'tree/tides/references/criteria.md'));
  skill('tree/currents');
  write('tree/currents/notes.md', '# Notes\nSlack water lasts minutes.\n');
  write('tree/currents/references/notes.md', '# Notes\nSlack water lasts minutes.\n');

  const found = () =>
    runCheck(loadSkills(path.join(base, 'tree')), {}).findings.filter((f) => f.code === 'SK501' || f.code === 'SK507');

  it('a link to a file of the same skill is not a duplicate; a real second copy is', () => {
    expect(found().map((f) => [f.code, f.data['paths']])).toEqual([
      ['SK501', ['currents/notes.md', 'currents/references/notes.md']],
    ]);
  });

  it("the link is still one of the skill's files", () => {
    const tides = loadSkills(path.join(base, 'tree')).skills.find((s) => s.name === 'tides');
    expect(tides?.resources.map((r) => [r.path, r.linkTo ?? null]).sort()).toEqual([
      ['tides/criteria.md', null],
      ['tides/references/criteria.md', 'tides/criteria.md'],
    ]);
  });
});
