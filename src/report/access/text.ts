/**
 * Human renderings of the access results (catalog, discover, search, inspect, plan, state).
 * Plain text, one item per line, for a terminal or a pipe; the JSON documents are the API.
 * Every string from a skill file, a request or a state file goes through `safeText` (visible
 * escapes, capped length), `t` for short.
 */
import { counted } from '../../base/plural.js';
import { safeText as t } from '../../base/escape.js';
import { fmt } from '../../base/numbers.js';
import { renderColumns } from '../table.js';
import type {
  Catalog,
  CatalogNotes,
  DiscoverResult,
  InspectResult,
  PlanResult,
  SearchResult,
} from '../../access/index.js';

function sourceNote(source: string, overrides: readonly string[]): string {
  return overrides.length === 0 ? `[${t(source)}]` : `[${t(source)}, overrides ${t(overrides.join(', '))}]`;
}

/**
 * The one line under a listing that says what its `[label]` tags are (a newcomer who typed one DIR
 * sees `[user]` on every line and nothing naming it); only when tags were shown.
 */
function sourceLegend(entries: readonly { readonly overrides: readonly string[] }[]): string[] {
  if (entries.length === 0) return [];
  if (entries.some((e) => e.overrides.length > 0))
    return ['', "[label, overrides …]: the skill's source, and earlier sources it replaces"];
  return ['', "[label]: the skill's source: 'user' for a plain DIR, else --source LABEL=DIR"];
}

/** Unlisted skills named under the catalog before "and N more". */
const UNLISTED_NAMED = 10;
/** The plan table's number columns are at least this wide (`123,456!`), so hosts line up across plans. */
const PLAN_NUMBER_WIDTH = 8;

