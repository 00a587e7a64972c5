/**
 * The Action when a write is refused, and when its SARIF file lives outside the workspace.
 * A refused write (the SARIF path a link a pull request planted, the summary a FIFO) ended the
 * step with a `skillscope:` line on stderr only: the run's page showed no annotation saying
 * why. Now the last line of the log is one `::error` workflow command, its data escaped (`%`,
 * CR, LF) so a path cannot forge a second command. A SARIF file written outside the workspace
 * (RUNNER_TEMP, `../reports/x.sarif`) keeps the URIs GitHub code scanning resolves: relative to
 * the repository root (the workspace), never `..` or absolute paths of the runner.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/run.js';

const temp = mkdtempSync(path.join(tmpdir(), 'skillscope-action-refusals-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const SKILL = '---\nname: other-name\ndescription: Says hello to the reader when asked for a greeting.\n---\nHello.\n';

function workspace(folder = 'skills/hello'): string {
  const ws = mkdtempSync(path.join(temp, 'ws-'));
  mkdirSync(path.join(ws, folder), { recursive: true });
  writeFileSync(path.join(ws, folder, 'SKILL.md'), SKILL);
  return ws;
}

async function step(ws: string, env: Record<string, string>) {
  const runner = mkdtempSync(path.join(temp, 'runner-'));
  const output = path.join(runner, 'output.txt');
  const summary = path.join(runner, 'summary.md');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  let stdout = '';
  let stderr = '';
  const r = await runAction(
    { GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, RUNNER_TEMP: runner, SKILLSCOPE_PATH: '.', ...env },
    ws,
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
  );
  return {
    code: r.exitCode,
    stdout,
    stderr,
    runner,
    output: readFileSync(output, 'utf8'),
    summary: readFileSync(summary, 'utf8'),
  };
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

describe('a refused write ends the Action with an ::error annotation', () => {
  it('skillscope.sarif linked outside the workspace: exit 2, the last line is ::error, the target keeps its bytes', async () => {
    const ws = workspace();
    const victim = path.join(temp, `victim-${path.basename(ws)}.txt`);
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, path.join(ws, 'skillscope.sarif'));
    const r = await step(ws, {});
    expect(r.code).toBe(2);
    expect(lastLine(r.stdout)).toMatch(/^::error title=skillscope::.*skillscope\.sarif.*symbolic link/);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(r.output).toBe('');
    expect(r.summary).toContain('skillscope');
  });

  it('the annotation escapes a path that holds % or a line break', async () => {
    const ws = workspace();
    const odd = 'out%0A::warning::x\nsecond';
    const victim = path.join(temp, `victim2-${path.basename(ws)}.txt`);
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, path.join(ws, 'odd.sarif'));
    // The input names a link whose name is odd: the refusal quotes it.
    symlinkSync(victim, path.join(ws, odd));
    const r = await step(ws, { SKILLSCOPE_SARIF_FILE: odd });
    expect(r.code).toBe(2);
    const last = lastLine(r.stdout);
    expect(last.startsWith('::error title=skillscope::')).toBe(true);
    expect(last).toContain('out%250A::warning::x%0Asecond');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::warning::x') || l.startsWith('second'))).toEqual([]);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
  });
});

describe('a SARIF file outside the workspace', () => {
  const uris = (file: string) =>
    (
      JSON.parse(readFileSync(file, 'utf8')) as {
        runs: {
          results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[];
        }[];
      }
    ).runs.flatMap((run) =>
      run.results.flatMap((res) => res.locations.map((l) => l.physicalLocation.artifactLocation)),
    );

  for (const [label, input] of [
    ['an absolute path in RUNNER_TEMP', 'ABS'],
    ['a path above the workspace', '../reports-X/skillscope.sarif'],
  ] as const) {
    for (const scanned of ['.', 'skills']) {
      it(`${label}, path ${scanned}: written there, URIs relative to the repository root`, async () => {
        const ws = workspace();
        const tag = path.basename(ws);
        const runnerFile = path.join(temp, `abs-${tag}-${scanned === '.' ? 'root' : 'sub'}.sarif`);
        const given = input === 'ABS' ? runnerFile : input.replace('X', tag);
        const r = await step(ws, { SKILLSCOPE_SARIF_FILE: given, SKILLSCOPE_PATH: scanned });
        expect([0, 1], r.stderr + r.stdout).toContain(r.code);
        const written = path.resolve(ws, given);
        expect(lstatSync(written).isFile()).toBe(true);
        expect(r.output).toContain(`sarif-file=${written}\n`);
        const locations = uris(written);
        expect(locations.length).toBeGreaterThan(0);
        for (const l of locations) {
          expect(l.uri).toBe('skills/hello/SKILL.md');
          expect(l.uriBaseId ?? '%SRCROOT%').toBe('%SRCROOT%');
        }
      });
    }
  }
});
