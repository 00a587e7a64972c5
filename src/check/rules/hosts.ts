/**
 * SK310–SK315: what the host listing simulation (src/hosts) found. One directory-level
 * finding per host that is over its budget, with the numbers; then, per host, one finding for
 * the skills it cuts mid-sentence (SK311), one for those it shows as a bare name (SK312) and one
 * for those it leaves out (SK313), each with every affected skill in `data.skills` (one
 * over-budget listing of 300 skills used to be 300 warnings that all said the same thing; the
 * per-skill detail is in JSON and in `check --verbose`). A description Codex truncates at its
 * 1,024 limit (SK314) or refuses (SK315, older Codex) is a fault of that one skill: one finding
 * per skill, on its file. Lengths are of the parsed, whitespace-collapsed description.
 */
import { counted } from '../../base/plural.js';
import type { SkillFacts } from '../facts.js';
import type { HostListing } from '../../hosts/types.js';
import type { FindingMember, RawFinding, RuleMeta } from '../types.js';
import { finding, keyLine, setWideFamily, type RuleFamilyModule } from './rule.js';
import { CLAUDE_CHANGELOG, CLAUDE_DOCS, CODEX_LOADER, CODEX_RENDER, CODEX_VISIBLE, GEMINI_LOADER } from './evidence.js';
import { fmt } from '../../base/numbers.js';
import { CODEX_DESCRIPTION_MAX, CODEX_TRUNCATION_SUFFIX } from '../../hosts/codex.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK310',
    name: 'host-listing-over-budget',
    family: 'budget',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        CLAUDE_DOCS +
        ' and ' +
        CLAUDE_CHANGELOG +
        ', 2.1.105 and 2.1.129 (listing budget, per-entry cap, `skillOverrides`); ' +
        CODEX_RENDER +
        ' (2 % of the window, round-robin, omissions). Details under "Host models".',
      impact:
        'Over budget, the host shortens descriptions, lists some skills by name only, or leaves skills out; SK311–SK313 say which.',
      consequence: 'degraded',
      severity:
        'warning: the budget being exceeded is the cause, not the harm; leaving whole skills out is SK313, an error.',
    },
    keyFields: ['host', 'installUnit'],
    worseField: 'overBy',
    docs: {
      what: "The skill listing a host builds is over that host's budget (simulated for each install unit — a plugin, or the skills in no plugin — or for the `--install` set, as the host lists what is installed; a host skill folder read in place, such as `.claude/skills` or `.gemini/skills`, only for the hosts that read it); the finding says by how many characters (or estimated tokens for Codex) and how many skills are cut, reduced to a name, or left out. Hosts: `claude-code` (8,000 chars at a 200k window = window × 4 × 1 %; entries capped at 1,536 chars; least-used skills lose their description first — without usage data, reverse name order), `claude-code-legacy` (15,000 chars, entries kept in name order until one does not fit), `codex` and `codex-legacy` (2 % of the window in approximate tokens, UTF-8 bytes / 4 per line including its newline and the skill's file path, or 8,000 characters without a window; over budget, description characters are handed out one at a time round-robin over the skills in name order, so short descriptions stay whole and long ones are cut; if even bare `- name: (file: path)` lines do not fit, skills are left out), `generic` (`--listing-budget`, `--description-cut`).",
      why: 'Over budget, the host silently removes descriptions or whole skills: the model can no longer tell when to use them.',
      example:
        '70 skills with 200-character descriptions under Claude Code at a 200k window (about 15,600 chars for an 8,000-char budget).',
      fix: 'Shorten descriptions (the total must fit), remove or disable skills a project does not need, or split the collection per project.',
    },
  },
  {
    code: 'SK311',
    name: 'host-cuts-description',
    family: 'budget',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        CLAUDE_CHANGELOG +
        ', 2.1.105: entries capped at 1,536 characters, with a startup warning; ' +
        CODEX_RENDER +
        ': description characters handed out round-robin under the budget.',
      impact: 'The model sees half a sentence; a trigger clause at the end of the description is lost.',
      consequence: 'degraded',
      severity: 'warning: the skill is listed, with less of its description.',
    },
    keyFields: ['host', 'installUnit'],
    worseField: 'lostChars',
    docs: {
      what: "A host shows only part of some descriptions and the cut lands inside a sentence (Claude Code's 1,536-character entry cap, Codex's even shortening, `--description-cut`). One finding per host, on the directory; `data.skills` lists each skill with its file, line and characters shown (`check --verbose` prints them).",
      why: 'The model sees half a sentence; a trigger clause at the end of the description is lost.',
      example: 'A 1,700-character description under Claude Code.',
      fix: 'Put what the skill does and when to use it first, and keep the description under the cut.',
    },
  },
  {
    code: 'SK312',
    name: 'host-drops-description',
    family: 'budget',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        CLAUDE_DOCS +
        ': over budget, the least-used skills lose their description first; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.178: the truncation warning counts them. ' +
        CODEX_RENDER +
        ': the round-robin can leave a description empty.',
      impact: 'The model sees only a name; unless the name says everything, the skill is not picked.',
      consequence: 'degraded',
      severity: 'warning: the skill is still listed and invocable by name, and the host warns about it.',
    },
    keyFields: ['host', 'installUnit'],
    worseField: 'count',
    docs: {
      what: 'Over budget, a host lists some skills by name only, without their description. One finding per host, on the directory; `data.skills` lists them (`check --verbose` prints them).',
      why: 'The model sees only a name; unless the name says everything, the skill is not picked.',
      example: '`- xlsx-analysis` with no description, because the listing is over 8,000 characters.',
      fix: 'Bring the whole listing under the budget (see SK310).',
    },
  },
  {
    code: 'SK313',
    name: 'host-omits-skill',
    family: 'budget',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_RENDER +
        ': when even the bare `- name: (file: path)` lines do not fit, the skills that do not fit are omitted from the listing.',
      impact: 'The model does not know the skill exists.',
      consequence: 'dropped',
      severity: 'error: a host silently leaves the skill out of its listing.',
    },
    keyFields: ['host', 'installUnit'],
    worseField: 'count',
    docs: {
      what: 'Over budget, a host leaves some skills out of its listing altogether. One finding per host, on the directory; `data.skills` lists them (`check --verbose` prints them).',
      why: 'The model does not know the skill exists.',
      example: 'The 64th skill in name order under the older Claude Code 15,000-character listing.',
      fix: 'Bring the whole listing under the budget (see SK310).',
    },
  },
  {
    code: 'SK314',
    name: 'host-truncates-description',
    family: 'budget',
    defaultSeverity: 'warn',
    evidence: {
      basis: 'host',
      source:
        CODEX_VISIBLE +
        ' `truncate_skill_description`: over 1,024 characters, the first 1,021 + "..." (Codex pull request 29006, 2026-06-19).',
      impact: 'Whatever comes after character 1,021 — often the "use when" clause — never reaches the model.',
      consequence: 'degraded',
      severity: 'warning: the skill loads; the spec violation itself is SK124, an error.',
    },
    keyFields: ['host'],
    worseField: 'lostChars',
    supersededBy: ['SK124'],
    docs: {
      what: 'Codex (host `codex`, since its change of 2026-06-19) shows only the first 1,021 characters of this description followed by "...", because the parsed, whitespace-collapsed description is over 1,024 characters. The finding gives the parsed length.',
      why: 'Whatever comes after character 1,021 — often the "use when" clause — never reaches the model.',
      example: 'description: >-\n  (a folded block that parses to 1,030 characters)',
      fix: 'Cut the description under 1,024 characters; move detail into the SKILL.md body.',
    },
  },
  {
    code: 'SK315',
    name: 'host-refuses-skill',
    family: 'budget',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `validate_len(description, 1024)` after `sanitize_single_line` → `InvalidField`: the skill is not loaded (Codex before pull request 29006).',
      impact: 'Users of an older Codex never see the skill.',
      consequence: 'refused',
      severity: 'error: that host refuses the skill.',
    },
    keyFields: ['host'],
    supersededBy: ['SK124'],
    docs: {
      what: 'Codex before 2026-06-19 (host `codex-legacy`) refuses to load this skill because its parsed, whitespace-collapsed description is over 1,024 characters.',
      why: 'Users on an older Codex never see the skill at all.',
      example: 'description: >-\n  (a folded block that parses to 1,030 characters)',
      fix: 'Cut the description under 1,024 characters.',
    },
  },
  {
    code: 'SK316',
    name: 'host-refuses-bom',
    family: 'budget',
    defaultSeverity: 'error',
    evidence: {
      basis: 'host',
      source:
        CODEX_LOADER +
        ' `extract_frontmatter`: the first line must trim to `---`, and a leading U+FEFF is not whitespace → "missing YAML frontmatter", the skill is not loaded (openai/codex#13918); ' +
        GEMINI_LOADER +
        ' lines 32-33 and 166-170: `FRONTMATTER_REGEX` is anchored at `^---` on text that keeps the BOM → the skill is skipped; ' +
        CLAUDE_CHANGELOG +
        ', 2.1.239: Claude Code read such files only from then on.',
      impact: 'The hosts that refuse the file never list the skill; nothing tells the user why.',
      consequence: 'refused',
      severity: 'error: that host refuses the skill.',
    },
    keyFields: ['host'],
    docs: {
      what: 'SKILL.md starts with a UTF-8 byte-order mark (the bytes EF BB BF, which some Windows editors and PowerShell write) and a checked host refuses such a file: Codex and Gemini CLI look for `---` at the very start, and Claude Code before 2.1.239 (host `claude-code-legacy`) ignored it. One finding per host, on the file.',
      why: "The skill is missing from that host's listing, silently: the file looks fine in an editor.",
      example: '(the bytes EF BB BF, invisible in most editors)---\nname: pdf-tools\ndescription: …\n---',
      fix: 'Save SKILL.md as UTF-8 without a BOM: in the editor choose "UTF-8", not "UTF-8 with BOM"; in PowerShell 7, `Set-Content -Encoding utf8NoBOM`.',
    },
  },
];

