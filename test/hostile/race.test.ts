/**
 * The race-free open: a folder link flipped between an inside and an outside folder while the
 * guard reads through it thousands of times. A guard that resolves the name, then opens it by
 * name again, serves the outside file whenever the flip lands between the two; reading the real
 * path back from the opened descriptor cannot. The flipper is a child process, so it runs
 * truly alongside the synchronous reads.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGuarded } from '../../src/base/guard.js';
import { nodeFs } from '../../src/skills/fs.js';

const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skillscope-race-')));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/** Reads made while the link flips: a guard that opens by name again lost ~70 of 20,000 here. */
const READS = 20000;

/** Replaces `link` by a link to `a`, then to `b`, … as fast as it can (rename is atomic). */
const FLIPPER = `
const fs = require('node:fs');
const [link, a, b] = process.argv.slice(1);
for (let i = 0; ; i++) {
  const tmp = link + '.tmp';
  try { fs.unlinkSync(tmp); } catch {}
  fs.symlinkSync(i % 2 === 0 ? a : b, tmp);
  fs.renameSync(tmp, link);
  if (i === 1) process.stdout.write('flipping\\n');
}`;

describe('a folder link swapped while the guard reads through it', () => {
  it('never serves a byte of the outside file', async () => {
    const root = path.join(base, 'root');
    const outside = path.join(base, 'outside');
    fs.mkdirSync(path.join(root, 'inside'), { recursive: true });
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(root, 'inside', 'notes.md'), 'inside notes\n');
    fs.writeFileSync(path.join(outside, 'notes.md'), 'OUTSIDE SECRET\n');
    const link = path.join(root, 'dir');
    fs.symlinkSync(path.join(root, 'inside'), link);
    const child = spawn(process.execPath, ['-e', FLIPPER, link, path.join(root, 'inside'), outside], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`flipper exited with ${code}`)));
      });
      let served = 0;
      let leaked = 0;
      let refused = 0;
      // On past READS until both sides of the flip were met (a loaded machine slows the flipper).
      const started = Date.now();
      for (let i = 0; i < READS || ((served === 0 || refused === 0) && Date.now() - started < 30_000); i++) {
        // Every other read as the walk makes it, having listed notes.md as a regular file: no
        // stat of the name first (listedRegular), the bytes in the reused buffer (transient).
        const hints = i % 2 === 0 ? {} : { listedRegular: true, transient: true };
        const read = readGuarded(nodeFs, path.join(link, 'notes.md'), { within: root, maxBytes: 1024, ...hints });
        if (!read.ok) {
          refused++;
          continue;
        }
        served++;
        if (Buffer.from(read.bytes).toString('utf8').includes('OUTSIDE')) leaked++;
      }
      expect(leaked).toBe(0);
      // Both sides of the flip were met: the test raced for real.
      expect(served).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});

/** Replaces `target` by a hard link to `file`, then to `fifo`, then by a link to `out`, … (rename is atomic). */
const SWAPPER = `
const fs = require('node:fs');
const [target, file, fifo, out] = process.argv.slice(1);
for (let i = 0; ; i++) {
  const tmp = target + '.tmp';
  try { fs.unlinkSync(tmp); } catch {}
  if (i % 3 === 0) fs.linkSync(file, tmp);
  else if (i % 3 === 1) fs.linkSync(fifo, tmp);
  else fs.symlinkSync(out, tmp);
  fs.renameSync(tmp, target);
  if (i === 2) process.stdout.write('swapping\\n');
}`;

describe('a file the walk listed as regular, swapped before it is opened', () => {
  it('is never read when it has become a FIFO or a link out of the root, and the read never blocks', async () => {
    const root = path.join(base, 'swap-root');
    const outside = path.join(base, 'swap-outside');
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(outside);
    const file = path.join(root, 'real.md');
    const fifo = path.join(root, 'pipe');
    fs.writeFileSync(file, '---\nname: inside\n---\n');
    fs.writeFileSync(path.join(outside, 'SKILL.md'), 'OUTSIDE SECRET\n');
    const made = spawn('mkfifo', [fifo]);
    await new Promise((resolve) => made.once('exit', resolve));
    const target = path.join(root, 'SKILL.md');
    fs.linkSync(file, target);
    const child = spawn(process.execPath, ['-e', SWAPPER, target, file, fifo, path.join(outside, 'SKILL.md')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`swapper exited with ${code}`)));
      });
      const outcomes = new Map<string, number>();
      const inside = '---\nname: inside\n---\n';
      // At least READS / 2 reads, and on until each side of the swap was met: on a loaded machine
      // the swapper gets less time, and a fixed count could miss one of them (it did, once, under a full test run).
      const allMet = () => ['not-regular', 'outside', inside].every((k) => (outcomes.get(k) ?? 0) > 0);
      const started = Date.now();
      for (let i = 0; i < READS / 2 || (!allMet() && Date.now() - started < 30_000); i++) {
        const read = readGuarded(nodeFs, target, {
          within: root,
          maxBytes: 1024,
          listedRegular: true,
          transient: true,
        });
        const key = read.ok ? Buffer.from(read.bytes).toString('utf8') : read.refusal.reason;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
      expect([...outcomes.keys()].some((k) => k.includes('OUTSIDE'))).toBe(false);
      // Served inside bytes, and refused both the FIFO and the link out: the test raced for real.
      expect(outcomes.get(inside)).toBeGreaterThan(0);
      expect(outcomes.get('not-regular')).toBeGreaterThan(0);
      expect(outcomes.get('outside')).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
