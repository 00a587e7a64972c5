/**
 * Install units: what a user installs as one piece. A plugin is one (Claude Code and Codex
 * install a plugin whole, into a folder of its own, and name its skills `plugin:skill`); the
 * skills of a repository that sit in no plugin are one more (copied or linked as a folder of
 * skills). A plugin marketplace is therefore many installs, not one: names need only be unique
 * inside a unit, and listing budgets are paid per unit (or per set the user says they install
 * together).
 *
 * Where plugins are declared (Claude Code plugin and marketplace references, read 2026-12):
 * - a folder holding `.claude-plugin/plugin.json` (Claude Code), `.codex-plugin/plugin.json`
 *   (Codex) or a bare `plugin.json` (Copilot CLI also reads one at the plugin root) is a plugin;
 *   its `name` is the namespace, else the folder name;
 * - `.claude-plugin/marketplace.json` lists plugins under `plugins[]`: each entry's `name` is
 *   its install id and a local `source` (a relative path, from the marketplace folder joined with
 *   `metadata.pluginRoot` when set, or from the marketplace folder alone when only that folder
 *   exists) is its folder. Several entries may share one folder
 *   (`"source": "."`) and tell their skills apart with a `skills` list; remote sources
 *   (`{ "source": "github", … }`) are not in the tree and are skipped; an entry whose folder is
 *   not in the tree is a `marketplace-entry` note (units-claude.ts), as Claude Code cannot install it;
 * - `.agents/plugins/marketplace.json` is Codex's own (units-codex.ts reads it as Codex does); a
 *   host reads the first of its marketplace files that is there (hosts/marketplaces.ts), and a
 *   plugin only one host's marketplace lists is that host's alone (`packagedFor`);
 * - a `skills` field (string or list, in plugin.json or the marketplace entry) replaces the
 *   plugin's default `skills/` folder: each path is a skill folder or a folder of skill folders,
 *   relative to the plugin folder (a list that names no skill folder of the tree, bare names where
 *   paths are due, is not followed). Without one, every skill inside the plugin folder is its own
 *   (lenient on purpose: a skill we wrongly put in the plugin costs a missed duplicate, one we
 *   wrongly leave out a false one).
 * A skill belongs to every unit whose list names it; else to the nearest plugin folder around it
 * without a list; else to the host skill folder it sits in (`.claude/skills`, read in place by its
 * host: each one an install); else to the repository unit when an installer pointed at the root
 * finds it (the root's sub-folders, `skills/` three levels deep: splitByDiscovery), else to the unit
 * of its top-level folder (a staging or backup copy the installer never reaches). When the
 * installer finds nothing in those places it searches the whole tree, so `team-a/pdf` and
 * `team-b/pdf` of a repository without plugins stay one unit: the duplicate users meet when they
 * install its skills together. Manifests are read through the path guard; one
 * that is not valid JSON declares a plugin named after its folder (the host would refuse it; the
 * unit records why).
 */
import { trimEndOf } from '../base/trim.js';
import type { Fs } from './fs.js';
import type { InstallUnit } from './model.js';
import { hostSkillFolderOf } from '../hosts/folders.js';
import { underTestData } from './test-data.js';
import { commonFolder, MARKETPLACE_MANIFEST, markCopies, splitByDiscovery } from './units-placement.js';
import { CODEX_MARKETPLACE, hostsReadingMarketplace } from '../hosts/marketplaces.js';
import type { LoadProblem, PackagingHost } from './model.js';
import { problem } from './frontmatter.js';
import { codexMarketplaceEntries, realFolderOf, type MarketplaceEntryNote } from './units-codex.js';
import { claudeMarketplaceEntries, skillsField } from './units-claude.js';
import { readJson } from './manifest-json.js';
import { outsideSkillRoots } from './plugin-roots.js';

/** Files that make their folder's parent a plugin, relative to that folder. */
const PLUGIN_MANIFESTS = ['.claude-plugin/plugin.json', '.codex-plugin/plugin.json', 'plugin.json'] as const;

/** A plugin as one manifest declares it, before skills are assigned. */
interface Declaration {
  readonly name: string;
  readonly root: string;
  readonly declaredIn: string;
  /** Root-relative paths from a `skills` field; null: every skill inside `root`. */
  readonly listed: readonly string[] | null;
  /** The `skills` field holds bare names (`"os-guide"`), not paths: see withUsableLists. */
  readonly namesOnly?: true;
  readonly problem?: string;
  /** The one host whose marketplace lists it, when the other reads a marketplace that does not (InstallUnit.packagedFor). */
  readonly onlyFor?: PackagingHost;
}

