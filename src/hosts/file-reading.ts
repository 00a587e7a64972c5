/**
 * What each host's loader makes of a SKILL.md before any listing rule runs: a file that starts
 * with a byte-order mark, frontmatter that is not valid YAML, a missing description or name.
 * Each simulator reads its skills through its host's reader first; a refused skill is listed as
 * `skipped` with the reason (`bom`, `yaml`, `invalid`).
 *
 * - Claude Code (closed source; its CHANGELOG.md and code.claude.com/docs/en/skills):
 *   - a skill without a `description` is listed by the first paragraph of its body ("If omitted,
 *     uses the first paragraph of markdown content", frontmatter reference), since 2.1.69 ("Fixed
 *     project skills without a `description:` frontmatter field not appearing in Claude's
 *     available skills list"). What counts as a paragraph is not public: we take the first run of
 *     non-blank body lines as written. A blank `description: ""` is not "omitted": not listed.
 *   - descriptions with colons that break YAML load since 2.1.69 ("Fixed skill descriptions with
 *     colons (e.g., "Triggers include: X, Y, Z") failing to load"): how it reads them is not
 *     public; we take the `name:` / `description:` lines as Gemini CLI's fallback does. Other
 *     YAML it cannot parse loads the body with empty metadata since 2.1.186 (*secondary*: quoted
 *     by a third-party docs note; the stored changelog ends at 2.1.114): listed under the folder
 *     name by its first paragraph.
 *   - a file that starts with a BOM is read (*secondary*: "silently ignored until 2.1.239", not
 *     in the stored changelog); `claude-code-legacy`, the pre-2.1.32 release, refuses it, and
 *     refuses YAML errors and skills without a description (before 2.1.69).
 *   - `disable-model-invocation` accepts yes / no / on / off / 1 / 0 in any case since 2.1.218
 *     (docs: "Before v2.1.218, Claude Code recognized only true and false").
 * - Codex (`openai/codex` codex-rs/core-skills/src/loader.rs): a skill whose `agents/openai.yaml`
 *   sets `policy.allow_implicit_invocation: false` is loaded but not listed (model.rs
 *   `allowed_skills_for_implicit_invocation`, render.rs `build_available_skills`; the file is read
 *   in src/skills/codex-policy.ts). `extract_frontmatter` needs the
 *   first line to trim to `---` — Rust's `trim` keeps U+FEFF, so a file with a BOM is "missing YAML
 *   frontmatter" and refused (openai/codex#13918 reports it); `serde_yaml::from_str` failing is
 *   `InvalidYaml`, refused; an empty description is `MissingField`, refused.
 * - Gemini CLI (`google-gemini/gemini-cli` @04fbf507 packages/core/src/skills/skillLoader.ts):
 *   `fs.readFile(…, 'utf-8')` keeps a BOM and `FRONTMATTER_REGEX` (lines 32-33) is anchored at
 *   `^---`, so such a file is skipped (`loadSkillFromFile` returns null, lines 166-170);
 *   `parseFrontmatter` (39-59) takes `name` and `description` from the YAML only when both are
 *   strings, else from `parseSimpleFrontmatter` (65-108), a line reader that needs both lines —
 *   so a skill with no `name` is skipped (no folder-name fallback), and one whose description
 *   breaks YAML is listed with the line's text.
 * - Copilot CLI, OpenCode, Cursor: what they do with such files is not public; we model none of
 *   it (a BOM is read, a YAML error leaves no description).
 *
 * Before any of it: a skill in a host skill folder that host does not search (a `.gemini/skills`
 * skill for Claude Code) is not read at all (`folder`, placement.ts).
 */
import { hostReadsSkill } from './placement.js';
import type { HostId, ListingSkill } from './types.js';

type Reader = (skill: ListingSkill) => ListingSkill;

function refuse(skill: ListingSkill, why: NonNullable<ListingSkill['refused']>): ListingSkill {
  return { ...skill, description: '', missing: 'description', refused: why };
}

/** The skill with the name and description the host read instead of the frontmatter's. */
function readAs(skill: ListingSkill, name: string, description: string, from: ListingSkill['readFrom']): ListingSkill {
  const { missing: _missing, ...rest } = skill;
  return { ...rest, name, description, ...(from === undefined ? {} : { readFrom: from }) };
}

/** `disable-model-invocation: yes` and friends hide the skill from hosts that read booleans leniently. */
function lenientFlags(skill: ListingSkill): ListingSkill {
  return skill.quirks?.lenientHidden && !skill.hiddenFromModel ? { ...skill, hiddenFromModel: true } : skill;
}

const claudeCode: Reader = (input) => {
  const skill = lenientFlags(input);
  const q = skill.quirks;
  if (q === undefined) return skill;
  if (q.yamlError) {
    const line = q.lines?.description?.trim() ? q.lines.description : undefined;
    if (line !== undefined) return readAs(skill, q.lines?.name?.trim() || skill.name, line, 'lines');
    if (q.firstParagraph) return readAs(skill, skill.name, q.firstParagraph, 'first-paragraph');
    return skill;
  }
  if (skill.missing === 'description' && q.firstParagraph) {
    return readAs(skill, skill.name, q.firstParagraph, 'first-paragraph');
  }
  return skill;
};

const claudeCodeLegacy: Reader = (skill) => {
  if (skill.quirks?.bom) return refuse(skill, 'bom');
  if (skill.quirks?.yamlError) return refuse(skill, 'yaml');
  return skill;
};

const codex: Reader = (skill) => {
  if (skill.quirks?.bom) return refuse(skill, 'bom');
  if (skill.quirks?.yamlError) return refuse(skill, 'yaml');
  // agents/openai.yaml `policy.allow_implicit_invocation: false`: loaded, not in the model's list.
  if (skill.quirks?.noImplicitInvocation && skill.missing !== 'description') return refuse(skill, 'hidden');
  return skill;
};

const geminiCli: Reader = (skill) => {
  const q = skill.quirks;
  if (q?.bom) return refuse(skill, 'bom');
  // The YAML gave both fields as strings (a blank name too): no line reading (quirks.lines absent).
  if (q?.lines === undefined) return skill;
  const { name, description } = q.lines;
  if (name === undefined || description === undefined || description.trim() === '') {
    return refuse(skill, q.yamlError ? 'yaml' : 'invalid');
  }
  return readAs(skill, name.trim() === '' ? skill.name : name, description, 'lines');
};

const asIs: Reader = (skill) => skill;

const READERS = {
  'claude-code': claudeCode,
  'claude-code-legacy': claudeCodeLegacy,
  codex,
  'codex-legacy': codex,
  'copilot-cli': asIs,
  'copilot-cli-legacy': asIs,
  'gemini-cli': geminiCli,
  opencode: asIs,
  cursor: asIs,
  generic: asIs,
} as const satisfies Record<HostId, Reader>;

/**
 * The skills as `host`'s loader reads them, in the same order (one out per one in). A skill in
 * another host's skill folder is not read at all (`folder`: placement.ts).
 */
export function readAsHost(host: HostId, skills: readonly ListingSkill[]): ListingSkill[] {
  const read = READERS[host];
  return skills.map((s) => (hostReadsSkill(host, s.file, s.linkedFrom) ? read(s) : refuse(s, 'folder')));
}
