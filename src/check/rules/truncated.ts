/**
 * SK404: a description that looks already truncated by a tool. Exactly 240 or 256 code points
 * (the common cuts, config `budgets.commonCuts`) and not ending at a sentence end is very
 * unlikely to be written by hand: it is usually the output of an index or catalog that cut it,
 * pasted back into SKILL.md. SK402 covers the other side (a description *longer* than a cut
 * whose trigger clause the cut would lose).
 */
import { codePointLength } from '../../skills/text.js';
import { endsAtSentenceEnd } from '../text/sentences.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { GUIDANCE } from './evidence.js';
import { fmt } from '../text/numbers.js';

export { endsAtSentenceEnd };

const rules: readonly RuleMeta[] = [
  {
    code: 'SK404',
    name: 'description-truncated',
    family: 'quality',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source: GUIDANCE + ': a description exactly as long as a common cut (240 or 256 code points) that ends mid-sentence was almost certainly cut by a tool and pasted back.',
      impact: 'The description ends mid-sentence, usually without its "when to use" part, in every host.',
      consequence: 'misloaded',
      severity: 'warning: the text is broken as written, but the length match is a guess at the cause.',
    },
    keyFields: [],
    docs: {
      what: 'The description is exactly as long as a common cut (240 or 256 code points, config `budgets.commonCuts`; trailing whitespace ignored) and does not end at a sentence end (`.`, `!`, `?`, `。`, `！`, `？`, optionally followed by closing quotes or brackets; a final `...` or `…` counts as a truncation mark, not an end).',
      why: 'Such a description was almost certainly cut by a tool (a one-line index or a bounded catalog) and pasted back: it ends mid-sentence, usually without its "when to use" part.',
      example: 'description: (exactly 240 characters ending in) … Use when the user asks to conv',
      fix: 'Restore the full description from the original source, or rewrite it to end with a complete sentence.',
    },
  },
];

export const truncatedRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  const out: RawFinding[] = [];
  const cuts = new Set(options.budgets.commonCuts);
  if (skill.descriptionSource !== 'frontmatter') return out;
  const lengths = [codePointLength(skill.description), codePointLength(skill.description.trimEnd())];
  const cut = lengths.find((n) => cuts.has(n));
  if (cut === undefined || endsAtSentenceEnd(skill.description)) return out;
  out.push(
    finding('SK404', skill.file, keyLine(skill, 'description'), 1, `description is exactly ${fmt(cut)} characters and ends mid-sentence: it looks cut by a tool`, {
      length: cut,
      cut,
    }),
  );
  return out;
});
