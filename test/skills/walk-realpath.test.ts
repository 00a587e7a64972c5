import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs, type Fs } from '../../src/skills/index.js';
import { LOAD_FRONTMATTER } from '../../src/skills/needs.js';

const skill = (name: string): string => `---\nname: ${name}\ndescription: d\n---\nBody.\n`;

/** memoryFs that records every realpath call. */
function counting(files: Parameters<typeof memoryFs>[0]): { fs: Fs; calls: string[] } {
  const inner = memoryFs(files);
  const calls: string[] = [];
  return { calls, fs: { ...inner, realpath: (p) => (calls.push(p), inner.realpath(p)) } };
}

describe('walk: real paths of plain folders', () => {
  const tree = {
    'real/a/SKILL.md': skill('a'),
    'real/a/refs/deep/x.md': '# x\n',
    'real/group/b/SKILL.md': skill('b'),
    'real/group/b/loop': { symlink: '/real/group' },
    'real/group/c': { symlink: '/real/a' },
    entry: { symlink: '/real' },
  } as const;

  it('resolves only the root and the links, never a plain folder', () => {
    const { fs, calls } = counting(tree);
    loadSkills('/entry', { needs: LOAD_FRONTMATTER }, fs);
    const folders = ['/entry/a', '/entry/a/refs', '/entry/a/refs/deep', '/entry/group', '/entry/group/b'];
    expect(calls.filter((c) => folders.includes(c))).toEqual([]);
    expect(calls).toContain('/entry');
    expect(calls).toContain('/entry/group/b/loop');
  });

  it('still finds loops and duplicates when the root is reached through a link', () => {
    // The plain folders' real paths derive from the root's resolved path (/real), so the link
    // /entry/group/b/loop -> /real/group is recognised as a folder already walked.
    const { fs } = counting(tree);
    const set = loadSkills('/entry', {}, fs);
    expect(set.skills.map((s) => s.dir)).toEqual(['a', 'group/b']);
    expect(set.problems.map((p) => [p.kind, p.file]).sort()).toEqual([
      ['symlink-loop', 'group/b/loop'],
      ['symlink-loop', 'group/c'],
    ]);
  });
});
