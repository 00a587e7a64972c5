/**
 * Path attacks: links out of the root, special
 * files, huge files, loops. Each test builds its attack beside a well-formed sibling, runs the
 * built binary under the harness caps, and checks the guarantees of `expectSafe` plus what the
 * attack specifically must produce.
 */
import * as nodeFs from 'node:fs';
import { chmodSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanupTrees,
  expectSafe,
  hostileTree,
  NON_ROOT,
  rawControls,
  runGuarded,
  skillNamesFromJson,
} from './harness.js';

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
    expect(doc.findings.filter((f) => f.code === 'SK106').map((f) => [f.file, f.data?.kind])).toContainEqual([
      'victim/references/passwd.md',
      'symlink-escape',
    ]);
    const audit = runGuarded(['audit', '--json', t.root]);
    expectSafe(audit, t, before);
    expect(skillNamesFromJson(audit.stdout).sort()).toEqual(['good-sibling', 'victim']);
  });

  it.skipIf(!NON_ROOT.available)(
    'runs as nobody: an unreadable skill is a finding, the sibling is still reported',
    () => {
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
    },
  );
});

type CheckDoc = { findings: { code: string; file: string; data?: Record<string, unknown> }[] };
const findings = (stdout: string, code: string): string[] =>
  (JSON.parse(stdout) as CheckDoc).findings
    .filter((f) => f.code === code)
    .map((f) => `${f.file} ${String(f.data?.['kind'])}`)
    .sort();

const flatSkill = (name: string): string =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is asked for.\n---\n# ${name}\n`;

describe('flat layout: links, special files, loops', () => {
  it('never loads a file outside the root, never opens /dev/zero or a FIFO, no phantom skills', () => {
    const t = hostileTree();
    t.file('flat/good-sibling.md', flatSkill('good-sibling'));
    t.link('flat/passwd.md', t.canaryPath);
    t.link('flat/etc.md', '/etc/passwd');
    t.link('flat/zero.md', '/dev/zero');
    t.fifo('pipe');
    t.link('flat/pipe.md', '../pipe');
    t.fifo('flat/direct-pipe.md');
    t.link('flat/loop.md', 'loop.md');
    t.link('flat/dup.md', 'good-sibling.md');
    const before = t.snapshot();
    const audit = runGuarded(['audit', '--json', t.path('flat')]);
    expectSafe(audit, t, before);
    expect(skillNamesFromJson(audit.stdout)).toEqual(['good-sibling']);
    const check = runGuarded(['check', '--json', t.path('flat')]);
    expectSafe(check, t, before);
    expect(findings(check.stdout, 'SK106')).toEqual([
      'dup.md symlink-loop',
      'etc.md symlink-escape',
      'passwd.md symlink-escape',
      'pipe.md symlink-escape',
      'zero.md symlink-escape',
    ]);
    expect(findings(check.stdout, 'SK104')).toEqual(['direct-pipe.md not-regular', 'loop.md unreadable']);
    const route = runGuarded(['route', t.path('flat'), 'root shell bash']);
    expectSafe(route, t, before);
    expect(route.stdout).not.toContain('/bin/bash');
  });

  it('check --fix never writes through a link to a file outside the root', () => {
    const t = hostileTree();
    t.file('flat/good-sibling.md', flatSkill('good-sibling'));
    // A value --fix would quote (`: ` inside a plain scalar), in a file outside the root.
    const victim = `${t.outside}/victim.md`;
    nodeFs.writeFileSync(victim, '---\nname: victim\ndescription: Fix: this value\n---\n# v\n');
    t.link('flat/victim.md', victim);
    const before = t.snapshot();
    const r = runGuarded(['check', '--fix', t.path('flat')]);
    expectSafe(r, t, before, { writes: true });
  });
});

