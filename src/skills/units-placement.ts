/**
 * Where install units stand beside each other (units.ts builds them): which skills outside every
 * plugin an installer pointed at the root finds, the folder a unit of the others sits in, and which
 * units are copies of installed ones (a staging or backup folder, a dated plugin backup).
 */
import type { InstallUnit, PackagingHost } from './model.js';
import { CLAUDE_MARKETPLACE, CODEX_MARKETPLACE } from '../hosts/marketplaces.js';

/** Claude Code's marketplace file, relative to the marketplace folder. */
export const MARKETPLACE_MANIFEST = CLAUDE_MARKETPLACE;

/**
 * Share of a folder unit's skill folders whose names the installed units have too, from which it
 * is a copy of them. Default 0.5: the corpus's staging copy repeats all of its 500 folder names, a
 * catalogue folder of its own (832 skills beside 28) almost none.
 */
const COPY_NAME_SHARE = 0.5;

const baseName = (dir: string): string => dir.slice(dir.lastIndexOf('/') + 1);

/**
 * The host whose manifest each declaring file is: a marketplace entry or a plugin.json of
 * `.claude-plugin/` is Claude Code's, `.codex-plugin/plugin.json` Codex's. A bare `plugin.json`
 * is read by several hosts (Copilot CLI among them) and names none.
 */
const MANIFEST_HOSTS: readonly (readonly [string, PackagingHost])[] = [
  [MARKETPLACE_MANIFEST, 'claude-code'],
  [CODEX_MARKETPLACE, 'codex'],
  ['.claude-plugin/plugin.json', 'claude-code'],
  ['.codex-plugin/plugin.json', 'codex'],
];

/** True for a plugin some marketplace declares (or no file at all): never a copy by name. */
const listedOrUndeclared = (u: InstallUnit): boolean =>
  u.declaredIn === undefined || u.declaredIn.endsWith(MARKETPLACE_MANIFEST) || u.declaredIn.endsWith(CODEX_MARKETPLACE);

/** The host whose manifest declared `u`, or undefined (a bare plugin.json, not a plugin). */
function manifestHost(u: InstallUnit): PackagingHost | undefined {
  if (u.kind !== 'plugin' || u.declaredIn === undefined) return undefined;
  const file = u.declaredIn;
  return MANIFEST_HOSTS.find(([suffix]) => file === suffix || file.endsWith(`/${suffix}`))?.[1];
}

/**
 * Marks the units that are copies of others (`copyOf`): a plugin that only its own plugin.json
 * declares while a marketplace entry installs a plugin of the same name from another folder (the
 * host installs a name once, from the marketplace: a dated backup of the plugin is never it), and
 * a folder unit whose skill folders mostly repeat those of the installed units (a generator's
 * staging copy of `skills/`). Nobody installs a copy, so check neither budgets it nor reports on
 * its skills, and says so in what it read.
 *
 * Such a plugin whose manifest is another host's than the marketplace's (`.codex-plugin/plugin.json`
 * beside a Claude Code marketplace) is not a copy: it is the same plugin packaged for that host,
 * which installs it from there (Codex reads `.codex-plugin/plugin.json` and the `skills` folder it
 * names: openai/codex `codex-rs/core/src/plugins/manifest.rs`, `manager.rs` `plugin_skill_roots`).
 * It is marked `packagedFor` that host and checked like any plugin. With Codex's own marketplace
 * (`.agents/plugins/marketplace.json`) beside, copies are decided per host: a plugin with one
 * host's manifest is a copy when that host's marketplace lists its name from another folder.
 */
