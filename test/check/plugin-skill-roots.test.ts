/**
 * A plugin without a `skills` list is loaded by Claude Code and Codex from its `skills/` folder
 * (docs/hosts.md "Plugin skill folders"): a skill folder elsewhere in it (`templates/skills/x`,
 * copied into projects by the plugin's commands) is not in their listing. It is still the plugin's
 * for the rules that compare skills, and hosts whose plugin loading is not public still list it.
 * The trees are written to a temporary folder and read from disk, as the CLI reads them.
 */
import { describe, expect, it } from 'vitest';
import { useTempTrees } from '../helpers/temp-tree.js';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';
import { viewHosts } from '../../src/hosts/view.js';
import { readScopeText } from '../../src/report/read-scope.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Sets up ${name} for a new project. Use when the user starts a project.\n---\nBody.\n`;

const tree = useTempTrees('plugin-roots');

const marketplace = JSON.stringify({
  name: 'launch',
  owner: { name: 'Someone' },
  plugins: [{ name: 'project-launch', source: './plugins/project-launch' }],
});
const manifest = JSON.stringify({ name: 'project-launch', commands: './commands/' });

/** A plugin whose skills are all templates, and one with a real skill beside them. */
const templatesOnly: Record<string, string> = {
  '.claude-plugin/marketplace.json': marketplace,
  'plugins/project-launch/.claude-plugin/plugin.json': manifest,
  'plugins/project-launch/templates/skills/design-rules/SKILL.md': skill('design-rules'),
  'plugins/project-launch/templates/skills/dependencies/SKILL.md': skill('dependencies'),
};
const withOwn: Record<string, string> = {
  ...templatesOnly,
  'plugins/project-launch/skills/setup/SKILL.md': skill('setup'),
};

const check = (files: Record<string, string>, options = {}) => runCheck(loadSkills(tree(files)), options);

describe('a plugin with skill folders outside skills/', () => {
  it('lists no template skill for Claude Code or Codex', () => {
    const hosts = check(templatesOnly).budgets.hosts;
    expect(hosts['claude-code']).toMatchObject({ full: 0, skipped: 0 });
    expect(hosts.codex).toMatchObject({ full: 0, skipped: 0 });
  });

  it('lists the plugin’s own skills/ folder', () => {
    const result = check(withOwn);
    expect(result.budgets.hosts['claude-code']).toMatchObject({ full: 1 });
    expect(result.budgets.hosts.codex).toMatchObject({ full: 1 });
    expect(result.read?.units.map((u) => [u.name, u.skills])).toEqual([['project-launch', 3]]);
  });

  it('names the folders outside skills/ in the read scope, and counts them on the read: line', () => {
    const read = check(withOwn).read;
    expect(read?.units.map((u) => u.outsideSkillRoots)).toEqual([
      ['plugins/project-launch/templates/skills/dependencies', 'plugins/project-launch/templates/skills/design-rules'],
    ]);
    expect(read && readScopeText(read)).toContain('plugin project-launch (3 skills, 2 outside skills/)');
  });

  it('still lists them for a host whose plugin loading is not public', () => {
    const hosts = check(withOwn, { hosts: ['claude-code', 'copilot-cli'] }).budgets.hosts;
    expect(hosts['copilot-cli']).toMatchObject({ full: 3 });
  });

  it('still lists a skill folder that holds a bare plugin.json (no Claude Code or Codex manifest)', () => {
    const hosts = check({
      ...withOwn,
      'plugins/project-launch/skills/audit/SKILL.md': skill('audit'),
      'plugins/project-launch/skills/audit/plugin.json': JSON.stringify({ name: 'audit' }),
    }).budgets.units;
    const audit = hosts?.find((u) => u.installUnit === 'audit');
    expect(audit?.hosts['claude-code']).toMatchObject({ full: 1 });
  });

  it('lists a template folder the manifest names', () => {
    const listed = JSON.stringify({ name: 'project-launch', skills: ['./templates/skills/design-rules'] });
    const result = check({ ...withOwn, 'plugins/project-launch/.claude-plugin/plugin.json': listed });
    const unit = result.budgets.units?.find((u) => u.installUnit === 'project-launch');
    expect(result.read?.units.find((u) => u.name === 'project-launch')?.skills).toBe(1);
    expect(unit?.hosts['claude-code']).toMatchObject({ full: 1 });
  });

  it('leaves template skills out of a set installed together (--install)', () => {
    const second = JSON.stringify({
      name: 'launch',
      owner: { name: 'Someone' },
      plugins: [
        { name: 'project-launch', source: './plugins/project-launch' },
        { name: 'review', source: './plugins/review' },
      ],
    });
    const files = {
      ...withOwn,
      '.claude-plugin/marketplace.json': second,
      'plugins/review/.claude-plugin/plugin.json': JSON.stringify({ name: 'review' }),
      'plugins/review/skills/review/SKILL.md': skill('review'),
    };
    const hosts = check(files, {
      install: ['project-launch', 'review'],
      hosts: ['claude-code', 'codex', 'copilot-cli'],
    }).budgets.hosts;
    expect(hosts['claude-code']).toMatchObject({ full: 2, skipped: 0 });
    expect(hosts.codex).toMatchObject({ full: 2, skipped: 0 });
    expect(hosts['copilot-cli']).toMatchObject({ full: 4 });
  });

  it('the hosts view agrees with check when given the units, and lists every skill without them', () => {
    const set = loadSkills(tree(withOwn));
    const seen = (view: ReturnType<typeof viewHosts>, id: string) =>
      view.hosts.find((h) => h.host === id)?.seen.map((s) => s.name);
    const withUnits = viewHosts({ project: set.skills, units: set.units ?? [] });
    expect(seen(withUnits, 'claude-code')).toEqual(['project-launch:setup']);
    expect(seen(withUnits, 'codex')).toEqual(['project-launch:setup']);
    expect(seen(withUnits, 'copilot-cli')?.length).toBe(3);
    const without = viewHosts({ project: set.skills });
    expect(seen(without, 'claude-code')?.length).toBe(3);
  });
});
