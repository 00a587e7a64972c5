/**
 * Codex's own marketplace (`.agents/plugins/marketplace.json`, openai/codex
 * codex-rs/core-plugins/src/marketplace.rs): the plugins it lists are installed by Codex, so they
 * are install units budgeted for Codex; Codex reads `.claude-plugin/marketplace.json` only when
 * its own is absent, so beside one, the Claude Code marketplace's plugins are Claude Code's alone;
 * copies are decided per host. An entry that leaves the tree, or names a folder that is not
 * there, neither crashes nor reads outside the root. Trees are written to a temporary folder and
 * read from disk, as the CLI reads them.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, nodeFs, type Fs } from '../../src/skills/index.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Works on ${name} files for the crew. Use when the user asks about ${name}.\n---\nBody of ${name}.\n`;

const codexMarket = (plugins: unknown[]): string => JSON.stringify({ name: 'sea', plugins });
const claudeMarket = (plugins: unknown[]): string => JSON.stringify({ name: 'sea', owner: { name: 'o' }, plugins });

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>, base = mkdtempSync(join(tmpdir(), 'skillscope-codexmkt-'))): string {
  made.push(base);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, rel)), { recursive: true });
    writeFileSync(join(base, rel), text);
  }
  return base;
}

const pluginsOf = (root: string) =>
  (loadSkills(root).units ?? [])
    .filter((u) => u.kind === 'plugin')
    .map((u) => [u.name, u.root, u.declaredIn, u.packagedFor, u.copyOf]);

describe('a Codex marketplace alone', () => {
  const files = {
    '.agents/plugins/marketplace.json': codexMarket([
      { name: 'reef', source: { source: 'local', path: './plugins/reef' } },
      { name: 'tide', source: './plugins/tide' },
    ]),
    'plugins/reef/.codex-plugin/plugin.json': '{"name":"reef"}',
    'plugins/reef/skills/reef-survey/SKILL.md': skill('reef-survey'),
    'plugins/tide/.codex-plugin/plugin.json': '{"name":"tide"}',
    'plugins/tide/skills/tide-table/SKILL.md': skill('tide-table'),
    // A dated backup of a plugin Codex's marketplace installs from elsewhere.
    'backup/reef-2026-01/.codex-plugin/plugin.json': '{"name":"reef"}',
    'backup/reef-2026-01/skills/reef-survey/SKILL.md': skill('reef-survey'),
  };

  it('lists install units Codex installs, and a same-name plugin elsewhere is a copy', () => {
    expect(pluginsOf(tree(files))).toEqual([
      ['reef', 'backup/reef-2026-01', 'backup/reef-2026-01/.codex-plugin/plugin.json', undefined, 'reef'],
      ['reef', 'plugins/reef', '.agents/plugins/marketplace.json', 'codex', undefined],
      ['tide', 'plugins/tide', '.agents/plugins/marketplace.json', 'codex', undefined],
    ]);
  });

  it('budgets its plugins for Codex only', () => {
    const units = runCheck(loadSkills(tree(files)), {}).budgets.units ?? [];
    expect(units.map((u) => u.installUnit)).toEqual(['reef', 'tide']);
    for (const u of units) expect(Object.keys(u.hosts).every((h) => h.startsWith('codex'))).toBe(true);
  });
});

describe('both marketplaces', () => {
  it('listing different folders for one name: each host installs its own, and neither is a copy', () => {
    const root = tree({
      '.claude-plugin/marketplace.json': claudeMarket([{ name: 'sea', source: './claude/sea' }]),
      '.agents/plugins/marketplace.json': codexMarket([
        { name: 'sea', source: { source: 'local', path: './codex/sea' } },
      ]),
      'claude/sea/skills/reef-survey/SKILL.md': skill('reef-survey'),
      'codex/sea/skills/reef-survey/SKILL.md': skill('reef-survey'),
    });
    expect(pluginsOf(root)).toEqual([
      ['sea', 'claude/sea', '.claude-plugin/marketplace.json', 'claude-code', undefined],
      ['sea', 'codex/sea', '.agents/plugins/marketplace.json', 'codex', undefined],
    ]);
    const result = runCheck(loadSkills(root), {});
    // The two packagings are never listed together: no duplicate-name or confusable pairing.
    expect(result.findings.map((f) => f.code)).toEqual([]);
    const hosts = (result.budgets.units ?? []).map((u) => Object.keys(u.hosts));
    expect(hosts[0]?.every((h) => h.startsWith('claude-code'))).toBe(true);
    expect(hosts[1]?.every((h) => h.startsWith('codex'))).toBe(true);
  });

  it('listing one folder under one name: one plugin both hosts install', () => {
    const root = tree({
      '.claude-plugin/marketplace.json': claudeMarket([{ name: 'sea', source: './plugins/sea' }]),
      '.agents/plugins/marketplace.json': codexMarket([
        { name: 'sea', source: { source: 'local', path: './plugins/sea' } },
      ]),
      'plugins/sea/skills/reef-survey/SKILL.md': skill('reef-survey'),
    });
    expect(pluginsOf(root)).toEqual([['sea', 'plugins/sea', '.claude-plugin/marketplace.json', undefined, undefined]]);
  });
});

describe('a Codex marketplace entry Codex cannot install from the tree', () => {
  // Each is an SK106 warning (case `marketplace-entry`) on the marketplace file, and the plugin of
  // that name, if any, says why in its `problem`.
  /** A disk Fs that records every file opened for reading. */
  const recording = (opened: string[]): Fs => ({
    ...nodeFs,
    openRead(file, request) {
      opened.push(file);
      return nodeFs.openRead(file, request);
    },
  });

  it('outside the root, refused, or missing: no crash, a note, and nothing read outside', () => {
    const outside = tree({ 'far/skills/far-away/SKILL.md': skill('far-away'), 'far/.codex-plugin/plugin.json': '{}' });
    const root = tree({
      '.claude-plugin/marketplace.json': claudeMarket([{ name: 'sea', source: './skills' }]),
      '.agents/plugins/marketplace.json': codexMarket([
        { name: 'sea', source: { source: 'local', path: './../..' } },
        { name: 'gone', source: './plugins/gone' },
        { name: 'far', source: './plugins/far' },
        { name: 'up', source: { source: 'url', url: '../../elsewhere' } },
      ]),
      'skills/reef-survey/SKILL.md': skill('reef-survey'),
    });
    mkdirSync(join(root, 'plugins'), { recursive: true });
    symlinkSync(join(outside, 'far'), join(root, 'plugins/far'));
    const opened: string[] = [];
    const set = loadSkills(root, {}, recording(opened));
    expect(opened.filter((f) => f.startsWith(outside))).toEqual([]);
    expect(set.skills.map((s) => s.name)).toEqual(['reef-survey']);
    const units = set.units ?? [];
    expect(units.map((u) => [u.name, u.root, u.packagedFor])).toEqual([['sea', 'skills', 'claude-code']]);
    expect(units[0]?.problem).toContain('.agents/plugins/marketplace.json');
    // One SK106 on the marketplace file, naming every entry Codex does not install from the tree.
    const found = runCheck(set, {}).findings.filter((f) => f.code === 'SK106');
    expect(found.map((f) => [f.file, f.data['case'], f.data['plugins'], f.data['sources']])).toEqual([
      [
        '.agents/plugins/marketplace.json',
        'marketplace-entry',
        ['sea', 'gone', 'far', 'up'],
        ['./../..', './plugins/gone', './plugins/far', '../../elsewhere'],
      ],
      ['plugins/far', 'link-out', undefined, undefined], // the walk's own: a link out of the root
    ]);
    expect(found[0]?.message).toMatch(/^4 entries cannot be installed from the tree: plugin sea: .*; and 2 more$/);
  });

  it('a folder linked back to the root (`plugins/x -> ..`) is the root', () => {
    const root = tree({
      '.claude-plugin/marketplace.json': claudeMarket([{ name: 'sea', source: './' }]),
      '.agents/plugins/marketplace.json': codexMarket([
        { name: 'sea', source: { source: 'local', path: './plugins/sea' } },
      ]),
      'skills/reef-survey/SKILL.md': skill('reef-survey'),
    });
    mkdirSync(join(root, 'plugins'));
    symlinkSync('..', join(root, 'plugins/sea'));
    expect(pluginsOf(root)).toEqual([['sea', '', '.claude-plugin/marketplace.json', undefined, undefined]]);
  });
});
