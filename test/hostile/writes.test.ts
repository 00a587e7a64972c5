/**
 * Hostile input for the commands that write: a repository or pull request ships a link at the
 * very name skillscope is about to write (`.skillscope`, `state.json`, `selections.jsonl`,
 * `skillscope-report.html`, `skillscope.sarif`, a skill folder `--fix` rewrites). Each attack is
 * built at test time and run through the built binary (or the Action's built entry); each must
 * end in one refusal (exit 2, or SK107 for --fix) with the file outside the root byte for byte
 * as it was — the whole tree is hashed before and after — and the planted link still a link.
 */
import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyFixPlan, planFixes } from '../../src/check/fix-apply.js';
import { nodeFixFs } from '../../src/check/fix-fs.js';
import { loadSkills } from '../../src/skills/index.js';
import { pathToFileURL } from 'node:url';
import { ACTION_BIN, cleanupTrees, expectSafe, hostileTree, runGuarded, type HostileTree } from './harness.js';
import { REPO_ROOT } from '../helpers/cli.js';

const runnerDirs: string[] = [];
afterAll(() => {
  cleanupTrees();
  for (const d of runnerDirs) rmSync(d, { recursive: true, force: true });
});

const VICTIM_TEXT = '# a file outside the root that must never change\n';

/** A tree with one good skill and `outside/victim.txt`; returns the victim's path. */
function withVictim(): { t: HostileTree; victim: string } {
  const t = hostileTree();
  t.goodSkill();
  const victim = path.join(t.outside, 'victim.txt');
  writeFileSync(victim, VICTIM_TEXT);
  return { t, victim };
}

/** The JSON error document of an access command. */
function accessError(stdout: string): { code: string; refusal?: string } {
  return (JSON.parse(stdout) as { error: { code: string; refusal?: string } }).error;
}

/** The ref `select` needs, from `search --json`. */
function refOf(t: HostileTree): string {
  const r = runGuarded(['search', t.root, '--any', 'csv', '--json', '--state', path.join(t.base, 'unused-state')]);
  return (JSON.parse(r.stdout) as { candidates: { ref: string }[] }).candidates[0]!.ref;
}

function expectOneLine(stderr: string): void {
  const lines = stderr.trimEnd().split('\n');
  expect(lines.length, stderr).toBe(1);
  expect(lines[0]).toMatch(/^skillscope: /);
}

