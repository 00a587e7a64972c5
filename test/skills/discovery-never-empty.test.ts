/**
 * Discovery that never passes on nothing: hidden catalogue folders of skills (`skills/.curated`)
 * are read; SKILL.md files left in other hidden folders keep `auto` from switching to the flat
 * layout; a SKILL.md without frontmatter nested in another skill's folder is that skill's file.
 */
import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs, type MemoryEntry } from '../../src/skills/index.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is asked for.\n---\n# ${name}\n`;

describe('hidden catalogue folders', () => {
  const tree: Record<string, MemoryEntry> = {
    'r/README.md': '# Catalogue\n\nSkills to install.\n',
    'r/skills/.curated/alpha/SKILL.md': skill('alpha'),
    'r/skills/.system/beta/SKILL.md': skill('beta'),
    'r/skills/.experimental/gamma/SKILL.md': skill('gamma'),
    'r/.claude/skills/.disabled/delta/SKILL.md': skill('delta'),
  };

  it('are read inside a folder named skills, and named among the folders read', () => {
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.layout).toBe('dir');
    expect(set.skills.map((s) => s.dir)).toEqual([
      'skills/.curated/alpha',
      'skills/.experimental/gamma',
      'skills/.system/beta',
    ]);
    expect(set.folders?.map((f) => f.path)).toEqual(['skills/.curated', 'skills/.experimental', 'skills/.system']);
  });

  it('also when the folder of skills is the root itself', () => {
    const inner = Object.fromEntries(
      Object.entries(tree)
        .filter(([k]) => k.startsWith('r/skills/'))
        .map(([k, v]) => [k.replace('r/skills/', 'skills/'), v]),
    );
    expect(loadSkills('/skills', {}, memoryFs(inner)).skills).toHaveLength(3);
  });

  it('not inside a host skill folder, where a hidden folder is the user putting skills aside', () => {
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.skills.some((s) => s.name === 'delta')).toBe(false);
    expect(set.unreadHidden?.count).toBe(1);
  });
});

describe('auto layout', () => {
  it('is not flat when the only SKILL.md files sit in hidden folders (the top-level .md files are no skills)', () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({ 'r/GUIDE.md': '# Guide\n\nText.\n', 'r/.tools/skills/x/SKILL.md': skill('x') }),
    );
    expect(set.layout).toBe('dir');
    expect(set.skills).toEqual([]);
    expect(set.unreadHidden?.count).toBe(1);
  });

  it('is still flat for a folder of markdown files with no SKILL.md anywhere', () => {
    const set = loadSkills('/r', {}, memoryFs({ 'r/pdf.md': '# PDF\n\nFill PDF forms.\n', 'r/.cache/notes.md': 'x' }));
    expect(set.layout).toBe('flat');
    expect(set.folders).toEqual([{ path: '', skills: 1 }]);
  });
});

describe('a SKILL.md nested in another skill', () => {
  const tree: Record<string, MemoryEntry> = {
    'r/skills/base/SKILL.md': skill('base'),
    'r/skills/base/overlays/azure/SKILL.md': '# Azure overlay\n\nReplace the storage section with Blob Storage.\n',
    'r/skills/base/references/SKILL.md': '\uFEFFNotes on how this skill was written.\n',
    'r/skills/base/variants/strict/SKILL.md': skill('strict'),
  };

  it('without frontmatter is a file of the outer skill, not a skill', () => {
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.skills.map((s) => s.dir)).toEqual(['skills/base', 'skills/base/variants/strict']);
    expect(set.skills[0]!.resources.map((r) => r.relPath)).toEqual(['overlays/azure/SKILL.md', 'references/SKILL.md']);
  });

  it('with frontmatter stays a skill (Codex loads it there)', () => {
    expect(loadSkills('/r', {}, memoryFs(tree)).skills.map((s) => s.name)).toContain('strict');
  });

  it("in its references, assets, examples or templates is that skill's file even with frontmatter (the outer skill sends the model there)", () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({
        'r/skills/video/SKILL.md': skill('video'),
        'r/skills/video/references/video-cast/SKILL.md': skill('video-cast'),
        'r/skills/video/assets/sample-skill/SKILL.md': skill('sample-skill'),
      }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['skills/video']);
    expect(set.skills[0]!.resources.map((r) => r.relPath)).toEqual([
      'assets/sample-skill/SKILL.md',
      'references/video-cast/SKILL.md',
    ]);
  });

  it('a top-level SKILL.md without frontmatter is still a skill, with its finding', () => {
    const set = loadSkills('/r', {}, memoryFs({ 'r/skills/bare/SKILL.md': '# Bare\n' }));
    expect(set.skills.map((s) => s.dir)).toEqual(['skills/bare']);
    expect(set.skills[0]!.problems.map((p) => p.kind)).toEqual(['no-frontmatter']);
  });
});

describe('an overlay', () => {
  it("a frontmatter-less SKILL.md in a folder named like a real skill's folder is no skill; the real one is", () => {
    const set = loadSkills(
      '/r',
      {},
      memoryFs({
        'r/skills/flow/SKILL.md': skill('flow'),
        'r/skill-flavors/web/flow/SKILL.md': '<!--flavor:start-->\nUse the web designer instead.\n<!--flavor:end-->\n',
        'r/skill-flavors/web/flow/references/web.md': 'web notes\n',
      }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['skills/flow']);
    expect(set.problems).toEqual([]);
  });

  it('two frontmatter-less twins stay skills, with their findings (there is no real skill to overlay)', () => {
    const set = loadSkills('/r', {}, memoryFs({ 'r/a/flow/SKILL.md': '# Flow\n', 'r/b/flow/SKILL.md': '# Flow\n' }));
    expect(set.skills.map((s) => s.dir)).toEqual(['a/flow', 'b/flow']);
  });
});
