/**
 * Standard input has the cap of every other input (MAX_INPUT_BYTES, 64 MiB). It was read whole:
 * `route -`, `tokens count -` or `diff - HEAD` fed from /dev/zero grew until the heap gave out.
 * Now one byte over the cap ends the read with one usage line and exit 2.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from '../../src/base/limits.js';
import { readCapped } from '../../src/cli/io.js';
import { FIXTURES } from '../helpers/cli.js';
import { BIN, rawControls } from './harness.js';

/** Runs the binary with standard input taken from `file` (a device: never ends by itself). */
function runFrom(file: string, args: readonly string[]) {
  const fd = openSync(file, 'r');
  try {
    return spawnSync(process.execPath, ['--max-old-space-size=256', BIN, ...args], {
      stdio: [fd, 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 60_000,
      killSignal: 'SIGKILL',
      env: { ...process.env, NO_COLOR: '1' },
    });
  } finally {
    closeSync(fd);
  }
}

describe('standard input is capped', () => {
  const cases: [string, string[]][] = [
    ['tokens count -', ['tokens', 'count', '-']],
    ['route DIR -', ['route', `${FIXTURES}/skills`, '-']],
    ['diff - HEAD', ['diff', '-', `${FIXTURES}/skills/none.json`]],
  ];
  for (const [name, args] of cases) {
    it(`${name} < /dev/zero stops at the cap with one line, exit 2`, () => {
      const r = runFrom('/dev/zero', args);
      expect(r.error, String(r.error)).toBeUndefined();
      expect(r.signal).toBeNull();
      expect(r.status).toBe(2);
      expect(r.stderr).toBe('skillscope: cannot read standard input: it is larger than the 64 MiB limit\n');
      expect(rawControls(r.stdout + r.stderr)).toEqual([]);
    }, 90_000);
  }

  it('takes exactly the cap and refuses one byte more', async () => {
    const chunks = (n: number) => Readable.from([Buffer.alloc(n - 3, 0x61), Buffer.from('abc')]);
    expect((await readCapped(chunks(1000), 1000)).length).toBe(1000);
    await expect(readCapped(chunks(1001), 1000)).rejects.toThrow('larger than the 1000 bytes limit');
    expect(MAX_INPUT_BYTES).toBe(64 * 1024 * 1024);
  });
});
