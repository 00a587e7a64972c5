/**
 * Descriptions against the limits that cut or drop them: the spec's 1,024-code-point cap, the
 * common index cuts (240/256) and Claude Code's 1,536-character entry cap; then the checker's
 * host listing simulation — how full each host's listing budget is and which skills it would
 * cut or list by name only.
 */
import { fmt } from '../../../base/numbers.js';
import { minOf } from '../../../base/arrays.js';
import type { AuditResult } from '../../../audit/types.js';
import { CLAUDE_CODE_ENTRY_CAP } from '../../../hosts/claude-code.js';
import { DEFAULT_BUDGETS } from '../../../check/options.js';
import { fmtPercent } from '../../format.js';
import { esc } from '../escape.js';
import type { RefLine } from '../svg/axis.js';
import { hbarChart } from '../svg/hbar.js';
import type { ReportCheck, ReportListing } from '../model.js';
import { dataTable, figure, numCell, numbersFor } from '../table.js';
import { capRows, MAX_BARS, moreRowsNote, truncationNote, type Section } from './section.js';

const CUT_LABELS: Readonly<Record<number, string>> = { 240: 'index cut', 256: 'bounded catalog cut' };

/** The reference lines of the description chart: common cuts, the spec cap, the Claude Code entry cap. */
function descriptionRefs(): RefLine[] {
  return [
    ...DEFAULT_BUDGETS.commonCuts.map((c) => ({
      value: c,
      label: `${fmt(c)}${CUT_LABELS[c] ? ` ${CUT_LABELS[c]}` : ''}`,
    })),
    {
      value: DEFAULT_BUDGETS.descriptionMaxChars,
      label: `${fmt(DEFAULT_BUDGETS.descriptionMaxChars)} spec cap`,
      className: 'ref-error',
    },
    { value: CLAUDE_CODE_ENTRY_CAP, label: `${fmt(CLAUDE_CODE_ENTRY_CAP)} Claude Code entry cap` },
  ];
}

export function descriptionsSection(a: AuditResult, check: ReportCheck | null): Section {
  const e = a.encodings[0]!;
  const cap = DEFAULT_BUDGETS.descriptionMaxChars;
  const firstCut = minOf(DEFAULT_BUDGETS.commonCuts, 0);
  const sorted = [...a.skills].sort(
    (x, y) => y.language.descriptionCodePoints - x.language.descriptionCodePoints || (x.name < y.name ? -1 : 1),
  );
  const shown = sorted.slice(0, MAX_BARS);
  const chart = hbarChart({
    name: 'description-length',
    label: `Description length in code points per skill, longest first, against the ${fmt(firstCut)}/256 cuts, the ${fmt(cap)} spec cap and the ${fmt(CLAUDE_CODE_ENTRY_CAP)} Claude Code entry cap`,
    series: 's-catalog',
    caption: 'description length (code points)',
    refs: descriptionRefs(),
    rows: shown.map((s) => {
      const v = s.language.descriptionCodePoints;
      return {
        label: s.name,
        value: v,
        valueText: fmt(v),
        title: `${s.name}: ${fmt(v)} code points, ${fmt(s.language.descriptionTokens[e] ?? 0)} tokens (${e}), ${fmtPercent(s.language.cjkShare)} CJK`,
        className: v > cap ? 'over' : v > firstCut ? 'near' : undefined,
      };
    }),
  });
  const listings = check?.listings ?? [];
  // Status by skill file per host: one lookup per cell (a search per cell was quadratic in skills).
  const statusOf = listings.map((l) => new Map(l.entries.map((x) => [x.file, x.status])));
  const rows = capRows(sorted);
  const table = dataTable({
    name: 'descriptions',
    caption: 'Description length and listing status per host; sortable',
    sortable: true,
    columns: [
      { label: 'skill' },
      { label: 'code points', numeric: true },
      { label: `tokens (${e})`, numeric: true },
      { label: 'CJK share', numeric: true },
      ...listings.map((l) => ({ label: l.host })),
    ],
    rows: rows.shown.map((s) => [
      s.name,
      numCell(s.language.descriptionCodePoints, fmt(s.language.descriptionCodePoints)),
      numCell(s.language.descriptionTokens[e] ?? 0, fmt(s.language.descriptionTokens[e] ?? 0)),
      numCell(s.language.cjkShare, fmtPercent(s.language.cjkShare)),
      ...statusOf.map((byFile) => {
        const status = byFile.get(s.path) ?? 'skipped';
        return { html: `<span class="status-${esc(status)}">${esc(status)}</span>`, sort: status };
      }),
    ]),
  });
  const over = a.skills.filter((s) => s.language.descriptionCodePoints > cap).length;
  const near = a.skills.filter(
    (s) => s.language.descriptionCodePoints > firstCut && s.language.descriptionCodePoints <= cap,
  ).length;
  const html =
    `<p class="note">${esc(`${over} ${over === 1 ? 'description is' : 'descriptions are'} over the ${fmt(cap)}-code-point cap (red: some hosts skip the skill); ${near} ${near === 1 ? 'is' : 'are'} longer than ${fmt(firstCut)} (amber: an index cutting at ${fmt(firstCut)} or 256 loses their end).`)}</p>` +
    figure(
      chart,
      esc(`Description length per skill.${truncationNote(shown.length, a.skills.length)}`),
      numbersFor(
        rows.more > 0
          ? `Numbers of this chart, with each host’s listing status (the ${rows.shown.length} longest)`
          : 'Numbers of this chart, with each host’s listing status',
        table + moreRowsNote(rows.more, 'descriptions', 'audit'),
      ),
    ) +
    listingHtml(listings, check !== null);
  return { id: 'descriptions', title: 'Descriptions and host listings', html };
}

