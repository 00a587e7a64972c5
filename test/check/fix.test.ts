/**
 * --fix: quoting `name`/`description` values YAML misreads, on a temp COPY of a fixture (never
 * the fixture itself): the diff is shown, the result parses to the intended strings, and
 * nothing is written without the flag.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { fixFrontmatterQuoting } from '../../src/check/fix.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function copy(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-'));
  temps.push(dir);
  cpSync(path.join(FIXTURES, 'check', name), path.join(dir, 'skills'), { recursive: true });
  return dir;
}

function frontmatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  return parse(text.split('\n---\n')[0]!.replace(/^---\n/, '')) as Record<string, unknown>;
}

describe('--fix', () => {
  it('quotes the broken descriptions, prints the diff, and the fixed files parse to the intended text', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    const csv = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
    const before = readFileSync(csv, 'utf8');
    const r = await runCli(['check', 'skills', '--fix'], { cwd: dir });
    expect(r.stdout.startsWith(
      [
        '--- a/cron-explainer/SKILL.md',
        '+++ b/cron-explainer/SKILL.md',
        '@@ -3,1 +3,1 @@',
        '-description: [beta] Explains cron schedule expressions in plain words and lists the next run times. Use when the user pastes a crontab line.',
        '+description: "[beta] Explains cron schedule expressions in plain words and lists the next run times. Use when the user pastes a crontab line."',
        '--- a/csv-to-markdown/SKILL.md',
        '+++ b/csv-to-markdown/SKILL.md',
        '@@ -3,1 +3,1 @@',
        '-description: Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data.',
        '+description: "Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data."',
        '',
      ].join('\n'),
    )).toBe(true);
    expect(r.code).toBe(0);
    expect(frontmatter(csv)['description']).toBe('Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data.');
    expect(readFileSync(csv, 'utf8').split('\n').filter((l, i) => l !== before.split('\n')[i])).toHaveLength(1);
    // The fixture itself is untouched.
    expect(readFileSync(path.join(FIXTURES, 'check', 'SK102-frontmatter-yaml-error', 'csv-to-markdown', 'SKILL.md'), 'utf8')).toBe(before);
  });

  it('with --json the diff goes to stderr and the fixes are in the document', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    const doc = JSON.parse(r.stdout) as { fixes: { file: string; line: number; key: string }[]; findings: unknown[] };
    expect(doc.fixes.map((f) => [f.file, f.line, f.key])).toEqual([
      ['cron-explainer/SKILL.md', 3, 'description'],
      ['csv-to-markdown/SKILL.md', 3, 'description'],
    ]);
    expect(doc.findings).toEqual([]);
    expect(r.stderr).toContain('+++ b/csv-to-markdown/SKILL.md');
  });

  it('never writes without the flag', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    const file = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['check', 'skills'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('leaves alone what is not mechanical: quoted values, block scalars, numbers, multi-line values, comments', () => {
    for (const text of [
      '---\nname: a\ndescription: "Use when: quoted already."\n---\n',
      '---\nname: a\ndescription: >\n  Use when: folded.\n---\n',
      '---\nname: 2024\ndescription: Plain text.\n---\n',
      '---\nname: a\ndescription: Use when\n  continued: here\n---\n',
      '---\nname: a\ndescription: Fine text # a comment\n---\n',
      'no frontmatter: here\n',
    ]) {
      expect(fixFrontmatterQuoting(text)).toEqual({ text, fixes: [] });
    }
  });

  it('keeps CRLF line endings and escapes quotes and backslashes', () => {
    const text = '---\r\nname: a\r\ndescription: Say "hi": then C:\\temp\r\n---\r\nBody\r\n';
    const fixed = fixFrontmatterQuoting(text);
    expect(fixed.fixes).toHaveLength(1);
    expect(fixed.text).toBe('---\r\nname: a\r\ndescription: "Say \\"hi\\": then C:\\\\temp"\r\n---\r\nBody\r\n');
    expect((parse(fixed.text.split('---')[1]!) as Record<string, unknown>)['description']).toBe('Say "hi": then C:\\temp');
  });

  it('does not write when the re-parse would not give the intended strings', () => {
    // A duplicate key makes the fixed block invalid: the fix is dropped.
    const text = '---\nname: a\ndescription: Use when: x\ndescription: again\n---\n';
    expect(fixFrontmatterQuoting(text).fixes).toEqual([]);
  });
});
