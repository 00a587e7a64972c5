/**
 * The real process: the compiled binary (built by `pretest`), its exit codes, and the separation
 * of stdout (results, one JSON document) from stderr (warnings, the one-line errors).
 */
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';

describe('the skillscope binary', () => {
  it('prints one JSON document on stdout and nothing on stderr', () => {
    const r = runBin(['audit', 'fixtures/skills', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).schemaVersion).toBe(1);
  });

  it('exits 0 / 1 / 2 for clean, failing and unusable input', () => {
    expect(runBin(['check', 'fixtures/check/clean']).code).toBe(0);
    expect(runBin(['check', 'fixtures/skills', '--format', 'json']).code).toBe(1);
    const missing = runBin(['check', 'does/not/exist']);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/^skillscope: .*does\/not\/exist.*\n$/);
  });

  it('rejects unknown commands and options with one line and exit 2', () => {
    const cmd = runBin(['audti', 'fixtures/skills']);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr.trim().split('\n')).toHaveLength(1);
    const opt = runBin(['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--frobnicate']);
    expect(opt.code).toBe(2);
    expect(opt.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('reads standard input for tokens count -', () => {
    const r = runBin(['tokens', 'count', '--encoding', 'gpt2', '--json', '-'], { stdin: 'Hello world' });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.total.tokens.r50k_base).toBe(2);
  });

  it('never colours output when NO_COLOR is set or stdout is a pipe', () => {
    const r = runBin(['check', 'fixtures/skills'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  it('passes its own tokenizer self-check', () => {
    const r = runBin(['tokens', 'verify']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[15496, 995]');
  });
});
