/**
 * The hosts' project skill folders inside hidden folders (`.claude/skills`, `.agents/skills`…):
 * entered by the walk where skills are searched; every other hidden folder stays skipped, and the
 * SKILL.md files in those are counted for the note (`SkillSet.unreadHidden`).
 */
import { describe, expect, it } from 'vitest';
import {
  countedDepth,
  HOST_SKILL_PATHS,
  inHostSkillFolder,
  isHostSkillFolder,
  isWalkedPath,
} from '../../src/hosts/folders.js';
import { loadSkills, memoryFs, SKIPPED_FOLDERS, type LoadProblem, type MemoryEntry } from '../../src/skills/index.js';
import { HIDDEN_NOTE_MAX_FOLDERS } from '../../src/skills/hidden-count.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is asked for.\n---\n# ${name}\n`;
const kinds = (problems: readonly LoadProblem[]): string[] => problems.map((p) => `${p.kind} ${p.file}`).sort();

/** A repository root with every host folder, hidden folders that are not, and a plugin. */
const repo: Record<string, MemoryEntry> = {
  'repo/.claude/skills/a/SKILL.md': skill('a'),
  'repo/.claude/skills/a/.cache/x.md': 'hidden inside a skill: not a resource\n',
  'repo/.claude/commands/c/SKILL.md': skill('c'),
  'repo/.claude/settings.json': '{}\n',
  'repo/.agents/skills/b/SKILL.md': skill('b'),
  'repo/.codex/skills/d/SKILL.md': skill('d'),
  'repo/.opencode/skill/e/SKILL.md': skill('e'),
  'repo/.opencode/skills/f/SKILL.md': skill('f'),
  'repo/.github/skills/g/SKILL.md': skill('g'),
  'repo/.github/workflows/ci.yml': 'on: push\n',
  'repo/.gemini/skills/h/SKILL.md': skill('h'),
  'repo/.cursor/skills/i/SKILL.md': skill('i'),
  'repo/.git/modules/x/SKILL.md': skill('in-git'),
  'repo/.foo/skills/j/SKILL.md': skill('j'),
  'repo/.foo/skills/k/SKILL.md': skill('k'),
  'repo/.venv/lib/pkg/skills/l/SKILL.md': skill('l'),
  'repo/node_modules/.claude/skills/m/SKILL.md': skill('m'),
  'repo/plugins/p/.claude-plugin/plugin.json': '{"name":"p"}\n',
  'repo/plugins/p/skills/n/SKILL.md': skill('n'),
};

describe('host skill folders under hidden folders', () => {
  it('are entered; other hidden folders, .git and node_modules are not', () => {
    const set = loadSkills('/repo', {}, memoryFs(repo));
    expect(set.skills.map((s) => s.dir)).toEqual([
      '.agents/skills/b',
      '.claude/skills/a',
      '.codex/skills/d',
      '.cursor/skills/i',
      '.gemini/skills/h',
      '.github/skills/g',
      '.opencode/skill/e',
      '.opencode/skills/f',
      'plugins/p/skills/n',
    ]);
    expect(set.skills.find((s) => s.name === 'a')?.file).toBe('.claude/skills/a/SKILL.md');
    // Hidden stays hidden inside a skill; nothing else of .claude or .github is read.
    expect(set.skills.find((s) => s.name === 'a')?.resources).toEqual([]);
    expect(set.sharedResources).toEqual([]);
    expect(set.problems).toEqual([]);
    expect(set.pluginRoots).toEqual(['plugins/p']);
  });

  it('counts the SKILL.md files of the hidden folders not entered, never those in .git or node_modules', () => {
    const set = loadSkills('/repo', {}, memoryFs(repo));
    expect(set.unreadHidden).toEqual({
      count: 4,
      folders: ['.claude/commands', '.foo/skills', '.venv/lib/pkg/skills'],
      complete: true,
    });
  });

  it('has no note when nothing hidden holds a SKILL.md', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/skills/a/SKILL.md': skill('a'), 'r/.cache/x/notes.md': '# n\n', 'r/.git/HEAD': 'ref\n' }),
    );
    expect(set.unreadHidden).toBeUndefined();
  });

  it('inside a skill folder, a host folder is not entered (it is part of the skill, hidden)', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/x/SKILL.md': skill('x'), 'r/x/.claude/skills/y/SKILL.md': skill('y') }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['x']);
    expect(set.unreadHidden).toBeUndefined();
  });

  it('are found in nested folders too (a monorepo package)', () => {
    const set = loadSkills('/r', {}, memoryFs({ 'r/packages/web/.claude/skills/w/SKILL.md': skill('w') }));
    expect(set.skills.map((s) => s.dir)).toEqual(['packages/web/.claude/skills/w']);
  });

  it('when DIR is the host folder itself, everything in it is walked as before', () => {
    const set = loadSkills('/repo/.claude', {}, memoryFs(repo));
    expect(set.skills.map((s) => s.dir)).toEqual(['commands/c', 'skills/a']);
  });
});

