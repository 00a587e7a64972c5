/** `skillscope tokens verify|count` through the in-process CLI. */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

function tempDir(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-tokens-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('tokens verify', () => {
  it('exits 0 and lists the three GPT-2 vectors', async () => {
    const r = await runCli(['tokens', 'verify']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[15496, 995]');
    expect(r.stdout).toContain('[31373, 995]');
    expect(r.stdout).toContain('[836, 470, 2245]');
  });

  it('--json: one document with every vector and round trip ok', async () => {
    const r = await runCli(['tokens', 'verify', '--json', 'fixtures/tokenizer']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      schemaVersion: number;
      ok: boolean;
      vectors: { encoding: string; text: string; expected: number[]; actual: number[]; ok: boolean }[];
      roundTrips: { source: string; encoding: string; ok: boolean }[];
    };
    expect(doc.schemaVersion).toBe(1);
    expect(doc.ok).toBe(true);
    expect(doc.vectors.slice(0, 3)).toEqual([
      { encoding: 'gpt2', text: 'Hello world', expected: [15496, 995], actual: [15496, 995], ok: true },
      { encoding: 'gpt2', text: 'hello world', expected: [31373, 995], actual: [31373, 995], ok: true },
      { encoding: 'gpt2', text: " don't stop", expected: [836, 470, 2245], actual: [836, 470, 2245], ok: true },
    ]);
    expect(
      doc.roundTrips.some((t) => t.source === 'fixtures/tokenizer/emoji.txt' && t.encoding === 'o200k_base' && t.ok),
    ).toBe(true);
  });

  it('skips binary files under a PATH and reports them', async () => {
    const dir = tempDir({ 'a.md': 'hello', 'b.bin': new Uint8Array([1, 0, 2]) });
    const r = await runCli(['tokens', 'verify', '--json', dir]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).skipped).toEqual([{ file: `${dir}/b.bin`, reason: 'binary' }]);
  });

  it('a missing PATH is a usage error', async () => {
    const r = await runCli(['tokens', 'verify', 'no-such-dir']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('tokens count', () => {
  it('counts a file with the default encoding (o200k_base)', async () => {
    const dir = tempDir({ 'x.md': 'Hello world' });
    const r = await runCli(['tokens', 'count', '--json', path.join(dir, 'x.md')]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.encodings).toEqual(['o200k_base']);
    expect(doc.files[0]).toMatchObject({ bytes: 11, codePoints: 11, tokens: { o200k_base: 2 } });
  });

  it('reads stdin for -, with several encodings and aliases', async () => {
    const r = await runCli(['tokens', 'count', '--encoding', 'gpt2,cl100k', '--json', '-'], {
      stdin: 'Hello world 中文',
    });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.files).toHaveLength(1);
    expect(doc.files[0].file).toBe('-');
    expect(doc.files[0].codePoints).toBe(14);
    expect(doc.files[0].bytes).toBe(18);
    expect(Object.keys(doc.files[0].tokens)).toEqual(['r50k_base', 'cl100k_base']);
  });

  it('--json shape: schemaVersion, encodings, files, total, skipped', async () => {
    const dir = tempDir({ 'a.md': 'one two', 'b.md': '三四' });
    const r = await runCli(['tokens', 'count', '--json', '--encoding', 'o200k', dir]);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual(['schemaVersion', 'command', 'encodings', 'files', 'total', 'skipped']);
    expect(doc.schemaVersion).toBe(1);
    expect(doc.files.map((f: { file: string }) => f.file)).toEqual([`${dir}/a.md`, `${dir}/b.md`]);
    expect(Object.keys(doc.files[0])).toEqual(['file', 'bytes', 'codePoints', 'tokens', 'tokensPerChar']);
    expect(doc.total.files).toBe(2);
    expect(doc.total.bytes).toBe(7 + 6);
    expect(doc.total.tokens.o200k_base).toBe(doc.files[0].tokens.o200k_base + doc.files[1].tokens.o200k_base);
  });

  it('prints a table with a total row for several files', async () => {
    const dir = tempDir({ 'a.md': 'one', 'b.md': 'two' });
    const r = await runCli(['tokens', 'count', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('o200k_base tokens');
    expect(r.stdout).toMatch(/│ total\s/);
  });

  it('an unknown encoding exits 2 and lists the valid names', async () => {
    const r = await runCli(['tokens', 'count', '--encoding', 'gpt-5', '-'], { stdin: 'x' });
    expect(r.code).toBe(2);
    for (const name of ['r50k_base', 'p50k_base', 'cl100k_base', 'o200k_base', 'gpt2'])
      expect(r.stderr).toContain(name);
  });

  it('a binary file is skipped with a warning on stderr', async () => {
    const dir = tempDir({
      'ok.md': 'text',
      'bad.bin': new Uint8Array([0x68, 0x00, 0x69]),
      'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9]),
    });
    const r = await runCli(['tokens', 'count', '--json', dir]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.files.map((f: { file: string }) => path.basename(f.file))).toEqual(['ok.md']);
    expect(doc.skipped.map((s: { file: string }) => path.basename(s.file))).toEqual(['bad.bin', 'latin1.txt']);
    expect(r.stderr).toContain('bad.bin');
    expect(r.stderr).toContain('latin1.txt');
  });

  it('a missing file exits 2 with one line', async () => {
    const r = await runCli(['tokens', 'count', 'missing.md']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('no FILE and no - is a usage error', async () => {
    const r = await runCli(['tokens', 'count']);
    expect(r.code).toBe(2);
  });

  it('an unknown sub-command is a usage error', async () => {
    expect((await runCli(['tokens', 'frobnicate'])).code).toBe(2);
    expect((await runCli(['tokens'])).code).toBe(2);
  });
});

describe('tokens count DIR finds files as the loader finds skills', () => {
  it("counts the hosts' skill folders and a linked skill folder, skips other hidden folders with the note", async () => {
    const dir = tempDir({
      'README.md': 'top',
      '.claude/skills/csv-tidy/SKILL.md': '---\nname: csv-tidy\ndescription: d\n---\nbody',
      '.claude/skills/csv-tidy/references/notes.md': 'notes',
      '.claude/commands/x.md': 'a command',
      '.foo/skills/ghost/SKILL.md': '---\nname: ghost\ndescription: d\n---\nbody',
      'node_modules/pkg/index.md': 'no',
    });
    const elsewhere = tempDir({ 'SKILL.md': '---\nname: linked\ndescription: d\n---\nbody' });
    symlinkSync(elsewhere, path.join(dir, '.claude/skills/linked'));
    const r = await runCli(['tokens', 'count', '--json', dir]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.files.map((f: { file: string }) => f.file.slice(dir.length + 1))).toEqual([
      '.claude/skills/csv-tidy/SKILL.md',
      '.claude/skills/csv-tidy/references/notes.md',
      '.claude/skills/linked/SKILL.md',
      'README.md',
    ]);
    expect(doc.unreadHidden).toEqual({ count: 1, folders: [`${dir}/.foo/skills`], complete: true });
    expect(r.stderr).toBe(
      `skillscope: note: 1 SKILL.md file under hidden folders was not read (${dir}/.foo/skills); pass the folder as DIR to check it\n`,
    );
    const both = await runCli(['tokens', 'count', '--json', dir, path.join(dir, '.foo/skills')]);
    expect(JSON.parse(both.stdout)).not.toHaveProperty('unreadHidden');
    expect(both.stderr).toBe('');
  });
});

describe('tokens count .', () => {
  it('shows root-relative paths, as audit and check do', async () => {
    const dir = tempDir({ 'skills/a/SKILL.md': '---\nname: a\ndescription: d\n---\nbody' });
    const doc = JSON.parse((await runCli(['tokens', 'count', '--json', '.'], { cwd: dir })).stdout);
    expect(doc.files.map((f: { file: string }) => f.file)).toEqual(['skills/a/SKILL.md']);
  });
});
