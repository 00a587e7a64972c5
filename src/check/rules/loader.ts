/**
 * SK100–SK106: what the loader could not read. The loader reports these as LoadProblems (data,
 * never exceptions); this family gives each kind a rule code so config, baselines and renderers
 * treat them like any other finding. SK111/SK121 (non-string name/description) are loader
 * problems too, documented with the name and description rules.
 */
import { isHostSkillFolder } from '../../hosts/folders.js';
import type { LoadProblem, LoadProblemKind } from '../../skills/model.js';
import type { RawFinding, RuleCode, RuleMeta } from '../types.js';
import { finding, type RuleFamilyModule } from './rule.js';
import { CLAUDE_CHANGELOG, CLAUDE_DOCS, CLIENT_GUIDE, CODEX_LOADER, SKILLS_REF, SPEC } from './evidence.js';

/** Every loader problem kind has a rule: adding a kind without one is a compile error. */
export const LOAD_PROBLEM_RULES = {
  'missing-skill-md': 'SK100',
  'no-frontmatter': 'SK101',
  'unterminated-frontmatter': 'SK101',
  'yaml-error': 'SK102',
  'frontmatter-not-mapping': 'SK103',
  unreadable: 'SK104',
  'not-regular': 'SK104',
  'too-large': 'SK104',
  'frontmatter-too-large': 'SK104',
  'not-utf8': 'SK105',
  'symlink-escape': 'SK106',
  'symlink-loop': 'SK106',
  'depth-limit': 'SK106',
  'marketplace-entry': 'SK106',
  'name-not-string': 'SK111',
  'description-not-string': 'SK121',
} as const satisfies Record<LoadProblemKind, RuleCode>;

/** SK104's fix for each kind of file it could not read (`data.case`, the kind): a kind without one is a compile error. */
const UNREADABLE_CASE_FIXES = {
  unreadable:
    'Fix its permissions, point a broken symlink at an existing file, or rename a file whose name is not UTF-8.',
  'not-regular': 'Replace the FIFO, device or socket by a regular file, or rename a folder called SKILL.md.',
  'too-large': 'Move sections of SKILL.md into files under references/: a host loads the whole file on activation.',
  'frontmatter-too-large':
    'Keep only the fields hosts read in the frontmatter, and move the rest into the body or references/.',
} as const satisfies Record<
  { [K in LoadProblemKind]: (typeof LOAD_PROBLEM_RULES)[K] extends 'SK104' ? K : never }[LoadProblemKind],
  string
>;

/** The situations SK106 reports, as `data.case`. */
type SkippedCase =
  | 'link-out'
  | 'link-out-skills'
  | 'link-twice'
  | 'below-max-depth'
  | 'deep-in-skill'
  | 'marketplace-entry';

/** SK106's fix for each situation: a case without one is a compile error. */
const SKIPPED_CASE_FIXES = {
  'link-out':
    "Copy what the link points to into the folder (into the skill, for a skill's file), or remove the link: a host installs a skill without what lies outside it.",
  'link-out-skills':
    'Check the linked folder of skills as another DIR (skillscope check . TARGET), or copy its skills in: a host skill folder (.claude/skills …) that links outside the folder is not read from here.',
  'link-twice':
    'Remove the link, or point it at a folder not reached otherwise: the folder is read once, from its real path.',
  'below-max-depth': 'Raise --max-depth to include the skill, or move it closer to the root.',
  'deep-in-skill':
    "Flatten the skill's folders: 32 levels inside a skill is a fixed limit that --max-depth does not change.",
  'marketplace-entry':
    "Point the entry at the plugin's folder inside the marketplace's tree, as `./plugins/name` (`./` is the marketplace folder itself), or remove the entry: no host installs a plugin from a folder that is not there, and Codex also refuses a path without `./` or with `..`.",
} as const satisfies Record<SkippedCase, string>;

