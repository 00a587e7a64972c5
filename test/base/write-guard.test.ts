/**
 * The write guard in-process: what each writer does with a missing file, a regular file, a link
 * (to a file, to a folder, to /dev/zero), a FIFO, a folder on the way that is a link, and a path
 * typed inside or outside the working directory. The binary-level attacks are in
 * test/hostile/writes.test.ts.
 */
import { spawnSync } from 'node:child_process';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { REPO_ROOT } from '../helpers/cli.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appendTo,
  checkPlace,
  createExclusive,
  placeFor,
  writeAtomic,
  type WriteResult,
} from '../../src/base/write-guard.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A fresh folder with `inside/` (the allowed folder) and `outside/victim.txt` beside it. */
function tree() {
  const base = mkdtempSync(path.join(tmpdir(), 'skillscope-write-guard-'));
  made.push(base);
  const inside = path.join(base, 'inside');
  const outside = path.join(base, 'outside');
  mkdirSync(inside);
  mkdirSync(outside);
  const victim = path.join(outside, 'victim.txt');
  writeFileSync(victim, 'keep me\n');
  return { base, inside, outside, victim };
}

const reason = (r: WriteResult): string => (r.ok ? 'ok' : r.refusal.reason);

function mkfifo(p: string): void {
  const r = spawnSync('mkfifo', [p]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
}

describe('writeAtomic', () => {
  it('creates a new file and replaces a regular one, leaving no temporary file', () => {
    const t = tree();
    const place = { folder: t.inside, rel: 'out.txt' };
    expect(writeAtomic(place, 'one')).toEqual({ ok: true, file: path.join(t.inside, 'out.txt') });
    expect(writeAtomic(place, 'two')).toEqual({ ok: true, file: path.join(t.inside, 'out.txt') });
    expect(readFileSync(path.join(t.inside, 'out.txt'), 'utf8')).toBe('two');
    expect(readdirSync(t.inside)).toEqual(['out.txt']);
  });

  it('gives the file the mode asked for, whatever the umask', () => {
    const t = tree();
    expect(reason(writeAtomic({ folder: t.inside, rel: 'm.txt' }, 'x', { mode: 0o640 }))).toBe('ok');
    expect(statSync(path.join(t.inside, 'm.txt')).mode & 0o777).toBe(0o640);
  });

  it('refuses a link at the target, to a file outside or to /dev/zero, and leaves link and victim alone', () => {
    const t = tree();
    symlinkSync(t.victim, path.join(t.inside, 'out.txt'));
    symlinkSync('/dev/zero', path.join(t.inside, 'zero.txt'));
    expect(reason(writeAtomic({ folder: t.inside, rel: 'out.txt' }, 'owned'))).toBe('link');
    expect(reason(writeAtomic({ folder: t.inside, rel: 'zero.txt' }, 'owned'))).toBe('link');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\n');
    expect(lstatSync(path.join(t.inside, 'out.txt')).isSymbolicLink()).toBe(true);
    expect(readdirSync(t.inside).sort()).toEqual(['out.txt', 'zero.txt']);
  });

  it('refuses a FIFO, a folder and a device at the target without opening them', () => {
    const t = tree();
    mkfifo(path.join(t.inside, 'pipe'));
    mkdirSync(path.join(t.inside, 'dir'));
    const what = (rel: string) => {
      const r = writeAtomic({ folder: t.inside, rel }, 'x');
      return r.ok ? 'ok' : r.refusal.reason === 'not-regular' ? r.refusal.what : r.refusal.reason;
    };
    expect(what('pipe')).toBe('fifo');
    expect(what('dir')).toBe('folder');
    expect(what('../../dev/null')).toBe('failed');
    expect(reason(writeAtomic({ folder: '/dev', rel: 'null' }, 'x'))).toBe('not-regular');
  });

  it('refuses a folder link on the way, even one that stays inside the allowed folder', () => {
    const t = tree();
    symlinkSync(t.outside, path.join(t.inside, '.state'));
    mkdirSync(path.join(t.inside, 'real'));
    symlinkSync('real', path.join(t.inside, 'alias'));
    expect(reason(writeAtomic({ folder: t.inside, rel: '.state/victim.txt' }, 'owned', { createFolders: true }))).toBe(
      'link',
    );
    expect(reason(writeAtomic({ folder: t.inside, rel: 'alias/x.txt' }, 'x'))).toBe('link');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\n');
    expect(readdirSync(t.outside)).toEqual(['victim.txt']);
  });

  it('follows the allowed folder itself when it is a link: the user named it', () => {
    const t = tree();
    const named = path.join(t.base, 'named');
    symlinkSync(t.inside, named);
    expect(reason(writeAtomic({ folder: named, rel: 'x.txt' }, 'x'))).toBe('ok');
    expect(readFileSync(path.join(t.inside, 'x.txt'), 'utf8')).toBe('x');
  });

  it('makes missing folders below the allowed folder only when asked', () => {
    const t = tree();
    expect(reason(writeAtomic({ folder: t.inside, rel: 'a/b/x.txt' }, 'x'))).toBe('missing-folder');
    expect(reason(writeAtomic({ folder: t.inside, rel: 'a/b/x.txt' }, 'x', { createFolders: true }))).toBe('ok');
    expect(readFileSync(path.join(t.inside, 'a', 'b', 'x.txt'), 'utf8')).toBe('x');
    writeFileSync(path.join(t.inside, 'file'), '');
    expect(reason(writeAtomic({ folder: t.inside, rel: 'file/x.txt' }, 'x', { createFolders: true }))).toBe(
      'not-folder',
    );
  });

  it('refuses ".." and empty parts in the path below the allowed folder', () => {
    const t = tree();
    for (const rel of ['../outside/victim.txt', 'a//b', './x', ''])
      expect(reason(writeAtomic({ folder: t.inside, rel }, 'x')), rel).toBe('failed');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\n');
  });
});

describe('appendTo', () => {
  it('creates, then appends', () => {
    const t = tree();
    const place = { folder: t.inside, rel: 'log.jsonl' };
    expect(reason(appendTo(place, 'a\n'))).toBe('ok');
    expect(reason(appendTo(place, 'b\n'))).toBe('ok');
    expect(readFileSync(path.join(t.inside, 'log.jsonl'), 'utf8')).toBe('a\nb\n');
  });

  it('refuses a link to a file outside, a link to /dev/zero and a FIFO, without blocking', () => {
    const t = tree();
    symlinkSync(t.victim, path.join(t.inside, 'log.jsonl'));
    symlinkSync('/dev/zero', path.join(t.inside, 'zero.jsonl'));
    mkfifo(path.join(t.inside, 'pipe.jsonl'));
    expect(reason(appendTo({ folder: t.inside, rel: 'log.jsonl' }, 'owned\n'))).toBe('link');
    expect(reason(appendTo({ folder: t.inside, rel: 'zero.jsonl' }, 'owned\n'))).toBe('link');
    expect(reason(appendTo({ folder: t.inside, rel: 'pipe.jsonl' }, 'owned\n'))).toBe('not-regular');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\n');
  });

  it('refuses a file with a second hard link (its other name may be anywhere), appending nothing', () => {
    const t = tree();
    linkSync(t.victim, path.join(t.inside, 'log.jsonl'));
    expect(reason(appendTo({ folder: t.inside, rel: 'log.jsonl' }, 'owned\n'))).toBe('hard-link');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\n');
  });

  it('a runner file named by its full path: its folder is taken as given, a non-regular file is refused', () => {
    const t = tree();
    expect(reason(appendTo({ folder: t.outside, rel: 'victim.txt' }, 'more\n'))).toBe('ok');
    expect(readFileSync(t.victim, 'utf8')).toBe('keep me\nmore\n');
    expect(reason(appendTo({ folder: '/dev', rel: 'null' }, 'x'))).toBe('not-regular');
  });
});

describe('createExclusive', () => {
  it('creates once, then says the file exists; a link at the name is refused, not followed', () => {
    const t = tree();
    const place = { folder: t.inside, rel: 'x.lock' };
    expect(reason(createExclusive(place))).toBe('ok');
    expect(reason(createExclusive(place))).toBe('exists');
    symlinkSync(path.join(t.outside, 'made-by-link'), path.join(t.inside, 'y.lock'));
    expect(reason(createExclusive({ folder: t.inside, rel: 'y.lock' }))).toBe('link');
    expect(readdirSync(t.outside)).toEqual(['victim.txt']);
  });
});

describe('placeFor', () => {
  it('a path inside the working directory is checked from the working directory down', () => {
    expect(placeFor('skillscope-report.html', '/w')).toEqual({ folder: '/w', rel: 'skillscope-report.html' });
    expect(placeFor('out/r.html', '/w')).toEqual({ folder: '/w', rel: 'out/r.html' });
    expect(placeFor('/w/out/r.html', '/w')).toEqual({ folder: '/w', rel: 'out/r.html' });
  });

  it('a path outside it keeps its folder as the user typed it', () => {
    expect(placeFor('/elsewhere/r.html', '/w')).toEqual({ folder: '/elsewhere', rel: 'r.html' });
    expect(placeFor('../up/r.html', '/w/sub')).toEqual({ folder: '/w/up', rel: 'r.html' });
  });

  it('a link planted in the working directory is refused, a linked folder the user named outside it is followed', () => {
    const t = tree();
    symlinkSync(t.outside, path.join(t.inside, 'reports'));
    expect(reason(checkPlace(placeFor('reports/victim.txt', t.inside)) as WriteResult)).toBe('link');
    const named = path.join(t.base, 'named');
    symlinkSync(t.outside, named);
    expect(checkPlace(placeFor(path.join(named, 'new.txt'), t.inside)).ok).toBe(true);
  });
});

describe('one write mechanism', () => {
  // Every way node:fs writes, creates, renames or changes a file. Only the write guard may call
  // them; the Action's mkdtempSync (a fresh folder with a random name, made exclusively) and the
  // removal of our own lock and temporary files are not writes to a name a repository controls.
  const WRITERS =
    /\b(?:writeFileSync|appendFileSync|createWriteStream|writeSync|renameSync|mkdirSync|copyFileSync|cpSync|symlinkSync|linkSync|truncateSync|ftruncateSync|chmodSync|fchmodSync|chownSync|fchownSync|writeFile|appendFile|rename|mkdir)\s*\(/;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
    );

  it('no module under src/ but base/write-guard.ts calls a node:fs write, or imports node:fs/promises', () => {
    const src = path.join(REPO_ROOT, 'src');
    const offenders: string[] = [];
    for (const file of files(src)) {
      const rel = path.relative(src, file);
      if (rel === path.join('base', 'write-guard.ts')) continue;
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/^\s*(?:\*|\/\/)/.test(line)) return; // comments
        if (WRITERS.test(line) || /node:fs\/promises|['"]fs\/promises['"]/.test(line))
          offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
