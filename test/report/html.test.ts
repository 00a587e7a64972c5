/**
 * The HTML page builder, without a browser: escaping of user text, every section and chart
 * present, headline figures equal to the audit result, reference lines where the budgets are,
 * and nothing that could make the page reach the network.
 */
import { describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/index.js';
import { runBench, parseQueries } from '../../src/routing-bench/index.js';
import { runCheck } from '../../src/check/index.js';
import { reportBenchFrom, reportCheckFrom } from '../../src/report/html/adapt.js';
import { renderReportHtml, REPORT_SECTIONS } from '../../src/report/html/page.js';
import type { ReportInput } from '../../src/report/html/model.js';
import { MAX_BARS } from '../../src/report/html/sections/section.js';
import { esc } from '../../src/report/html/escape.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { chartBars, chartNames, chartRefs, headlineValues } from './page-helpers.js';

const NASTY = `x<b>&"y'`;
const skill = (name: string, description: string, body: string): string =>
  `---\nname: '${name.replace(/'/g, "''")}'\ndescription: ${JSON.stringify(description)}\n---\n${body}`;

function fixtureSet() {
  const files: Record<string, string | Uint8Array> = {
    'nasty/SKILL.md': skill(
      NASTY,
      `Handles <script>alert("x")</script> & friends. Use when the user says "<b>".`,
      '# Nasty\n\nText with <tags> & ampersands.\n',
    ),
    'pdf/SKILL.md': skill(
      'pdf',
      'Fill PDF forms. Use when the user has a PDF form to complete.',
      `# PDF\n\n${'Fill the form field by field.\n'.repeat(520)}`,
    ),
    'pdf/scripts/fill.py': 'print("fill")\n',
    'pdf/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
    'csv/SKILL.md': skill(
      'csv',
      `${'Clean CSV files with odd quoting. '.repeat(35)}Use when a CSV will not parse.`,
      '# CSV\n\nClean it.\n',
    ),
    'csv/scripts/fill.py': 'print("fill")\n',
    'zh/SKILL.md': skill('weekly-report', '撰写周报。当用户需要写本周工作总结时使用。', '# 周报\n\n按模板写。\n'),
  };
  return loadSkills('/', {}, memoryFs(files));
}

function input(options: { bench?: boolean; encodings?: string[] } = {}): ReportInput {
  const set = fixtureSet();
  const encodings = (options.encodings ?? ['o200k_base']).map((e) => getEncoding(e));
  const audit = computeAudit(set, { encodings });
  const check = runCheck(set, { encoding: encodings[0]!.name });
  let bench = null;
  if (options.bench) {
    const queries = parseQueries(
      [
        { id: 'a', query: 'fill this pdf form', expect: 'pdf' },
        { id: 'b', query: 'clean a csv file that will not parse', expect: 'csv' },
        { id: 'c', query: '帮我写周报', expect: 'weekly-report' },
        { id: 'd', query: 'what is the weather on mars', expect: null },
      ]
        .map((q) => JSON.stringify(q))
        .join('\n'),
    );
    bench = reportBenchFrom(runBench(set.skills, queries, { routers: ['catalog', 'body+norm'] }), 'q.jsonl', audit);
  }
  return {
    title: `report of ${NASTY}`,
    generator: 'skillscope test',
    generatedAt: '2025-01-01 00:00 UTC',
    audit,
    check: reportCheckFrom(check),
    bench,
  };
}

describe('esc', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(esc(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });
});

