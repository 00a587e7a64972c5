/**
 * Host profiles: for each host, the folders it discovers skills in (project and user scope), how
 * deep it looks, what it does with plugins and with two skills of one name, and which listing
 * simulation renders what it found. docs/hosts.md is the long form with every source.
 *
 * Folders are listed in scan order, lowest precedence first, so `last-wins` means "a later folder
 * replaces an earlier skill of the same name". Depth counts the skill folder's segments below the
 * host folder: `.claude/skills/x` is 1, a SKILL.md in the host folder itself is 0.
 * Only folders at the project root are modelled (the working folder is the root): Claude Code's
 * nested `<sub>/.claude/skills` load when files there are touched, not at session start.
 */
import type { HostId } from './types.js';

export const PROFILE_IDS = [
  'claude-code',
  'codex',
  'codex-legacy',
  'copilot-cli',
  'copilot-cli-legacy',
  'gemini-cli',
  'opencode',
  'cursor',
] as const satisfies readonly HostId[];

export type ProfileId = (typeof PROFILE_IDS)[number];

export interface FolderRule {
  /** Relative to the project root (`project`) or to the home folder (`user`). */
  readonly path: string;
  readonly scope: 'project' | 'user';
  readonly minDepth: number;
  /** Infinity: any depth. */
  readonly maxDepth: number;
  /** Codex scope rank (Repo 2, User 3), which orders its listing. */
  readonly scopeRank?: number;
}

export interface HostProfile {
  readonly id: ProfileId;
  readonly title: string;
  /** The listing simulation (src/hosts/index.ts `simulateListing`). */
  readonly listing: HostId;
  readonly folders: readonly FolderRule[];
  /** Plugin skills: listed as `plugin:name`, under their bare name, or not read from a plugin. */
  readonly plugins: 'namespaced' | 'bare' | 'none';
  /**
   * Two skills of one name: `last-wins` (a later folder replaces the earlier skill), `keep-all`
   * (both listed), `not-public` (both kept here, flagged: which one the host keeps is unknown).
   */
  readonly duplicates: 'last-wins' | 'keep-all' | 'not-public';
  /** The budget is documented (false: size shown, no verdict). */
  readonly budgetPublic: boolean;
  /**
   * The host lists a skill reached through a symlinked folder in its skill folder
   * (`.claude/skills/x -> ../../.agents/skills/x`): `true` where its code or a maintainer-confirmed
   * report says so (docs/hosts.md, "Linked skill folders"); `false` where no public source settles
   * it — the link is then not counted, as before.
   */
  readonly followsLinks: boolean;
  /**
   * The host loads a plugin's skills from its `skills/` folder and the manifest's `skills` paths
   * only (InstallUnit.outsideSkillRoots: `templates/skills/x` is not loaded); `false` where no
   * public source says how it finds them — every skill in the plugin folder is then listed.
   */
  readonly pluginSkillRoots: boolean;
  /** One line each: where these rules come from. */
  readonly sources: readonly string[];
}

const project = (path: string, minDepth: number, maxDepth: number, scopeRank?: number): FolderRule => ({
  path,
  scope: 'project',
  minDepth,
  maxDepth,
  ...(scopeRank !== undefined ? { scopeRank } : {}),
});
const user = (path: string, minDepth: number, maxDepth: number, scopeRank?: number): FolderRule => ({
  path,
  scope: 'user',
  minDepth,
  maxDepth,
  ...(scopeRank !== undefined ? { scopeRank } : {}),
});

