/**
 * SK140–SK142: rules of the Anthropic platform, reported only with `--profile anthropic`:
 * no `<` or `>` in name or description (they are rendered inside XML), no reserved words in
 * the name, and a whole skill under 8 MiB.
 */
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { PLATFORM_DOCS } from './evidence.js';
import { fmt } from '../../base/numbers.js';

/** Words the Anthropic platform reserves: a skill name must not contain them. */
const ANTHROPIC_RESERVED_WORDS = ['anthropic', 'claude'] as const;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK140',
    name: 'anthropic-angle-brackets',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'platform',
      source: PLATFORM_DOCS + ': name and description "cannot contain XML tags".',
      impact: 'The Anthropic platform refuses the upload.',
      consequence: 'refused',
      severity: 'error (only with `--profile anthropic`): the platform refuses the skill.',
    },
    profile: 'anthropic',
    keyFields: ['field'],
    docs: {
      what: 'The name or description contains `<` or `>` (only with `--profile anthropic`).',
      why: 'The Anthropic platform rejects these characters because the listing is XML; elsewhere they can break the listing markup.',
      example: 'description: Converts <table> markup to CSV.',
      fix: 'Write the words instead (`HTML tables`) or drop the brackets.',
    },
  },
  {
    code: 'SK141',
    name: 'anthropic-reserved-name',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'platform',
      source: PLATFORM_DOCS + ': the name cannot contain the reserved words "anthropic" or "claude".',
      impact: 'The Anthropic platform refuses the upload.',
      consequence: 'refused',
      severity: 'error (only with `--profile anthropic`): the platform refuses the skill.',
    },
    profile: 'anthropic',
    keyFields: ['word'],
    docs: {
      what: 'The name contains a reserved word, `anthropic` or `claude` (only with `--profile anthropic`).',
      why: 'The Anthropic platform refuses uploads with these names.',
      example: 'name: claude-pdf-helper',
      fix: 'Pick a name that says what the skill does: `pdf-helper`.',
    },
  },
  {
    code: 'SK142',
    name: 'anthropic-skill-too-large',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'platform',
      source: PLATFORM_DOCS + ': a skill upload must be under 8 MB.',
      impact: 'The Anthropic platform refuses the upload.',
      consequence: 'refused',
      severity: 'error (only with `--profile anthropic`): the platform refuses the skill.',
    },
    profile: 'anthropic',
    keyFields: [],
    worseField: 'bytes',
    docs: {
      what: 'SKILL.md plus all resources of one skill reach 8 MiB (only with `--profile anthropic`).',
      why: 'The Anthropic platform rejects skill uploads of 8 MB or more.',
      example: 'A skill folder with 9 MB of fonts under assets/.',
      fix: 'Remove unused assets, or fetch large files at run time from a script.',
    },
  },
];

export const anthropicRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  if (options.profile !== 'anthropic') return [];
  const out: RawFinding[] = [];
  const maxBytes = options.budgets.skillMaxBytes;
  const data = frontmatterData(skill);
  if (data !== null) {
    for (const field of ['name', 'description'] as const) {
      const value = data[field];
      if (typeof value === 'string' && /[<>]/.test(value)) {
        out.push(finding('SK140', skill.file, keyLine(skill, field), 1, `${field} contains '<' or '>'`, { field }));
      }
    }
    const name = skill.declaredName?.toLowerCase() ?? '';
    for (const word of ANTHROPIC_RESERVED_WORDS) {
      if (name.includes(word))
        out.push(
          finding('SK141', skill.file, keyLine(skill, 'name'), 1, `name contains the reserved word '${word}'`, {
            word,
          }),
        );
    }
  }
  const bytes = skill.bytes + skill.resources.reduce((sum, r) => sum + r.bytes, 0);
  if (bytes >= maxBytes) {
    out.push(
      finding(
        'SK142',
        skill.file,
        0,
        0,
        `skill is ${fmt(bytes)} bytes with its resources (limit: under ${fmt(maxBytes)})`,
        { bytes, max: maxBytes },
      ),
    );
  }
  return out;
});
