/**
 * A Claude Code marketplace entry whose local folder is not in the tree (a plugin the marketplace
 * still lists after its folder was removed or renamed): `/plugin install` fails on it, so it is an
 * SK106 finding on the marketplace file, as a Codex entry Codex cannot install is. An entry that
 * resolves from `metadata.pluginRoot` or, failing that, from the marketplace folder is there; a
 * remote source is not in the tree and says nothing.
 */
import { describe, expect, it } from 'vitest';
import { useTempTrees } from '../helpers/temp-tree.js';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';

const skill = (name: string): string =>
  `---\nname: ${name}\ndescription: Works on ${name} files for the crew. Use when the user asks about ${name}.\n---\nBody of ${name}.\n`;

const tree = useTempTrees('claudemkt');

const sk106 = (root: string) =>
  runCheck(loadSkills(root), {})
    .findings.filter((f) => f.code === 'SK106')
    .map((f) => [f.file, f.severity, f.data['case'], f.data['plugins'], f.data['sources']]);

describe('a Claude Code marketplace entry whose folder is not there', () => {
  it('is one SK106 warning on the marketplace file, naming each such entry; the plugins that are there are read as before', () => {
    const root = tree({
      '.claude-plugin/marketplace.json': JSON.stringify({
        name: 'sea',
        owner: { name: 'o' },
        plugins: [
          { name: 'reef', source: './plugins/reef' },
          { name: 'gone', source: './plugins/gone' },
          { name: 'lost', source: { source: 'local', path: './plugins/lost' } },
          { name: 'far', source: { source: 'github', repo: 'o/far' } },
        ],
      }),
      'plugins/reef/.claude-plugin/plugin.json': '{"name":"reef"}',
      'plugins/reef/skills/reef-survey/SKILL.md': skill('reef-survey'),
    });
    expect(sk106(root)).toEqual([
      [
        '.claude-plugin/marketplace.json',
        'warn',
        'marketplace-entry',
        ['gone', 'lost'],
        ['./plugins/gone', './plugins/lost'],
      ],
    ]);
    const set = loadSkills(root);
    expect(set.skills.map((s) => s.name)).toEqual(['reef-survey']);
    expect((set.units ?? []).filter((u) => u.kind === 'plugin' && u.skills.length > 0).map((u) => u.name)).toEqual([
      'reef',
    ]);
  });

  it('says nothing when the folder is found from pluginRoot or, failing that, from the marketplace folder', () => {
    const root = tree({
      '.claude-plugin/marketplace.json': JSON.stringify({
        name: 'sea',
        owner: { name: 'o' },
        metadata: { pluginRoot: './plugins' },
        plugins: [
          { name: 'reef', source: './reef' },
          { name: 'tide', source: './plugins/tide' },
        ],
      }),
      'plugins/reef/skills/reef-survey/SKILL.md': skill('reef-survey'),
      'plugins/tide/skills/tide-table/SKILL.md': skill('tide-table'),
    });
    expect(sk106(root)).toEqual([]);
  });
});
