/**
 * End to end: `skillscope report` on the fixtures, opened from a file in real headless Chromium
 * (Debian's /usr/bin/chromium driven by playwright-core). The page must load with no console
 * error and no request but its own file, show every chart, carry the same headline numbers as
 * `audit --json`, work without JS, and not overflow at 800 px. Full-page screenshots at 1,280
 * and 800 px (JPEG) and the top of the page in dark mode are saved to test-artifacts/.
 *
 * Chromium missing → the test fails with a message saying how to install it, unless
 * SKILLSCOPE_SKIP_BROWSER=1 (then it is skipped, and says so).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResult } from '../../src/audit/types.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

/** Debian's chromium package; override with SKILLSCOPE_CHROMIUM. */
const CHROMIUM = process.env['SKILLSCOPE_CHROMIUM'] ?? '/usr/bin/chromium';
const SKIP = process.env['SKILLSCOPE_SKIP_BROWSER'] === '1';
const ARTIFACTS = path.join(REPO_ROOT, 'test-artifacts');
const ENCODINGS = ['r50k_base', 'cl100k_base', 'o200k_base'] as const;

/** Every chart of the fixture report with --queries, in page order. */
const CHARTS = [
  'tiers-linear',
  'tiers-log',
  'body-tokens',
  'body-lines',
  'catalog-tokens',
  'resource-categories',
  'description-length',
  'listing-budget',
  'routing-accuracy',
  'score-distribution',
  'cost-reach',
];

if (SKIP) console.warn('SKILLSCOPE_SKIP_BROWSER=1: skipping the headless Chromium test of the HTML report');

