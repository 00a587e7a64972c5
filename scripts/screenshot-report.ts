/**
 * Regenerates docs/report.png, the picture of `skillscope report` in docs/commands/report.md: the fixture report
 * (the same command `npm start` runs) opened in headless Debian Chromium at 1,280 px, top part
 * of the page (header, headline figures, the three tiers, body tokens per skill).
 *
 *     npx tsx scripts/screenshot-report.ts [--dark] [--out docs/report.png] [--height 2600]
 *
 * The whole page is taller than a README image should be; the test suite saves full-page
 * screenshots (light, dark, 800 px) to test-artifacts/ instead.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { main } from '../src/cli/main.js';

/** CSS pixels of the page kept in the picture: enough for the headline, tiers and body chart. */
const DEFAULT_HEIGHT = 2600;
const WIDTH = 1280;
const CHROMIUM = process.env['SKILLSCOPE_CHROMIUM'] ?? '/usr/bin/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { dark: { type: 'boolean' }, out: { type: 'string' }, height: { type: 'string' } },
});
const out = path.resolve(root, values.out ?? 'docs/report.png');
const height = Number(values.height ?? DEFAULT_HEIGHT);

const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-shot-'));
const file = path.join(dir, 'skillscope-report.html');
try {
  let stderr = '';
  const code = await main(['report', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--out', file], {
    stdout: () => undefined,
    stderr: (t) => void (stderr += t),
    readStdin: async () => new Uint8Array(),
    cwd: root,
    env: process.env,
    stdoutIsTTY: false,
    stderrIsTTY: false,
  });
  if (code !== 0) throw new Error(`skillscope report failed (${code}): ${stderr}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: 900 },
      colorScheme: values.dark ? 'dark' : 'light',
    });
    await page.goto(pathToFileURL(file).href);
    const full = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    await page.screenshot({
      path: out,
      fullPage: true,
      clip: { x: 0, y: 0, width: WIDTH, height: Math.min(height, full) },
    });
  } finally {
    await browser.close();
  }
  console.log(`wrote ${path.relative(root, out)} (${Math.round(statSync(out).size / 1024)} KiB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
