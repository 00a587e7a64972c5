/**
 * SK201–SK202: the size of the SKILL.md body. It is loaded whole when the skill activates,
 * so best practice keeps it under 500 lines and 5,000 tokens and moves detail into
 * reference files that are read only when needed.
 */
import { lineCount, utf8Length } from '../../base/text.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { SPEC } from './evidence.js';
import { fmt } from '../../base/numbers.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK201',
    name: 'body-too-many-lines',
    family: 'body',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 224: "Keep your main `SKILL.md` under 500 lines" (a recommendation; best-practices guide, line 88).',
      impact: 'Every activation loads the whole body; a long body crowds the window and buries the steps that matter.',
      consequence: 'cost',
      severity: 'warning: a size recommendation, not a limit any host enforces.',
    },
    keyFields: [],
    worseField: 'lines',
    docs: {
      what: 'The SKILL.md body (after the frontmatter) has more than 500 lines. The finding points at the first line past the limit.',
      why: 'The whole body enters the context when the skill activates; best practice keeps it under 500 lines.',
      example: 'A SKILL.md with a 700-line API reference pasted in.',
      fix: 'Move reference material into `references/*.md` and link it from the body.',
    },
  },
  {
    code: 'SK202',
    name: 'body-too-many-tokens',
    family: 'body',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source: SPEC + ', line 221: instructions "< 5000 tokens recommended".',
      impact: 'Every activation pays for the whole body in tokens.',
      consequence: 'cost',
      severity: 'warning: a size recommendation, not a limit any host enforces.',
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: 'The SKILL.md body has more than 5,000 tokens in the selected encoding (named in the message, default o200k_base).',
      why: 'Every activation pays for the whole body; best practice keeps it under 5,000 tokens.',
      example: 'A body of 450 lines of dense tables (6,800 tokens).',
      fix: 'Keep the procedure in the body; move tables, examples and API details into reference files.',
    },
  },
];

export const bodyRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options, tokens, encoding, enabled }) => {
  const out: RawFinding[] = [];
  // Counting every body is the costly part: skipped when SK202 is off.
  const countTokens = enabled('SK202');
  const { bodyMaxLines, bodyMaxTokens } = options.budgets;
  const lines = lineCount(skill.body);
  if (lines > bodyMaxLines) {
    out.push(
      finding(
        'SK201',
        skill.file,
        skill.bodyStartLine + bodyMaxLines,
        1,
        `body has ${fmt(lines)} lines (max ${fmt(bodyMaxLines)})`,
        { lines, max: bodyMaxLines },
      ),
    );
  }
  if (!countTokens) return out;
  // Every byte-level BPE token covers at least one UTF-8 byte, so a body of at most
  // `bodyMaxTokens` bytes cannot exceed the budget and needs no count (and UTF-8 never has fewer
  // bytes than UTF-16 has units, so a longer string is never that small): 59 % of the bodies of
  // the 10k generated tree (bench/scale), and most real ones. test/check/body-budget.test.ts
  // holds the bound against real token counts.
  if (skill.body.length <= bodyMaxTokens && utf8Length(skill.body) <= bodyMaxTokens) return out;
  const count = tokens(skill.body);
  if (count > bodyMaxTokens) {
    out.push(
      finding(
        'SK202',
        skill.file,
        skill.bodyStartLine,
        1,
        `body has ${fmt(count)} ${encoding.name} tokens (max ${fmt(bodyMaxTokens)})`,
        {
          tokens: count,
          max: bodyMaxTokens,
          encoding: encoding.name,
        },
      ),
    );
  }
  return out;
});
