/**
 * Output that stays readable at scale. A listing over budget is one SK311,
 * one SK312 and one SK313 per host (skills in `data.skills`, printed with `--verbose`); a copied
 * folder is one SK501; text says "warning" where JSON says "warn"; the Codex line shows the
 * listing size after its cuts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupDuplicates } from '../../src/audit/duplicates.js';
import { applyBaseline } from '../../src/check/baseline.js';
import { runCheck } from '../../src/check/engine.js';
import type { FindingMember } from '../../src/check/types.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { runCli } from '../helpers/cli.js';

/** 150 skills with 160-character descriptions: far over Claude Code's 8,000 chars and Codex's 4,000 tokens. */
function bigCollection(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 150; i++) {
    const name = `tool-${String(i).padStart(3, '0')}`;
    const description = `Converts data set number ${i} into the shared report format and checks every column against the schema. Use when the user mentions data set ${i} or its report.`;
    files[`${name}/SKILL.md`] =
      `---\nname: ${name}\ndescription: ${description}\n---\n\n# Steps\n\n1. Read the input.\n`;
  }
  return files;
}

const temps: string[] = [];
afterAll(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function onDisk(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skillscope-group-'));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('host cuts: one finding per host and code', () => {
  const set = loadSkills('/', {}, memoryFs(bigCollection()));
  const result = runCheck(set, { hosts: ['claude-code', 'codex', 'claude-code-legacy'], rules: { SK410: 'off' } });

  it('never more than one SK311, SK312 or SK313 per host, each naming every affected skill in data', () => {
    for (const code of ['SK311', 'SK312', 'SK313'] as const) {
      const hosts = result.findings.filter((f) => f.code === code).map((f) => f.data['host']);
      expect(new Set(hosts).size).toBe(hosts.length);
    }
    const claude = result.budgets.hosts['claude-code']!;
    expect(claude.nameOnly).toBeGreaterThan(50);
    const sk312 = result.findings.filter((f) => f.code === 'SK312' && f.data['host'] === 'claude-code');
    expect(sk312).toHaveLength(1);
    expect(sk312[0]).toMatchObject({
      file: '',
      line: 0,
      severity: 'warn',
      data: { host: 'claude-code', count: claude.nameOnly },
    });
    const members = sk312[0]!.data['skills'] as FindingMember[];
    expect(members).toHaveLength(claude.nameOnly);
    expect(members[0]).toEqual({
      name: expect.any(String),
      file: expect.stringMatching(/^tool-\d{3}\/SKILL\.md$/),
      line: 3,
    });
    const legacy = result.budgets.hosts['claude-code-legacy']!;
    expect(legacy.omitted).toBeGreaterThan(0);
    const sk313 = result.findings.filter((f) => f.code === 'SK313' && f.data['host'] === 'claude-code-legacy');
    expect(sk313.map((f) => f.data['count'])).toEqual([legacy.omitted]);
  });

  it('under a baseline, a grouped finding is existing until more skills are affected (count is its worse field)', () => {
    const sk312 = result.findings.find((f) => f.code === 'SK312')!;
    const count = sk312.data['count'] as number;
    const base = (n: number) => [{ code: 'SK312' as const, file: '', data: { host: 'claude-code', count: n } }];
    const state = (n: number) => applyBaseline(result, base(n)).findings.find((f) => f.code === 'SK312')!.baseline;
    expect(state(count)).toBe('existing');
    expect(state(count - 1)).toBe('worse');
  });

  it('SK311 sums the characters lost over its skills', () => {
    const cut = runCheck(set, { hosts: [], descriptionCut: 40, rules: { SK410: 'off' } }).findings.filter(
      (f) => f.code === 'SK311',
    );
    expect(cut).toHaveLength(1);
    const members = cut[0]!.data['skills'] as (FindingMember & { lostChars: number; shownChars: number })[];
    expect(members).toHaveLength(150);
    expect(members.every((m) => m.shownChars === 40)).toBe(true);
    expect(cut[0]!.data['lostChars']).toBe(members.reduce((n, m) => n + m.lostChars, 0));
  });

  it('the text output stays short; --verbose lists each skill with its file and line', async () => {
    const root = onDisk(bigCollection());
    const plain = await runCli(['check', root, '--rule', 'SK410=off']);
    const lines = plain.stdout.split('\n');
    expect(lines.filter((l) => / SK31[123] /.test(l)).length).toBeLessThanOrEqual(6);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(400);
    expect(plain.stdout).not.toContain('tool-000/SKILL.md:3');
    const verbose = await runCli(['check', root, '--rule', 'SK410=off', '--verbose']);
    expect(verbose.stdout).toMatch(
      new RegExp(`^ {10}${root.replace(/[\\/.]/g, '\\$&')}/tool-\\d{3}/SKILL\\.md:3  tool-\\d{3}$`, 'm'),
    );
  });
});

