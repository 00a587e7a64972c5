/**
 * --fix: quoting `name`/`description` values YAML misreads, on a temp COPY of a fixture (never
 * the fixture itself): the diff is shown, the result parses to the intended strings, and
 * nothing is written without the flag.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { fixableText, fixFrontmatterQuoting } from '../../src/check/fix.js';
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

  it('leaves alone what is not mechanical: quoted values, block scalars, numbers, multi-line values, valid lists and maps, bare comments', () => {
    for (const text of [
      '---\nname: a\ndescription: "Use when: quoted already."\n---\n',
      '---\nname: a\ndescription: >\n  Use when: folded.\n---\n',
      '---\nname: 2024\ndescription: Plain text.\n---\n',
      '---\nname: a\ndescription: Use when\n  continued: here\n---\n',
      '---\nname: a\ndescription: [a, b]\n---\n',
      '---\nname: a\ndescription: {a: b}\n---\n',
      '---\nname: a\ndescription: # only a comment\n---\n',
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

  it('quotes a value YAML cut at ` #` (SK125), and the quoted YAML reads back as the whole line', () => {
    const text = '---\nname: csharp\ndescription: Handles C# code #fast. Use when writing C#.\n---\nBody\n';
    const fixed = fixFrontmatterQuoting(text);
    expect(fixed.fixes.map((f) => [f.key, f.line, f.value])).toEqual([['description', 3, 'Handles C# code #fast. Use when writing C#.']]);
    expect((parse(fixed.text.split('---')[1]!) as Record<string, unknown>)['description']).toBe('Handles C# code #fast. Use when writing C#.');
  });

  it('fixes a description that starts with `[` but is not a valid list; an alias without anchor does not crash', () => {
    expect(fixFrontmatterQuoting('---\nname: a\ndescription: [beta] Fills forms\n---\n').fixes.map((f) => f.value)).toEqual(['[beta] Fills forms']);
    expect(fixFrontmatterQuoting('---\nname: a\ndescription: *ref text\n---\n').fixes.map((f) => f.value)).toEqual(['*ref text']);
  });

  it('fixableText refuses bytes that are not clean UTF-8', () => {
    expect(fixableText(Buffer.from('---\nname: caf\xe9\n---\n', 'latin1'))).toEqual({ skip: 'not-utf8' });
    expect(fixableText(Buffer.from('---\nname: a\u0000\n---\n', 'utf8'))).toEqual({ skip: 'nul-byte' });
    expect(fixableText(Buffer.from('\ufeffok', 'utf8'))).toEqual({ text: 'ok', bom: true });
  });

  it('never rewrites a Windows-1252 or NUL-byte file: it says so, keeps the bytes, and SK105 stays reported', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-'));
    temps.push(dir);
    // Windows-1252: curly quotes (0x93/0x94) and an e-acute (0xe9), plus a `: ` that --fix would quote.
    const cp1252 = Buffer.from('---\nname: notes\ndescription: Writes \x93caf\xe9\x94 notes. Use when: the user asks.\n---\n\nBody \xe9t\xe9.\n', 'latin1');
    const nul = Buffer.from('---\nname: blob\ndescription: Blob. Use when: binary.\n---\n\u0000\n', 'utf8');
    mkdirSync(path.join(dir, 'skills', 'notes'), { recursive: true });
    mkdirSync(path.join(dir, 'skills', 'blob'), { recursive: true });
    writeFileSync(path.join(dir, 'skills', 'notes', 'SKILL.md'), cp1252);
    writeFileSync(path.join(dir, 'skills', 'blob', 'SKILL.md'), nul);
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'skills', 'notes', 'SKILL.md')).equals(cp1252)).toBe(true);
    expect(readFileSync(path.join(dir, 'skills', 'blob', 'SKILL.md')).equals(nul)).toBe(true);
    const doc = JSON.parse(r.stdout) as { fixes: unknown[]; fixSkipped: { file: string; reason: string }[]; findings: { code: string; file: string }[] };
    expect(doc.fixes).toEqual([]);
    expect(doc.fixSkipped).toEqual([
      { file: 'blob/SKILL.md', reason: 'nul-byte' },
      { file: 'notes/SKILL.md', reason: 'not-utf8' },
    ]);
    expect(doc.findings.filter((f) => f.code === 'SK105').map((f) => f.file)).toEqual(['blob/SKILL.md', 'notes/SKILL.md']);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    expect(r.code).toBe(1);
  });

  it('the SK125 fixture is clean after --fix', async () => {
    const dir = copy('SK125-description-cut-by-comment');
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    const doc = JSON.parse(r.stdout) as { fixes: { key: string; after: string }[]; findings: unknown[] };
    expect(doc.fixes.map((f) => f.key)).toEqual(['description']);
    expect(doc.findings).toEqual([]);
    expect(frontmatter(path.join(dir, 'skills', 'csharp-format', 'SKILL.md'))['description']).toBe(
      'Formats C# source files with the team style. Use when the user asks to format C# code #csharp #dotnet.',
    );
  });
});
