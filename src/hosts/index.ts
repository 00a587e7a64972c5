/**
 * Host listing simulation entry point: turn a SkillSet into what each host would list.
 * Every skill is passed on; one a host cannot load (no usable description) is marked `missing`
 * and counted as `skipped` by that host.
 *
 * This floor sits below the skill model (the loader reads `folders.ts` to know which hidden
 * folders hosts search), so it names the fields it reads structurally instead of importing `Skill`.
 */
import { simulateClaudeCode } from './claude-code.js';
import { simulateClaudeCodeLegacy } from './claude-code-legacy.js';
import { simulateCodex, simulateCodexLegacy } from './codex.js';
import { simulateGeneric } from './generic.js';
import { simulateCopilotCli, simulateCopilotCliLegacy } from './copilot-cli.js';
import { simulateCursor, simulateGeminiCli, simulateOpenCode } from './unbounded.js';
import type { FileQuirks, HostId, HostListing, HostParams, ListingSkill } from './types.js';

export * from './types.js';
export { simulateClaudeCode, claudeCodeBudget, CLAUDE_CODE_ENTRY_CAP, CLAUDE_CODE_HEADER } from './claude-code.js';
export { simulateClaudeCodeLegacy, CLAUDE_CODE_LEGACY_BUDGET } from './claude-code-legacy.js';
export {
  simulateCodex,
  simulateCodexLegacy,
  codexBudget,
  codexVisibleDescription,
  CODEX_DESCRIPTION_MAX,
  CODEX_FALLBACK_CHARS,
  CODEX_PREAMBLE,
  CODEX_TRUNCATION_SUFFIX,
} from './codex.js';
export { parseClaudeSettings, type ClaudeSettingsResult } from './claude-settings.js';
export { simulateGeneric } from './generic.js';
export {
  simulateCopilotCli,
  simulateCopilotCliLegacy,
  COPILOT_CHAR_BUDGET,
  copilotBlock,
  escapeXml,
} from './copilot-cli.js';
export { simulateGeminiCli, simulateOpenCode, simulateCursor, geminiName } from './unbounded.js';
export { readAsHost } from './file-reading.js';
export {
  HOST_PROFILES,
  PROFILE_IDS,
  USER_FOLDERS,
  type HostProfile,
  type ProfileId,
  type FolderRule,
} from './profiles.js';

const SIMULATORS = {
  'claude-code': simulateClaudeCode,
  'claude-code-legacy': (skills, _params) => simulateClaudeCodeLegacy(skills),
  codex: simulateCodex,
  'codex-legacy': simulateCodexLegacy,
  'copilot-cli': simulateCopilotCli,
  'copilot-cli-legacy': simulateCopilotCliLegacy,
  'gemini-cli': (skills) => simulateGeminiCli(skills),
  opencode: (skills) => simulateOpenCode(skills),
  cursor: (skills) => simulateCursor(skills),
  generic: simulateGeneric,
} as const satisfies Record<HostId, (skills: readonly ListingSkill[], params: HostParams) => HostListing>;

/** The fields of a skill a host listing reads (a `Skill`, or check's text-free `SkillFacts`). */
export interface ListableSkill {
  readonly name: string;
  readonly description: string;
  /** `none` when the skill has no description a host could show. */
  readonly descriptionSource: 'frontmatter' | 'derived' | 'none';
  /** `dir` (a folder with SKILL.md, which hosts list by its declared name) or `flat`. */
  readonly layout: 'dir' | 'flat';
  readonly declaredName: string | undefined;
  readonly file: string;
  readonly frontmatter: { readonly data: Readonly<Record<string, unknown>> | null } | null;
  /** How the file reads to hosts stricter or looser than a YAML parser (the loader's record). */
  readonly quirks?: FileQuirks;
  /** Host skill folder paths linked to the skill's folder (Skill.linkedFrom). */
  readonly linkedFrom?: readonly string[];
}

/** What a skill lacks for hosts to list it (see `ListingSkill.missing`). */
function missingField(skill: ListableSkill): ListingSkill['missing'] {
  if (skill.descriptionSource === 'none' || skill.description.trim() === '') return 'description';
  if (skill.layout === 'dir' && (skill.declaredName ?? '').trim() === '') return 'name';
  return undefined;
}

/** The skills of a set as hosts see them. */
export function listingSkills(
  set: { readonly skills: readonly ListableSkill[] },
  usage: Readonly<Record<string, number>> = {},
): ListingSkill[] {
  return set.skills.map((skill) => {
    const data = skill.frontmatter?.data ?? {};
    const when = data['when_to_use'];
    const missing = missingField(skill);
    return {
      name: skill.name,
      description: missing === 'description' ? '' : skill.description,
      ...(missing ? { missing } : {}),
      ...(typeof when === 'string' && when.trim() !== '' ? { whenToUse: when } : {}),
      ...(data['disable-model-invocation'] === true ? { hiddenFromModel: true } : {}),
      ...(skill.quirks === undefined ? {} : { quirks: skill.quirks }),
      file: skill.file,
      ...(skill.linkedFrom === undefined ? {} : { linkedFrom: skill.linkedFrom }),
      usage: usage[skill.name] ?? 0,
    };
  });
}

export function simulateListing(host: HostId, skills: readonly ListingSkill[], params: HostParams): HostListing {
  return SIMULATORS[host](skills, params);
}

export {
  viewHosts,
  HOSTS_SCHEMA_VERSION,
  DEFAULT_HOSTS_WINDOW,
  type HostsView,
  type HostView,
  type HostsInput,
  type HostsOptions,
  type SeenSkill,
  type DuplicateName,
  type ViewSkill,
} from './view.js';
