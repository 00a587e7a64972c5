/**
 * SK404, SK406: a description that looks already truncated.
 *
 * SK404: a description that looks already truncated by a tool. Exactly 240 or 256 code points
 * (the common cuts, config `budgets.commonCuts`) and not ending at a sentence end is very
 * unlikely to be written by hand: it is usually the output of an index or catalog that cut it,
 * pasted back into SKILL.md. SK402 covers the other side (a description *longer* than a cut
 * whose trigger clause the cut would lose).
 *
 * SK406: a description cut mid-sentence at any length, seen from how the sentence ends
 * (text/dangling.ts): "… uninstall the.", "… by username, phone, or.", an open bracket.
 */
import { codePointLength, collapseWhitespace } from '../../base/text.js';
import { endsAtSentenceEnd } from '../../base/sentences.js';
import { danglingCut } from '../text/dangling.js';
import type { RawFinding, RuleMeta } from '../types.js';
import type { Skill } from '../../skills/model.js';
import { finding, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { GUIDANCE } from './evidence.js';
import { fmt } from '../../base/numbers.js';

export { endsAtSentenceEnd };

const rules: readonly RuleMeta[] = [
  {
    code: 'SK404',
    name: 'description-truncated',
    family: 'quality',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': a description exactly as long as a common cut (240 or 256 code points) that ends mid-sentence was almost certainly cut by a tool and pasted back.',
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
  {
    code: 'SK406',
    name: 'description-cut-mid-sentence',
    family: 'quality',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': a sentence never ends on an article, a conjunction or a possessive, nor a description on a comma or inside a bracket; in 38 public repositories all 59 descriptions found so were cut.',
      impact: 'Every host shows half a sentence, often without the objects or the when-clause it was leading to.',
      consequence: 'degraded',
      severity: 'warning: the text is broken as written; the word lists are ours.',
    },
    keyFields: [],
    supersededBy: ['SK404'],
    docs: {
      what: 'A sentence of the description — the last one or any other — ends where no sentence ends: on an article, a conjunction or a few prepositions (`a`, `an`, `the`, `and`, `or`, `nor`, `but`, `of`, `than`, `via`, `plus`, `including`, `your`, `their`, `its`, `whether`, `e.g.` …, lower case) or a possessive ("Karabiner\'s."), or on 和/或/及/与/、 in Chinese; or the description ends on `,` `;` `:`, or with a bracket or quote still open. `data.kind` says which (`word`, `possessive`, `punctuation`, `open-bracket`) and `data.text` what was found. Prepositions that end real sentences ("what to look for.", "log in.") are not on the list.',
      why: 'The text was shortened by a tool or a hurried edit, and a full stop put after whatever was left: the model sees half a sentence, often the half without the objects or the "when to use" part it was leading to. Unlike SK404 this does not depend on the length.',
      example:
        'description: Installs, upgrades and removes the local toolchain, and cleans up files left by an uninstall of the.',
      fix: 'Restore the sentence from the original source, or finish it.',
    },
  },
];

export const truncatedRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  const out: RawFinding[] = [];
  const cuts = new Set(options.budgets.commonCuts);
  if (skill.descriptionSource !== 'frontmatter') return out;
  const cut = danglingCut(collapseWhitespace(skill.description));
  if (cut !== null) {
    const what = cut.kind === 'open-bracket' ? `with '${cut.text}' still open` : `on '${cut.text}'`;
    out.push(
      finding(
        'SK406',
        skill.file,
        keyLine(skill, 'description'),
        1,
        `the description is cut mid-sentence: a sentence ends ${what}`,
        { kind: cut.kind, text: cut.text },
      ),
    );
  }
  out.push(...exactCut(skill, cuts));
  return out;
});

/** SK404 for a description exactly as long as a common cut that does not end at a sentence end. */
function exactCut(skill: Skill, cuts: ReadonlySet<number>): RawFinding[] {
  const out: RawFinding[] = [];
  const lengths = [codePointLength(skill.description), codePointLength(skill.description.trimEnd())];
  const cut = lengths.find((n) => cuts.has(n));
  if (cut === undefined || endsAtSentenceEnd(skill.description)) return out;
  out.push(
    finding(
      'SK404',
      skill.file,
      keyLine(skill, 'description'),
      1,
      `description is exactly ${fmt(cut)} characters and ends mid-sentence: it looks cut by a tool`,
      {
        length: cut,
        cut,
      },
    ),
  );
  return out;
}
