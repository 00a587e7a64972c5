/**
 * `skillscope <command> .` at a repository root reads the hosts' project skill folders
 * (`.claude/skills`, `.agents/skills`…), never `.git`, and says once on stderr when other hidden
 * folders hold SKILL.md files — never on stdout, so `--json` stays one document.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const repo = mkdtempSync(path.join(os.tmpdir(), 'skillscope-hidden-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const skill = (rel: string, name: string): void => {
  const dir = path.join(repo, rel);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Tidies ${name} files. Use when the user asks to clean up ${name} data.\n---\n# ${name}\n\nSteps.\n`,
  );
};

skill('.claude/skills/csv-tidy', 'csv-tidy');
skill('.agents/skills/json-tidy', 'json-tidy');
skill('.git/modules/vendored/in-git', 'in-git');
skill('.foo/skills/hidden-one', 'hidden-one');
skill('.foo/skills/hidden-two', 'hidden-two');
skill('plugins/office/skills/pdf-tidy', 'pdf-tidy');
mkdirSync(path.join(repo, 'plugins/office/.claude-plugin'), { recursive: true });
writeFileSync(path.join(repo, 'plugins/office/.claude-plugin/plugin.json'), '{"name":"office"}\n');
// The same plugin skill shown to Claude Code through the project folder: read once.
symlinkSync('../../plugins/office/skills/pdf-tidy', path.join(repo, '.claude/skills/pdf-tidy'));

const NOTE =
  /^skillscope: note: 2 SKILL\.md files under hidden folders were not read \(\.foo\/skills\); pass the folder as DIR to check them\n$/;
const EXPECTED = ['csv-tidy', 'json-tidy', 'pdf-tidy'];

describe('hidden folders at a repository root', () => {
  it("audit --json: the host folders' skills by root-relative path, the note as data and on stderr", async () => {
    const r = await runCli(['audit', '--json', '.'], { cwd: repo });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      skills: { name: string; path: string }[];
      problems: unknown[];
      unreadHidden: unknown;
    };
    expect(doc.skills.map((s) => s.name).sort()).toEqual(EXPECTED);
    expect(doc.skills.map((s) => s.path).sort()).toEqual([
      '.agents/skills/json-tidy/SKILL.md',
      '.claude/skills/csv-tidy/SKILL.md',
      'plugins/office/skills/pdf-tidy/SKILL.md',
    ]);
    expect(doc.problems).toEqual([]);
    expect(doc.unreadHidden).toEqual({ count: 2, folders: ['.foo/skills'], complete: true });
    expect(r.stderr).toMatch(NOTE);
  });

  it('check: the same skills, nothing from .git, no finding for the plugin link, the note once', async () => {
    const r = await runCli(['check', '--json', '.'], { cwd: repo });
    const doc = JSON.parse(r.stdout) as { findings: { code: string; file: string }[]; summary: { files: number } };
    expect(doc.summary.files).toBe(3);
    expect(doc.findings.filter((f) => f.code === 'SK106')).toEqual([]);
    expect(doc.findings.some((f) => f.file.startsWith('.git/'))).toBe(false);
    expect(r.stderr).toMatch(NOTE);
  });

  it('route and catalog see them too', async () => {
    const route = await runCli(['route', '.', 'clean up csv data', '--json'], { cwd: repo });
    expect(route.code).toBe(0);
    expect(JSON.stringify(JSON.parse(route.stdout))).toContain('csv-tidy');
    expect(route.stderr).toMatch(NOTE);
    const catalog = await runCli(['catalog', '.', '--json'], { cwd: repo });
    expect(catalog.code).toBe(0);
    const names = (JSON.parse(catalog.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);
    expect(names.sort()).toEqual(EXPECTED);
    expect(catalog.stderr).toMatch(NOTE);
    const load = await runCli(['load', '.', 'csv-tidy'], { cwd: repo });
    expect(load.code).toBe(0);
    expect(load.stdout).toContain('name: csv-tidy');
  });

  it('--ignore on a host folder, and on the hidden folder of the note', async () => {
    const r = await runCli(['audit', '--json', '.', '--ignore', '.claude/skills', '--ignore', '.foo'], { cwd: repo });
    const doc = JSON.parse(r.stdout) as { skills: { name: string }[]; unreadHidden?: unknown };
    expect(doc.skills.map((s) => s.name).sort()).toEqual(['json-tidy', 'pdf-tidy']);
    expect(doc.unreadHidden).toBeUndefined();
    expect(r.stderr).toBe('');
  });

  it('the folder named in the note, passed as DIR, is checked', async () => {
    const r = await runCli(['audit', '--json', '.foo/skills'], { cwd: repo });
    expect((JSON.parse(r.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name)).toEqual([
      'hidden-one',
      'hidden-two',
    ]);
    expect(r.stderr).toBe('');
  });
  it('the note wraps at COLUMNS, the same words, each line at most 80 columns', async () => {
    const r = await runCli(['audit', '.'], { cwd: repo, env: { COLUMNS: '80' } });
    expect(r.code).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(`${lines.map((l) => l.trim()).join(' ')}\n`).toMatch(NOTE);
  });

  it('check of a folder whose every SKILL.md is hidden: the error names the folder, no note repeats it', async () => {
    const only = path.join(repo, 'only-hidden');
    mkdirSync(only);
    try {
      for (const name of ['one', 'two']) {
        mkdirSync(path.join(only, '.bar/skills', name), { recursive: true });
        writeFileSync(
          path.join(only, '.bar/skills', name, 'SKILL.md'),
          `---\nname: ${name}\ndescription: Does ${name}.\n---\n`,
        );
      }
      const check = await runCli(['check', '.'], { cwd: only });
      expect(check.code).toBe(2);
      expect(check.stderr).toContain('.bar/skills');
      expect(check.stderr).not.toContain('note:');
      expect(
        check.stderr
          .trimEnd()
          .split('\n')
          .filter((l) => l.startsWith('skillscope:')),
      ).toHaveLength(1);
      // audit has no such error: there the note is the only word on those folders.
      const audit = await runCli(['audit', '.'], { cwd: only });
      expect(audit.stderr).toContain('note:');
    } finally {
      rmSync(only, { recursive: true, force: true });
    }
  });
});
