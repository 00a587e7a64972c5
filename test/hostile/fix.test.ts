/**
 * Hostile input for `check --fix`: files it must not or cannot write. Each attack
 * is built in a temp folder at test time, beside a good sibling whose fix must still land, and
 * asserts: no crash (exit 1, not 2, no internal error), the diffs of the files that were written
 * are printed, the file not written is unchanged and reported as SK107, nothing outside the root
 * changes, and no temp file is left behind.
 *
 * Permission attacks need a user the permissions apply to: root bypasses them, so under root
 * the binary runs as `nobody` through `setpriv` (skipped, with the reason, when that is not
 * possible); as any other user it runs as that user.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, linkSync, lstatSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkVerdict, runCheck } from '../../src/check/engine.js';
import { applyFixPlan, fixFailureFindings, planFixes } from '../../src/check/fix-apply.js';
import { nodeFixFs, type FixFs } from '../../src/check/fix-fs.js';
import { loadSkills } from '../../src/skills/index.js';
import { expectValidValuesKept } from '../helpers/fix-values.js';
import { cleanupTrees, expectSafe, hostileTree, NON_ROOT, runGuarded, type HostileTree } from './harness.js';

afterAll(() => {
  cleanupTrees();
});

const isRoot = process.getuid?.() === 0;
/** Permission attacks run as `nobody` under root (root ignores permissions), as ourselves otherwise. */
const permissions = isRoot
  ? NON_ROOT.available
    ? { asNobody: true }
    : { skip: NON_ROOT.reason }
  : { asNobody: false };
const skipPermissions = 'skip' in permissions;
const asNobody = 'asNobody' in permissions && permissions.asNobody;

const BROKEN = (name: string) =>
  `---\nname: ${name}\ndescription: Formats ${name} files. Use when: the user asks.\nother: &o kept\ncopy: *o\n---\n\nBody of ${name}.\n`;

function skill(t: HostileTree, name: string, text = BROKEN(name)): string {
  return t.file(`${name}/SKILL.md`, text);
}

/** Lets `nobody` write the tree (the harness's share is read-only). */
function shareWritable(t: HostileTree): void {
  spawnSync('chmod', ['-R', 'a+rwX', t.base]);
}

function run(t: HostileTree, args: readonly string[], options: { asNobody?: boolean } = {}) {
  return runGuarded(args, { cwd: t.base, asNobody: options.asNobody ?? false });
}