function listingHtml(listings: readonly ReportListing[], haveCheck: boolean): string {
  if (!haveCheck) return `<h3>Host listing simulation</h3><p class="note">Not available (the checker did not run).</p>`;
  if (listings.length === 0) return `<h3>Host listing simulation</h3><p class="note">No host was simulated.</p>`;
  const budgeted = listings.filter((l) => l.budget !== null && l.budget > 0);
  const chart = hbarChart({
    name: 'listing-budget',
    label: `Listing size as a share of each host's budget: ${budgeted.map((l) => `${l.host} ${fmtPercent(l.fullSize / (l.budget ?? 1))}`).join(', ')}`,
    series: 's-catalog',
    unit: 'percent',
    caption: 'full listing size ÷ host budget',
    refs: [{ value: 1, label: 'budget', className: 'ref-error' }],
    rows: budgeted.map((l) => {
      const share = l.fullSize / (l.budget ?? 1);
      return {
        label: l.host,
        value: share,
        valueText: `${fmt(l.fullSize)} / ${fmt(l.budget ?? 0)} ${l.unit} (${fmtPercent(share)})`,
        title: `${l.host}: the full listing is ${fmt(l.fullSize)} ${l.unit} against a budget of ${fmt(l.budget ?? 0)}${l.overBy > 0 ? `, over by ${fmt(l.overBy)}` : ''}`,
        className: share > 1 ? 'over' : share >= 0.8 ? 'near' : 'ok',
      };
    }),
  });
  const count = (l: ReportListing, s: string): number => l.entries.filter((x) => x.status === s).length;
  const summary = dataTable({
    name: 'listings',
    caption: 'Host listing simulation: budget, size and entries by status',
    columns: [
      { label: 'host' },
      { label: 'unit' },
      { label: 'budget', numeric: true },
      { label: 'full size', numeric: true },
      { label: 'after budget', numeric: true },
      { label: 'over by', numeric: true },
      { label: 'full', numeric: true },
      { label: 'cut', numeric: true },
      { label: 'name only', numeric: true },
      { label: 'omitted', numeric: true },
      { label: 'skipped', numeric: true },
    ],
    rows: listings.map((l) => [
      l.host,
      l.unit,
      l.budget === null ? '–' : fmt(l.budget),
      fmt(l.fullSize),
      fmt(l.size),
      fmt(l.overBy),
      fmt(count(l, 'full')),
      fmt(count(l, 'cut')),
      fmt(count(l, 'name-only')),
      fmt(count(l, 'omitted')),
      fmt(count(l, 'skipped')),
    ]),
  });
  const allAffected = listings.flatMap((l) =>
    l.entries.filter((x) => x.status !== 'full').map((x) => ({ host: l.host, ...x })),
  );
  const { shown: affected, more } = capRows(allAffected);
  const who =
    affected.length === 0
      ? `<p class="note">Every host lists every skill in full.</p>`
      : dataTable({
          name: 'listing-entries',
          caption: 'Skills a host would cut, list by name only, omit or skip; sortable',
          sortable: true,
          columns: [
            { label: 'skill' },
            { label: 'host' },
            { label: 'status' },
            { label: 'reason' },
            { label: 'shown / full chars', numeric: true },
            { label: 'cut mid-sentence' },
          ],
          rows: affected.map((x) => [
            x.name,
            x.host,
            { html: `<span class="status-${esc(x.status)}">${esc(x.status)}</span>`, sort: x.status },
            x.reason ?? '',
            numCell(x.shownChars, `${fmt(x.shownChars)} / ${fmt(x.fullChars)}`),
            x.cutMidSentence ? 'yes' : '',
          ]),
        }) + moreRowsNote(more, 'listing entries', 'check');
  return (
    `<h3>Host listing simulation</h3><p class="note">How each host would render the catalog into the model's context, and what it drops when the catalog is over its budget (simulated by <code>skillscope check</code>).</p>` +
    (budgeted.length > 0
      ? figure(chart, 'Full listing size against each host’s budget.', numbersFor('Numbers of this chart', summary))
      : summary) +
    who
  );
}
