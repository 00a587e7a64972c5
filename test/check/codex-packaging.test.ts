/**
 * A plugin packaged again for Codex (`codex-plugins/<name>/.codex-plugin/plugin.json`) beside a
 * Claude Code marketplace that installs a plugin of the same name from `skills/` is not a copy:
 * Codex installs it, so check reports on its skills and budgets it for Codex. Rules that compare
 * skills with each other (SK410, SK115, SK501/SK507) never pair a skill with its own packaging
 * for the other host. The trees are written to a temporary folder and read from disk, as the CLI
 * reads them.
 */
import { describe, expect, it } from 'vitest';
import { useTempTrees } from '../helpers/temp-tree.js';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';

const reef =
  '---\nname: reef-survey\ndescription: Logs coral reef survey dives into the field sheet. Use when the user reports a reef dive.\n---\nRead [the sheet](references/sheet.md) first.\n';
const tide =
  '---\nname: tide-table\ndescription: Reads tide tables for a harbour and plans launch windows. Use when the user asks about tides.\n---\nBody.\n';
const sheet = '# Field sheet\n\nDate, site, depth, visibility, species seen.\n';

const marketplace = JSON.stringify({
  name: 'sea-tools',
  owner: { name: 'Someone' },
  plugins: [{ name: 'sea', source: './skills', strict: false, skills: ['./reef-survey', './tide-table'] }],
});
const codexManifest = JSON.stringify({ name: 'sea', version: '1.0.0', skills: './skills/' });

/** The Claude Code marketplace alone. */
const claudeOnly: Record<string, string> = {
  '.claude-plugin/marketplace.json': marketplace,
  'skills/reef-survey/SKILL.md': reef,
  'skills/reef-survey/references/sheet.md': sheet,
  'skills/tide-table/SKILL.md': tide,
};

/** The marketplace and its Codex packaging, the Codex skills as given. */
function withCodex(codexReef: string): Record<string, string> {
  return {
    ...claudeOnly,
    'codex-plugins/sea/.codex-plugin/plugin.json': codexManifest,
    'codex-plugins/sea/skills/reef-survey/SKILL.md': codexReef,
    'codex-plugins/sea/skills/reef-survey/references/sheet.md': sheet,
    'codex-plugins/sea/skills/tide-table/SKILL.md': tide,
  };
}

const tree = useTempTrees('codex');

const check = (files: Record<string, string>) => runCheck(loadSkills(tree(files)), {});
const codes = (files: Record<string, string>): [string, string][] =>
  check(files)
    .findings.map((f): [string, string] => [f.code, f.file])
    .sort();

describe('a plugin packaged for Codex beside a Claude Code marketplace', () => {
  it('is an install unit of its own for Codex, not a copy', () => {
    const units = check(withCodex(reef)).read?.units.filter((u) => u.kind === 'plugin');
    expect(units?.map((u) => [u.root, u.copyOf, u.packagedFor])).toEqual([
      ['codex-plugins/sea', undefined, 'codex'],
      ['skills', undefined, undefined],
    ]);
  });

  it('reports a broken frontmatter in the Codex packaging', () => {
    const broken = reef.replace('description: Logs', 'description: [Logs');
    expect(codes(withCodex(broken))).toContainEqual(['SK102', 'codex-plugins/sea/skills/reef-survey/SKILL.md']);
  });

  it('adds no finding when the packaging is identical: no SK410, SK115 or SK507 pairing', () => {
    expect(codes(claudeOnly)).toEqual([]);
    expect(codes(withCodex(reef))).toEqual([]);
  });

  it('is budgeted for Codex only', () => {
    const units = check(withCodex(reef)).budgets.units ?? [];
    const hostsOf = (i: number) => Object.keys(units[i]?.hosts ?? {});
    expect(units.map((u) => u.installUnit)).toEqual(['sea', 'sea']);
    expect(hostsOf(0).every((h) => h.startsWith('codex'))).toBe(true);
    expect(hostsOf(1)).toContain('claude-code');
  });

  /** A marketplace of two plugins (`sea`, `tides` sharing tide-table), both packaged for Codex. */
  const twoPlugins = (): Record<string, string> => ({
    ...withCodex(reef),
    '.claude-plugin/marketplace.json': JSON.stringify({
      name: 'sea-tools',
      owner: { name: 'Someone' },
      plugins: [
        { name: 'sea', source: './skills', strict: false, skills: ['./reef-survey', './tide-table'] },
        { name: 'tides', source: './skills', strict: false, skills: ['./tide-table'] },
      ],
    }),
    'codex-plugins/tides/.codex-plugin/plugin.json': JSON.stringify({ name: 'tides', skills: './skills/' }),
    'codex-plugins/tides/skills/tide-table/SKILL.md': tide,
  });

  it('checks a Codex plugin the Claude Code marketplace does not list, beside the other packagings', () => {
    const bridge =
      '---\nname: Bridge\ndescription: Hands a task to another agent. Use when asked to delegate.\n---\nBody.\n';
    const result = check({
      ...twoPlugins(),
      'codex-plugins/bridge/.codex-plugin/plugin.json': JSON.stringify({ name: 'bridge', skills: './skills/' }),
      'codex-plugins/bridge/skills/bridge/SKILL.md': bridge,
    });
    expect(result.read?.units.find((u) => u.root === 'codex-plugins/bridge')?.packagedFor).toBe('codex');
    expect(result.findings.map((f) => [f.code, f.file])).toContainEqual([
      'SK113',
      'codex-plugins/bridge/skills/bridge/SKILL.md',
    ]);
  });

  it('compares the packagings for one host with each other', () => {
    // tide-table is one skill on the Claude Code side (two entries list one folder) and two
    // copies in the Codex packagings: confusable there, as two plugins of one marketplace are.
    const sk410 = check(twoPlugins()).findings.filter((f) => f.code === 'SK410');
    expect(sk410.map((f) => [f.file, f.data['otherFile']])).toEqual([
      ['codex-plugins/tides/skills/tide-table/SKILL.md', 'codex-plugins/sea/skills/tide-table/SKILL.md'],
    ]);
  });

  it('still marks a dated backup with a Claude Code manifest a copy', () => {
    const backup = {
      ...claudeOnly,
      'backups/sea_2026-01-01/.claude-plugin/plugin.json': JSON.stringify({ name: 'sea' }),
      'backups/sea_2026-01-01/skills/reef-survey/SKILL.md': reef.replace('description: Logs', 'description: [Logs'),
    };
    const result = check(backup);
    expect(result.read?.units.find((u) => u.root === 'backups/sea_2026-01-01')?.copyOf).toBe('sea');
    expect(result.findings).toEqual([]);
  });
});
