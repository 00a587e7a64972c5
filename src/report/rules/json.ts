/**
 * `skillscope rules --json`: the rule metadata docs/rules.md is generated from, as one document.
 * Audit's own codes are in `auditCodes`, beside `rules` rather than in it: they have no severity
 * or evidence, and a reader of `rules` expects every entry to be a rule the config can set.
 */
import type { AuditCodeMeta } from '../../audit/codes.js';
import type { RuleMeta } from '../../check/types.js';

export function renderRulesJson(rules: readonly RuleMeta[], auditCodes: readonly AuditCodeMeta[] = []): string {
  const doc = {
    schemaVersion: 1,
    rules: rules.map((r) => ({
      code: r.code,
      name: r.name,
      family: r.family,
      defaultSeverity: r.defaultSeverity,
      profile: r.profile ?? null,
      docs: {
        what: r.docs.what,
        why: r.docs.why,
        example: r.docs.example,
        fix: r.docs.fix,
        autofix: r.docs.autofix ?? null,
      },
      evidence: {
        basis: r.evidence.basis,
        source: r.evidence.source,
        impact: r.evidence.impact,
        consequence: r.evidence.consequence,
        severity: r.evidence.severity,
      },
    })),
    auditCodes: auditCodes.map((m) => ({
      code: m.code,
      name: m.name,
      kind: m.kind,
      docs: { what: m.docs.what, why: m.docs.why, example: m.docs.example, fix: m.docs.fix, budget: m.docs.budget },
      check: m.near,
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
