/**
 * Install units (src/skills/units.ts): plugins declared by a manifest or a marketplace entry, the
 * skills in no plugin as one more unit; duplicate names (SK115) and budgets (SK301, SK310–SK313)
 * per unit, or for the `--install` set. Host skill folders and test data: install-units-folders.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs, type MemoryEntry } from '../../src/skills/index.js';
import { runCheck } from '../../src/check/engine.js';
import { UsageError } from '../../src/base/errors.js';

const skill = (name: string, description = `Does ${name} work. Use when ${name} is asked for.`): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;
const codes = (tree: Record<string, MemoryEntry>, options: Parameters<typeof runCheck>[1] = {}) =>
  runCheck(loadSkills('/r', {}, memoryFs(tree)), options).findings.map((f) => `${f.code} ${f.file}`);

/** A marketplace of two plugins that both ship a `pdf` skill, one with its own duplicate inside. */
const market: Record<string, MemoryEntry> = {
  'r/.claude-plugin/marketplace.json': JSON.stringify({
    name: 'm',
    owner: { name: 'o' },
    plugins: [
      { name: 'alpha', source: './plugins/alpha' },
      { name: 'beta', source: './plugins/beta' },
      { name: 'far', source: { source: 'github', repo: 'x/y' } },
    ],
  }),
  'r/plugins/alpha/.claude-plugin/plugin.json': '{"name":"alpha-manifest"}',
  'r/plugins/alpha/skills/pdf/SKILL.md': skill('pdf'),
  'r/plugins/beta/skills/pdf/SKILL.md': skill('pdf'),
  'r/plugins/beta/skills/docx/SKILL.md': skill('docx'),
  'r/plugins/beta/skills/docx-old/SKILL.md': skill('docx'),
  'r/skills/lint/SKILL.md': skill('lint'),
};