/** `dir` is `folder` or inside it (no `${folder}/` per call: it runs per skill and declaration). */
const within = (dir: string, folder: string): boolean =>
  folder === '' ||
  dir === folder ||
  (dir.length > folder.length && dir.charCodeAt(folder.length) === 0x2f && dir.startsWith(folder));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function folderName(dir: string, rootName: string): string {
  return dir === '' ? rootName : dir.slice(dir.lastIndexOf('/') + 1);
}

/**
 * The install units of a tree whose skill folders are `skillDirs` (root-relative). `rootAbs`
 * opens the root through `fs`; `rootName` names the repository unit and a plugin at the root
 * without a name. Plugin units come first, in name order, then the repository unit (if any skill
 * is in no plugin). Each unit's `skills` are sorted.
 */
export function findInstallUnits(
  fs: Fs,
  rootAbs: string,
  rootReal: string,
  rootName: string,
  skillDirs: readonly string[],
  /** The folders the walk listed, each with the plugin markers it holds (WalkState.listed). */
  walked?: ReadonlyMap<string, readonly string[]>,
  /** Receives a `marketplace-entry` problem per marketplace entry (Claude Code's or Codex's) not installed from the tree. */
  problems?: LoadProblem[],
): InstallUnit[] {
  const base = trimEndOf(rootAbs, '/');
  const abs = (rel: string): string => (rel === '' ? base : `${base}/${rel}`);
  // Every skill folder and its ancestors. Going up stops at a folder already there (its own
  // ancestors came with it), and folders the walk listed without a marker are left out before the
  // sort: they are never probed. At 10,000 skills the ancestor lists and the sort of ~20,000
  // paths were most of this function's own time (--cpu-prof of a `route` request).
  const folders = new Set<string>();
  for (const dir of skillDirs) {
    let d = dir;
    while (!folders.has(d)) {
      folders.add(d);
      if (d === '') break;
      const slash = d.lastIndexOf('/');
      d = slash < 0 ? '' : d.slice(0, slash);
    }
  }
  const plugins: Declaration[] = [];
  const market: Declaration[] = [];
  const isDir = (p: string): boolean => {
    try {
      return fs.stat(p).kind === 'dir';
    } catch {
      return false;
    }
  };
  // A folder the walk listed is probed only for the markers it holds: a probe of a name that is
  // not there is a failed stat, and a thrown error, per folder and manifest (three per skill at
  // 10,000 skills: ~0.8 s of a `route` request, --cpu-prof).
  const probed = [...folders].filter((f) => {
    const marks = walked?.get(f);
    return marks === undefined || marks.length > 0;
  });
  const codexListed: Declaration[] = [];
  const notes: MarketplaceEntryNote[] = [];
  const real = realFolderOf(fs, abs, rootReal, isDir);
  for (const folder of probed.sort()) {
    const marks = walked?.get(folder);
    const at = (file: string): string => (folder === '' ? file : `${folder}/${file}`);
    // One stat per folder for the common case (no `.claude-plugin` folder), not one per manifest.
    const claude = (marks === undefined || marks.includes('.claude-plugin')) && isDir(`${abs(folder)}/.claude-plugin`);
    const codexMarket =
      marks === undefined || marks.includes('.agents')
        ? readJson(fs, `${abs(folder)}/${CODEX_MARKETPLACE}`, rootReal)
        : null;
    const claudeMarket = claude ? readJson(fs, `${abs(folder)}/${MARKETPLACE_MANIFEST}`, rootReal) : null;
    // Each host reads the first of its marketplace files that is there (hosts/marketplaces.ts).
    const present = [
      ...(claudeMarket === null ? [] : [MARKETPLACE_MANIFEST]),
      ...(codexMarket === null ? [] : [CODEX_MARKETPLACE]),
    ];
    if (claudeMarket !== null && 'value' in claudeMarket) {
      const hosts = hostsReadingMarketplace(MARKETPLACE_MANIFEST, present);
      const { declared, notes: missing } = claudeMarketplaceEntries(
        claudeMarket.value,
        folder,
        at(MARKETPLACE_MANIFEST),
        (rel) => isDir(abs(rel)),
      );
      notes.push(...missing);
      market.push(...(hosts.length === 1 ? declared.map((d) => ({ ...d, onlyFor: hosts[0]! })) : declared));
    }
    if (codexMarket !== null && 'value' in codexMarket) {
      const read = codexMarketplaceEntries(codexMarket.value, folder, at(CODEX_MARKETPLACE), real);
      notes.push(...read.notes);
      for (const e of read.entries)
        codexListed.push({ ...e, declaredIn: at(CODEX_MARKETPLACE), listed: null, onlyFor: 'codex' });
    }
    for (const manifest of PLUGIN_MANIFESTS) {
      if (manifest.startsWith('.claude-plugin/') && !claude) continue;
      if (marks !== undefined && !marks.includes(manifest.split('/')[0]!)) continue;
      const p = readJson(fs, `${abs(folder)}/${manifest}`, rootReal);
      if (p === null) continue;
      const declaredIn = folder === '' ? manifest : `${folder}/${manifest}`;
      if ('error' in p) {
        plugins.push({
          name: folderName(folder, rootName),
          root: folder,
          declaredIn,
          listed: null,
          problem: `${declaredIn} is ${p.error}`,
        });
      } else if (isObject(p.value)) {
        const name =
          typeof p.value['name'] === 'string' && p.value['name'].trim() !== ''
            ? p.value['name']
            : folderName(folder, rootName);
        plugins.push({ name, root: folder, declaredIn, ...skillsField(p.value['skills'], folder) });
      } else continue;
      break; // one manifest per folder: the first found, in PLUGIN_MANIFESTS order
    }
  }
  // A plugin both marketplaces list (one name, one folder) is one plugin both hosts install.
  for (const c of codexListed) {
    const i = market.findIndex(
      (d) => d.root === c.root && d.name === c.name && d.declaredIn.endsWith(MARKETPLACE_MANIFEST),
    );
    if (i === -1) market.push(c);
    else if (market[i]!.onlyFor !== undefined && market[i]!.onlyFor !== 'codex') {
      const { onlyFor: _, ...both } = market[i]!;
      market[i] = both;
    }
  }
  // A marketplace entry and the plugin.json in its folder are one plugin: the entry's name is the
  // install id, its list (strict: false) wins over the manifest's.
  const declarations: Declaration[] = [...market];
  for (const p of plugins) {
    const entries = market.filter((e) => e.root === p.root);
    if (entries.length === 0) {
      declarations.push(p);
      continue;
    }
    for (const e of entries) {
      const i = declarations.indexOf(e);
      declarations[i] = {
        ...e,
        listed: e.listed ?? p.listed,
        ...(e.listed === null && p.namesOnly === true ? { namesOnly: true as const } : {}),
        ...(p.problem ? { problem: p.problem } : {}),
      };
    }
  }
  const units = assignSkills(declarations, skillDirs, rootName);
  if (notes.length === 0) return units;
  // The entries a host would not install from the tree are one finding on their marketplace file
  // (a marketplace moved away from its plugins names them all: one cause), and each is said on the
  // plugin of that name too, if any (why that host does not install it).
  if (problems !== undefined) for (const p of entryProblems(notes)) problems.push(p);
  return units.map((u) => {
    const note = u.kind === 'plugin' && u.problem === undefined ? notes.find((n) => n.name === u.name) : undefined;
    return note === undefined ? u : { ...u, problem: `${note.file}: ${note.reason}` };
  });
}

