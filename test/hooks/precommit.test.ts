/**
 * The pre-commit hooks: .pre-commit-hooks.yaml parses and says what pre-commit needs; the
 * changed-file → skill-collection mapping; and each hook's entry run the way pre-commit runs
 * it after a clean install — the package packed with `npm pack`, unpacked, its bin linked on
 * PATH (what `npm install -g` does) — inside a git repository with staged changes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillRootsOf, withinLimits } from '../../src/hooks/roots.js';
import { FIXTURES, REPO_ROOT } from '../helpers/cli.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  pass_filenames: boolean;
  files: string;
}
const hooks = parseYaml(readFileSync(path.join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => hooks.find((h) => h.id === id)!;

describe('.pre-commit-hooks.yaml', () => {
  it('declares skillscope-check (given the file names) and skillscope-audit-budget (without) as node hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['skillscope-check', 'skillscope-audit-budget']);
    for (const h of hooks) {
      expect(h.language).toBe('node');
      expect(h.entry.split(' ')[0]).toBe('skillscope');
    }
    expect(hook('skillscope-check')).toMatchObject({ pass_filenames: true, entry: 'skillscope hook check --files' });
    expect(hook('skillscope-audit-budget').pass_filenames).toBe(false);
  });

  it('npm pack prints only the tarball name on stdout (pre-commit installs the file it names)', () => {
    const npmrc = readFileSync(path.join(REPO_ROOT, '.npmrc'), 'utf8');
    expect(npmrc.split('\n').map((l) => l.trim())).toContain('foreground-scripts=false');
  });

  it('runs on SKILL.md and skill resources, not on unrelated files', () => {
    const files = new RegExp(hook('skillscope-check').files);
    for (const f of ['SKILL.md', 'tools/pdf/SKILL.md', 'skills/pdf/references/forms.md', '.claude/skills/x/scripts/run.py', '.agents/skills/y/assets/logo.svg']) expect([f, files.test(f)]).toEqual([f, true]);
    for (const f of ['src/index.ts', 'README.md', 'docs/skills.md']) expect([f, files.test(f)]).toEqual([f, false]);
    expect(new RegExp(hook('skillscope-audit-budget').files).test('skillscope-budget.json')).toBe(true);
  });
});

describe('skillRootsOf: changed files → skill collections', () => {
  const skills = new Set(['skills/pdf', 'skills/csv', '.claude/skills/deploy', 'solo', 'skills/pdf/vendored/inner']);
  const has = (dir: string) => skills.has(dir);

  it('maps SKILL.md and resources to the folder holding the skill folder, nearest SKILL.md first', () => {
    expect(
      skillRootsOf(['skills/pdf/SKILL.md', 'skills/csv/references/a.md', '.claude/skills/deploy/scripts/x.sh', 'skills/pdf/vendored/inner/SKILL.md', 'README.md', 'src/a.ts'], has),
    ).toEqual(['.claude/skills', 'skills', 'skills/pdf/vendored']);
    expect(skillRootsOf(['solo/SKILL.md'], has)).toEqual(['.']);
    expect(skillRootsOf([], has)).toEqual([]);
  });

  it('DIR limits keep the roots inside them', () => {
    expect(withinLimits(['.claude/skills', 'skills'], ['.claude/'])).toEqual(['.claude/skills']);
    expect(withinLimits(['.claude/skills', 'skills'], [])).toEqual(['.claude/skills', 'skills']);
  });
});

describe('the entries after a clean install (npm pack → unpack → bin on PATH)', () => {
  let temp: string;
  let bin: string;

  beforeAll(() => {
    temp = mkdtempSync(path.join(tmpdir(), 'skillscope-hook-'));
    expect(existsSync(path.join(REPO_ROOT, 'dist', 'cli', 'main.js'))).toBe(true); // npm run build first
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', temp], { cwd: REPO_ROOT, encoding: 'utf8' }).trim().split('\n').at(-1)!;
    execFileSync('tar', ['-xzf', path.join(temp, packed), '-C', temp]);
    const pkg = path.join(temp, 'package');
    // The dependencies a real install would fetch: the repository's own.
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'dir');
    const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { bin: Record<string, string> };
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
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
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
    return spawnSync(cmd!, [...rest, ...args], { cwd, encoding: 'utf8', env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`, NO_COLOR: '1' } });
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
    const json = run('skillscope-check', dir, ['--', '--max-warnings', '0', '--format', 'json', 'skills/csv-to-markdown/SKILL.md']);
    expect(json.status).toBe(1);
    expect((JSON.parse(json.stdout) as { dir: string }).dir).toBe('skills');
    // A name outside every skill checks nothing.
    expect(run('skillscope-check', dir, ['README.md']).status).toBe(0);
  });

  it('skillscope-check with file names outside a git repository checks their collections', () => {
    const dir = mkdtempSync(path.join(temp, 'nogit-files-'));
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    expect(run('skillscope-check', dir, ['skills/csv-to-markdown/SKILL.md']).status).toBe(0);
    const bad = run('skillscope-check', dir, ['--', '--rule', 'SK113=error', '--bogus', 'skills/csv-to-markdown/SKILL.md']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('outside a git repository: exit 2 with one line; --all DIR works without git', () => {
    const dir = mkdtempSync(path.join(temp, 'nogit-'));
    cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
    const r = spawnSync(path.join(bin, 'skillscope'), ['hook', 'check'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: hook check: not inside a git repository/);
    expect(spawnSync(path.join(bin, 'skillscope'), ['hook', 'check', '--all', 'skills'], { cwd: dir, encoding: 'utf8' }).status).toBe(0);
  });

  it('skillscope-check honours PRE_COMMIT_FROM_REF / PRE_COMMIT_TO_REF', () => {
    const { dir, git } = repo();
    const from = git('rev-parse', 'HEAD');
    writeFileSync(path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md'), readFileSync(path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md'), 'utf8').replace(/^description: .*$/m, 'description: ""'));
    git('commit', '-qam', 'break it');
    const to = git('rev-parse', 'HEAD');
    const [cmd, ...rest] = hook('skillscope-check').entry.split(' ');
    const r = spawnSync(cmd!, rest, { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`, PRE_COMMIT_FROM_REF: from, PRE_COMMIT_TO_REF: to } });
    expect(r.status).toBe(1);
  });

  it('skillscope-audit-budget: passes against its snapshot, fails when a description grows, a limit lets it pass', () => {
    const { dir, git } = repo();
    const snapshot = spawnSync(path.join(bin, 'skillscope'), ['audit', 'skills', '--json'], { cwd: dir, encoding: 'utf8' });
    writeFileSync(path.join(dir, 'skillscope-budget.json'), snapshot.stdout);
    expect(run('skillscope-audit-budget', dir).status).toBe(0);
    const file = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: (.*)$/m, 'description: $1 It also aligns numbers, escapes pipes and keeps header text exactly as written.'));
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

describe('hook --help and bad use', () => {
  it('help is checked word for word', async () => {
    const { runCli } = await import('../helpers/cli.js');
    const r = await runCli(['hook', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatchInlineSnapshot(`
      "Usage: skillscope hook check [DIR…] [--all] [-- check options]
             skillscope hook check --files [-- check options] FILE…
             skillscope hook audit-budget [--budget FILE] [--fail-on-growth N|N%]

      Entries of the pre-commit hooks (.pre-commit-hooks.yaml); they ask git which
      files changed (staged files, or PRE_COMMIT_FROM_REF..PRE_COMMIT_TO_REF).

        hook check          runs 'skillscope check' on every skill collection (the
                            folder holding the skill folders) a changed file belongs
                            to; DIR… limits it to those folders; --all checks each DIR
                            (default .) whatever changed. Options after -- go to check.
                            --files: the FILEs are the changed files too (what
                            pre-commit passes: every file with --all-files, the
                            staged ones on a commit), wherever they follow.
        hook audit-budget   compares the catalog with a committed 'audit --json'
                            snapshot (--budget, default skillscope-budget.json; its 'dir'
                            says what to audit) and fails when it grew by more than
                            --fail-on-growth (default 0: any growth; update the
                            snapshot when the growth is intended).

      Exit codes: 0 pass (or nothing to check); 1 findings or growth; 2 bad option,
      no git repository, or no snapshot.

      Examples:
        skillscope hook check
        skillscope hook check .claude/skills -- --max-warnings 0
        skillscope hook check --files -- --max-warnings 0 skills/pdf/SKILL.md
        skillscope audit .claude/skills --json > skillscope-budget.json
        skillscope hook audit-budget --fail-on-growth 5%
      "
    `);
  });

  it('an unknown sub-command or option: exit 2, one line', async () => {
    const { runCli } = await import('../helpers/cli.js');
    for (const args of [['hook'], ['hook', 'lint'], ['hook', 'check', '--max-warnings', '0'], ['hook', 'audit-budget', '--bogus']]) {
      const r = await runCli(args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), 2]);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
