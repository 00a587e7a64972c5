/**
 * SK120–SK124: the `description` field. Required and non-blank; at most 1,024 code points by
 * the spec (UTF-16 length is wrong for emoji). Every length here is of the PARSED value — what
 * YAML gives after folding a `>-` block or joining a quoted scalar's lines — which is what hosts
 * read; the messages say so because it often differs from what the file looks like. Codex
 * measures after collapsing whitespace (current Codex truncates, older Codex skipped the skill:
 * SK314 / SK315 per host) — that case is its own, stronger rule (SK124), so one description is
 * never reported twice. `description:` with no value is YAML null: missing.
 */
import { codePointLength, collapseWhitespace } from '../../base/text.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, has, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import {
  CLAUDE_CHANGELOG,
  CLAUDE_DOCS,
  CLIENT_GUIDE,
  CODEX_LOADER,
  CODEX_VISIBLE,
  SKILLS_REF,
  SPEC,
} from './evidence.js';
import { fmt } from '../../base/numbers.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK120',
    name: 'description-missing',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `parse_skill_file`: no description → empty → `validate_len` → `MissingField`: the skill is not loaded; ' +
        CLIENT_GUIDE +
        ', line 134: a missing description → skip the skill. (' +
        CLAUDE_DOCS +
        ': Claude Code uses the first paragraph instead.)',
      impact:
        'Codex and clients that follow the guide do not load the skill; Claude Code describes it by its first paragraph, which was not written for routing.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: 'The frontmatter has no `description` field, or one with no value (`description:` or `description: null`, which YAML reads as null).',
      why: 'The description is all a host shows the model about the skill; without it the skill is never picked.',
      example: '---\nname: pdf-tools\n---',
      fix: 'Add a description saying what the skill does and when to use it.',
    },
  },
  {
    code: 'SK121',
    name: 'description-not-string',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `SkillFrontmatter` reads `description` as a string: a list or mapping fails the parse → `InvalidYaml`; ' +
        CLAUDE_CHANGELOG +
        ", 2.1.51: a YAML-array description crashed Claude Code's autocomplete until fixed.",
      impact: 'Codex does not load the skill; elsewhere the description is dropped or mangled.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: '`description` is present but YAML reads it as something other than a string (often a list because it starts with `[`, or a mapping because of an unquoted `: `).',
      why: 'Hosts expect a string and drop or mangle the description.',
      example: 'description: [beta] Fill PDF forms',
      fix: 'Quote the value.',
      autofix: '`skillscope check --fix` does it when the intended text is unambiguous.',
    },
  },
  {
    code: 'SK122',
    name: 'description-blank',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `validate_len`: an empty description after collapsing whitespace → `MissingField`: the skill is not loaded; ' +
        SPEC +
        ', line 94 (1–1024 characters); ' +
        CLIENT_GUIDE +
        ', line 134.',
      impact: 'Codex does not load the skill; elsewhere the model has nothing to match a request against.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: 'The description is empty or only whitespace.',
      why: 'The spec requires a non-empty description; the model has nothing to match requests against.',
      example: 'description: ""',
      fix: 'Write what the skill does and when to use it.',
    },
  },
  {
    code: 'SK123',
    name: 'description-too-long',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 94: 1–1024 characters; ' +
        SKILLS_REF +
        ' `validator.py` `_validate_description` counts the parsed value. ' +
        CODEX_LOADER +
        ' measures after collapsing whitespace (`sanitize_single_line`), where this description fits; Claude Code lists up to 1,536 characters (' +
        CLAUDE_CHANGELOG +
        ', 2.1.105).',
      impact: 'Strict validators and uploads reject the skill; the hosts we model load the whole description.',
      consequence: 'validator',
      severity: 'warning: no host we model refuses or cuts it (over 1,024 once collapsed is SK124).',
    },
    keyFields: [],
    worseField: 'length',
    docs: {
      what: 'The description has more than 1,024 code points as parsed — the value YAML gives after folding or joining lines, not the lines in the file (but it fits once whitespace is collapsed).',
      why: 'The spec limit is 1,024 characters; strict validators reject the skill. Code points are counted, so emoji and CJK count one each.',
      example: 'description: |\n  (a 1,100-character description with long indented lines)',
      fix: 'Shorten it; move detail into the SKILL.md body.',
    },
  },
  {
    code: 'SK124',
    name: 'description-too-long-collapsed',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `parse_skill_file`: `sanitize_single_line`, then `validate_len(description, 1024)` → `InvalidField` (the skill is not loaded) in the version we read; since Codex pull request 29006 (2026-06-19), ' +
        CODEX_VISIBLE +
        ' `truncate_skill_description` keeps 1,021 characters + "...". ' +
        SPEC +
        ', line 94.',
      impact:
        'Older Codex does not load the skill; current Codex cuts the end of the description, often its "use when" clause. Strict validators reject it.',
      consequence: 'misloaded',
      severity: 'error: Codex refuses the skill or hands the model a cut description.',
    },
    keyFields: [],
    worseField: 'collapsedLength',
    docs: {
      what: 'The parsed description (the value after YAML folding) is longer than 1,024 code points even after collapsing whitespace — the measure Codex applies. (Formerly named `description-skipped-by-codex`; current Codex no longer skips such a skill, it truncates the description.)',
      why: 'Besides breaking the spec, Codex measures exactly this: since 2026-06-19 it shows only the first 1,021 characters + "..." (SK314 under host `codex`); before, it silently skipped the skill (SK315 under host `codex-legacy`). Either way the end of the description — often its trigger clause — is lost.',
      example: 'description: (1,200 characters of prose)',
      fix: 'Cut it under 1,024 characters: keep what it does and when to use it, move the rest into the body.',
    },
  },
];

export const descriptionRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  const out: RawFinding[] = [];
  const max = options.budgets.descriptionMaxChars;
  const data = frontmatterData(skill);
  if (data === null) return out;
  const line = keyLine(skill, 'description');
  if (!has(data, 'description') || data['description'] === null) {
    if (skill.layout === 'dir')
      out.push(
        finding('SK120', skill.file, line, 1, 'frontmatter has no `description` value', {
          present: has(data, 'description'),
        }),
      );
    return out;
  }
  const description = data['description'];
  if (typeof description !== 'string') return out; // SK121 comes from the loader
  if (description.trim() === '') {
    out.push(finding('SK122', skill.file, line, 1, 'description is blank', {}));
    return out;
  }
  const length = codePointLength(description);
  const collapsedLength = codePointLength(collapseWhitespace(description));
  if (collapsedLength > max) {
    out.push(
      finding(
        'SK124',
        skill.file,
        line,
        1,
        `parsed description is ${fmt(collapsedLength)} characters even after collapsing whitespace (max ${fmt(max)}); Codex shows only its first 1,021 + "..." (older Codex skipped the skill)`,
        {
          length,
          collapsedLength,
          max,
          measured: 'parsed',
        },
      ),
    );
  } else if (length > max) {
    out.push(
      finding('SK123', skill.file, line, 1, `parsed description is ${fmt(length)} characters (max ${fmt(max)})`, {
        length,
        collapsedLength,
        max,
        measured: 'parsed',
      }),
    );
  }
  return out;
});