describe('renderReportHtml', () => {
  const base = input();
  const html = renderReportHtml(base);

  it('escapes skill names, descriptions and the title everywhere', () => {
    expect(html).not.toContain(NASTY);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain(esc(NASTY));
    // Exactly one script element: our own.
    expect(html.match(/<script/g)?.length).toBe(1);
    // A name in an SVG bar label is escaped too (and the full name is in the tooltip).
    expect(html).toContain(`<title>${esc(NASTY)}: body`);
  });

  it('has every section and the expected charts', () => {
    for (const id of REPORT_SECTIONS) expect(html).toContain(`data-section="${id}"`);
    expect(chartNames(html)).toEqual([
      'tiers-linear',
      'tiers-log',
      'body-tokens',
      'body-lines',
      'catalog-tokens',
      'resource-categories',
      'description-length',
      'listing-budget',
    ]);
    expect(html.match(/<svg [^>]*role="img"[^>]*aria-label="[^"]+"/g)?.length).toBe(8);
  });

  it('shows headline figures equal to the audit result, per encoding', () => {
    const multi = input({ encodings: ['r50k_base', 'o200k_base'] });
    const values = headlineValues(renderReportHtml(multi));
    const t = multi.audit.totals;
    expect(values.get('skills')).toBe(t.skills);
    expect(values.get('resource-files')).toBe(t.resources.files);
    expect(values.get('resource-bytes')).toBe(t.resources.bytes);
    for (const e of ['r50k_base', 'o200k_base'] as const) {
      expect(values.get(`catalog-tokens@${e}`)).toBe(t.catalog.tokens[e]!.total);
      expect(values.get(`body-tokens@${e}`)).toBe(t.body.tokens[e]!.total);
      expect(values.get(`resource-text-tokens@${e}`)).toBe(t.resources.textTokens[e]);
      expect(values.get(`catalog-window-share@${e}`)).toBe(t.window.catalogShare[e]);
    }
    // The two encodings really differ on the Chinese skill, so a mixed-up key would show.
    expect(t.catalog.tokens.r50k_base!.total).not.toBe(t.catalog.tokens.o200k_base!.total);
  });

  it('draws per-skill bars sorted largest first with the audit numbers and the budget lines', () => {
    const e = base.audit.encodings[0]!;
    const expected = base.audit.skills.map((s) => s.body.tokens[e]!).sort((a, b) => b - a);
    expect(chartBars(html, 'body-tokens')).toEqual(expected);
    expect(chartBars(html, 'body-lines')).toEqual(base.audit.skills.map((s) => s.body.lines).sort((a, b) => b - a));
    expect(chartRefs(html, 'body-tokens')).toEqual([5000]);
    expect(chartRefs(html, 'body-lines')).toEqual([500]);
    expect(chartRefs(html, 'description-length')).toEqual([240, 256, 1024, 1536]);
    const pdf = base.audit.skills.find((s) => s.name === 'pdf')!;
    expect(pdf.body.lines).toBeGreaterThan(500);
    expect(html).toMatch(/<g class="bar s-lines over" data-value="5\d\d">/);
  });

  it('charts description lengths from the audit and lists host listing status per skill', () => {
    const lengths = base.audit.skills.map((s) => s.language.descriptionCodePoints).sort((a, b) => b - a);
    expect(chartBars(html, 'description-length')).toEqual(lengths);
    expect(lengths[0]).toBeGreaterThan(1024);
    expect(html).toContain('data-table="descriptions"');
    for (const l of base.check!.listings) expect(html).toContain(`<th scope="col">${l.host}</th>`);
  });

  it('lists every check finding with a severity row attribute', () => {
    const rows = html.match(/<tr data-severity="(error|warn|info)">/g) ?? [];
    expect(rows.length).toBe(base.check!.diagnostics.length);
    expect(base.check!.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    for (const s of ['error', 'warn', 'info'] as const) {
      expect(html).toContain(
        `<span data-count="${s}">${base.check!.diagnostics.filter((d) => d.severity === s).length}</span>`,
      );
    }
  });

  it('groups resources by category and lists duplicated files', () => {
    const cats = base.audit.totals.resources.byCategory;
    expect(chartBars(html, 'resource-categories').sort((a, b) => b - a)).toEqual(
      [cats.scripts.bytes, cats.assets.bytes].sort((a, b) => b - a),
    );
    expect(base.audit.totals.resources.duplicates.length).toBe(1);
    expect(html).toContain('data-table="duplicates"');
    expect(html).toContain(
      '<code><bdi>csv/scripts/fill.py</bdi></code><br><code><bdi>pdf/scripts/fill.py</bdi></code>',
    );
  });

  it('asks for --queries when there is no benchmark, and shows it when there is', () => {
    expect(html).toContain('--queries FILE');
    expect(html).not.toContain('data-chart="routing-accuracy"');
    const withBench = input({ bench: true });
    const page = renderReportHtml(withBench);
    expect(chartNames(page)).toContain('routing-accuracy');
    expect(chartNames(page)).toContain('score-distribution');
    const top1 = withBench.bench!.conditions.map((c) => c.top1.rate);
    // top-1 and top-3 markers per condition, in condition order.
    const markers = [...page.matchAll(/data-series="top1" data-value="([^"]+)"/g)].map((m) => Number(m[1]));
    expect(markers).toEqual(top1);
    expect(page.match(/<tr>/g)?.length).toBeGreaterThan(0);
    expect(page).toContain('data-table="per-query"');
    // One dot per query and condition in the score strips.
    expect(page.match(/<circle class="dot /g)?.length).toBe(4 * 2);
  });

  it('references nothing outside the file', () => {
    const page = renderReportHtml(input({ bench: true }));
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/\s(src|href)="(?!#)/);
    expect(page).not.toMatch(/<link|@import|url\(/);
    expect(page).toContain(`http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;`);
  });

  it('caps bar charts at MAX_BARS rows but keeps every skill in the table', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < MAX_BARS + 5; i++)
      files[`s${i}/SKILL.md`] = skill(
        `s${i}`,
        `Skill ${i}. Use when testing ${i}.`,
        `# S\n\n${'word '.repeat(i + 1)}\n`,
      );
    const set = loadSkills('/', {}, memoryFs(files));
    const audit = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const page = renderReportHtml({ ...base, audit, check: null });
    expect(chartBars(page, 'body-tokens').length).toBe(MAX_BARS);
    expect(page.match(/<table data-table="skills"[\s\S]*?<\/table>/)![0].match(/<tr>/g)!.length).toBe(MAX_BARS + 5 + 1);
    expect(page).toContain('Not available (the checker did not run).');
  });
});
