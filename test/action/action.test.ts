/**
 * The Action's step run locally with the environment GitHub provides (a fake
 * GITHUB_STEP_SUMMARY, GITHUB_OUTPUT and RUNNER_TEMP; no network): the log, the step summary,
 * the outputs, the SARIF file, and the token-budget comment — from a given base audit and from
 * the base revision of a real git history. action.yml itself is parsed and checked against the
 * inputs the step reads and the outputs it writes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, workspacePath } from '../../src/action/run.js';
import {
  ANNOTATIONS_PER_STEP,
  renderActionSummary,
  SUMMARY_MAX_FINDINGS,
  summaryRows,
  type CheckJson,
} from '../../src/action/summary.js';
import { FIXTURES, REPO_ROOT, runCli } from '../helpers/cli.js';

let temp: string;
beforeAll(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'skillscope-action-'));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** One step run; returns the log, the exit code, the summary and the outputs as a map. */
async function step(inputs: Record<string, string>, cwd = REPO_ROOT) {
  const dir = mkdtempSync(path.join(temp, 'run-'));
  const summary = path.join(dir, 'summary.md');
  const output = path.join(dir, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env = {
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: dir,
    SKILLSCOPE_SARIF_FILE: path.join(dir, 'out.sarif'),
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`SKILLSCOPE_${k}`, v])),
  };
  let stdout = '';
  let stderr = '';
  const r = await runAction(env, cwd, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { code: r.exitCode, stdout, stderr, summary: readFileSync(summary, 'utf8'), outputs };
}

describe('action.yml', () => {
  const action = parseYaml(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, { value: string }>;
    runs: { using: string; steps: { run?: string; env?: Record<string, string>; 'working-directory'?: string }[] };
  };

  it('is a composite action that builds from its own checkout with npm ci and runs dist/action/run.js', () => {
    expect(action.runs.using).toBe('composite');
    const build = action.runs.steps.find((s) => s.run?.startsWith('npm ci'));
    expect(build?.['working-directory']).toBe('${{ github.action_path }}');
    expect(action.runs.steps.at(-1)?.run).toContain('dist/action/run.js');
  });

  it('passes every input to the step, and declares every output the step writes', () => {
    const env = action.runs.steps.at(-1)!.env!;
    for (const input of Object.keys(action.inputs))
      expect(env[`SKILLSCOPE_${input.toUpperCase().replace(/-/g, '_')}`]).toBe(`\${{ inputs.${input} }}`);
    expect(Object.keys(action.inputs).sort()).toEqual([
      'baseline',
      'budget-base',
      'budget-comment',
      'config',
      'fail-on',
      'format',
      'path',
      'sarif-file',
    ]);
    expect(Object.keys(action.outputs).sort()).toEqual([
      'budget-comment-file',
      'errors',
      'failed',
      'infos',
      'sarif-file',
      'warnings',
    ]);
  });
});

