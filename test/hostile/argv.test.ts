/**
 * Arguments are data: `hook check` turns staged folder names into `check` runs and `hook
 * audit-budget` turns a committed snapshot's `dir` into an `audit` run. A pull request chooses
 * those names, so a folder named `--fix` must not become the option (it rewrote the other
 * skills), and `--config=/etc/passwd/…` must not open /etc/passwd.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees, expectSafe, hostileTree, runGuarded, type HostileTree } from './harness.js';

afterAll(cleanupTrees);

/** A skill `--fix` would rewrite (a plain value with ': ' in it gets quoted). */
const FIXABLE = (name: string): string =>
  `---\nname: ${name}\ndescription: Formats ${name} files. Use when: the user asks.\n---\n\nBody of ${name}.\n`;

function gitRepo(t: HostileTree): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: t.root, stdio: 'ignore' });
  git('init', '-q');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'test');
  git('add', '-A');
}

describe('hook check passes folder names as data', () => {
  it('a staged folder named --fix is refused, and no skill is rewritten', () => {
    const t = hostileTree();
    t.file('victim/SKILL.md', FIXABLE('victim'));
    t.file('--fix/attacker/SKILL.md', FIXABLE('attacker'));
    gitRepo(t);
    const before = t.snapshot();
    const r = runGuarded(['hook', 'check'], { cwd: t.root });
    // (The index git keeps is not ours to compare: only files under the root and outside.)
    expectSafe(r, t, before, { codes: [2] });
    expect(r.stderr).toMatch(/^skillscope: hook: refusing /m);
  });

  it('a staged folder path like --config=/etc/passwd opens nothing outside', () => {
    const t = hostileTree();
    t.goodSkill();
    const secret = path.join(t.outside, 'passwd');
    fs.writeFileSync(secret, `SECRET_${t.canary}\n`);
    t.file(`--config=${secret}/s/SKILL.md`, FIXABLE('s'));
    gitRepo(t);
    const before = t.snapshot();
    const r = runGuarded(['hook', 'check'], { cwd: t.root });
    expectSafe(r, t, before, { codes: [2] });
    expect(r.stderr).not.toContain('SECRET_');
  });

  it('hook audit-budget refuses a snapshot whose dir looks like an option', () => {
    const t = hostileTree();
    t.goodSkill();
    const secret = path.join(t.outside, 'passwd');
    fs.writeFileSync(secret, `SECRET_${t.canary}\n`);
    t.file('skillscope-budget.json', JSON.stringify({ dir: `--compare=${secret}` }));
    const before = t.snapshot();
    const r = runGuarded(['hook', 'audit-budget'], { cwd: t.root });
    expectSafe(r, t, before, { codes: [2] });
    expect(r.stderr).toMatch(/^skillscope: hook: refusing /m);
  });

  it('check reads every argument after -- as a folder', () => {
    const t = hostileTree();
    t.file('--fix/victim/SKILL.md', FIXABLE('victim'));
    const before = t.snapshot();
    const r = runGuarded(['check', '--json', '--', '--fix'], { cwd: t.root });
    expectSafe(r, t, before, { codes: [0, 1] });
    expect(JSON.parse(r.stdout)).toMatchObject({ schemaVersion: expect.any(Number) });
  });
});
