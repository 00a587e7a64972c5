/**
 * The access commands and the MCP server read their sources as check and audit do: `--ignore
 * GLOB`, the config's `ignore` (found from each source as check finds it, or `--config FILE`)
 * and `--no-follow-skill-links`.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { skillMd, tempTree } from './helpers.js';

/** A plugin-like repo: two real skills, a test fixture skill, and a linked skill from outside. */
function repo(config?: object): string {
  const root = tempTree({
    'skills/pdf/SKILL.md': skillMd('pdf', 'Fills PDF forms. Use when asked to fill a form.'),
    'skills/csv/SKILL.md': skillMd('csv', 'Cleans CSV files. Use when asked to clean a CSV.'),
    'tests/fixtures/broken/SKILL.md': skillMd('broken', 'A fixture. Use when testing.'),
  });
  const outside = mkdtempSync(path.join(tmpdir(), 'skillscope-outside-'));
  mkdirSync(path.join(outside, 'notes'));
  writeFileSync(path.join(outside, 'notes', 'SKILL.md'), skillMd('notes', 'Writes notes. Use when asked for notes.'));
  symlinkSync(path.join(outside, 'notes'), path.join(root, 'skills', 'notes'));
  if (config !== undefined) writeFileSync(path.join(root, 'skillscope.config.json'), JSON.stringify(config));
  return root;
}

async function names(args: string[], cwd?: string): Promise<string[]> {
  const r = await runCli(['catalog', ...args, '--json'], cwd === undefined ? {} : { cwd });
  expect(r.stderr).toBe('');
  return (JSON.parse(r.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name);
}

describe('access commands take the loader options of check', () => {
  it('--ignore GLOB leaves a path out (repeatable)', async () => {
    const root = repo();
    expect(await names([root])).toEqual(['broken', 'csv', 'notes', 'pdf']);
    expect(await names([root, '--ignore', 'tests/**'])).toEqual(['csv', 'notes', 'pdf']);
    expect(await names([root, '--ignore', 'tests/**', '--ignore', 'skills/csv'])).toEqual(['notes', 'pdf']);
  });

  it("the config's ignore applies, found from the source or given with --config", async () => {
    const root = repo({ ignore: ['tests/**'] });
    expect(await names([root])).toEqual(['csv', 'notes', 'pdf']);
    const other = path.join(mkdtempSync(path.join(tmpdir(), 'skillscope-cfg-')), 'c.json');
    writeFileSync(other, JSON.stringify({ ignore: ['skills/pdf'] }));
    expect(await names([root, '--config', other])).toEqual(['broken', 'csv', 'notes']);
  });

  it('--no-follow-skill-links leaves linked skill folders out', async () => {
    expect(await names([repo(), '--no-follow-skill-links', '--ignore', 'tests/**'])).toEqual(['csv', 'pdf']);
  });

  it('the other access commands take them too', async () => {
    const root = repo();
    const discover = await runCli(['discover', root, '', '--ignore', 'tests/**', '--no-follow-skill-links', '--json']);
    expect((JSON.parse(discover.stdout) as { skills: { name: string }[] }).skills.map((s) => s.name)).toEqual([
      'csv',
      'pdf',
    ]);
    const load = await runCli(['load', root, 'broken', '--ignore', 'tests/**', '--json']);
    expect((JSON.parse(load.stdout) as { error: { code: string } }).error.code).toBe('SKILL_NOT_FOUND');
    const search = await runCli(['search', root, '--any', 'fixture', '--ignore', 'tests/**', '--json']);
    expect((JSON.parse(search.stdout) as { totalMatches: number }).totalMatches).toBe(0);
  });

  /** The catalog's skill names `skillscope mcp ARGS…` serves. */
  async function mcpNames(args: string[]): Promise<string[]> {
    const client = new Client({ name: 'skillscope-test', version: '0.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.join(REPO_ROOT, 'dist', 'cli', 'main.js'), 'mcp', ...args],
        cwd: REPO_ROOT,
        stderr: 'ignore',
      }),
    );
    try {
      const catalog = await client.readResource({ uri: 'skillscope://catalog' });
      const text = (catalog.contents[0] as { text: string }).text;
      return (JSON.parse(text) as { skills: { name: string }[] }).skills.map((s) => s.name);
    } finally {
      await client.close();
    }
  }

  it('the MCP server serves the same skills', async () => {
    expect(await mcpNames([repo({ ignore: ['tests/**'] }), '--no-follow-skill-links'])).toEqual(['csv', 'pdf']);
    // No config near the source: the server does not load the config modules, and --ignore still applies.
    expect(await mcpNames([repo(), '--no-follow-skill-links', '--ignore', 'tests/**'])).toEqual(['csv', 'pdf']);
  }, 30_000);
});
