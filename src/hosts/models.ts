/**
 * What each host model follows and where that comes from — rendered into docs/rules.md
 * ("Host models"), so the page names the source file and the change behind every simulation.
 * `satisfies Record<HostId, …>` makes a host added without its note a compile error.
 */
import type { HostId } from './types.js';

export interface HostModelNote {
  /** The behaviour modelled, in one or two sentences. */
  readonly follows: string;
  /** Where it is documented or implemented upstream. */
  readonly source: string;
  /** What we could not verify or chose not to model. */
  readonly caveats: string;
}

export const HOST_MODELS = {
  'claude-code': {
    follows:
      'Current Claude Code: `- name: description` lines (+ ` - when_to_use`); budget = window × 4 chars/token × `skillListingBudgetFraction` (default 0.01: 8,000 chars at 200k) unless `env.SLASH_COMMAND_TOOL_CHAR_BUDGET` sets it; each entry capped at `skillListingMaxDescChars` (default 1,536) over description + " - " + when_to_use; over budget the least-used skills lose their description first; `skillOverrides` off / user-invocable-only (not listed) / name-only; `disable-model-invocation: true` (or yes / on / 1, since 2.1.218) not listed. A skill without a description is listed by its first paragraph (2.1.69); frontmatter YAML rejects is read by its `name:` / `description:` lines (2.1.69, colons), else as empty metadata (2.1.186); a file starting with a BOM is read (2.1.239). Settings are read from the project\'s `.claude/settings.json` (or `--claude-settings FILE`).',
    source:
      'Claude Code documentation of the skill listing settings and the frontmatter reference (2026); its CHANGELOG.md at 5cfc0a1 (2.1.69, 2.1.186, 2.1.218, 2.1.239). Claude Code is not open source, so the line format and the header are our stand-ins.',
    caveats:
      'Without usage data every skill counts as unused and ties drop in reverse name order; usage decay is not modelled. The header line is not charged. What counts as the first paragraph, and how a description with colons is read, are not public: we take the first run of non-blank body lines, and the description line as a line reader finds it.',
  },
  'claude-code-legacy': {
    follows:
      'Older Claude Code: one XML `<skill>` block per skill, a fixed 15,000-character budget, entries kept in name order until one does not fit. A skill without a description, frontmatter that is not valid YAML and a file starting with a BOM are not loaded (fixed in 2.1.69, 2.1.186 and 2.1.239).',
    source: 'Maintainer statements in public issue threads (2025).',
    caveats: 'Kept for projects pinned to an old release.',
  },
  codex: {
    follows:
      'Codex since its pull request 29006 (merged 2026-06-19): a description over 1,024 characters (after collapsing whitespace) is truncated to its first 1,021 + "..." (SK314) instead of refused; lines `- name: description (file: path)` in name order, each charged with its newline and path; budget 2 % of the window in approximate tokens (UTF-8 bytes / 4 rounded up, per line), 8,000 characters without a window; over budget, description characters are handed out one at a time round-robin; if even bare lines do not fit, bare lines are taken first-fit and the rest omitted. A missing name falls back to the folder name; a missing or blank description, YAML that does not parse, and a file starting with a BOM (the first line must trim to `---`) are refused. A skill whose `agents/openai.yaml` sets `policy.allow_implicit_invocation: false` is not listed.',
    source:
      '`openai/codex` `codex-rs/core-skills/src/render.rs` (budget, line format, round-robin, first-fit), `codex-rs/core-skills/src/model_visible.rs` (the 1,024 cap: 1,021 + "..."), `codex-rs/core-skills/src/loader.rs` (whitespace collapse, name fallback, empty description refused; `extract_frontmatter` and `InvalidYaml` for BOM and YAML errors, openai/codex#13918; `load_skill_metadata` for `agents/openai.yaml`), `model.rs` and `render.rs` `build_available_skills` (only skills that allow implicit invocation are listed).',
    caveats:
      'The stored copy of `loader.rs` we read predates the change (it still refuses descriptions over 1,024); the truncation comes from `model_visible.rs`, and where the listing applies it could not be confirmed in the stored `render.rs`. Codex prints absolute paths (ours are relative to the scanned root, so real lines are longer) and, over budget, may switch to short aliased paths with a table of roots when that keeps more; skill scopes (system, admin, repo, user) order the listing before names — every skill here counts as one scope. Token cost: UTF-8 bytes / 4 rounded up per line, as `render.rs` counts the round-robin characters and as the stored `approx_token_count` computes it; a later stored `codex-rs/utils/string/src/truncate.rs` estimates the larger of that and a word-based count, which would make lines of many short words cost more — not modelled.',
  },
  'codex-legacy': {
    follows:
      'Codex before 2026-06-19: the same listing, but a description over 1,024 characters after collapsing whitespace makes the loader refuse the skill (SK315).',
    source:
      '`openai/codex` `codex-rs/core-skills/src/loader.rs` (`validate_len` on the description, before pull request 29006).',
    caveats:
      'The listing rules are those of the current `render.rs`; older releases may have shortened descriptions differently.',
  },
  'copilot-cli': {
    follows:
      'Copilot CLI 1.0.36 and later: one XML-escaped `<skill>` block (name, description, location) per skill, each charged its length + 1, in name order, against `SKILL_CHAR_BUDGET` (15,000 characters); from the first block that does not fit on, every skill is listed by its bare name. `disable-model-invocation: true` skills are left out.',
    source:
      'github/copilot-cli#2314 and #1464 (the minified loop and its budget), dotnet/skills PR #803 (a validator mirroring the runtime, 1.0.36 and 1.0.61). Copilot CLI is not open source.',
    caveats:
      'How a bare name is rendered and whether it is charged is not public: we print `<skill><name>N</name></skill>` and do not charge it. The location label is `file` outside `skillscope hosts`, which knows the folder (`project`, `user`, the plugin).',
  },
  'copilot-cli-legacy': {
    follows:
      'Copilot CLI 0.0.4xx: the same blocks and budget, but the loop stops at the first block that does not fit; the rest are left out and `<!-- Showing N of M skills due to token limits -->` follows.',
    source: 'github/copilot-cli#2314 (0.0.409, the minified loop quoted in the thread).',
    caveats: 'Kept for users of the 0.0.4xx releases.',
  },
  'gemini-cli': {
    follows:
      'Gemini CLI: a heading, one sentence, then `<available_skills>` with one unescaped `<skill>` block per skill (name with `[:\\/<>*?"|]` replaced by `-`, description, location) in discovery order; the names are repeated in the `activate_skill` enum, which we count. No budget, no per-entry cap; `disable-model-invocation` is not read. A file starting with a BOM is skipped (the frontmatter pattern is anchored at `---`); `name` and `description` come from the YAML when both are strings, else from a line reader that needs both lines — so a skill without `name` is skipped, and a description that breaks YAML is read from its line.',
    source:
      '`google-gemini/gemini-cli` @5411f113 `packages/core/src/prompts/snippets.ts:314-334` (render), `skills/skillLoader.ts:127-180` (depth, names), `tools/definitions/dynamic-declaration-helpers.ts:186-214` (the enum); @04fbf507 `skills/skillLoader.ts:32-33, 39-108, 166-175` (BOM, YAML and line reading).',
    caveats:
      'No budget: SK310–SK313 never fire for it; the size is what it costs. Locations are root-relative here, absolute in the host.',
  },
  opencode: {
    follows:
      'OpenCode: two sentences, then `<available_skills>` blocks with a `file://` location, sorted by `localeCompare`, unescaped, every description in full. No budget; only `name` and `description` are read.',
    source:
      '`anomalyco/opencode` @048f74f4 `packages/opencode/src/skill/index.ts` (`available`, `fmt`) and `session/system.ts`; PR #31269 (2026-06-07) removed the second copy from the skill tool description.',
    caveats: 'No budget: SK310–SK313 never fire for it. The pre-#31269 second copy is not modelled.',
  },
  cursor: {
    follows:
      'Cursor: the skills it discovers, `disable-model-invocation: true` left out; neutral `- name: description` lines in name order so a size can be shown.',
    source: 'cursor.com/docs/context/skills (folders, `disable-model-invocation`). Cursor is not open source.',
    caveats:
      'The listing format, order, budget and per-entry cap are not public: the size is our stand-in and no budget verdict is given (budget null).',
  },
  generic: {
    follows:
      '`- name: description` in name order; `--description-cut` cuts each description, `--listing-budget` keeps entries while they fit.',
    source: 'Common index and bounded-catalog formats (240- and 256-character cuts, 8,000-byte catalogs).',
    caveats: 'Not a real host: a what-if for custom integrations.',
  },
} as const satisfies Record<HostId, HostModelNote>;