// Codex: `repo_agents_skill_roots` and the project config layer's `.codex/skills` are Repo scope;
// `$HOME/.agents/skills` and the deprecated `$CODEX_HOME/skills` User scope
// (codex-rs/core-skills/src/loader.rs @033d1d07). MAX_SCAN_DEPTH = 6 below each root. No name
// de-duplication (`load_skills_from_roots` dedupes by path only); plugins `plugin:skill`
// (`namespaced_skill_name`).
const CODEX_FOLDERS = [
  project('.agents/skills', 0, 6, 2),
  project('.codex/skills', 0, 6, 2),
  user('.agents/skills', 0, 6, 3),
  user('.codex/skills', 0, 6, 3),
];
const CODEX_SOURCES = [
  'openai/codex codex-rs/core-skills/src/loader.rs @033d1d07: roots, scopes, MAX_SCAN_DEPTH = 6, hidden entries skipped, dedupe by path only, plugin:skill names',
  'openai/codex codex-rs/core-skills/src/render.rs @0899b7c4: order by scope (System, Admin, Repo, User) then name then path, 2 % of the window, round-robin, first-fit bare lines',
  'developers.openai.com/codex/skills: "Where to save skills", "roughly 2% of the model\'s context window, or 8,000 characters"',
];
const COPILOT_FOLDERS = [
  project('.github/skills', 1, 1),
  project('.claude/skills', 1, 1),
  project('.agents/skills', 1, 1),
  user('.copilot/skills', 1, 1),
  user('.claude/skills', 1, 1),
  user('.agents/skills', 1, 1),
];
const COPILOT_SOURCES = [
  'docs.github.com copilot-cli add-skills / create-skills: project .github/skills, .claude/skills, .agents/skills; personal ~/.copilot/skills, ~/.claude/skills, ~/.agents/skills (depth not public: one folder level modelled)',
  'github/copilot-cli#2314, #1464 and dotnet/skills PR #803: 15,000-character SKILL_CHAR_BUDGET over escaped <skill> blocks (+1 each), alphabetical, disable-model-invocation excluded',
  'github/copilot-cli#4430: a repository skill and a plugin skill of one name are both loaded',
];

