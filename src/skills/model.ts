/**
 * The skill-directory model every analysis works on. Built by the loader (`load.ts`), read by
 * audit, check, route and report. Paths are relative to the scanned root and use `/`.
 */

import type { FileQuirks } from '../hosts/types.js';
import type { MarketplaceHost } from '../hosts/marketplaces.js';
import type { LoadNeeds } from './needs.js';

/** Where a skill comes from: a folder with SKILL.md, or one markdown file in a flat collection. */
export type SkillLayout = 'dir' | 'flat';

/** Resource classes, by extension and folder (see `classify.ts`). */
export type ResourceCategory = 'scripts' | 'references' | 'assets' | 'fonts' | 'other';

export const RESOURCE_CATEGORIES = [
  'scripts',
  'references',
  'assets',
  'fonts',
  'other',
] as const satisfies readonly ResourceCategory[];

/**
 * Something the loader could not read or parse. It is data, not an exception: the skill is
 * still returned with whatever could be read. Positions are 1-based; line 0 means "the file".
 */
export type LoadProblemKind =
  | 'missing-skill-md' // a folder looked like a skill (e.g. skill.md in wrong case) but has no SKILL.md
  | 'no-frontmatter' // file does not start with a `---` line
  | 'unterminated-frontmatter' // `---` opened but never closed
  | 'yaml-error' // frontmatter is not valid YAML
  | 'frontmatter-not-mapping' // valid YAML but not a key/value mapping
  | 'name-not-string' // `name:` present with a non-string value
  | 'description-not-string' // `description:` present with a non-string value
  | 'not-utf8' // SKILL.md bytes are not valid UTF-8 (decoded with replacement characters)
  | 'unreadable' // a file or folder could not be read (permissions, I/O error, broken link, name not UTF-8)
  | 'not-regular' // a FIFO, device, socket — or a folder named SKILL.md: never opened
  | 'too-large' // a SKILL.md over MAX_SKILL_MD_BYTES: listed, not read
  | 'frontmatter-too-large' // a frontmatter block over MAX_FRONTMATTER_BYTES: not parsed
  | 'symlink-escape' // a symlink points outside the root: not followed
  | 'symlink-loop' // a symlink leads back into a folder already being walked
  | 'depth-limit' // the search stopped at --max-depth below this folder
  | 'marketplace-entry'; // a marketplace entry names a folder its host cannot install from the tree: not read

