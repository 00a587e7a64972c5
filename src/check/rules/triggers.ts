/**
 * SK401, SK402, SK405: does the description say *when* to use the skill, does that survive the
 * common cuts, and does it say anything besides? Routers (the model, or a lexical index built
 * from one-line descriptions cut at 240 or 256 characters) see only the description; a trigger
 * clause is what lets them pick the skill, and it is most often the sentence that a cut removes.
 * A description that is nothing but a when-clause has the opposite problem (SK405). None of
 * these apply to a skill hidden from the model (`disable-model-invocation: true`).
 */
import { sentenceEnds } from '../../base/sentences.js';
import { descriptionTrigger, triggerMatches, triggerOffset } from '../text/triggers.js';
import { codePointLength, collapseWhitespace } from '../../base/text.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, hiddenFromModel, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { onlyWhenClause } from '../text/when-only.js';
import { GUIDANCE, SPEC } from './evidence.js';
import { fmt } from '../../base/numbers.js';

/**
 * How much of a trigger clause a cut must keep for the clause to count as kept: this many
 * characters from its start ("Use when the user asks for a ch…" already routes), unless the
 * clause ends sooner (its sentence, or a `,` `;` `:` after the trigger phrase). Unit: code
 * points. Default 40.
 */
const TRIGGER_MIN_KEPT_CHARS = 40;

/** Clause punctuation after a trigger phrase: the first clause of the trigger ends there. */
const CLAUSE_END = /[,;:，；：]/gu;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK401',
    name: 'description-no-trigger',
    family: 'quality',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 95: the description "should describe both what the skill does and when to use it"; the detection (phrases such as "Use when", "当…时") is our heuristic.',
      impact:
        'Hosts choose a skill from its description alone; without a when-clause the model guesses when it applies.',
      consequence: 'degraded',
      severity: 'warning: a SHOULD of the spec, detected by phrase lists that can miss unusual wording.',
    },
    keyFields: [],
    docs: {
      what: 'The description (with Claude Code\'s `when_to_use`, if set) has no clause saying when to use the skill: no "Use when …", "Use this for …", "when the user …", "当…时", "用于…", "适用于…", "在…时使用", "Use with …", "Run once after …", a trigger list such as "TRIGGERS - a, b", "Trigger keywords: …" or "Triggered by \'a\', \'b\'", "…時に使う", "…の整理で使う。", "當用戶…時觸發", "…할 때 사용", "Используй, когда …", "Триггеры: …" or similar. Not reported for a skill hidden from the model (`disable-model-invocation: true`): only the user invokes it, by name.',
      why: 'Hosts choose a skill from its description alone. In an experiment on 139 skills most failures were the right skill never being opened, and rewriting descriptions as "when to use" fixed about half.',
      example: 'description: PDF toolkit.',
      fix: 'Add a sentence that says when to use the skill: "Use when the user asks to …" (or "当用户…时使用").',
    },
  },
  {
    code: 'SK402',
    name: 'trigger-lost-at-common-cut',
    family: 'quality',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': 240 and 256 characters are the cuts of one-line indexes and bounded catalogs (`skillscope catalog` and its MCP face); Claude Code (1,536) and Codex (1,024) keep more, and SK311/SK314 cover their cuts.',
      impact: 'A tool that cuts at 240 or 256 characters shows the description without its when-clause.',
      consequence: 'degraded',
      severity: 'info: no host we model cuts there; it matters only to tools that do.',
    },
    keyFields: [],
    docs: {
      what: "The parsed description (after YAML folding, whitespace collapsed) is longer than a common cut (240 or 256 characters, config `budgets.commonCuts`) and the cut comes before its first trigger clause is usable: before the end of the clause's sentence, of its first `,`/`;`/`:` part, or of its first 40 characters, whichever is shortest. A trigger that starts the description and runs past the cut is kept, not lost. Not reported for a skill hidden from the model (`disable-model-invocation: true`): only the user invokes it, by name.",
      why: 'One-line indexes (240 characters) and bounded catalogs (256 characters, as `skillscope catalog` and its MCP face send) are common ways tools shorten descriptions; Claude Code (1,536 characters) and Codex (1,024) keep more, and SK311/SK314 cover their cuts.',
      example: 'description: (250 characters about features). Use when the user asks for a chart.',
      fix: 'Move the trigger clause to the front: "Use when … . Does …". (A description exactly at a cut that ends mid-sentence is SK404.)',
    },
  },
  {
    code: 'SK405',
    name: 'description-only-trigger',
    family: 'quality',
    defaultSeverity: 'info',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 95: the description "should describe both what the skill does and when to use it"; which sentences are only a when-clause is our heuristic.',
      impact:
        'The model knows when the skill applies but must guess what it will do once picked, and cannot tell it from another skill meant for the same situation.',
      consequence: 'degraded',
      severity:
        'info: a SHOULD of the spec that some collections break on purpose, so that the model reads the body instead of acting on a summary.',
    },
    keyFields: [],
    docs: {
      what: 'The description is only a when-clause: every sentence opens with a condition ("Use when …", "This skill should be used when …", "Triggers: …", "当用户…时使用", "user wants to …"), and none says what the skill does. Short trailing fragments ("Full history.") are not counted; "Use for …" and "Use to …" name a purpose and count as saying what it does, and so does the main clause of a Chinese "当…时，…" sentence. Not reported for skills hidden from the model (`disable-model-invocation: true`).',
      why: 'The spec asks a description to say what the skill does and when to use it. With only the situation, the model must guess what the skill will do once picked, and a router cannot tell it from another skill meant for the same situation. Information, not a warning: some collections write when-only descriptions on purpose, so that the model reads the body instead of acting on a summary.',
      example: 'description: Use when the user asks about the quarterly numbers or mentions the finance dashboard.',
      fix: 'Start with what the skill does ("Builds the quarterly finance summary from the dashboard export."), then keep the when-clause.',
    },
  },
];

