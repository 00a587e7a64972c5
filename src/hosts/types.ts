/**
 * Host listing simulation: how a host renders the skill catalog into the model's context and
 * what it drops when the catalog is over its budget. One file per host; all pure.
 */

/**
 * Every host a listing is simulated for: the `skillscope hosts` profiles (src/hosts/profiles.ts),
 * the older Claude Code listing, and the generic what-if host. `check`, `diff` and the audit
 * documents take any of them (`check` simulates `DEFAULT_HOSTS` unless told); `catalog --format`
 * and cost's `listing:HOST` every named one.
 */
export const HOST_IDS = [
  'claude-code',
  'claude-code-legacy',
  'codex',
  'codex-legacy',
  'copilot-cli',
  'copilot-cli-legacy',
  'gemini-cli',
  'opencode',
  'cursor',
  'generic',
] as const;

export type HostId = (typeof HOST_IDS)[number];

/** The real hosts (every id but the generic what-if host, which its own options set up). */
export type NamedHostId = Exclude<HostId, 'generic'>;
export const NAMED_HOST_IDS: readonly NamedHostId[] = HOST_IDS.filter((h): h is NamedHostId => h !== 'generic');

/**
 * How a SKILL.md reads to a host stricter or looser than a YAML parser: the loader records it
 * (src/skills/quirks.ts), each host's profile decides what it does with it (file-reading.ts).
 * Absent: nothing unusual.
 */
export interface FileQuirks {
  /** The file starts with a UTF-8 byte-order mark (the loader strips it; some hosts do not). */
  readonly bom?: true;
  /** The frontmatter block is there but its YAML does not parse to a mapping. */
  readonly yamlError?: true;
  /**
   * What a line reader finds in the frontmatter — the last `name:` line, the last `description:`
   * line with its indented continuation lines — when the YAML parse does not give both fields as
   * strings. Present (possibly empty) exactly then.
   */
  readonly lines?: { readonly name?: string; readonly description?: string };
  /** The body's first paragraph, when the frontmatter gives no description (absent, null, or no frontmatter). */
  readonly firstParagraph?: string;
  /** `disable-model-invocation` written as `yes`, `on` or `1` (any case): true to hosts that read booleans leniently. */
  readonly lenientHidden?: true;
  /** Codex's `agents/openai.yaml` sets `policy.allow_implicit_invocation: false` (src/skills/codex-policy.ts). */
  readonly noImplicitInvocation?: true;
}

/** What a host knows about one skill when it builds the listing. */
export interface ListingSkill {
  readonly name: string;
  /** The description as written (hosts collapse whitespace when rendering). */
  readonly description: string;
  /** Claude Code's `when_to_use` frontmatter field, appended after the description. */
  readonly whenToUse?: string;
  /**
   * What the skill lacks for a host to list it: `description` (none, null or blank — no host
   * lists it) or `name` (no declared name: every host modelled falls back to the folder name,
   * which `name` then holds). A skill missing its description is `skipped` (reason `invalid`).
   */
  readonly missing?: 'description' | 'name';
  /** Claude Code: `disable-model-invocation: true` keeps a skill out of the model's listing. */
  readonly hiddenFromModel?: boolean;
  /** How the file reads to hosts stricter or looser than a YAML parser. */
  readonly quirks?: FileQuirks;
  /**
   * Set by a host's file reading (file-reading.ts), never by the caller: the host's loader refuses
   * the file — `bom` (it starts with a byte-order mark), `yaml` (its frontmatter does not parse) —
   * finds (`invalid`) no name or description it can use, or never looks where it sits (`folder`);
   * `hidden`: loaded, but kept out of the model's listing by a host-specific policy.
   */
  readonly refused?: 'bom' | 'yaml' | 'invalid' | 'folder' | 'hidden';
  /** Set by a host's file reading: where the description it lists came from when not the frontmatter's. */
  readonly readFrom?: 'lines' | 'first-paragraph';
  /** SKILL.md path relative to the scanned root. */
  readonly file: string;
  /** Host skill folder paths linked to this skill's folder (Skill.linkedFrom); absent: none. */
  readonly linkedFrom?: readonly string[];
  /** Times used (Claude Code drops the least-used descriptions first); 0 without data. */
  readonly usage: number;
  /**
   * Codex's scope rank (System 0, Admin 1, Repo 2, User 3: `prompt_scope_rank` in
   * codex-rs/core-skills/src/render.rs), which orders its listing before names. Absent: one scope.
   */
  readonly scopeRank?: number;
  /**
   * Copilot CLI's `<location>` label (`project`, `user`, the plugin: dotnet/skills SkillProfiler.cs
   * `SkillMenuLocation`); absent: `file`.
   */
  readonly locationLabel?: string;
}

