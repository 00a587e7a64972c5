/**
 * SK130–SK134: the optional spec fields and fields the spec does not know. Which fields are
 * known depends on the profile: `claude-code` adds that host's own fields. A YAML list for
 * `allowed-tools` is accepted except under `anthropic`: Claude Code reads the list, and real
 * collections write it that way often (trailofbits/skills and many others), so by default it is
 * no error, in line with the default profile knowing every field a host reads.
 */
import { codePointLength } from '../../base/text.js';
import type { CheckProfile, RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, has, keyLine, perSkillFamily, type RuleFamilyModule } from './rule.js';
import { CLAUDE_CHANGELOG, CODEX_LOADER, SKILLS_REF, SPEC } from './evidence.js';
import { fmt } from '../../base/numbers.js';

/** Top-level fields of the Agent Skills spec. */
export const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

/**
 * Fields Claude Code reads (its skills documentation: frontmatter reference, 2026-12). The
 * listing simulation honours `when_to_use` and `disable-model-invocation` itself.
 */
export const CLAUDE_CODE_FIELDS = [
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell',
] as const;

/**
 * Fields OpenClaw reads (docs.openclaw.ai, tools/skills: slash-command exposure, tool dispatch,
 * the "Website" link) and `version`, which its registry ClawHub publishes (clawhub/skill-format).
 * Many public skills carry them, including the `{baseDir}` ones.
 */
const OPENCLAW_FIELDS = [
  'homepage',
  'user-invocable',
  'disable-model-invocation',
  'command-dispatch',
  'command-tool',
  'command-arg-mode',
  'version',
] as const;

/**
 * Known fields per profile. `default` (no particular host) knows every field some host reads:
 * such a field is not a typo, and hosts that do not read it ignore it. `claude-code` knows what
 * that host reads. `anthropic` (upload to the Anthropic platform, whose validators accept only the
 * spec's fields) knows the spec's fields only.
 */
export const KNOWN_FIELDS = {
  default: [...new Set([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS, ...OPENCLAW_FIELDS])],
  'claude-code': [...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS],
  anthropic: SPEC_FIELDS,
} as const satisfies Record<CheckProfile, readonly string[]>;

/**
 * Who reads the fields a profile knows, as the message says it: a newcomer does not know what
 * "profile default" means, so the message names the spec and the hosts, and the flag that chose them.
 */
const KNOWN_BY = {
  default: 'the spec or any host skillscope knows (Claude Code, OpenClaw)',
  'claude-code': 'the spec or Claude Code (--profile claude-code)',
  anthropic: 'the spec (--profile anthropic accepts its fields only)',
} as const satisfies Record<CheckProfile, string>;

/** Which hosts read a field that is not in the spec (for the message under a stricter profile). */
function readBy(field: string): string[] {
  const hosts: string[] = [];
  if ((CLAUDE_CODE_FIELDS as readonly string[]).includes(field)) hosts.push('claude-code');
  if ((OPENCLAW_FIELDS as readonly string[]).includes(field)) hosts.push('openclaw');
  return hosts;
}

