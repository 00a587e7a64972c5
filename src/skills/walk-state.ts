/**
 * What the directory walk (walk.ts) carries and produces: its state, the files and skill folders
 * it records, the entries it classifies, and the path helpers every part of the walk shares.
 */
import type { SpecialKind } from '../base/guard.js';
import type { Fs } from './fs.js';
import type { LoadProblem } from './model.js';

/** Resource walks inside a skill stop this deep (a fixed guard against pathological trees). */
export const RESOURCE_MAX_DEPTH = 32;
/** Folder names never entered (besides hidden ones). */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git']);

export interface WalkedFile {
  /** Path relative to the root. */
  readonly rel: string;
  readonly abs: string;
  /** Relative folder of the owning skill, or null when the file belongs to no skill. */
  readonly owner: string | null;
  /** Real folder the file's links must resolve inside (the root, or a linked skill's real folder). */
  readonly bound: string;
  /** Set when the file is a symlink to a file inside the root: the target's root-relative path (the same bytes on disk, not a copy). */
  readonly linkTo?: string;
}

export interface WalkedSkill {
  /** Skill folder relative to the root. */
  readonly rel: string;
  /** Real folder bounding the skill's files. */
  readonly bound: string;
  /** Set when the folder is a symlink to a skill outside the root: its real path. */
  readonly linkedTo?: string;
  /** Set when the folder's listing showed SKILL.md as a regular file, not a link (GuardOptions.listedRegular). */
  readonly skillMdRegular?: true;
}

export interface WalkState {
  readonly fs: Fs;
  readonly rootReal: string;
  readonly maxDepth: number;
  readonly followSkillLinks: boolean;
  /** True for root-relative paths the user asked to skip (`ignore` globs). */
  readonly ignored: (rel: string) => boolean;
  /** False when there is no `ignore` glob: `ignored` is then always false (the walk builds no path to ask it). */
  readonly ignoring: boolean;
  readonly files: WalkedFile[];
  readonly skills: WalkedSkill[];
  readonly problems: LoadProblem[];
  readonly visited: Set<string>;
  /** Real paths of the skill folders found so far (a link to one from a host folder is an alias). */
  readonly skillReals: Set<string>;
  /** Real path → root-relative folder of each skill found so far (hostLinkedFrom maps links to skills with it). */
  readonly skillDirByReal: Map<string, string>;
  /**
   * Links in or to a host skill folder that reach a folder already read (isHostAlias, or a host
   * folder's SKILL.md linked to another skill's): the link (root-relative) and the real folder it
   * reaches. The skills are read once, from their real folder; a host that follows links lists them
   * from the link too (hostLinkedFrom, hosts/placement.ts).
   */
  readonly hostLinks: { readonly rel: string; readonly real: string }[];
  /** SKILL.md files found below maxDepth (not loaded; reported). */
  readonly deepSkillFiles: string[];
  /** Hidden folders passed over where skills are searched (`.foo`, `.claude/plugins`), for the note. */
  readonly hiddenFolders: { readonly rel: string; readonly abs: string }[];
  /** Files of a host prefix the walk lists but does not read (`.github/copilot-instructions.md`). */
  readonly prefixFiles: string[];
  /**
   * Other entries the walk listed and neither entered nor read: hidden names inside a skill or
   * where skills are searched, and paths the `ignore` globs skip. A link into one is not known to
   * be missing (SkillSet.unwalked).
   */
  readonly passedOver: string[];
  /**
   * False when the caller reads no resource (a frontmatter-only load): the files inside a skill
   * are not recorded and a skill's resource folders (`references/`, `assets/`… — walk-nested.ts)
   * are not entered, since no SKILL.md there is a skill of its own. Default true.
   */
  readonly ownedFiles: boolean;
  /**
   * Every folder the walk listed (root-relative), with the plugin marker names it holds
   * (PLUGIN_MARKERS): install units (units.ts) probe a listed folder only for the markers it has.
   */
  readonly listed: Map<string, readonly string[]>;
  /** Real paths of the resource folders passed over (ownedFiles false): a link into one is a folder already seen. */
  readonly skippedReals: Set<string>;
  /**
   * Skill folders (root-relative) whose SKILL.md opens with frontmatter, asked for only when the
   * walk would pass over one of their resource folders (ownedFiles false): a folder whose SKILL.md
   * does not can still be dropped as an overlay after the walk (stream.ts withoutOverlays), and then
   * what lies in its resource folders is reported as the whole walk reports it.
   */
  readonly ownerOpens: Map<string, boolean>;
  /**
   * Problems about links outside every skill, with the link (root-relative) and the real folder it
   * reaches a second time (unset: the link is broken): keepSkillLinkProblems drops those that
   * touch no skill once the walk is done.
   */
  readonly outsideLinks: { readonly problem: LoadProblem; readonly rel: string; readonly target?: string }[];
}

/** Entry names that may make a folder a plugin or marketplace (units.ts reads what is in them). */
const PLUGIN_MARKERS: ReadonlySet<string> = new Set(['.claude-plugin', '.codex-plugin', 'plugin.json', '.agents']);
const NO_MARKERS: readonly string[] = Object.freeze([]);

/** Records that the walk listed `rel` and which plugin markers it holds. */
export function recordListed(state: WalkState, rel: string, names: readonly { readonly name: string }[]): void {
  let marks: string[] | undefined;
  for (const e of names) {
    // The length first: a hash of every name of every folder was most of this function's time.
    if (MARKER_LENGTHS.has(e.name.length) && PLUGIN_MARKERS.has(e.name)) (marks ??= []).push(e.name);
  }
  state.listed.set(rel, marks ?? NO_MARKERS);
}

const MARKER_LENGTHS: ReadonlySet<number> = new Set([...PLUGIN_MARKERS].map((m) => m.length));

export const join = (a: string, b: string): string => (a === '' ? b : `${a}/${b}`);
export const absJoin = (a: string, b: string): string => (a.endsWith('/') ? `${a}${b}` : `${a}/${b}`);

/** The last name of a root-relative folder (`a/.claude` → `.claude`; '' → ''). */
export function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

export type Kind = 'file' | 'dir' | { readonly special: SpecialKind };

export interface Entry {
  readonly name: string;
  readonly kind: Kind;
  /** Set for a symlink: where it resolves. */
  readonly target?: string;
}
