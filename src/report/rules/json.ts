/** `skillscope rules --json`: the rule metadata docs/rules.md is generated from, as one document. */
import type { RuleMeta } from '../../check/types.js';

export function renderRulesJson(rules: readonly RuleMeta[]): string {
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
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
