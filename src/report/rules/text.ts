/**
 * `skillscope rules`: the rule list, or one code's doc — the very section docs/rules.md has for
 * it (same generator), so the offline text and the page never disagree. Audit's own codes
 * (SK601–SK605) are listed after the rules and explained the same way: every code a command
 * prints has its doc here.
 */
import type { AuditCodeMeta } from '../../audit/codes.js';
import {
  auditCodeDocLines,
  auditCodesTitle,
  basisLabel,
  ruleDocLines,
  ruleFamilyTitle,
  severityLabel,
} from '../../check/rules-doc.js';
import type { RuleMeta } from '../../check/types.js';
import { renderColumns } from '../table.js';

/** What `skillscope rules CODE` explains: a check rule, or a code only audit reports. */
export type CodeDoc = { readonly rule: RuleMeta } | { readonly audit: AuditCodeMeta };

/**
 * One line per rule: code, name, default severity, what that severity rests on (host
 * behaviour, specification, our heuristic …), and the profile when it is limited to one; then
 * audit's own codes, which have no severity.
 */
export function renderRuleListText(rules: readonly RuleMeta[], auditCodes: readonly AuditCodeMeta[] = []): string {
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
  const audit =
    auditCodes.length === 0
      ? ''
      : `\n\nCodes only 'skillscope audit' reports (no severity; they never fail a run):\n${renderColumns({
          rows: auditCodes.map((m) => [m.code, m.name]),
        })}`;
  return `${table}${audit}\n\n'skillscope rules CODE' prints a rule's doc, its evidence and why its severity is what it is (also in docs/rules.md of the package).\n`;
}

/** The docs of the given codes, each under its section's title. */
export function renderRuleDocsText(docs: readonly CodeDoc[]): string {
  return docs
    .map((d) =>
      'audit' in d
        ? [`(${auditCodesTitle()})`, '', ...auditCodeDocLines(d.audit)].join('\n')
        : [`(${ruleFamilyTitle(d.rule.family)})`, '', ...ruleDocLines(d.rule)].join('\n'),
    )
    .join('\n');
}
