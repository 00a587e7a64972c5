/**
 * Claude Code (current): a header line, then `- name: description` per skill, with
 * ` - when_to_use` appended when the field is set. Budget in characters =
 * floor(window × 4 chars/token × `skillListingBudgetFraction`) → 8,000 at 200k with the default
 * 0.01, unless `env.SLASH_COMMAND_TOOL_CHAR_BUDGET` fixes it. Each entry's description
 * (+ when_to_use) is capped at `skillListingMaxDescChars` (default 1,536). Over budget, the
 * least-used skills lose their description first and appear as a bare `- name`.
 * `skillOverrides` per skill name: `off` and `user-invocable-only` keep it out of the model's
 * listing (`skipped`, reason `setting`), `name-only` lists it bare (`name-only`, reason `setting`).
 *
 * Two choices of ours, documented in docs/rules.md (SK310–SK312):
 * - The budget is charged for the entry lines (joined by newlines); the header is fixed overhead.
 * - Without usage data every skill counts as unused; ties go in reverse name order, so the
 *   skills late in the alphabet lose their description first. Pass `usage` to model a session.
 * Skills with `disable-model-invocation: true` are not in the model's listing (`skipped`). A skill
 * without a description is listed by its body's first paragraph, and frontmatter that is not
 * valid YAML is read leniently (file-reading.ts, with sources); one with neither is `skipped`,
 * reason `invalid`.
 */
import { codePointLength, sliceCodePoints } from '../base/text.js';
import { entryFor, joinedLength, renderedDescription } from './common.js';
import { readAsHost } from './file-reading.js';
import type { ClaudeListingSettings, HostListing, HostParams, ListingEntry, ListingSkill } from './types.js';

/** Characters per token the host assumes when turning the window into a character budget. */
const CLAUDE_CODE_CHARS_PER_TOKEN = 4;
/** Share of the window the listing may take: 1 %. */
const CLAUDE_CODE_WINDOW_SHARE = 0.01;
/** Cap on one entry's description (+ when_to_use), in characters. */
export const CLAUDE_CODE_ENTRY_CAP = 1536;
/** Window assumed when none is given: 200,000 tokens. */
const CLAUDE_CODE_DEFAULT_WINDOW = 200_000;
/** Our stand-in for the host's header line (not charged against the budget). */
export const CLAUDE_CODE_HEADER = 'Skills available in this session (invoke one by name when it fits the task):';

export function claudeCodeBudget(windowTokens: number | undefined, settings: ClaudeListingSettings = {}): number {
  if (settings.charBudget !== undefined) return settings.charBudget;
  return Math.floor(
    (windowTokens ?? CLAUDE_CODE_DEFAULT_WINDOW) *
      CLAUDE_CODE_CHARS_PER_TOKEN *
      (settings.budgetFraction ?? CLAUDE_CODE_WINDOW_SHARE),
  );
}

export function simulateClaudeCode(input: readonly ListingSkill[], params: HostParams): HostListing {
  const skills = readAsHost('claude-code', input);
  const settings = params.claudeSettings ?? {};
  const budget = claudeCodeBudget(params.windowTokens, settings);
  const entryCap = settings.maxDescChars ?? CLAUDE_CODE_ENTRY_CAP;
  const override = (s: ListingSkill) => settings.overrides?.[s.name] ?? 'on';
  const listed = skills.filter(
    (s) =>
      !s.hiddenFromModel &&
      s.missing !== 'description' &&
      override(s) !== 'off' &&
      override(s) !== 'user-invocable-only',
  );
  const forcedBare = new Set(listed.flatMap((s, i) => (override(s) === 'name-only' ? [i] : [])));
  const descriptions = listed.map((s) => renderedDescription(s, true));
  const shown = descriptions.map((d, i) => (forcedBare.has(i) ? 0 : Math.min(codePointLength(d), entryCap)));
  const fullLine = listed.map((s, i) => 2 + codePointLength(s.name) + ((shown[i] ?? 0) > 0 ? 2 + (shown[i] ?? 0) : 0));
  const lineLength = [...fullLine];
  const fullSize = joinedLength(fullLine);
  const nameOnly = new Set<number>();

  // Least used first; ties in reverse name order (documented above).
  const dropOrder = listed
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.usage - b.s.usage || (a.s.name < b.s.name ? 1 : a.s.name > b.s.name ? -1 : 0))
    .map(({ i }) => i);
  let size = fullSize;
  for (const i of dropOrder) {
    if (size <= budget) break;
    const name = listed[i]?.name ?? '';
    const bare = 2 + codePointLength(name);
    size -= (lineLength[i] ?? 0) - bare;
    lineLength[i] = bare;
    nameOnly.add(i);
  }

  const lines: string[] = [];
  const byIndex = new Map<ListingSkill, ListingEntry>();
  listed.forEach((skill, i) => {
    const description = descriptions[i] ?? '';
    const cap = shown[i] ?? 0;
    if (forcedBare.has(i)) {
      lines.push(`- ${skill.name}`);
      byIndex.set(skill, entryFor(skill, description, 0, 'name-only', 'setting'));
      return;
    }
    if (nameOnly.has(i) || cap === 0) {
      lines.push(`- ${skill.name}`);
      byIndex.set(
        skill,
        entryFor(skill, description, 0, cap === 0 ? 'full' : 'name-only', cap === 0 ? undefined : 'budget'),
      );
      return;
    }
    lines.push(`- ${skill.name}: ${sliceCodePoints(description, cap)}`);
    const isCut = cap < codePointLength(description);
    byIndex.set(skill, entryFor(skill, description, cap, isCut ? 'cut' : 'full', isCut ? 'entry-cap' : undefined));
  });
  const skippedReason = (skill: ListingSkill): ListingEntry['reason'] =>
    skill.missing === 'description' ? (skill.refused ?? 'invalid') : skill.hiddenFromModel ? 'hidden' : 'setting';
  const entries = skills.map(
    (skill) =>
      byIndex.get(skill) ?? entryFor(skill, renderedDescription(skill, true), 0, 'skipped', skippedReason(skill)),
  );
  return {
    host: 'claude-code',
    unit: 'chars',
    budget,
    fullSize,
    size,
    overBy: Math.max(0, fullSize - budget),
    entries,
    text: [CLAUDE_CODE_HEADER, ...lines].join('\n'),
  };
}
