/**
 * What rule evidence cites, and how evidence bounds a default severity.
 *
 * Each source is named once, pinned to the version we read, so a claim in docs/rules.md can be
 * checked against the text it rests on (and re-checked when that text moves). Line numbers are
 * of that version. Claude Code is not open source: its CHANGELOG and documentation are the
 * evidence for what it does.
 */
import type { Consequence, Severity } from '../types.js';

/**
 * How a rule's evidence names each source: short, because a rule cites several. The full,
 * pinned reference of each is in `EVIDENCE_SOURCES` (the "Sources" list of docs/rules.md).
 */
export const SPEC = 'Spec';
export const CLIENT_GUIDE = 'Client guide';
export const SKILLS_REF = 'skills-ref';
export const CODEX_LOADER = 'Codex `loader.rs`';
export const CODEX_RENDER = 'Codex `render.rs`';
export const CODEX_VISIBLE = 'Codex `model_visible.rs`';
export const GEMINI_LOADER = 'Gemini CLI `skillLoader.ts`';
export const CLAUDE_CHANGELOG = 'Claude Code CHANGELOG';
export const CLAUDE_DOCS = 'Claude Code docs';
export const PLATFORM_DOCS = 'Anthropic platform docs';
export const SKILLS_CLI = 'skills CLI `skills.ts`';
export const BEST_PRACTICES = 'Anthropic best practices';
/** How every `guidance` source starts: said plainly, so no one mistakes it for a host rule. */
export const GUIDANCE = 'guidance: our own heuristic';

/** Each short name above with the document, and the version of it, that was read. */
export const EVIDENCE_SOURCES = [
  {
    name: SPEC,
    ref: 'the Agent Skills specification, agentskills/agentskills `docs/specification.mdx` at 69ef37e (2026-08-09)',
  },
  {
    name: CLIENT_GUIDE,
    ref: "the specification's guide for clients, `docs/client-implementation/adding-skills-support.mdx` at 69ef37e",
  },
  {
    name: SKILLS_REF,
    ref: "the specification's reference validator, `skills-ref/src/skills_ref/` (`validator.py`, `parser.py`) at 69ef37e",
  },
  {
    name: CODEX_LOADER,
    ref: 'openai/codex `codex-rs/core-skills/src/loader.rs` (the stored version, before pull request 29006)',
  },
  { name: CODEX_RENDER, ref: 'openai/codex `codex-rs/core-skills/src/render.rs`' },
  { name: CODEX_VISIBLE, ref: 'openai/codex `codex-rs/core-skills/src/model_visible.rs`' },
  { name: GEMINI_LOADER, ref: 'google-gemini/gemini-cli `packages/core/src/skills/skillLoader.ts` at 04fbf507' },
  { name: CLAUDE_CHANGELOG, ref: 'anthropics/claude-code `CHANGELOG.md` at 5cfc0a1 (2026-08-22), cited by release' },
  { name: CLAUDE_DOCS, ref: 'code.claude.com/docs/en/skills (frontmatter reference, skill listing settings)' },
  {
    name: PLATFORM_DOCS,
    ref: 'platform.claude.com/docs/en/agents-and-tools/agent-skills/overview (field requirements, upload limits)',
  },
  {
    name: BEST_PRACTICES,
    ref: 'platform.claude.com/docs/en/agents-and-tools/agent-skills/best-practices (skill authoring best practices: "Avoid deeply nested references")',
  },
  {
    name: SKILLS_CLI,
    ref: 'the `npx skills add` installer, vercel-labs/skills `src/skills.ts` (`discoverSkills`) and `src/constants.ts` (`DEFAULT_SKILL_CONTAINER_DEPTH = 3`), as stored 2026-12',
  },
] as const;

/**
 * The default severities a consequence allows. An error only where a host refuses, drops or
 * mis-loads the skill, a file it needs is missing, or the run could not check what it was asked
 * to; guidance (sizes, style, "consider") is a warning or info. A test holds every rule to it.
 */
export const CONSEQUENCE_SEVERITIES = {
  refused: ['error'],
  dropped: ['error'],
  misloaded: ['error', 'warn'],
  missing: ['error', 'warn', 'info'],
  unchecked: ['error', 'warn'],
  validator: ['warn', 'info'],
  degraded: ['warn', 'info'],
  cost: ['warn', 'info'],
  upkeep: ['warn', 'info'],
} as const satisfies Record<Consequence, readonly Severity[]>;
