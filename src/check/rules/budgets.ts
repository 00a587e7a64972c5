/**
 * SK301–SK302: catalog tokens. Every skill's `name: description` entry sits in the context from
 * the first turn, whether the skill is used or not. The spec budgets about 100 tokens per
 * entry; the whole catalog should stay a small share of the window (default 1 %). The catalog
 * is audit's: `catalogEntryText` of every skill, with or without a description, so `check` and
 * `audit` report the same total.
 */
import type { RuleMeta } from '../types.js';
import { finding, keyLine, type RuleFamilyModule } from './rule.js';
import { GUIDANCE, SPEC } from './evidence.js';
import { fmt } from '../../base/numbers.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK301',
    name: 'catalog-over-budget',
    family: 'budget',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': 1 % of the context window for all catalog entries together (config `budgets.catalogMaxTokens`); ' +
        SPEC +
        ', line 220, puts metadata at "~100 tokens" per skill.',
      impact:
        'The catalog is paid on every request of every session, used or not, and crowds the host listing budgets.',
      consequence: 'cost',
      severity: 'warning: a budget of ours; the host budgets themselves are SK310–SK313.',
    },
    keyFields: ['installUnit'],
    worseField: 'tokens',
    docs: {
      what: 'The catalog entries (`name: description`) of the skills installed together (each install unit: a plugin, or the skills in no plugin; or the `--install` set — in a tree without plugins every skill, as `skillscope audit` counts them) exceed the catalog token budget (default 1 % of `--window`: 2,000 tokens at 200k; config `budgets.catalogMaxTokens`).',
      why: 'The catalog is paid on every request of every session, used or not; it also crowds out the host listing budget.',
      example: '60 skills with 80-token descriptions: 4,800 tokens.',
      fix: 'Shorten the longest descriptions, merge overlapping skills, or disable skills a project never uses.',
    },
  },
  {
    code: 'SK302',
    name: 'catalog-entry-over-budget',
    family: 'budget',
    defaultSeverity: 'info',
    evidence: {
      basis: 'guidance',
      source:
        GUIDANCE +
        ': ' +
        SPEC +
        ', line 220, estimates metadata at "~100 tokens" per skill — an estimate, not a limit (the limit is 1,024 characters, SK123/SK124).',
      impact: 'Long entries cost every session and are the first a host listing budget cuts.',
      consequence: 'cost',
      severity: "info: a description within the spec's limit is not wrong; this only says what it costs.",
    },
    keyFields: [],
    worseField: 'tokens',
    docs: {
      what: "One skill's catalog entry `name: description` (the parsed values, after YAML folding) exceeds the per-entry budget (default 100 tokens, as the spec suggests).",
      why: 'Long entries cost every session and are the first to be cut by host listing budgets.',
      example: 'A 700-character description (about 150 tokens).',
      fix: 'Keep one sentence on what it does and one on when to use it; move the rest into the body.',
    },
  },
];

/** Per skill: its entry (SK302). At the end: the whole catalog (SK301), from each skill's entry tokens. */
export const budgetRules: RuleFamilyModule = {
  rules,
  start: ({ options, entryTokens, encoding }) => ({
    skill(skill) {
      const { entryMaxTokens } = options.budgets;
      const tokens = entryTokens(skill);
      if (tokens <= entryMaxTokens) return [];
      return [
        finding(
          'SK302',
          skill.file,
          keyLine(skill, 'description'),
          1,
          `catalog entry (name: parsed description) is ${fmt(tokens)} ${encoding.name} tokens (max ${fmt(entryMaxTokens)})`,
          {
            tokens,
            max: entryMaxTokens,
            encoding: encoding.name,
          },
        ),
      ];
    },
    finish(facts) {
      const { catalogMaxTokens } = options.budgets;
      // One total per install unit (check/units.ts): the skills a user installs together.
      return facts.groups.flatMap((group) => {
        let total = 0;
        let listed = 0;
        for (const skill of group.skills) {
          // Skills in cold storage (--respect-state) are not listed: no share of the catalog total.
          if (options.coldStorage.has(skill.name)) continue;
          total += skill.entryTokens;
          listed++;
        }
        if (total <= catalogMaxTokens) return [];
        const of = group.unit === undefined ? '' : ` (install unit ${group.unit})`;
        return [
          finding(
            'SK301',
            '',
            0,
            0,
            `catalog of ${fmt(listed)} skills${of} is ${fmt(total)} ${encoding.name} tokens (budget ${fmt(catalogMaxTokens)})`,
            {
              tokens: total,
              max: catalogMaxTokens,
              skills: listed,
              encoding: encoding.name,
              ...(group.unit === undefined ? {} : { installUnit: group.unit }),
            },
          ),
        ];
      });
    },
  }),
};
