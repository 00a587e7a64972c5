/**
 * Hostile input for `check --fix` (issue 10.4): files it must not or cannot write. Each attack
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
import { chmodSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { applyFixPlan, fixFailureFindings, planFixes } from '../../src/check/fix-apply.js';
import { nodeFixFs, type FixFs } from '../../src/check/fix-fs.js';
import { checkVerdict } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { expectValidValuesKept } from '../helpers/fix-values.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

/** How to run the binary as a user file permissions apply to, or why that is not possible. */
const asUser: { prefix: string[] } | { skip: string } = (() => {
  if (!isRoot) return { prefix: [] };
  const probe = spawnSync('setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath, '--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return { skip: 'running as root and cannot switch to nobody with setpriv' };
  return { prefix: ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] };
})();

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) {
    spawnSync('chmod', ['-R', 'u+rwX', t]);
    rmSync(t, { recursive: true, force: true });
  }
});

const BROKEN = (name: string) => `---\nname: ${name}\ndescription: Formats ${name} files. Use when: the user asks.\nother: &o kept\ncopy: *o\n---\n\nBody of ${name}.\n`;

function tree(): { base: string; root: string; outside: string; skill(name: string, text?: string): string } {
  const base = mkdtempSync(path.join(tmpdir(), 'skillscope-hostile-fix-'));
  temps.push(base);
  const root = path.join(base, 'root');
  const outside = path.join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  return {
    base,
    root,
    outside,
    skill(name, text = BROKEN(name)) {
      mkdirSync(path.join(root, name), { recursive: true });
      const file = path.join(root, name, 'SKILL.md');
      writeFileSync(file, text);
      return file;
    },
  };
}

