/**
 * Per skill: catalog tokens, body tokens (5,000-token line) and body lines (500-line line) as
 * bars sorted largest first — the picture that shows which few skills dominate the bodies. The
 * full per-skill table (sortable) holds every figure, including skills beyond the charted ones.
 */
import { fmt } from '../../../base/numbers.js';
import type { AuditResult, SkillCost } from '../../../audit/types.js';
import { DEFAULT_BUDGETS } from '../../../check/options.js';
import { fmtBytes } from '../../format.js';
import { esc, isolated } from '../escape.js';
import { HALF_CHART_WIDTH, hbarChart } from '../svg/hbar.js';
import { dataTable, figure, numCell, numbersFor } from '../table.js';
import { capRows, MAX_BARS, moreRowsNote, truncationNote, type Section } from './section.js';

function sortedBy(skills: readonly SkillCost[], value: (s: SkillCost) => number): SkillCost[] {
  return [...skills].sort((x, y) => value(y) - value(x) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}

/** Bars at or over `limit` are "over"; at or over 80 % of it "near". */
function zone(value: number, limit: number): string | undefined {
  return value > limit ? 'over' : value >= 0.8 * limit ? 'near' : undefined;
}

export function skillsSection(a: AuditResult): Section {
  const e = a.encodings[0]!;
  const b = a.budgets;
  const n = a.skills.length;
  const catalog = sortedBy(a.skills, (s) => s.catalog.tokens[e] ?? 0).slice(0, MAX_BARS);
  const bodyTok = sortedBy(a.skills, (s) => s.body.tokens[e] ?? 0).slice(0, MAX_BARS);
  const bodyLines = sortedBy(a.skills, (s) => s.body.lines).slice(0, MAX_BARS);
  const entryBudget = DEFAULT_BUDGETS.entryMaxTokens;

  const catalogChart = hbarChart({
    name: 'catalog-tokens',
    label: `Catalog entry tokens (${e}) per skill, largest first, with the spec's ~${entryBudget}-token guideline`,
    series: 's-catalog',
    width: HALF_CHART_WIDTH,
    caption: `catalog entry tokens (${e})`,
    refs: [{ value: entryBudget, label: `~${entryBudget} tokens (spec guideline)` }],
    rows: catalog.map((s) => {
      const v = s.catalog.tokens[e] ?? 0;
      return {
        label: s.name,
        value: v,
        valueText: fmt(v),
        title: `${s.name}: catalog entry ${fmt(v)} tokens, ${fmt(s.catalog.bytes)} bytes`,
        className: v > entryBudget ? 'near' : undefined,
      };
    }),
  });
  const bodyChart = hbarChart({
    name: 'body-tokens',
    label: `Body tokens (${e}) per skill, largest first, with the ${fmt(b.bodyTokens)}-token budget`,
    series: 's-body',
    caption: `body tokens (${e})`,
    refs: [{ value: b.bodyTokens, label: `${fmt(b.bodyTokens)} tokens`, className: 'ref-error' }],
    rows: bodyTok.map((s) => {
      const v = s.body.tokens[e] ?? 0;
      return {
        label: s.name,
        value: v,
        valueText: fmt(v),
        title: `${s.name}: body ${fmt(v)} tokens, ${fmt(s.body.lines)} lines, ${fmt(s.body.bytes)} bytes`,
        className: zone(v, b.bodyTokens),
      };
    }),
  });
  const linesChart = hbarChart({
    name: 'body-lines',
    label: `Body lines per skill, largest first, with the ${fmt(b.bodyLines)}-line budget`,
    series: 's-lines',
    width: HALF_CHART_WIDTH,
    caption: 'body lines',
    refs: [{ value: b.bodyLines, label: `${fmt(b.bodyLines)} lines`, className: 'ref-error' }],
    rows: bodyLines.map((s) => ({
      label: s.name,
      value: s.body.lines,
      valueText: fmt(s.body.lines),
      title: `${s.name}: ${fmt(s.body.lines)} body lines`,
      className: zone(s.body.lines, b.bodyLines),
    })),
  });

  const everySkill = capRows(sortedBy(a.skills, (s) => s.body.tokens[e] ?? 0));
  const table = dataTable({
    name: 'skills',
    caption:
      everySkill.more > 0
        ? `The ${everySkill.shown.length} skills with the largest bodies (${e} tokens); sortable`
        : `Every skill (${e} tokens); sortable`,
    sortable: true,
    columns: [
      { label: 'skill' },
      { label: 'path' },
      { label: 'catalog tokens', numeric: true },
      { label: 'catalog bytes', numeric: true },
      { label: 'body tokens', numeric: true },
      { label: 'body lines', numeric: true },
      { label: 'resource files', numeric: true },
      { label: 'resource bytes', numeric: true },
    ],
    rows: everySkill.shown.map((s) => [
      s.name,
      { html: `<code>${isolated(s.path)}</code>` },
      numCell(s.catalog.tokens[e] ?? 0, fmt(s.catalog.tokens[e] ?? 0)),
      numCell(s.catalog.bytes, fmt(s.catalog.bytes)),
      numCell(s.body.tokens[e] ?? 0, fmt(s.body.tokens[e] ?? 0)),
      numCell(s.body.lines, fmt(s.body.lines)),
      numCell(s.resources.files, fmt(s.resources.files)),
      numCell(s.resources.bytes, fmtBytes(s.resources.bytes)),
    ]),
  });
  const over = a.skills.filter((s) => (s.body.tokens[e] ?? 0) > b.bodyTokens || s.body.lines > b.bodyLines).length;
  const html =
    `<p class="note">${esc(`${over} of ${n} skills ${over === 1 ? 'is' : 'are'} over a body budget (${fmt(b.bodyTokens)} tokens or ${fmt(b.bodyLines)} lines). Red: over; amber: within 20 % of it.`)}</p>` +
    `<h3>Body tokens</h3>` +
    figure(bodyChart, esc(`Body tokens per skill (${e}).${truncationNote(bodyTok.length, n)}`), '') +
    `<div class="pair"><div><h3>Body lines</h3>` +
    figure(linesChart, esc(`Body lines per skill.${truncationNote(bodyLines.length, n)}`), '') +
    `</div><div><h3>Catalog entry tokens</h3>` +
    figure(
      catalogChart,
      esc(`Tokens of each catalog entry “name: description” (${e}).${truncationNote(catalog.length, n)}`),
      '',
    ) +
    `</div></div>` +
    numbersFor(
      everySkill.more > 0
        ? `Numbers of these charts: the ${everySkill.shown.length} largest skills`
        : 'Numbers of these charts: every skill',
      table + moreRowsNote(everySkill.more, 'skills', 'audit'),
    );
  return { id: 'skills', title: 'Per skill', html };
}
