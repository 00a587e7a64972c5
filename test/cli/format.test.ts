/**
 * One name for the human format: `text` in every command that has one, `table` accepted as the
 * same format, and an unknown name is one line listing the choices.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const RUNS: readonly (readonly string[])[] = [
  ['audit', 'fixtures/skills'],
  ['route', 'fixtures/skills', 'clean up a csv file'],
  ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl'],
  ['cost', 'fixtures/skills', '--strategies', 'none,index'],
  ['check', 'fixtures/check/clean'],
  ['catalog', 'fixtures/skills'],
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

  it('an unknown format lists the choices, text first', async () => {
    const r = await runCli(['audit', 'fixtures/skills', '--format', 'txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("skillscope: --format must be text, json or markdown, got 'txt' (did you mean 'text'?)\n");
  });
});
