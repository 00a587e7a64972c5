/**
 * Host listing simulation entry point: turn a SkillSet into what each host would list.
 * Skills a host could not load (no usable description) are left out of every listing.
 */
import type { SkillSet } from '../../skills/model.js';
import { simulateClaudeCode } from './claude-code.js';
import { simulateClaudeCodeLegacy } from './claude-code-legacy.js';
import { simulateCodex } from './codex.js';
import { simulateGeneric } from './generic.js';
import type { HostId, HostListing, HostParams, ListingSkill } from './types.js';

export * from './types.js';
export { simulateClaudeCode, claudeCodeBudget, CLAUDE_CODE_ENTRY_CAP, CLAUDE_CODE_HEADER } from './claude-code.js';
export { simulateClaudeCodeLegacy, CLAUDE_CODE_LEGACY_BUDGET } from './claude-code-legacy.js';
export { simulateCodex, CODEX_DESCRIPTION_MAX, CODEX_FALLBACK_CHARS, CODEX_PREAMBLE } from './codex.js';
export { simulateGeneric } from './generic.js';

const SIMULATORS = {
  'claude-code': simulateClaudeCode,
  'claude-code-legacy': (skills, _params) => simulateClaudeCodeLegacy(skills),
  codex: simulateCodex,
  generic: simulateGeneric,
} as const satisfies Record<HostId, (skills: readonly ListingSkill[], params: HostParams) => HostListing>;

/** The skills of a set as hosts see them. */
export function listingSkills(set: SkillSet, usage: Readonly<Record<string, number>> = {}): ListingSkill[] {
  return set.skills
    .filter((skill) => skill.descriptionSource !== 'none' && skill.description.trim() !== '')
    .map((skill) => {
      const data = skill.frontmatter?.data ?? {};
      const when = data['when_to_use'];
      return {
        name: skill.name,
        description: skill.description,
        ...(typeof when === 'string' && when.trim() !== '' ? { whenToUse: when } : {}),
        ...(data['disable-model-invocation'] === true ? { hiddenFromModel: true } : {}),
        file: skill.file,
        usage: usage[skill.name] ?? 0,
      };
    });
}

export function simulateListing(host: HostId, skills: readonly ListingSkill[], params: HostParams): HostListing {
  return SIMULATORS[host](skills, params);
}