export interface LoadProblem {
  readonly kind: LoadProblemKind;
  /** File (or folder) the problem is in, relative to the root. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** A plain sentence for humans; tests and rules use `kind` and `data`. */
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface Resource {
  /** Path relative to the scanned root. */
  readonly path: string;
  /** Path relative to the owning skill folder (or the shared folder). */
  readonly relPath: string;
  readonly bytes: number;
  readonly category: ResourceCategory;
  /** Decoded text (BOM removed) when the file is UTF-8 text; null for binary files and files not read (too large, or loaded without resource text: see `Skill.loaded`). */
  readonly text: string | null;
  /** True when the file was too large to read (MAX_READ_BYTES): counted by size only, not hashed or tokenised. */
  readonly notRead?: true;
  /** SHA-256 of the raw bytes, hex: identical content ⇒ identical hash (duplicate detection); '' when not read or loaded without hashes. */
  readonly sha256: string;
  /** Set when the file is a symlink to a file inside the root: the target's root-relative path. Such a file and its target are one file on disk, never duplicates. */
  readonly linkTo?: string;
}

/** The parsed frontmatter block of a SKILL.md. */
export interface Frontmatter {
  /** The YAML text between the two `---` lines. */
  readonly raw: string;
  /** The parsed mapping, or null when it is not valid YAML / not a mapping. */
  readonly data: Readonly<Record<string, unknown>> | null;
  /** 1-based line of the opening `---` (1, or 2 never: a BOM is stripped first). */
  readonly startLine: number;
  /** 1-based line of the closing `---`. */
  readonly endLine: number;
  /** 1-based line of each top-level key, for diagnostics. */
  readonly keyLines: Readonly<Record<string, number>>;
}

export interface Skill {
  /** Effective name: the frontmatter `name` when it is a string, else the folder name / file stem. */
  readonly name: string;
  /** The frontmatter `name` exactly as written, undefined when absent or not a string. */
  readonly declaredName: string | undefined;
  /** Effective description: frontmatter `description`, or (flat layout without one) heading + first sentence; '' when none. */
  readonly description: string;
  /** Where the description came from. */
  readonly descriptionSource: 'frontmatter' | 'derived' | 'none';
  readonly layout: SkillLayout;
  /** Skill folder relative to the root ('' when the root itself is the skill, '.'-free). For flat skills: the folder of the file. */
  readonly dir: string;
  /** Name of the skill folder (dir layout) or the file stem (flat layout). */
  readonly folderName: string;
  /** SKILL.md (or the flat .md file) relative to the root. */
  readonly file: string;
  /** Whole file text after BOM removal, line endings as in the file. */
  readonly source: string;
  readonly bytes: number;
  readonly frontmatter: Frontmatter | null;
  /** The markdown after the frontmatter (the whole file when there is none). */
  readonly body: string;
  /** 1-based line in `file` where `body` starts. */
  readonly bodyStartLine: number;
  readonly resources: readonly Resource[];
  readonly problems: readonly LoadProblem[];
  /**
   * Set when the skill folder is a symlink to a folder outside the root (the `~/.claude/skills`
   * layout): the real folder. Its resources are confined to it.
   */
  readonly linkedTo?: string;
  /**
   * Host skill folder paths (root-relative) that are links to this skill folder, or lie in a
   * linked folder of skills (`.claude/skills/x -> ../../.agents/skills/x`): a host that follows
   * links and reads that folder lists the skill from there (hosts/placement.ts). The skill is read
   * and checked once, here. Absent: no such link.
   */
  readonly linkedFrom?: readonly string[];
  /**
   * The plugin this skill is installed with (units.ts): hosts name it `plugin:name`. Absent for a
   * skill in no plugin (and on a skill built by hand).
   */
  readonly plugin?: string;
  /**
   * How SKILL.md reads to hosts stricter or looser than our YAML parser (a BOM, YAML errors read
   * line by line, the first paragraph standing in for a missing description: quirks.ts). Absent:
   * nothing unusual, or the flat layout.
   */
  readonly quirks?: FileQuirks;
  /**
   * What the loader read for this skill (needs.ts): without `body`, `body` and `source` are '';
   * without resources, `resources` is []; at `meta`, `Resource.text` is null; without `hashes`,
   * `Resource.sha256` is ''. Absent on a skill built by hand: everything is there.
   */
  readonly loaded?: LoadNeeds;
}

/**
 * SKILL.md files in hidden folders the loader does not enter (`.foo/skills/x/SKILL.md`, Codex's
 * `.system`): counted by name, never read. The hosts' own hidden skill folders (`.claude/skills`,
 * `.agents/skills`… see src/hosts/folders.ts) are entered and never counted here.
 */
export interface UnreadHidden {
  /** SKILL.md files found (a lower bound when `complete` is false). */
  readonly count: number;
  /** Root-relative folders holding those skill folders, sorted: what to pass as DIR to check them. */
  readonly folders: readonly string[];
  /** False when the search stopped at its folder limit (hidden-count.ts HIDDEN_NOTE_MAX_FOLDERS). */
  readonly complete: boolean;
}

/**
 * What a user installs as one piece (units.ts): a plugin (installed whole, its skills named
 * `plugin:skill`), a host's project skill folder (`.claude/skills`, read in place), or the skills
 * of the tree that sit in neither (`repository`).
 */
export interface InstallUnit {
  /** The plugin's name (its install id and namespace); a host skill folder's path; for the repository unit, the root folder's name; for a folder unit, its path. */
  readonly name: string;
  /**
   * `repository`: the skills in no plugin that an installer pointed at the root finds; `folder`:
   * loose skills in a top-level folder it does not search (a staging, backup or archive copy),
   * installed, if ever, on their own (skills/units.ts).
   */
  readonly kind: 'plugin' | 'host-folder' | 'repository' | 'folder';
  /** The plugin folder, root-relative ('' = the root): `${CLAUDE_PLUGIN_ROOT}`; the host skill folder; '' for the repository unit; the folder of a folder unit. */
  readonly root: string;
  /** The manifest that declared the plugin (`.claude-plugin/plugin.json`, a marketplace.json…), root-relative. */
  readonly declaredIn?: string;
  /** Skill folders of the unit, root-relative, sorted. */
  readonly skills: readonly string[];
  /** Why the manifest could not be used (not valid JSON, too large): the folder name stands in. */
  readonly problem?: string;
  /**
   * Set on a plugin without a `skills` list: its skill folders outside `skills/` (and
   * `.claude/skills/`), such as `templates/skills/x`. They stay members (duplicate names are looked
   * for among them) but hosts that load a plugin's skills from those folders only leave them out of
   * its listing (hosts/profiles.ts pluginSkillRoots; skills/units.ts).
   */
  readonly outsideSkillRoots?: readonly string[];
  /**
   * Set when the unit is a copy of another, named here (skills/units.ts markCopies): a dated backup
   * of a plugin the marketplace installs from elsewhere, or a staging copy of `skills/`. Nobody
   * installs it: check neither budgets it nor reports on its skills.
   */
  readonly copyOf?: string;
  /**
   * Set on a plugin packaged for one host (its manifest is that host's, `.codex-plugin/plugin.json`)
   * beside a marketplace of another host that installs a plugin of the same name from another folder
   * (skills/units-placement.ts markCopies): the same plugin for a second host, where it is an install
   * of its own. Checked and budgeted (for that host only); no host lists it beside its packaging for
   * the other host, so rules that compare skills with each other keep the two apart (check/units.ts).
   */
  readonly packagedFor?: PackagingHost;
  /**
   * Set on a folder unit whose skills all sit under test-data folders (`tests/fixtures/…`;
   * skills/test-data.ts): no host loads them, so, like a copy, check neither budgets it nor
   * reports on its skills.
   */
  readonly testData?: true;
}

/** A host whose plugin manifest declares a plugin (`.claude-plugin/…` Claude Code, `.codex-plugin/…` Codex). */
export type PackagingHost = MarketplaceHost;

/** One folder skills were found in (`SkillSet.folders`). */
export interface SkillFolder {
  readonly path: string;
  readonly skills: number;
}

export interface SkillSet {
  /** The root as given by the user (for display). */
  readonly root: string;
  readonly layout: SkillLayout;
  /** Sorted by `file`. */
  readonly skills: readonly Skill[];
  /** Files outside every skill that a skill's body refers to (`shared/x.md`, a root `CLAUDE.md`). */
  readonly sharedResources: readonly Resource[];
  /**
   * The other files outside every skill, root-relative and sorted: named, never read (a missing
   * link's path is looked up among them, SK215). Absent on a set built by hand.
   */
  readonly otherFiles?: readonly string[];
  /**
   * What the walk saw and did not read, root-relative and sorted: hidden folders passed over
   * (`.vscode`, `.github/workflows`), the files of a host prefix (`.github/copilot-instructions.md`),
   * other hidden names (in a skill too: `skills/y/.notes`) and paths the `ignore` globs skip. A
   * link into one is not known to be missing. Absent on a set built by hand.
   */
  readonly unwalked?: readonly string[];
  /** Problems not tied to one skill (unreadable folders, symlink loops, depth limit). */
  readonly problems: readonly LoadProblem[];
  /**
   * Folders (relative to the root, '' = the root) holding `.claude-plugin/plugin.json` above some
   * skill: where `${CLAUDE_PLUGIN_ROOT}` points for the skills inside them (see `plugin.ts`).
   * Absent or empty when no skill sits in a plugin.
   */
  readonly pluginRoots?: readonly string[];
  /**
   * The install units the skills belong to (units.ts): plugins in name order, then the skills in
   * no plugin. Absent on a set built by hand and in the flat layout (one collection).
   */
  readonly units?: readonly InstallUnit[];
  /**
   * The folders the skills were found in (each skill folder's parent, root-relative, '' = the
   * root; in the flat layout the root) with how many skills each holds, sorted: what a command
   * says it read. Absent on a set built by hand.
   */
  readonly folders?: readonly SkillFolder[];
  /** What the loader read (the same for every skill); absent on a set built by hand: everything. */
  readonly loaded?: LoadNeeds;
  /** SKILL.md files left out because they sit in hidden folders the loader does not enter; absent when none. */
  readonly unreadHidden?: UnreadHidden;
}
