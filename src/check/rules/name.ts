/**
 * SK110–SK115: the `name` field. The spec: required, 1–64 code points, lower-case letters,
 * digits and single hyphens (no leading, trailing or double hyphen), equal to the folder name.
 * Skills in the flat layout take their name from the file stem, so only length and pattern
 * apply to a name they declare. `name:` with no value is YAML null: missing, not "not a string".
 * Names must also be unique across the directory (SK115), compared as hosts see them: the
 * effective name (declared, else folder or file stem).
 */
import { codePointLength } from '../../base/text.js';
import type { InstallUnit, Skill } from '../../skills/model.js';
import type { SkillFacts } from '../facts.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, frontmatterData, has, keyLine, type RuleFamilyModule } from './rule.js';
import {
  CLAUDE_CHANGELOG,
  CLAUDE_DOCS,
  CLIENT_GUIDE,
  CODEX_LOADER,
  PLATFORM_DOCS,
  SKILLS_CLI,
  SKILLS_REF,
  SPEC,
} from './evidence.js';
import { fmt } from '../../base/numbers.js';

/** Spec pattern for names. */
export const NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK110',
    name: 'name-missing',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 27: `name` is required; ' +
        SKILLS_REF +
        ' `validator.py` `validate_metadata` reports it missing. ' +
        CODEX_LOADER +
        ' `default_skill_name` and ' +
        CLAUDE_DOCS +
        ' fall back to the folder name.',
      impact:
        'Hosts load the skill under its folder name; strict validators and uploads that require the field reject it.',
      consequence: 'validator',
      severity: 'warning: no host we know refuses it; the folder name usually is the right name.',
    },
    keyFields: [],
    docs: {
      what: 'The frontmatter has no `name` field, or one with no value (`name:` or `name: null`, which YAML reads as null).',
      why: 'The spec requires it, and strict validators reject a skill without it. Codex and Claude Code fall back to the folder name, so the skill still loads under that name.',
      example: '---\ndescription: Fill PDF forms. Use when the user asks to fill a PDF form.\n---',
      fix: 'Add `name: <folder-name>`.',
    },
  },
  {
    code: 'SK111',
    name: 'name-not-string',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `SkillFrontmatter` reads `name` as a string: a list or mapping fails the parse → `InvalidYaml`. ' +
        CLAUDE_CHANGELOG +
        ', 2.1.47: a bare number is coerced to a string.',
      impact: 'Codex does not load a skill whose name is a list or mapping; a number is read as text by Claude Code.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: '`name` is present but YAML reads it as something other than a string (a number, a list, `true`). An empty `name:` is SK110.',
      why: 'Hosts expect a string and reject or mangle the skill.',
      example: 'name: 2024',
      fix: 'Use a lower-case hyphenated name such as `report-2024`.',
    },
  },
  {
    code: 'SK112',
    name: 'name-length',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `validate_len(name, MAX_NAME_LEN)` with `MAX_NAME_LEN = 64` → `InvalidField`: the skill is not loaded; ' +
        SPEC +
        ', lines 27 and 61 (1–64 characters). (' +
        CLIENT_GUIDE +
        ', line 133, would only warn.)',
      impact:
        'Codex does not load a skill whose name is over 64 characters. (An empty `name: ""` is not refused: Codex and Claude Code use the folder name.)',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: 'The name is empty or longer than 64 code points.',
      why: 'The spec limits names to 1–64 characters; validators and hosts reject the skill.',
      example: 'name: ""',
      fix: 'Use a short name (a few words joined by hyphens).',
    },
  },
  {
    code: 'SK113',
    name: 'name-pattern',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', lines 62–64 (lower-case letters, digits, single hyphens); ' +
        SKILLS_REF +
        ' `validator.py` `_validate_name`; ' +
        PLATFORM_DOCS +
        ' (lower-case letters, numbers and hyphens only). ' +
        CODEX_LOADER +
        ' checks only the length; ' +
        CLIENT_GUIDE +
        ', line 140, relaxes the name rules on purpose.',
      impact:
        'The Anthropic platform and strict validators reject the skill; a name with spaces or capitals is awkward as a `/` command. Codex and Claude Code load it.',
      consequence: 'validator',
      severity: 'warning: no agent host we know refuses it; uploads do (use `--rule SK113=error` when you upload).',
    },
    keyFields: [],
    docs: {
      what: 'The name is not lower-case letters and digits joined by single hyphens (`^[a-z0-9]+(-[a-z0-9]+)*$`).',
      why: 'Upper case, spaces, underscores or leading/trailing/double hyphens break the spec; the Anthropic platform and strict validators reject such a name, and it makes an awkward `/` command.',
      example: 'name: PDF_Tools',
      fix: 'Lower-case it and join words with single hyphens (`PDF_Tools` → `pdf-tools`), then rename the skill folder (in the flat layout: the file) to match.',
    },
  },
  {
    code: 'SK114',
    name: 'name-folder-mismatch',
    family: 'spec',
    defaultSeverity: 'warn',
    // SK113's fix renames the folder to the corrected name: one cause, one finding (its message
    // names the folder when they differ).
    supersededBy: ['SK113'],
    evidence: {
      basis: 'spec',
      source:
        SPEC +
        ', line 65: the name "must match the parent directory name"; ' +
        CLIENT_GUIDE +
        ', line 132: a mismatch → "warn, load anyway". ' +
        CODEX_LOADER +
        ' uses the frontmatter name; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.94 and 2.1.149: Claude Code invokes plugin and project skills by their frontmatter name.',
      impact:
        'The skill is known by its `name`, while paths, installers and people go by the folder: two identities for one skill. Strict validators reject it.',
      consequence: 'validator',
      severity: 'warning: hosts load the skill under its declared name.',
    },
    keyFields: [],
    docs: {
      what: 'The declared name differs from the name of the folder holding SKILL.md.',
      why: 'The spec requires them to be equal. Hosts load the skill under its declared name while paths and installers go by the folder, so the skill has two identities.',
      example: 'pdf-tools/SKILL.md with `name: pdf-helper`',
      fix: 'Rename the folder or change `name` so they match.',
    },
  },
  {
    code: 'SK115',
    name: 'name-duplicate',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CLIENT_GUIDE +
        ', lines 82–87: of two skills with one name, one is shadowed (first or last found), with only a logged warning; ' +
        CODEX_LOADER +
        ' de-duplicates by path, not name, so both are listed under one name; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.178: nested clashes become `<dir>:<name>`. ' +
        SKILLS_CLI +
        " (`discoverSkills`): loose skills are installed from the root's sub-folders and `skills/` three levels deep (the whole tree only when those hold none), the first of a name kept and the others skipped; a folder it does not search is installed only when named, on its own.",
      impact: 'One skill shadows the other, or the model and `/name` reach the wrong one.',
      consequence: 'dropped',
      severity: 'error: a host keeps one of the skills and silently drops the other.',
    },
    keyFields: ['name'],
    docs: {
      what: "Two or more skills of one install unit have the same effective name (the declared `name`, else the folder name or file stem). An install unit is a plugin (a folder with `.claude-plugin/plugin.json`, `.codex-plugin/plugin.json` or `plugin.json`, or a `plugins[]` entry of `.claude-plugin/marketplace.json`), a host skill folder, or the skills in no plugin that an installer finds from the root (the root's sub-folders, `skills/` three levels deep); loose skills in another top-level folder (a staging copy, `backups/`) are a unit of their own. Hosts name plugin skills `plugin:skill`, so the same name in two plugins is not reported. Every one of them is reported, with the files of the others.",
      why: 'Hosts identify and invoke skills by name: with two `pdf` skills one shadows the other, or the model invokes the wrong one.',
      example: 'team-a/pdf/SKILL.md and team-b/pdf/SKILL.md, both with `name: pdf`',
      fix: 'Give each skill a distinct name (and folder), or merge them into one skill.',
    },
  },
];

