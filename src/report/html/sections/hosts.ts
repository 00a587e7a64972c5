/**
 * Hosts: what `skillscope hosts` shows, on the page — per host profile the skills it discovers,
 * how many it lists in full, cuts, lists by name only or leaves out, its listing size against its
 * budget, and then what it loses first and what it does with files it does not list as written.
 * Every name and path is user text: escaped and direction-isolated (escape.ts `isolated`).
 */
import { fmt } from '../../../base/numbers.js';
import type { ReportHost, ReportHosts } from '../model.js';
import { esc, isolated } from '../escape.js';
import { dataTable } from '../table.js';
import type { Section } from './section.js';

/** Names shown in one note cell before "+N more" (every name is in `skillscope hosts --json`). */
const NAMES_SHOWN = 20;

function namesHtml(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map(isolated).join(', ');
  return names.length > NAMES_SHOWN ? `${shown}, ${esc(`+${fmt(names.length - NAMES_SHOWN)} more`)}` : shown;
}

/** `8,706 / 8,000, over by 706`, `2,537 / 4,000 tok`, `13,054 / none`, `8,388 / not public`. */
function budgetText(h: ReportHost): string {
  const unit = h.unit === 'tokens' ? ' tok' : '';
  if (!h.budgetPublic) return `${fmt(h.size)}${unit} / not public`;
  if (h.budget === null) return `${fmt(h.size)}${unit} / none`;
  const over = h.fullSize > h.budget ? `, over by ${fmt(h.fullSize - h.budget)}` : '';
  return `${fmt(h.fullSize)} / ${fmt(h.budget)}${unit}${over}`;
}

export function hostsSection(view: ReportHosts | null): Section {
  const id = 'hosts';
  const title = 'Hosts';
  if (view === null)
    return { id, title, html: `<p class="note">Not available (the host profiles were not simulated).</p>` };
  const summary = dataTable({
    name: 'hosts',
    caption: 'Each host’s view: skills seen, listing entries by status, listing size against the budget',
    columns: [
      { label: 'host' },
      { label: 'seen', numeric: true },
      { label: 'full', numeric: true },
      { label: 'cut', numeric: true },
      { label: 'name only', numeric: true },
      { label: 'omitted', numeric: true },
      { label: 'not listed', numeric: true },
      { label: 'listing / budget' },
    ],
    rows: view.hosts.map((h) => [
      h.title,
      h.seen,
      h.counts.full,
      h.counts.cut,
      h.counts['name-only'],
      h.counts.omitted,
      h.counts.skipped,
      budgetText(h),
    ]),
  });
  const noteRows = view.hosts.flatMap((h) => [
    ...h.notes.map((n) => [h.title, n.what, { html: namesHtml(n.names) }] as const),
    ...h.duplicates.map(
      (d) =>
        [
          h.title,
          `duplicate name, ${fmt(d.copies)} copies`,
          { html: `${isolated(d.name)}: ${isolated(d.kept)}` },
        ] as const,
    ),
  ]);
  const notes =
    noteRows.length === 0
      ? `<p class="note">Every host lists every skill it sees in full, as written.</p>`
      : dataTable({
          name: 'host-notes',
          caption: 'What each host loses first, and what it does with skills it does not list as written',
          columns: [{ label: 'host' }, { label: 'what' }, { label: 'skills' }],
          rows: noteRows,
        });
  const placement =
    view.placement === 'copied'
      ? ' No host folders or plugins in the tree: each skill is modelled as copied into every host’s project folder.'
      : '';
  const unseen =
    view.unseen.length === 0
      ? ''
      : `<p class="note">${esc(`Seen by no host (outside every host folder and plugin), ${fmt(view.unseen.length)}: `)}${namesHtml(view.unseen)}</p>`;
  return {
    id,
    title,
    html:
      `<p class="note">${esc(`What each agent host would discover and list of this directory, as skillscope hosts simulates it (rules and sources: docs/hosts.md). Sizes in characters unless marked tok; window ${fmt(view.windowTokens)} tokens; a host without a public budget gets no verdict.${placement}`)}</p>` +
      summary +
      notes +
      unseen,
  };
}
