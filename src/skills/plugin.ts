/**
 * Plugin roots: folders that hold `.claude-plugin/plugin.json`. Claude Code sets
 * `${CLAUDE_PLUGIN_ROOT}` to the folder of the plugin a skill was installed with, and skill
 * bodies use it to name files anywhere in that plugin (`${CLAUDE_PLUGIN_ROOT}/skills/x/a.md`).
 *
 * The walk skips hidden folders, so the marker is looked up here, directly: for every skill,
 * each folder from the skill's own up to the scanned root (never above it: the loader reads
 * nothing outside the root). The nearest one wins, as a skill belongs to its innermost plugin.
 */
import type { Fs } from './fs.js';

/** The file that makes a folder a Claude Code plugin, relative to that folder. */
export const PLUGIN_MANIFEST = '.claude-plugin/plugin.json';

/** Every folder of `skillDirs` and its ancestors, up to the root (''). */
function ancestors(dir: string): string[] {
  const parts = dir === '' ? [] : dir.split('/');
  const out: string[] = [];
  for (let i = parts.length; i >= 0; i--) out.push(parts.slice(0, i).join('/'));
  return out;
}

/**
 * Folders (relative to the root, '' for the root itself) that hold a plugin manifest and contain
 * at least one of `skillDirs`. Sorted. `rootAbs` is how the root is opened through `fs`.
 */
export function findPluginRoots(fs: Fs, rootAbs: string, skillDirs: readonly string[]): string[] {
  const checked = new Map<string, boolean>();
  const isPluginRoot = (dir: string): boolean => {
    let known = checked.get(dir);
    if (known === undefined) {
      const base = dir === '' ? rootAbs : `${rootAbs.replace(/\/$/, '')}/${dir}`;
      try {
        known = fs.stat(`${base.replace(/\/$/, '')}/${PLUGIN_MANIFEST}`).kind === 'file';
      } catch {
        known = false; // no manifest (or unreadable): not a plugin root
      }
      checked.set(dir, known);
    }
    return known;
  };
  const roots = new Set<string>();
  for (const dir of skillDirs) {
    const nearest = ancestors(dir).find(isPluginRoot);
    if (nearest !== undefined) roots.add(nearest);
  }
  return [...roots].sort();
}

/** The plugin root of a skill folder: the nearest of `pluginRoots` that contains it, else null. */
export function pluginRootOf(skillDir: string, pluginRoots: readonly string[]): string | null {
  let best: string | null = null;
  for (const root of pluginRoots) {
    const inside = root === '' || skillDir === root || skillDir.startsWith(`${root}/`);
    if (inside && (best === null || root.length > best.length)) best = root;
  }
  return best;
}