describe('the state folder and its files are never written through a link', () => {
  it('a .skillscope folder linked outside the root: disable, enable and select refuse it (exit 2, STATE_NOT_WRITABLE)', () => {
    const { t } = withVictim();
    t.link('.skillscope', t.outside);
    const ref = refOf(t);
    const before = t.snapshot();
    for (const args of [
      ['disable', t.root, 'good-sibling', '--json'],
      ['enable', t.root, 'good-sibling', '--json'],
      ['select', t.root, ref, '--query', 'csv', '--confidence', 'high', '--reason', 'r', '--json'],
    ]) {
      const r = runGuarded(args);
      expectSafe(r, t, before, { codes: [2] });
      expect(accessError(r.stdout)).toMatchObject({ code: 'STATE_NOT_WRITABLE', refusal: 'link' });
    }
    expect(lstatSync(t.path('.skillscope')).isSymbolicLink()).toBe(true);
  });

  it('state.json linked to a file outside: disable refuses, the outside file keeps its bytes', () => {
    const { t, victim } = withVictim();
    t.link('.skillscope/state.json', victim);
    const before = t.snapshot();
    const r = runGuarded(['disable', t.root, 'good-sibling', '--json']);
    expectSafe(r, t, before, { codes: [2] });
    // The read of the current state refuses the link first (the read guard), before any write.
    expect(accessError(r.stdout)).toMatchObject({ code: 'STATE_UNREADABLE', reason: 'symlink' });
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });

  it('selections.jsonl linked to a file outside: select refuses, nothing is appended there', () => {
    const { t, victim } = withVictim();
    const ref = refOf(t);
    t.link('.skillscope/selections.jsonl', victim);
    const before = t.snapshot();
    const r = runGuarded(['select', t.root, ref, '--query', 'csv', '--confidence', 'high', '--reason', 'r']);
    expectSafe(r, t, before, { codes: [2] });
    expectOneLine(r.stderr);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
  });

  it('a state folder the user names with --state is theirs: a link there is followed, the log is a regular file in its target', () => {
    const { t } = withVictim();
    const ref = refOf(t);
    const real = t.folder('real-state');
    const named = t.link('named-state', real);
    const r = runGuarded([
      'select',
      t.root,
      ref,
      '--query',
      'csv',
      '--confidence',
      'high',
      '--reason',
      'r',
      '--state',
      named,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(lstatSync(path.join(real, 'selections.jsonl')).isFile()).toBe(true);
  });
});

/**
 * The state writers alone (the built `setDisabled` / `appendSelection`, in a child process under
 * the harness's timeout, so a blocking open fails one test instead of hanging the suite): the
 * write itself must refuse a FIFO or a link to /dev/zero, whatever the reads before it do.
 */
function stateWrite(
  t: HostileTree,
  write: 'disable' | 'select',
): { code?: string; refusal?: string; timedOut: boolean } {
  const store = pathToFileURL(path.join(REPO_ROOT, 'dist', 'access', 'index.js')).href;
  const loc = JSON.stringify({ dir: t.path('.skillscope'), tried: [], bound: t.root });
  const event = JSON.stringify({
    schemaVersion: 1,
    time: new Date(0).toISOString(),
    ref: 'sk-0',
    name: 'good-sibling',
    source: 'user',
    query: 'q',
    confidence: 'low',
    reason: 'r',
  });
  const call =
    write === 'disable' ? `m.setDisabled(${loc}, ['good-sibling'], true)` : `m.appendSelection(${loc}, ${event})`;
  const script = t.file(
    '../write-state.mjs',
    `const m = await import(${JSON.stringify(store)});\ntry { ${call}; console.log('{}'); } catch (e) { console.log(JSON.stringify({ code: e.code, refusal: e.data?.refusal })); }\n`,
  );
  const r = runGuarded([], { script, cwd: t.base, timeoutMs: 15_000 });
  return {
    ...(r.stdout.trim() === '' ? {} : (JSON.parse(r.stdout) as { code?: string; refusal?: string })),
    timedOut: r.timedOut,
  };
}

describe('a state file that is a FIFO or a link to /dev/zero is refused by the write, never opened', () => {
  for (const [file, write] of [
    ['state.json', 'disable'],
    ['selections.jsonl', 'select'],
  ] as const) {
    it(`${file} as a FIFO: the ${write} write refuses it at once (not-regular)`, () => {
      const t = hostileTree();
      t.fifo(`.skillscope/${file}`);
      expect(stateWrite(t, write)).toEqual({ code: 'STATE_NOT_WRITABLE', refusal: 'not-regular', timedOut: false });
    });

    it(`${file} linked to /dev/zero: the ${write} write refuses the link`, () => {
      const t = hostileTree();
      t.link(`.skillscope/${file}`, '/dev/zero');
      expect(stateWrite(t, write)).toEqual({ code: 'STATE_NOT_WRITABLE', refusal: 'link', timedOut: false });
    });
  }
});

describe('report never writes its page through a link', () => {
  it('skillscope-report.html in the working directory linked outside: refused before the work, exit 2', () => {
    const { t, victim } = withVictim();
    t.link('skillscope-report.html', victim);
    const before = t.snapshot();
    const r = runGuarded(['report', '.'], { cwd: t.root });
    expectSafe(r, t, before, { codes: [2] });
    expectOneLine(r.stderr);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(lstatSync(t.path('skillscope-report.html')).isSymbolicLink()).toBe(true);
  });

  it('an --out path through a folder link planted in the working directory: refused', () => {
    const { t } = withVictim();
    t.link('reports', t.outside);
    const before = t.snapshot();
    const r = runGuarded(['report', '.', '--out', 'reports/page.html'], { cwd: t.root });
    expectSafe(r, t, before, { codes: [2] });
    expectOneLine(r.stderr);
  });

  it('an --out path the user names outside the working directory is written there', () => {
    const { t } = withVictim();
    const out = path.join(t.outside, 'page.html');
    const r = runGuarded(['report', '.', '--out', out], { cwd: t.root });
    expect(r.code, r.stderr).toBe(0);
    expect(lstatSync(out).isFile()).toBe(true);
  });
});

describe('the Action never writes its SARIF file through a link', () => {
  it('skillscope.sarif in the workspace linked outside: the step stops (exit 2), the outside file keeps its bytes', () => {
    const { t, victim } = withVictim();
    t.link('skillscope.sarif', victim);
    const runner = mkdtempSync(path.join(tmpdir(), 'skillscope-runner-'));
    runnerDirs.push(runner);
    const summary = path.join(runner, 'summary.md');
    const output = path.join(runner, 'output.txt');
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const before = t.snapshot();
    const r = runGuarded([], {
      script: ACTION_BIN,
      cwd: t.root,
      env: {
        GITHUB_WORKSPACE: t.root,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: runner,
        SKILLSCOPE_PATH: '.',
        SKILLSCOPE_FORMAT: 'github',
      },
    });
    // The check's own annotations go to stdout; the refusal is the one stderr line.
    expectSafe(r, t, before, { codes: [2] });
    expectOneLine(r.stderr);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(output, 'utf8')).toBe('');
  });

  it('a step summary file that is not a regular file is refused, not opened', () => {
    const { t } = withVictim();
    const runner = mkdtempSync(path.join(tmpdir(), 'skillscope-runner-'));
    runnerDirs.push(runner);
    const r = runGuarded([], {
      script: ACTION_BIN,
      cwd: t.root,
      env: {
        GITHUB_WORKSPACE: t.root,
        GITHUB_STEP_SUMMARY: t.fifo('summary.pipe'),
        RUNNER_TEMP: runner,
        SKILLSCOPE_PATH: '.',
        SKILLSCOPE_SARIF_FILE: path.join(runner, 'out.sarif'),
      },
      timeoutMs: 20_000,
    });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(2);
    expectOneLine(r.stderr);
  });
});

describe('check --fix never writes through a folder that became a link after planning', () => {
  it('a skill folder swapped for a link outside between plan and write: SK107 outside-root, the outside copy unchanged', () => {
    const t = hostileTree();
    const broken = '---\nname: alpha\ndescription: Formats alpha files. Use when: the user asks.\n---\n\nBody.\n';
    t.file('alpha/SKILL.md', broken);
    const plan = planFixes(loadSkills(t.root), t.root, nodeFixFs);
    expect(plan.planned.map((p) => p.file)).toEqual(['alpha/SKILL.md']);
    // The swap: the planned folder is now a link to a copy outside.
    const copy = path.join(t.outside, 'alpha');
    t.folder('../outside/alpha');
    writeFileSync(path.join(copy, 'SKILL.md'), broken);
    rmSync(t.path('alpha'), { recursive: true });
    t.link('alpha', copy);
    const outcome = applyFixPlan(plan, nodeFixFs);
    expect(outcome.written).toEqual([]);
    expect(outcome.failed.map((f) => [f.file, f.reason])).toEqual([['alpha/SKILL.md', 'outside-root']]);
    expect(readFileSync(path.join(copy, 'SKILL.md'), 'utf8')).toBe(broken);
  });
});