describe('install units', () => {
  it('a marketplace entry is a plugin (its name wins over the manifest it points at); loose skills are the repository unit', () => {
    const set = loadSkills('/r', {}, memoryFs(market));
    expect(set.units?.map((u) => [u.name, u.kind, u.root, u.skills])).toEqual([
      ['alpha', 'plugin', 'plugins/alpha', ['plugins/alpha/skills/pdf']],
      [
        'beta',
        'plugin',
        'plugins/beta',
        ['plugins/beta/skills/docx', 'plugins/beta/skills/docx-old', 'plugins/beta/skills/pdf'],
      ],
      ['r', 'repository', '', ['skills/lint']],
    ]);
    expect(set.skills.map((s) => s.plugin)).toEqual(['alpha', 'beta', 'beta', 'beta', undefined]);
    expect(set.pluginRoots).toEqual(['plugins/alpha', 'plugins/beta']);
    expect(set.folders).toEqual([
      { path: 'plugins/alpha/skills', skills: 1 },
      { path: 'plugins/beta/skills', skills: 3 },
      { path: 'skills', skills: 1 },
    ]);
  });

  it('SK115 only inside a unit: pdf in two plugins is no duplicate, docx twice in one plugin is', () => {
    const sk115 = codes(market).filter((c) => c.startsWith('SK115'));
    expect(sk115).toEqual(['SK115 plugins/beta/skills/docx-old/SKILL.md', 'SK115 plugins/beta/skills/docx/SKILL.md']);
  });

  it('without plugins, the same names still collide (one unit)', () => {
    const tree = { 'r/a/pdf/SKILL.md': skill('pdf'), 'r/b/pdf/SKILL.md': skill('pdf') };
    expect(codes(tree).filter((c) => c.startsWith('SK115'))).toEqual(['SK115 a/pdf/SKILL.md', 'SK115 b/pdf/SKILL.md']);
    expect(loadSkills('/r', {}, memoryFs(tree)).units?.map((u) => u.kind)).toEqual(['repository']);
  });

  it('entries sharing one folder ("source": ".") tell their skills apart by their lists; an unlisted skill is in no plugin', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/.claude-plugin/marketplace.json': JSON.stringify({
        plugins: [
          { name: 'docs', source: '.', strict: false, skills: ['./skills/pdf', './skills/xlsx'] },
          { name: 'extra', source: '.', skills: './skills/art' },
        ],
      }),
      'r/skills/pdf/SKILL.md': skill('pdf'),
      'r/skills/xlsx/SKILL.md': skill('xlsx'),
      'r/skills/art/SKILL.md': skill('art'),
      'r/skills/draft/SKILL.md': skill('draft'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.skills])).toEqual([
      ['docs', ['skills/pdf', 'skills/xlsx']],
      ['extra', ['skills/art']],
      ['r', ['skills/draft']],
    ]);
    expect(set.pluginRoots).toEqual(['']);
  });

  it('a skills list that names no skill folder (bare names, not paths) leaves the plugin its own skills; a list that names one still rules', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/plugins/tide/.claude-plugin/plugin.json': JSON.stringify({ name: 'tide', skills: ['ebb', 'flood'] }),
      'r/plugins/tide/skills/ebb/SKILL.md': `${skill('ebb')}See [flood](../flood/SKILL.md).\n`,
      'r/plugins/tide/skills/flood/SKILL.md': skill('flood'),
      'r/plugins/reef/.claude-plugin/plugin.json': JSON.stringify({ name: 'reef', skills: ['./skills/coral'] }),
      'r/plugins/reef/skills/coral/SKILL.md': `${skill('coral')}See [kelp](../kelp/SKILL.md).\n`,
      'r/plugins/reef/skills/kelp/SKILL.md': skill('kelp'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.kind, u.skills])).toEqual([
      ['reef', 'plugin', ['plugins/reef/skills/coral']],
      ['tide', 'plugin', ['plugins/tide/skills/ebb', 'plugins/tide/skills/flood']],
      ['plugins/reef/skills', 'folder', ['plugins/reef/skills/kelp']],
    ]);
    // A list of paths that names no skill folder (a folder of links to skills read elsewhere) still rules.
    const paths = loadSkills(
      '/r',
      {},
      memoryFs({ ...tree, 'r/plugins/tide/.claude-plugin/plugin.json': JSON.stringify({ skills: ['./mirror/'] }) }),
    );
    expect(paths.units?.find((u) => u.root === 'plugins/tide')).toBeUndefined();
    // Inside its plugin, a sibling skill is there once the plugin is installed (SK214, info).
    expect(codes(tree).filter((c) => /SK21[14]/.test(c))).toEqual([
      'SK214 plugins/reef/skills/coral/SKILL.md',
      'SK214 plugins/tide/skills/ebb/SKILL.md',
    ]);
  });

  it('metadata.pluginRoot is the base of bare sources; a bare plugin.json and .codex-plugin/plugin.json declare plugins too', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/.claude-plugin/marketplace.json': JSON.stringify({
        metadata: { pluginRoot: './plugins' },
        plugins: [{ name: 'one', source: 'one' }],
      }),
      'r/plugins/one/skills/a/SKILL.md': skill('a'),
      'r/bare/plugin.json': '{"name":"bare-kit"}',
      'r/bare/skills/a/SKILL.md': skill('a'),
      'r/codex/.codex-plugin/plugin.json': '{"name":"cx"}',
      'r/codex/skills/a/SKILL.md': skill('a'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.declaredIn])).toEqual([
      ['bare-kit', 'bare/plugin.json'],
      ['cx', 'codex/.codex-plugin/plugin.json'],
      ['one', '.claude-plugin/marketplace.json'],
    ]);
    expect(codes(tree).filter((c) => c.startsWith('SK115'))).toEqual([]);
  });

  it('with metadata.pluginRoot, a "." source written from the marketplace folder still finds its plugin; its dated backup is a copy', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/.claude-plugin/marketplace.json': JSON.stringify({
        metadata: { pluginRoot: './plugins' },
        plugins: [
          { name: 'auditor', source: './plugins/security/auditor' },
          { name: 'one', source: 'one' },
        ],
      }),
      'r/plugins/security/auditor/.claude-plugin/plugin.json': '{"name":"auditor"}',
      'r/plugins/security/auditor/skills/audit/SKILL.md': skill('audit'),
      'r/plugins/one/skills/a/SKILL.md': skill('a'),
      'r/backups/auditor_20251019/.claude-plugin/plugin.json': '{"name":"auditor"}',
      'r/backups/auditor_20251019/skills/audit/SKILL.md': skill('audit'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.root, u.declaredIn, u.copyOf])).toEqual([
      ['auditor', 'backups/auditor_20251019', 'backups/auditor_20251019/.claude-plugin/plugin.json', 'auditor'],
      ['auditor', 'plugins/security/auditor', '.claude-plugin/marketplace.json', undefined],
      ['one', 'plugins/one', '.claude-plugin/marketplace.json', undefined],
    ]);
  });

  it('a manifest that is not JSON still makes a plugin (named after its folder) and says why', () => {
    const tree: Record<string, MemoryEntry> = {
      'r/p/.claude-plugin/plugin.json': '{ not json',
      'r/p/skills/a/SKILL.md': skill('a'),
    };
    const [unit] = loadSkills('/r', {}, memoryFs(tree)).units ?? [];
    expect(unit).toMatchObject({ name: 'p', kind: 'plugin', declaredIn: 'p/.claude-plugin/plugin.json' });
    expect(unit?.problem).toBeDefined();
  });
});