export const HOST_PROFILES = {
  'claude-code': {
    id: 'claude-code',
    title: 'Claude Code',
    listing: 'claude-code',
    // Personal overrides project ("enterprise overrides personal, and personal overrides project":
    // code.claude.com/docs/en/skills, quoted in anthropics/claude-code#93075); no `.agents/skills`
    // (#56193, #70247 closed); the documented layout is `<name>/SKILL.md`.
    folders: [project('.claude/skills', 1, 1), user('.claude/skills', 1, 1)],
    plugins: 'namespaced',
    duplicates: 'last-wins',
    budgetPublic: true,
    // The CLI lists a skill folder that is a symlink (anthropics/claude-code#68118: discovered,
    // listed and auto-invoked on 2.1.53-2.1.177; #37435: "the CLI follows them normally", the
    // desktop app skipped them).
    followsLinks: true,
    // Plugin skills: `skills/<name>/SKILL.md` at the plugin root (code.claude.com/docs/en/plugins-reference;
    // a SKILL.md elsewhere is not discovered: moonbitlang/skills#7, deanpeters/Product-Manager-Skills#10).
    pluginSkillRoots: true,
    sources: [
      'code.claude.com/docs/en/skills: where skills live, personal over project, plugin skills as plugin:skill, 1 % of the window, least-used descriptions dropped first, every name kept',
      'anthropics/claude-code CHANGELOG 2.1.32 (budget scales with the window), 2.1.86 / 2.1.105 (per-entry cap 250 → 1,536), 2.1.129 (skillOverrides), 2.1.178 (nested <dir>:<name>)',
    ],
  },
  codex: {
    id: 'codex',
    title: 'Codex',
    listing: 'codex',
    folders: CODEX_FOLDERS,
    plugins: 'namespaced',
    duplicates: 'keep-all',
    budgetPublic: true,
    // `discover_skills_under_root` follows symlinked folders for Repo, User and Admin roots and
    // keeps one skill per canonical SKILL.md path (loader.rs @033d1d07).
    followsLinks: true,
    // `plugin_skill_roots`: the plugin's `skills/` and the manifest's `skills` path (core/src/plugins/manager.rs).
    pluginSkillRoots: true,
    sources: CODEX_SOURCES,
  },
  'codex-legacy': {
    id: 'codex-legacy',
    title: 'Codex legacy',
    listing: 'codex-legacy',
    folders: CODEX_FOLDERS,
    plugins: 'namespaced',
    duplicates: 'keep-all',
    budgetPublic: true,
    // Whether the releases before 2026-06-19 followed links is not in the stored sources.
    followsLinks: false,
    pluginSkillRoots: true,
    sources: [...CODEX_SOURCES, 'loader.rs validate_len: a description over 1,024 characters refuses the skill'],
  },
  'copilot-cli': {
    id: 'copilot-cli',
    title: 'Copilot CLI',
    listing: 'copilot-cli',
    folders: COPILOT_FOLDERS,
    plugins: 'bare',
    duplicates: 'keep-all',
    budgetPublic: true,
    followsLinks: false,
    pluginSkillRoots: false,
    sources: [
      ...COPILOT_SOURCES,
      'dotnet/skills PR #803 (CLI 1.0.36, 1.0.61): past the budget every skill collapses to a bare name',
    ],
  },
  'copilot-cli-legacy': {
    id: 'copilot-cli-legacy',
    title: 'Copilot 0.0.4xx',
    listing: 'copilot-cli-legacy',
    folders: COPILOT_FOLDERS,
    plugins: 'bare',
    duplicates: 'keep-all',
    budgetPublic: true,
    followsLinks: false,
    pluginSkillRoots: false,
    sources: [
      ...COPILOT_SOURCES,
      'github/copilot-cli#2314 (minified Q3r): stop at the first block that does not fit, "<!-- Showing N of M skills due to token limits -->"',
    ],
  },
  'gemini-cli': {
    id: 'gemini-cli',
    title: 'Gemini CLI',
    listing: 'gemini-cli',
    // skillManager.ts:54-99 tiers, lowest first: user ~/.gemini/skills, ~/.agents/skills, then
    // workspace .gemini/skills, .agents/skills (trusted folders only; modelled as trusted);
    // skillLoader.ts:127-133 globs `SKILL.md` and `*/SKILL.md` (root or one level).
    folders: [
      user('.gemini/skills', 0, 1),
      user('.agents/skills', 0, 1),
      project('.gemini/skills', 0, 1),
      project('.agents/skills', 0, 1),
    ],
    plugins: 'none',
    duplicates: 'last-wins',
    budgetPublic: true,
    followsLinks: false,
    pluginSkillRoots: false,
    sources: [
      'google-gemini/gemini-cli @5411f113 packages/core/src/skills/skillManager.ts:54-147 (tiers, later tier wins), skillLoader.ts:127-180 (depth, name sanitiser)',
      'packages/core/src/prompts/snippets.ts:314-334 (render); no budget or per-entry cap in loader or renderer',
    ],
  },
  opencode: {
    id: 'opencode',
    title: 'OpenCode',
    listing: 'opencode',
    // skill/index.ts `loadSkills`: ~/.claude, ~/.agents (skills/**), then project .claude/.agents,
    // then config folders ~/.config/opencode and .opencode ({skill,skills}/**); a later scan
    // overwrites the same name.
    folders: [
      user('.claude/skills', 0, Infinity),
      user('.agents/skills', 0, Infinity),
      project('.claude/skills', 0, Infinity),
      project('.agents/skills', 0, Infinity),
      user('.config/opencode/skill', 0, Infinity),
      user('.config/opencode/skills', 0, Infinity),
      project('.opencode/skill', 0, Infinity),
      project('.opencode/skills', 0, Infinity),
    ],
    plugins: 'none',
    duplicates: 'last-wins',
    budgetPublic: true,
    // `Glob.scan(..., { symlink: true })` over `skills/**/SKILL.md` (skill/index.ts @048f74f4).
    followsLinks: true,
    pluginSkillRoots: false,
    sources: [
      'anomalyco/opencode packages/opencode/src/skill/index.ts @048f74f4: EXTERNAL_DIRS, {skill,skills}/**/SKILL.md, later scan overwrites, localeCompare order',
      'session/system.ts: <available_skills> with file:// locations; no budget; PR #31269 (2026-06-07) removed the second copy in the tool description',
    ],
  },
  cursor: {
    id: 'cursor',
    title: 'Cursor',
    listing: 'cursor',
    // cursor.com/docs/context/skills (table as mirrored at skillscursor.com/blog/how-skills-work):
    // project .agents/.cursor, user ~/.cursor, and for compatibility .claude/.codex in both scopes.
    // Recursive walk per a third-party provider file (secondary); precedence not public.
    folders: [
      project('.cursor/skills', 1, Infinity),
      project('.agents/skills', 1, Infinity),
      project('.claude/skills', 1, Infinity),
      project('.codex/skills', 1, Infinity),
      user('.cursor/skills', 1, Infinity),
      user('.claude/skills', 1, Infinity),
      user('.codex/skills', 1, Infinity),
    ],
    plugins: 'none',
    duplicates: 'not-public',
    budgetPublic: false,
    followsLinks: false,
    pluginSkillRoots: false,
    sources: [
      'cursor.com/docs/context/skills: skill folders, disable-model-invocation; listing format, order, budget and precedence are not public',
    ],
  },
} as const satisfies Record<ProfileId, HostProfile>;

/** The user-scope folders any profile reads, for loading a home folder once. */
export const USER_FOLDERS: readonly string[] = [
  ...new Set(
    PROFILE_IDS.flatMap((id) => HOST_PROFILES[id].folders.filter((f) => f.scope === 'user').map((f) => f.path)),
  ),
].sort();