const rules: readonly RuleMeta[] = [
  {
    code: 'SK130',
    name: 'compatibility-invalid',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 126: `compatibility` "must be 1-500 characters if provided"; ' +
        SKILLS_REF +
        ' `validator.py` `_validate_compatibility`. No host we know reads the field (' +
        CODEX_LOADER +
        ' `SkillFrontmatter` has no such field).',
      impact: 'Strict validators reject the skill; hosts ignore the field.',
      consequence: 'validator',
      severity: 'warning: nothing a host loads depends on it.',
    },
    keyFields: [],
    docs: {
      what: '`compatibility` is not a string of 1–500 code points.',
      why: 'The spec allows a short free-text note about required environments; longer text belongs in the body.',
      example: 'compatibility: ""',
      fix: 'Write one sentence such as `Requires Python 3.11 and network access`, or remove the field.',
    },
  },
  {
    code: 'SK131',
    name: 'metadata-not-string-map',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 150: "a map from string keys to string values"; ' +
        SKILLS_REF +
        ' `parser.py` turns the values into strings itself. ' +
        CODEX_LOADER +
        ' reads only `metadata.short-description` and ignores other keys.',
      impact:
        "Clients that store metadata may drop or stringify values that are not strings; a `metadata` that is not a mapping at all fails Codex's frontmatter parse.",
      consequence: 'validator',
      severity: 'warning: values that are not strings break no host we know.',
    },
    keyFields: [],
    docs: {
      what: '`metadata` is not a mapping of string keys to string values. The mappings a host defines under its own key (OpenClaw’s `metadata.openclaw`, alias `clawdbot` or `clawdis`) are allowed.',
      why: 'The spec defines metadata as string → string so every client can store it; numbers, lists and nested maps are not portable.',
      example: 'metadata:\n  version: 2\n  tags: [pdf, forms]',
      fix: 'Quote the values (`version: "2"`) and flatten lists into one string.',
    },
  },
  {
    code: 'SK132',
    name: 'allowed-tools-not-string',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 166: "a space-separated string", experimental; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.0: Claude Code also reads a YAML list (accepted here, except under `--profile anthropic`). ' +
        CODEX_LOADER +
        ' does not read the field.',
      impact:
        'A host that cannot read the shape does not pre-approve the tools, so the user gets permission prompts; strict validators reject the skill.',
      consequence: 'validator',
      severity: 'warning: the skill still loads and runs, with prompts.',
    },
    keyFields: [],
    docs: {
      what: '`allowed-tools` is not a space-separated string (a list of strings is accepted too, as Claude Code reads it, except under `--profile anthropic`).',
      why: 'The spec defines it as one string; other shapes are ignored or rejected by clients.',
      example: 'allowed-tools: {bash: true}',
      fix: 'Write `allowed-tools: Bash Read Write`.',
    },
  },
  {
    code: 'SK133',
    name: 'unknown-field',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', lines 25–32: six fields; ' +
        SKILLS_REF +
        ' `validator.py` `_validate_metadata_fields` rejects others. Hosts ignore fields they do not read (' +
        CODEX_LOADER +
        ' reads named fields only).',
      impact: 'A typo (`descripton`) silently loses the field; strict validators reject the skill.',
      consequence: 'validator',
      severity: 'warning: hosts ignore the field, but it is usually a typo worth a look.',
    },
    keyFields: ['field'],
    docs: {
      what: 'A top-level frontmatter field that neither the spec nor a host of the selected `--profile` reads. One finding per skill, on the line of its first such field; `data.fields` lists every one (`data.fieldsReadBy` names the hosts that read each), `data.field` is the first. The default profile knows the spec\'s fields and every field a known host reads: Claude Code (`when_to_use`, `argument-hint`, `arguments`, `disable-model-invocation`, `user-invocable`, `model`, `effort`, `context`, `agent`, `hooks`, `paths`, `shell`) and OpenClaw (`homepage`, `command-dispatch`, `command-tool`, `command-arg-mode`, and `version`, which its registry publishes). `--profile claude-code` knows the spec and Claude Code fields; `--profile anthropic` only the spec\'s, as the platform\'s validators do. The message names who would read such a field under the profile in use: without `--profile`, "not read by the spec or any host skillscope knows (Claude Code, OpenClaw)"; a field only another host reads says which host ("read by openclaw, not by the spec or Claude Code (--profile claude-code)").',
      why: 'A field no host reads is usually a typo (`descripton`) or data that belongs under `metadata`; strict validators reject it.',
      example: 'tags: [pdf, forms]',
      fix: 'Fix the typo, or move custom data under `metadata`, a map of strings (`metadata: { tags: "pdf forms" }`).',
    },
  },
  {
    code: 'SK134',
    name: 'license-not-string',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC + ', lines 29 and 112–114: a license name or the name of a bundled file. No host we know reads the field.',
      impact: 'Strict validators reject the skill; tools that collect licenses miss it.',
      consequence: 'validator',
      severity: 'warning: nothing a host loads depends on it.',
    },
    keyFields: [],
    docs: {
      what: '`license` is present but not a string.',
      why: 'The spec defines the license as a string (a name or a file reference).',
      example: 'license: [MIT, Apache-2.0]',
      fix: 'Write `license: MIT` or `license: Complete terms in LICENSE.txt`.',
    },
  },
];