describe('options on host folders', () => {
  it('ignore globs apply to their paths, and an ignored hidden folder is not counted for the note', () => {
    const set = loadSkills('/repo', { ignore: ['.claude/skills', '.foo', '.venv'] }, memoryFs(repo));
    expect(set.skills.map((s) => s.name)).not.toContain('a');
    expect(set.skills.map((s) => s.name)).toContain('b');
    expect(set.unreadHidden).toEqual({ count: 1, folders: ['.claude/commands'], complete: true });
    const byName = loadSkills('/repo', { ignore: ['skills'] }, memoryFs(repo));
    expect(byName.skills.map((s) => s.dir)).toEqual(['.opencode/skill/e']);
    expect(loadSkills('/repo', { ignore: ['.claude/**'] }, memoryFs(repo)).unreadHidden?.folders).toEqual([
      '.foo/skills',
      '.venv/lib/pkg/skills',
    ]);
  });

  it('--max-depth: a host prefix is not a level (.claude/skills/x is as deep as skills/x)', () => {
    const fs = memoryFs({
      'r/.claude/skills/a/SKILL.md': skill('a'),
      'r/skills/b/SKILL.md': skill('b'),
      'r/deep/skills/c/SKILL.md': skill('c'),
      'r/pkg/.claude/skills/d/SKILL.md': skill('d'),
    });
    const set = loadSkills('/r', { maxDepth: 2 }, fs);
    expect(set.skills.map((s) => s.dir)).toEqual(['.claude/skills/a', 'skills/b']);
    // Below the limit: reported, in host folders as elsewhere, never a silent skip.
    expect(kinds(set.problems)).toEqual(['depth-limit deep', 'depth-limit pkg']);
    expect(loadSkills('/r', { maxDepth: 3 }, fs).skills).toHaveLength(4);
  });

  it('a link in .claude/skills to a skill outside the root is followed as a linked skill; --no-follow-skill-links refuses it', () => {
    const fs = memoryFs({
      'store/x/SKILL.md': skill('x'),
      'r/.claude/skills/x': { symlink: '/store/x' },
      'r/skills/y/SKILL.md': skill('y'),
    });
    const set = loadSkills('/r', {}, fs);
    expect(set.skills.map((s) => [s.dir, s.linkedTo ?? null])).toEqual([
      ['.claude/skills/x', '/store/x'],
      ['skills/y', null],
    ]);
    const refused = loadSkills('/r', { followSkillLinks: false }, fs);
    expect(refused.skills.map((s) => s.dir)).toEqual(['skills/y']);
    expect(kinds(refused.problems)).toEqual(['symlink-escape .claude/skills/x']);
  });

  it('a link from .claude/skills to a plugin skill in the repository: one skill, from its real folder, no finding', () => {
    const fs = memoryFs({
      'r/plugins/p/.claude-plugin/plugin.json': '{}\n',
      'r/plugins/p/skills/z/SKILL.md': skill('z'),
      'r/.claude/skills/z': { symlink: '../../plugins/p/skills/z' },
    });
    const set = loadSkills('/r', {}, fs);
    expect(set.skills.map((s) => s.dir)).toEqual(['plugins/p/skills/z']);
    expect(set.problems).toEqual([]);
    expect(set.pluginRoots).toEqual(['plugins/p']);
  });

  it('a folder of links to a skill kept in .claude/skills: the real folder is the skill, the link an alias', () => {
    const fs = memoryFs({
      'r/.claude/skills/t/SKILL.md': skill('t'),
      'r/linked/t': { symlink: '../.claude/skills/t' },
    });
    const set = loadSkills('/r', {}, fs);
    expect(set.skills.map((s) => s.dir)).toEqual(['.claude/skills/t']);
    expect(set.problems).toEqual([]);
  });

  it("a host skill folder that is a link to the repository's folder of skills (or the reverse): read once, no finding", () => {
    const plugin = loadSkills(
      '/r',
      {},
      memoryFs({
        'r/plugins/p/skills/z/SKILL.md': skill('z'),
        'r/plugins/p/skills/w/SKILL.md': skill('w'),
        'r/.claude/skills': { symlink: '../plugins/p/skills' },
      }),
    );
    expect(plugin.skills.map((s) => s.dir)).toEqual(['plugins/p/skills/w', 'plugins/p/skills/z']);
    expect(plugin.problems).toEqual([]);
    const reverse = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/.agents/skills/t/SKILL.md': skill('t'), 'r/skills': { symlink: '.agents/skills' } }),
    );
    expect(reverse.skills.map((s) => s.dir)).toEqual(['.agents/skills/t']);
    expect(reverse.problems).toEqual([]);
    // A host folder linked to a folder that holds it is still a loop.
    const loop = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/skills/a/SKILL.md': skill('a'), 'r/app/.claude/skills': { symlink: '../..' }, 'r/app/x.md': 'x' }),
    );
    expect(kinds(loop.problems)).toEqual(['symlink-loop app/.claude/skills']);
    expect(isHostSkillFolder('app/.opencode/skill')).toBe(true);
    expect(isHostSkillFolder('.claude/skills/x')).toBe(false);
  });

  it('two ordinary links to one skill are still the duplicate (SK106 symlink-loop)', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/skills/a/SKILL.md': skill('a'), 'r/skills/a-link': { symlink: 'a' } }),
    );
    expect(kinds(set.problems)).toEqual(['symlink-loop skills/a-link']);
  });

  it('a SKILL.md linked to one in .claude/skills: the host folder, now walked, is the skill', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({
        'r/.claude/skills/a/SKILL.md': skill('a'),
        'r/copy/SKILL.md': { symlink: '../.claude/skills/a/SKILL.md' },
      }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['.claude/skills/a']);
    expect(kinds(set.problems)).toEqual(['symlink-loop copy/SKILL.md']);
  });

  it('the note stops at its folder limit and says the count is a lower bound', () => {
    const files: Record<string, MemoryEntry> = { 'r/skills/a/SKILL.md': skill('a'), 'r/.big/0/SKILL.md': skill('s0') };
    for (let i = 1; i <= HIDDEN_NOTE_MAX_FOLDERS + 10; i++) files[`r/.big/${i}/SKILL.md`] = skill(`s${i}`);
    const set = loadSkills('/r', {}, memoryFs(files));
    expect(set.unreadHidden?.complete).toBe(false);
    expect(set.unreadHidden?.count).toBeGreaterThan(0);
    expect(set.unreadHidden?.count).toBeLessThan(HIDDEN_NOTE_MAX_FOLDERS + 11);
  });
});

describe('path helpers', () => {
  it('countedDepth skips host prefixes; isWalkedPath and inHostSkillFolder follow the table', () => {
    expect(countedDepth('.claude/skills/a')).toBe(2);
    expect(countedDepth('skills/a')).toBe(2);
    expect(countedDepth('')).toBe(0);
    expect(isWalkedPath('.claude/skills/a', SKIPPED_FOLDERS)).toBe(true);
    expect(isWalkedPath('.claude/commands/a', SKIPPED_FOLDERS)).toBe(false);
    expect(isWalkedPath('.foo/skills/a', SKIPPED_FOLDERS)).toBe(false);
    expect(isWalkedPath('node_modules/x', SKIPPED_FOLDERS)).toBe(false);
    expect(inHostSkillFolder('app/.agents/skills/x')).toBe(true);
    expect(inHostSkillFolder('.agents/skills')).toBe(false);
    expect(inHostSkillFolder('skills/x')).toBe(false);
    expect(HOST_SKILL_PATHS).toContain('.claude/skills');
  });
});