export function markCopies(units: readonly InstallUnit[]): InstallUnit[] {
  // Per marketplace format, the first plugin of each name it lists: copies are decided per host.
  const listed = new Map<PackagingHost, Map<string, InstallUnit>>();
  for (const u of units) {
    if (u.kind !== 'plugin' || !listedOrUndeclared(u) || u.declaredIn === undefined) continue;
    const host = manifestHost(u)!;
    const byName = listed.get(host) ?? new Map<string, InstallUnit>();
    if (!byName.has(u.name)) byName.set(u.name, u);
    listed.set(host, byName);
  }
  const pluginCopy = (u: InstallUnit): InstallUnit => {
    if (u.kind !== 'plugin' || listedOrUndeclared(u)) return u;
    const original = listed.get('claude-code')?.get(u.name) ?? listed.get('codex')?.get(u.name);
    if (original === undefined || original.root === u.root) return u;
    const host = manifestHost(u);
    if (host === undefined) return { ...u, copyOf: original.name };
    // A plugin with one host's manifest is a copy when that host's marketplace lists the name
    // elsewhere, and that host's packaging when only the other host's marketplace lists it.
    const own = listed.get(host)?.get(u.name);
    if (own === undefined) return { ...u, packagedFor: host };
    return own.root === u.root ? u : { ...u, copyOf: own.name };
  };
  const marked = inBackupFolders(units.map(pluginCopy));
  // Which installed unit holds each skill folder name (the first one, in unit order).
  const holder = new Map<string, string>();
  for (const u of marked)
    if (u.kind !== 'folder' && u.copyOf === undefined)
      for (const dir of u.skills) if (!holder.has(baseName(dir))) holder.set(baseName(dir), u.name);
  return marked.map((u) => {
    if (u.kind !== 'folder') return u;
    const hits = new Map<string, number>();
    for (const dir of u.skills) {
      const h = holder.get(baseName(dir));
      if (h !== undefined) hits.set(h, (hits.get(h) ?? 0) + 1);
    }
    const total = [...hits.values()].reduce((a, b) => a + b, 0);
    if (hits.size === 0 || total < u.skills.length * COPY_NAME_SHARE) return u;
    const [of] = [...hits].reduce((a, b) => (b[1] > a[1] ? b : a));
    return { ...u, copyOf: of };
  });
}

/**
 * A plugin only its own plugin.json declares, in a folder where most of the other plugins are
 * copies (a folder of dated backups, `plugin-backups/<name>_<date>/`), is a copy too: of a plugin
 * the marketplace no longer lists at all, so no entry names its original (on the corpus, two dated
 * backups of a plugin since dropped from the marketplace, 14 false name and confusable warnings).
 * It is marked a copy of its own name. At least two sibling copies, and more than half of them.
 * Likewise, beside sibling packagings for one host (`codex-plugins/<name>/.codex-plugin`), a plugin
 * with that host's manifest is packaged for that host too (one the other marketplace does not list).
 */
function inBackupFolders(units: readonly InstallUnit[]): InstallUnit[] {
  const parentOf = (root: string): string => (root.includes('/') ? root.slice(0, root.lastIndexOf('/')) : '');
  const plugins = new Map<string, { copies: number; packaged: Map<PackagingHost, number>; all: number }>();
  for (const u of units) {
    if (u.kind !== 'plugin' || u.root === '') continue;
    const c = plugins.get(parentOf(u.root)) ?? { copies: 0, packaged: new Map(), all: 0 };
    c.all++;
    if (u.copyOf !== undefined) c.copies++;
    if (u.packagedFor !== undefined) c.packaged.set(u.packagedFor, (c.packaged.get(u.packagedFor) ?? 0) + 1);
    plugins.set(parentOf(u.root), c);
  }
  // At least two of them, more than half of the others.
  const most = (n: number, others: number): boolean => n >= 2 && n * 2 > others;
  return units.map((u) => {
    if (u.kind !== 'plugin' || u.root === '' || u.copyOf !== undefined || u.packagedFor !== undefined) return u;
    if (listedOrUndeclared(u)) return u;
    const c = plugins.get(parentOf(u.root));
    if (c === undefined) return u;
    const others = c.all - 1;
    if (most(c.copies, others)) return { ...u, copyOf: u.name };
    const host = manifestHost(u);
    return host !== undefined && most(c.packaged.get(host) ?? 0, others) ? { ...u, packagedFor: host } : u;
  });
}

