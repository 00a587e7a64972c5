/**
 * `skillscope rules [CODE…]`: the check rules' docs, and those of the codes only audit reports,
 * offline (the same text as docs/rules.md).
 */
import { AUDIT_CODE_LIST } from '../../audit/codes.js';
import { didYouMean } from '../../base/suggest.js';
import { RULE_LIST } from '../../check/rules/index.js';
import { renderRulesJson } from '../../report/rules/json.js';
import { type CodeDoc, renderRuleDocsText, renderRuleListText } from '../../report/rules/text.js';
import { defineOptions, helpText, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

const OPTIONS = defineOptions({
  json: {
    kind: 'boolean',
    help: 'one JSON document: {"schemaVersion": 1, "rules": [{code, name, family, defaultSeverity, profile, docs: {what, why, example, fix, autofix}, evidence: {basis, source, impact, consequence, severity}}], "auditCodes": [{code, name, kind, docs: {what, why, example, fix, budget}, check}]}',
  },
});

const HELP = helpText(
  `Usage: skillscope rules [CODE|NAME…] [--json]

Without CODE: every rule of 'skillscope check' with its code, name, default
severity, what that severity rests on (host behaviour, specification, upload
platform, skillscope run or our heuristic) and profile, then the codes only
'skillscope audit' reports (SK601–SK605). With CODE (SK101) or NAME
(skill-md-missing): that code's doc — what it checks, why, its evidence (the
spec line, host source or changelog entry), what breaks for the user, why its
severity is what it is, an example and the fix — the same text as docs/rules.md,
offline.`,
  OPTIONS,
  `Exit codes: 0 printed, 2 unknown rule code or name, or bad option.

Examples:
  skillscope rules
  skillscope rules SK210
  skillscope rules sk401 --json
`,
);

/** The rule or audit code a CODE (any case) or NAME names; exit 2 with a suggestion otherwise. */
function codeNamed(text: string): CodeDoc {
  const key = text.trim();
  const matches = (m: { readonly code: string; readonly name: string }): boolean =>
    m.code === key.toUpperCase() || m.name === key.toLowerCase();
  const rule = RULE_LIST.find(matches);
  if (rule !== undefined) return { rule };
  const audit = AUDIT_CODE_LIST.find(matches);
  if (audit !== undefined) return { audit };
  const all = [...RULE_LIST, ...AUDIT_CODE_LIST];
  const near = didYouMean(key, [...all.map((r) => r.code), ...all.map((r) => r.name)]);
  throw new UsageError(`rules: unknown rule '${key}'${near} (skillscope rules lists them all)`);
}

export const rulesCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'rules');
    if (positionals.length === 0) {
      io.stdout(
        values.json === true
          ? renderRulesJson(RULE_LIST, AUDIT_CODE_LIST)
          : renderRuleListText(RULE_LIST, AUDIT_CODE_LIST),
      );
      return 0;
    }
    const docs = [
      ...new Map(
        positionals.map((p) => codeNamed(p)).map((d) => ['rule' in d ? d.rule.code : d.audit.code, d]),
      ).values(),
    ];
    if (values.json === true) {
      const rules = docs.flatMap((d) => ('rule' in d ? [d.rule] : []));
      io.stdout(
        renderRulesJson(
          rules,
          docs.flatMap((d) => ('audit' in d ? [d.audit] : [])),
        ),
      );
    } else io.stdout(renderRuleDocsText(docs));
    return 0;
  },
};
