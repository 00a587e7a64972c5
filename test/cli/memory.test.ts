/**
 * Out of memory is one clear line and exit 2, never V8's abort. The heap limit
 * is lowered through SKILLSCOPE_HEAP_LIMIT_MB instead of filling memory.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runBin, runCli } from '../helpers/cli.js';

const skills = path.join(FIXTURES, 'skills');
// report stops before writing: the --out file (a regular file; the write guard refuses /dev/null) is never made.
const ADVICE =
  /^skillscope: out of memory while .+: scan fewer skills with --max-depth N or --ignore GLOB, or give Node more memory: NODE_OPTIONS=--max-old-space-size=\d+\n$/;

describe('a heap past its limit stops the run with advice', () => {
  for (const args of [
    ['audit', skills],
    ['check', skills],
    ['route', skills, 'clean a csv'],
    ['bench', skills, '--queries', path.join(FIXTURES, 'queries.jsonl')],
    ['report', skills, '--out', path.join(tmpdir(), `skillscope-memory-${process.pid}.html`)],
  ]) {
    it(args[0]!, async () => {
      const r = await runCli(args, { env: { SKILLSCOPE_HEAP_LIMIT_MB: '1' } });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(ADVICE);
      expect(r.stdout).toBe('');
    });
  }
  it('names the step it stopped at', async () => {
    const r = await runCli(['audit', skills], { env: { SKILLSCOPE_HEAP_LIMIT_MB: '1' } });
    expect(r.stderr).toMatch(/while reading skills 1\/30 /);
  });
  it('check watches the heap per skill as the skills stream by', async () => {
    const r = await runCli(['check', skills], { env: { SKILLSCOPE_HEAP_LIMIT_MB: '1' } });
    expect(r.stderr).toMatch(/while checking skills 1\/30 /);
  });
  it('the real process: exit 2, not a signal', () => {
    const r = runBin(['route', skills, 'clean a csv'], { env: { SKILLSCOPE_HEAP_LIMIT_MB: '1' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(ADVICE);
  });
  it('runs as before under the default limit', async () => {
    const r = await runCli(['route', skills, 'clean a csv', '--json']);
    expect(r.code).toBe(0);
  });
});