/** Skills named in an SK311–SK313 message before "and N more". Default 3 (all are in `data.skills`). */
const SKILLS_NAMED = 3;

function hostFindings(listing: HostListing, skillsByFile: ReadonlyMap<string, SkillFacts>): RawFinding[] {
  const out: RawFinding[] = [];
  // Several install units: each listing is one unit's, and its findings say which.
  const unit = listing.installUnit === undefined ? {} : { installUnit: listing.installUnit };
  const of = listing.installUnit === undefined ? '' : ` (install unit ${listing.installUnit})`;
  const count = (status: string) => listing.entries.filter((e) => e.status === status).length;
  if (listing.overBy > 0) {
    out.push(
      finding(
        'SK310',
        '',
        0,
        0,
        `${listing.host} listing${of} is ${fmt(listing.fullSize)} ${listing.unit} for a budget of ${listing.budget === null ? 'none' : fmt(listing.budget)}: ${fmt(listing.overBy)} over`,
        {
          host: listing.host,
          unit: listing.unit,
          budget: listing.budget,
          size: listing.fullSize,
          overBy: listing.overBy,
          cut: count('cut'),
          nameOnly: count('name-only'),
          omitted: count('omitted'),
          ...unit,
        },
      ),
    );
  }
  const cut: FindingMember[] = [];
  const nameOnly: FindingMember[] = [];
  const omitted: FindingMember[] = [];
  let lostChars = 0;
  for (const entry of listing.entries) {
    const skill = skillsByFile.get(entry.file);
    const line = skill ? keyLine(skill, 'description') : 0;
    const column = line === 0 ? 0 : 1;
    const member = { name: entry.name, file: entry.file, line };
    const codexCap = (listing.host === 'codex' || listing.host === 'codex-legacy') && entry.reason === 'entry-cap';
    if (codexCap) {
      out.push(
        finding(
          'SK314',
          entry.file,
          line,
          column,
          `${listing.host} truncates this description: the parsed description is ${fmt(entry.fullChars)} characters (max ${fmt(CODEX_DESCRIPTION_MAX)}), shown as ${fmt(entry.shownChars)} + "${CODEX_TRUNCATION_SUFFIX}"`,
          {
            host: listing.host,
            parsedChars: entry.fullChars,
            shownChars: entry.shownChars,
            lostChars: entry.fullChars - entry.shownChars,
            max: CODEX_DESCRIPTION_MAX,
            measured: 'parsed',
          },
        ),
      );
    } else if (entry.status === 'skipped' && entry.reason === 'too-long') {
      out.push(
        finding(
          'SK315',
          entry.file,
          line,
          column,
          `${listing.host} refuses this skill: the parsed description is ${fmt(entry.fullChars)} characters (max ${fmt(CODEX_DESCRIPTION_MAX)})`,
          {
            host: listing.host,
            parsedChars: entry.fullChars,
            max: CODEX_DESCRIPTION_MAX,
            measured: 'parsed',
          },
        ),
      );
    } else if (entry.status === 'skipped' && entry.reason === 'bom') {
      out.push(
        finding(
          'SK316',
          entry.file,
          1,
          1,
          `${listing.host} refuses this skill: SKILL.md starts with a UTF-8 byte-order mark, so the host does not find the opening \`---\``,
          { host: listing.host },
        ),
      );
    } else if (entry.status === 'cut' && entry.cutMidSentence) {
      const lost = entry.fullChars - entry.shownChars;
      lostChars += lost;
      cut.push({
        ...member,
        note: `${fmt(entry.shownChars)} of the ${fmt(entry.fullChars)} parsed characters shown`,
        shownChars: entry.shownChars,
        fullChars: entry.fullChars,
        lostChars: lost,
        reason: entry.reason,
      });
    } else if (entry.status === 'name-only' && entry.reason === 'budget') nameOnly.push(member);
    else if (entry.status === 'omitted') omitted.push(member);
  }
  const names = (list: readonly FindingMember[]): string => {
    // "and 1 more" would take as much room as the name.
    if (list.length <= SKILLS_NAMED + 1) return list.map((m) => m.name).join(', ');
    return `${list
      .slice(0, SKILLS_NAMED)
      .map((m) => m.name)
      .join(', ')} and ${fmt(list.length - SKILLS_NAMED)} more`;
  };
  const skills = (n: number): string => counted(n, 'skill');
  if (cut.length > 0) {
    out.push(
      finding(
        'SK311',
        '',
        0,
        0,
        `${listing.host}${of} cuts the parsed description of ${skills(cut.length)} mid-sentence (${fmt(lostChars)} characters lost): ${names(cut)}`,
        {
          host: listing.host,
          count: cut.length,
          lostChars,
          skills: cut,
          ...unit,
        },
      ),
    );
  }
  if (nameOnly.length > 0) {
    out.push(
      finding(
        'SK312',
        '',
        0,
        0,
        `${listing.host}${of} lists ${skills(nameOnly.length)} by name only (listing over budget): ${names(nameOnly)}`,
        {
          host: listing.host,
          count: nameOnly.length,
          skills: nameOnly,
          ...unit,
        },
      ),
    );
  }
  if (omitted.length > 0) {
    out.push(
      finding(
        'SK313',
        '',
        0,
        0,
        `${listing.host}${of} leaves ${skills(omitted.length)} out of its listing (listing over budget): ${names(omitted)}`,
        {
          host: listing.host,
          count: omitted.length,
          skills: omitted,
          ...unit,
        },
      ),
    );
  }
  return out;
}

/** Set-wide: the listings are simulated from every skill's catalog entry. */
export const hostRules: RuleFamilyModule = setWideFamily(rules, (facts) => {
  const byFile = new Map(facts.skills.map((s) => [s.file, s] as const));
  // A skill two install units list is in two listings: its own findings (SK314, SK315) once.
  const seen = new Set<string>();
  return facts.listings
    .flatMap((listing) => hostFindings(listing, byFile))
    .filter((f) => {
      if (f.file === '') return true;
      const key = `${f.code}\u0000${f.file}\u0000${String(f.data['host'])}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
});