const rules: readonly RuleMeta[] = [
  {
    code: 'SK100',
    name: 'skill-md-missing',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `discover_skills_under_root` parses only a file named exactly `SKILL.md`; ' +
        CLIENT_GUIDE +
        ', line 62: scan for "a file named exactly `SKILL.md`". (' +
        SKILLS_REF +
        ' `parser.py` `find_skill_md` also accepts `skill.md`.)',
      impact:
        'On a case-sensitive file system (Linux, CI) Codex and clients that follow the guide never load the skill; on a case-insensitive disk it seems to work.',
      consequence: 'dropped',
      severity: 'error: a host silently leaves the skill out.',
    },
    keyFields: [],
    docs: {
      what: 'A folder looks like a skill (it holds `skill.md` or `Skill.md`) but has no `SKILL.md`.',
      why: 'Hosts look for the exact file name `SKILL.md`; on a case-sensitive file system the skill is silently never loaded.',
      example: 'pdf-tools/skill.md',
      fix: 'Rename the file to `SKILL.md` (with `git mv` on case-insensitive systems).',
    },
  },
  {
    code: 'SK101',
    name: 'frontmatter-missing',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `extract_frontmatter` → `MissingFrontmatter`: the skill is not loaded; ' +
        SPEC +
        ', line 21: SKILL.md "must contain YAML frontmatter". ' +
        CLAUDE_DOCS +
        ': without them, the folder name and the first paragraph stand in for name and description.',
      impact:
        'Codex does not load the skill; Claude Code lists it under its folder name with its first paragraph as the description.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: 'SKILL.md does not start with a `---` line, or the frontmatter opened on line 1 is never closed by a second `---` line.',
      why: 'Name and description live in the frontmatter; without it a host has nothing to list and the skill is never chosen. (Skills in the flat layout may omit frontmatter; they are not reported.)',
      example: '# PDF tools\n\nFill PDF forms.',
      fix: 'Start the file with `---`, `name: …`, `description: …` and a closing `---` line.',
    },
  },
  {
    code: 'SK102',
    name: 'frontmatter-yaml-error',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `parse_skill_file`: a YAML error → `InvalidYaml`, the skill is not loaded; ' +
        CLIENT_GUIDE +
        ', line 135: unparseable YAML → skip the skill; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.186: Claude Code loads the body with empty metadata.',
      impact:
        'Codex skips the skill; Claude Code loads it without name and description, so the model has nothing to choose it by.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill and Claude Code loses its metadata.',
    },
    keyFields: [],
    docs: {
      what: 'The frontmatter is not valid YAML; the finding points at the line and column the parser stopped at.',
      why: 'A host that cannot parse the frontmatter drops the skill or shows it without a description.',
      example: '---\nname: pdf-tools\ndescription: Fill forms: PDF only\n---',
      fix: 'Quote values that contain `: ` or start with a special character.',
      autofix: '`skillscope check --fix` does this for `name` and `description` when the intended text is unambiguous.',
    },
  },
  {
    code: 'SK103',
    name: 'frontmatter-not-mapping',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `parse_skill_file` reads the frontmatter into a struct of named fields: a list or a single value fails → `InvalidYaml`; ' +
        SKILLS_REF +
        ' `parser.py`: "frontmatter must be a YAML mapping".',
      impact: 'Codex does not load the skill; no host finds a name or description in it.',
      consequence: 'refused',
      severity: 'error: Codex refuses the skill.',
    },
    keyFields: [],
    docs: {
      what: 'The frontmatter is valid YAML but a list or a single value, not `key: value` fields.',
      why: 'Hosts read `name` and `description` as keys of a mapping; anything else gives them neither.',
      example: '---\n- pdf-tools\n- Fill PDF forms\n---',
      fix: 'Write the fields as `name: …` and `description: …` lines.',
    },
  },
  {
    code: 'SK104',
    name: 'file-unreadable',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'tool',
      source:
        "skillscope's reader (permissions, I/O errors, special files, its size limits); " +
        CODEX_LOADER +
        ' `parse_skill_file`: a SKILL.md that cannot be read → `SkillParseError::Read`, the skill is not loaded.',
      impact:
        'A SKILL.md a host cannot read is not loaded; whatever skillscope could not read is missing from every number and rule of the run.',
      consequence: 'unchecked',
      severity: 'error: the gate cannot vouch for a file it could not read.',
    },
    keyFields: [],
    docs: {
      what: 'A file or folder of the skill directory could not be read: permissions, an I/O error, a symlink whose target does not exist (outside every skill, only where a skill folder could have been: at or in a host skill folder or prefix, beside a skill, in a `skills/` folder or in the scanned folder itself; the message names where the link points, `data.target`, and an empty folder on its way, which is most often a git submodule not checked out), a name that is not valid UTF-8 (`data.kind` `unreadable`); a FIFO, device, socket or a folder named SKILL.md, never opened (`not-regular`); a SKILL.md over 4 MiB (`too-large`) or a frontmatter over 64 KiB (`frontmatter-too-large`), not read or not parsed.',
      why: 'What skillscope cannot read, a host cannot read either, and every number in the report misses it. Special files and oversized files are refused so one hostile file cannot hang or exhaust the run.',
      example: 'chmod 000 pdf-tools/SKILL.md',
      fix: 'Depends on the case: make an unreadable file readable, replace a special file by a regular one, move an oversized SKILL.md into references/, shorten an oversized frontmatter.',
      caseFixes: UNREADABLE_CASE_FIXES,
    },
  },
  {
    code: 'SK105',
    name: 'not-utf8',
    family: 'spec',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `parse_skill_file` reads SKILL.md as UTF-8 text (`read_file_text`), which fails on other bytes; Node-based hosts decode it as UTF-8 and turn those bytes into U+FFFD.',
      impact:
        'Codex does not load the skill; elsewhere accented and CJK text reaches the model as replacement characters.',
      consequence: 'misloaded',
      severity: 'error: a host refuses the skill or hands the model garbled text.',
    },
    keyFields: [],
    docs: {
      what: 'SKILL.md is not valid UTF-8 (it was read with replacement characters).',
      why: 'Hosts decode SKILL.md as UTF-8; other encodings turn accented and CJK text into replacement characters.',
      example: 'A SKILL.md saved as Latin-1 or UTF-16.',
      fix: 'Re-save the file as UTF-8 (`--fix` never rewrites such a file: decoding it would replace the bad bytes for good).',
    },
  },
  {
    code: 'SK106',
    name: 'path-skipped',
    family: 'spec',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'tool',
      source:
        "skillscope's walk (symlinks out of the root or in a loop, `--max-depth`, 32 levels inside a skill); " +
        CODEX_LOADER +
        ' also stops, at `MAX_SCAN_DEPTH` 6 and `MAX_SKILLS_DIRS_PER_ROOT` 2,000.',
      impact: 'Skills and files behind the skipped path are in no number of the run; a host may or may not reach them.',
      consequence: 'unchecked',
      severity: 'warning: the run says what it left out instead of failing on a layout a host may read the same way.',
    },
    keyFields: [],
    docs: {
      what: 'Part of the directory was not scanned: a symlink leading outside the root or back into itself, skills below `--max-depth` (one finding per folder cut off: the outermost folder above them that holds no loaded skill, with `data.skills` the count and `data.files` the SKILL.md files left out), or a folder more than 32 levels inside a skill. Not reported: a deep copy of loaded skills, or of the folders that hold them (`backups/2025-11-08/plugins/devops/…` while `plugins/devops` holds loaded skills: a host never reads the copy, and raising --max-depth would only load stale skills), a deep SKILL.md under a test-data folder (`tests/fixtures/…`: test data, which is read and not checked), a second path to a folder of skills a host skill folder holds (`plugins/docs/skills/office -> ../../../.claude/skills/office`), read once from its real place, and, outside every skill, a second path to a folder that holds no skill (`desktop -> orgs/me/desktop`): no host reads a skill twice through it.',
      why: 'Skills or resources behind it are missing from every number; hosts may or may not follow the same link.',
      example: 'pdf-tools/references -> ../../shared-docs',
      fix: "Depends on the case: copy the files in or remove a link out of the folder; check a host skill folder linked outside it (.claude/skills …) as another DIR; remove or retarget a link that reaches a folder twice; raise --max-depth for a skill below it; flatten a skill's folders more than 32 levels deep.",
      caseFixes: SKIPPED_CASE_FIXES,
    },
  },
];

