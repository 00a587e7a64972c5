/**
 * The path guard (src/base/guard.ts) and the discovery rules built on it, over memoryFs: links
 * out of the root in both layouts, special files, size caps, duplicates through links, linked
 * skill folders. The depth search, collection documents, ignore globs and what lies outside every
 * skill: discovery-guard.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFs } from '../../src/skills/fs.js';
import { checkGuarded, isInside, readGuarded, refusalMessage } from '../../src/base/guard.js';
import { loadSkills, MAX_SKILL_MD_BYTES, memoryFs, type MemoryEntry } from '../../src/skills/index.js';
import { MAX_FRONTMATTER_BYTES, splitFrontmatter } from '../../src/skills/frontmatter.js';

const skill = (name: string, body = '# Body\n'): string =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is needed.\n---\n${body}`;
const kinds = (problems: readonly { kind: string; file: string }[]): string[] =>
  problems.map((p) => `${p.kind} ${p.file}`).sort();

describe('the guard', () => {
  const fs = memoryFs({
    'root/a.md': 'hello',
    'root/big.md': 'x'.repeat(100),
    'root/out.md': { symlink: '/outside/secret.md' },
    'root/in.md': { symlink: 'a.md' },
    'root/pipe': { special: 'fifo' },
    'root/dir/x': 'x',
    'root/loop.md': { symlink: 'loop.md' },
    'outside/secret.md': 'secret',
  });
  const opts = { within: '/root', maxBytes: 50 };

  it('reads a regular file inside the bound, also through a link that stays inside', () => {
    expect(readGuarded(fs, '/root/a.md', opts)).toMatchObject({ ok: true, real: '/root/a.md' });
    expect(readGuarded(fs, '/root/in.md', opts)).toMatchObject({ ok: true, real: '/root/a.md' });
  });

  it('refuses a link out of the bound, a FIFO, a folder, an oversized file and a link loop', () => {
    const refusal = (p: string) => {
      const r = checkGuarded(fs, p, opts);
      return r.ok ? null : r.refusal;
    };
    expect(refusal('/root/out.md')).toEqual({ reason: 'outside', target: '/outside/secret.md' });
    expect(refusal('/root/pipe')).toEqual({ reason: 'not-regular', what: 'fifo' });
    expect(refusal('/root/dir')).toEqual({ reason: 'not-regular', what: 'folder' });
    expect(refusal('/root/big.md')).toEqual({ reason: 'too-large', size: 100, max: 50 });
    expect(refusal('/root/loop.md')?.reason).toBe('unreadable');
    expect(refusalMessage({ reason: 'too-large', size: 5 * 1024 * 1024, max: 4 * 1024 * 1024 })).toBe(
      'is too large (5 MiB; limit 4 MiB)',
    );
  });

  it('without a bound (files named by the user) only kind and size count', () => {
    expect(readGuarded(fs, '/root/out.md', { maxBytes: 50 })).toMatchObject({ ok: true });
  });

  it('reads refuse the same paths as the check, decided on the opened file', () => {
    const refusal = (p: string) => {
      const r = readGuarded(fs, p, opts);
      return r.ok ? null : r.refusal;
    };
    expect(refusal('/root/out.md')).toEqual({ reason: 'outside', target: '/outside/secret.md' });
    expect(refusal('/root/pipe')).toEqual({ reason: 'not-regular', what: 'fifo' });
    expect(refusal('/root/dir')).toEqual({ reason: 'not-regular', what: 'folder' });
    expect(refusal('/root/big.md')).toEqual({ reason: 'too-large', size: 100, max: 50 });
    expect(refusal('/root/loop.md')?.reason).toBe('unreadable');
  });

  it('noFollow refuses a link as the last component, even one that stays inside', () => {
    expect(readGuarded(fs, '/root/in.md', { ...opts, noFollow: true })).toEqual({
      ok: false,
      refusal: { reason: 'symlink' },
    });
    expect(readGuarded(fs, '/root/a.md', { ...opts, noFollow: true })).toMatchObject({ ok: true });
  });

  it('on disk: noFollow, FIFOs and caps through nodeFs', () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'skillscope-guard-')));
    try {
      writeFileSync(path.join(dir, 'a.md'), 'hello');
      symlinkSync('a.md', path.join(dir, 'in.md'));
      expect(spawnSync('mkfifo', [path.join(dir, 'pipe')]).status).toBe(0);
      const read = (p: string, noFollow = false) =>
        readGuarded(nodeFs, path.join(dir, p), { within: dir, maxBytes: 4, noFollow });
      expect(read('in.md', true)).toEqual({ ok: false, refusal: { reason: 'symlink' } });
      expect(read('pipe')).toEqual({ ok: false, refusal: { reason: 'not-regular', what: 'fifo' } });
      expect(read('a.md')).toEqual({ ok: false, refusal: { reason: 'too-large', size: 5, max: 4 } });
      expect(readGuarded(nodeFs, path.join(dir, 'in.md'), { within: dir, maxBytes: 5 })).toMatchObject({
        ok: true,
        real: path.join(dir, 'a.md'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on disk: the hints a walk passes (listedRegular, headBytes, transient) change what is read, never what is refused', () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'skillscope-guard-')));
    const outside = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'skillscope-guard-out-')));
    try {
      writeFileSync(path.join(dir, 'a.md'), '---\nname: a\n---\nbody\n');
      writeFileSync(path.join(dir, 'b.md'), 'other bytes\n');
      writeFileSync(path.join(outside, 'secret.md'), 'secret\n');
      symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'out.md'));
      expect(spawnSync('mkfifo', [path.join(dir, 'pipe')]).status).toBe(0);
      // A caller that wrongly says "listed as a regular file" still gets every refusal: the
      // descriptor decides (a FIFO is opened non-blocking and refused on its fstat, never read).
      const hinted = { within: dir, maxBytes: 1024, listedRegular: true } as const;
      expect(readGuarded(nodeFs, path.join(dir, 'out.md'), hinted)).toEqual({
        ok: false,
        refusal: { reason: 'outside', target: path.join(outside, 'secret.md') },
      });
      expect(readGuarded(nodeFs, path.join(dir, 'pipe'), hinted)).toEqual({
        ok: false,
        refusal: { reason: 'not-regular', what: 'fifo' },
      });
      expect(readGuarded(nodeFs, dir, hinted)).toEqual({
        ok: false,
        refusal: { reason: 'not-regular', what: 'folder' },
      });
      // headBytes: the first bytes only; the size limit is still the whole file's.
      const head = readGuarded(nodeFs, path.join(dir, 'a.md'), { within: dir, maxBytes: 1024, headBytes: 4 });
      expect(head.ok && Buffer.from(head.bytes).toString('utf8')).toBe('---\n');
      expect(readGuarded(nodeFs, path.join(dir, 'a.md'), { within: dir, maxBytes: 8, headBytes: 4 })).toEqual({
        ok: false,
        refusal: { reason: 'too-large', size: 21, max: 8 },
      });
      expect(
        readGuarded(memoryFs({ 'r/a.md': 'abcdef' }), '/r/a.md', { within: '/r', maxBytes: 64, headBytes: 2 }),
      ).toMatchObject({ ok: true, bytes: new TextEncoder().encode('ab') });
      // transient: the bytes are right until the next transient read (which may reuse the buffer).
      const first = readGuarded(nodeFs, path.join(dir, 'a.md'), { within: dir, maxBytes: 1024, transient: true });
      expect(first.ok && Buffer.from(first.bytes).toString('utf8')).toBe('---\nname: a\n---\nbody\n');
      const second = readGuarded(nodeFs, path.join(dir, 'b.md'), { within: dir, maxBytes: 1024, transient: true });
      expect(second.ok && Buffer.from(second.bytes).toString('utf8')).toBe('other bytes\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('on disk: a valid name holding U+FFFD is listed as it is, not as an invalid name', () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'skillscope-guard-')));
    try {
      writeFileSync(path.join(dir, 'a\ufffdb.md'), 'x');
      writeFileSync(path.join(dir, 'plain.md'), 'x');
      const names = nodeFs.readdir(dir).sort((a, b) => (a.name < b.name ? -1 : 1));
      expect(names).toEqual([
        { name: 'a\ufffdb.md', kind: 'file' },
        { name: 'plain.md', kind: 'file' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('isInside compares whole path segments', () => {
    expect(isInside('/root', '/root')).toBe(true);
    expect(isInside('/root/x', '/root')).toBe(true);
    expect(isInside('/rootkit/x', '/root')).toBe(false);
    expect(isInside('/x', '/')).toBe(true);
  });
});

describe('flat layout through the guard', () => {
  const files: Record<string, MemoryEntry> = {
    'flat/good.md': skill('good'),
    'flat/passwd.md': { symlink: '/etc/passwd' },
    'flat/zero.md': { symlink: '/dev/zero' },
    'flat/loop.md': { symlink: 'loop.md' },
    'flat/dup.md': { symlink: 'good.md' },
    'flat/pipe.md': { special: 'fifo' },
    'etc/passwd': 'root:x:0:0:root:/root:/bin/bash\n',
    'dev/zero': { special: 'char-device' },
  };

  it('loads only the real skill; every link out, loop, duplicate and special file is one finding', () => {
    const set = loadSkills('/flat', {}, memoryFs(files));
    expect(set.layout).toBe('flat');
    expect(set.skills.map((s) => s.name)).toEqual(['good']);
    expect(kinds(set.problems)).toEqual([
      'not-regular pipe.md',
      'symlink-escape passwd.md',
      'symlink-escape zero.md',
      'symlink-loop dup.md',
      'unreadable loop.md',
    ]);
  });

  it('a link to a markdown file inside the root that is not itself a skill file is loaded', () => {
    const set = loadSkills(
      '/flat',
      {},
      memoryFs({ 'flat/a.md': skill('a'), 'flat/b.md': { symlink: 'sub/b.md' }, 'flat/sub/b.md': skill('b') }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['a', 'b']);
  });
});

describe('size caps on SKILL.md, frontmatter and resources', () => {
  it('an oversized SKILL.md is listed with a too-large problem and the sibling is read', () => {
    const fs = memoryFs({
      'big/SKILL.md': skill('big', 'x'.repeat(MAX_SKILL_MD_BYTES)),
      'good/SKILL.md': skill('good'),
    });
    const set = loadSkills('/', {}, fs);
    const big = set.skills.find((s) => s.folderName === 'big')!;
    expect(big.problems.map((p) => [p.kind, p.data?.['max']])).toEqual([['too-large', MAX_SKILL_MD_BYTES]]);
    expect(big.source).toBe('');
    expect(big.bytes).toBeGreaterThan(MAX_SKILL_MD_BYTES);
    expect(set.skills.find((s) => s.folderName === 'good')!.name).toBe('good');
  });

  it('a frontmatter over the cap is not parsed and is reported, the body still split off', () => {
    const keys = Array.from({ length: 4000 }, (_, i) => `key${i}: value number ${i}`).join('\n');
    expect(keys.length).toBeGreaterThan(MAX_FRONTMATTER_BYTES);
    const r = splitFrontmatter(`---\nname: x\n${keys}\n---\n# Body\n`, 'x/SKILL.md');
    expect(r.problems.map((p) => p.kind)).toEqual(['frontmatter-too-large']);
    expect(r.frontmatter?.data).toBeNull();
    expect(r.body).toBe('# Body\n');
  });

  it('a frontmatter just under the cap is parsed', () => {
    const r = splitFrontmatter(
      `---\nname: x\ndescription: ${'y'.repeat(MAX_FRONTMATTER_BYTES - 40)}\n---\n`,
      'x/SKILL.md',
    );
    expect(r.problems).toEqual([]);
    expect(r.frontmatter?.data?.['name']).toBe('x');
  });
});

describe('attribution: every problem names its file and line', () => {
  it('a folder symlinked to another skill: the real folder is the skill, the link the duplicate', () => {
    // `a-link` sorts before `z-real`: before the fix it took the skill and z-real was the "loop".
    const set = loadSkills('/', {}, memoryFs({ 'z-real/SKILL.md': skill('z-real'), 'a-link': { symlink: 'z-real' } }));
    expect(set.skills.map((s) => s.dir)).toEqual(['z-real']);
    expect(kinds(set.problems)).toEqual(['symlink-loop a-link']);
  });

  it("a SKILL.md symlinked to another skill's SKILL.md: the real one wins", () => {
    const set = loadSkills(
      '/',
      {},
      memoryFs({ 'z-real/SKILL.md': skill('z-real'), 'a-copy/SKILL.md': { symlink: '../z-real/SKILL.md' } }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['z-real']);
    expect(kinds(set.problems)).toEqual(['symlink-loop a-copy/SKILL.md']);
  });

  it('a FIFO, a device and a folder named SKILL.md each get a problem', () => {
    const set = loadSkills(
      '/',
      {},
      memoryFs({
        'p/SKILL.md': { special: 'fifo' },
        'd/SKILL.md': { special: 'char-device' },
        'f/SKILL.md/x.txt': 'x',
        'good/SKILL.md': skill('good'),
      }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['good']);
    expect(kinds(set.problems)).toEqual(['not-regular d/SKILL.md', 'not-regular f/SKILL.md', 'not-regular p/SKILL.md']);
  });

  it('a folder named SKILL.md alone is not read as a flat collection', () => {
    const set = loadSkills('/', {}, memoryFs({ 'f/SKILL.md/x.md': '# x', 'notes.md': '# notes' }));
    expect(set.layout).toBe('dir');
  });

  it('resources deeper than the fixed limit do not advise --max-depth', () => {
    const deep = `s/${Array.from({ length: 33 }, (_, i) => `d${i}`).join('/')}/x.md`;
    const set = loadSkills('/', {}, memoryFs({ 's/SKILL.md': skill('s'), [deep]: 'x' }));
    const p = set.problems.find((x) => x.kind === 'depth-limit')!;
    expect(p.data).toEqual({ resourceMaxDepth: 32 });
    expect(p.message).not.toContain('--max-depth');
  });

  it('an unclosed quote points at the quote, not the closing fence', () => {
    const r = splitFrontmatter('---\nname: x\ndescription: "Fill forms\nlicense: MIT\n---\n# Body\n', 'x/SKILL.md');
    expect(r.problems.map((p) => [p.kind, p.line, p.column])).toEqual([['yaml-error', 3, 14]]);
  });
});

describe('skill folders linked from elsewhere', () => {
  const files: Record<string, MemoryEntry> = {
    'home/.claude/skills/pdf': { symlink: '/src/skills/pdf' },
    'home/.claude/skills/notes': { symlink: '/src/notes' },
    'src/skills/pdf/SKILL.md': skill('pdf'),
    'src/skills/pdf/references/forms.md': '# Forms\n',
    'src/skills/pdf/references/leak.md': { symlink: '/src/secret.md' },
    'src/skills/pdf/back': { symlink: '/src/skills/pdf' },
    'src/secret.md': 'secret',
    'src/notes/a.md': '# not a skill\n',
  };

  it('follows a linked skill folder, records its real path, keeps its resources inside it', () => {
    const set = loadSkills('/home/.claude/skills', {}, memoryFs(files));
    expect(set.layout).toBe('dir');
    expect(set.skills.map((s) => [s.dir, s.linkedTo])).toEqual([['pdf', '/src/skills/pdf']]);
    expect(set.skills[0]!.resources.map((r) => r.path)).toEqual(['pdf/references/forms.md']);
    expect(kinds(set.problems)).toEqual([
      'symlink-escape notes',
      'symlink-escape pdf/references/leak.md',
      'symlink-loop pdf/back',
    ]);
  });

  it('--no-follow-skill-links refuses it', () => {
    const set = loadSkills('/home/.claude/skills', { followSkillLinks: false }, memoryFs(files));
    expect(set.skills).toEqual([]);
    expect(kinds(set.problems)).toEqual(['symlink-escape notes', 'symlink-escape pdf']);
  });

  it('a link to a skill folder from inside another skill is a resource link, not followed out', () => {
    const set = loadSkills(
      '/root',
      {},
      memoryFs({ 'root/a/SKILL.md': skill('a'), 'root/a/other': { symlink: '/src/skills/pdf' }, ...files }),
    );
    expect(set.skills.map((s) => s.dir)).toEqual(['a']);
    expect(kinds(set.problems)).toEqual(['symlink-escape a/other']);
  });
});
