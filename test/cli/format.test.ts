/**
 * One name for the human format: `text` in every command that has one, `table` accepted as the
 * same format, and an unknown name is one line listing the choices.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMAND_NAMES, COMMANDS } from '../../src/cli/registry.js';
import { runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'skillscope-format-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const auditJson = path.join(tmp, 'audit.json');
writeFileSync(auditJson, (await runCli(['audit', 'fixtures/skills', '--json'])).stdout);

const RUNS: readonly (readonly string[])[] = [
  ['audit', 'fixtures/skills'],
  ['route', 'fixtures/skills', 'clean up a csv file'],
  ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl'],
  ['cost', 'fixtures/skills', '--strategies', 'none,index'],
  ['check', 'fixtures/check/clean'],
  ['catalog', 'fixtures/skills'],
  ['diff', auditJson, auditJson],
  ['hosts', 'fixtures/skills'],
  ['suggest', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl'],
];

describe('--format text', () => {
  it.each(RUNS.map((r) => [r[0], r]))('%s: text is the default and table is the same', async (_, args) => {
    const plain = await runCli(args);
    const text = await runCli([...args, '--format', 'text']);
    const table = await runCli([...args, '--format', 'table']);
    expect(text.code).toBe(plain.code);
    expect(text.stdout).toBe(plain.stdout);
    expect(table.stdout).toBe(plain.stdout);
  });

  it('covers every command that declares --format', async () => {
    const withFormat: string[] = [];
    for (const name of COMMAND_NAMES) if ('format' in (await COMMANDS[name].load()).options) withFormat.push(name);
    expect(withFormat.sort()).toEqual(RUNS.map((r) => r[0]).sort());
  });

  it('an unknown format lists the choices, text first', async () => {
    const r = await runCli(['audit', 'fixtures/skills', '--format', 'txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("skillscope: --format must be text, json or markdown, got 'txt' (did you mean 'text'?)\n");
  });
});
