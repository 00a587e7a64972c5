/**
 * Path attacks (issue 10.1, 10.6, 10.11–10.14; issue 9.10–9.12): links out of the root, special
 * files, huge files, loops. Each test builds its attack beside a well-formed sibling, runs the
 * built binary under the harness caps, and checks the guarantees of `expectSafe` plus what the
 * attack specifically must produce.
 */
import { chmodSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees, expectSafe, hostileTree, NON_ROOT, rawControls, runGuarded, skillNamesFromJson } from './harness.js';

afterAll(cleanupTrees);

describe('harness', () => {
  it('finds raw control characters but not tab and newline', () => {
    expect(rawControls('a\tb\nc')).toEqual([]);
    expect(rawControls('\u001b[31mred\r\u0007\u009b\u0000')).toEqual(['\\x1b', '\\x0d', '\\x07', '\\x9b', '\\x00']);
  });

  it('sees a write outside the root and a leaked canary', () => {
    const t = hostileTree();
    const before = t.snapshot();
    t.file('new.md', 'x');
    expect(t.snapshot()).not.toEqual(before);
    const r = runGuarded(['--version']);
    expect(r.code).toBe(0);
    expect(() => expectSafe({ ...r, stdout: t.canary }, t, t.snapshot())).toThrow(/canary/);
  });
});

describe('dir layout: links out of the root', () => {
  it('does not follow a resource symlink to a file outside the root', () => {
    const t = hostileTree();
    t.goodSkill();
    t.goodSkill('victim', 'victim');
    t.link('victim/references/passwd.md', t.canaryPath);
    const before = t.snapshot();
    const r = runGuarded(['check', '--json', t.root]);
    expectSafe(r, t, before);
    const doc = JSON.parse(r.stdout) as { findings: { code: string; file: string; data?: { kind?: string } }[] };
    expect(doc.findings.filter((f) => f.code === 'SK106').map((f) => [f.file, f.data?.kind])).toContainEqual(['victim/references/passwd.md', 'symlink-escape']);
    const audit = runGuarded(['audit', '--json', t.root]);
    expectSafe(audit, t, before);
    expect(skillNamesFromJson(audit.stdout).sort()).toEqual(['good-sibling', 'victim']);
  });

  it.skipIf(!NON_ROOT.available)('runs as nobody: an unreadable skill is a finding, the sibling is still reported', () => {
    const t = hostileTree();
    t.goodSkill();
    t.goodSkill('locked', 'locked');
    t.shareWithEveryone();
    chmodSync(t.path('locked/SKILL.md'), 0o600);
    const before = t.snapshot();
    const r = runGuarded(['audit', '--json', t.root], { asNobody: true });
    expectSafe(r, t, before);
    expect(skillNamesFromJson(r.stdout)).toContain('good-sibling');
    const check = runGuarded(['check', '--json', t.root], { asNobody: true });
    expectSafe(check, t, before);
    const doc = JSON.parse(check.stdout) as { findings: { code: string; file: string }[] };
    expect(doc.findings.filter((f) => f.code === 'SK104').map((f) => f.file)).toEqual(['locked/SKILL.md']);
  });
});
