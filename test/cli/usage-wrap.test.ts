/**
 * A usage error is one message on stderr, exit 2. Long ones (an unknown command lists every
 * command) ran past 80 columns on a terminal: they wrap at COLUMNS, or at 80 on a terminal that
 * gives no width, like the text on stdout; piped with no COLUMNS they stay one line.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('usage errors at 80 columns', () => {
  const args = ['no-such-command-with-a-long-name'];

  it('wrap at COLUMNS=80, the same words, every line at most 80 columns', async () => {
    const piped = await runCli(args);
    const wrapped = await runCli(args, { env: { COLUMNS: '80' } });
    expect(piped.code).toBe(2);
    expect(wrapped.code).toBe(2);
    expect(piped.stderr.trimEnd().split('\n')).toHaveLength(1);
    const lines = wrapped.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(words(wrapped.stderr)).toBe(words(piped.stderr));
  });

  it('wrap at 80 on a terminal that gives no width', async () => {
    const r = await runCli(['check', '--format', 'a-format-name-long-enough-to-need-a-second-line-here'], {
      tty: true,
    });
    expect(r.code).toBe(2);
    for (const line of r.stderr.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('an access error (exit 1) wraps the same way, and stays one line when piped', async () => {
    const args = ['load', 'fixtures/skills', 'a-skill-name-nobody-wrote-that-is-long-enough-to-wrap'];
    const piped = await runCli(args);
    const wrapped = await runCli(args, { env: { COLUMNS: '60' } });
    expect(piped.code).toBe(1);
    expect(wrapped.code).toBe(1);
    expect(piped.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(piped.stderr).toMatch(/^skillscope: SKILL_NOT_FOUND: /);
    const lines = wrapped.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(words(wrapped.stderr)).toBe(words(piped.stderr));
  });
});
