/**
 * SK403: a first sentence that is only a title or a model name. Cut listings and one-line
 * indexes show the first sentence first (sometimes only that); "PDF Tools." or "Claude 3.5
 * Sonnet." there spends the most visible characters on nothing a router can match.
 */
import { trimEndOf } from '../../base/trim.js';
import { firstSentence } from '../../base/sentences.js';
import { collapseWhitespace } from '../../base/text.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, hiddenFromModel, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { GUIDANCE, SPEC } from './evidence.js';

/** Model-family words that make a sentence "just a model name". */
const MODEL_NAME =
  /^(?:claude|gpt|chatgpt|o[1-9]|gemini|llama|mistral|mixtral|qwen|deepseek|codex|sonnet|opus|haiku|grok|phi)\b[\w .:-]*$/iu;

/** Most words a title sentence has (titles are short). */
const TITLE_MAX_WORDS = 5;

/**
 * A model name has a version or a tier ("Claude 3.5 Sonnet", "GPT-4o", "Gemini Pro"): without one,
 * "Claude Code hooks development guide." names a topic, not a model.
 */
const MODEL_MARK = /\d|\b(?:sonnet|opus|haiku|pro|flash|mini|nano|turbo|ultra)\b/i;

/**
 * Verbs a description opens with in the imperative ("Launch FloatingClock.", "Deploy Staging."):
 * such a sentence says what the skill does, however few and capitalised its words.
 */
const IMPERATIVE_VERBS: ReadonlySet<string> = new Set([
  'launch',
  'run',
  'open',
  'create',
  'build',
  'generate',
  'fix',
  'write',
  'add',
  'remove',
  'check',
  'review',
  'deploy',
  'install',
  'uninstall',
  'start',
  'stop',
  'show',
  'list',
  'find',
  'search',
  'convert',
  'format',
  'analyze',
  'analyse',
  'test',
  'update',
  'sync',
  'send',
  'get',
  'set',
  'make',
  'manage',
  'monitor',
  'track',
  'draft',
  'summarize',
  'summarise',
  'plan',
  'explain',
  'compare',
  'translate',
  'export',
  'import',
  'edit',
  'clean',
  'debug',
  'audit',
  'validate',
  'restart',
  'kill',
  'quit',
  'close',
  'delete',
  'archive',
  'backup',
  'restore',
  'publish',
  'release',
  'refactor',
  'scaffold',
  'fetch',
]);

/** Small words allowed lower-case inside a Title Case sentence. */
const TITLE_JOINERS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  '&',
  '-',
  '/',
  '+',
]);

const rules: readonly RuleMeta[] = [
  {
    code: 'SK403',
    name: 'description-starts-with-title',
    family: 'quality',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': a first sentence that is only a title (the name again, up to five Title Case words) or a model name; ' +
        SPEC +
        ', line 96: include "specific keywords".',
      impact: 'The first sentence, the part every cut keeps, adds nothing the name did not say.',
      consequence: 'degraded',
      severity: 'info: style; the model still reads the rest of the description.',
    },
    keyFields: [],
    docs: {
      what: 'The first sentence of the description is only a title (the skill name again, or up to five Title Case words) or a model name (a model-family word with a version or tier: "Claude 3.5 Sonnet", not "Claude Code hooks guide"). A sentence that opens with an imperative verb ("Launch Clockface.") says what the skill does and is no title. Not reported for a skill hidden from the model (`disable-model-invocation: true`): only the user invokes it, by name.',
      why: 'The first sentence is what every cut keeps; a title there adds nothing the name did not say, and a model name matches no request.',
      example: 'description: PDF Form Filler. Fills AcroForm fields…',
      fix: 'Start with what the skill does ("Fills … in … files."), then when to use it ("Use when …").',
    },
  },
];

function words(sentence: string): string[] {
  return sentence.split(/\s+/u).filter((w) => w !== '');
}

/** Why `sentence` is only a title or a model name, or null. */
export function titleKind(sentence: string, name: string): 'name' | 'model' | 'title' | null {
  const bare = trimEndOf(sentence, '.!?…。！？:：').trim();
  if (bare === '') return null;
  const normal = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s_-]+/gu, ' ')
      .trim();
  if (normal(bare) === normal(name)) return 'name';
  const list = words(bare);
  if (list.length <= TITLE_MAX_WORDS && MODEL_NAME.test(bare) && MODEL_MARK.test(bare)) return 'model';
  if (list.length > 1 && IMPERATIVE_VERBS.has((list[0] ?? '').toLowerCase())) return null;
  const titleWords = list.filter((w) => !TITLE_JOINERS.has(w.toLowerCase()));
  if (
    list.length <= TITLE_MAX_WORDS &&
    titleWords.length > 0 &&
    titleWords.every((w) => /^[\p{Lu}\p{N}]/u.test(w)) &&
    titleWords.every((w) => /^[\p{L}\p{N}&/+.'-]+$/u.test(w))
  ) {
    return 'title';
  }
  return null;
}

export const firstSentenceRules: RuleFamilyModule = perSkillFamily(rules, (skill, _ctx) => {
  const out: RawFinding[] = [];
  const description = collapseWhitespace(skill.description);
  if (description === '' || hiddenFromModel(skill)) return out;
  const sentence = firstSentence(description);
  const kind = titleKind(sentence, skill.name);
  if (kind !== null) {
    out.push(
      finding(
        'SK403',
        skill.file,
        keyLine(skill, 'description'),
        1,
        `first sentence '${sentence}' is only a ${kind === 'name' ? 'restated name' : kind === 'model' ? 'model name' : 'title'}`,
        { sentence, kind },
      ),
    );
  }
  return out;
});
