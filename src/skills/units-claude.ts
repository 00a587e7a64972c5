/**
 * Claude Code's side of the install units (units.ts): the `skills` field of a manifest or a
 * marketplace entry, a plugin entry's local source, and the plugins a Claude Code marketplace
 * lists. Codex's own marketplace is read by units-codex.ts; both kinds of note become an SK106
 * finding on the marketplace file (units.ts).
 */
import { trimEndOf } from '../base/trim.js';
import { resolveFromRoot } from './shared.js';
import type { MarketplaceEntryNote } from './units-codex.js';

/** A manifest's `skills` field: the folders it lists, and whether it gave bare names. */
export interface SkillsField {
  /** Root-relative paths from a `skills` field; null: every skill inside the plugin's folder. */
  readonly listed: readonly string[] | null;
  /** The `skills` field holds bare names (`"os-guide"`), not paths: see units.ts withUsableLists. */
  readonly namesOnly?: true;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A `skills` field as root-relative paths; null when absent or of no usable shape. */
function listedPaths(value: unknown, base: string): string[] | null {
  const raw =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((v): v is string => typeof v === 'string')
        : null;
  if (raw === null || raw.length === 0) return null;
  const out: string[] = [];
  for (const p of raw) {
    const resolved = resolveFromRoot(base, trimEndOf(p, '/'));
    if (resolved !== null) out.push(resolved);
  }
  return out;
}

/** A `skills` field as a declaration's `listed`, and whether it holds only bare names (no `/`). */
export function skillsField(value: unknown, base: string): SkillsField {
  const listed = listedPaths(value, base);
  const raw = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const namesOnly = listed !== null && raw.every((v) => typeof v === 'string' && !v.includes('/'));
  return namesOnly ? { listed, namesOnly } : { listed };
}

/** A plugin entry's local folder, root-relative; null for a remote or unusable source. */
function localSource(source: unknown, base: string): string | null {
  let path: unknown = source;
  // `{ "source": "local", "path": "./x" }` is the object form of a local path (Codex accepts it too).
  if (isObject(source)) path = source['source'] === 'local' ? source['path'] : undefined;
  if (typeof path !== 'string' || path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  return resolveFromRoot(base, path);
}

/** A plugin as a Claude Code marketplace entry declares it (units.ts merges it with its plugin.json). */
export interface MarketplaceDeclaration extends SkillsField {
  readonly name: string;
  readonly root: string;
  readonly declaredIn: string;
}

/**
 * The plugins a Claude Code marketplace (`.claude-plugin/marketplace.json`, at `folder`) lists with
 * a local source, and a note per entry whose folder is not in the tree: Claude Code cannot install
 * it (its `/plugin install` fails on that entry), and nothing is read for it. An entry whose path
 * leaves the scanned folder, or a remote source, is not ours to judge and says nothing.
 *
 * Entries of a marketplace whose `metadata.pluginRoot` is set resolve from it; an entry whose
 * folder is not there but is there from the marketplace folder resolves from that one. The three
 * corpus marketplaces that set `"pluginRoot": "./plugins"` all write their sources from the
 * marketplace folder (`"./plugins/security/x"`), and they install: read as pluginRoot-joined,
 * every plugin of theirs would vanish and its backups pass for the real thing.
 */
export function claudeMarketplaceEntries(
  value: unknown,
  folder: string,
  declaredIn: string,
  isDir: (rel: string) => boolean,
): { declared: MarketplaceDeclaration[]; notes: MarketplaceEntryNote[] } {
  const declared: MarketplaceDeclaration[] = [];
  const notes: MarketplaceEntryNote[] = [];
  if (!isObject(value) || !Array.isArray(value['plugins'])) return { declared, notes };
  const metadata = value['metadata'];
  const pluginRoot =
    isObject(metadata) && typeof metadata['pluginRoot'] === 'string'
      ? resolveFromRoot(folder, metadata['pluginRoot'])
      : folder;
  if (pluginRoot === null) return { declared, notes };
  for (const entry of value['plugins']) {
    if (!isObject(entry) || typeof entry['name'] !== 'string' || entry['name'].trim() === '') continue;
    let root = localSource(entry['source'], pluginRoot);
    if (root === null) continue;
    if (!isDir(root)) {
      const fromMarket = pluginRoot !== folder ? localSource(entry['source'], folder) : null;
      if (fromMarket !== null && isDir(fromMarket)) root = fromMarket;
      else {
        const source = sourcePath(entry['source']);
        notes.push({
          file: declaredIn,
          name: entry['name'],
          source,
          reason: `plugin ${entry['name']}: folder ${source} is not there`,
        });
      }
    }
    declared.push({ name: entry['name'], root, declaredIn, ...skillsField(entry['skills'], root) });
  }
  return { declared, notes };
}

/** The path a local source names, as written (`localSource` resolved it, so it is one). */
function sourcePath(source: unknown): string {
  return typeof source === 'string' ? source : String((source as Record<string, unknown>)['path']);
}
