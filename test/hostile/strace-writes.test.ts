/**
 * The write-side commands watched with strace (see strace.ts): `select`, MCP `select_skill`, `enable`/`disable`,
 * `report`, the Action's step, `check --fix` and `hook check`, each run once on a clean tree and
 * once with a link planted at the name it writes. Every file-changing system call must land in
 * the folder docs/security.md gives that command (the table of where each command may write); a write
 * through a planted link lands outside and fails the test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_BIN, cleanupTrees, hostileTree, runGuarded, type HostileTree } from './harness.js';
import { STRACE, traceWrites, writesOutside, type TracedRun } from './strace.js';

const skip = !STRACE.available;
const why = skip ? ` (skipped: ${STRACE.reason})` : '';
const made: string[] = [];
afterAll(() => {
  cleanupTrees();
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

const BROKEN = '---\nname: alpha\ndescription: Formats alpha files. Use when: the user asks.\n---\n\nBody.\n';

function tree(): HostileTree {
  const t = hostileTree();
  t.goodSkill();
  return t;
}

function refOf(t: HostileTree): string {
  const r = runGuarded(['search', t.root, '--any', 'csv', '--json', '--state', path.join(t.base, 'unused-state')]);
  return (JSON.parse(r.stdout) as { candidates: { ref: string }[] }).candidates[0]!.ref;
}

function expectWritesIn(run: TracedRun, allowed: readonly string[], codes: readonly number[]): void {
  expect(run.result.timedOut, run.result.stderr).toBe(false);
  expect(codes, `exit ${run.result.code}: ${run.result.stderr}`).toContain(run.result.code);
  expect(writesOutside(run.writes, allowed)).toEqual([]);
}

describe(`the write watch${why}`, () => {
  it.skipIf(skip)(
    "sees a write through a planted link at the link's target, and a rename at its folder's real path",
    () => {
      const t = tree();
      const link = t.link('planted.txt', path.join(t.outside, 'victim.txt'));
      const script = t.file(
        'writer.mjs',
        `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(link)}, 'owned');\nfs.writeFileSync(${JSON.stringify(t.path('a.tmp'))}, 'x');\nfs.renameSync(${JSON.stringify(t.path('a.tmp'))}, ${JSON.stringify(t.path('b.txt'))});\n`,
      );
      const run = traceWrites([], { script, cwd: t.root });
      expect(run.result.code, run.result.stderr).toBe(0);
      expect(writesOutside(run.writes, [t.root]).map((w) => w.split(' ').slice(0, 2).join(' '))).toEqual([
        `openat ${path.join(t.outside, 'victim.txt')}`,
      ]);
      expect(run.writes.filter((w) => w.call.startsWith('rename')).map((w) => w.real)).toEqual([
        t.path('a.tmp'),
        t.path('b.txt'),
      ]);
    },
  );
});

describe(`write-side commands write only where docs/security.md says${why}`, () => {
  it.skipIf(skip)(
    'select, disable and enable: only inside DIR/.skillscope; with .skillscope linked outside, nowhere',
    () => {
      const t = tree();
      const ref = refOf(t);
      const state = t.path('.skillscope');
      const sel = traceWrites(['select', t.root, ref, '--query', 'csv', '--confidence', 'high', '--reason', 'r']);
      expectWritesIn(sel, [state], [0]);
      expect(sel.writes.length).toBeGreaterThan(0); // the watch sees the append it allows
      expectWritesIn(traceWrites(['disable', t.root, 'good-sibling']), [state], [0]);
      expectWritesIn(traceWrites(['enable', t.root, 'good-sibling']), [state], [0]);
      const h = tree();
      h.link('.skillscope', h.outside);
      for (const args of [
        ['select', h.root, refOf(h), '--query', 'csv', '--confidence', 'high', '--reason', 'r'],
        ['disable', h.root, 'good-sibling'],
      ]) {
        expectWritesIn(traceWrites(args), [], [2]);
      }
    },
  );

  it.skipIf(skip)('MCP select_skill: only inside DIR/.skillscope; with .skillscope linked outside, nowhere', () => {
    const messages = (ref: string) =>
      [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'strace', version: '1' } },
        },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'select_skill', arguments: { ref, query: 'csv', confidence: 'high', reason: 'r' } },
        },
      ]
        .map((m) => JSON.stringify(m))
        .join('\n') + '\n';
    const t = tree();
    const run = traceWrites(['mcp', t.root], { stdin: messages(refOf(t)) });
    expectWritesIn(run, [t.path('.skillscope')], [0]);
    expect(run.result.stdout).toContain('"id":2');
    expect(run.writes.some((w) => w.real.endsWith('selections.jsonl'))).toBe(true);
    const h = tree();
    h.link('.skillscope', h.outside);
    const refused = traceWrites(['mcp', h.root], { stdin: messages(refOf(h)) });
    expectWritesIn(refused, [], [0, 2]);
    expect(refused.result.stdout).toContain('STATE_NOT_WRITABLE');
  });

  it.skipIf(skip)('report: only the page in the working directory; with the page name linked outside, nowhere', () => {
    const t = tree();
    expectWritesIn(traceWrites(['report', '.'], { cwd: t.root }), [t.root], [0]);
    const h = tree();
    h.link('skillscope-report.html', h.canaryPath);
    expectWritesIn(traceWrites(['report', '.'], { cwd: h.root }), [], [2]);
  });

  it.skipIf(skip)('check --fix: only inside the scanned folder, never through a file linked outside', () => {
    const t = tree();
    t.file('alpha/SKILL.md', BROKEN);
    writeFileSync(path.join(t.outside, 'victim.md'), BROKEN.replace('alpha', 'victim'));
    t.link('victim/SKILL.md', path.join(t.outside, 'victim.md'));
    expectWritesIn(traceWrites(['check', t.root, '--fix']), [t.root], [0, 1]);
  });

  it.skipIf(skip)(
    'the Action: the workspace and the runner files only; with skillscope.sarif linked outside, nothing outside',
    () => {
      const step = (t: HostileTree): { run: TracedRun; runner: string } => {
        const runner = mkdtempSync(path.join(tmpdir(), 'skillscope-runner-'));
        made.push(runner);
        writeFileSync(path.join(runner, 'summary.md'), '');
        writeFileSync(path.join(runner, 'output.txt'), '');
        const env = {
          GITHUB_WORKSPACE: t.root,
          GITHUB_STEP_SUMMARY: path.join(runner, 'summary.md'),
          GITHUB_OUTPUT: path.join(runner, 'output.txt'),
          RUNNER_TEMP: runner,
          SKILLSCOPE_PATH: '.',
        };
        return { run: traceWrites([], { script: ACTION_BIN, cwd: t.root, env }), runner };
      };
      const t = tree();
      const clean = step(t);
      expectWritesIn(clean.run, [t.root, clean.runner], [0, 1]);
      const h = tree();
      h.link('skillscope.sarif', h.canaryPath);
      const attacked = step(h);
      expectWritesIn(attacked.run, [attacked.runner], [2]);
    },
  );

  it.skipIf(skip)("hook check: nothing but git's own files in .git", () => {
    const t = tree();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: t.root,
        stdio: 'ignore',
      });
    git('init', '-q');
    t.file('alpha/SKILL.md', BROKEN);
    git('add', '.');
    expectWritesIn(traceWrites(['hook', 'check'], { cwd: t.root }), [t.path('.git')], [0, 1]);
  });

  it.skipIf(skip)("hook check with a staged folder named --fix: still nothing written but git's own files", () => {
    const t = tree();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: t.root,
        stdio: 'ignore',
      });
    git('init', '-q');
    t.file('--fix/alpha/SKILL.md', BROKEN);
    t.file('skills/beta/SKILL.md', BROKEN.replace(/alpha/g, 'beta'));
    git('add', '.');
    expectWritesIn(traceWrites(['hook', 'check'], { cwd: t.root }), [t.path('.git')], [0, 1, 2]);
  });
});
