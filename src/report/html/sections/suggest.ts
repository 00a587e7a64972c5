/**
 * "What to change" (with --queries): `suggest`'s proposals for the router the report's
 * benchmark ran first — the words to add to each description that loses requests, what each
 * edit fixes and breaks (measured by re-running the router on the edited catalog), top-1
 * before and after on the half the words were chosen on and on the held-out half, and the
 * missed requests no word of the skill's own can reach.
 */
import { fmtProportion } from '../../bench/model.js';
import {
  combinedTitle,
  hostVerdict,
  NO_PROPOSAL_TEXT,
  outOfSampleLines,
  outOfSampleTitle,
  remedyText,
  surfaces,
} from '../../suggest/rows.js';
import type { SuggestResult } from '../../../suggest/types.js';
import { esc } from '../escape.js';
import { dataTable } from '../table.js';
import type { Section } from './section.js';

/** What the section needs: the suggest result and the query file it came from. */
export interface ReportSuggest {
  readonly queriesFile: string;
  readonly result: SuggestResult;
}

function ids(flips: readonly { id: string; half: string }[]): string {
  return flips.length === 0 ? '–' : flips.map((f) => `${f.id}${f.half === 'heldOut' ? ' (held out)' : ''}`).join(', ');
}

export function suggestSection(s: ReportSuggest | null): Section {
  const title = 'What to change';
  if (s === null) {
    return {
      id: 'suggest',
      title,
      html: `<p class="note">Run <code>skillscope report DIR --queries FILE</code> to add the words each description that loses requests should gain (<code>skillscope suggest</code>), measured on held-out requests.</p>`,
    };
  }
  const r = s.result;
  const intro = `<p class="note">${esc(`Router ${r.router}. For every skill that loses requests, up to ${r.maxTerms} words to add to its description, chosen on one half of the ${r.split.choose.length + r.split.heldOut.length} requests of ${s.queriesFile} (seed ${r.split.seed}) and measured by re-running the router on the edited catalog, on that half, on the held-out half and on all. A gain on the choosing half alone is fitting, not improvement.`)}</p>`;
  if (r.suggestions.length === 0)
    return {
      id: 'suggest',
      title,
      html: `${intro}<p>${esc('No skill loses a request under this router: nothing to change.')}</p>`,
    };
  const proposals = dataTable({
    name: 'suggest-proposals',
    caption: 'Words to add, per skill that loses requests',
    sortable: true,
    columns: [
      { label: 'skill' },
      { label: 'missed (choosing/held-out)', numeric: true },
      { label: 'add' },
      { label: 'fixes' },
      { label: 'breaks' },
      { label: 'catalog tokens', numeric: true },
      { label: 'host listings' },
    ],
    rows: r.suggestions.map((x) => {
      const p = x.proposal;
      const missed = `${x.missed.choose.length}/${x.missed.heldOut.length}`;
      if (p === null) return [x.skill, missed, NO_PROPOSAL_TEXT[x.noProposal ?? 'no-net-gain'], '–', '–', '–', '–'];
      return [
        x.skill,
        missed,
        surfaces(p),
        ids(p.fixes),
        ids(p.breaks),
        p.catalogTokens === null ? '–' : `+${p.catalogTokens.added}`,
        hostVerdict(p.hosts),
      ];
    }),
  });
  const t = r.combined.top1;
  const top1 = dataTable({
    name: 'suggest-top1',
    caption: combinedTitle(r.combined.edits),
    columns: [{ label: 'requests' }, { label: 'top-1 before', numeric: true }, { label: 'top-1 after', numeric: true }],
    rows: [
      ['choosing half', fmtProportion(t.choose.before), fmtProportion(t.choose.after)],
      ['held-out half', fmtProportion(t.heldOut.before), fmtProportion(t.heldOut.after)],
      ['all', fmtProportion(t.all.before), fmtProportion(t.all.after)],
    ],
  });
  const unreachable =
    r.unreachable.length === 0
      ? ''
      : dataTable({
          name: 'suggest-unreachable',
          caption: 'Missed requests that share no word with their skill, and what would reach them',
          sortable: true,
          columns: [
            { label: 'query' },
            { label: 'line', numeric: true },
            { label: 'skill' },
            { label: 'why' },
            { label: 'what would' },
          ],
          rows: r.unreachable.map((u) => [
            u.id,
            u.line,
            u.skill,
            u.reason === 'no-terms' ? 'the analyzer sees no word of it' : 'no shared word',
            remedyText(u),
          ]),
        });
  const outOfSample = `<h3>${esc(outOfSampleTitle(r))}</h3>${outOfSampleLines(r)
    .map((l) => `<p>${esc(l)}</p>`)
    .join('')}`;
  return { id: 'suggest', title, html: intro + proposals + top1 + outOfSample + unreachable };
}
