/** `skillscope report` (its help is pinned in test/cli/help/): the one file it writes, and the one-line exit-2 failures. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../helpers/cli.js';

describe('skillscope report (CLI)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'skillscope-report-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the default file in the working directory, and only that file', async () => {
    const cwd = mkdtempSync(path.join(dir, 'cwd-'));
    const r = await runCli(['report', path.join(FIXTURES, 'skills'), '--title', 'Fixture <skills>'], { cwd });
    expect(r.code, r.stderr).toBe(0);
    const out = path.join(cwd, 'skillscope-report.html');
    expect(r.stdout).toMatch(
      new RegExp(`^wrote ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+(\\.\\d)? KiB\\)\\n$`),
    );
    const html = readFileSync(out, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Fixture &lt;skills&gt;</title>');
    // Without --queries the routing section asks for them and draws no routing chart.
    expect(html).not.toContain('data-chart="routing-accuracy"');
    // … and so does the cost section.
    expect(html).toContain('data-section="cost"');
    expect(html).not.toContain('data-chart="cost-reach"');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(cwd)).toEqual(['skillscope-report.html']);
  });

  it('adds the benchmark with --queries, with the routers asked for', async () => {
    const out = path.join(dir, 'bench.html');
    const r = await runCli([
      'report',
      'fixtures/skills',
      '--queries',
      'fixtures/queries.jsonl',
      '--conditions',
      'catalog,body+norm',
      '--out',
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('data-chart="routing-accuracy"');
    // The cost section: one point per default strategy, the window marked, the table beside it.
    const scatter = /<svg[^>]*data-chart="cost-reach"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect([...scatter.matchAll(/<g class="point[^"]*" data-x="([^"]+)" data-y="([^"]*)"/g)]).toHaveLength(10);
    expect(scatter).toContain('data-ref="200000"');
    expect(html).toContain('data-table="cost"');
    // --conditions alone replaces the default preset.
    expect([...html.matchAll(/<g class="interval-row"><text[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'catalog',
      'body+norm',
    ]);
  });

  it.each([
    [['report'], /missing DIR/],
    [['report', 'no/such/dir', '--out', 'x.html'], /no\/such\/dir/],
    [['report', 'fixtures/skills', '--queries', 'no/such.jsonl'], /cannot read --queries 'no\/such.jsonl'/],
    [['report', 'fixtures/skills', '--preset', 'seed'], /add --queries FILE/],
    [['report', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--preset', 'nope'], /--preset must be/],
    [['report', 'fixtures/skills', '--encoding', 'nope'], /nope/],
    [['report', 'fixtures/skills', '--out', 'no/such/dir/report.html'], /cannot write --out/],
  ])('%j exits 2 with one line', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 2 naming the line of a malformed query file', async () => {
    const bad = path.join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"id": "a", "query": "x", "expect": "pdf-form-filler"}\n{not json\n');
    const r = await runCli(['report', 'fixtures/skills', '--queries', bad, '--out', path.join(dir, 'never.html')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${bad}:2:`);
    expect(existsSync(path.join(dir, 'never.html'))).toBe(false);
  });
});
