/**
 * A session created `catalogFirst` (the MCP server's) answers the catalog from a load that lists
 * no resource: the catalog and the content revision equal the whole view's, on every fixture
 * folder and on trees with resources, disabled skills and two sources; the revision still moves
 * when a SKILL.md changes, and the whole view is loaded on first use.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, createSession, parseSources } from '../../src/access/index.js';
import { nodeFs, type Fs } from '../../src/skills/fs.js';
import { skillMd, tempTree } from './helpers.js';

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');
const folders = (dir: string): string[] =>
  readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .map((n) => path.join(dir, n));
const NO_STATE = { dir: null, tried: [] };

/** An Fs that counts the files it opens or stats below a `references` folder. */
function countingFs(): { fs: Fs; resourceTouches: () => number } {
  let n = 0;
  const touch = (p: string) => {
    if (p.includes('/references/')) n++;
  };
  return {
    fs: {
      ...nodeFs,
      openRead: (f, r) => (touch(f), nodeFs.openRead(f, r)),
      stat: (p) => (touch(p), nodeFs.stat(p)),
      readdir: (d) => (touch(`${d}/`), nodeFs.readdir(d)),
    },
    resourceTouches: () => n,
  };
}

describe('a catalog-first session', () => {
  it('gives the catalog and revision of the whole view, on every fixture folder', () => {
    const roots = [path.join(FIXTURES, 'skills'), ...folders(path.join(FIXTURES, 'corpus'))];
    for (const root of roots) {
      const sources = parseSources([], [root], '/');
      const lean = createSession(sources, NO_STATE, { catalogFirst: true }).catalogView();
      const whole = createSession(sources, NO_STATE).view();
      expect(lean.revision, root).toBe(whole.revision);
      const options = { discoveryTool: 'discover_skills', budgetBytes: 1_000_000 };
      expect(buildCatalog(lean, options), root).toEqual(buildCatalog(whole, options));
      expect(
        lean.skills.map((s) => [s.name, s.ref, s.enabled, s.skill.description]),
        root,
      ).toEqual(whole.skills.map((s) => [s.name, s.ref, s.enabled, s.skill.description]));
    }
  });

  it('reads no resource for the catalog, then the whole view on first use', () => {
    const root = tempTree({
      'a/SKILL.md': skillMd('a', 'Use for a.'),
      'a/references/guide.md': '# guide\n',
      'b/SKILL.md': skillMd('b', 'Use for b.'),
    });
    const { fs, resourceTouches } = countingFs();
    const session = createSession(parseSources([], [root], '/'), NO_STATE, { fs, catalogFirst: true });
    expect(resourceTouches()).toBe(0);
    const lean = session.catalogView();
    expect(resourceTouches()).toBe(0);
    expect(lean.skills.map((s) => s.skill.resources.length)).toEqual([0, 0]);
    const whole = session.view();
    expect(whole.skills.map((s) => s.skill.resources.map((r) => r.relPath))).toEqual([['references/guide.md'], []]);
    expect(whole.revision).toBe(lean.revision);
    expect(session.catalogView()).toBe(whole);
  });

  it('moves the revision when a SKILL.md changes, before and after the whole view is loaded', () => {
    const root = tempTree({ 'a/SKILL.md': skillMd('a', 'Use for a.'), 'b/SKILL.md': skillMd('b', 'Use for b.') });
    const sources = parseSources([], [root], '/');
    const first = createSession(sources, NO_STATE, { catalogFirst: true }).catalogView().revision;
    writeFileSync(path.join(root, 'b/SKILL.md'), skillMd('b', 'Use for b.', '', '# b\n\nDo it another way.\n'));
    const session = createSession(sources, NO_STATE, { catalogFirst: true });
    const second = session.catalogView().revision;
    expect(second).not.toBe(first);
    session.view();
    writeFileSync(path.join(root, 'a/SKILL.md'), skillMd('a', 'Use for a, now.'));
    expect(session.reload()).toBe(true);
    expect(session.catalogView().revision).not.toBe(second);
  });
});
