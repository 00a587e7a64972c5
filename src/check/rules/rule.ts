/**
 * The shape of a rule family file: the metadata of its rules and one `check` that emits raw
 * findings for them. A family groups rules that share one pass over the data (e.g. all
 * description-length rules); each rule still has its own code, name, docs and fixture.
 */
import type { Skill } from '../../skills/model.js';
import type { CheckContext } from '../context.js';
import type { RawFinding, RuleCode, RuleMeta } from '../types.js';

export interface RuleFamilyModule {
  readonly rules: readonly RuleMeta[];
  check(ctx: CheckContext): RawFinding[];
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
export function keyLine(skill: Skill, key: string): number {
  return skill.frontmatter?.keyLines[key] ?? skill.frontmatter?.startLine ?? 1;
}

/** The parsed frontmatter mapping, or null when there is none (the loader reported why). */
export function frontmatterData(skill: Skill): Readonly<Record<string, unknown>> | null {
  return skill.frontmatter?.data ?? null;
}

export function has(data: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(data, key);
}
