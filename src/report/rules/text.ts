/**
 * `skillscope rules`: the rule list, or one rule's doc — the very section docs/rules.md has for
 * it (same generator), so the offline text and the page never disagree.
 */
import { basisLabel, ruleDocLines, ruleFamilyTitle, severityLabel } from '../../check/rules-doc.js';
import type { RuleMeta } from '../../check/types.js';

/**
 * One line per rule: code, name, default severity, what that severity rests on (host
 * behaviour, specification, our heuristic …), and the profile when it is limited to one.
 */
export function renderRuleListText(rules: readonly RuleMeta[]): string {
  const nameWidth = rules.reduce((w, r) => Math.max(w, r.name.length), 4);
  const basisWidth = rules.reduce((w, r) => Math.max(w, basisLabel(r.evidence.basis).length), 8);
  const header =
    `${'CODE'.padEnd(5)}  ${'NAME'.padEnd(nameWidth)}  ${'DEFAULT'.padEnd(7)}  ${'EVIDENCE'.padEnd(basisWidth)}`.trimEnd();
  const lines = rules.map((r) =>
    `${r.code}  ${r.name.padEnd(nameWidth)}  ${severityLabel(r.defaultSeverity).padEnd(7)}  ${basisLabel(r.evidence.basis).padEnd(basisWidth)}${r.profile ? `  (--profile ${r.profile})` : ''}`.trimEnd(),
  );
  return `${[header, ...lines].join('\n')}\n\n'skillscope rules CODE' prints a rule's doc, its evidence and why its severity is what it is (also in docs/rules.md of the package).\n`;
}

/** The docs of the given rules, each under its family's title. */
export function renderRuleDocsText(rules: readonly RuleMeta[]): string {
  return rules.map((r) => [`(${ruleFamilyTitle(r.family)})`, '', ...ruleDocLines(r)].join('\n')).join('\n');
}
