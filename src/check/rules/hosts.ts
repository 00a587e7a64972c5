/**
 * SK310–SK313: what the host listing simulation (src/check/hosts) found. One directory-level
 * finding per host that is over its budget, with the numbers; then one finding per skill the
 * host cuts mid-sentence, shows as a bare name, or leaves out.
 */
import type { Skill } from '../../skills/model.js';
import type { HostListing } from '../hosts/types.js';
import type { RawFinding, RuleMeta } from '../types.js';
import { finding, keyLine, type RuleFamilyModule } from './rule.js';
import { fmt } from '../text/numbers.js';

const rules: readonly RuleMeta[] = [
  {
    code: 'SK310',
    name: 'host-listing-over-budget',
    family: 'budget',
    defaultSeverity: 'error',
    keyFields: ['host'],
    worseField: 'overBy',
    docs: {
      what: 'The skill listing a host builds is over that host\'s budget; the finding says by how many characters (or estimated tokens for Codex) and how many skills are cut, reduced to a name, or left out. Hosts: `claude-code` (8,000 chars at a 200k window = window × 4 × 1 %; entries capped at 1,536 chars; least-used skills lose their description first — without usage data, reverse name order), `claude-code-legacy` (15,000 chars, entries kept in name order until one does not fit), `codex` (2 % of the window in tokens estimated as UTF-8 bytes / 4; descriptions shortened evenly, then skills omitted from the end of the name order), `generic` (`--listing-budget`, `--description-cut`).',
      why: 'Over budget, the host silently removes descriptions or whole skills: the model can no longer tell when to use them.',
      example: '70 skills with 200-character descriptions under Claude Code at a 200k window (about 15,600 chars for an 8,000-char budget).',
      fix: 'Shorten descriptions (the total must fit), remove or disable skills a project does not need, or split the collection per project.',
    },
  },
  {
    code: 'SK311',
    name: 'host-cuts-description',
    family: 'budget',
    defaultSeverity: 'warn',
    keyFields: ['host'],
    worseField: 'lostChars',
    docs: {
      what: 'A host shows only part of this description and the cut lands inside a sentence (Claude Code\'s 1,536-character entry cap, Codex\'s even shortening, `--description-cut`).',
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
    keyFields: ['host'],
    docs: {
      what: 'Over budget, a host lists this skill by name only, without its description.',
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
    keyFields: ['host'],
    docs: {
      what: 'Over budget, a host leaves this skill out of its listing altogether.',
      why: 'The model does not know the skill exists.',
      example: 'The 64th skill in name order under the older Claude Code 15,000-character listing.',
      fix: 'Bring the whole listing under the budget (see SK310).',
    },
  },
];

function hostFindings(listing: HostListing, skillsByFile: ReadonlyMap<string, Skill>): RawFinding[] {
  const out: RawFinding[] = [];
  const count = (status: string) => listing.entries.filter((e) => e.status === status).length;
  if (listing.overBy > 0) {
    out.push(
      finding('SK310', '', 0, 0, `${listing.host} listing is ${fmt(listing.fullSize)} ${listing.unit} for a budget of ${listing.budget === null ? 'none' : fmt(listing.budget)}: ${fmt(listing.overBy)} over`, {
        host: listing.host,
        unit: listing.unit,
        budget: listing.budget,
        size: listing.fullSize,
        overBy: listing.overBy,
        cut: count('cut'),
        nameOnly: count('name-only'),
        omitted: count('omitted'),
      }),
    );
  }
  for (const entry of listing.entries) {
    const skill = skillsByFile.get(entry.file);
    const line = skill ? keyLine(skill, 'description') : 0;
    const column = line === 0 ? 0 : 1;
    if (entry.status === 'cut' && entry.cutMidSentence) {
      const lostChars = entry.fullChars - entry.shownChars;
      out.push(
        finding('SK311', entry.file, line, column, `${listing.host} shows ${fmt(entry.shownChars)} of ${fmt(entry.fullChars)} characters of this description, cutting a sentence`, {
          host: listing.host,
          shownChars: entry.shownChars,
          fullChars: entry.fullChars,
          lostChars,
          reason: entry.reason,
        }),
      );
    } else if (entry.status === 'name-only') {
      out.push(finding('SK312', entry.file, line, column, `${listing.host} lists this skill by name only (listing over budget)`, { host: listing.host }));
    } else if (entry.status === 'omitted') {
      out.push(finding('SK313', entry.file, line, column, `${listing.host} leaves this skill out of its listing (listing over budget)`, { host: listing.host }));
    }
  }
  return out;
}

export const hostRules: RuleFamilyModule = {
  rules,
  check({ set, listings }) {
    const byFile = new Map(set.skills.map((s) => [s.file, s] as const));
    return listings.flatMap((listing) => hostFindings(listing, byFile));
  },
};
