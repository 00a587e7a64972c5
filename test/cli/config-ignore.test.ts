/**
 * route, bench and suggest read the config's `ignore` as check, audit and cost do: the corpus's
 * skillscope.config.json ignores its tests/ fixtures (SKILL.md files on purpose), which would
 * otherwise join the catalog and steal requests. Their help said so before they did.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../helpers/cli.js';

const CORPUS = path.join(FIXTURES, 'corpus', 'plugin-repo');

function queryFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-cfg-'));
  const file = path.join(dir, 'q.jsonl');
  writeFileSync(
    file,
    '{"query":"fill in the fields of a pdf form","expect":"pdf-forms"}\n{"query":"write the release notes","expect":"release-notes"}\n',
  );
  return file;
}

async function skillCount(args: string[]): Promise<number> {
  const r = await runCli(args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const doc = JSON.parse(r.stdout) as { skills: number | unknown[] };
  return Array.isArray(doc.skills) ? doc.skills.length : doc.skills;
}

describe("the config's ignore applies to route, bench and suggest", () => {
  const q = queryFile();
  const audit = async (): Promise<number> => {
    const r = await runCli(['audit', CORPUS, '--json']);
    return (JSON.parse(r.stdout) as { skills: unknown[] }).skills.length;
  };

  it('the same skills as audit, and more when another config without ignore is given', async () => {
    const expected = await audit();
    expect(expected).toBe(6);
    expect(await skillCount(['route', CORPUS, 'fill a pdf form', '--json'])).toBe(expected);
    expect(await skillCount(['bench', CORPUS, '--queries', q, '--json'])).toBe(expected);
    expect(await skillCount(['suggest', CORPUS, '--queries', q, '--json'])).toBe(expected);
    const empty = path.join(path.dirname(q), 'empty.json');
    writeFileSync(empty, '{}\n');
    expect(await skillCount(['route', CORPUS, 'fill a pdf form', '--json', '--config', empty])).toBe(8);
    expect(await skillCount(['bench', CORPUS, '--queries', q, '--json', '--config', empty])).toBe(8);
  });

  it('an unreadable --config is one line and exit 2', async () => {
    const r = await runCli(['route', CORPUS, 'x', '--config', path.join(path.dirname(q), 'none.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^skillscope: cannot read config .*\n$/);
  });
});
