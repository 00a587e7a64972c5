/**
 * A frontmatter-only load walks less (walk.ts, `WalkState.ownedFiles`): it records no file inside a
 * skill and never enters a skill's resource folders. Differential against the whole walk on random
 * trees built from what makes the walk decide — skills nested in resource folders and elsewhere,
 * SKILL.md files without frontmatter, links into resource folders from where skills are searched,
 * links that leave the root, a resource folder deeper than the limit: the same skills, in the same
 * order, with the same SKILL.md problems, and the same set-level problems outside the resource
 * folders passed over.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs, type MemoryEntry } from '../../src/skills/index.js';
import type { SkillSet } from '../../src/skills/model.js';
import { LOAD_ALL, LOAD_FRONTMATTER } from '../../src/skills/needs.js';

const skill = (name: string): string => `---\nname: ${name}\ndescription: Use for ${name}.\n---\n\n# ${name}\n`;
const RESOURCE_FOLDERS = ['references', 'assets', 'examples', 'templates', 'reference', 'template'];
const OTHER_FOLDERS = ['scripts', 'agents', 'sub', 'docs'];

/** The folder path of a pick: a skill, or a place below one. */
const place = fc.tuple(
  fc.constantFrom('skills/a', 'skills/b', 'c', 'skills/.curated/d'),
  fc.array(fc.constantFrom(...RESOURCE_FOLDERS, ...OTHER_FOLDERS), { maxLength: 3 }),
);
const entry = fc.oneof(
  place.map(([top, below]) => [[top, ...below, 'SKILL.md'].join('/'), skill(below.at(-1) ?? top)] as const),
  place.map(([top, below]) => [[top, ...below, 'SKILL.md'].join('/'), '# no frontmatter\n'] as const),
  place.map(([top, below]) => [[top, ...below, 'notes.md'].join('/'), 'text\n'] as const),
  place.map(
    ([top, below]) =>
      [[top, ...below, 'link'].join('/'), { symlink: below.length === 0 ? '../../outside' : '../x' }] as const,
  ),
  fc
    .constantFrom('.claude/skills/l', 'skills/l2', 'l3')
    .chain((at) =>
      place.map(([top, below]) => [at, { symlink: `/r/${[top, ...below].join('/')}` }] as [string, MemoryEntry]),
    ),
  fc.constant(['skills/a/references/' + 'd/'.repeat(34) + 'deep.md', 'x\n'] as const),
);
const tree = fc
  .array(entry, { minLength: 1, maxLength: 12 })
  .map((entries) =>
    Object.fromEntries([['r/skills/a/SKILL.md', skill('a')], ...entries.map(([p, v]) => [`r/${p}`, v])]),
  );

/** Set problems outside the resource folders of the skills found. */
function outsideResources(set: SkillSet): unknown[] {
  const dirs = set.skills.map((s) => s.dir);
  return set.problems.filter(
    (p) => !dirs.some((d) => RESOURCE_FOLDERS.some((f) => p.file.startsWith(d === '' ? `${f}/` : `${d}/${f}/`))),
  );
}

describe('the frontmatter-only walk', () => {
  it('finds the same skills as the whole walk on random trees', () => {
    fc.assert(
      fc.property(tree, (files) => {
        const fs = memoryFs(files as Record<string, MemoryEntry>);
        const whole = loadSkills('/r', { needs: LOAD_ALL }, fs);
        const lean = loadSkills('/r', { needs: LOAD_FRONTMATTER }, fs);
        // What the frontmatter gives too: a skill read during the walk (readingOwners) is the one the stream reads.
        const seen = (s: SkillSet['skills'][number]) => [
          s.file,
          s.name,
          s.linkedTo,
          s.description,
          s.frontmatter,
          s.bytes,
        ];
        expect(lean.skills.map(seen)).toEqual(whole.skills.map(seen));
        expect(lean.skills.map((s) => s.problems.filter((p) => p.file === s.file))).toEqual(
          whole.skills.map((s) => s.problems.filter((p) => p.file === s.file)),
        );
        expect(outsideResources(lean)).toEqual(outsideResources(whole));
        expect(lean.layout).toBe(whole.layout);
      }),
      { numRuns: 400 },
    );
  });

  it('reports what lies in the resource folders of a folder dropped as an overlay, as the whole walk does', () => {
    // skills/b/agents has a SKILL.md without frontmatter and a namesake skill with it (skills/a/agents):
    // it is dropped after the walk, so its references/ folder must have been walked.
    const files = {
      'r/skills/a/SKILL.md': '---\nname: a\ndescription: Use for a.\n---\n# a\n',
      'r/skills/a/agents/SKILL.md': '---\nname: agents\ndescription: Use for agents.\n---\n# agents\n',
      'r/skills/b/agents/SKILL.md': '# no frontmatter\n',
      'r/skills/b/agents/references/link': { symlink: '../x' },
    } as Record<string, MemoryEntry>;
    const whole = loadSkills('/r', { needs: LOAD_ALL }, memoryFs(files));
    const lean = loadSkills('/r', { needs: LOAD_FRONTMATTER }, memoryFs(files));
    expect(lean.problems.map((p) => [p.kind, p.file])).toEqual(whole.problems.map((p) => [p.kind, p.file]));
    expect(lean.problems.map((p) => p.file)).toContain('skills/b/agents/references/link');
  });

  it('does not list a resource folder of a skill', () => {
    const listed: string[] = [];
    const base = memoryFs({
      'r/s/SKILL.md': skill('s'),
      'r/s/references/guide.md': 'x\n',
      'r/s/references/inner/SKILL.md': skill('inner'),
      'r/s/scripts/nested/SKILL.md': skill('nested'),
    });
    const fs = { ...base, readdir: (dir: string) => (listed.push(dir), base.readdir(dir)) };
    const set = loadSkills('/r', { needs: LOAD_FRONTMATTER }, fs);
    expect(set.skills.map((s) => s.name)).toEqual(['s', 'nested']);
    expect(listed).not.toContain('/r/s/references');
    expect(listed).toContain('/r/s/scripts/nested');
  });
});
