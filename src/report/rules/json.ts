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
      docs: { what: r.docs.what, why: r.docs.why, example: r.docs.example, fix: r.docs.fix, autofix: r.docs.autofix ?? null },
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
