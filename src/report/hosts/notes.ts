/**
 * What `skillscope hosts` says under its table for each host, as data: the skills it loses first
 * to its budget, and the skills it does not list as written — refused, not read, hidden, or read
 * another way. One list for every renderer (text, HTML); each escapes the names for its medium.
 */
import type { ListingEntry } from '../../hosts/types.js';
import type { HostView } from '../../hosts/view.js';

export interface HostNote {
  /** What the host does, in a few words (`refuses (file starts with a BOM)`). */
  readonly what: string;
  /** The skills it does it to, in listing order (raw names: escape them). */
  readonly names: readonly string[];
}

/** What a host does with a skill it does not list as written, one note each. */
const ENTRY_NOTES: readonly (readonly [string, (e: ListingEntry) => boolean])[] = [
  ['refuses (file starts with a BOM)', (e) => e.status === 'skipped' && e.reason === 'bom'],
  ['refuses (frontmatter not valid YAML)', (e) => e.status === 'skipped' && e.reason === 'yaml'],
  ['refuses (description over 1,024 characters)', (e) => e.status === 'skipped' && e.reason === 'too-long'],
  ['not read (in a skill folder of another host)', (e) => e.status === 'skipped' && e.reason === 'folder'],
  ['not listed (no usable name or description)', (e) => e.status === 'skipped' && e.reason === 'invalid'],
  ['hidden from the model', (e) => e.status === 'skipped' && (e.reason === 'hidden' || e.reason === 'setting')],
  ['description read line by line (frontmatter not valid YAML)', (e) => e.readFrom === 'lines'],
  ['described by its first paragraph (no description)', (e) => e.readFrom === 'first-paragraph'],
];

/** The skills a host loses first (if any), then one note per kind of skill it does not list as written. */
export function hostNotes(h: Pick<HostView, 'loseFirst' | 'listing'>): HostNote[] {
  const out: HostNote[] = [];
  if (h.loseFirst.length > 0) out.push({ what: 'loses first', names: h.loseFirst });
  for (const [what, pick] of ENTRY_NOTES) {
    const names = h.listing.entries.filter(pick).map((e) => e.name);
    if (names.length > 0) out.push({ what, names });
  }
  return out;
}
