/** `skillscope rules [CODE…]`: the check rules' docs, offline (the same text as docs/rules.md). */
import { didYouMean } from '../../base/suggest.js';
import { RULE_LIST } from '../../check/rules/index.js';
import type { RuleMeta } from '../../check/types.js';
import { renderRulesJson } from '../../report/rules/json.js';
import { renderRuleDocsText, renderRuleListText } from '../../report/rules/text.js';
import { parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';

const HELP = `Usage: skillscope rules [CODE|NAME…] [--json]

Without CODE: every rule of 'skillscope check' with its code, name, default severity,
what that severity rests on (host behaviour, specification, upload platform, skillscope
run or our heuristic) and profile. With CODE (SK101) or NAME (skill-md-missing): that
rule's doc — what it checks, why, its evidence (the spec line, host source or changelog
entry), what breaks for the user, why its severity is what it is, an example and the
fix — the same text as docs/rules.md, offline.

Options:
  --json              one JSON document: {"schemaVersion": 1, "rules": [{code, name,
                      family, defaultSeverity, profile, docs: {what, why, example, fix,
                      autofix}, evidence: {basis, source, impact, consequence,
                      severity}}]}
  -h, --help          this help

Exit codes: 0 printed, 2 unknown rule code or name, or bad option.

Examples:
  skillscope rules
  skillscope rules SK210
  skillscope rules sk401 --json
`;

/** The rule a CODE (any case) or NAME names; exit 2 with a suggestion otherwise. */
function ruleNamed(text: string): RuleMeta {
  const key = text.trim();
  const rule = RULE_LIST.find((r) => r.code === key.toUpperCase() || r.name === key.toLowerCase());
  if (rule !== undefined) return rule;
  const near = didYouMean(key, [...RULE_LIST.map((r) => r.code), ...RULE_LIST.map((r) => r.name)]);
  throw new UsageError(`rules: unknown rule '${key}'${near} (skillscope rules lists them all)`);
}

export const rulesCommand: Command = {
  summary: 'the check rules and their docs, offline',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(argv, { json: { type: 'boolean' } }, 'rules');
    const rules =
      positionals.length === 0
        ? RULE_LIST
        : [...new Map(positionals.map((p) => ruleNamed(p)).map((r) => [r.code, r])).values()];
    if (values.json === true) io.stdout(renderRulesJson(rules));
    else io.stdout(positionals.length === 0 ? renderRuleListText(rules) : renderRuleDocsText(rules));
    return 0;
  },
};
