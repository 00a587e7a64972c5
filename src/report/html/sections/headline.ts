/**
 * Headline figures: skills and resources once, then per encoding the catalog and body tokens and
 * their share of the context window. Every figure carries its raw number in `data-value` (with
 * `data-metric` and `data-encoding`), which the end-to-end test compares with `audit --json`.
 */
import { counted } from '../../../base/plural.js';
import { fmt } from '../../../base/numbers.js';
import type { AuditResult } from '../../../audit/types.js';
import { fmtBytes, fmtPercent, fmtRatio } from '../../format.js';
import { esc } from '../escape.js';
import { unreadHiddenText } from '../../unread-hidden.js';
import { readScopeText } from '../../read-scope.js';
import type { Section } from './section.js';

interface Card {
  readonly metric: string;
  readonly label: string;
  readonly value: number;
  readonly text: string;
  readonly small?: string;
  readonly encoding?: string;
}

function card(c: Card): string {
  const enc = c.encoding === undefined ? '' : ` data-encoding="${esc(c.encoding)}"`;
  return (
    `<div class="card"><dt>${esc(c.label)}</dt>` +
    `<dd data-metric="${esc(c.metric)}"${enc} data-value="${esc(c.value)}">${esc(c.text)}${c.small ? `<small>${esc(c.small)}</small>` : ''}</dd></div>`
  );
}

export function headlineSection(a: AuditResult): Section {
  const t = a.totals;
  const general = [
    card({ metric: 'skills', label: 'skills', value: t.skills, text: fmt(t.skills), small: `${a.layout} layout` }),
    card({ metric: 'resource-files', label: 'resource files', value: t.resources.files, text: fmt(t.resources.files) }),
    card({
      metric: 'resource-bytes',
      label: 'resource bytes',
      value: t.resources.bytes,
      text: fmtBytes(t.resources.bytes),
    }),
    card({
      metric: 'duplicate-wasted-bytes',
      label: 'wasted by duplicates',
      value: t.resources.duplicateWastedBytes,
      text: fmtBytes(t.resources.duplicateWastedBytes),
      small: `${counted(t.resources.duplicates.length, 'file')} with copies`,
    }),
  ];
  const perEncoding = a.encodings.map((e) => {
    const cards = [
      card({
        metric: 'catalog-tokens',
        encoding: e,
        label: 'catalog tokens',
        value: t.catalog.tokens[e]?.total ?? 0,
        text: fmt(t.catalog.tokens[e]?.total ?? 0),
        small: `always loaded · ≈ ${fmt(t.catalog.tokens[e]?.mean ?? 0)} per skill`,
      }),
      card({
        metric: 'body-tokens',
        encoding: e,
        label: 'body tokens',
        value: t.body.tokens[e]?.total ?? 0,
        text: fmt(t.body.tokens[e]?.total ?? 0),
        small: `on activation · ${fmtRatio(t.ratios.bodyToCatalogTokens[e] ?? null)} the catalog`,
      }),
      card({
        metric: 'resource-text-tokens',
        encoding: e,
        label: 'resource tokens',
        value: t.resources.textTokens[e] ?? 0,
        text: fmt(t.resources.textTokens[e] ?? 0),
        small: `if read · ${counted(t.resources.textFiles, 'text file')}`,
      }),
      card({
        metric: 'catalog-window-share',
        encoding: e,
        label: 'catalog, share of window',
        value: t.window.catalogShare[e] ?? 0,
        text: fmtPercent(t.window.catalogShare[e] ?? 0),
        small: `of ${fmt(t.window.tokens)} tokens`,
      }),
      card({
        metric: 'body-window-share',
        encoding: e,
        label: 'all bodies, share of window',
        value: t.window.bodyShare[e] ?? 0,
        text: fmtPercent(t.window.bodyShare[e] ?? 0),
        small: 'if every skill were activated',
      }),
    ];
    return `<h3 class="enc-title">Encoding <code>${esc(e)}</code></h3><dl class="cards" data-encoding="${esc(e)}">${cards.join('')}</dl>`;
  });
  const findings = a.findings.slice(0, 8).map((f) => `<li><code>${esc(f.code)}</code> ${esc(f.message)}</li>`);
  // The stderr note of the other commands: a reader of the page never sees stderr.
  const unread =
    a.unreadHidden === undefined
      ? ''
      : `<p class="note" data-metric="unread-hidden" data-value="${esc(a.unreadHidden.count)}">Not in this report: ${esc(unreadHiddenText(a.dir, a.unreadHidden, (x) => x))}.</p>\n`;
  const read =
    a.read === undefined ? '' : `<p class="note" data-metric="read">${esc(readScopeText(a.read, (x) => x))}</p>\n`;
  const html =
    read +
    unread +
    `<dl class="cards">${general.join('')}</dl>\n${perEncoding.join('\n')}` +
    (findings.length > 0
      ? `\n<h3>What to look at first</h3>\n<ol class="findings">${findings.join('')}</ol>${a.findings.length > findings.length ? `<p class="note">… and ${a.findings.length - findings.length} more audit findings (see the check findings below).</p>` : ''}`
      : '');
  return { id: 'headline', title: 'At a glance', html };
}
