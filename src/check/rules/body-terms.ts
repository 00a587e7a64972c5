/**
 * SK411: trigger phrases in the body but not in the description. A router sees only the
 * description, yet authors often write the real "use this when …" guidance, and the headings
 * and bold words that say what the skill is about, into the body. Those terms are invisible at
 * routing time.
 *
 * Scoring (documented in docs/rules.md): each term (seed analyzer) gets a weight per
 * occurrence — 3 in a body sentence with a trigger clause, 2 in a heading, 1 in bold text,
 * 0.25 anywhere else (so a term the body repeats a dozen times counts like one trigger sentence).
 * A term is a candidate when its weight reaches `budgets.bodyTermMinScore` (default 3), it is
 * absent from the name, description and `when_to_use` (also as singular/plural, and as an English
 * stem of the `multi` analyzer: "extracting" is mentioned by "extracts"), it is not a
 * structural word ("overview", "steps" …) and, with 4 or more skills, it occurs in at most half
 * of them (a word every skill uses distinguishes none), and it is no word of the skill format (FORMAT_WORDS) nor a piece of a word cut at an accented
 * letter ("strat" of "stratégie": text/accent-pieces.ts). Candidates are ranked by weight × idf;
 * the top 5 are reported.
 */
import { multiTerms } from '../../route/analyzers/multi.js';
import { seedTerms } from '../../route/analyzers/seed.js';
import { emphasisSums, emphasisWeights as bodyEmphasis } from '../text/emphasis.js';
import { TermCounts, TermSums } from '../text/term-table.js';
import { SeedTermTable } from '../../route/analyzers/seed-table.js';
import { idf } from '../text/tfidf.js';
import { accentPieces } from '../text/accent-pieces.js';
import { triggerStartTag } from '../text/triggers.js';
import type { RawFinding, RuleMeta } from '../types.js';
import type { SkillFacts } from '../facts.js';
import { finding, frontmatterData, hiddenFromModel, keyLine, type RuleFamilyModule } from './rule.js';
import { GUIDANCE } from './evidence.js';
import { SPEC_FIELDS } from './fields.js';

/** Weight per occurrence: in a trigger sentence, a heading, bold text, anywhere else. */
export const BODY_TERM_WEIGHTS = { trigger: 3, heading: 2, bold: 1, plain: 0.25 } as const;

/** Terms reported per skill. */
const BODY_TERMS_SHOWN = 5;

/** Words of document structure and of every trigger sentence: never reported. */
const STRUCTURAL_WORDS: ReadonlySet<string> = new Set([
  'overview',
  'usage',
  'example',
  'examples',
  'instructions',
  'instruction',
  'step',
  'steps',
  'note',
  'notes',
  'reference',
  'references',
  'quick',
  'start',
  'workflow',
  'workflows',
  'introduction',
  'summary',
  'requirements',
  'setup',
  'installation',
  'output',
  'input',
  'tips',
  'troubleshooting',
  'common',
  'guidelines',
  'rules',
  'important',
  'details',
  'best',
  'practices',
  'advanced',
  'basic',
  'skill',
  'skills',
  'user',
  'users',
  'asks',
  'ask',
  'asked',
  'wants',
  'request',
  'requests',
  'task',
  'tasks',
  'mentions',
  'needs',
  'only',
  'always',
  'never',
  'first',
  'then',
  'after',
  'before',
  'other',
  'one',
  'two',
  'new',
  'see',
  'check',
  'file',
  'files',
  // Instruction verbs every body uses ("Read …", "Follow these steps", "Make sure …"): they
  // describe how to work, not what the skill is for, so no request is routed by them (QA on
  // anthropics/skills pdf: "never mentions: follow, read").
  'follow',
  'read',
  'use',
  'using',
  'run',
  'load',
  'open',
  'make',
  'sure',
  'must',
  'should',
  'do',
  'don',
]);

/**
 * Words of the skill format itself: the spec's one-word frontmatter keys (`name`, `description`,
 * `license`, `compatibility`, `metadata`) and the markup they are written in. A body that explains
 * its own frontmatter, or teaches how to write a skill, names them often and in bold; moving
 * "description" into the description helps no request find the skill. Hyphenated keys
 * (`allowed-tools`) are left out: their parts ("tools") are ordinary words of many skills.
 */
