/**
 * Discovery on the path guard (src/base/guard.ts), over memoryFs: the depth search never switches
 * layout silently, collection documents in the flat layout, ignore globs, and special files or
 * broken links outside every skill. The guard itself: guard.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isCollectionDocument, loadSkills, memoryFs } from '../../src/skills/index.js';
import { globToRegExp } from '../../src/skills/glob.js';

const skill = (name: string, body = '# Body\n'): string =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is needed.\n---\n${body}`;
const kinds = (problems: readonly { kind: string; file: string }[]): string[] =>
  problems.map((p) => `${p.kind} ${p.file}`).sort();

describe('discovery: never switch layout silently', () => {
  it('a SKILL.md below --max-depth keeps the dir layout and is reported', () => {
    const set = loadSkills(
      '/',
      { maxDepth: 2 },
      memoryFs({
        'a/b/c/deep/SKILL.md': skill('deep'),
        'README.zh.md': '# 说明',
        'INDEX.md': '# index',
        'notes.md': '# notes',
      }),
    );
    expect(set.layout).toBe('dir');
    expect(set.skills).toEqual([]);
    expect(set.problems.map((p) => [p.kind, p.file, p.data])).toEqual([
      ['depth-limit', 'a', { maxDepth: 2, skills: 1, files: ['a/b/c/deep/SKILL.md'] }],
    ]);
  });

  it('the SKILL.md files below --max-depth are one finding per folder cut off, with their count', () => {
    const files: Record<string, string> = { 'live/ok/SKILL.md': skill('ok'), 'live/far/x/y/z/SKILL.md': skill('z') };
    for (const n of ['one', 'two', 'three'])
      for (const m of ['a', 'b']) files[`old/copy/${n}/skills/${m}/SKILL.md`] = skill(m);
    const set = loadSkills('/', { maxDepth: 3 }, memoryFs(files));
    expect(set.skills.map((s) => s.dir)).toEqual(['live/ok']);
    // The copied tree holds no loaded skill: one finding on its top folder. `live` holds one, so the cut stops below it.
    expect(set.problems.map((p) => [p.kind, p.file, p.data?.['skills']])).toEqual([
      ['depth-limit', 'live/far', 1],
      ['depth-limit', 'old', 6],
    ]);
    expect((set.problems[1]?.data?.['files'] as string[]).length).toBe(6);
  });

  it('a folder below --max-depth without a SKILL.md is not reported', () => {
    const set = loadSkills('/', { maxDepth: 1 }, memoryFs({ 's/SKILL.md': skill('s'), 'docs/a/b/c.md': '# c' }));
    expect(set.problems).toEqual([]);
  });

  it('collection documents in any language are not flat skills', () => {
    for (const name of [
      'README.md',
      'README.zh.md',
      'readme-zh-CN.md',
      'README_CN.md',
      'INDEX.md',
      'CHANGELOG.md',
      'Contributing.md',
      'SUMMARY.md',
    ]) {
      expect([name, isCollectionDocument(name)]).toEqual([name, true]);
    }
    for (const name of [
      'readability.md',
      'indexing.md',
      'pdf.md',
      'readme-writer.md',
      'index-builder.md',
      'licenses-audit.md',
    ]) {
      expect([name, isCollectionDocument(name)]).toEqual([name, false]);
    }
    const set = loadSkills(
      '/',
      {},
      memoryFs({ 'README.zh.md': '# 技能', 'INDEX.md': '# Index', 'pdf.md': '# PDF\n\nFill forms.' }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['pdf']);
  });
});

describe('ignore globs', () => {
  it('skips matching paths, fixtures included', () => {
    const fs = memoryFs({
      'skills/a/SKILL.md': skill('a'),
      'tests/fixtures/bad/SKILL.md': '# no frontmatter',
      'examples/e/SKILL.md': skill('e'),
    });
    expect(loadSkills('/', { ignore: ['tests/**'] }, fs).skills.map((s) => s.dir)).toEqual(['examples/e', 'skills/a']);
    expect(loadSkills('/', { ignore: ['tests', 'examples'] }, fs).skills.map((s) => s.dir)).toEqual(['skills/a']);
  });

  it('glob syntax: * within a segment, ** across, a bare name anywhere', () => {
    expect(globToRegExp('tests/**').test('tests/a/b')).toBe(true);
    expect(globToRegExp('**/fixtures').test('a/b/fixtures')).toBe(true);
    expect(globToRegExp('fixtures').test('a/fixtures')).toBe(true);
    expect(globToRegExp('a/*.md').test('a/b/c.md')).toBe(false);
    expect(globToRegExp('a/*.md').test('a/c.md')).toBe(true);
  });
});