function run(args: readonly string[], cwd: string, prefix: readonly string[] = []) {
  const [cmd, ...rest] = [...prefix, process.execPath, BIN, ...args];
  const r = spawnSync(cmd!, rest, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file under `dir` (names only): a temp file left by an interrupted write would show. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

function sk107(stdout: string): { file: string; data: { reason: string; lines: number[] } }[] {
  const doc = JSON.parse(stdout) as { findings: { code: string; file: string; data: { reason: string; lines: number[] } }[] };
  return doc.findings.filter((f) => f.code === 'SK107');
}

describe('check --fix on files it cannot write', () => {
  it.skipIf('skip' in asUser)(`a read-only SKILL.md is left alone and reported; the others are fixed and their diffs printed${'skip' in asUser ? ` (skipped: ${asUser.skip})` : ''}`, () => {
    const t = tree();
    const good = t.skill('alpha');
    const locked = t.skill('beta');
    const last = t.skill('gamma');
    const before = { good: readFileSync(good, 'utf8'), locked: readFileSync(locked, 'utf8'), last: readFileSync(last, 'utf8') };
    spawnSync('chmod', ['-R', 'a+rwX', t.base]);
    chmodSync(locked, 0o444);
    const prefix = 'prefix' in asUser ? asUser.prefix : [];
    const r = run(['check', 'root', '--fix'], t.base, prefix);
    expect(r.stderr).not.toMatch(/internal error|EACCES/);
    expect(r.code).toBe(1);
    // The files around the read-only one were written, each diff printed (alpha before gamma).
    expect(r.stdout.indexOf('+++ b/root/alpha/SKILL.md')).toBeGreaterThanOrEqual(0);
    expect(r.stdout.indexOf('+++ b/root/gamma/SKILL.md')).toBeGreaterThan(r.stdout.indexOf('+++ b/root/alpha/SKILL.md'));
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
    const j = run(['check', 'root', '--fix', '--json'], t.base, prefix);
    expect(sk107(j.stdout)).toEqual([{ ...sk107(j.stdout)[0], file: 'beta/SKILL.md', data: { reason: 'unwritable', lines: [3] } }]);
  });

  it.skipIf('skip' in asUser)('an unreadable SKILL.md and a read-only folder: no crash, no temp file left, exit 1', () => {
    const t = tree();
    t.skill('alpha');
    const secret = t.skill('beta');
    const inLocked = t.skill('gamma');
    const lockedBefore = readFileSync(inLocked, 'utf8');
    spawnSync('chmod', ['-R', 'a+rwX', t.base]);
    chmodSync(secret, 0o000);
    chmodSync(path.dirname(inLocked), 0o555);
    chmodSync(inLocked, 0o666); // the file allows writing, its folder refuses the new name
    const r = run(['check', 'root', '--fix', '--json'], t.base, 'prefix' in asUser ? asUser.prefix : []);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { fixes: { file: string }[]; findings: { code: string; file: string }[] };
    expect(doc.fixes.map((f) => f.file)).toEqual(['alpha/SKILL.md']);
    expect(doc.findings.filter((f) => ['SK104', 'SK107'].includes(f.code)).map((f) => [f.code, f.file])).toEqual([
      ['SK104', 'beta/SKILL.md'],
      ['SK107', 'gamma/SKILL.md'],
    ]);
    expect(readFileSync(inLocked, 'utf8')).toBe(lockedBefore);
    expect(readdirSync(path.dirname(inLocked))).toEqual(['SKILL.md']);
  });

  it('a flat-layout file linked to a file outside the root is never written through the link', async () => {
    const t = tree();
    const target = path.join(t.outside, 'victim.md');
    writeFileSync(target, BROKEN('victim'));
    const before = readFileSync(target, 'utf8');
    symlinkSync(target, path.join(t.root, 'victim.md'));
    writeFileSync(path.join(t.root, 'alpha.md'), BROKEN('alpha'));
    const r = await runCli(['check', 'root', '--fix', '--layout', 'flat', '--json'], { cwd: t.base });
    expect(readFileSync(target, 'utf8')).toBe(before);
    expect(lstatSync(path.join(t.root, 'victim.md')).isSymbolicLink()).toBe(true);
    expect(listing(t.outside)).toEqual(['victim.md']);
    // Whether the loader refuses the link or --fix does, it is never written; if loaded, it is SK107.
    const doc = JSON.parse(r.stdout) as { fixes: { file: string }[]; findings: { code: string; file: string; data: { reason?: string } }[] };
    expect(doc.fixes.map((f) => f.file)).toEqual(['alpha.md']);
    for (const f of doc.findings.filter((x) => x.code === 'SK107')) expect([f.file, f.data.reason]).toEqual(['victim.md', 'outside-root']);
    expect(r.code).toBe(1);
  });

  it('a SKILL.md with a second hard link (here outside the root) is not written: both names keep their text', async () => {
    const t = tree();
    const file = t.skill('beta');
    const twin = path.join(t.outside, 'twin.md');
    linkSync(file, twin);
    const before = readFileSync(file, 'utf8');
    t.skill('alpha');
    const r = await runCli(['check', 'root', '--fix', '--json'], { cwd: t.base });
    expect(r.code).toBe(1);
    expect(readFileSync(twin, 'utf8')).toBe(before);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).ino).toBe(statSync(twin).ino);
    expect(sk107(r.stdout).map((f) => [f.file, f.data.reason])).toEqual([['beta/SKILL.md', 'hard-link']]);
  });

  it('a SKILL.md linked to another file inside the root: the real file is written, the link stays a link', async () => {
    const t = tree();
    const real = t.skill('alpha');
    mkdirSync(path.join(t.root, 'shared'));
    const store = path.join(t.root, 'shared', 'alpha.md');
    writeFileSync(store, readFileSync(real));
    rmSync(real);
    symlinkSync('../shared/alpha.md', real);
    const before = readFileSync(store, 'utf8');
    const r = await runCli(['check', 'root', '--fix', '--json'], { cwd: t.base });
    expect(sk107(r.stdout)).toEqual([]);
    expect(lstatSync(real).isSymbolicLink()).toBe(true);
    expectValidValuesKept(before, readFileSync(store, 'utf8'));
    expect(readFileSync(store, 'utf8')).not.toBe(before);
  });

  it('keeps the mode, the BOM and CRLF line endings of the file it replaces', async () => {
    const t = tree();
    const file = t.skill('alpha', `\ufeff${BROKEN('alpha').replace(/\n/g, '\r\n')}`);
    chmodSync(file, 0o640);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['check', 'root', '--fix'], { cwd: t.base });
    expect(r.code).toBe(0);
    const after = readFileSync(file, 'utf8');
    expect(after.startsWith('\ufeff---\r\n')).toBe(true);
    expect(after.split('\n').every((l, i, all) => i === all.length - 1 || l.endsWith('\r'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(expectValidValuesKept(before, after)).toEqual(['description']);
  });
});

describe('check --fix with a failing FixFs', () => {
  it('a write that fails is reported (SK107, error) after the files before it were written and shown, and the files after it are still written', () => {
    const t = tree();
    for (const name of ['alpha', 'beta', 'gamma']) t.skill(name);
    const set = loadSkills(t.root);
    const failing: FixFs = {
      ...nodeFixFs,
      replaceFile(file, bytes, info) {
        if (file.includes(`${path.sep}beta${path.sep}`)) throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
        nodeFixFs.replaceFile(file, bytes, info);
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
    const t = tree();
    const file = t.skill('alpha');
    const before = readFileSync(file, 'utf8');
    const writes: string[] = [];
    const recording: FixFs = { ...nodeFixFs, replaceFile: (f) => void writes.push(f) };
    const plan = planFixes(loadSkills(t.root), t.root, recording);
    expect(writes).toEqual([]);
    expect(plan.planned.map((p) => p.file)).toEqual(['alpha/SKILL.md']);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const unreadable: FixFs = { ...nodeFixFs, readFile: () => { throw Object.assign(new Error('EACCES'), { code: 'EACCES' }); } };
    expect(planFixes(loadSkills(t.root), t.root, unreadable)).toEqual({ planned: [], skipped: [{ file: 'alpha/SKILL.md', reason: 'unreadable' }] });
  });
});