const FORMAT_WORDS: ReadonlySet<string> = new Set([
  ...SPEC_FIELDS.filter((field) => !field.includes('-')),
  'frontmatter',
  'yaml',
  'markdown',
  'md',
  'field',
  'fields',
]);

const rules: readonly RuleMeta[] = [
  {
    code: 'SK411',
    name: 'body-only-trigger-terms',
    family: 'quality',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': terms weighted by where the body uses them (when-sentences, headings, bold) that the name, description and `when_to_use` never mention.',
      impact:
        'The router picks skills from descriptions; guidance that lives only in the body cannot attract a request.',
      consequence: 'degraded',
      severity: 'info: a suggestion for the description, not a defect.',
    },
    keyFields: [],
    docs: {
      what: 'Terms the body emphasises or repeats — weight 3 per occurrence in a "use this when …" sentence, 2 in a heading, 1 in bold text, 0.25 anywhere else; reported from a total of 3 (config `budgets.bodyTermMinScore`) — that the name, description and `when_to_use` never mention in any form (compared by English stem: "extracting" counts as mentioned by "extract"). Structural words (overview, steps, user …) and words of the skill format itself (the frontmatter keys `name`, `description`, `license`, `compatibility`, `metadata`; frontmatter, YAML, markdown, field) are ignored, so are pieces of words the a–z analyzer cuts at an accented letter ("strat" and "gie" of "stratégie", unless the body also writes them as words), and with 4 or more skills so are terms used by more than half of them. Reports the top 5 by weight × idf. Not reported for a skill hidden from the model (`disable-model-invocation: true`): only the user invokes it, by name.',
      why: 'The router picks skills from descriptions; guidance that lives only in the body cannot attract a request.',
      example:
        'Body: "Use this skill when the user mentions pivot tables or VLOOKUP." Description: "Analyse spreadsheets."',
      fix: 'Move the trigger sentence, or its key terms, into the description.',
    },
  },
];

/** Weighted emphasis per term in a markdown body (one tokenisation per body: text/emphasis.ts). */
export function emphasisWeights(body: string): Map<string, number> {
  return bodyEmphasis(body, BODY_TERM_WEIGHTS);
}

function variants(term: string): string[] {
  return term.endsWith('s') ? [term, term.slice(0, -1)] : [term, `${term}s`];
}

/** The terms of what a router sees of a skill: name, description and `when_to_use`. */
function visibleTerms(skill: Pick<SkillFacts, 'name' | 'description' | 'frontmatter'>): Set<string> {
  const when = frontmatterData(skill)?.['when_to_use'];
  return new Set(seedTerms(`${skill.name} ${skill.description} ${typeof when === 'string' ? when : ''}`));
}

/**
 * The candidates of every skill, packed: skill `skills[k]` owns the term ids and weights from
 * `starts[k]` to `starts[k + 1]` (or the end). A candidate is a body term that passed every test
 * that needs only its own skill. Kept as flat number arrays, not an object per candidate (with its
 * term string and boxed weight): on 10,000 real skills the objects were ~1.2 KB per skill, the
 * largest per-skill state of the run after the facts; the term is the table's (`table.terms[id]`).
 */
interface PackedCandidates {
  readonly skills: number[];
  readonly starts: number[];
  readonly ids: number[];
  readonly weights: number[];
}

/**
 * Per skill (the body is in memory only then): the emphasis weights of its body, added to the
 * document frequencies, and the candidates that pass every test of the skill alone — weight,
 * not structural, not a number, not in the description as written or as singular/plural. Only
 * those terms are kept, never the body. At the end, with every skill's document frequency
 * known: the frequency test, the stem test (which loads wink-nlp, so it runs last, for the few
 * terms left, once per distinct term of the run) and the ranking by weight × idf.
 */