/**
 * SK115: every skill whose effective name another skill of the same install unit also has. Hosts
 * name a plugin's skills `plugin:skill`, so `pdf` in two plugins is two skills; inside one plugin,
 * or among the skills in no plugin, the two collide. Without units (a set built by hand): all
 * skills are one unit.
 */
function duplicateNames(skills: readonly SkillFacts[], units: readonly InstallUnit[] | undefined): RawFinding[] {
  const byDir = new Map(skills.map((s) => [s.dir, s] as const));
  const groups =
    units === undefined
      ? [skills]
      : units.map((u) => u.skills.map((d) => byDir.get(d)).filter((s): s is SkillFacts => s !== undefined));
  // Per skill, the files sharing its name in any of its units (a skill in two units is reported once).
  const others = new Map<SkillFacts, Set<string>>();
  for (const group of groups) {
    const byName = new Map<string, SkillFacts[]>();
    for (const skill of group) byName.set(skill.name, [...(byName.get(skill.name) ?? []), skill]);
    for (const same of byName.values()) {
      if (same.length < 2) continue;
      for (const skill of same) {
        let set = others.get(skill);
        if (set === undefined) others.set(skill, (set = new Set()));
        for (const o of same) if (o !== skill) set.add(o.file);
      }
    }
  }
  const out: RawFinding[] = [];
  for (const skill of skills) {
    const files = others.get(skill);
    if (files === undefined) continue;
    const list = [...files].sort();
    out.push(
      finding(
        'SK115',
        skill.file,
        keyLine(skill, 'name'),
        1,
        `name '${skill.name}' is also used by ${list.join(', ')}`,
        { name: skill.name, others: list },
      ),
    );
  }
  return out;
}

/** SK110–SK114 per skill. */
function nameFindings(skill: Skill, max: number): RawFinding[] {
  const out: RawFinding[] = [];
  const data = frontmatterData(skill);
  if (data === null) return out;
  const line = keyLine(skill, 'name');
  if (!has(data, 'name') || data['name'] === null) {
    if (skill.layout === 'dir')
      out.push(
        finding('SK110', skill.file, line, 1, 'frontmatter has no `name` value', { present: has(data, 'name') }),
      );
    return out;
  }
  const name = skill.declaredName;
  if (name === undefined) return out; // not a string: SK111 comes from the loader
  const length = codePointLength(name);
  if (length < 1 || length > max) {
    out.push(
      finding('SK112', skill.file, line, 1, `name is ${fmt(length)} characters; it must be 1–${fmt(max)}`, {
        length,
        max,
      }),
    );
  } else if (!NAME_PATTERN.test(name)) {
    out.push(
      finding(
        'SK113',
        skill.file,
        line,
        1,
        `name '${name}' must be lower-case letters and digits joined by single hyphens${skill.layout === 'dir' && name !== skill.folderName ? ` (its folder: '${skill.folderName}')` : ''}`,
        { name },
      ),
    );
  }
  if (skill.layout === 'dir' && name !== skill.folderName) {
    out.push(
      finding('SK114', skill.file, line, 1, `name '${name}' does not match its folder '${skill.folderName}'`, {
        name,
        folder: skill.folderName,
      }),
    );
  }
  return out;
}

/** Per skill: the name itself (SK110–SK114). At the end: names used twice (SK115). */
export const nameRules: RuleFamilyModule = {
  rules,
  start: ({ options }) => ({
    skill: (skill) => nameFindings(skill, options.budgets.nameMaxChars),
    finish: (facts) => duplicateNames(facts.skills, facts.units),
  }),
};