describe('loose skills an installer does not reach', () => {
  // A marketplace repository whose generator stages copies of its skills/ in planned-skills/ and
  // keeps dated backups: `npx skills add` reads skills/ (three levels deep) and the plugins, never
  // the copies, so a name found in a copy and in skills/ is never installed twice.
  const staged: Record<string, MemoryEntry> = {
    'r/.claude-plugin/marketplace.json': JSON.stringify({ plugins: [{ name: 'kit', source: './plugins/kit' }] }),
    'r/plugins/kit/skills/release/SKILL.md': skill('release'),
    'r/skills/01-devops/bash-helper/SKILL.md': skill('bash-helper'),
    'r/skills/01-devops/branch-names/SKILL.md': skill('branch-names'),
    'r/planned-skills/generated/01-devops/bash-helper/SKILL.md': skill('bash-helper'),
    'r/planned-skills/generated/01-devops/branch-names/SKILL.md': skill('branch-names'),
    'r/backups/2025-11-02/bash-helper/SKILL.md': skill('bash-helper'),
  };

  it('a staging copy and a backup are units of their own (kind folder, one per top-level folder, named by the folder holding them all), not the repository unit', () => {
    const set = loadSkills('/r', {}, memoryFs(staged));
    expect(set.units?.map((u) => [u.name, u.kind, u.root, u.skills.length])).toEqual([
      ['kit', 'plugin', 'plugins/kit', 1],
      ['r', 'repository', '', 2],
      ['backups/2025-11-02', 'folder', 'backups/2025-11-02', 1],
      ['planned-skills/generated/01-devops', 'folder', 'planned-skills/generated/01-devops', 2],
    ]);
    expect(codes(staged).filter((c) => c.startsWith('SK115'))).toEqual([]);
  });

  it('names still clash inside skills/; inside a folder of its own too', () => {
    const tree = {
      ...staged,
      'r/skills/02-security/bash-helper/SKILL.md': skill('bash-helper'),
      'r/drafts/one/notes/SKILL.md': skill('notes'),
      'r/drafts/two/notes/SKILL.md': skill('notes'),
    };
    expect(
      codes(tree)
        .filter((c) => c.startsWith('SK115'))
        .sort(),
    ).toEqual([
      'SK115 drafts/one/notes/SKILL.md',
      'SK115 drafts/two/notes/SKILL.md',
      'SK115 skills/01-devops/bash-helper/SKILL.md',
      'SK115 skills/02-security/bash-helper/SKILL.md',
    ]);
  });

  it('a copy (its folders repeat the installed ones, or a backup of a plugin the marketplace installs) is read but not checked', () => {
    const tree: Record<string, MemoryEntry> = {
      ...staged,
      'r/planned-skills/generated/01-devops/bash-helper/SKILL.md': '---\nname: Bash Helper\ndescription: x\n---\n',
      'r/backups/kit_20251019/.claude-plugin/plugin.json': '{"name":"kit"}',
      'r/backups/kit_20251019/skills/release/SKILL.md': '---\nname: Release Notes\ndescription: x\n---\n',
      'r/plugins/kit/skills/release/SKILL.md': '---\nname: Release Notes\ndescription: x\n---\n',
    };
    const result = runCheck(loadSkills('/r', {}, memoryFs(tree)), {});
    expect(result.read?.units.map((u) => [u.name, u.kind, u.copyOf])).toEqual([
      ['kit', 'plugin', 'kit'],
      ['kit', 'plugin', undefined],
      ['r', 'repository', undefined],
      ['backups/2025-11-02', 'folder', 'r'],
      ['planned-skills/generated/01-devops', 'folder', 'r'],
    ]);
    const files = new Set(result.findings.map((f) => f.file.split('/')[0]));
    expect(files.has('plugins')).toBe(true); // the installed plugin's broken name is still reported
    expect(files.has('backups')).toBe(false);
    expect(files.has('planned-skills')).toBe(false);
  });

  it('a dated backup of a plugin the marketplace no longer lists is a copy when most plugins beside it are copies', () => {
    const bad = '---\nname: Release Notes\ndescription: Writes release notes. Use when tagging a release.\n---\n';
    const backups = (name: string, date: string): Record<string, MemoryEntry> => ({
      [`r/backups/${name}_${date}/.claude-plugin/plugin.json`]: JSON.stringify({ name }),
      [`r/backups/${name}_${date}/skills/release/SKILL.md`]: bad,
    });
    const tree: Record<string, MemoryEntry> = {
      'r/.claude-plugin/marketplace.json': JSON.stringify({
        plugins: [
          { name: 'kit', source: './plugins/kit' },
          { name: 'docs', source: './plugins/docs' },
        ],
      }),
      'r/plugins/kit/skills/release/SKILL.md': skill('release'),
      'r/plugins/docs/skills/release/SKILL.md': skill('release'),
      ...backups('kit', '20251019'),
      ...backups('docs', '20251019'),
      ...backups('dropped', '20251019'), // the marketplace lists no 'dropped' any more
      // A plugin of its own beside plugins that are not copies is still checked.
      'r/extra/solo/.claude-plugin/plugin.json': '{"name":"solo"}',
      'r/extra/solo/skills/release/SKILL.md': bad,
    };
    const result = runCheck(loadSkills('/r', {}, memoryFs(tree)), {});
    expect(result.read?.units.filter((u) => u.kind === 'plugin').map((u) => [u.name, u.copyOf])).toEqual([
      ['docs', 'docs'],
      ['docs', undefined],
      ['dropped', 'dropped'],
      ['kit', 'kit'],
      ['kit', undefined],
      ['solo', undefined],
    ]);
    expect(result.findings.filter((f) => f.code === 'SK113').map((f) => f.file)).toEqual([
      'extra/solo/skills/release/SKILL.md',
    ]);
  });

  it("the installer walks skills/ three levels (hidden catalogues count from their own folder) and the root's sub-folders", () => {
    const tree: Record<string, MemoryEntry> = {
      'r/skills/a/b/deep/SKILL.md': skill('deep'),
      'r/skills/a/b/c/deeper/SKILL.md': skill('deeper'),
      'r/skills/.curated/x/y/cur/SKILL.md': skill('cur'),
      'r/top/SKILL.md': skill('top'),
      'r/top/nested/inner/SKILL.md': skill('inner'),
      'r/docs/examples/demo/SKILL.md': skill('demo'),
    };
    const set = loadSkills('/r', {}, memoryFs(tree));
    expect(set.units?.map((u) => [u.name, u.kind, u.skills])).toEqual([
      ['r', 'repository', ['skills/.curated/x/y/cur', 'skills/a/b/deep', 'top', 'top/nested/inner']],
      ['docs/examples', 'folder', ['docs/examples/demo']],
      ['skills/a/b/c', 'folder', ['skills/a/b/c/deeper']],
    ]);
  });

  it('with none of the usual places, the installer searches everything: loose skills stay one unit', () => {
    const tree = { 'r/team-a/tools/pdf/SKILL.md': skill('pdf'), 'r/team-b/tools/pdf/SKILL.md': skill('pdf') };
    expect(loadSkills('/r', {}, memoryFs(tree)).units?.map((u) => u.kind)).toEqual(['repository']);
    expect(codes(tree).filter((c) => c.startsWith('SK115'))).toEqual([
      'SK115 team-a/tools/pdf/SKILL.md',
      'SK115 team-b/tools/pdf/SKILL.md',
    ]);
  });
});