export function renderCatalogText(c: Catalog, notes: CatalogNotes = { cut: new Set(), unlisted: [] }): string {
  const extra = [
    c.disabled_skills > 0 ? `, ${fmt(c.disabled_skills)} in cold storage` : '',
    c.unlisted_skills > 0 ? `, ${fmt(c.unlisted_skills)} unlisted` : '',
  ].join('');
  const lines = [
    `Catalog: ${fmt(c.skills.length)} of ${fmt(c.total_skills)} enabled skills shown, ${fmt(c.entry_bytes)} of ${fmt(c.budget_bytes)} entry bytes${extra}`,
    `revision ${c.revision}, catalog digest ${c.catalog_digest}`,
    '',
    ...c.skills.map(
      (s) =>
        `- ${t(s.name)}: ${t(s.description)}${notes.cut.has(s.name) ? '…' : ''} ${sourceNote(s.source, s.overrides)}`,
    ),
    ...sourceLegend(c.skills),
  ];
  if (c.has_more)
    lines.push('', `${fmt(c.total_skills - c.skills.length)} more: find them with '${t(c.discovery_tool)}'`);
  if (notes.unlisted.length > 0) {
    lines.push('', `Not listed (no description a YAML parser can read; 'skillscope check' says why):`);
    for (const u of notes.unlisted.slice(0, UNLISTED_NAMED))
      lines.push(`- ${t(u.name)} (${t(u.file)}): ${u.reason}, ${u.code}`);
    if (notes.unlisted.length > UNLISTED_NAMED) lines.push(`- and ${fmt(notes.unlisted.length - UNLISTED_NAMED)} more`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderDiscoverText(d: DiscoverResult): string {
  const lines = [
    `${counted(d.total, 'skill')} match '${t(d.query)}'${d.total > 0 ? `; ${fmt(d.offset + 1)}–${fmt(d.offset + d.skills.length)} shown` : ''}`,
  ];
  for (const s of d.skills)
    lines.push(
      `- ${t(s.name)}${s.enabled ? '' : ' (disabled)'}: ${t(s.description)} ${sourceNote(s.source, s.overrides)}`,
    );
  if (d.next_offset !== null) lines.push(`next page: --offset ${d.next_offset}`);
  lines.push(...sourceLegend(d.skills));
  return `${lines.join('\n')}\n`;
}

export function renderSearchText(r: SearchResult): string {
  const terms = t([...r.all.map((term) => `+${term}`), ...r.any].join(' '));
  const lines = [
    `${fmt(r.totalMatches)} match${r.totalMatches === 1 ? '' : 'es'} for ${terms}; ${fmt(r.returned)} shown${r.truncated ? ' (truncated: add terms to narrow)' : ''}`,
  ];
  if (r.ignored.length > 0) lines.push(`ignored (no searchable terms): ${t(r.ignored.join(', '))}`);
  // bilingual: the translations searched for, and per candidate the ones it matched, with their source word.
  const from = new Map((r.bridged ?? []).map((b) => [b.term, b.from]));
  const bridgedTerm = (term: string): string => `${term} (from ${from.get(term) ?? '?'})`;
  if (r.bridged !== undefined && r.bridged.length > 0)
    lines.push(`bridged: ${t(r.bridged.map((b) => bridgedTerm(b.term)).join(', '))}`);
  for (const c of r.candidates) {
    lines.push('', `${t(c.ref)}  ${t(c.name)}${c.enabled ? '' : ' (disabled)'}  score ${c.score.toFixed(2)}`);
    const matched = [...c.matched.all, ...c.matched.any, ...(c.matched.bridged ?? []).map(bridgedTerm)];
    lines.push(`  matched: ${t(matched.join(', '))} in ${t(c.matched.fields.join(', '))}`);
    for (const s of c.snippets) lines.push(`  ${t(s.field)}: ${t(s.text)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderInspectText(r: InspectResult): string {
  const out: string[] = [];
  for (const s of r.skills) {
    if (out.length > 0) out.push('');
    out.push(`${t(s.ref)}  ${t(s.name)}${s.enabled ? '' : ' (disabled)'}  ${sourceNote(s.source, s.overrides)}`);
    out.push(`  description: ${t(s.description.replace(/\s+/g, ' ').trim())}`);
    for (const [k, v] of Object.entries(s.fields)) out.push(`  ${t(k)}: ${t(v.replace(/\s+/g, ' ').trim())}`);
    if (s.license !== null) out.push(`  license: ${t(s.license)}`);
    if (s.compatibility !== null) out.push(`  compatibility: ${t(s.compatibility)}`);
    for (const [k, v] of Object.entries(s.metadata)) out.push(`  metadata.${t(k)}: ${t(v)}`);
    out.push(`  files: ${s.files.length === 0 ? 'none' : t(s.files.map((f) => f.path).join(', '))}`);
    out.push(`  selections: ${s.selections}`);
  }
  out.push(...sourceLegend(r.skills));
  return `${out.join('\n')}\n`;
}

export function renderPlanText(p: PlanResult): string {
  const mark = (x: { size: number; fits: boolean }): string => `${fmt(x.size)}${x.fits ? '' : '!'}`;
  const lines = [
    renderColumns({
      head: ['host', 'budget', 'before', 'after', ''],
      rows: p.hosts.map((h) => [
        h.host,
        h.budget === null || h.budget === undefined ? '-' : fmt(h.budget),
        mark(h.before),
        mark(h.after),
        h.unit,
      ]),
      numeric: [1, 2, 3],
      minWidths: [0, PLAN_NUMBER_WIDTH, PLAN_NUMBER_WIDTH, PLAN_NUMBER_WIDTH],
    }),
    '',
  ];
  if (p.disable.length === 0)
    lines.push(`Every listing fits with all ${fmt(p.enabledBefore)} enabled skills: nothing to disable.`);
  else {
    lines.push(
      `Disable ${fmt(p.disable.length)} of ${fmt(p.enabledBefore)} skills (fewest selections, then largest entries)${p.fits ? '' : ' — still over budget'}:`,
    );
    for (const d of p.disable)
      lines.push(`- ${t(d.name)} (${counted(d.selections, 'selection')}, ${fmt(d.entryChars)} chars)`);
  }
  lines.push("('!' = over budget; sizes are the full listing before the host cuts it)");
  return `${lines.join('\n')}\n`;
}