/** Every entry under `dir` (names only): a temp file left by an interrupted write would show. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

function sk107(stdout: string): { file: string; data: { reason: string; lines: number[] } }[] {
  const doc = JSON.parse(stdout) as {
    findings: { code: string; file: string; data: { reason: string; lines: number[] } }[];
  };
  return doc.findings.filter((f) => f.code === 'SK107');
}

describe('check --fix on files it cannot write', () => {
  it.skipIf(skipPermissions)(
    `a read-only SKILL.md is left alone and reported; the others are fixed and their diffs printed${skipPermissions ? ` (skipped: ${(permissions as { skip: string }).skip})` : ''}`,
    () => {
      const t = hostileTree();
      const good = skill(t, 'alpha');
      const locked = skill(t, 'beta');
      const last = skill(t, 'gamma');
      const before = {
        good: readFileSync(good, 'utf8'),
        locked: readFileSync(locked, 'utf8'),
        last: readFileSync(last, 'utf8'),
      };
      shareWritable(t);
      chmodSync(locked, 0o444);
      const snap = t.snapshot();
      const r = run(t, ['check', 'root', '--fix'], { asNobody });
      expectSafe(r, t, snap, { writes: true, codes: [1] });
      // The files around the read-only one were written, each diff printed (alpha before gamma).
      expect(r.stdout.indexOf('+++ b/root/alpha/SKILL.md')).toBeGreaterThanOrEqual(0);
      expect(r.stdout.indexOf('+++ b/root/gamma/SKILL.md')).toBeGreaterThan(
        r.stdout.indexOf('+++ b/root/alpha/SKILL.md'),
      );
      expect(r.stdout).not.toContain('b/root/beta/SKILL.md');
      expect(r.stdout).toContain('SK107 fix-not-written');
      expect(r.stderr).toContain('skillscope: --fix changed 2 files (2 values quoted); 1 file not written (SK107)');
      expect(readFileSync(locked, 'utf8')).toBe(before.locked);
      expectValidValuesKept(before.good, readFileSync(good, 'utf8'));
      expectValidValuesKept(before.last, readFileSync(last, 'utf8'));
      expect(readFileSync(good, 'utf8')).not.toBe(before.good);
      expect(statSync(locked).mode & 0o777).toBe(0o444);
      expect(listing(t.root)).toEqual(['alpha', 'alpha/SKILL.md', 'beta', 'beta/SKILL.md', 'gamma', 'gamma/SKILL.md']);
      // The same run in JSON: the finding says why, and which lines were not fixed.
      const j = run(t, ['check', 'root', '--fix', '--json'], { asNobody });
      expect(sk107(j.stdout).map((f) => [f.file, f.data])).toEqual([
        ['beta/SKILL.md', { reason: 'unwritable', lines: [3] }],
      ]);
    },
  );

  it.skipIf(skipPermissions)(
    'an unreadable SKILL.md and a read-only folder: no crash, no temp file left, exit 1',
    () => {
      const t = hostileTree();
      skill(t, 'alpha');
      const secret = skill(t, 'beta');
      const inLocked = skill(t, 'gamma');
      const lockedBefore = readFileSync(inLocked, 'utf8');
      shareWritable(t);
      chmodSync(secret, 0o000);
      chmodSync(path.dirname(inLocked), 0o555);
      chmodSync(inLocked, 0o666); // the file allows writing, its folder refuses the new name
      const snap = t.snapshot();
      const r = run(t, ['check', 'root', '--fix', '--json'], { asNobody });
      expectSafe(r, t, snap, { writes: true, codes: [1] });
      const doc = JSON.parse(r.stdout) as { fixes: { file: string }[]; findings: { code: string; file: string }[] };
      expect(doc.fixes.map((f) => f.file)).toEqual(['alpha/SKILL.md']);
      expect(doc.findings.filter((f) => ['SK104', 'SK107'].includes(f.code)).map((f) => [f.code, f.file])).toEqual([
        ['SK104', 'beta/SKILL.md'],
        ['SK107', 'gamma/SKILL.md'],
      ]);
      expect(readFileSync(inLocked, 'utf8')).toBe(lockedBefore);
      expect(readdirSync(path.dirname(inLocked))).toEqual(['SKILL.md']);
    },
  );

  it('a flat-layout file linked to a file outside the root is never written through the link', () => {
    const t = hostileTree();
    const target = path.join(t.outside, 'victim.md');
    writeFileSync(target, BROKEN('victim'));
    t.link('victim.md', target);
    t.file('alpha.md', BROKEN('alpha'));
    const snap = t.snapshot();
    const r = run(t, ['check', 'root', '--fix', '--layout', 'flat', '--json']);
    // outside/ is compared byte for byte: the victim was not written. Exit 0 when the loader's path
    // guard refuses the link (an SK106 warning), 1 when --fix refuses it (SK107).
    expectSafe(r, t, snap, { writes: true, codes: [0, 1] });
    expect(lstatSync(t.path('victim.md')).isSymbolicLink()).toBe(true);
    // Whether the loader refuses the link or --fix does, it is never written; if loaded, it is SK107.
    const doc = JSON.parse(r.stdout) as {
      fixes: { file: string }[];
      findings: { code: string; file: string; data: { reason?: string } }[];
    };
    expect(doc.fixes.map((f) => f.file)).toEqual(['alpha.md']);
    for (const f of doc.findings.filter((x) => x.code === 'SK107'))
      expect([f.file, f.data.reason]).toEqual(['victim.md', 'outside-root']);
  });

  it('a SKILL.md with a second hard link (here outside the root) is not written: both names keep their text', () => {
    const t = hostileTree();
    const file = skill(t, 'beta');
    const twin = path.join(t.outside, 'twin.md');
    linkSync(file, twin);
    const before = readFileSync(file, 'utf8');
    skill(t, 'alpha');
    const snap = t.snapshot();
    const r = run(t, ['check', 'root', '--fix', '--json']);
    expectSafe(r, t, snap, { writes: true, codes: [1] });
    expect(readFileSync(twin, 'utf8')).toBe(before);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).ino).toBe(statSync(twin).ino);
    expect(sk107(r.stdout).map((f) => [f.file, f.data.reason])).toEqual([['beta/SKILL.md', 'hard-link']]);
  });

  it('a SKILL.md linked to another file inside the root: the real file is written, the link stays a link', () => {
    const t = hostileTree();
    const store = t.file('shared/alpha.md', BROKEN('alpha'));
    t.folder('alpha');
    const link = t.link('alpha/SKILL.md', '../shared/alpha.md');
    const before = readFileSync(store, 'utf8');
    const snap = t.snapshot();
    const r = run(t, ['check', 'root', '--fix', '--json']);
    expectSafe(r, t, snap, { writes: true, codes: [0, 1] });
    expect(sk107(r.stdout)).toEqual([]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expectValidValuesKept(before, readFileSync(store, 'utf8'));
    expect(readFileSync(store, 'utf8')).not.toBe(before);
  });

  it('keeps the mode, the BOM and CRLF line endings of the file it replaces', () => {
    const t = hostileTree();
    const file = skill(t, 'alpha', `\ufeff${BROKEN('alpha').replace(/\n/g, '\r\n')}`);
    chmodSync(file, 0o640);
    const before = readFileSync(file, 'utf8');
    const r = run(t, ['check', 'root', '--fix', '--json']);
    // The fix keeps the BOM, so the one error left is Codex refusing such a file (SK316).
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { findings: { code: string; severity: string }[] };
    expect(doc.findings.filter((f) => f.severity === 'error').map((f) => f.code)).toEqual(['SK316']);
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith('\ufeff---\r\n')).toBe(true);
    expect(after.split('\n').every((l, i, all) => i === all.length - 1 || l.endsWith('\r'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(expectValidValuesKept(before, after)).toEqual(['description']);
  });

  it('terminal escapes in the lines around a fix are shown escaped in the diff, never raw', () => {
    const t = hostileTree();
    const file = skill(
      t,
      'alpha',
      '---\nname: alpha\ndescription: Formats files. Use when: asked.\ntitle: \u001b]0;owned\u0007 \u001b[2J\n---\n\u009b31mBody\n',
    );
    const before = readFileSync(file, 'utf8');
    const snap = t.snapshot();
    const r = run(t, ['check', 'root', '--fix']);
    expectSafe(r, t, snap, { writes: true });
    expect(r.stdout).toContain(' title: \\x1b]0;owned\\x07 \\x1b[2J');
    expect(r.stderr).toContain('skillscope: the diff of root/alpha/SKILL.md shows control characters escaped');
    expect(expectValidValuesKept(before, readFileSync(file, 'utf8'))).toEqual(['description']);
  });
});

describe('check --fix with a failing FixFs', () => {
  it('a write that fails is reported (SK107, error) after the files before it were written and shown, and the files after it are still written', () => {
    const t = hostileTree();
    for (const name of ['alpha', 'beta', 'gamma']) skill(t, name);
    const set = loadSkills(t.root);
    const failing: FixFs = {
      ...nodeFixFs,
      replaceFile(place, bytes, info) {
        if (place.rel.startsWith('beta/')) throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
        return nodeFixFs.replaceFile(place, bytes, info);
      },
    };
    const shown: string[] = [];
    const outcome = applyFixPlan(planFixes(set, t.root, failing), failing, (p) => shown.push(p.file));
    expect(shown).toEqual(['alpha/SKILL.md', 'gamma/SKILL.md']);
    expect(outcome.failed.map((f) => [f.file, f.reason, f.lines])).toEqual([['beta/SKILL.md', 'unwritable', [3]]]);
    const result = runCheck(loadSkills(t.root), {}, fixFailureFindings(outcome.failed));
    const sk = result.findings.filter((f) => f.code === 'SK107');
    expect(sk.map((f) => [f.file, f.severity, f.line])).toEqual([['beta/SKILL.md', 'error', 3]]);
    expect(checkVerdict(result).failed).toBe(true);
    expect(listing(t.root)).toEqual(['alpha', 'alpha/SKILL.md', 'beta', 'beta/SKILL.md', 'gamma', 'gamma/SKILL.md']);
  });

  it('nothing is written while planning: a plan over files that later fail to read writes none of them', () => {
    const t = hostileTree();
    const file = skill(t, 'alpha');
    const before = readFileSync(file, 'utf8');
    const writes: string[] = [];
    const recording: FixFs = {
      ...nodeFixFs,
      replaceFile: (place) => {
        writes.push(place.rel);
        return { ok: true, file: place.rel };
      },
    };
    const plan = planFixes(loadSkills(t.root), t.root, recording);
    expect(writes).toEqual([]);
    expect(plan.planned.map((p) => p.file)).toEqual(['alpha/SKILL.md']);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const unreadable: FixFs = {
      ...nodeFixFs,
      openRead: () => {
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      },
    };
    expect(planFixes(loadSkills(t.root), t.root, unreadable)).toEqual({
      planned: [],
      skipped: [{ file: 'alpha/SKILL.md', reason: 'unreadable' }],
    });
  });
});
