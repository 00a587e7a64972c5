/**
 * Install units found with the walk's record of each folder's plugin markers (only those probed)
 * equal the units found by probing every folder for every manifest: on every fixture folder and
 * on random trees of plugins, marketplaces, bare plugin.json files and links.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFs, nodeFs, type Fs, type MemoryEntry } from '../../src/skills/index.js';
import { findInstallUnits } from '../../src/skills/units.js';
import { walkTree } from '../../src/skills/walk.js';
import { startWalk } from '../../src/skills/walk-start.js';

function bothWays(fs: Fs, root: string): void {
  const state = startWalk(fs, root, root, {}, 6);
  walkTree(state, root);
  const dirs = state.skills.map((s) => s.rel).sort();
  const name = path.basename(state.rootReal);
  expect(findInstallUnits(fs, root, state.rootReal, name, dirs, state.listed)).toEqual(
    findInstallUnits(fs, root, state.rootReal, name, dirs),
  );
}

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');
const folders = (dir: string): string[] =>
  readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .map((n) => path.join(dir, n));

const skill = (name: string): string => `---\nname: ${name}\ndescription: Use for ${name}.\n---\n`;
const at = fc.constantFrom('', 'plugins/p', 'plugins/q', 'p', '.claude');
const entry = fc.oneof(
  at.map((d) => [`${d}/skills/s/SKILL.md`, skill('s')] as const),
  at.map((d) => [`${d}/t/SKILL.md`, skill('t')] as const),
  at.map((d) => [`${d}/.claude-plugin/plugin.json`, '{"name":"cp"}'] as const),
  at.map((d) => [`${d}/.codex-plugin/plugin.json`, '{"name":"xp"}'] as const),
  at.map((d) => [`${d}/plugin.json`, '{"name":"bare","skills":["skills"]}'] as const),
  at.map((d) => [`${d}/plugin.json`, 'not json'] as const),
  at.map((d) => [`${d}/.claude-plugin/marketplace.json`, '{"plugins":[{"name":"m","source":"./plugins/p"}]}'] as const),
  at.map((d) => [`${d}/.claude-plugin`, { symlink: '/r/plugins/q/.claude-plugin' }] as const),
);

describe('install units from the walk record', () => {
  it('equal the units probed folder by folder, on every fixture folder', () => {
    for (const root of [
      ...folders(path.join(FIXTURES, 'corpus')),
      ...folders(path.join(FIXTURES, 'check')),
      path.join(FIXTURES, 'skills'),
    ])
      bothWays(nodeFs, root);
  });

  it('equal the units probed folder by folder, on random trees', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 8 }), (entries) => {
        const tree: Record<string, MemoryEntry> = { 'r/skills/a/SKILL.md': skill('a') };
        for (const [p, v] of entries) tree[`r/${p.replace(/^\//, '')}`] = v;
        bothWays(memoryFs(tree), '/r');
      }),
      { numRuns: 300 },
    );
  });
});