export const bodyTermRules: RuleFamilyModule = {
  rules,
  start({ options }) {
    // One term table for the run: per body a word costs one lookup, and the weights and document
    // frequencies are arrays indexed by term id (text/term-table.ts, route/analyzers/seed-table.ts).
    const table = new SeedTermTable(triggerStartTag);
    const sums = new TermSums();
    const df = new TermCounts();
    let n = 0;
    const kept: PackedCandidates = { skills: [], starts: [], ids: [], weights: [] };
    return {
      skill(skill) {
        const index = n++;
        const visible = visibleTerms(skill);
        // One pass per body: the emphasis weights also give the body's terms (every term gets the
        // plain weight), so document frequencies need no second tokenisation of 16 KB bodies.
        emphasisSums(skill.body, BODY_TERM_WEIGHTS, table, sums);
        const visibleIds = new Set<number>();
        for (const t of visible) visibleIds.add(table.id(t));
        for (const id of visibleIds) df.increment(id);
        for (const id of sums.touched) if (!visibleIds.has(id)) df.increment(id);
        if (skill.description.trim() === '') return []; // nothing to compare with; other rules report why
        if (hiddenFromModel(skill)) return []; // invoked by name only: no router reads its description
        const start = kept.ids.length;
        const pieces = accentPieces(skill.body); // "strat" of "stratégie": no term (text/accent-pieces.ts)
        for (const id of sums.touched) {
          const weight = sums.get(id);
          const term = table.terms[id] ?? '';
          if (
            weight < options.budgets.bodyTermMinScore ||
            STRUCTURAL_WORDS.has(term) ||
            FORMAT_WORDS.has(term) ||
            /^\d+$/.test(term) ||
            term.length < 3 ||
            pieces.has(term)
          )
            continue;
          if (variants(term).some((v) => visible.has(v))) continue;
          kept.ids.push(id);
          kept.weights.push(weight);
        }
        if (kept.ids.length > start) {
          kept.skills.push(index);
          kept.starts.push(start);
        }
        return [];
      },
      finish(facts) {
        const out: RawFinding[] = [];
        // English stems (Porter2, as the `multi` router uses) so another form of a word counts as
        // mentioned. Stemming loads wink-nlp, so it runs only for terms that passed every other test,
        // once per distinct term of the run.
        const stems = new Map<string, string>();
        const stemOf = (term: string): string => {
          if (!/^[a-z][a-z0-9]*$/.test(term)) return term;
          let stem = stems.get(term);
          if (stem === undefined) stems.set(term, (stem = multiTerms(term)[0] ?? term));
          return stem;
        };
        for (let k = 0; k < kept.skills.length; k++) {
          const skill = facts.skills[kept.skills[k]!]!;
          const ranked: { term: string; weight: number; score: number }[] = [];
          const end = kept.starts[k + 1] ?? kept.ids.length;
          for (let c = kept.starts[k]!; c < end; c++) {
            const id = kept.ids[c]!;
            const term = table.terms[id] ?? '';
            const weight = kept.weights[c]!;
            const termDf = df.get(id);
            if (n >= 4 && termDf > n / 2) continue;
            ranked.push({ term, weight, score: weight * idf(termDf, n) });
          }
          // The stem test last, in rank order, until BODY_TERMS_SHOWN terms pass: the score does
          // not depend on it, so the first ones that pass are the top of the filtered ranking,
          // and most candidates of a long list are never stemmed.
          ranked.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1));
          let visibleStems: Set<string> | undefined;
          const top: typeof ranked = [];
          for (const candidate of ranked) {
            if (top.length === BODY_TERMS_SHOWN) break;
            visibleStems ??= new Set([...visibleTerms(skill)].map(stemOf));
            if (!visibleStems.has(stemOf(candidate.term))) top.push(candidate);
          }
          if (top.length === 0) continue;
          out.push(
            finding(
              'SK411',
              skill.file,
              keyLine(skill, 'description'),
              1,
              `the body emphasises terms the description never mentions: ${top.map((t) => t.term).join(', ')}`,
              {
                terms: top.map((t) => t.term),
                weights: top.map((t) => t.weight),
              },
            ),
          );
        }
        return out;
      },
    };
  },
};
