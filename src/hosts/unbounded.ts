/**
 * The hosts with no listing budget: every skill they load is listed with its whole description,
 * so the listing only grows. Each renders its own catalog (sizes differ), none cuts or omits.
 *
 * - Gemini CLI (`google-gemini/gemini-cli` @5411f113): `renderAgentSkills` in
 *   packages/core/src/prompts/snippets.ts:314-334 — a heading, one sentence, then
 *   `<available_skills>` with `<skill>` blocks (name, description, absolute `<location>`), joined
 *   by "\n", no XML escaping, in discovery order (the precedence Map keeps the first position:
 *   skillManager.ts:124-147). Names have `[:\\/<>*?"|]` replaced by `-` (skillLoader.ts:179-180).
 *   No budget or per-entry cap anywhere in the loader or renderer. The names are repeated in the
 *   `activate_skill` tool's enum (tools/definitions/dynamic-declaration-helpers.ts:186-214): we add
 *   that ` (Available: 'a', 'b')` text to the size.
 * - OpenCode (`anomalyco/opencode`, packages/opencode/src/skill/index.ts `available` and
 *   session/system.ts): two sentences, then `<available_skills>` blocks with a `file://` location,
 *   sorted by `localeCompare`, no escaping, no budget (`Skill.fmt` prints the full description).
 *   Before PR #31269 (2026-06-07) a second markdown copy sat in the skill tool's description;
 *   we model the current single copy.
 * - Cursor (closed): the render, order and budget are not public (cursor.com/docs/context/skills
 *   says only that the agent "is presented with available skills"). We print neutral
 *   `- name: description` lines so a size can be shown, and give no budget verdict.
 * Skills with `disable-model-invocation: true` are kept out by Cursor (documented field); Gemini
 * CLI and OpenCode read only `name` and `description`, so they list such skills.
 */
import { codePointLength } from '../base/text.js';
import { entryFor, renderedDescription } from './common.js';
import { readAsHost } from './file-reading.js';
import type { HostId, HostListing, ListingEntry, ListingSkill } from './types.js';

const GEMINI_HEADER =
  "# Available Agent Skills\n\nYou have access to the following specialized skills. To activate a skill and receive its detailed instructions, call the `activate_skill` tool with the skill's name.";
const OPENCODE_HEADER =
  'Skills provide specialized instructions and workflows for specific tasks.\nUse the skill tool to load a skill when a task matches its description.';

/** Gemini CLI's name sanitiser (skillLoader.ts:179-180). */
export function geminiName(name: string): string {
  return name.replace(/[:\\/<>*?"|]/g, '-');
}

function xmlBlock(name: string, description: string, location: string): string {
  return `  <skill>\n    <name>${name}</name>\n    <description>${description}</description>\n    <location>${location}</location>\n  </skill>`;
}

/** `file://` URL of a root-relative path, as `pathToFileURL(...).href` spells the path part. */
function fileUrl(file: string): string {
  return `file:///${file.split('/').map(encodeURIComponent).join('/')}`;
}

function unbounded(
  host: HostId,
  skills: readonly ListingSkill[],
  listed: readonly ListingSkill[],
  text: string,
  extra = 0,
): HostListing {
  const size = codePointLength(text) + extra;
  const bySkill = new Map<ListingSkill, ListingEntry>(
    listed.map((s) => [
      s,
      entryFor(s, renderedDescription(s, false), codePointLength(renderedDescription(s, false)), 'full'),
    ]),
  );
  const skipped = (s: ListingSkill): ListingEntry['reason'] =>
    s.missing === 'description' ? (s.refused ?? 'invalid') : 'hidden';
  return {
    host,
    unit: 'chars',
    budget: null,
    fullSize: size,
    size,
    overBy: 0,
    entries: skills.map((s) => bySkill.get(s) ?? entryFor(s, renderedDescription(s, false), 0, 'skipped', skipped(s))),
    text,
  };
}

/** Gemini CLI keeps the order it was given (discovery order); it ignores `disable-model-invocation`. */
export function simulateGeminiCli(input: readonly ListingSkill[]): HostListing {
  // A BOM, no `name`, YAML read by lines: Gemini CLI's loader first (file-reading.ts).
  const skills = readAsHost('gemini-cli', input);
  const listed = skills.filter((s) => s.missing !== 'description');
  if (listed.length === 0) return unbounded('gemini-cli', skills, listed, '');
  const blocks = listed.map((s) => xmlBlock(geminiName(s.name), s.description.trim(), s.file));
  const text = `${GEMINI_HEADER}\n\n<available_skills>\n${blocks.join('\n')}\n</available_skills>`;
  const enumText = ` (Available: ${listed.map((s) => `'${geminiName(s.name)}'`).join(', ')})`;
  return unbounded('gemini-cli', skills, listed, text, codePointLength(enumText));
}

/** OpenCode sorts by `localeCompare` (not code-unit order) and ignores `disable-model-invocation`. */
export function simulateOpenCode(input: readonly ListingSkill[]): HostListing {
  const skills = readAsHost('opencode', input);
  const listed = skills.filter((s) => s.missing !== 'description').sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const body =
    listed.length === 0
      ? 'No skills are currently available.'
      : `<available_skills>\n${listed.map((s) => xmlBlock(s.name, s.description, fileUrl(s.file))).join('\n')}\n</available_skills>`;
  return unbounded('opencode', skills, listed, `${OPENCODE_HEADER}\n${body}`);
}

/** Cursor: render not public — neutral lines in name order, for a size only. */
export function simulateCursor(input: readonly ListingSkill[]): HostListing {
  const skills = readAsHost('cursor', input);
  const listed = skills
    .filter((s) => !s.hiddenFromModel && s.missing !== 'description')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return unbounded(
    'cursor',
    skills,
    listed,
    listed.map((s) => `- ${s.name}: ${renderedDescription(s, false)}`).join('\n'),
  );
}
