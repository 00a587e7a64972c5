/**
 * Bidi controls from skill text in the HTML report. A name "invoice\u202Etxt.exe" rendered as
 * "invoiceexe.txt": the page showed something other than what the file says. Every bidi
 * formatting character now reaches the page as its visible escape (`\u202e`), and names, paths
 * and messages sit in <bdi> so a right-to-left name cannot reorder the text around it. Checked
 * on the HTML, and in headless Chromium when Debian's chromium is installed (what a reader sees).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cleanupTrees, hostileTree } from './harness.js';

afterAll(cleanupTrees);

const BIDI = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const CHROMIUM = process.env['SKILLSCOPE_CHROMIUM'] ?? '/usr/bin/chromium';

let html = '';
let file = '';

beforeAll(async () => {
  const t = hostileTree();
  t.goodSkill();
  // One skill per control, each in its name, description, body link and resource path.
  BIDI.forEach((c, i) => {
    const name = `bidi${i}${c}txt.exe`;
    t.file(
      `bidi${i}/SKILL.md`,
      `---\nname: ${JSON.stringify(name)}\ndescription: ${JSON.stringify(`Reads ${c}gnp.exe files. Use when testing.`)}\n---\nSee [the notes](notes${c}x.md).\n`,
    );
    t.file(`bidi${i}/notes${c}x.md`, `# notes ${c}\n`);
  });
  file = path.join(t.base, 'report.html');
  const r = await runCli(['report', t.root, '--out', file]);
  expect(r.code, r.stderr).toBe(0);
  html = readFileSync(file, 'utf8');
});

describe('the HTML report shows bidi controls instead of obeying them', () => {
  it('no bidi formatting character reaches the page', () => {
    const raw = BIDI.filter((c) => html.includes(c)).map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
    expect(raw).toEqual([]);
    for (const c of BIDI)
      expect(html).toContain(`bidi${BIDI.indexOf(c)}\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}txt.exe`);
  });

  it('names in table rows are isolated in <bdi>', () => {
    expect(html).toMatch(/<th scope="row"><bdi>bidi7\\u202etxt\.exe<\/bdi><\/th>/);
    expect(html).toMatch(/<code><bdi>bidi7\/SKILL\.md<\/bdi><\/code>/);
  });

  it.skipIf(!existsSync(CHROMIUM))(
    'in Chromium the name reads as written, the escape in place',
    async () => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage();
        await page.goto(pathToFileURL(file).href);
        const cells = await page.locator('th[scope="row"] bdi').allTextContents();
        expect(cells).toContain('bidi7\\u202etxt.exe');
        // Nothing on the page is reordered: the visible text holds no control at all.
        const text = (await page.locator('body').textContent()) ?? '';
        expect(BIDI.filter((c) => text.includes(c))).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
