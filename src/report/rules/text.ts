/**
 * `skillscope rules`: the rule list, or one rule's doc — the very section docs/rules.md has for
 * it (same generator), so the offline text and the page never disagree.
 */
import { ruleDocLines, ruleFamilyTitle, severityLabel } from '../../check/rules-doc.js';
import type { RuleMeta } from '../../check/types.js';

/** One line per rule: code, name, default severity, and the profile when it is limited to one. */
export function renderRuleListText(rules: readonly RuleMeta[]): string {
  const nameWidth = rules.reduce((w, r) => Math.max(w, r.name.length), 4);
  const lines = rules.map((r) => `${r.code}  ${r.name.padEnd(nameWidth)}  ${severityLabel(r.defaultSeverity).padEnd(7)}${r.profile ? `  (--profile ${r.profile})` : ''}`.trimEnd());
  return `${lines.join('\n')}\n\n'skillscope rules CODE' prints a rule's doc (also in docs/rules.md of the package).\n`;
}

/** The docs of the given rules, each under its family's title. */
export function renderRuleDocsText(rules: readonly RuleMeta[]): string {
  return rules.map((r) => [`(${ruleFamilyTitle(r.family)})`, '', ...ruleDocLines(r)].join('\n')).join('\n');
}