describe('special files outside every skill (dir layout)', () => {
  it('a FIFO in a docs folder beside the skills is not a finding; one inside a skill still is', () => {
    const set = loadSkills(
      '/repo',
      {},
      memoryFs({
        'repo/skills/a/SKILL.md': skill('a'),
        'repo/docs/pipe': { special: 'fifo' },
        'repo/skills/a/pipe': { special: 'fifo' },
      }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['a']);
    expect(kinds(set.problems)).toEqual(['not-regular skills/a/pipe']);
  });
});

describe('broken links outside every skill (dir layout)', () => {
  it('a broken link to a file in docs/ is not a finding; one that may be a vanished skill folder, or inside a skill, still is', () => {
    const set = loadSkills(
      '/repo',
      {},
      memoryFs({
        'repo/skills/a/SKILL.md': skill('a'),
        'repo/docs/guide.md': { symlink: '/nowhere/guide.md' },
        'repo/skills/gone': { symlink: '/nowhere/gone' },
        'repo/skills/a/ref.md': { symlink: '/nowhere/ref.md' },
      }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['a']);
    expect(kinds(set.problems)).toEqual(['unreadable skills/a/ref.md', 'unreadable skills/gone']);
  });
});

describe('links outside every skill that touch no skill (dir layout)', () => {
  // A workspace repository with its skills in a host folder and its own aliases elsewhere: links
  // to folders of code and links to submodules that are not checked out. No host reads them.
  const files = {
    'repo/.opencode/skills/a/SKILL.md': skill('a'),
    'repo/skills/b/SKILL.md': skill('b'),
    'repo/orgs/me/desktop/main.c': 'int main;\n',
    'repo/desktop': { symlink: 'orgs/me/desktop' },
    'repo/external/vendor': { symlink: '../orgs/vendor' },
    'repo/external/tools': { symlink: '../orgs/me' },
    'repo/skills/b-alias': { symlink: 'b' },
    'repo/skills/gone': { symlink: '/nowhere/gone' },
    'repo/.claude/skills/lost': { symlink: '/nowhere/lost' },
  } as const;

  it('reports neither an alias of a folder without skills nor a broken link among folders of code', () => {
    const set = loadSkills('/repo', {}, memoryFs(files));
    expect(set.skills.map((s) => s.name).sort()).toEqual(['a', 'b']);
    const found = kinds(set.problems);
    expect(found).not.toContain('symlink-loop desktop');
    expect(found).not.toContain('unreadable external/vendor');
  });

  it('still reports a second path to a skill and a broken link where a skill folder could be', () => {
    const found = kinds(loadSkills('/repo', {}, memoryFs(files)).problems);
    expect(found).toEqual(['symlink-loop skills/b-alias', 'unreadable .claude/skills/lost', 'unreadable skills/gone']);
  });
});

describe('a SKILL.md that is a broken link', () => {
  it('is reported wherever skills are searched: the skill vanished in every other checkout', () => {
    const set = loadSkills(
      '/repo',
      {},
      memoryFs({
        'repo/.opencode/skill/kept/SKILL.md': skill('kept'),
        'repo/.opencode/skill/gone/SKILL.md': { symlink: '/home/me/.agents/skills/gone/SKILL.md' },
        'repo/bundle/skills/lost/SKILL.md': { symlink: '../../../nowhere/SKILL.md' },
        'repo/docs/guide.md': { symlink: '/nowhere/guide.md' },
      }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['kept']);
    expect(kinds(set.problems)).toEqual([
      'unreadable .opencode/skill/gone/SKILL.md',
      'unreadable bundle/skills/lost/SKILL.md',
    ]);
  });
});
