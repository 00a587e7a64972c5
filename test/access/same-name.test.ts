/**
 * No silent merge in the access commands: skills of one source that share a name (two plugins'
 * `pdf`, a preview copy beside the stable one) are each served, under a qualified name; a bare
 * ambiguous name is an error naming the candidates; the catalog counts what `check` counts.
 */
import { describe, expect, it } from 'vitest';
import { AccessError, buildCatalog, findSkill, loadSkill } from '../../src/access/index.js';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { runCli } from '../helpers/cli.js';
import { memoryView, skillMd, tempTree } from './helpers.js';

const tree = {
  '.claude-plugin/marketplace.json': JSON.stringify({
    plugins: [
      { name: 'alpha', source: './plugins/alpha' },
      { name: 'beta', source: './plugins/beta' },
    ],
  }),
  'plugins/alpha/skills/pdf/SKILL.md': skillMd('pdf', 'Fills PDF forms. Use when a form must be filled.'),
  'plugins/beta/skills/pdf/SKILL.md': skillMd('pdf', 'Merges PDF files. Use when files must be merged.'),
  'plugins/beta/skills/docx/SKILL.md': skillMd('docx', 'Edits Word files. Use when a .docx must change.'),
  'preview/sheet/SKILL.md': skillMd('sheet', 'Preview: builds spreadsheets. Use when a sheet is asked for.'),
  'stable/sheet/SKILL.md': skillMd('sheet', 'Builds spreadsheets. Use when a sheet is asked for.'),
};
const catalogOptions = { discoveryTool: 'skillscope discover' };

describe('skills sharing a name in one source', () => {
  const view = memoryView({ user: tree });

  it('are all served, each under a qualified name; a unique name stays as it is', () => {
    expect(view.skills.map((s) => [s.name, s.qualifiedName])).toEqual([
      ['alpha:pdf', 'alpha:pdf'],
      ['beta:pdf', 'beta:pdf'],
      ['docx', 'beta:docx'],
      ['preview/sheet', 'preview/sheet'],
      ['stable/sheet', 'stable/sheet'],
    ]);
  });

  it('a bare shared name is SKILL_AMBIGUOUS with the candidates; a qualified name loads', () => {
    const refusal = (name: string): AccessError | undefined => {
      try {
        findSkill(view, name);
      } catch (err) {
        if (err instanceof AccessError) return err;
      }
      return undefined;
    };
    expect(refusal('pdf')?.code).toBe('SKILL_AMBIGUOUS');
    expect(refusal('pdf')?.data['candidates']).toEqual(['alpha:pdf', 'beta:pdf']);
    expect(refusal('sheet')?.data['candidates']).toEqual(['preview/sheet', 'stable/sheet']);
    expect(loadSkill(view, { name: 'beta:pdf' }, catalogOptions).text).toContain('Merges PDF files');
    expect(findSkill(view, 'beta:docx').name).toBe('docx');
  });

  it('the catalog counts every skill check counts', () => {
    const set = loadSkills(
      '/user',
      {},
      memoryFs(Object.fromEntries(Object.entries(tree).map(([k, v]) => [`user/${k}`, v]))),
    );
    const catalog = buildCatalog(view, catalogOptions);
    expect(catalog.total_skills + catalog.unlisted_skills + catalog.disabled_skills).toBe(runCheck(set).summary.files);
    expect(catalog.skills.map((s) => s.name)).toEqual([
      'alpha:pdf',
      'beta:pdf',
      'docx',
      'preview/sheet',
      'stable/sheet',
    ]);
  });

  it('a later source still overrides an earlier one of the same name', () => {
    const two = memoryView({
      builtin: { 'docx/SKILL.md': skillMd('docx', 'Old Word editing. Use for .docx.') },
      user: tree,
    });
    expect(two.skills.find((s) => s.name === 'docx')).toMatchObject({ source: 'user', overrides: ['builtin'] });
  });
});

describe('the CLI', () => {
  const dir = tempTree(tree);

  it('load with an ambiguous name: exit 2, one line naming the candidates', async () => {
    const r = await runCli(['load', dir, 'pdf']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('alpha:pdf');
    expect(r.stderr).toContain('beta:pdf');
  });

  it('load plugin:skill works', async () => {
    const r = await runCli(['load', dir, 'alpha:pdf']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Fills PDF forms');
  });

  it('catalog --json says which units and folders it read', async () => {
    const r = await runCli(['catalog', '--json', dir]);
    const doc = JSON.parse(r.stdout) as {
      read: { source: string; layout: string; units: { name: string; kind: string }[]; folders: { path: string }[] }[];
    };
    expect(doc.read).toHaveLength(1);
    // preview/ and stable/ sit where no installer looks from the root: each is a folder unit of its own.
    expect(doc.read[0]!.units.map((u) => [u.name, u.kind])).toEqual([
      ['alpha', 'plugin'],
      ['beta', 'plugin'],
      ['preview', 'folder'],
      ['stable', 'folder'],
    ]);
    expect(doc.read[0]!.folders.map((f) => f.path)).toEqual([
      'plugins/alpha/skills',
      'plugins/beta/skills',
      'preview',
      'stable',
    ]);
  });
});
