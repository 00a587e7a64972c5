/**
 * What each host would list for the enabled skills (`catalog --host`, `catalog --format`): the
 * host simulations' own rendering for each named host (docs/hosts.md), the skills-ref
 * `to-prompt` XML, and a plain index (`- name: description` cut to 240 code points).
 */
import path from 'node:path';
import { listingSkills, NAMED_HOST_IDS, simulateListing } from '../../hosts/index.js';
import type { SkillSet } from '../../skills/model.js';
import { catalogHostListings, unlistedReason, type CatalogHostListings, type SkillView } from '../../access/index.js';

export const CATALOG_FORMATS = [...NAMED_HOST_IDS, 'xml', 'index'] as const;
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];
/** Description cut of the `index` format (and of cost's `index` strategy), code points. */
const INDEX_DESCRIPTION_CUT = 240;

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderCatalogFormat(view: SkillView, format: CatalogFormat, windowTokens?: number): string {
  const enabled = view.skills.filter((s) => s.enabled);
  if (format === 'xml') {
    const source = new Map(view.sources.map((s) => [s.label, s.dir]));
    const lines = ['<available_skills>'];
    // skills-ref stops at a skill whose frontmatter does not parse; like the bounded catalog,
    // leave out what no host can list (see unlistedReason) instead of an empty <description>.
    for (const s of enabled) {
      if (unlistedReason(s.skill) !== null) continue;
      lines.push(
        '<skill>',
        `<name>${xmlEscape(s.name)}</name>`,
        `<description>${xmlEscape(s.skill.description.trim())}</description>`,
      );
      lines.push(`<location>${xmlEscape(path.join(source.get(s.source) ?? '', s.skill.file))}</location>`, '</skill>');
    }
    lines.push('</available_skills>');
    return `${lines.join('\n')}\n`;
  }
  if (format !== 'index')
    return renderHostListingsText(
      catalogHostListings(view, [format], windowTokens === undefined ? {} : { windowTokens }),
    );
  const skills = listingSkills({ skills: enabled.map((s) => s.skill) } as unknown as SkillSet);
  const listing = simulateListing('generic', skills, { windowTokens, descriptionCut: INDEX_DESCRIPTION_CUT });
  return `${listing.text}\n`;
}

/**
 * The listings as the model would see them: one host's alone (pipe it where the model's context
 * is assembled); several, each under a `==> host <==` line, as `head` and `tail` mark files.
 * Not escaped: the caller escapes for its terminal.
 */
export function renderHostListingsText(result: CatalogHostListings): string {
  if (result.listings.length === 1) return `${result.listings[0]!.text}\n`;
  return result.listings.map((l) => `==> ${l.host} <==\n${l.text}\n`).join('\n');
}