describe('duplicate folders', () => {
  const file = (text: string) => text;
  const skill = (name: string) => `---\nname: ${name}\ndescription: Does ${name}. Use when asked.\n---\nBody.\n`;

  it('reports the outermost copied folder once and absorbs its file groups', () => {
    const files: Record<string, string> = {};
    for (const s of ['docx', 'pptx', 'xlsx']) {
      files[`${s}/SKILL.md`] = skill(s);
      files[`${s}/scripts/office/a.py`] = file('print("a")\n');
      files[`${s}/scripts/office/b.py`] = file('print("b")\n');
      files[`${s}/scripts/office/lib/c.py`] = file('print("c")\n');
    }
    files['docx/scripts/own.py'] = file('print("docx only")\n');
    const g = groupDuplicates(loadSkills('/', {}, memoryFs(files)));
    expect(g.folders.map((f) => [f.folders, f.files])).toEqual([
      [['docx/scripts/office', 'pptx/scripts/office', 'xlsx/scripts/office'], 3],
    ]);
    expect(g.folders[0]!.contents).toEqual(['a.py', 'b.py', 'lib/c.py']);
    expect(g.files).toEqual([]);
  });

  it('keeps a file group that reaches outside the copied folder, and never calls a skill folder a copy', () => {
    const files: Record<string, string> = {
      'a/SKILL.md': skill('a'),
      'b/SKILL.md': skill('b'),
      'a/lib/x.py': 'x = 1\n',
      'a/lib/y.py': 'y = 2\n',
      'b/lib/x.py': 'x = 1\n',
      'b/lib/y.py': 'y = 2\n',
      'b/other/x.py': 'x = 1\n',
    };
    const g = groupDuplicates(loadSkills('/', {}, memoryFs(files)));
    expect(g.folders.map((f) => f.folders)).toEqual([['a/lib', 'b/lib']]);
    expect(g.files.map((f) => f.paths)).toEqual([['a/lib/x.py', 'b/lib/x.py', 'b/other/x.py']]);
  });

  it('a folder with one file is a file group, not a folder group', () => {
    const files: Record<string, string> = {
      'a/SKILL.md': skill('a'),
      'b/SKILL.md': skill('b'),
      'a/assets/s.json': '{}\n',
      'b/assets/s.json': '{}\n',
    };
    const g = groupDuplicates(loadSkills('/', {}, memoryFs(files)));
    expect(g.folders).toEqual([]);
    expect(g.files.map((f) => f.paths)).toEqual([['a/assets/s.json', 'b/assets/s.json']]);
  });

  it('check: 52 copied files in three skills are one SK507 with a short message; twice in one skill, one SK501', () => {
    const files: Record<string, string> = {};
    for (const s of ['docx', 'pptx', 'xlsx']) {
      files[`${s}/SKILL.md`] = skill(s);
      for (let i = 0; i < 52; i++) files[`${s}/scripts/office/part${i}.py`] = `PART = ${i}\n`;
    }
    const found = runCheck(loadSkills('/', {}, memoryFs(files)), { rules: { SK410: 'off' } }).findings.filter(
      (f) => f.code === 'SK501' || f.code === 'SK507',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: 'SK507',
      file: 'docx/scripts',
      data: { scope: 'folder', files: 52, copies: 3 },
    });
    expect(found[0]!.message.length).toBeLessThan(200);
    const twice: Record<string, string> = { 'a/SKILL.md': skill('a') };
    for (let i = 0; i < 20; i++) {
      twice[`a/v1/lib/part${i}.py`] = `PART = ${i}\n`;
      twice[`a/v2/lib/part${i}.py`] = `PART = ${i}\n`;
    }
    const inOne = runCheck(loadSkills('/', {}, memoryFs(twice)), {}).findings.filter(
      (f) => f.code === 'SK501' || f.code === 'SK507',
    );
    expect(inOne.map((f) => [f.code, f.file, f.data['scope'], f.data['files']])).toEqual([
      ['SK501', 'a/v1', 'folder', 20],
    ]);
  });
});

describe('words and sizes in the text summary', () => {
  it('text says "warning" where JSON and config say "warn"', async () => {
    const text = await runCli(['check', 'fixtures/check/SK114-name-folder-mismatch']);
    const json = await runCli(['check', 'fixtures/check/SK114-name-folder-mismatch', '--json']);
    expect(text.stdout).toMatch(/^ {2}\S+ +warning SK114 /m);
    expect(text.stdout).toMatch(/, 1 warning, /);
    expect(text.stdout).not.toMatch(/\bwarn\b/);
    const doc = JSON.parse(json.stdout) as { findings: { severity: string }[]; summary: { warnings: number } };
    expect(doc.findings.map((f) => f.severity)).toEqual(['warn']);
    expect(doc.summary.warnings).toBe(1);
  });

  it('the Codex line shows the listing size after its cuts', async () => {
    const root = onDisk(bigCollection());
    const json = JSON.parse((await runCli(['check', root, '--json', '--host', 'codex'])).stdout) as {
      budgets: { hosts: { codex: { size: number; fullSize: number; overBy: number } } };
    };
    const codex = json.budgets.hosts.codex;
    expect(codex.overBy).toBeGreaterThan(0);
    expect(codex.size).toBeLessThan(codex.fullSize);
    const fmt = (n: number) => n.toLocaleString('en-US');
    const text = await runCli(['check', root, '--host', 'codex']);
    expect(text.stdout).toContain(
      `codex: ${fmt(codex.fullSize)} tokens, budget 4,000 (${fmt(codex.overBy)} over; ${fmt(codex.size)} after its cuts);`,
    );
  });
});
