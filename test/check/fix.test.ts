/**
 * --fix: quoting `name`/`description` values YAML misreads, on a temp COPY of a fixture (never
 * the fixture itself): the diff is shown, the result parses to the intended strings, and
 * nothing is written without the flag. Every fix is checked against the law of
 * test/helpers/fix-values.ts: no value the author wrote validly changes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { fixableText, fixFrontmatterQuoting } from '../../src/check/fix.js';
import { unifiedDiff } from '../../src/check/diff.js';
import { FIXTURES, runCli } from '../helpers/cli.js';
import { expectValidValuesKept } from '../helpers/fix-values.js';

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

/** Runs the pure fix and checks the law; returns the result. */
function fix(text: string) {
  const result = fixFrontmatterQuoting(text);
  expect(expectValidValuesKept(text, result.text).sort()).toEqual([...new Set(result.fixes.map((f) => f.key))].sort());
  return result;
}

function frontmatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  return parse(text.split('\n---\n')[0]!.replace(/^---\n/, '')) as Record<string, unknown>;
}

describe('--fix', () => {
  it('quotes the broken descriptions, prints the diff, and the fixed files parse to the intended text', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    const csv = path.join(dir, 'skills', 'csv-to-markdown', 'SKILL.md');
    const cron = path.join(dir, 'skills', 'cron-explainer', 'SKILL.md');
    const before = readFileSync(csv, 'utf8');
    const cronBefore = readFileSync(cron, 'utf8');
    const r = await runCli(['check', 'skills', '--fix'], { cwd: dir });
    expect(
      r.stdout.startsWith(
        [
          '--- a/skills/cron-explainer/SKILL.md',
          '+++ b/skills/cron-explainer/SKILL.md',
          '@@ -1,6 +1,6 @@',
          ' ---',
          ' name: cron-explainer',
          '-description: [beta] Explains cron schedule expressions in plain words and lists the next run times. Use when the user pastes a crontab line.',
          '+description: "[beta] Explains cron schedule expressions in plain words and lists the next run times. Use when the user pastes a crontab line."',
          ' ---',
          ' ',
          ' # Steps',
          '--- a/skills/csv-to-markdown/SKILL.md',
          '+++ b/skills/csv-to-markdown/SKILL.md',
          '@@ -1,6 +1,6 @@',
          ' ---',
          ' name: csv-to-markdown',
          '-description: Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data.',
          '+description: "Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data."',
          ' ---',
          ' ',
          ' # Steps',
          '',
        ].join('\n'),
      ),
    ).toBe(true);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('skillscope: --fix changed 2 files (2 values quoted)\n');
    expectValidValuesKept(before, readFileSync(csv, 'utf8'));
    expectValidValuesKept(cronBefore, readFileSync(cron, 'utf8'));
    expect(frontmatter(csv)['description']).toBe(
      'Formats CSV files as Markdown tables. Use when: the user asks for a Markdown table from CSV data.',
    );
    expect(
      readFileSync(csv, 'utf8')
        .split('\n')
        .filter((l, i) => l !== before.split('\n')[i]),
    ).toHaveLength(1);
    // The fixture itself is untouched.
    expect(
      readFileSync(path.join(FIXTURES, 'check', 'SK102-frontmatter-yaml-error', 'csv-to-markdown', 'SKILL.md'), 'utf8'),
    ).toBe(before);
  });

  it('with --json the diff goes to stderr and the fixes are in the document', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    const files = ['cron-explainer', 'csv-to-markdown'].map((n) => path.join(dir, 'skills', n, 'SKILL.md'));
    const before = files.map((f) => readFileSync(f, 'utf8'));
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    files.forEach((f, i) =>
      expect(expectValidValuesKept(before[i]!, readFileSync(f, 'utf8'))).toEqual(['description']),
    );
    const doc = JSON.parse(r.stdout) as { fixes: { file: string; line: number; key: string }[]; findings: unknown[] };
    expect(doc.fixes.map((f) => [f.file, f.line, f.key])).toEqual([
      ['cron-explainer/SKILL.md', 3, 'description'],
      ['csv-to-markdown/SKILL.md', 3, 'description'],
    ]);
    expect(doc.findings).toEqual([]);
    expect(r.stderr).toContain('+++ b/skills/csv-to-markdown/SKILL.md');
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('skillscope: --fix changed 2 files (2 values quoted)');
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
      expect(fix(text)).toEqual({ text, fixes: [] });
    }
  });

  it('keeps CRLF line endings and escapes quotes and backslashes', () => {
    const text = '---\r\nname: a\r\ndescription: Say "hi": then C:\\temp\r\n---\r\nBody\r\n';
    const fixed = fix(text);
    expect(fixed.fixes).toHaveLength(1);
    expect(fixed.text).toBe('---\r\nname: a\r\ndescription: "Say \\"hi\\": then C:\\\\temp"\r\n---\r\nBody\r\n');
    expect((parse(fixed.text.split('---')[1]!) as Record<string, unknown>)['description']).toBe(
      'Say "hi": then C:\\temp',
    );
  });

  it('does not write when the re-parse would not give the intended strings', () => {
    // A duplicate key makes the fixed block invalid: the fix is dropped.
    const text = '---\nname: a\ndescription: Use when: x\ndescription: again\n---\n';
    expect(fix(text).fixes).toEqual([]);
  });

  it('quotes a value YAML cut at ` #` (SK125), and the quoted YAML reads back as the whole line', () => {
    const text = '---\nname: csharp\ndescription: Handles C# code #fast. Use when writing C#.\n---\nBody\n';
    const fixed = fix(text);
    expect(fixed.fixes.map((f) => [f.key, f.line, f.value])).toEqual([
      ['description', 3, 'Handles C# code #fast. Use when writing C#.'],
    ]);
    expect((parse(fixed.text.split('---')[1]!) as Record<string, unknown>)['description']).toBe(
      'Handles C# code #fast. Use when writing C#.',
    );
  });

  it('fixes a description that starts with `[` but is not a valid list; an alias without anchor does not crash', () => {
    expect(fix('---\nname: a\ndescription: [beta] Fills forms\n---\n').fixes.map((f) => f.value)).toEqual([
      '[beta] Fills forms',
    ]);
    expect(fix('---\nname: a\ndescription: *ref text\n---\n').fixes.map((f) => f.value)).toEqual(['*ref text']);
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
    const cp1252 = Buffer.from(
      '---\nname: notes\ndescription: Writes \x93caf\xe9\x94 notes. Use when: the user asks.\n---\n\nBody \xe9t\xe9.\n',
      'latin1',
    );
    const nul = Buffer.from('---\nname: blob\ndescription: Blob. Use when: binary.\n---\n\u0000\n', 'utf8');
    mkdirSync(path.join(dir, 'skills', 'notes'), { recursive: true });
    mkdirSync(path.join(dir, 'skills', 'blob'), { recursive: true });
    writeFileSync(path.join(dir, 'skills', 'notes', 'SKILL.md'), cp1252);
    writeFileSync(path.join(dir, 'skills', 'blob', 'SKILL.md'), nul);
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'skills', 'notes', 'SKILL.md')).equals(cp1252)).toBe(true);
    expect(readFileSync(path.join(dir, 'skills', 'blob', 'SKILL.md')).equals(nul)).toBe(true);
    const doc = JSON.parse(r.stdout) as {
      fixes: unknown[];
      fixSkipped: { file: string; reason: string }[];
      findings: { code: string; file: string }[];
    };
    expect(doc.fixes).toEqual([]);
    expect(doc.fixSkipped).toEqual([
      { file: 'blob/SKILL.md', reason: 'nul-byte' },
      { file: 'notes/SKILL.md', reason: 'not-utf8' },
    ]);
    expect(doc.findings.filter((f) => f.code === 'SK105').map((f) => f.file)).toEqual([
      'blob/SKILL.md',
      'notes/SKILL.md',
    ]);
    expect(r.stderr.trim().split('\n')).toEqual([
      'skillscope: --fix left skills/blob/SKILL.md alone: contains NUL bytes',
      'skillscope: --fix left skills/notes/SKILL.md alone: not valid UTF-8',
      'skillscope: --fix changed 0 files (0 values quoted)',
    ]);
    expect(r.code).toBe(1);
  });

  it('the SK125 fixture is clean after --fix', async () => {
    const dir = copy('SK125-description-cut-by-comment');
    const file = path.join(dir, 'skills', 'csharp-format', 'SKILL.md');
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    expectValidValuesKept(before, readFileSync(file, 'utf8'));
    const doc = JSON.parse(r.stdout) as { fixes: { key: string; after: string }[]; findings: unknown[] };
    expect(doc.fixes.map((f) => f.key)).toEqual(['description']);
    expect(doc.findings).toEqual([]);
    expect(frontmatter(path.join(dir, 'skills', 'csharp-format', 'SKILL.md'))['description']).toBe(
      'Formats C# source files with the team style. Use when the user asks to format C# code #csharp #dotnet.',
    );
  });
});