describe('budgets per install unit', () => {
  // Each plugin's listing (two lines of ~140 characters) fits a 400-character budget; both together do not.
  const long = (n: string) =>
    skill(
      n,
      `Handles ${n} documents of every kind and shape for the team. Use when the user asks about ${n} files or ${n} exports in any form.`,
    );
  const tree: Record<string, MemoryEntry> = {
    'r/.claude-plugin/marketplace.json': JSON.stringify({
      plugins: [
        { name: 'a', source: './a' },
        { name: 'b', source: './b' },
      ],
    }),
    'r/a/skills/one/SKILL.md': long('one'),
    'r/a/skills/two/SKILL.md': long('two'),
    'r/b/skills/three/SKILL.md': long('three'),
    'r/b/skills/four/SKILL.md': long('four'),
  };
  const options = { hosts: ['generic' as const], listingBudget: 400 };

  it('each unit is listed on its own: no unit is over', () => {
    const result = runCheck(loadSkills('/r', {}, memoryFs(tree)), options);
    expect(result.findings.filter((f) => f.code === 'SK310')).toEqual([]);
    expect(result.budgets.units?.map((u) => u.installUnit)).toEqual(['a', 'b']);
    expect(result.read?.units.map((u) => u.name)).toEqual(['a', 'b']);
  });

  it('--install a,b lists them together: over budget, and the finding names the set', () => {
    const result = runCheck(loadSkills('/r', {}, memoryFs(tree)), { ...options, install: ['a', 'b'] });
    const sk310 = result.findings.filter((f) => f.code === 'SK310');
    expect(sk310.map((f) => f.data['installUnit'])).toEqual(['a+b']);
  });

  it('the same four skills in no plugin are one unit: over budget', () => {
    const loose = Object.fromEntries(Object.entries(tree).filter(([k]) => !k.includes('.claude-plugin')));
    const result = runCheck(loadSkills('/r', {}, memoryFs(loose)), options);
    expect(result.findings.filter((f) => f.code === 'SK310').map((f) => f.data['installUnit'])).toEqual([undefined]);
  });

  it('a staging copy beside the plugins is not budgeted: nobody installs it, so nobody gets its listing', () => {
    const staged = {
      ...tree,
      'r/planned/one/SKILL.md': long('one'),
      'r/planned/two/SKILL.md': long('two'),
      'r/planned/three/SKILL.md': long('three'),
    };
    const result = runCheck(loadSkills('/r', {}, memoryFs(staged)), options);
    expect(result.read?.units.map((u) => [u.name, u.kind])).toEqual([
      ['a', 'plugin'],
      ['b', 'plugin'],
      ['planned', 'folder'],
    ]);
    expect(result.budgets.units?.map((u) => u.installUnit)).toEqual(['a', 'b']);
    expect(result.findings.filter((f) => f.code === 'SK310')).toEqual([]);
  });

  it('a folder of skills of its own beside them is budgeted as what installing that folder gives', () => {
    const own = {
      ...tree,
      'r/catalog/five/SKILL.md': long('five'),
      'r/catalog/six/SKILL.md': long('six'),
      'r/catalog/seven/SKILL.md': long('seven'),
    };
    const result = runCheck(loadSkills('/r', {}, memoryFs(own)), options);
    expect(result.budgets.units?.map((u) => u.installUnit)).toEqual(['a', 'b', 'catalog']);
    expect(result.findings.filter((f) => f.code === 'SK310').map((f) => f.data['installUnit'])).toEqual(['catalog']);
  });

  it('--install with a name no unit has is a usage error', () => {
    expect(() => runCheck(loadSkills('/r', {}, memoryFs(tree)), { ...options, install: ['c'] })).toThrow(UsageError);
  });
});
