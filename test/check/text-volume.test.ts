/**
 * `check` text at volume: a tally per rule at the end, a finding repeated in many files folded
 * into one block (every one with --verbose; every file for errors), --quiet / --severity that
 * change what is shown but never the counts or the exit code, and lines wrapped at COLUMNS (80 on
 * a terminal that does not say, none when piped). JSON, SARIF and GitHub still carry every finding.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collapseFindings, COLLAPSE_SAMPLE_FILES, messageShape } from '../../src/report/check/collapse.js';
import { tallyByRule } from '../../src/report/check/tally.js';
import type { Diagnostic } from '../../src/check/types.js';
import { runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A folder of `n` skills that all lack a "use when" clause (SK401), and one with no description (SK120). */
function collection(n: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skillscope-volume-'));
  temps.push(root);
  for (let i = 0; i < n; i++) {
    const name = `tool-${String(i).padStart(2, '0')}`;
    mkdirSync(path.join(root, name));
    writeFileSync(
      path.join(root, name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Converts spreadsheets of kind ${i} into tidy tables for reports.\n---\nSteps.\n`,
    );
  }
  mkdirSync(path.join(root, 'bare'));
  writeFileSync(path.join(root, 'bare', 'SKILL.md'), '---\nname: bare\n---\nSteps.\n');
  return root;
}

interface Doc {
  findings: { code: string; severity: string; file: string }[];
  summary: { errors: number; warnings: number; infos: number };
}

/** The tally rows of a text report: [code, name, severity word, count]. */
function tallyRows(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.indexOf('Findings by rule:');
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}(SK\d{3}) +(\S+) +(error|warning|info) +([\d,]+)$/.exec(line);
    if (m === null) break;
    rows.push([m[1]!, m[2]!, m[3]!, m[4]!.replace(/,/g, '')]);
  }
  return rows;
}

describe('check text at volume', () => {
  const root = collection(8);

  it('ends with a tally per rule that counts every finding shown', async () => {
    const text = (await runCli(['check', root])).stdout;
    const doc = JSON.parse((await runCli(['check', root, '--json'])).stdout) as Doc;
    const expected = new Map<string, number>();
    for (const f of doc.findings) expected.set(f.code, (expected.get(f.code) ?? 0) + 1);
    const rows = tallyRows(text);
    expect(new Map(rows.map((r) => [r[0]!, Number(r[3])]))).toEqual(expected);
    // Errors first.
    expect(rows[0]?.[2]).toBe('error');
    expect(rows.find((r) => r[0] === 'SK401')?.slice(1, 3)).toEqual(['description-no-trigger', 'warning']);
  });

  it('folds a finding repeated in many files into one block; --verbose folds nothing', async () => {
    const text = (await runCli(['check', root])).stdout;
    const files = Array.from({ length: 8 }, (_, i) =>
      path.join(root, `tool-${String(i).padStart(2, '0')}`, 'SKILL.md'),
    );
    // One SK401 entry per file would name each file as a header; folded, only a sample is named.
    expect(files.filter((f) => text.includes(f))).toHaveLength(COLLAPSE_SAMPLE_FILES);
    expect(text.split('\n').filter((l) => /^SK401 /.test(l))).toHaveLength(1);
    const verbose = (await runCli(['check', root, '--verbose'])).stdout;
    expect(files.filter((f) => verbose.includes(f))).toHaveLength(8);
    expect(verbose.split('\n').filter((l) => /^ {2}\S+ +warning +SK401 /.test(l))).toHaveLength(8);
    expect(verbose.split('\n').filter((l) => /^SK401 /.test(l))).toHaveLength(0);
  });

  it('a block of errors names every file: each is something to fix', async () => {
    const errors = collection(0);
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5']) {
      mkdirSync(path.join(errors, name));
      writeFileSync(path.join(errors, name, 'SKILL.md'), `---\nname: ${name}\n---\nSteps.\n`);
    }
    const text = (await runCli(['check', errors])).stdout;
    expect(text.split('\n').filter((l) => /^SK120 /.test(l))).toHaveLength(1);
    for (const name of ['bare', 'b1', 'b2', 'b3', 'b4', 'b5'])
      expect(text).toContain(path.join(errors, name, 'SKILL.md'));
  });

  it('JSON, SARIF and GitHub output carry every finding, folded or not', async () => {
    const doc = JSON.parse((await runCli(['check', root, '--json'])).stdout) as Doc;
    expect(doc.findings.filter((f) => f.code === 'SK401')).toHaveLength(8);
    const github = (await runCli(['check', root, '--format', 'github'])).stdout;
    expect(github.split('\n').filter((l) => l.includes('title=SK401'))).toHaveLength(8);
    const sarif = JSON.parse((await runCli(['check', root, '--format', 'sarif'])).stdout) as {
      runs: { results: { ruleId: string }[] }[];
    };
    expect(sarif.runs[0]!.results.filter((r) => r.ruleId === 'SK401')).toHaveLength(8);
  });

  it('--quiet shows errors only; the counts and the exit code are those of every finding', async () => {
    const all = await runCli(['check', root]);
    const quiet = await runCli(['check', root, '--quiet']);
    expect(quiet.code).toBe(all.code);
    expect(quiet.stdout).not.toMatch(/\bSK401\b/);
    expect(quiet.stdout).toMatch(/\bSK120\b/);
    expect(tallyRows(quiet.stdout).map((r) => r[2])).toEqual(['error']);
    // The summary line is the same: it counts what is not shown too.
    expect(quiet.stdout.trimEnd().split('\n').at(-1)).toBe(all.stdout.trimEnd().split('\n').at(-1));
    // A run that fails only on warnings still fails, and says why, under --quiet.
    const warnOnly = collection(4);
    rmSync(path.join(warnOnly, 'bare'), { recursive: true });
    const strict = await runCli(['check', warnOnly, '--quiet', '--max-warnings', '0']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).not.toMatch(/\bSK401\b/);
    expect(strict.stdout.trimEnd().split('\n').at(-1)).toMatch(/^✖ .*--max-warnings 0/);
  });

  it('--severity LEVEL shows LEVEL and more serious; a bad level or a contradiction is exit 2', async () => {
    const warnings = await runCli(['check', root, '--severity', 'warning']);
    expect(
      tallyRows(warnings.stdout)
        .map((r) => r[2])
        .every((s) => s === 'error' || s === 'warning'),
    ).toBe(true);
    expect(tallyRows(warnings.stdout).some((r) => r[2] === 'warning')).toBe(true);
    expect((await runCli(['check', root, '--severity', 'warn'])).stdout).toBe(warnings.stdout);
    const github = (await runCli(['check', root, '--format', 'github', '--severity', 'error'])).stdout;
    expect(
      github
        .split('\n')
        .filter((l) => l !== '')
        .every((l) => l.startsWith('::error')),
    ).toBe(true);
    // JSON carries every finding whatever is shown.
    const doc = JSON.parse((await runCli(['check', root, '--json', '--quiet'])).stdout) as Doc;
    expect(doc.findings.some((f) => f.severity === 'warn')).toBe(true);
    for (const args of [
      ['--severity', 'loud'],
      ['--quiet', '--severity', 'info'],
    ]) {
      const r = await runCli(['check', root, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^skillscope: .*--(severity|quiet)/);
    }
  });

  it('wraps at COLUMNS, at 80 on a terminal that gives no width, and not at all when piped', async () => {
    const longest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));
    const piped = (await runCli(['check', root])).stdout;
    expect(longest(piped)).toBeGreaterThan(80);
    const narrow = (await runCli(['check', root], { env: { COLUMNS: '60' } })).stdout;
    expect(longest(narrow)).toBeLessThanOrEqual(60);
    const tty = (await runCli(['check', root], { tty: true, env: { NO_COLOR: '1' } })).stdout;
    expect(longest(tty)).toBeLessThanOrEqual(80);
    // Wrapping moves words, it loses none.
    const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');
    expect(words(narrow)).toEqual(words(piped));
  });
});

describe('folding and tally, as data', () => {
  const f = (
    file: string,
    message: string,
    data: Record<string, unknown> = {},
    code: Diagnostic['code'] = 'SK133',
    severity: Diagnostic['severity'] = 'warn',
  ): Diagnostic => ({ code, name: 'x', severity, file, line: 3, column: 1, message, data });

  it("a message shape leaves out the finding's own values: data strings, lists of them, and numbers", () => {
    expect(messageShape(f('a', "unknown field 'version' (profile default)", { field: 'version' }))).toBe(
      messageShape(f('b', "unknown field 'tags' (profile default)", { field: 'tags' })),
    );
    expect(messageShape(f('a', 'terms: x, y, z', { terms: ['x', 'y', 'z'] }))).toBe(
      messageShape(f('b', 'terms: w', { terms: ['w'] })),
    );
    expect(messageShape(f('a', 'body has 612 lines (max 500)'))).toBe(
      messageShape(f('b', 'body has 1,030 lines (max 500)')),
    );
    // A value that is also a word of the wording leaves the wording alone.
    expect(
      messageShape(f('a', 'terms the description never mentions: description, api', { terms: ['description', 'api'] })),
    ).toBe(messageShape(f('b', 'terms the description never mentions: tables', { terms: ['tables'] })));
    expect(messageShape(f('a', "unknown field 'version'", { field: 'version' }))).not.toBe(
      messageShape(f('b', "field 'version' is read by claude-code", { field: 'version' })),
    );
  });

  it('folds only from 3 files on, never across rules or severities', () => {
    const two = [f('a', 'm'), f('b', 'm')];
    expect(collapseFindings(two, () => true).blocks).toEqual([]);
    const three = [...two, f('c', 'm'), f('c', 'm', {}, 'SK401'), f('d', 'm', {}, 'SK133', 'info')];
    const { single, blocks } = collapseFindings(three, () => true);
    expect(blocks.map((b) => [b.code, b.files, b.findings.length])).toEqual([['SK133', 3, 3]]);
    expect(single.map((s) => [s.code, s.file])).toEqual([
      ['SK401', 'c'],
      ['SK133', 'd'],
    ]);
  });

  it('tallies by rule, errors first, then by count', () => {
    const rows = tallyByRule([
      f('a', 'm'),
      f('b', 'm'),
      f('a', 'e', {}, 'SK120', 'error'),
      f('a', 'i', {}, 'SK411', 'info'),
      f('c', 'w', {}, 'SK401'),
    ]);
    expect(rows.map((r) => [r.code, r.severity, r.count])).toEqual([
      ['SK120', 'error', 1],
      ['SK133', 'warn', 2],
      ['SK401', 'warn', 1],
      ['SK411', 'info', 1],
    ]);
  });
});