describe('--fix decides on the whole frontmatter: anchors, aliases and tags are YAML on purpose', () => {
  it('never touches a value YAML resolves through an anchor, an alias or a tag', () => {
    for (const fm of [
      'name: &n pair\ndescription: *n',
      'name: a\ndescription: !!str Use it when asked',
      'name: a\ndescription: !!str Use when: asked',
      'name: a\ndescription: &d Use when: asked',
      'name: a\ndescription: &d Use it\nmetadata:\n  copy: *d',
      'name: a\ndescription: ! Use it',
      'x: &ref 1\nname: a\ndescription: *ref',
      'x: &ref 1\nname: a\ndescription: *ref text',
      'description: *later\nx: &later Use it\nname: a',
      'name: &d a\ndescription: *d',
    ]) {
      const text = `---\n${fm}\n---\nBody\n`;
      expect(fix(text), fm).toEqual({ text, fixes: [] });
    }
  });

  it('still fixes what YAML does not resolve: an empty anchor, an unknown tag, an alias with no anchor before it', () => {
    expect(fix('---\nname: a\ndescription: & Co. Use when: asked\n---\n').fixes.map((f) => f.value)).toEqual([
      '& Co. Use when: asked',
    ]);
    expect(fix('---\nname: a\ndescription: !important: read this first\n---\n').fixes.map((f) => f.value)).toEqual([
      '!important: read this first',
    ]);
    // `&n` inside a quoted value is text, not an anchor: `*n` has nothing to refer to.
    expect(fix('---\nx: "a &n"\nname: a\ndescription: *n\n---\n').fixes.map((f) => f.value)).toEqual(['*n']);
  });

  it('a fix elsewhere in a frontmatter with anchors and aliases keeps every other value', () => {
    const text = '---\nname: a\ndescription: Use when: asked\nmetadata: &m\n  owner: me\ncopy: *m\n---\nBody\n';
    expect(fix(text).fixes.map((f) => f.key)).toEqual(['description']);
  });

  it('a line that is not a top-level key in the whole parse is not touched', () => {
    // Inside a multi-line flow sequence the `description:` line is part of another value.
    const text = '---\nname: a\nlist: [one,\ndescription: two]\n---\n';
    expect(fix(text).fixes).toEqual([]);
  });
});

