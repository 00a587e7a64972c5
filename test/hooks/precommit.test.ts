/**
 * The pre-commit hooks: .pre-commit-hooks.yaml parses and says what pre-commit needs; the
 * changed-file → skill-collection mapping; `hook --help` and bad use. Each entry run after a
 * clean install (npm pack → unpack → bin on PATH) is in precommit-install.test.ts, in the
 * end-to-end suite.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { skillRootsOf, withinLimits } from '../../src/hooks/roots.js';
import { REPO_ROOT } from '../helpers/cli.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  pass_filenames: boolean;
  files: string;
}
const hooks = parseYaml(readFileSync(path.join(REPO_ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => hooks.find((h) => h.id === id)!;

describe('.pre-commit-hooks.yaml', () => {
  it('declares skillscope-check (given the file names) and skillscope-audit-budget (without) as node hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['skillscope-check', 'skillscope-audit-budget']);
    for (const h of hooks) {
      expect(h.language).toBe('node');
      expect(h.entry.split(' ')[0]).toBe('skillscope');
    }
    expect(hook('skillscope-check')).toMatchObject({ pass_filenames: true, entry: 'skillscope hook check --files' });
    expect(hook('skillscope-audit-budget').pass_filenames).toBe(false);
  });

  it('npm pack prints only the tarball name on stdout (pre-commit installs the file it names)', () => {
    const npmrc = readFileSync(path.join(REPO_ROOT, '.npmrc'), 'utf8');
    expect(npmrc.split('\n').map((l) => l.trim())).toContain('foreground-scripts=false');
  });

  it('runs on SKILL.md and skill resources, not on unrelated files', () => {
    const files = new RegExp(hook('skillscope-check').files);
    for (const f of [
      'SKILL.md',
      'tools/pdf/SKILL.md',
      'skills/pdf/references/forms.md',
      '.claude/skills/x/scripts/run.py',
      '.agents/skills/y/assets/logo.svg',
    ])
      expect([f, files.test(f)]).toEqual([f, true]);
    for (const f of ['src/index.ts', 'README.md', 'docs/skills.md']) expect([f, files.test(f)]).toEqual([f, false]);
    expect(new RegExp(hook('skillscope-audit-budget').files).test('skillscope-budget.json')).toBe(true);
  });
});

describe('skillRootsOf: changed files → skill collections', () => {
  const skills = new Set(['skills/pdf', 'skills/csv', '.claude/skills/deploy', 'solo', 'skills/pdf/vendored/inner']);
  const has = (dir: string) => skills.has(dir);

  it('maps SKILL.md and resources to the folder holding the skill folder, nearest SKILL.md first', () => {
    expect(
      skillRootsOf(
        [
          'skills/pdf/SKILL.md',
          'skills/csv/references/a.md',
          '.claude/skills/deploy/scripts/x.sh',
          'skills/pdf/vendored/inner/SKILL.md',
          'README.md',
          'src/a.ts',
        ],
        has,
      ),
    ).toEqual(['.claude/skills', 'skills', 'skills/pdf/vendored']);
    expect(skillRootsOf(['solo/SKILL.md'], has)).toEqual(['.']);
    expect(skillRootsOf([], has)).toEqual([]);
  });

  it('DIR limits keep the roots inside them', () => {
    expect(withinLimits(['.claude/skills', 'skills'], ['.claude/'])).toEqual(['.claude/skills']);
    expect(withinLimits(['.claude/skills', 'skills'], [])).toEqual(['.claude/skills', 'skills']);
  });
});

describe('hook --help and bad use', () => {
  it('an unknown sub-command or option: exit 2, one line', async () => {
    const { runCli } = await import('../helpers/cli.js');
    for (const args of [
      ['hook'],
      ['hook', 'lint'],
      ['hook', 'check', '--max-warnings', '0'],
      ['hook', 'audit-budget', '--bogus'],
    ]) {
      const r = await runCli(args);
      expect([args.join(' '), r.code]).toEqual([args.join(' '), 2]);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
