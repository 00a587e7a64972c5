/**
 * Text from a repository that reaches the Action's log or its outputs file: a line that starts
 * with `::` is a workflow command to the runner (a folder named `::stop-commands::x` would switch
 * annotations off), a line break in an output value forges further outputs, and a baseline's
 * `dir` is quoted in a warning that must not carry ESC or a command.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/run.js';
import { runCli } from '../helpers/cli.js';

const temp = mkdtempSync(path.join(tmpdir(), 'skillscope-wfcmd-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A workspace with one skill in a folder whose name is a workflow command; its name mismatches (a finding). */
function workspace(): string {
  const ws = mkdtempSync(path.join(temp, 'ws-'));
  const folder = path.join(ws, '::stop-commands::token1');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'SKILL.md'),
    '---\nname: other-name\ndescription: Says hello to the reader when asked for a greeting.\n---\nHello.\n',
  );
  return ws;
}

async function step(ws: string, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(temp, 'run-'));
  const output = path.join(dir, 'output.txt');
  writeFileSync(output, '');
  const env = {
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: dir,
    SKILLSCOPE_PATH: '.',
    SKILLSCOPE_SARIF_FILE: path.join(dir, 'out.sarif'),
    ...extra,
  };
  let stdout = '';
  let stderr = '';
  const r = await runAction(env, ws, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code: r.exitCode, stdout, stderr, output: readFileSync(output, 'utf8') };
}

/** Lines the runner would read as commands, other than the ones the Action itself writes. */
function forgedCommands(log: string): string[] {
  return log
    .split('\n')
    .filter((l) => /^\s*::/.test(l) && !/^::(add-matcher|remove-matcher|error|warning|notice)[ :]/.test(l));
}

describe('the Action log and outputs', () => {
  it('text format: a folder named like a workflow command is printed as text, not as a command', async () => {
    const r = await step(workspace(), { SKILLSCOPE_FORMAT: 'text' });
    expect(r.stdout).toContain('stop-commands');
    expect(forgedCommands(r.stdout + r.stderr)).toEqual([]);
    expect(r.stdout).not.toMatch(/^\s*::stop-commands::/m);
  });

  it('github format: only annotations start with ::', async () => {
    const r = await step(workspace(), { SKILLSCOPE_FORMAT: 'github' });
    expect(forgedCommands(r.stdout + r.stderr)).toEqual([]);
    expect(r.stdout).not.toMatch(/^\s*::stop-commands::/m);
  });

  it('an output value with a line break stops the step with one ::error and exit 2, writing no outputs', async () => {
    const ws = workspace();
    const r = await step(ws, { SKILLSCOPE_SARIF_FILE: path.join(ws, 'a\nfailed=false') });
    expect(r.code).toBe(2);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error'))).toHaveLength(1);
    expect(r.output).toBe('');
  });
});

describe('baseline text in messages', () => {
  it("a baseline's dir with ESC and a workflow command reaches stderr escaped", async () => {
    const ws = workspace();
    const baseline = path.join(ws, 'baseline.json');
    const dir = 'elsewhere\u001b[2J\n::error::forged';
    writeFileSync(
      baseline,
      JSON.stringify({
        schemaVersion: 1,
        dir,
        summary: { errors: 0, warnings: 0, infos: 0, failed: false },
        findings: [],
      }),
    );
    const r = await runCli(['check', '--baseline', baseline, '--', ws], { cwd: ws });
    expect(r.stderr).toContain('elsewhere');
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).not.toMatch(/^::/m);
  });
});
