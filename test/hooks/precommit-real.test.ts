/**
 * The pre-commit hooks installed and run by pre-commit itself, from a local clone of this
 * repository (the working tree, uncommitted changes included, committed in the clone so the
 * `rev:` exists): pre-commit clones it, runs its node install (`npm install`, `npm pack`,
 * `npm install -g` of the tarball) with the system node, and runs `skillscope-check`.
 * No network for git; npm prefers its cache (filled by the `npm ci` that built this tree) —
 * with npm_config_offline=true instead the same install passes without any network.
 * Skipped, saying why, when pre-commit is not installed (`.ci/run` installs Debian's).
 * Slow (one install, ~1–2 minutes on a busy machine); every case shares it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, REPO_ROOT } from '../helpers/cli.js';

const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const HAVE_PRE_COMMIT = preCommit.status === 0;
const INSTALL_TIMEOUT = 600_000;

const IDENTITY = {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...IDENTITY } }).trim();
}

/** A clone of REPO_ROOT whose HEAD is the working tree as it is now (tracked changes and new files). */
function cloneWorkingTree(into: string): string {
  execFileSync('git', ['clone', '-q', REPO_ROOT, into]);
  const diff = execFileSync('git', ['diff', 'HEAD', '--binary'], { cwd: REPO_ROOT });
  if (diff.length > 0) execFileSync('git', ['apply', '--whitespace=nowarn'], { cwd: into, input: diff });
  const untracked = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '');
  for (const f of untracked) {
    mkdirSync(path.dirname(path.join(into, f)), { recursive: true });
    cpSync(path.join(REPO_ROOT, f), path.join(into, f));
  }
  git(into, 'add', '-A');
  if (git(into, 'status', '--porcelain') !== '') git(into, 'commit', '-qm', 'working tree');
  return git(into, 'rev-parse', 'HEAD');
}

