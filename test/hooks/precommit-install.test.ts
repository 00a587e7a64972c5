/**
 * Each pre-commit hook's entry run the way pre-commit runs it after a clean install — the
 * package packed with `npm pack`, unpacked, its bin linked on PATH (what `npm install -g` does) —
 * inside a git repository with staged changes. The hook declarations themselves are checked in
 * precommit.test.ts; the install by pre-commit itself in precommit-real.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, REPO_ROOT } from '../helpers/cli.js';

interface Hook {
  id: string;
  entry: string;
}
const hooks = parseYaml(readFileSync(path.join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => hooks.find((h) => h.id === id)!;

describe('the entries after a clean install (npm pack → unpack → bin on PATH)', () => {
  let temp: string;
  let bin: string;

  beforeAll(() => {
    temp = mkdtempSync(path.join(tmpdir(), 'skillscope-hook-'));
    expect(existsSync(path.join(REPO_ROOT, 'dist', 'cli', 'main.js'))).toBe(true); // npm run build first
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', temp], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1)!;
    execFileSync('tar', ['-xzf', path.join(temp, packed), '-C', temp]);
    const pkg = path.join(temp, 'package');
    // The dependencies a real install would fetch: the repository's own.
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'dir');
    const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    bin = path.join(temp, 'bin');
    mkdirSync(bin);
    const target = path.join(pkg, manifest.bin['skillscope']!);
    chmodSync(target, 0o755);
    symlinkSync(target, path.join(bin, 'skillscope'));
  }, 120_000);
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** A git repository with skills/ (the clean fixture) committed. */
  function repo(): { dir: string; git: (...args: string[]) => string } {
    const dir = mkdtempSync(path.join(temp, 'repo-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    writeFileSync(path.join(dir, 'README.md'), '# demo\n');
    git('add', '.');
    git('commit', '-qm', 'init');
    return { dir, git };
  }

  /** Runs a hook's entry as pre-commit would: split on spaces, found on PATH, cwd = repository root. */
  function run(id: string, cwd: string, args: string[] = []) {
    const [cmd, ...rest] = hook(id).entry.split(' ');
    return spawnSync(cmd!, [...rest, ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`, NO_COLOR: '1' },
    });
  }

  it('skillscope-check: nothing staged in a skill → passes silently; a broken skill staged → exit 1 naming it', () => {
    const { dir, git } = repo();
    writeFileSync(path.join(dir, 'README.md'), '# demo, edited\n');
    git('add', 'README.md');
    const quiet = run('skillscope-check', dir);
    expect([quiet.status, quiet.stdout]).toEqual([0, '']);

    mkdirSync(path.join(dir, 'skills', 'no-description'));
    writeFileSync(path.join(dir, 'skills', 'no-description', 'SKILL.md'), '---\nname: no-description\n---\nBody.\n');
    git('add', '.');
    const failed = run('skillscope-check', dir);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('skills/no-description/SKILL.md');
    expect(failed.stdout).toContain('SK120');
  });

  it('skillscope-check with the file names pre-commit passes: every file checks every collection, check options after -- are told from names', () => {
    const { dir, git } = repo();
    mkdirSync(path.join(dir, 'skills', 'no-description'));
    writeFileSync(path.join(dir, 'skills', 'no-description', 'SKILL.md'), '---\nname: no-description\n---\nBody.\n');
    git('add', '.');
    git('commit', '-qm', 'bad', '--no-verify');
    // Nothing staged and no names: nothing to check.
    expect(run('skillscope-check', dir).status).toBe(0);
    const all = git('ls-files').split('\n');
    const named = run('skillscope-check', dir, all);
    expect(named.status).toBe(1);
    expect(named.stdout).toContain('SK120');
    // args: [--, --max-warnings, '0', --format, json] then the names: one JSON document of skills/.
    const json = run('skillscope-check', dir, [
      '--',
      '--max-warnings',
      '0',
      '--format',
      'json',
      'skills/csv-to-markdown/SKILL.md',
    ]);
    expect(json.status).toBe(1);
    expect((JSON.parse(json.stdout) as { dir: string }).dir).toBe('skills');
    // A name outside every skill checks nothing.
    expect(run('skillscope-check', dir, ['README.md']).status).toBe(0);
  });

  it('skillscope-check with file names outside a git repository checks their collections', () => {
    const dir = mkdtempSync(path.join(temp, 'nogit-files-'));
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    expect(run('skillscope-check', dir, ['skills/csv-to-markdown/SKILL.md']).status).toBe(0);
    const bad = run('skillscope-check', dir, [
      '--',
      '--rule',
      'SK113=error',
      '--bogus',
      'skills/csv-to-markdown/SKILL.md',
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('outside a git repository: exit 2 with one line; --all DIR works without git', () => {
    const dir = mkdtempSync(path.join(temp, 'nogit-'));
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    const r = spawnSync(path.join(bin, 'skillscope'), ['hook', 'check'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: hook check: not inside a git repository/);
    expect(
      spawnSync(path.join(bin, 'skillscope'), ['hook', 'check', '--all', 'skills'], { cwd: dir, encoding: 'utf8' })
        .status,
    ).toBe(0);
  });

  it('skillscope-check honours PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF', () => {
    const { dir, git } = repo();
    const from = git('rev-parse', 'HEAD');
    writeFileSync(
      path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md'),
      readFileSync(path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md'), 'utf8').replace(
        /^description: .*$/m,
        'description: ""',
      ),
    );
    git('commit', '-qam', 'break it');
    const to = git('rev-parse', 'HEAD');
    const [cmd, ...rest] = hook('skillscope-check').entry.split(' ');
    const r = spawnSync(cmd!, rest, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`,
        PRE_COMMIT_FROM_REF: from,
        PRE_COMMIT_TO_REF: to,
      },
    });
    expect(r.status).toBe(1);
  });

  it('skillscope-audit-budget: passes against its snapshot, fails when a description grows, a limit lets it pass', () => {
    const { dir, git } = repo();
    const snapshot = spawnSync(path.join(bin, 'skillscope'), ['audit', 'skills', '--json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'skillscope-budget.json'), snapshot.stdout);
    expect(run('skillscope-audit-budget', dir).status).toBe(0);
    const file = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        /^description: (.*)$/m,
        'description: $1 It also aligns numbers, escapes pipes and keeps header text exactly as written.',
      ),
    );
    git('add', '.');
    const grown = run('skillscope-audit-budget', dir);
    expect(grown.status).toBe(1);
    expect(grown.stderr).toMatch(/--fail-on-growth 0/);
    expect(run('skillscope-audit-budget', dir, ['--fail-on-growth', '50%']).status).toBe(0);
  });

  it('skillscope-audit-budget without a snapshot: exit 2 with one line saying how to create it', () => {
    const { dir } = repo();
    const r = run('skillscope-audit-budget', dir);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/skillscope audit DIR --json > skillscope-budget.json/);
  });
});