describe('the step, run locally', () => {
  it('a clean head with a budget comment from a given base audit: passes, summary and outputs are right', async () => {
    const base = path.join(temp, 'base-audit.json');
    writeFileSync(base, (await runCli(['audit', 'fixtures/budget-diff/base', '--json', '--window', '16000'])).stdout);
    const r = await step({ PATH: 'fixtures/budget-diff/head', BUDGET_COMMENT: 'on', BUDGET_BASE: base });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ errors: '0', warnings: '0', infos: '0', failed: 'false' });
    expect(JSON.parse(readFileSync(r.outputs['sarif-file']!, 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(r.summary).toMatch(/^## ✅ skillscope check passed/);
    // The budget diff is in the summary and in the comment file; the window of the base was 16,000,
    // of the head the default, so the Claude Code budget differs: the diff says so, nothing breaks.
    const comment = readFileSync(r.outputs['budget-comment-file']!, 'utf8');
    expect(comment.split('\n')[2]).toMatch(/^\*\*catalog \+27 tokens \(\+20\.9 %\)/);
    expect(r.summary).toContain(comment.trimEnd());
  });

  it('fixtures/skills with fail-on warning: fails, counts equal check --json, the annotation limit is said', async () => {
    const r = await step({ PATH: 'fixtures/skills', FAIL_ON: 'warning' });
    const json = JSON.parse((await runCli(['check', 'fixtures/skills', '--json', '--max-warnings', '0'])).stdout) as {
      summary: { errors: number; warnings: number; infos: number };
    };
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({
      errors: String(json.summary.errors),
      warnings: String(json.summary.warnings),
      infos: String(json.summary.infos),
      failed: 'true',
    });
    expect(json.summary.warnings).toBeGreaterThan(ANNOTATIONS_PER_STEP);
    expect(r.summary).toMatch(/GitHub shows at most 10 annotations of each level per step/);
    expect(r.summary).toContain(`${json.summary.warnings} warnings`);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::warning ')).length).toBe(json.summary.warnings);
  });

  it('format text registers the bundled problem matcher, prints the text report, then removes the matcher', async () => {
    const r = await step({ PATH: 'fixtures/check/clean', FORMAT: 'text' });
    const lines = r.stdout.trimEnd().split('\n');
    const matcher = /^::add-matcher::(.*)$/.exec(lines[0]!);
    expect(matcher).not.toBeNull();
    expect(existsSync(matcher![1]!)).toBe(true);
    expect(lines.at(-1)).toBe('::remove-matcher owner=skillscope::');
    expect(r.code).toBe(0);
  });

  it('a bad input or path: exit 2, one ::error annotation, one summary line, no outputs', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ PATH: 'fixtures/check/clean', FAIL_ON: 'sometimes' }, 'sometimes'],
      [{ PATH: 'fixtures/check/clean', FORMAT: 'sarif' }, 'sarif'],
      [{ PATH: 'no/such/dir' }, 'no/such/dir'],
    ];
    for (const [inputs, named] of cases) {
      const r = await step(inputs);
      expect([inputs, r.code]).toEqual([inputs, 2]);
      const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error '));
      expect([inputs, errors.length]).toEqual([inputs, 1]);
      // The annotation names the input or the path it is about.
      expect(errors[0]).toContain(named);
      const lines = r.summary.split('\n').filter((l) => l.trim() !== '');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^## ❌/);
      expect(r.outputs).toEqual({});
    }
  });

  it('a SARIF file in a folder that does not exist yet: the folder is made', async () => {
    const dir = mkdtempSync(path.join(temp, 'sarif-'));
    const file = path.join(dir, 'reports', 'scan', 'skillscope.sarif');
    const r = await step({ PATH: 'fixtures/check/SK113-name-pattern', SARIF_FILE: file });
    expect(r.code).not.toBe(2);
    expect(r.outputs['sarif-file']).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: '2.1.0' });
  });

  it('an absolute path inside the workspace: SARIF URIs, annotations and outputs as for the relative path', async () => {
    const uris = (sarifFile: string) =>
      (
        JSON.parse(readFileSync(sarifFile, 'utf8')) as {
          runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
        }
      ).runs[0]!.results.map((x) => x.locations[0]!.physicalLocation.artifactLocation.uri);
    const relative = await step({ PATH: 'fixtures/check/SK113-name-pattern' });
    const absolute = await step({ PATH: path.join(REPO_ROOT, 'fixtures', 'check', 'SK113-name-pattern') });
    expect(uris(absolute.outputs['sarif-file']!)).toEqual(uris(relative.outputs['sarif-file']!));
    expect(uris(absolute.outputs['sarif-file']!).every((u) => !u.startsWith('/') && !u.startsWith('file:'))).toBe(true);
    expect(absolute.stdout).toBe(relative.stdout);
    expect(workspacePath('/elsewhere/skills', REPO_ROOT)).toBe('/elsewhere/skills');
    expect(workspacePath(REPO_ROOT, REPO_ROOT)).toBe('.');
  });

  it('with a baseline: the summary table marks each finding new or existing, new ones first', async () => {
    const ws = mkdtempSync(path.join(temp, 'ws-'));
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(ws, 'skills'), { recursive: true });
    const addField = (skill: string, field: string) => {
      const file = path.join(ws, 'skills', skill, 'SKILL.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^description:/m, `${field}\ndescription:`));
    };
    addField('semver-bump', 'favourite-colour: teal');
    writeFileSync(path.join(ws, 'baseline.json'), (await runCli(['check', 'skills', '--json'], { cwd: ws })).stdout);
    addField('cron-explainer', 'mood: cheerful');
    const r = await step({ PATH: 'skills', BASELINE: 'baseline.json', FAIL_ON: 'warning' }, ws);
    expect(r.code).toBe(1);
    const rows = r.summary.split('\n').filter((l) => /^\| (new|worse|existing) \|/.test(l));
    expect(rows.map((l) => l.split('|')[1]!.trim())).toEqual(['new', 'existing']);
    expect(rows[0]).toContain('cron-explainer');
    expect(rows[1]).toContain('semver-bump');
  });

  it('budget comment from the base revision of a git history (a temporary worktree)', async () => {
    const repo = path.join(temp, 'repo');
    mkdirSync(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    cpSync(path.join(FIXTURES, 'budget-diff', 'base'), path.join(repo, 'skills'), { recursive: true });
    git('add', '.');
    git('commit', '-qm', 'base');
    const baseSha = git('rev-parse', 'HEAD');
    rmSync(path.join(repo, 'skills'), { recursive: true });
    cpSync(path.join(FIXTURES, 'budget-diff', 'head'), path.join(repo, 'skills'), { recursive: true });
    git('add', '-A');
    git('commit', '-qm', 'head');
    const r = await step({ PATH: 'skills', BUDGET_COMMENT: 'on', BASE_REF: baseSha }, repo);
    expect(r.code).toBe(0);
    expect(r.summary).toContain('### skillscope token budget: `skills (base)` → `skills`');
    expect(r.summary).toMatch(/\*\*catalog \+27 tokens \(\+20\.9 %\); skills 1 added, 1 removed, 1 renamed\*\*/);
    expect(git('worktree', 'list').split('\n')).toHaveLength(1);
  });
});