/**
 * - `full`: rendered completely;
 * - `cut`: description shortened (per-entry cap or even shortening);
 * - `name-only`: listed without any description;
 * - `omitted`: not listed at all because of the budget;
 * - `skipped`: never listed for a reason other than the budget (invalid or hidden).
 */
export type EntryStatus = 'full' | 'cut' | 'name-only' | 'omitted' | 'skipped';

export interface ListingEntry {
  readonly name: string;
  readonly file: string;
  readonly status: EntryStatus;
  /** Code points of the description part (description + when_to_use) the host would show in full. */
  readonly fullChars: number;
  /** Code points of it actually shown. */
  readonly shownChars: number;
  /** A `cut` entry whose kept text ends inside a sentence. */
  readonly cutMidSentence: boolean;
  /**
   * Why an entry is not `full`: `entry-cap` (a per-entry limit: Claude Code's 1,536 chars,
   * Codex's 1,024), `budget`, `invalid` (no usable name or description), `bom` (the host refuses
   * a file that starts with a byte-order mark), `yaml` (the host refuses frontmatter its YAML
   * parser rejects), `folder` (the skill sits in another host's skill folder, which this host does
   * not search), `too-long` (`codex-legacy` refuses a description over 1,024 chars), `hidden`
   * (not model-invocable), `setting` (a Claude Code `skillOverrides` entry).
   */
  readonly reason?: 'entry-cap' | 'budget' | 'invalid' | 'bom' | 'yaml' | 'folder' | 'too-long' | 'hidden' | 'setting';
  /**
   * Where the host took the description from when not the frontmatter's: `lines` (its line
   * reader, frontmatter YAML rejects), `first-paragraph` (no description: the body's first paragraph).
   */
  readonly readFrom?: 'lines' | 'first-paragraph';
}

export interface HostListing {
  readonly host: HostId;
  /** The install unit (or `--install` set) listed, when the tree has several (check/units.ts). */
  readonly installUnit?: string;
  /** Unit of `budget`, `size`, `fullSize`, `overBy`. */
  readonly unit: 'chars' | 'tokens';
  /** null: no budget (the generic host given only `--description-cut`; hosts without a documented one). */
  readonly budget: number | null;
  /** Size of the listing entries with every description shown (after per-entry caps). */
  readonly fullSize: number;
  /** Size after the host applied its budget rule. */
  readonly size: number;
  /** How far the full listing is over the budget (0 when it fits). */
  readonly overBy: number;
  readonly entries: readonly ListingEntry[];
  /** The rendered listing as the model would see it (header included). */
  readonly text: string;
}

export interface HostParams {
  readonly windowTokens: number | undefined;
  readonly listingBudget?: number;
  readonly descriptionCut?: number;
  /** Copilot CLI's `SKILL_CHAR_BUDGET` environment variable (default 15,000 characters). */
  readonly copilotCharBudget?: number;
  /** Claude Code settings that change its listing (from `.claude/settings.json`). */
  readonly claudeSettings?: ClaudeListingSettings;
}

/** What a skill's `skillOverrides` entry does to it in Claude Code's listing. */
export type ClaudeSkillOverride = 'on' | 'off' | 'user-invocable-only' | 'name-only';

/** The Claude Code settings that shape the skill listing; every field optional. */
export interface ClaudeListingSettings {
  /** `skillListingBudgetFraction`: share of the window (× 4 chars/token); default 0.01. */
  readonly budgetFraction?: number;
  /** `skillListingMaxDescChars`: cap on description + " - " + when_to_use; default 1,536. */
  readonly maxDescChars?: number;
  /** `skillOverrides`: per skill name, `off` / `user-invocable-only` (not listed) or `name-only`. */
  readonly overrides?: Readonly<Record<string, ClaudeSkillOverride>>;
  /** `env.SLASH_COMMAND_TOOL_CHAR_BUDGET`: a fixed character budget replacing the computed one. */
  readonly charBudget?: number;
}