describe.skipIf(!HAVE_PRE_COMMIT)(
  `real pre-commit installs and runs the hooks${HAVE_PRE_COMMIT ? '' : ' (skipped: pre-commit is not installed; apt-get install pre-commit)'}`,
  () => {
    let temp: string;
    let clone: string;
    let rev: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(() => {
      temp = mkdtempSync(path.join(tmpdir(), 'skillscope-precommit-'));
      clone = path.join(temp, 'skillscope');
      rev = cloneWorkingTree(clone);
      // One pre-commit cache for every case: the hook environment is installed once.
      env = {
        ...process.env,
        ...IDENTITY,
        PRE_COMMIT_HOME: path.join(temp, 'cache'),
        npm_config_prefer_offline: 'true',
        NO_COLOR: '1',
      };
    }, 120_000);
    afterAll(() => rmSync(temp, { recursive: true, force: true }));

    /** A git repository of skills (the clean fixture under skills/) using our hook at `rev`. */
    function skillsRepo(name: string, args?: readonly string[]): string {
      const dir = path.join(temp, name);
      mkdirSync(dir);
      git(dir, 'init', '-q');
      cpSync(path.join(FIXTURES, 'check', 'clean'), path.join(dir, 'skills'), { recursive: true });
      const hookArgs = args ? `\n        args: [${args.map((a) => `'${a}'`).join(', ')}]` : '';
      writeFileSync(
        path.join(dir, '.pre-commit-config.yaml'),
        `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: skillscope-check${hookArgs}\n`,
      );
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'skills');
      return dir;
    }

    const run = (cwd: string, ...args: string[]) => spawnSync('pre-commit', args, { cwd, encoding: 'utf8', env });
    const commit = (cwd: string) => spawnSync('git', ['commit', '-qm', 'change'], { cwd, encoding: 'utf8', env });

    function addSkill(dir: string, folder: string, frontmatter: string): void {
      mkdirSync(path.join(dir, 'skills', folder));
      writeFileSync(path.join(dir, 'skills', folder, 'SKILL.md'), `---\n${frontmatter}\n---\nSteps in order.\n`);
    }

    it(
      'run --all-files: green on a good tree, red on a tree with a broken skill that no commit touched',
      () => {
        const dir = skillsRepo('all-files');
        const good = run(dir, 'run', '--all-files');
        expect([good.status, good.stderr]).toEqual([0, '']);
        // The system node was used: pre-commit's environment is node_env-system, no node downloaded.
        const envs = readdirSync(path.join(temp, 'cache')).flatMap((d) =>
          existsSync(path.join(temp, 'cache', d, 'node_env-system')) ? [d] : [],
        );
        expect(envs).toHaveLength(1);

        // Committed without the hook: the bad skill is in the collection, not in any change.
        // (SK120: no description, an error — a host cannot list the skill.)
        addSkill(dir, 'tidy-up', 'name: tidy-up');
        git(dir, 'add', '-A');
        git(dir, 'commit', '-qm', 'bad skill', '--no-verify');
        const bad = run(dir, 'run', '--all-files');
        expect(bad.status).toBe(1);
        expect(bad.stdout).toContain('SK120');
        expect(bad.stdout).toContain('skills/tidy-up/SKILL.md');
        // Nothing staged: a plain run checks the changed files only, and there are none.
        expect(run(dir, 'run').status).toBe(0);
      },
      INSTALL_TIMEOUT,
    );

    it(
      'installed as the git hook: a commit that breaks a rule is blocked, a good one goes through',
      () => {
        const dir = skillsRepo('commit');
        expect(run(dir, 'install').status).toBe(0);
        addSkill(dir, 'tidy-up', 'name: tidy-up');
        git(dir, 'add', '-A');
        const head = git(dir, 'rev-parse', 'HEAD');
        const blocked = commit(dir);
        expect(blocked.status).not.toBe(0);
        expect(blocked.stdout + blocked.stderr).toContain('SK120');
        expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);

        rmSync(path.join(dir, 'skills', 'tidy-up'), { recursive: true });
        addSkill(dir, 'tidy-up', 'name: tidy-up\ndescription: Tidies folders. Use when asked to tidy a folder.');
        git(dir, 'add', '-A');
        expect(commit(dir).status).toBe(0);
        expect(git(dir, 'rev-parse', 'HEAD')).not.toBe(head);
      },
      INSTALL_TIMEOUT,
    );

    it(
      'with --max-warnings 0 and a baseline: existing warnings do not block a commit, a new one does',
      () => {
        const dir = skillsRepo('ratchet', ['--', '--max-warnings', '0', '--baseline', 'skillscope-baseline.json']);
        // An existing warning (SK133, a field no host reads), recorded in the committed baseline.
        const cron = path.join(dir, 'skills', 'cron-explainer', 'SKILL.md');
        writeFileSync(
          cron,
          readFileSync(cron, 'utf8').replace(/^description:/m, 'favourite-colour: teal\ndescription:'),
        );
        const baseline = spawnSync(
          process.execPath,
          [path.join(REPO_ROOT, 'dist', 'cli', 'main.js'), 'check', 'skills', '--json'],
          { cwd: dir, encoding: 'utf8' },
        );
        expect(JSON.parse(baseline.stdout).summary.warnings).toBe(1);
        writeFileSync(path.join(dir, 'skillscope-baseline.json'), baseline.stdout);
        git(dir, 'add', '-A');
        git(dir, 'commit', '-qm', 'baseline', '--no-verify');
        expect(run(dir, 'install').status).toBe(0);

        // Touching the warned skill's collection without a new warning: the commit goes through.
        const csv = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
        writeFileSync(csv, `${readFileSync(csv, 'utf8')}\nKeep the header row as written.\n`);
        git(dir, 'add', '-A');
        const passed = commit(dir);
        expect([passed.status, passed.stdout + passed.stderr]).toEqual([0, expect.any(String)]);

        // A second unknown field is a new warning: blocked.
        writeFileSync(csv, readFileSync(csv, 'utf8').replace(/^description:/m, 'mood: cheerful\ndescription:'));
        git(dir, 'add', '-A');
        const blocked = commit(dir);
        expect(blocked.status).not.toBe(0);
        expect(blocked.stdout + blocked.stderr).toContain('SK133');
      },
      INSTALL_TIMEOUT,
    );
  },
);
