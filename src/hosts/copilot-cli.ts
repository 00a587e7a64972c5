/**
 * GitHub Copilot CLI (closed source; rules from its changelog, issue threads quoting the minified
 * SDK, and validators that mirror it — docs/hosts.md names each). One XML-escaped block per skill,
 *
 *   <skill>\n  <name>N</name>\n  <description>D</description>\n  <location>L</location>\n</skill>
 *
 * each charged its length + 1 (dotnet/skills `RenderedSkillMenuCost_…` test, "mirrors
 * skillToolDescription.ts"; github/copilot-cli#2314 `w3r(skill)`), in alphabetical name order
 * (dotnet/skills PR #803; github/copilot-cli#1464), against a fixed 15,000-character budget
 * (`SKILL_CHAR_BUDGET`, overridable by that environment variable). `disable-model-invocation: true`
 * skills are left out and cost nothing (dotnet/skills PR #803).
 *
 * Overflow, two eras:
 * - `copilot-cli-legacy` (0.0.409, 2026-02; github/copilot-cli#2314, 2026-03-26): the loop stops at
 *   the first block that does not fit (`if (charCount + xml.length + 1 > budget) break`, no
 *   first-fit); the rest are dropped and a trailer says
 *   `<!-- Showing N of M skills due to token limits -->`.
 * - `copilot-cli` (1.0.36 and 1.0.61 per dotnet/skills PR #803): from the first block that does
 *   not fit on, every skill "collapses to a bare name with no description". How a bare name is
 *   rendered and whether it is charged is not public: we print `<skill><name>N</name></skill>`
 *   blocks and do not charge them.
 *
 * Not modelled: a skill without a description gets one generated from its body's first lines
 * (aipm notes on v1.0.12, secondary) — counted `skipped` here, as the body is not passed in.
 */
import { codePointLength } from '../base/text.js';
import { byName, entryFor, renderedDescription } from './common.js';
import type { HostListing, HostParams, ListingEntry, ListingSkill } from './types.js';
import { readAsHost } from './file-reading.js';

/** `SKILL_CHAR_BUDGET`: 15,000 characters of rendered blocks (each + 1). */
export const COPILOT_CHAR_BUDGET = 15_000;

type CopilotVariant = 'copilot-cli' | 'copilot-cli-legacy';

/** The five characters XML needs escaped; the host escapes name, description and location. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export function copilotBlock(name: string, description: string, location: string): string {
  return `<skill>\n  <name>${escapeXml(name)}</name>\n  <description>${escapeXml(description)}</description>\n  <location>${escapeXml(location)}</location>\n</skill>`;
}

function simulateCopilotVariant(
  variant: CopilotVariant,
  input: readonly ListingSkill[],
  params: HostParams,
): HostListing {
  const skills = readAsHost(variant, input);
  const budget = params.copilotCharBudget ?? COPILOT_CHAR_BUDGET;
  const listed = skills.filter((s) => !s.hiddenFromModel && s.missing !== 'description').sort(byName);
  const descriptions = listed.map((s) => renderedDescription(s, false));
  const blocks = listed.map((s, i) => copilotBlock(s.name, descriptions[i] ?? '', s.locationLabel ?? s.file));
  const costs = blocks.map((b) => codePointLength(b) + 1);
  const fullSize = costs.reduce((sum, n) => sum + n, 0);

  let size = 0;
  let fitting = 0;
  for (const cost of costs) {
    if (size + cost > budget) break;
    size += cost;
    fitting++;
  }
  const bySkill = new Map<ListingSkill, ListingEntry>();
  const shown: string[] = [];
  listed.forEach((skill, i) => {
    const description = descriptions[i] ?? '';
    if (i < fitting) {
      shown.push(blocks[i] ?? '');
      bySkill.set(skill, entryFor(skill, description, codePointLength(description), 'full'));
    } else if (variant === 'copilot-cli') {
      shown.push(`<skill><name>${escapeXml(skill.name)}</name></skill>`);
      bySkill.set(skill, entryFor(skill, description, 0, 'name-only', 'budget'));
    } else bySkill.set(skill, entryFor(skill, description, 0, 'omitted', 'budget'));
  });
  const trailer =
    variant === 'copilot-cli-legacy' && fitting < listed.length
      ? [`<!-- Showing ${fitting} of ${listed.length} skills due to token limits -->`]
      : [];
  const skipped = (s: ListingSkill): ListingEntry['reason'] =>
    s.missing === 'description' ? (s.refused ?? 'invalid') : 'hidden';
  return {
    host: variant,
    unit: 'chars',
    budget,
    fullSize,
    size,
    overBy: Math.max(0, fullSize - budget),
    entries: skills.map((s) => bySkill.get(s) ?? entryFor(s, renderedDescription(s, false), 0, 'skipped', skipped(s))),
    text: ['<available_skills>', ...shown, '</available_skills>', ...trailer].join('\n'),
  };
}

export const simulateCopilotCli = (skills: readonly ListingSkill[], params: HostParams): HostListing =>
  simulateCopilotVariant('copilot-cli', skills, params);
export const simulateCopilotCliLegacy = (skills: readonly ListingSkill[], params: HostParams): HostListing =>
  simulateCopilotVariant('copilot-cli-legacy', skills, params);
