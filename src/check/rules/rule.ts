/**
 * The shape of a rule family file: the metadata of its rules and a `start` that returns the
 * family's run. A family groups rules that share one pass over the data (e.g. all
 * description-length rules); each rule still has its own code, name, docs and fixture.
 *
 * Scope (`check` streams skills, holding a small batch of skills' texts at a time): a run has up to
 * three halves. `skill` sees each skill while it streams by, texts and all, and reports what that
 * skill alone decides. `sharedResource` sees each file outside every skill (known only after the
 * stream) with its text. `finish` runs once at the end on text-free facts (facts.ts) for what needs
 * every skill: duplicate names, confusable entries, host listings, catalog totals, duplicate files,
 * link targets in other skills' folders. A family that needs something from a text at the end
 * keeps only that (SK411 keeps candidate terms, links keep unresolved references), in its run.
 */
import type { Frontmatter, Resource, Skill } from '../../skills/model.js';
import type { CheckContext } from '../context.js';
import type { CheckFacts } from '../facts.js';
import type { RawFinding, RuleCode, RuleMeta } from '../types.js';

export interface FamilyRun {
  /** Findings about one skill from that skill alone, while its texts are in memory. */
  skill?(skill: Skill): RawFinding[];
  /** Findings about one file outside every skill (a shared resource), with its text. */
  sharedResource?(resource: Resource): RawFinding[];
  /** Set-wide findings, once after every skill, from facts without any text. */
  finish?(facts: CheckFacts): RawFinding[];
}

export interface RuleFamilyModule {
  readonly rules: readonly RuleMeta[];
  /** Called once per run (never when every rule of the family is off). */
  start(ctx: CheckContext): FamilyRun;
}

/** A family whose every finding is about one skill, decided from that skill alone. */
export function perSkillFamily(
  rules: readonly RuleMeta[],
  check: (skill: Skill, ctx: CheckContext) => RawFinding[],
): RuleFamilyModule {
  return { rules, start: (ctx) => ({ skill: (skill) => check(skill, ctx) }) };
}

/** A family that needs every skill (or the host listings) and no text. */
export function setWideFamily(
  rules: readonly RuleMeta[],
  check: (facts: CheckFacts, ctx: CheckContext) => RawFinding[],
): RuleFamilyModule {
  return { rules, start: (ctx) => ({ finish: (facts) => check(facts, ctx) }) };
}

export function finding(
  code: RuleCode,
  file: string,
  line: number,
  column: number,
  message: string,
  data: Readonly<Record<string, unknown>> = {},
): RawFinding {
  return { code, file, line, column, message, data };
}

/** 1-based line of a top-level frontmatter key, else the frontmatter's first line, else 1. */
export function keyLine(
  skill: { readonly frontmatter: Pick<Frontmatter, 'keyLines' | 'startLine'> | null },
  key: string,
): number {
  return skill.frontmatter?.keyLines[key] ?? skill.frontmatter?.startLine ?? 1;
}

/** The parsed frontmatter mapping, or null when there is none (the loader reported why). */
export function frontmatterData(skill: {
  readonly frontmatter: Pick<Frontmatter, 'data'> | null;
}): Readonly<Record<string, unknown>> | null {
  return skill.frontmatter?.data ?? null;
}

export function has(data: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(data, key);
}

/**
 * True when Claude Code keeps the skill out of the model's listing (`disable-model-invocation:
 * true`; Copilot CLI does the same): only the user invokes it, by name, so the rules about how a
 * model or router picks a skill from its description (SK401–SK403, SK405, SK410, SK411) do not
 * apply. The host listing simulation reads the same field (hosts/index.ts).
 */
export function hiddenFromModel(skill: { readonly frontmatter: Pick<Frontmatter, 'data'> | null }): boolean {
  return frontmatterData(skill)?.['disable-model-invocation'] === true;
}