/**
 * Keys of `metadata` whose value a host defines as an object: OpenClaw reads its runtime
 * requirements from `metadata.openclaw` (aliases `metadata.clawdbot`, `metadata.clawdis`), a
 * nested mapping (docs.openclaw.ai/clawhub/skill-format, "Runtime metadata"). The spec's string
 * map does not cover them, and flattening one would break the host that reads it.
 */
const HOST_METADATA_OBJECTS: ReadonlySet<string> = new Set(['openclaw', 'clawdbot', 'clawdis']);

const isMapping = (v: unknown): boolean => v !== null && typeof v === 'object' && !Array.isArray(v);

function isStringMap(value: unknown): { ok: boolean; badKeys: string[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, badKeys: [] };
  const badKeys = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => typeof v !== 'string' && !(HOST_METADATA_OBJECTS.has(k) && isMapping(v)))
    .map(([k]) => k);
  return { ok: badKeys.length === 0, badKeys };
}

export const fieldRules: RuleFamilyModule = perSkillFamily(rules, (skill, { options }) => {
  const out: RawFinding[] = [];
  const known: ReadonlySet<string> = new Set(KNOWN_FIELDS[options.profile]);
  const maxCompat = options.budgets.compatibilityMaxChars;
  const data = frontmatterData(skill);
  if (data === null) return out;
  if (has(data, 'compatibility')) {
    const value = data['compatibility'];
    const length = typeof value === 'string' ? codePointLength(value) : -1;
    if (length < 1 || length > maxCompat) {
      out.push(
        finding(
          'SK130',
          skill.file,
          keyLine(skill, 'compatibility'),
          1,
          typeof value === 'string'
            ? `compatibility is ${fmt(length)} characters; it must be 1–${fmt(maxCompat)}`
            : 'compatibility is not a string',
          {
            length,
            max: maxCompat,
          },
        ),
      );
    }
  }
  if (has(data, 'metadata')) {
    const { ok, badKeys } = isStringMap(data['metadata']);
    if (!ok) {
      out.push(
        finding(
          'SK131',
          skill.file,
          keyLine(skill, 'metadata'),
          1,
          badKeys.length > 0 ? `metadata values must be strings: ${badKeys.join(', ')}` : 'metadata is not a mapping',
          {
            badKeys,
          },
        ),
      );
    }
  }
  if (has(data, 'allowed-tools')) {
    const value = data['allowed-tools'];
    const listOk = options.profile !== 'anthropic' && Array.isArray(value) && value.every((v) => typeof v === 'string');
    if (typeof value !== 'string' && !listOk) {
      out.push(
        finding(
          'SK132',
          skill.file,
          keyLine(skill, 'allowed-tools'),
          1,
          'allowed-tools must be a space-separated string',
          {},
        ),
      );
    }
  }
  if (has(data, 'license') && typeof data['license'] !== 'string') {
    out.push(finding('SK134', skill.file, keyLine(skill, 'license'), 1, 'license must be a string', {}));
  }
  // One finding per skill, on the line of its first unknown field, listing them all: a
  // collection that adds ten custom keys to every skill is one decision, not ten findings each.
  const unknown = Object.keys(data)
    .filter((field) => !known.has(field))
    .map((field) => ({ field, readBy: readBy(field) }));
  const [first] = unknown;
  if (first !== undefined) {
    const named = (u: { field: string; readBy: readonly string[] }): string =>
      u.readBy.length > 0 ? `'${u.field}' (read by ${u.readBy.join(' and ')})` : `'${u.field}'`;
    const who = KNOWN_BY[options.profile];
    const message =
      unknown.length > 1
        ? `${unknown.length} frontmatter fields not read by ${who}: ${unknown.map(named).join(', ')}`
        : first.readBy.length > 0
          ? `frontmatter field '${first.field}' is read by ${first.readBy.join(' and ')}, not by ${who}`
          : `unknown frontmatter field '${first.field}': not read by ${who}`;
    out.push(
      finding('SK133', skill.file, keyLine(skill, first.field), 1, message, {
        field: first.field,
        readBy: first.readBy,
        fields: unknown.map((u) => u.field),
        fieldsReadBy: Object.fromEntries(unknown.map((u) => [u.field, u.readBy])),
        profile: options.profile,
      }),
    );
  }
  return out;
});
