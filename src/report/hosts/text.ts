/**
 * `skillscope hosts` as text: one row per host (skills seen, listed in full / cut / name only /
 * omitted, listing size against the budget), then per host the skills a user loses first, the
 * duplicate names and the skills no host discovers.
 */
import { escapeTerminal } from '../../base/escape.js';
import { fmt } from '../../base/numbers.js';
import { requireObject } from '../../base/api.js';
import type { HostsView, HostView } from '../../hosts/view.js';
import { renderTable, wrapLine } from '../table.js';
import { hostNotes } from './notes.js';

/** Names shown per "lose first" line before "+N more". */
const LOSE_FIRST_SHOWN = 5;

function budgetCell(h: HostView): string {
  const unit = h.listing.unit === 'tokens' ? ' tok' : '';
  const size = `${fmt(h.listing.size)}${unit}`;
  if (!h.budgetPublic) return `${size} / not public`;
  if (h.listing.budget === null) return `${size} / none`;
  return `${fmt(h.listing.fullSize)} / ${fmt(h.listing.budget)}${unit}`;
}

function names(list: readonly string[]): string {
  const shown = list.slice(0, LOSE_FIRST_SHOWN).join(', ');
  return list.length > LOSE_FIRST_SHOWN ? `${shown}, +${list.length - LOSE_FIRST_SHOWN} more` : shown;
}

/** Width the table fits when the terminal's is unknown (a pipe, a file): 80 columns. */
const HOSTS_TEXT_WIDTH = 80;

export function renderHostsText(
  view: HostsView,
  options: { readonly color: boolean; readonly width: number | undefined },
): string {
  requireObject('renderHostsText', 'view', view, 'a hosts view (viewHosts)', ['schemaVersion', 'hosts', 'placement']);
  const table = renderTable({
    head: ['host', 'seen', 'full', 'cut', 'bare', 'omitted', 'listing / budget'],
    numeric: [1, 2, 3, 4, 5],
    rows: view.hosts.map((h) => [
      h.title,
      h.seen.length,
      h.counts.full,
      h.counts.cut,
      h.counts['name-only'],
      h.counts.omitted,
      budgetCell(h),
    ]),
    color: options.color,
    width: options.width ?? HOSTS_TEXT_WIDTH,
    shrink: [0],
  });
  const lines: string[] = [table];
  const wrap = (line: string, indent = '  '): string => wrapLine(line, options.width ?? HOSTS_TEXT_WIDTH, indent);
  if (view.placement === 'copied')
    lines.push(
      '',
      wrap(
        "No host folders or plugins in the tree: each skill is modelled as copied into every host's project folder.",
      ),
    );
  lines.push('', `Listing sizes in characters unless marked tok; window ${fmt(view.windowTokens)} tokens.`);
  for (const h of view.hosts) {
    const notes: string[] = [];
    for (const n of hostNotes(h)) notes.push(`${n.what}: ${names(n.names.map((x) => escapeTerminal(x)))}`);
    for (const d of h.duplicates) {
      const what =
        d.kept === 'last'
          ? `kept ${d.files[d.files.length - 1]}`
          : d.kept === 'all'
            ? 'all listed'
            : 'which one is kept is not public';
      notes.push(`duplicate ${escapeTerminal(d.name)}: ${d.files.length} copies, ${escapeTerminal(what)}`);
    }
    if (!h.budgetPublic) notes.push('budget and listing format not public: size shown without a verdict');
    if (notes.length === 0) continue;
    lines.push('', `${h.title}:`);
    for (const n of notes) lines.push(wrap(`  ${n}`, '    '));
  }
  if (view.unseen.length > 0) {
    lines.push(
      '',
      wrap(
        `Seen by no host (outside every host folder and plugin): ${names(view.unseen.map((f) => escapeTerminal(f)))}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