describe('--fix and U+2028', () => {
  it('quotes a value holding U+2028 (SK102 says --fix handles it) and escapes the separator so every YAML parser reads it back', () => {
    const text = '---\nname: a\ndescription: Use when: asked\u2028twice\n---\nBody\n';
    const fixed = fix(text);
    expect(fixed.fixes.map((f) => f.value)).toEqual(['Use when: asked\u2028twice']);
    expect(fixed.text).toBe('---\nname: a\ndescription: "Use when: asked\\u2028twice"\n---\nBody\n');
  });

  it('the SK102 finding of such a file is marked fixable, and --fix clears it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-'));
    temps.push(dir);
    mkdirSync(path.join(dir, 'skills', 'sep'), { recursive: true });
    const file = path.join(dir, 'skills', 'sep', 'SKILL.md');
    const before = '---\nname: sep\ndescription: Splits lines. Use when: the text has\u2028separators.\n---\nBody\n';
    writeFileSync(file, before);
    const r1 = JSON.parse((await runCli(['check', 'skills', '--json'], { cwd: dir })).stdout) as {
      findings: { code: string; fixable?: boolean }[];
    };
    expect(r1.findings.filter((f) => f.code === 'SK102').map((f) => f.fixable)).toEqual([true]);
    const r2 = await runCli(['check', 'skills', '--fix', '--json'], { cwd: dir });
    expect(r2.code).toBe(0);
    expectValidValuesKept(before, readFileSync(file, 'utf8'));
  });
});

