/**
 * Where a config may come from, and what an error about it may print. A config switches rules
 * off, so one planted above DIR (no repository there), in a folder every user may write (/tmp),
 * or linked to a file outside the repository must not apply; and an error about a config never
 * quotes its content (a link to /etc/passwd or /proc/self/environ would print it).
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees, expectSafe, hostileTree, runGuarded, type HostileTree } from './harness.js';

afterAll(cleanupTrees);

/** A config that fails every run that reads it: not JSON, and it starts with a secret. */
function poisoned(t: HostileTree): string {
  return `SECRET_${t.canary.slice(7)}=1\n`;
}

function secretShown(t: HostileTree, text: string): boolean {
  return text.includes(poisoned(t).slice(0, 10));
}

describe('config search bounds', () => {
  it('a config above DIR is not applied when there is no repository', () => {
    const t = hostileTree();
    t.goodSkill('skills/good-sibling');
    fs.writeFileSync(path.join(t.base, 'skillscope.config.json'), poisoned(t));
    t.file('skillscope.config.json', poisoned(t));
    const before = t.snapshot();
    const r = runGuarded(['check', t.path('skills')], { cwd: t.outside });
    expectSafe(r, t, before, { codes: [0] });
  });

  it('a config in a folder every user may write is skipped with a warning', () => {
    const t = hostileTree();
    const shared = t.folder('shared');
    fs.chmodSync(shared, 0o1777);
    fs.writeFileSync(path.join(shared, 'skillscope.config.json'), poisoned(t));
    t.goodSkill('shared/proj/good-sibling');
    fs.mkdirSync(path.join(shared, '.git'));
    const before = t.snapshot();
    // Found by the walk up to the repository root, and as the working directory's config.
    const walk = runGuarded(['check', path.join(shared, 'proj')], { cwd: t.outside });
    expectSafe(walk, t, before, { codes: [0] });
    expect(walk.stderr).toMatch(/^skillscope: warning: .*skillscope\.config\.json/m);
    fs.rmdirSync(path.join(shared, '.git'));
    const noRepo = t.snapshot();
    const cwd = runGuarded(['check', 'proj'], { cwd: shared });
    expectSafe(cwd, t, noRepo, { codes: [0] });
    expect(cwd.stderr).toMatch(/^skillscope: warning: .*skillscope\.config\.json/m);
  });

  it('a config linked to a file outside the repository is refused, its content never shown', () => {
    const t = hostileTree();
    t.goodSkill('skills/good-sibling');
    t.folder('.git');
    const secret = path.join(t.outside, 'environ');
    fs.writeFileSync(secret, poisoned(t));
    t.link('skillscope.config.json', secret);
    const before = t.snapshot();
    const r = runGuarded(['check', t.path('skills')], { cwd: t.outside });
    expectSafe(r, t, before, { codes: [2] });
    expect(r.stderr).toMatch(/^skillscope: .*skillscope\.config\.json/m);
    expect(secretShown(t, r.stderr)).toBe(false);
  });

  it('a config named with --config that is not JSON: its place and cause, never its content', () => {
    const t = hostileTree();
    t.goodSkill();
    const secret = path.join(t.outside, 'passwd');
    fs.writeFileSync(secret, poisoned(t));
    const before = t.snapshot();
    for (const args of [
      ['check', '--config', secret, t.root],
      ['check', '--baseline', secret, t.root],
      ['diff', secret, secret],
    ]) {
      const r = runGuarded(args);
      expectSafe(r, t, before, { codes: [2] });
      expect(r.stderr.split('\n').filter((l) => l !== '')).toHaveLength(1);
      expect(secretShown(t, r.stderr), r.stderr).toBe(false);
    }
  });
});
