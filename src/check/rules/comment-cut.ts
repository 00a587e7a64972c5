/**
 * SK125: a name or description that YAML cut at ` #` (the rest became a comment). Detected
 * from the raw frontmatter line (src/check/text/comment-cut.ts); `--fix` quotes the whole
 * written value, after checking that the quoted YAML reads back as exactly that text.
 * A comment after a complete value (a valid name, a description ending at a sentence end) is
 * deliberate and not reported (`deliberateComment`).
 */
import { commentCut } from '../text/comment-cut.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { CODEX_LOADER } from './evidence.js';

/** Fields whose silent truncation changes what a host shows or invokes. */
const CUT_FIELDS = ['description', 'name'] as const;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK125',
    name: 'description-cut-by-comment',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        'YAML 1.2, section 6.6: ` #` starts a comment inside a plain scalar; every YAML parser a host uses (serde_yaml in ' +
        CODEX_LOADER +
        ", Claude Code's) keeps only the text before it.",
      impact:
        'Hosts list only the text before the `#`, often without the "when to use" part, and nothing warns the author because the YAML is valid.',
      consequence: 'misloaded',
      severity:
        'warning: a host does load cut text, but a deliberate comment looks the same; the rule guesses which it is (sentence end, valid name).',
    },
    keyFields: ['field'],
    docs: {
      what: 'A `description` (or `name`) written as a plain, unquoted YAML value contains ` #`: YAML ends the value there and reads the rest of the line as a comment. The finding names the field and gives the kept and the lost text. Not reported when the comment is deliberate: the kept name is a valid name by itself (names have no spaces), or the kept description ends at a sentence end (`. ! ? 。！？`, maybe followed by a closing quote or bracket).',
      why: 'Hosts see only the text before the `#`, often without the "when to use" part; nothing warns the author because the YAML is valid.',
      example: 'description: Handles C# code #fast. Use when writing C#.\n(YAML reads "Handles C# code")',
      fix: 'Quote the whole value (`description: "Handles C# code #fast. Use when writing C#."`).',
      autofix: '`skillscope check --fix` does it.',
    },
  },
];

export const commentCutRules: RuleFamilyModule = perSkillFamily(rules, (skill, _ctx) => {
  const out: RawFinding[] = [];
  const data = frontmatterData(skill);
  const fm = skill.frontmatter;
  if (data === null || fm === null) return out;
  for (const field of CUT_FIELDS) {
    const cut = commentCut(fm.raw, field, data[field]);
    if (cut === null || cut.deliberate) continue;
    out.push(
      finding(
        'SK125',
        skill.file,
        fm.startLine + 1 + cut.lineIndex,
        cut.column,
        `the ${field} is cut at ' #': YAML reads ${field} as '${cut.kept}', and the rest, '${cut.lost}', is a comment`,
        {
          field,
          kept: cut.kept,
          lost: cut.lost,
          intended: cut.intended,
        },
      ),
    );
  }
  return out;
});