describe('--fix output and hints', () => {
  it('offers --fix in the hint only on findings it can fix', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-'));
    temps.push(dir);
    const write = (name: string, text: string) => {
      mkdirSync(path.join(dir, 'skills', name), { recursive: true });
      writeFileSync(path.join(dir, 'skills', name, 'SKILL.md'), text);
    };
    write('colon', '---\nname: colon\ndescription: Formats CSV. Use when: asked.\n---\nBody\n');
    write('dup', '---\nname: dup\ndescription: Duplicates. Use when asked.\ndescription: again\n---\nBody\n');
    write('list', '---\nname: list\ndescription: [a, b]\n---\nBody\n');
    const json = JSON.parse((await runCli(['check', 'skills', '--json'], { cwd: dir })).stdout) as {
      findings: { code: string; file: string; fixable?: boolean }[];
    };
    expect(
      json.findings.filter((f) => ['SK102', 'SK121'].includes(f.code)).map((f) => [f.code, f.file, f.fixable ?? false]),
    ).toEqual([
      ['SK102', 'colon/SKILL.md', true],
      ['SK102', 'dup/SKILL.md', false],
      ['SK121', 'list/SKILL.md', false],
    ]);
    const text = (await runCli(['check', 'skills'], { cwd: dir })).stdout;
    const hints = text.split('\n').filter((l) => l.trim().startsWith('fix:'));
    expect(hints.filter((l) => l.includes('--fix'))).toHaveLength(1);
    expect(text.split('skills/dup/SKILL.md')[1]).not.toContain('--fix');
  });

  it('the printed diff applies with `git apply --check` from the working directory, CRLF file included', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-fix-'));
    temps.push(dir);
    mkdirSync(path.join(dir, 'repo', 'skills', 'crlf'), { recursive: true });
    writeFileSync(
      path.join(dir, 'repo', 'skills', 'crlf', 'SKILL.md'),
      '---\r\nname: crlf\r\ndescription: Reads CRLF. Use when: asked.\r\n---\r\n\r\nBody\r\n',
    );
    cpSync(path.join(FIXTURES, 'check', 'SK102-frontmatter-yaml-error'), path.join(dir, 'repo', 'skills'), {
      recursive: true,
    });
    cpSync(path.join(dir, 'repo'), path.join(dir, 'pristine'), { recursive: true });
    const r = await runCli(['check', 'skills', '--fix'], { cwd: path.join(dir, 'repo') });
    expect(r.code).toBe(0);
    writeFileSync(path.join(dir, 'fix.patch'), r.stdout);
    execFileSync('git', ['init', '-q'], { cwd: path.join(dir, 'pristine') });
    // Throws (and fails the test) when git does not take the patch.
    execFileSync('git', ['apply', '--check', path.join(dir, 'fix.patch')], {
      cwd: path.join(dir, 'pristine'),
      stdio: 'pipe',
    });
    execFileSync('git', ['apply', path.join(dir, 'fix.patch')], { cwd: path.join(dir, 'pristine'), stdio: 'pipe' });
    for (const f of ['crlf', 'cron-explainer', 'csv-to-markdown']) {
      expect(readFileSync(path.join(dir, 'pristine', 'skills', f, 'SKILL.md'), 'utf8')).toBe(
        readFileSync(path.join(dir, 'repo', 'skills', f, 'SKILL.md'), 'utf8'),
      );
    }
  });

  it('several DIRs: one summary line for the whole run, diff paths from the working directory', async () => {
    const dir = copy('SK102-frontmatter-yaml-error');
    cpSync(path.join(FIXTURES, 'check', 'SK125-description-cut-by-comment'), path.join(dir, 'more'), {
      recursive: true,
    });
    const r = await runCli(['check', 'skills', 'more', '--fix'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('skillscope: --fix changed 3 files (3 values quoted)\n');
    expect(r.stdout.split('\n').filter((l) => l.startsWith('+++ '))).toEqual([
      '+++ b/skills/cron-explainer/SKILL.md',
      '+++ b/skills/csv-to-markdown/SKILL.md',
      '+++ b/more/csharp-format/SKILL.md',
    ]);
  });

  it('unifiedDiff: context lines, merged hunks, no newline at the end of the file', () => {
    const text = '---\nname: a\ndescription: x: y\n---\nBody';
    expect(
      unifiedDiff('s/SKILL.md', text, [{ line: 3, before: 'description: x: y', after: 'description: "x: y"' }]),
    ).toBe(
      [
        '--- a/s/SKILL.md',
        '+++ b/s/SKILL.md',
        '@@ -1,5 +1,5 @@',
        ' ---',
        ' name: a',
        '-description: x: y',
        '+description: "x: y"',
        ' ---',
        ' Body',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    );
    const long = Array.from({ length: 20 }, (_, i) => `l${i + 1}`).join('\n') + '\n';
    const two = unifiedDiff('f', long, [
      { line: 2, before: 'l2', after: 'L2' },
      { line: 8, before: 'l8', after: 'L8' },
      { line: 18, before: 'l18', after: 'L18' },
    ]);
    expect(two.split('\n').filter((l) => l.startsWith('@@'))).toEqual(['@@ -1,11 +1,11 @@', '@@ -15,6 +15,6 @@']);
  });
});