/** How many of a marketplace's uninstallable entries its one finding spells out. */
const ENTRIES_SHOWN = 2;

/** One `marketplace-entry` problem per marketplace file, naming its entries (`data.plugins`, `data.sources`). */
function entryProblems(notes: readonly MarketplaceEntryNote[]): LoadProblem[] {
  const byFile = new Map<string, MarketplaceEntryNote[]>();
  for (const n of notes) {
    const list = byFile.get(n.file);
    if (list === undefined) byFile.set(n.file, [n]);
    else list.push(n);
  }
  return [...byFile].map(([file, list]) => {
    const shown = list.slice(0, ENTRIES_SHOWN).map((n) => n.reason);
    const more = list.length - shown.length;
    const message =
      list.length === 1
        ? list[0]!.reason
        : `${list.length} entries cannot be installed from the tree: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
    return problem('marketplace-entry', file, 0, 0, message, {
      plugins: list.map((n) => n.name),
      sources: list.map((n) => n.source),
    });
  });
}

/** A skill folder named by a list: the listed folder itself or a folder inside it. */
const listedBy = (dir: string, listed: readonly string[]): boolean => listed.some((p) => within(dir, p));

/**
 * A `skills` list of bare names that names no skill folder of the tree (`"skills": ["os-guide"]`,
 * names where the field takes paths from the plugin folder: `./skills/os-guide`) says nothing a
 * host can follow: the plugin's skills are then those inside its folder, as without a list. Not a
 * list of paths (`./.codex/skills/`, a folder of links to skills read elsewhere), and not when
 * another declaration of the same folder lists skills that are there (entries sharing
 * `"source": "."`, each with its own list).
 */
function withUsableLists(declarations: readonly Declaration[], skillDirs: readonly string[]): Declaration[] {
  const namesSome = (d: Declaration): boolean =>
    d.listed !== null && skillDirs.some((dir) => within(dir, d.root) && listedBy(dir, d.listed!));
  return declarations.map((d) =>
    d.namesOnly !== true || namesSome(d) || declarations.some((o) => o !== d && o.root === d.root && namesSome(o))
      ? d
      : { ...d, listed: null },
  );
}

function assignSkills(declared: readonly Declaration[], skillDirs: readonly string[], rootName: string): InstallUnit[] {
  const declarations = withUsableLists(declared, skillDirs);
  const members = declarations.map((): string[] => []);
  const rest: string[] = [];
  for (const dir of skillDirs) {
    let placed = false;
    declarations.forEach((d, i) => {
      if (d.listed !== null && within(dir, d.root) && listedBy(dir, d.listed)) {
        members[i]!.push(dir);
        placed = true;
      }
    });
    if (placed) continue;
    // The nearest plugin folder without a list (several entries may share it: each installs it).
    let nearest = -1;
    declarations.forEach((d, i) => {
      if (
        d.listed === null &&
        within(dir, d.root) &&
        !underTestData(dir, d.root) &&
        (nearest === -1 || d.root.length > declarations[nearest]!.root.length)
      )
        nearest = i;
    });
    if (nearest === -1) rest.push(dir);
    else
      declarations.forEach(
        (d, i) => d.listed === null && d.root === declarations[nearest]!.root && members[i]!.push(dir),
      );
  }
  const units: InstallUnit[] = declarations
    .map(
      (d, i): InstallUnit => ({
        name: d.name,
        kind: 'plugin',
        root: d.root,
        declaredIn: d.declaredIn,
        skills: members[i]!.sort(),
        ...(d.problem ? { problem: d.problem } : {}),
        ...(d.onlyFor === undefined ? {} : { packagedFor: d.onlyFor }),
        ...outsideSkillRoots(d.root, d.declaredIn, d.listed, members[i]!),
      }),
    )
    .filter((u) => u.skills.length > 0)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.root < b.root ? -1 : a.root > b.root ? 1 : 0));
  // A host's project skill folder is read in place by that host, and each one (`.claude/skills`,
  // `mac/.codex/skills`, a package's `.agents/skills`) is an install of its own.
  const byHostFolder = new Map<string, string[]>();
  const loose: string[] = [];
  for (const dir of rest) {
    const folder = hostSkillFolderOf(dir);
    if (folder === null) loose.push(dir);
    else if (byHostFolder.has(folder)) byHostFolder.get(folder)!.push(dir);
    else byHostFolder.set(folder, [dir]);
  }
  for (const [folder, dirs] of [...byHostFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    units.push({ name: folder, kind: 'host-folder', root: folder, skills: dirs.sort() });
  const { found, elsewhere } = splitByDiscovery(loose, units.length > 0);
  if (found.length > 0) units.push({ name: rootName, kind: 'repository', root: '', skills: found.sort() });
  for (const dirs of [...elsewhere.values()].map((d) => d.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))) {
    const folder = commonFolder(dirs);
    const testData = dirs.every((dir) => underTestData(dir));
    units.push({ name: folder, kind: 'folder', root: folder, skills: dirs, ...(testData ? { testData } : {}) });
  }
  return markCopies(units);
}

/** Each skill folder's units, in unit order (a skill two marketplace entries list is in both). */
export function unitsBySkill(units: readonly InstallUnit[]): Map<string, InstallUnit[]> {
  const out = new Map<string, InstallUnit[]>();
  for (const u of units) {
    for (const dir of u.skills) {
      let list = out.get(dir);
      if (list === undefined) out.set(dir, (list = []));
      list.push(u);
    }
  }
  return out;
}

/** The plugin a skill folder is installed with (its first plugin unit), or undefined. */
export function pluginOf(dir: string, bySkill: ReadonlyMap<string, readonly InstallUnit[]>): InstallUnit | undefined {
  return bySkill.get(dir)?.find((u) => u.kind === 'plugin');
}
