/**
 * The three tiers as one stacked bar per encoding: catalog (always in context), bodies (loaded
 * on activation) and text resources (read on demand). Linear by default (true proportions);
 * when the tiers differ by orders of magnitude — a 2k-token catalog beside megabytes of
 * references — a CSS-only radio toggle (works without JS) switches to a log axis.
 */
import { counted } from '../../../base/plural.js';
import { fmt } from '../../../base/numbers.js';
import type { AuditResult } from '../../../audit/types.js';
import { fmtPercent, fmtRatio } from '../../format.js';
import { esc } from '../escape.js';
import { stackedChart, type StackRow } from '../svg/stacked.js';
import { dataTable, figure, numbersFor } from '../table.js';
import type { Section } from './section.js';

export function tiersSection(a: AuditResult): Section {
  const t = a.totals;
  const rows: StackRow[] = a.encodings.map((e) => {
    const catalog = t.catalog.tokens[e]?.total ?? 0;
    const body = t.body.tokens[e]?.total ?? 0;
    const res = t.resources.textTokens[e] ?? 0;
    const sum = catalog + body + res;
    const share = (v: number): string => (sum === 0 ? '' : ` (${fmtPercent(v / sum)} of all tokens)`);
    return {
      label: e,
      segments: [
        {
          label: 'catalog',
          value: catalog,
          series: 's-catalog',
          title: `${e} catalog: ${fmt(catalog)} tokens${share(catalog)}`,
        },
        { label: 'bodies', value: body, series: 's-body', title: `${e} bodies: ${fmt(body)} tokens${share(body)}` },
        {
          label: 'resources',
          value: res,
          series: 's-resources',
          title: `${e} text resources: ${fmt(res)} tokens${share(res)}`,
        },
      ],
    };
  });
  const label = (log: boolean): string =>
    `Stacked bar per encoding of catalog, body and text-resource tokens on a ${log ? 'logarithmic' : 'linear'} axis. ` +
    rows.map((r) => `${r.label}: ${r.segments.map((s) => `${s.label} ${fmt(s.value)}`).join(', ')}`).join('; ');
  const caption = 'tokens';
  const charts =
    `<input type="radio" name="tiers-scale" id="tiers-linear" checked><label for="tiers-linear">linear scale</label>` +
    `<input type="radio" name="tiers-scale" id="tiers-log"><label for="tiers-log">log scale</label>` +
    `<div class="toggle-box">${stackedChart({ name: 'tiers-linear', label: label(false), rows, log: false, caption })}` +
    `${stackedChart({ name: 'tiers-log', label: label(true), rows, log: true, caption: `${caption}, log scale (each segment spans from the running total before it to the one after it)` })}</div>`;
  const table = dataTable({
    name: 'tiers',
    caption: 'Tokens per tier and encoding',
    columns: [
      { label: 'encoding' },
      { label: 'catalog', numeric: true },
      { label: 'bodies', numeric: true },
      { label: 'text resources', numeric: true },
      { label: 'bodies ÷ catalog', numeric: true },
      { label: 'catalog % window', numeric: true },
      { label: 'bodies % window', numeric: true },
    ],
    rows: a.encodings.map((e) => [
      e,
      fmt(t.catalog.tokens[e]?.total ?? 0),
      fmt(t.body.tokens[e]?.total ?? 0),
      fmt(t.resources.textTokens[e] ?? 0),
      fmtRatio(t.ratios.bodyToCatalogTokens[e] ?? null),
      fmtPercent(t.window.catalogShare[e] ?? 0),
      fmtPercent(t.window.bodyShare[e] ?? 0),
    ]),
  });
  const legend = `<ul class="legend"><li class="s-catalog">catalog (always in context)</li><li class="s-body">bodies (on activation)</li><li class="s-resources">text resources (if read)</li></ul>`;
  const html =
    `<p class="note">What each tier costs in tokens. The catalog is paid in every conversation; a body only when its skill is activated; a resource only when it is read. Binary resources (images, fonts) are not tokenised: see Resources. Switch to the log scale when one tier dwarfs the others.</p>` +
    legend +
    figure(
      `<div class="toggle">${charts}</div>`,
      `Three tiers, ${esc(counted(t.skills, 'skill'))}.`,
      numbersFor('Numbers of this chart', table),
    );
  return { id: 'tiers', title: 'The three tiers', html };
}