describe.skipIf(SKIP)('skillscope report in headless Chromium', () => {
  let dir = '';
  let file = '';
  let url = '';
  let audit: AuditResult;
  let browser: Browser;
  /** The report at 1,280 px, opened once; the tests that click run last. */
  let shared: Awaited<ReturnType<typeof open>>;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium; .ci/run does) or set SKILLSCOPE_SKIP_BROWSER=1 to skip this test`,
      );
    }
    dir = mkdtempSync(path.join(tmpdir(), 'skillscope-report-'));
    file = path.join(dir, 'report.html');
    url = pathToFileURL(file).href;
    const enc = ENCODINGS.join(',');
    const made = await runCli([
      'report',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--encoding',
      enc,
      '--out',
      file,
    ]);
    expect(made.code, made.stderr).toBe(0);
    const json = await runCli(['audit', 'fixtures/skills', '--json', '--encoding', enc]);
    expect(json.code, json.stderr).toBe(0);
    audit = JSON.parse(json.stdout) as AuditResult;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    shared = await open(1280);
  });

  afterAll(async () => {
    await shared?.close();
    await browser?.close();
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  /** Opens the report and records console errors, page errors and every request. */
  async function open(width: number, options: { javaScript?: boolean } = {}) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: options.javaScript ?? true,
      colorScheme: 'light',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    const failed: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('request', (r) => requests.push(r.url()));
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(url, { waitUntil: 'load' });
    return { page, errors, requests, failed, close: () => context.close() };
  }

  async function noOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
    return (await page.evaluate(
      '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
    )) as { scrollWidth: number; clientWidth: number };
  }

  it('loads from a file with no console error and no request but the file itself', async () => {
    const { page, errors, requests, failed } = shared;
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    expect(requests).toEqual([url]);
    // JPEG: a full-page PNG of this page takes seconds to encode; the artefact is for looking at.
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-1280.jpg'), fullPage: true, type: 'jpeg', quality: 80 });
  });

  it('shows every chart as an accessible image with its numbers', async () => {
    const { page } = shared;
    const charts = page.locator('svg[role="img"][data-chart]');
    const names: string[] = [];
    for (let i = 0; i < (await charts.count()); i++) {
      const chart = charts.nth(i);
      names.push((await chart.getAttribute('data-chart')) ?? '');
      expect(await chart.getAttribute('aria-label')).toMatch(/\S/);
      expect(await chart.locator(':scope > title').count()).toBe(1);
      // Something is drawn: bars, segments, markers or dots with values.
      expect(await chart.locator('[data-value]').count()).toBeGreaterThan(0);
    }
    expect(names).toEqual(CHARTS);
    // The linear tier chart shows by default; the log one is behind the toggle.
    expect(await page.locator('svg[data-chart="tiers-linear"]').isVisible()).toBe(true);
    expect(await page.locator('svg[data-chart="tiers-log"]').isVisible()).toBe(false);
    const box = await page.locator('svg[data-chart="body-tokens"]').boundingBox();
    expect(box!.width).toBeGreaterThan(600);
    expect(box!.height).toBeGreaterThan(300);
    // One bar per skill, valued like the audit's bodies.
    const bars = await page
      .locator('svg[data-chart="body-tokens"] g.bar')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
    expect(bars).toEqual(audit.skills.map((s) => s.body.tokens.r50k_base!).sort((a, b) => b - a));
  });

  it('shows the same headline numbers as audit --json', async () => {
    const { page } = shared;
    const cells = await page.locator('dd[data-metric]').evaluateAll((els) =>
      els.map((e) => ({
        metric: e.getAttribute('data-metric'),
        encoding: e.getAttribute('data-encoding'),
        value: Number(e.getAttribute('data-value')),
        text: e.textContent ?? '',
      })),
    );
    const get = (metric: string, encoding: string | null = null) =>
      cells.find((c) => c.metric === metric && c.encoding === encoding);
    const t = audit.totals;
    expect(get('skills')?.value).toBe(t.skills);
    expect(get('resource-files')?.value).toBe(t.resources.files);
    expect(get('resource-bytes')?.value).toBe(t.resources.bytes);
    for (const e of ENCODINGS) {
      const catalog = get('catalog-tokens', e)!;
      expect(catalog.value).toBe(t.catalog.tokens[e]!.total);
      // The visible text shows the same number.
      expect(catalog.text.replace(/,/g, '')).toContain(String(t.catalog.tokens[e]!.total));
      expect(get('body-tokens', e)?.value).toBe(t.body.tokens[e]!.total);
      expect(get('resource-text-tokens', e)?.value).toBe(t.resources.textTokens[e]);
      expect(get('catalog-window-share', e)?.value).toBeCloseTo(t.window.catalogShare[e]!, 12);
      expect(get('body-window-share', e)?.value).toBeCloseTo(t.window.bodyShare[e]!, 12);
    }
  });

  it('is readable without JavaScript', async () => {
    const { page, errors, close } = await open(1280, { javaScript: false });
    expect(errors).toEqual([]);
    expect(await page.locator('table[data-table="findings"] tbody tr:visible').count()).toBe(
      await page.locator('table[data-table="findings"] tbody tr').count(),
    );
    expect(await page.locator('th button').count()).toBe(0);
    expect(await page.locator('svg[data-chart="score-distribution"]').isVisible()).toBe(true);
    await close();
  });

  it('does not overflow sideways at 800 px, and restyles for dark mode', async () => {
    const { page, errors } = shared;
    await page.setViewportSize({ width: 800, height: 900 });
    const size = await noOverflow(page);
    expect(size.clientWidth).toBe(800);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-800.jpg'), fullPage: true, type: 'jpeg', quality: 80 });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.emulateMedia({ colorScheme: 'dark' });
    const background = (await page.evaluate('getComputedStyle(document.documentElement).backgroundColor')) as string;
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(150);
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-1280-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
  });

  it('filters findings by severity, toggles the scale and sorts tables', async () => {
    const { page } = shared;
    const rows = page.locator('table[data-table="findings"] tbody tr');
    const all = await rows.count();
    const info = await page.locator('table[data-table="findings"] tr[data-severity="info"]').count();
    expect(info).toBeGreaterThan(0);
    await page.locator('label[for="show-info"]').click();
    expect(
      await rows.evaluateAll(
        (els) => els.filter((e) => (e as unknown as { offsetParent: unknown }).offsetParent !== null).length,
      ),
    ).toBe(all - info);
    await page.locator('label[for="tiers-log"]').click();
    expect(await page.locator('svg[data-chart="tiers-log"]').isVisible()).toBe(true);
    expect(await page.locator('svg[data-chart="tiers-linear"]').isVisible()).toBe(false);
    const ids = () => page.locator('table[data-table="per-query"] tbody tr th').allTextContents();
    const before = await ids();
    await page.locator('table[data-table="per-query"] thead th').first().locator('button').click();
    await page.locator('table[data-table="per-query"] thead th').first().locator('button').click();
    expect(await page.locator('table[data-table="per-query"] thead th').first().getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(await ids()).toEqual([...before].sort().reverse());
  });
});
