/**
 * The rule registry: every family in run order, and the metadata of every code. A test checks
 * that each code in RULE_CODES has exactly one metadata entry and a fixture.
 */
import type { RuleCode, RuleMeta } from '../types.js';
import { RULE_CODES } from '../types.js';
import { anthropicRules } from './anthropic.js';
import { bodyTermRules } from './body-terms.js';
import { bodyRules } from './body.js';
import { commentCutRules } from './comment-cut.js';
import { budgetRules } from './budgets.js';
import { confusableRules } from './confusable.js';
import { descriptionRules } from './description.js';
import { fieldRules } from './fields.js';
import { fixWriteRules } from './fix-write.js';
import { firstSentenceRules } from './first-sentence.js';
import { hiddenCharRules } from './hidden-chars.js';
import { hostRules } from './hosts.js';
import { linkRules } from './links.js';
import { loaderRules } from './loader.js';
import { nameRules } from './name.js';
import { resourceRules } from './resources.js';
import type { RuleFamilyModule } from './rule.js';
import { triggerRules } from './triggers.js';
import { truncatedRules } from './truncated.js';

export const RULE_FAMILIES: readonly RuleFamilyModule[] = [
  loaderRules,
  fixWriteRules,
  nameRules,
  descriptionRules,
  commentCutRules,
  hiddenCharRules,
  fieldRules,
  anthropicRules,
  bodyRules,
  linkRules,
  budgetRules,
  hostRules,
  triggerRules,
  truncatedRules,
  firstSentenceRules,
  confusableRules,
  bodyTermRules,
  resourceRules,
];

function buildRegistry(): Readonly<Record<RuleCode, RuleMeta>> {
  const registry: Partial<Record<RuleCode, RuleMeta>> = {};
  for (const family of RULE_FAMILIES) {
    for (const meta of family.rules) {
      if (registry[meta.code]) throw new Error(`rule ${meta.code} is defined twice`);
      registry[meta.code] = meta;
    }
  }
  const missing = RULE_CODES.filter((code) => !registry[code]);
  if (missing.length > 0) throw new Error(`rules without metadata: ${missing.join(', ')}`);
  return registry as Record<RuleCode, RuleMeta>;
}

/** Metadata of every rule, by code. */
export const RULES: Readonly<Record<RuleCode, RuleMeta>> = buildRegistry();

/** Metadata in code order. */
export const RULE_LIST: readonly RuleMeta[] = RULE_CODES.map((code) => RULES[code]);

export function isRuleCode(value: string): value is RuleCode {
  return (RULE_CODES as readonly string[]).includes(value);
}

export { LOAD_PROBLEM_RULES } from './loader.js';
export { NAME_PATTERN } from './name.js';
export { SPEC_FIELDS, CLAUDE_CODE_FIELDS, KNOWN_FIELDS } from './fields.js';
export { titleKind } from './first-sentence.js';
export { endsAtSentenceEnd } from './truncated.js';
export type { RuleFamilyModule } from './rule.js';
