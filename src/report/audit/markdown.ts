/** `audit --format markdown`: the same figures as the terminal report, as PR-ready markdown. */
import { counted } from '../../base/plural.js';
import { fmt } from '../../base/numbers.js';
import type { AuditResult } from '../../audit/types.js';
import { LOAD_PROBLEM_RULES } from '../../check/rules/loader.js';
import { RESOURCE_CATEGORIES } from '../../skills/model.js';
import { fmtBytes, fmtPercent, fmtRatio, shortEncoding } from '../format.js';
import { mdCode, mdTable, mdText } from '../markdown.js';
import { firstFew } from './table.js';

export function renderAuditMarkdown(r: AuditResult, top: number): string {
  const encs = r.encodings;
  const e0 = encs[0]!;
  const t = r.totals;
  const out: string[] = [];
  out.push(`## skillscope audit: ${mdCode(r.dir)}`);
  out.push('');
  out.push(
    `${counted(t.skills, 'skill')} (${r.layout} layout) · encodings ${encs.map(mdCode).join(', ')} · window ${fmt(r.budgets.windowTokens)} tokens`,
  );
  out.push('');
  out.push(
    mdTable(
      [
        'tier',
        'loaded',
        'count',
        'bytes',
        ...encs.map((e) => `tokens ${shortEncoding(e)}`),
        `% window (${shortEncoding(e0)})`,
      ],
      [
        [
          'catalog',
          'always',
          fmt(t.skills),
          fmt(t.catalog.bytes.total),
          ...encs.map((e) => fmt(t.catalog.tokens[e]?.total ?? 0)),
          fmtPercent(t.window.catalogShare[e0] ?? 0),
        ],
        [
          'body',
          'on activation',
          fmt(t.skills),
          fmt(t.body.bytes.total),
          ...encs.map((e) => fmt(t.body.tokens[e]?.total ?? 0)),
          fmtPercent(t.window.bodyShare[e0] ?? 0),
        ],
        [
          'resources (text, if read)',
          'when read',
          fmt(t.resources.files),
          fmt(t.resources.bytes),
          ...encs.map((e) => fmt(t.resources.textTokens[e] ?? 0)),
          '',
        ],
      ],
      [2, 3, ...encs.map((_, i) => 4 + i), 4 + encs.length],
    ),
  );
  out.push('');
  out.push(
    `Bodies are ${fmtRatio(t.ratios.bodyToCatalogTokens[e0] ?? null)} the catalog in ${shortEncoding(e0)} tokens (${fmtRatio(t.ratios.bodyToCatalogBytes)} in bytes). ` +
      `Catalog mean ${fmt(t.catalog.tokens[e0]?.mean ?? 0, { digits: 1 })} tokens per skill, max ${fmt(t.catalog.tokens[e0]?.max ?? 0)}.`,
  );
  out.push('');
  const sorted = [...r.skills]
    .sort((a, b) => (b.body.tokens[e0] ?? 0) - (a.body.tokens[e0] ?? 0) || a.name.localeCompare(b.name))
    .slice(0, top);
  if (sorted.length > 0) {
    out.push(
      `### Heaviest bodies${sorted.length < r.skills.length ? ` (top ${sorted.length} of ${r.skills.length})` : ''}`,
    );
    out.push('');
    out.push(
      mdTable(
        ['skill', `catalog ${shortEncoding(e0)}`, `body ${shortEncoding(e0)}`, 'lines', 'resources'],
        sorted.map((s) => [
          s.name,
          fmt(s.catalog.tokens[e0] ?? 0),
          fmt(s.body.tokens[e0] ?? 0),
          fmt(s.body.lines),
          `${s.resources.files} (${fmtBytes(s.resources.bytes)})`,
        ]),
        [1, 2, 3],
      ),
    );
    out.push('');
  }
  if (t.resources.files > 0) {
    out.push('### Resources');
    out.push('');
    out.push(
      mdTable(
        ['category', 'files', 'bytes', 'share'],
        RESOURCE_CATEGORIES.filter((c) => t.resources.byCategory[c].files > 0).map((c) => {
          const cost = t.resources.byCategory[c];
          return [
            c,
            fmt(cost.files),
            fmtBytes(cost.bytes),
            fmtPercent(t.resources.bytes === 0 ? 0 : cost.bytes / t.resources.bytes),
          ];
        }),
        [1, 2, 3],
      ),
    );
    out.push('');
    if (t.resources.duplicates.length > 0 || t.resources.duplicateFolders.length > 0) {
      out.push(`Duplicated files (${fmtBytes(t.resources.duplicateWastedBytes)} wasted):`);
      for (const d of t.resources.duplicateFolders)
        out.push(
          `- ${d.folders.length} × folder of ${d.files} files, ${fmtBytes(d.bytes)}: ${firstFew(d.folders, undefined, mdCode)}`,
        );
      for (const d of t.resources.duplicates)
        out.push(`- ${d.paths.length} × ${fmtBytes(d.bytes)}: ${firstFew(d.paths, undefined, mdCode)}`);
      out.push('');
    }
  }
  if (r.findings.length > 0) {
    out.push('### Findings');
    out.push('');
    r.findings.forEach((f, i) => out.push(`${i + 1}. **${f.code}** ${f.name}: ${mdText(f.message)}`));
    out.push('');
  }
  const problems = [...r.problems, ...r.skills.flatMap((s) => s.problems)];
  if (problems.length > 0) {
    out.push('### Load problems');
    out.push('');
    for (const p of problems)
      out.push(
        `- ${mdCode(`${p.file}${p.line > 0 ? `:${p.line}` : ''}`)} **${LOAD_PROBLEM_RULES[p.kind]}** ${mdText(p.message)}`,
      );
    out.push('');
  }
  return `${out.join('\n')}`;
}