/**
 * What to do about each kind of skipped path, added to the finding's message, so the advice
 * travels with the finding wherever it is shown (the fix line under it comes from `caseFixes`).
 * The depth-limit messages from the loader already say what to do.
 */
const SKIPPED_PATH_ADVICE = {
  'link-out': 'copy the files into the skill, or remove the link',
  // `.agents/skills -> ~/shared/skills`: a folder of skills, not a skill's file; copying "into
  // the skill" fits nothing (found by the ux pass on a messy repo).
  'link-out-skills': 'it is a folder of skills — check it as another DIR, or copy its skills in',
  'link-twice': 'remove the link, or point it at a folder not reached otherwise',
} as const satisfies Partial<Record<SkippedCase, string>>;

/** Which SK106 situation a skipped path is (`data.case`, the key of the rule's `caseFixes`). */
function skippedCase(problem: LoadProblem): SkippedCase | undefined {
  switch (problem.kind) {
    case 'symlink-escape':
      return isHostSkillFolder(problem.file) ? 'link-out-skills' : 'link-out';
    case 'symlink-loop':
      return 'link-twice';
    case 'marketplace-entry':
      return 'marketplace-entry';
    case 'depth-limit':
      // The walk's two limits: --max-depth where skills are searched, a fixed one inside a skill.
      return problem.data?.['resourceMaxDepth'] !== undefined ? 'deep-in-skill' : 'below-max-depth';
    default:
      return undefined;
  }
}

/** SK104's case: the kind itself, when it has its own fix. */
function unreadableCase(problem: LoadProblem): string | undefined {
  return Object.hasOwn(UNREADABLE_CASE_FIXES, problem.kind) ? problem.kind : undefined;
}

function toFinding(problem: LoadProblem) {
  const code = LOAD_PROBLEM_RULES[problem.kind];
  const kase = skippedCase(problem);
  const anyCase = kase ?? unreadableCase(problem);
  const advice = kase === undefined ? undefined : (SKIPPED_PATH_ADVICE as Partial<Record<SkippedCase, string>>)[kase];
  const target =
    kase === 'link-out-skills' && typeof problem.data?.['target'] === 'string' ? ` (${problem.data['target']})` : '';
  const message = advice === undefined ? problem.message : `${problem.message}: ${advice}${target}`;
  return finding(code, problem.file, problem.line, problem.column, message, {
    kind: problem.kind,
    ...problem.data,
    ...(anyCase === undefined ? {} : { case: anyCase }),
  });
}

/** Per skill: the problems of its own files. At the end: the problems of the walk (folders, links, depth). */
export const loaderRules: RuleFamilyModule = {
  rules,
  start: () => ({
    skill(skill) {
      const out: RawFinding[] = [];
      for (const problem of skill.problems) {
        // Flat collections often have no frontmatter at all: name and description come from the file.
        if (skill.layout === 'flat' && problem.kind === 'no-frontmatter') continue;
        out.push(toFinding(problem));
      }
      return out;
    },
    finish: (facts) => facts.problems.map(toFinding),
  }),
};
