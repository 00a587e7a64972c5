/**
 * `check` on a plugin marketplace: each plugin an install unit (no SK115 across plugins), the
 * units, layout and folders read in text and JSON, `--install` for a set installed together, and
 * a gate that read none of the SKILL.md files it found failing loudly.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'skillscope-units-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const write = (rel: string, text: string): void => {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
  writeFileSync(path.join(base, rel), text);
};
const skill = (rel: string, name: string): void =>
  write(
    `${rel}/SKILL.md`,
    `---\nname: ${name}\ndescription: Tidies ${name} files for a team. Use when the user asks to clean up ${name} data.\n---\n# ${name}\n\nSteps.\n`,
  );

write(
  'market/.claude-plugin/marketplace.json',
  JSON.stringify({
    name: 'm',
    owner: { name: 'o' },
    plugins: [
      { name: 'alpha', source: './plugins/alpha' },
      { name: 'beta', source: './plugins/beta' },
    ],
  }),
);
skill('market/plugins/alpha/skills/pdf', 'pdf');
skill('market/plugins/beta/skills/pdf', 'pdf');
skill('market/plugins/beta/skills/csv', 'csv');
skill('hidden-only/.tools/skills/x', 'x');
write('hidden-only/GUIDE.md', '# Guide\n\nHow this repository is laid out.\n');

interface Doc {
  findings: { code: string }[];
  read: {
    layout: string;
    units: { name: string; kind: string; skills: number }[];
    folders: { path: string; skills: number }[];
  };
}

describe('check on a marketplace', () => {
  it('JSON names the layout, the units and the folders; the same name in two plugins is no duplicate', async () => {
    const r = await runCli(['check', '--json', 'market'], { cwd: base });
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.findings.map((f) => f.code)).not.toContain('SK115');
    expect(doc.read.layout).toBe('dir');
    expect(doc.read.units.map((u) => [u.name, u.kind, u.skills])).toEqual([
      ['alpha', 'plugin', 1],
      ['beta', 'plugin', 2],
    ]);
    expect(doc.read.folders).toEqual([
      { path: 'plugins/alpha/skills', skills: 1 },
      { path: 'plugins/beta/skills', skills: 2 },
    ]);
  });

  it('text says which units and folders it read', async () => {
    const r = await runCli(['check', 'market'], { cwd: base });
    const line = r.stdout.split('\n').find((l) => l.includes('plugins/alpha/skills'));
    expect(line).toBeDefined();
    expect(line).toContain('alpha');
    expect(line).toContain('beta');
  });

  it('--install with an unknown plugin is one usage line, exit 2', async () => {
    const r = await runCli(['check', 'market', '--install', 'alpha,gamma'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('gamma');
  });

  it('--install alpha,beta budgets the two together', async () => {
    const r = await runCli(['check', '--json', 'market', '--install', 'alpha,beta'], { cwd: base });
    const doc = JSON.parse(r.stdout) as { budgets: { catalog: { skills: number; installUnit?: string } } };
    expect(doc.budgets.catalog).toMatchObject({ skills: 3, installUnit: 'alpha+beta' });
  });
});

describe('audit on a marketplace', () => {
  it('JSON and the table say which units and folders were read', async () => {
    const r = await runCli(['audit', '--json', 'market'], { cwd: base });
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.read.units.map((u) => u.name)).toEqual(['alpha', 'beta']);
    expect(doc.read.folders.map((f) => f.path)).toEqual(['plugins/alpha/skills', 'plugins/beta/skills']);
    const table = await runCli(['audit', 'market'], { cwd: base });
    expect(table.stdout.split('\n').some((l) => l.includes('plugins/beta/skills') && l.includes('alpha'))).toBe(true);
  });
});

describe('a gate that read none of the skills it found', () => {
  it('fails (exit 2) instead of checking GUIDE.md as a flat skill', async () => {
    const r = await runCli(['check', 'hidden-only'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('.tools/skills');
  });
});