/**
 * Levels below a skill container (`skills/`, `skills/.curated`…) an installer walks. The skills
 * CLI (vercel-labs/skills, `DEFAULT_SKILL_CONTAINER_DEPTH` in src/constants.ts) walks 3:
 * `skills/<category>/<category>/<skill>`.
 */
const INSTALLER_CONTAINER_DEPTH = 3;

/** Hidden catalogue folders inside `skills/` that the installer walks as containers of their own. */
const CATALOGUE_FOLDERS: ReadonlySet<string> = new Set(['.curated', '.experimental', '.system']);

/** True when the installer's walk reaches `dir` (root-relative, not ''): see discoveredFromRoot. */
function inUsualPlace(dir: string): boolean {
  const parts = dir.split('/');
  if (parts.length === 1) return true;
  if (parts[0] !== 'skills') return false;
  const start = parts.length > 2 && CATALOGUE_FOLDERS.has(parts[1]!) ? 2 : 1;
  return parts.length - start <= INSTALLER_CONTAINER_DEPTH;
}

/**
 * The loose skills an installer pointed at the repository installs. Modelled on the skills CLI's
 * `discoverSkills` (vercel-labs/skills src/skills.ts, read 2026-12): the root's direct sub-folders
 * and the containers `skills/`, `skills/.curated|.experimental|.system` walked
 * INSTALLER_CONTAINER_DEPTH levels deep. A skill inside one it installs comes along as part of its
 * folder (a SKILL.md at the root makes the whole tree one install). Plugins and host folders are
 * found too, but they are units of their own already.
 */
function discoveredFromRoot(loose: readonly string[]): Set<string> {
  const reached = new Set(loose.filter((d) => d === '' || inUsualPlace(d)));
  const out = new Set<string>();
  // `dir` or a folder around it is reached: its ancestors walked up in place, no array per skill.
  for (const dir of loose) {
    for (let a = dir; ; a = a.includes('/') ? a.slice(0, a.lastIndexOf('/')) : '') {
      if (reached.has(a)) {
        out.add(dir);
        break;
      }
      if (a === '') break;
    }
  }
  return out;
}

/**
 * The loose skills (in no plugin and no host folder) an installer installs together, and the
 * others by top-level folder. Nothing loads loose skills in place: they reach a host when a user
 * installs the repository, and the installer reads only the usual places (discoveredFromRoot).
 * A staging copy (`planned-skills/generated/`), a backup or an archive beside them is then not
 * installed with them — only by pointing the installer at that folder, which installs it alone —
 * so each such top-level folder is a unit of its own, and its names clash only inside it. When
 * the installer finds nothing in the usual places (`anyElsewhere` false and no skill there) it
 * searches the whole tree and installs everything it finds together: all loose skills stay one unit.
 */
export function splitByDiscovery(
  loose: readonly string[],
  anyElsewhere: boolean,
): { found: string[]; elsewhere: Map<string, string[]> } {
  const discovered = discoveredFromRoot(loose);
  const found: string[] = [];
  const rest: string[] = [];
  for (const dir of loose) (discovered.has(dir) ? found : rest).push(dir);
  const elsewhere = new Map<string, string[]>();
  if (found.length === 0 && !anyElsewhere) return { found: rest, elsewhere };
  for (const dir of rest) {
    const top = dir.split('/')[0]!;
    // Pushed in place: copying the list per skill was quadratic in the skills of one top folder.
    const list = elsewhere.get(top);
    if (list === undefined) elsewhere.set(top, [dir]);
    else list.push(dir);
  }
  return { found, elsewhere };
}

/** The deepest folder holding every skill folder of `dirs` (their parents' common prefix), so a unit says where its copy sits. */
export function commonFolder(dirs: readonly string[]): string {
  let common = dirs[0]!.split('/').slice(0, -1);
  for (const dir of dirs) {
    const parts = dir.split('/');
    let i = 0;
    while (i < common.length && i < parts.length - 1 && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join('/');
}
