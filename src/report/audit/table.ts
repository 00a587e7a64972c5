/**
 * The terminal report of an audit: the three tiers first (what most users came for), then the
 * skills that dominate, resources, language, findings and load problems.
 */
import { counted } from '../../base/plural.js';
import { fmt } from '../../base/numbers.js';
import type { AuditResult } from '../../audit/types.js';
import { LOAD_PROBLEM_RULES } from '../../check/rules/loader.js';
import { RESOURCE_CATEGORIES } from '../../skills/model.js';
import { fmtBytes, fmtPercent, fmtRatio, shortEncoding } from '../format.js';
import { safeText } from '../../base/escape.js';
import { bold, dim, renderTable, wrapLine } from '../table.js';
import { readScopeText } from '../read-scope.js';

export interface AuditTableOptions {
  readonly color: boolean;
  /** How many skills the per-skill table shows (heaviest bodies first). */
  readonly top: number;
  /** Terminal width the tables must fit (undefined: no limit). */
  readonly width?: number | undefined;
}

export function renderAuditTable(r: AuditResult, opts: AuditTableOptions): string {
  const { color, width } = opts;
  const encs = r.encodings;
  const t = r.totals;
  const out: string[] = [];
  out.push(
    bold(`skillscope audit ${safeText(r.dir)}`, color) +
      ` — ${counted(t.skills, 'skill')} (${r.layout} layout), encoding${encs.length > 1 ? 's' : ''} ${encs.join(', ')}, window ${fmt(r.budgets.windowTokens)} tokens`,
  );
  if (r.read !== undefined) out.push(dim(readScopeText(r.read), color));
  out.push('');

  // Tier table: one token column per encoding, then the share of the window of the first.
  const tokHead = encs.map((e) => `tokens ${shortEncoding(e)}`);
  out.push(bold('Tiers', color));
  // Tiers: the spread columns go first when narrow, then bytes (tokens are the point here).
  const firstStat = 4 + encs.length;
  out.push(
    renderTable({
      color,
      width,
      drop: [firstStat + 1, firstStat, firstStat + 2, ...encs.slice(1).map((_, i) => 5 + i), 3, 1],
      head: [
        'tier',
        'loaded',
        'count',
        'bytes',
        ...tokHead,
        ...['mean', 'median', 'max', '% window'].map((h) => (encs.length > 1 ? `${h} ${shortEncoding(encs[0]!)}` : h)),
      ],
      numeric: [2, 3, ...encs.map((_, i) => 4 + i), 4 + encs.length, 5 + encs.length, 6 + encs.length, 7 + encs.length],
      rows: [
        [
          'catalog',
          'always',
          fmt(t.skills),
          fmt(t.catalog.bytes.total),
          ...encs.map((e) => fmt(t.catalog.tokens[e]?.total ?? 0)),
          fmt(t.catalog.tokens[encs[0]!]?.mean ?? 0, { digits: 1 }),
          fmt(t.catalog.tokens[encs[0]!]?.median ?? 0, { digits: 1 }),
          fmt(t.catalog.tokens[encs[0]!]?.max ?? 0),
          fmtPercent(t.window.catalogShare[encs[0]!] ?? 0),
        ],
        [
          'body',
          'on activation',
          fmt(t.skills),
          fmt(t.body.bytes.total),
          ...encs.map((e) => fmt(t.body.tokens[e]?.total ?? 0)),
          fmt(t.body.tokens[encs[0]!]?.mean ?? 0, { digits: 1 }),
          fmt(t.body.tokens[encs[0]!]?.median ?? 0, { digits: 1 }),
          fmt(t.body.tokens[encs[0]!]?.max ?? 0),
          fmtPercent(t.window.bodyShare[encs[0]!] ?? 0),
        ],
        [
          'resources',
          'when read',
          fmt(t.resources.files),
          fmt(t.resources.bytes),
          ...encs.map((e) => `${fmt(t.resources.textTokens[e] ?? 0)}*`),
          '',
          '',
          '',
          '',
        ],
      ],
    }),
  );
  out.push(
    dim(
      `* tokens of the ${fmt(t.resources.textFiles)} text resource files if all were read; binary files are never tokenised.`,
      color,
    ),
  );
  const tokenRatios = encs
    .map((e) => `${fmtRatio(t.ratios.bodyToCatalogTokens[e] ?? null)} (${shortEncoding(e)})`)
    .join(', ');
  out.push(`bodies ÷ catalog: ${fmtRatio(t.ratios.bodyToCatalogBytes)} in bytes, ${tokenRatios} in tokens`);
  out.push(
    `body lines: total ${fmt(t.body.lines.total)}, median ${fmt(t.body.lines.median, { digits: 1 })}, max ${fmt(t.body.lines.max)}`,
  );
  out.push('');

  if (r.skills.length > 0) {
    const e0 = encs[0]!;
    const sorted = [...r.skills].sort(
      (a, b) => (b.body.tokens[e0] ?? 0) - (a.body.tokens[e0] ?? 0) || a.name.localeCompare(b.name),
    );
    const shown = sorted.slice(0, opts.top);
    out.push(
      bold(
        `Skills by body tokens${shown.length < sorted.length ? ` (top ${shown.length} of ${sorted.length}; --top N for more)` : ''}`,
        color,
      ),
    );
    out.push(
      renderTable({
        color,
        width,
        shrink: [0],
        drop: [6, 5, 3],
        head: [
          'skill',
          `catalog ${shortEncoding(e0)}`,
          `body ${shortEncoding(e0)}`,
          'lines',
          'resources',
          'res. bytes',
          'CJK desc.',
        ],
        numeric: [1, 2, 3, 4, 5, 6],
        rows: shown.map((s) => [
          s.name + (s.problems.length > 0 ? ' !' : ''),
          fmt(s.catalog.tokens[e0] ?? 0),
          fmt(s.body.tokens[e0] ?? 0),
          fmt(s.body.lines),
          fmt(s.resources.files),
          fmtBytes(s.resources.bytes),
          s.language.cjkShare === 0 ? '' : fmtPercent(s.language.cjkShare, 0),
        ]),
      }),
    );
    if (shown.some((s) => s.problems.length > 0))
      out.push(dim('! the skill has load problems, listed at the end', color));
    out.push('');
  }

  if (t.resources.files > 0) {
    out.push(bold('Resources by category', color));
    out.push(
      renderTable({
        color,
        width,
        drop: encs.slice(1).map((_, i) => 5 + i),
        head: ['category', 'files', 'bytes', 'share', ...encs.map((e) => `text tokens ${shortEncoding(e)}`)],
        numeric: [1, 2, 3, ...encs.map((_, i) => 4 + i)],
        rows: RESOURCE_CATEGORIES.filter((c) => t.resources.byCategory[c].files > 0).map((c) => {
          const cost = t.resources.byCategory[c];
          return [
            c,
            fmt(cost.files),
            fmtBytes(cost.bytes),
            fmtPercent(t.resources.bytes === 0 ? 0 : cost.bytes / t.resources.bytes),
            ...encs.map((e) => fmt(cost.tokens[e] ?? 0)),
          ];
        }),
      }),
    );
    if (t.resources.shared.files > 0)
      out.push(
        `shared folders (no SKILL.md, beside the skills): ${fmt(t.resources.shared.files)} files, ${fmtBytes(t.resources.shared.bytes)}`,
      );
    out.push(bold('Largest resource files', color));
    out.push(
      renderTable({
        color,
        width,
        shrink: [0],
        paths: [0],
        drop: [1],
        head: ['file', 'category', 'bytes', `tokens ${shortEncoding(encs[0]!)}`],
        numeric: [2, 3],
        rows: t.resources.largest.map((f) => [
          f.path,
          f.category,
          fmtBytes(f.bytes),
          f.notRead ? 'not read (too large)' : f.tokens === null ? 'binary' : fmt(f.tokens[encs[0]!] ?? 0),
        ]),
      }),
    );
    if (t.resources.duplicates.length > 0 || t.resources.duplicateFolders.length > 0) {
      out.push(bold(`Duplicated files (${fmtBytes(t.resources.duplicateWastedBytes)} wasted)`, color));
      // A copied folder is one line, not one per file; long path lists end in "and N more" (all in --json).
      for (const d of t.resources.duplicateFolders)
        out.push(
          `  ${d.folders.length} × folder of ${d.files} files, ${fmtBytes(d.bytes)}: ${safeText(firstFew(d.folders))}`,
        );
      for (const d of t.resources.duplicates)
        out.push(`  ${d.paths.length} × ${fmtBytes(d.bytes)}: ${safeText(firstFew(d.paths))}`);
    }
    out.push('');
  }

  const lang = t.language;
  if (lang.cjkDescriptions > 0) {
    out.push(bold('Description language', color));
    const without = t.skills - lang.cjkDescriptions - lang.otherDescriptions;
    if (without > 0) out.push(dim(`(${counted(without, 'skill')} without a description not counted)`, color));
    out.push(
      renderTable({
        color,
        width,
        head: ['descriptions', 'count', ...encs.map((e) => `tokens/char ${shortEncoding(e)}`)],
        numeric: [1, ...encs.map((_, i) => 2 + i)],
        rows: [
          [
            'mostly CJK',
            fmt(lang.cjkDescriptions),
            ...encs.map((e) => fmtOptional(lang.tokensPerChar[e]?.cjk ?? null)),
          ],
          ['other', fmt(lang.otherDescriptions), ...encs.map((e) => fmtOptional(lang.tokensPerChar[e]?.other ?? null))],
        ],
      }),
    );
    out.push('');
  }

  out.push(
    bold(r.findings.length === 0 ? 'Findings: none' : `Findings (${r.findings.length}, most at stake first)`, color),
  );
  r.findings.forEach((f, i) => out.push(`${String(i + 1).padStart(3)}. ${f.code} ${f.name}: ${safeText(f.message)}`));

  const problems = [...r.problems, ...r.skills.flatMap((s) => s.problems)];
  if (problems.length > 0) {
    out.push('');
    out.push(bold(`Load problems (${problems.length}) — run 'skillscope check' for the full gate`, color));
    // Each with the code check reports it under, so `skillscope rules CODE` explains it.
    for (const p of problems)
      out.push(
        `  ${safeText(p.file)}${p.line > 0 ? `:${p.line}:${p.column}` : ''}  ${LOAD_PROBLEM_RULES[p.kind]} ${safeText(p.message)}`,
      );
  }
  // The lines around the tables wrap at the width the tables fit, as check's, cost's and route's
  // text does (the header, the read line and the duplicate lists ran to 270 columns at COLUMNS=80).
  // A table is one element of several lines, already fitted: left as it is.
  return `${out.map((line) => (line.includes('\n') ? line : wrapLine(line, width))).join('\n')}\n`;
}

function fmtOptional(n: number | null): string {
  return n === null ? '–' : n.toFixed(2);
}

/** Paths shown on one line of a duplicate group before "and N more". Default 3. */
const DUPLICATE_PATHS_SHOWN = 3;

export function firstFew(
  paths: readonly string[],
  shown = DUPLICATE_PATHS_SHOWN,
  quote: (p: string) => string = (p) => p,
): string {
  if (paths.length <= shown + 1) return paths.map(quote).join(', ');
  return `${paths.slice(0, shown).map(quote).join(', ')} and ${paths.length - shown} more`;
}
