/**
 * Resources: bytes by category (fonts can be half of a collection's bytes: 48.8 % of 10.8 MB in one), the largest
 * files, and duplicated files with the bytes they waste.
 */
import { counted } from '../../../base/plural.js';
import { fmt } from '../../../base/numbers.js';
import type { AuditResult } from '../../../audit/types.js';
import { RESOURCE_CATEGORIES } from '../../../skills/model.js';
import { fmtBytes, fmtPercent } from '../../format.js';
import { esc, isolated } from '../escape.js';
import { hbarChart } from '../svg/hbar.js';
import { dataTable, figure, numCell, numbersFor } from '../table.js';
import type { Section } from './section.js';

export function resourcesSection(a: AuditResult): Section {
  const r = a.totals.resources;
  const e = a.encodings[0]!;
  if (r.files === 0) {
    return {
      id: 'resources',
      title: 'Resources',
      html: `<p class="note">No resource files: every skill is its SKILL.md alone.</p>`,
    };
  }
  const cats = RESOURCE_CATEGORIES.filter((c) => r.byCategory[c].files > 0).sort(
    (x, y) => r.byCategory[y].bytes - r.byCategory[x].bytes,
  );
  const share = (bytes: number): number => (r.bytes === 0 ? 0 : bytes / r.bytes);
  const chart = hbarChart({
    name: 'resource-categories',
    label: `Resource bytes by category: ${cats.map((c) => `${c} ${fmtBytes(r.byCategory[c].bytes)}`).join(', ')}`,
    series: 's-resources',
    caption: 'bytes',
    rows: cats.map((c) => {
      const cost = r.byCategory[c];
      return {
        label: c,
        value: cost.bytes,
        valueText: `${fmtBytes(cost.bytes)} · ${fmtPercent(share(cost.bytes))}`,
        title: `${c}: ${fmt(cost.files)} files, ${fmt(cost.bytes)} bytes (${fmtPercent(share(cost.bytes))} of resource bytes), ${fmt(cost.tokens[e] ?? 0)} text tokens (${e})`,
        className: `cat-${c}`,
      };
    }),
  });
  const catTable = dataTable({
    name: 'resource-categories',
    caption: 'Resource files by category',
    columns: [
      { label: 'category' },
      { label: 'files', numeric: true },
      { label: 'bytes', numeric: true },
      { label: 'share of bytes', numeric: true },
      { label: `text tokens (${e})`, numeric: true },
    ],
    rows: cats.map((c) => {
      const cost = r.byCategory[c];
      return [c, fmt(cost.files), fmt(cost.bytes), fmtPercent(share(cost.bytes)), fmt(cost.tokens[e] ?? 0)];
    }),
  });
  const largest = dataTable({
    name: 'largest-files',
    caption: `The ${r.largest.length} largest resource files`,
    sortable: true,
    columns: [
      { label: 'file' },
      { label: 'category' },
      { label: 'bytes', numeric: true },
      { label: `tokens (${e})`, numeric: true },
    ],
    rows: r.largest.map((f) => [
      { html: `<code>${isolated(f.path)}</code>`, sort: f.path },
      f.category,
      numCell(f.bytes, fmtBytes(f.bytes)),
      f.tokens === null ? { html: 'binary', sort: -1 } : numCell(f.tokens[e] ?? 0, fmt(f.tokens[e] ?? 0)),
    ]),
  });
  const dups =
    r.duplicates.length === 0 && r.duplicateFolders.length === 0
      ? `<p class="note">No duplicated files.</p>`
      : `<p class="note">${esc(`${duplicateSentence(r.duplicateFolders.length, r.duplicates.length)}; the extra copies waste ${fmtBytes(r.duplicateWastedBytes)}. Keep one copy (in one skill or a shared folder) and link it.`)}</p>` +
        dataTable({
          name: 'duplicates',
          caption: 'Duplicated files (identical content)',
          columns: [
            { label: 'copies' },
            { label: 'size', numeric: true },
            { label: 'wasted', numeric: true },
            { label: 'skills' },
            { label: 'paths' },
          ],
          rows: [
            ...r.duplicateFolders.map((d) => [
              `${d.folders.length} × folder (${d.files} files)`,
              fmtBytes(d.bytes),
              fmtBytes(d.wastedBytes),
              { html: esc(d.skills.join(', ')), className: 'text' },
              { html: d.folders.map((p) => `<code>${isolated(p)}/</code>`).join('<br>'), className: 'text' },
            ]),
            ...r.duplicates.map((d) => [
              `${d.paths.length} ×`,
              fmtBytes(d.bytes),
              fmtBytes(d.wastedBytes),
              { html: esc(d.skills.join(', ')), className: 'text' },
              { html: d.paths.map((p) => `<code>${isolated(p)}</code>`).join('<br>'), className: 'text' },
            ]),
          ],
        });
  const html =
    `<p class="note">${esc(`${fmt(r.files)} files, ${fmtBytes(r.bytes)}; ${fmt(r.textFiles)} are text and would cost ${fmt(r.textTokens[e] ?? 0)} tokens (${e}) if all were read.${r.shared.files > 0 ? ` ${fmt(r.shared.files)} files (${fmtBytes(r.shared.bytes)}) sit in shared folders.` : ''}`)}</p>` +
    figure(chart, 'Resource bytes by category.', numbersFor('Numbers of this chart', catTable)) +
    `<h3>Duplicated files</h3>${dups}<h3>Largest files</h3>${largest}`;
  return { id: 'resources', title: 'Resources', html };
}

/** "One folder and 3 files exist in several places". */
function duplicateSentence(folders: number, files: number): string {
  const parts: string[] = [];
  if (folders > 0) parts.push(folders === 1 ? 'One folder' : `${folders} folders`);
  if (files > 0) parts.push(files === 1 && folders === 0 ? 'One file' : counted(files, 'file', { grouping: false }));
  return `${parts.join(' and ')} ${folders + files === 1 ? 'exists' : 'exist'} in several places`;
}
