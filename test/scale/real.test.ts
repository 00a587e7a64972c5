/**
 * The real-text scale tree (bench/scale/real.ts): copies of corpus skills keep every byte but the
 * frontmatter's `name:` line, get names of the spec's shape, come in a stable order that does not
 * depend on the listing order of the disk, and a missing corpus is one clear error.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyName, corpusDir, corpusSkills, renameSkillMd, writeRealTree } from '../../bench/scale/real.js';
import { loadSkills } from '../../src/skills/index.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-scale-real-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  const abs = path.join(tmp, 'corpus', rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}

describe('real-text scale tree', () => {
  it('rewrites only the name line of the frontmatter', () => {
    const src = Buffer.from('\xEF\xBB\xBF---\nname: Old Name\ndescription: d\n---\nname: body line\n', 'latin1');
    expect(renameSkillMd(src, 'r1-x').toString('latin1')).toBe(
      '\xEF\xBB\xBF---\nname: r1-x\ndescription: d\n---\nname: body line\n',
    );
    const noName = Buffer.from('---\ndescription: d\n---\nname: body\n');
    expect(renameSkillMd(noName, 'r1-x')).toEqual(noName);
    expect(renameSkillMd(Buffer.from('# no frontmatter\n'), 'r').toString()).toBe('# no frontmatter\n');
  });

  it('names copies in the spec shape', () => {
    expect(copyName(7, 'My_Skill (v2)')).toBe('r7-my-skill-v2');
    expect(copyName(12, 'x'.repeat(80))).toHaveLength(64);
  });

  it('copies skills with their folders, renamed, skipping nested skills and .git', () => {
    write('repo-a/skills/alpha/SKILL.md', '---\nname: alpha\ndescription: Alpha does things for tests.\n---\nBody\n');
    write('repo-a/skills/alpha/references/guide.md', '# Guide\n');
    write('repo-a/skills/alpha/references/inner/SKILL.md', '---\nname: inner\ndescription: nested\n---\n');
    write('repo-b/beta/SKILL.md', '---\nname: beta\ndescription: Beta does other things.\n---\nB\n');
    write('repo-b/.git/x/SKILL.md', '---\nname: git\n---\n');
    const corpus = path.join(tmp, 'corpus');
    const sources = corpusSkills(corpus);
    expect([...sources].sort()).toEqual(['repo-a/skills/alpha', 'repo-b/beta']);
    const { dir } = writeRealTree(3, { root: path.join(tmp, 'out'), corpus, sources });
    const set = loadSkills(dir);
    expect(set.skills.map((s) => s.name).sort()).toEqual(
      [0, 1, 2].map((i) => copyName(i, path.posix.basename(sources[i % 2]!))).sort(),
    );
    for (const s of set.skills) expect(s.name).toBe(s.folderName);
    const alpha = set.skills.find((s) => s.name.endsWith('-alpha'))!;
    const guide = path.join(dir, alpha.dir, 'references', 'guide.md');
    expect(readFileSync(guide, 'utf8')).toBe('# Guide\n');
    expect(statSync(guide).nlink).toBeGreaterThan(1);
    expect(writeRealTree(3, { root: path.join(tmp, 'out'), corpus, sources }).written).toBe(false);
  });

  it('says where the corpus should be when it is absent', () => {
    expect(() => corpusDir({ SKILLSCOPE_CORPUS_DIR: path.join(tmp, 'nowhere') })).toThrow(
      /needs the skill corpus checked out at .*nowhere.*SKILLSCOPE_CORPUS_DIR/,
    );
  });
});
