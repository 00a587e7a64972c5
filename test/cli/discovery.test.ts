/**
 * Discovery options on the commands that load a directory: a skills folder of
 * symlinks to skill folders elsewhere (the ~/.claude/skills layout), --no-follow-skill-links,
 * --ignore and the config key `ignore`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-discovery-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const skill = (dir: string, name: string): void => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Does ${name}. Use when ${name} is asked for.\n---\n# ${name}\n`,
  );
};

const names = (stdout: string): string[] =>
  (JSON.parse(stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);

describe('a skills folder of links to skill folders elsewhere', () => {
  skill(path.join(base, 'store', 'pdf'), 'pdf');
  skill(path.join(base, 'store', 'csv'), 'csv');
  mkdirSync(path.join(base, 'home-skills'));
  symlinkSync(path.join(base, 'store', 'pdf'), path.join(base, 'home-skills', 'pdf'));
  symlinkSync(path.join(base, 'store', 'csv'), path.join(base, 'home-skills', 'csv'));

  it('audit, route and check load the linked skills', async () => {
    const audit = await runCli(['audit', '--json', 'home-skills'], { cwd: base });
    expect(audit.code).toBe(0);
    expect(names(audit.stdout)).toEqual(['csv', 'pdf']);
    const route = await runCli(['route', 'home-skills', 'pdf', '--json'], { cwd: base });
    expect(route.code).toBe(0);
    const check = await runCli(['check', '--json', 'home-skills'], { cwd: base });
    expect(
      (JSON.parse(check.stdout) as { findings: { code: string }[] }).findings.filter((f) => f.code === 'SK106'),
    ).toEqual([]);
  });

  it('--no-follow-skill-links refuses them: each link is a symlink-escape problem, nothing loaded', async () => {
    const audit = await runCli(['audit', '--json', '--no-follow-skill-links', 'home-skills'], { cwd: base });
    expect(audit.code).toBe(0);
    const doc = JSON.parse(audit.stdout) as { skills: unknown[]; problems: { kind: string; file: string }[] };
    expect(doc.skills).toEqual([]);
    expect(doc.problems.map((p) => `${p.kind} ${p.file}`)).toEqual(['symlink-escape csv', 'symlink-escape pdf']);
    // check: an empty run never passes.
    expect((await runCli(['check', '--no-follow-skill-links', 'home-skills'], { cwd: base })).code).toBe(2);
  });
});

describe('--ignore and the config key ignore', () => {
  const repo = path.join(base, 'repo');
  skill(path.join(repo, 'skills', 'a'), 'a');
  skill(path.join(repo, 'tests', 'fixtures', 'broken'), 'broken');
  skill(path.join(repo, 'examples', 'e'), 'e');

  it('--ignore is repeatable', async () => {
    const r = await runCli(['audit', '--json', 'repo', '--ignore', 'tests/**', '--ignore', 'examples'], { cwd: base });
    expect(names(r.stdout)).toEqual(['a']);
  });

  it('the config key adds to --ignore; a bad value is a usage error', async () => {
    writeFileSync(path.join(repo, 'skillscope.config.json'), JSON.stringify({ ignore: ['tests'] }));
    const r = await runCli(['audit', '--json', 'repo', '--ignore', 'examples'], { cwd: base });
    expect(names(r.stdout)).toEqual(['a']);
    const check = await runCli(['check', '--json', 'repo'], { cwd: base });
    expect(
      (JSON.parse(check.stdout) as { findings: { file: string }[] }).findings.some((f) => f.file.startsWith('tests/')),
    ).toBe(false);
    writeFileSync(path.join(repo, 'skillscope.config.json'), JSON.stringify({ ignore: 'tests' }));
    const bad = await runCli(['check', 'repo'], { cwd: base });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/ignore: expected a list of glob strings/);
    rmSync(path.join(repo, 'skillscope.config.json'));
  });
});