describe('the step summary', () => {
  const finding = (i: number) => ({
    code: 'SK133',
    name: 'unknown-field',
    severity: 'warn' as const,
    file: `s${i}/SKILL.md`,
    line: 2,
    message: `field ${i}`,
  });
  const check = (n: number): CheckJson => ({
    dir: 'skills',
    summary: { errors: 0, warnings: n, infos: 0, files: n, failed: false },
    findings: Array.from({ length: n }, (_, i) => finding(i)),
    budgets: { hosts: {} },
  });
  const tableRows = (md: string) => md.split('\n').filter((l) => /^\| warn \|/.test(l)).length;
  const note = (md: string) => md.split('\n').find((l) => l.startsWith('> GitHub shows')) ?? '';

  it('the annotation note says how many findings the table holds when the table is cut', () => {
    const many = renderActionSummary(check(SUMMARY_MAX_FINDINGS + 7), { sarifFile: 'out.sarif' });
    expect(tableRows(many)).toBe(SUMMARY_MAX_FINDINGS);
    expect(note(many)).toContain(`first ${SUMMARY_MAX_FINDINGS}`);
    const some = renderActionSummary(check(ANNOTATIONS_PER_STEP + 3), { sarifFile: 'out.sarif' });
    expect(tableRows(some)).toBe(ANNOTATIONS_PER_STEP + 3);
    expect(note(some)).not.toContain('first');
  });

  it('with a baseline, the cut keeps the new findings: existing ones go after them', () => {
    const doc = check(SUMMARY_MAX_FINDINGS + 5);
    const marked: CheckJson = {
      ...doc,
      findings: doc.findings.map((f, i) => ({ ...f, baseline: i < SUMMARY_MAX_FINDINGS ? 'existing' : 'new' })),
    };
    const rows = summaryRows(marked);
    expect(rows.slice(0, 5).map((f) => f.baseline)).toEqual(['new', 'new', 'new', 'new', 'new']);
    expect(rows).toHaveLength(SUMMARY_MAX_FINDINGS);
  });
});
