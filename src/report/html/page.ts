/**
 * `renderReportHtml`: the whole page from the results, as one string. Pure — no clock, no disk:
 * the date and generator come in with the input. Self-contained by construction: inline CSS,
 * inline SVG, one inline script, and a Content-Security-Policy that forbids the browser any
 * fetch, so a stray external reference would fail loudly instead of leaking a request.
 */
import { fmt } from '../../base/numbers.js';
import { requireObject } from '../../base/api.js';
import { esc, isolated } from './escape.js';
import type { ReportInput } from './model.js';
import { PAGE_SCRIPT } from './script.js';
import { descriptionsSection } from './sections/descriptions.js';
import { findingsSection } from './sections/findings.js';
import { hostsSection } from './sections/hosts.js';
import { headlineSection } from './sections/headline.js';
import { resourcesSection } from './sections/resources.js';
import { costSection } from './sections/cost.js';
import { routingSection } from './sections/routing.js';
import { suggestSection } from './sections/suggest.js';
import { renderSection, type Section } from './sections/section.js';
import { skillsSection } from './sections/skills.js';
import { tiersSection } from './sections/tiers.js';
import { PAGE_CSS } from './style.js';

/** Nothing may be loaded from anywhere; inline styles and the inline script are the page itself. */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Section ids in page order (tests check that each is present). */
export const REPORT_SECTIONS = [
  'headline',
  'tiers',
  'skills',
  'resources',
  'descriptions',
  'hosts',
  'findings',
  'routing',
  'suggest',
  'cost',
] as const;

export function reportSections(input: ReportInput): Section[] {
  const a = input.audit;
  return [
    headlineSection(a),
    tiersSection(a),
    skillsSection(a),
    resourcesSection(a),
    descriptionsSection(a, input.check),
    hostsSection(input.hosts ?? null),
    findingsSection(input.check),
    routingSection(input.bench),
    suggestSection(input.suggest ?? null),
    costSection(input.cost ?? null),
  ];
}

export function renderReportHtml(input: ReportInput): string {
  requireObject(
    'renderReportHtml',
    'input',
    input,
    'a ReportInput { title, generator, generatedAt, audit, check, bench }',
    ['title', 'audit'],
  );
  requireObject('renderReportHtml', 'input.audit', input.audit, 'an AuditResult (from computeAudit)', [
    'skills',
    'totals',
    'encodings',
  ]);
  const a = input.audit;
  const sections = reportSections(input);
  const toc = sections.map((s) => `<li><a href="#${esc(s.id)}">${esc(s.title)}</a></li>`).join('');
  const meta = [
    `<code>${isolated(a.dir)}</code>`,
    `${esc(a.totals.skills)} skills`,
    `encodings ${a.encodings.map((e) => `<code>${esc(e)}</code>`).join(', ')}`,
    `window ${esc(fmt(a.budgets.windowTokens))} tokens`,
    `generated ${esc(input.generatedAt)}`,
  ].join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(REPORT_CSP)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="${esc(input.generator)}">
<title>${esc(input.title)}</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<div class="wrap">
<header class="page">
<h1>${esc(input.title)}</h1>
<p class="meta">${meta}</p>
<nav class="toc" aria-label="Sections"><ul>${toc}</ul></nav>
</header>
<main>
${sections.map(renderSection).join('\n')}
</main>
<footer><p>Written by ${esc(input.generator)}. Token counts are exact for the named encodings; the host listings are simulations of the hosts' documented rules. This page loads nothing from the network.</p></footer>
</div>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
