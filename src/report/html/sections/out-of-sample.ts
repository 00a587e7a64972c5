/**
 * The routing section's out-of-sample part (report --calibrate-on / --folds): the threshold
 * fitted on another query set next to what it does here, and the cross-validated figures next
 * to the in-sample ones. Tables only: the comparison is a handful of numbers per router.
 */
import { fmtPercent } from '../../format.js';
import { esc } from '../escape.js';
import type { ReportBench, ReportRate } from '../model.js';
import { dataTable } from '../table.js';

function share(r: ReportRate | null): string {
  return r === null
    ? '–'
    : `${fmtPercent(r.rate, 0)} (${r.hits}/${r.n}), CI ${fmtPercent(r.ci95[0], 0)}–${fmtPercent(r.ci95[1], 0)}`;
}

function num(v: number | null, digits: number): string {
  return v === null ? '–' : v.toFixed(digits);
}

export function outOfSampleHtml(bench: ReportBench): string {
  let html = '';
  const t = bench.transfer;
  if (t !== undefined && t !== null) {
    html +=
      `<h3>Threshold transfer</h3><p class="note">${esc(`Each router's no-match threshold fitted on ${t.queriesFile} over ${t.dir}, then judged on ${bench.queriesFile}. Youden's J = share of positives accepted + share of negatives rejected − 1; "fitted" is where the threshold was chosen, "transferred" is here, "best here" is this query set's own best (the ceiling).`)}</p>` +
      dataTable({
        name: 'transfer',
        caption: 'Fitted vs transferred no-match threshold per router',
        columns: [
          { label: 'router' },
          { label: 'threshold', numeric: true },
          { label: 'J fitted', numeric: true },
          { label: 'J transferred', numeric: true },
          { label: 'J best here', numeric: true },
          { label: 'fitted: positives accepted', numeric: true },
          { label: 'fitted: negatives rejected', numeric: true },
          { label: 'transferred: positives accepted', numeric: true },
          { label: 'transferred: negatives rejected', numeric: true },
          { label: 'best threshold here', numeric: true },
        ],
        rows: t.rows.map((r) => [
          r.router,
          num(r.threshold, 3),
          num(r.fittedJ, 2),
          num(r.transferredJ, 2),
          num(r.targetBestJ, 2),
          share(r.fittedAccepted),
          share(r.fittedRejected),
          share(r.transferredAccepted),
          share(r.transferredRejected),
          num(r.targetBest, 3),
        ]),
      });
  }
  const f = bench.folds;
  if (f !== undefined && f !== null) {
    const sel = f.selection;
    html +=
      `<h3>Cross-validation</h3><p class="note">${esc(`${f.k} folds (seed ${f.seed}, stratified by target): the threshold and the choice of router are fitted on ${f.k - 1} folds and judged on the held-out one, so every query is judged once by a choice that did not see it.`)}</p>` +
      dataTable({
        name: 'folds',
        caption: 'Held-out vs in-sample threshold figures per router',
        columns: [
          { label: 'router' },
          { label: 'positives accepted', numeric: true },
          { label: 'negatives rejected', numeric: true },
          { label: 'J held out', numeric: true },
          { label: 'J per fold (mean, min–max)', numeric: true },
          { label: 'J in sample', numeric: true },
        ],
        rows: f.rows.map((r) => [
          r.router,
          share(r.accepted),
          share(r.rejected),
          num(r.heldOutJ, 2),
          r.foldJ === null ? '–' : `${r.foldJ.mean.toFixed(2)} (${r.foldJ.min.toFixed(2)}–${r.foldJ.max.toFixed(2)})`,
          num(r.inSampleJ, 2),
        ]),
      }) +
      (sel === null
        ? ''
        : `<p class="note">${esc(`Router chosen on the training folds, judged on the held-out one: top-1 ${share(sel.heldOut)}. In sample, the best router (${sel.inSampleRouter}) claims ${share(sel.inSample)}.`)}</p>`);
  }
  return html;
}
