/**
 * SK104 on a broken symlink says where the link points: an absolute path on the author's machine
 * (`.codex/skills/x -> /home/me/code/x`) explains itself, and a link into an empty folder of the
 * tree is most often a git submodule that is not checked out, which `git submodule update --init`
 * fixes. Written to disk: links and empty folders are what the test is about.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTrees } from '../helpers/temp-tree.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const tree = useTempTrees('broken-link');
const skill = (name: string) =>
  `---\nname: ${name}\ndescription: Fills ${name} forms. Use when the user asks for ${name}.\n---\nBody.\n`;

const messages = (root: string) =>
  loadSkills(root, {})
    .problems.filter((p) => p.kind === 'unreadable')
    .map((p) => `${p.file}: ${p.message}`);

describe('a broken symlink names its target', () => {
  it('an absolute target on another machine', () => {
    const root = tree({ 'skills/a/SKILL.md': skill('a') });
    symlinkSync('/home/someone/code/plugins/b', join(root, 'skills/b'));
    expect(messages(root)).toEqual([
      "skills/b: broken symlink to '/home/someone/code/plugins/b': no such file or folder",
    ]);
  });

  it('a target inside an empty folder of the tree: a submodule not checked out', () => {
    const root = tree({ 'skills/a/SKILL.md': skill('a') });
    mkdirSync(join(root, 'external/anthropic-skills'), { recursive: true });
    symlinkSync('../external/anthropic-skills/skills/pdf', join(root, 'skills/pdf'));
    expect(messages(root)).toEqual([
      "skills/pdf: broken symlink to '../external/anthropic-skills/skills/pdf': no such file or folder; " +
        "'external/anthropic-skills' is an empty folder: a git submodule not checked out? (git submodule update --init)",
    ]);
  });

  it('no submodule guess when the folder on the way holds files, or the target climbs out of the tree', () => {
    const root = tree({ 'skills/a/SKILL.md': skill('a'), 'external/kit/README.md': '# Kit\n' });
    symlinkSync('../external/kit/skills/pdf', join(root, 'skills/pdf'));
    symlinkSync('../../../elsewhere/x', join(root, 'skills/x'));
    expect(messages(root)).toEqual([
      "skills/pdf: broken symlink to '../external/kit/skills/pdf': no such file or folder",
      "skills/x: broken symlink to '../../../elsewhere/x': no such file or folder",
    ]);
  });

  it('the in-memory filesystem reads link targets too', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/skills/a/SKILL.md': skill('a'), 'r/skills/gone': { symlink: '/nowhere/gone' } }),
    );
    expect(set.problems.map((p) => p.message)).toEqual(["broken symlink to '/nowhere/gone': no such file or folder"]);
  });
});