export const triggerRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  const out: RawFinding[] = [];
  const cuts = [...options.budgets.commonCuts].sort((a, b) => a - b);
  const description = collapseWhitespace(skill.description);
  if (description === '' || hiddenFromModel(skill)) return out;
  const when = frontmatterData(skill)?.['when_to_use'];
  const line = keyLine(skill, 'description');
  const first = descriptionTrigger(description);
  if (first === null) {
    if (typeof when === 'string' && triggerOffset(when) !== -1) return out;
    if (typeof when === 'string' && when.trim() !== '') return out; // the field itself is the trigger
    out.push(finding('SK401', skill.file, line, 1, 'description does not say when to use the skill', {}));
    return out;
  }
  if (onlyWhenClause(description, triggerMatches(description))) {
    out.push(
      finding('SK405', skill.file, line, 1, 'description only says when to use the skill, not what it does', {}),
    );
  }
  const at = first.at;
  const length = codePointLength(description);
  const sentenceEnd = sentenceEnds(description).find((end) => end > at) ?? description.length;
  const triggerAt = codePointLength(description.slice(0, at));
  const triggerEnd = codePointLength(description.slice(0, sentenceEnd));
  // The cut must reach the end of the trigger's first clause or keep TRIGGER_MIN_KEPT_CHARS
  // of it, whichever comes first: a long trigger sentence cut late is still a trigger.
  const phraseEnd = at + first.length;
  CLAUSE_END.lastIndex = phraseEnd;
  const clause = CLAUSE_END.exec(description);
  const clauseEnd =
    clause !== null && clause.index < sentenceEnd ? codePointLength(description.slice(0, clause.index)) : triggerEnd;
  const mustKeep = Math.min(triggerEnd, clauseEnd, triggerAt + TRIGGER_MIN_KEPT_CHARS);
  const lostAt = cuts.filter((cut) => length > cut && mustKeep > cut);
  if (lostAt.length > 0) {
    out.push(
      finding(
        'SK402',
        skill.file,
        line,
        1,
        `a one-line index or bounded catalog cutting at ${lostAt.map((n) => fmt(n)).join('/')} characters loses the trigger clause (characters ${fmt(triggerAt + 1)}–${fmt(triggerEnd)} of the parsed description's ${fmt(length)}, whitespace collapsed)`,
        {
          cuts: lostAt,
          triggerAt,
          triggerEnd,
          length,
        },
      ),
    );
  }
  return out;
});
