/**
 * `skillscope rules`: the rule list, or one rule's doc — the very section docs/rules.md has for
 * it (same generator), so the offline text and the page never disagree.
 */
import { basisLabel, ruleDocLines, ruleFamilyTitle, severityLabel } from '../../check/rules-doc.js';
import type { RuleMeta } from '../../check/types.js';
import { renderColumns } from '../table.js';

/**
 * One line per rule: code, name, default severity, what that severity rests on (host
 * behaviour, specification, our heuristic …), and the profile when it is limited to one.
 */
export function renderRuleListText(rules: readonly RuleMeta[]): string {
  const table = renderColumns({
    head: ['CODE', 'NAME', 'DEFAULT', 'EVIDENCE', ''],
    rows: rules.map((r) => [
      r.code,
      r.name,
      severityLabel(r.defaultSeverity),
      basisLabel(r.evidence.basis),
      r.profile ? `(--profile ${r.profile})` : '',
    ]),
  });
  return `${table}\n\n'skillscope rules CODE' prints a rule's doc, its evidence and why its severity is what it is (also in docs/rules.md of the package).\n`;
}

/** The docs of the given rules, each under its family's title. */
export function renderRuleDocsText(rules: readonly RuleMeta[]): string {
  return rules.map((r) => [`(${ruleFamilyTitle(r.family)})`, '', ...ruleDocLines(r)].join('\n')).join('\n');
}
