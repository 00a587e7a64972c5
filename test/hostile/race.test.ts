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
      for (let i = 0; i < READS; i++) {
        const read = readGuarded(nodeFs, path.join(link, 'notes.md'), { within: root, maxBytes: 1024 });
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
