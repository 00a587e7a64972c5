/**
 * The plugins a Codex marketplace (`.agents/plugins/marketplace.json`) lists, as folders of the
 * tree. Read as Codex reads it (openai/codex `codex-rs/core-plugins/src/marketplace.rs`,
 * `resolve_local_plugin_source_path`, `resolve_plugin_source`, read 2026-12):
 * - `plugins[]` entries with a `name` and a `source`: a string path, `{ "source": "local", "path" }`,
 *   or a git source (`{ "source": "url", "url" }`, `"git-subdir"`); anything else is skipped;
 * - a local path must start with `./` and hold only plain names (no `..`): Codex refuses the entry
 *   otherwise ("must stay within the marketplace root"). `./` and `.` are the marketplace root
 *   itself (accepted since openai/codex pull request 28771; before it, refused as empty);
 * - paths resolve from the marketplace root, the folder holding `.agents/` (not from
 *   `.agents/plugins/`), with no `metadata.pluginRoot`;
 * - a git source whose `url` is relative (`./`, `../`) is resolved from the marketplace root and
 *   cloned: the plugin is that folder of the tree (its committed files), with `path` below it;
 * - the entry has no `skills` list (Codex reads the plugin's own manifest for that).
 * A folder is followed to its real path (a `plugins/x -> ..` link names the root). One that does
 * not exist, or whose real path is outside the scanned root, is a note (an SK106 finding,
 * units.ts) and nothing is read there.
 */
import type { Fs } from './fs.js';
import { resolveFromRoot } from './shared.js';
import { trimEndOf } from '../base/trim.js';

/** One entry Codex would install: its name and root-relative folder. */
export interface CodexEntry {
  readonly name: string;
  readonly root: string;
}

/** One marketplace entry a host would not install from this tree: the marketplace file, the entry, and why (a sentence). */
export interface MarketplaceEntryNote {
  readonly file: string;
  readonly name: string;
  readonly source: string;
  readonly reason: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `./a/b`, `./`, `.` relative to `base`; null when Codex refuses the path (no `./`, a `..`). */
function localPath(path: string, base: string): string | null {
  if (path === '.') return base;
  if (!path.startsWith('./')) return null;
  const segments = path.slice(2).split('/');
  if (segments.some((s) => s === '..')) return null;
  return resolveFromRoot(base, segments.filter((s) => s !== '' && s !== '.').join('/'));
}

/** A relative git url (`./`, `../x`) with its `path`, from `base`; null when it climbs above the scanned root. */
function relativeUrl(url: string, sub: unknown, base: string): string | null {
  const root = resolveFromRoot(base, url);
  if (root === null) return null;
  if (sub === undefined || sub === null) return root;
  if (typeof sub !== 'string') return null;
  const parts = sub.trim().replace(/^\.\//, '').split('/');
  if (parts.some((s) => s === '..' || s === '.')) return null;
  return resolveFromRoot(root, parts.filter((s) => s !== '').join('/'));
}

/**
 * The entries of a parsed Codex marketplace in `folder` (root-relative) and notes on those Codex
 * would not install from the tree. `real` turns a root-relative folder into its real
 * root-relative path, or says it is missing or outside the root (no file is read).
 */
export function codexMarketplaceEntries(
  value: unknown,
  folder: string,
  declaredIn: string,
  real: (rel: string) => string | 'missing' | 'outside',
): { entries: CodexEntry[]; notes: MarketplaceEntryNote[] } {
  const entries: CodexEntry[] = [];
  const notes: MarketplaceEntryNote[] = [];
  if (!isObject(value) || !Array.isArray(value['plugins'])) return { entries, notes };
  for (const entry of value['plugins']) {
    if (!isObject(entry) || typeof entry['name'] !== 'string' || entry['name'].trim() === '') continue;
    const name = entry['name'];
    const source = entry['source'];
    let shown: string;
    let rel: string | null;
    if (typeof source === 'string' || (isObject(source) && source['source'] === 'local')) {
      const path = typeof source === 'string' ? source : source['path'];
      if (typeof path !== 'string') continue;
      shown = path;
      rel = localPath(path, folder);
      if (rel === null) {
        notes.push({
          file: declaredIn,
          name,
          source: path,
          reason: `plugin ${name}: Codex refuses source ${path} (a local path starts with ./ and stays inside the marketplace folder)`,
        });
        continue;
      }
    } else if (
      isObject(source) &&
      source['source'] === 'url' &&
      typeof source['url'] === 'string' &&
      /^\.\.?\//.test(source['url'])
    ) {
      shown = source['url'];
      rel = relativeUrl(source['url'], source['path'], folder);
      if (rel === null) {
        notes.push({
          file: declaredIn,
          name,
          source: shown,
          reason: `plugin ${name}: source ${shown} is outside the scanned folder: not read`,
        });
        continue;
      }
    } else continue; // a remote source: not in the tree
    const at = real(rel);
    const note = (reason: string): void => void notes.push({ file: declaredIn, name, source: shown, reason });
    if (at === 'missing') note(`plugin ${name}: folder ${shown} is not there, so Codex installs nothing from it`);
    else if (at === 'outside') note(`plugin ${name}: folder ${shown} is outside the scanned folder: not read`);
    else entries.push({ name, root: at });
  }
  return { entries, notes };
}

/**
 * A folder a marketplace names (root-relative) as its real root-relative path (a
 * `plugins/x -> ..` link is the root), 'missing' when it is not a folder, 'outside' when its real
 * path leaves the scanned root. Nothing is read: a path out of the root is never opened.
 */
export function realFolderOf(
  fs: Fs,
  abs: (rel: string) => string,
  rootReal: string,
  isDir: (absPath: string) => boolean,
): (rel: string) => string | 'missing' | 'outside' {
  const rootR = trimEndOf(rootReal, '/');
  return (rel) => {
    let r: string;
    try {
      r = trimEndOf(fs.realpath(abs(rel)), '/');
    } catch {
      return 'missing';
    }
    const inside = r === rootR ? '' : r.startsWith(`${rootR}/`) ? r.slice(rootR.length + 1) : null;
    if (inside === null) return 'outside';
    return isDir(abs(inside)) ? inside : 'missing';
  };
}