describe('special and oversized files in the dir layout', () => {
  it('a FIFO, a device link and a folder named SKILL.md are findings; the sibling is reported', () => {
    const t = hostileTree();
    t.goodSkill();
    t.fifo('fifo-skill/SKILL.md');
    t.link('device-skill/SKILL.md', '/dev/zero');
    t.folder('folder-skill/SKILL.md');
    t.fifo('good-sibling/references/pipe.md');
    const before = t.snapshot();
    const r = runGuarded(['check', '--json', t.root]);
    expectSafe(r, t, before);
    expect(findings(r.stdout, 'SK104')).toEqual([
      'fifo-skill/SKILL.md not-regular',
      'folder-skill/SKILL.md not-regular',
      'good-sibling/references/pipe.md not-regular',
    ]);
    expect(findings(r.stdout, 'SK106')).toEqual(['device-skill/SKILL.md symlink-escape']);
    const audit = runGuarded(['audit', '--json', t.root]);
    expectSafe(audit, t, before);
    expect(skillNamesFromJson(audit.stdout)).toEqual(['good-sibling']);
  });

  it('a 600 MB SKILL.md is listed with a finding and the sibling is still reported, in bounded memory', () => {
    const t = hostileTree();
    t.goodSkill();
    t.file('huge/SKILL.md', '---\nname: huge\ndescription: Huge. Use when huge.\n---\n');
    nodeFs.truncateSync(t.path('huge/SKILL.md'), 600 * 1024 * 1024);
    const before = t.snapshot();
    const r = runGuarded(['check', '--json', t.root], { maxOldSpaceMb: 256 });
    expectSafe(r, t, before);
    expect(findings(r.stdout, 'SK104')).toEqual(['huge/SKILL.md too-large']);
    const audit = runGuarded(['audit', '--json', t.root], { maxOldSpaceMb: 256 });
    expectSafe(audit, t, before);
    expect(skillNamesFromJson(audit.stdout).sort()).toEqual(['good-sibling', 'huge']);
  });

  it('a 5 MB frontmatter is a finding, not a minute of parsing', () => {
    const t = hostileTree();
    t.goodSkill();
    const keys = Array.from({ length: 120_000 }, (_, i) => `key${i}: v${i}`).join('\n');
    t.file('yaml-bomb/SKILL.md', `---\nname: yaml-bomb\n${keys}\n---\n# body\n`);
    const before = t.snapshot();
    // The timeout is a guard against the quadratic parse (79 s before the cap), not a benchmark.
    const r = runGuarded(['check', '--json', t.root], { timeoutMs: 30_000 });
    expectSafe(r, t, before);
    expect(findings(r.stdout, 'SK104')).toEqual(['yaml-bomb/SKILL.md frontmatter-too-large']);
  });

  it('a folder named with invalid UTF-8 bytes is reported by name, not as "no such file"', () => {
    const t = hostileTree();
    t.goodSkill();
    const fs = nodeFs;
    const bad = Buffer.concat([Buffer.from(`${t.root}/bad-`), Buffer.from([0xff, 0xfe])]);
    fs.mkdirSync(bad);
    fs.writeFileSync(Buffer.concat([bad, Buffer.from('/SKILL.md')]), '---\nname: bad\ndescription: Bad.\n---\n');
    const before = t.snapshot();
    const r = runGuarded(['check', '--json', t.root]);
    expectSafe(r, t, before);
    const doc = JSON.parse(r.stdout) as CheckDoc;
    const sk104 = doc.findings.filter((f) => f.code === 'SK104');
    expect(sk104.map((f) => [f.file, f.data?.['kind'], f.data?.['invalidName']])).toEqual([
      ['bad-\uFFFD\uFFFD', 'unreadable', true],
    ]);
  });
});

describe('files named on the command line', () => {
  it('tokens count refuses a FIFO and /dev/zero with one line and exit 2', () => {
    const t = hostileTree();
    const fifo = t.fifo('pipe');
    for (const target of [fifo, '/dev/zero']) {
      const before = t.snapshot();
      const r = runGuarded(['tokens', 'count', target], { timeoutMs: 15_000 });
      expectSafe(r, t, before, { codes: [2] });
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^skillscope: tokens count: cannot read '.*': is a (FIFO|character device)/);
    }
  });

  it('tokens count on a directory does not follow a link out of it', () => {
    const t = hostileTree();
    t.file('docs/a.md', 'hello world\n');
    t.link('docs/secret.md', t.canaryPath);
    t.link('docs/zero.md', '/dev/zero');
    const before = t.snapshot();
    const r = runGuarded(['tokens', 'count', '--json', t.path('docs')]);
    expectSafe(r, t, before);
    expect((JSON.parse(r.stdout) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([
      `${t.path('docs')}/a.md`,
    ]);
  });

  it('bench and report refuse a FIFO as the query file with exit 2', () => {
    const t = hostileTree();
    t.goodSkill();
    const fifo = t.fifo('queries.jsonl');
    const before = t.snapshot();
    for (const args of [
      ['bench', t.root, '--queries', fifo],
      ['report', t.root, '--queries', fifo, '--out', `${t.base}/report.html`],
    ]) {
      const r = runGuarded(args, { timeoutMs: 15_000 });
      expectSafe(r, t, before, { codes: [2] });
      expect(r.stderr).toMatch(/cannot read --queries '.*': is a FIFO/);
    }
  });

  it('a pure-ASCII file over the cap is "too large", not "binary"', () => {
    const t = hostileTree();
    const fs = nodeFs;
    const big = t.file('big.txt', '');
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < 65; i++) fs.appendFileSync(big, chunk);
    const before = t.snapshot();
    const r = runGuarded(['tokens', 'count', '--json', big]);
    expectSafe(r, t, before);
    expect((JSON.parse(r.stdout) as { skipped: unknown[] }).skipped).toEqual([{ file: big, reason: 'too-large' }]);
    expect(r.stderr).toContain('too large');
    fs.rmSync(big);
  });
});
