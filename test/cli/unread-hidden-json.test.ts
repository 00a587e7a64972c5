/**
 * The hidden-folder fact in every machine output: each command that walks a directory for
 * skills says once on stderr that SKILL.md files in other hidden folders were not read, and its
 * JSON carries the same value as `audit --json`'s `unreadHidden` (the access documents, which
 * name sources by label, one entry per source).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-unread-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const skill = (root: string, rel: string, name: string, topic: string): void => {
  const dir = path.join(root, rel);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Tidies ${topic} files. Use when the user asks to clean up ${topic} data.\n---\n# ${name}\n\nSteps.\n`,
  );
};

const repo = path.join(tmp, 'repo');
skill(repo, '.claude/skills/csv-tidy', 'csv-tidy', 'csv');
skill(repo, '.agents/skills/json-tidy', 'json-tidy', 'json');
skill(repo, '.foo/skills/hidden-one', 'hidden-one', 'yaml');
skill(repo, '.foo/skills/hidden-two', 'hidden-two', 'toml');
writeFileSync(
  path.join(tmp, 'queries.jsonl'),
  '{"query": "clean up my csv data", "expect": "csv-tidy"}\n{"query": "clean up the json data", "expect": "json-tidy"}\n',
);
const other = path.join(tmp, 'other');
skill(other, 'xml-tidy', 'xml-tidy', 'xml');
skill(other, '.bar/skills/deep', 'deep', 'ini');
const clean = path.join(tmp, 'clean');
skill(clean, 'xml-tidy', 'xml-tidy', 'xml');
const state = path.join(tmp, 'state');
writeFileSync(path.join(tmp, 'xml.jsonl'), '{"query": "clean up my xml data", "expect": "xml-tidy"}\n');

const UNREAD = { count: 2, folders: ['.foo/skills'], complete: true };
const BY_SOURCE = [{ source: 'user', ...UNREAD }];
const NOTE =
  /^skillscope: note: 2 SKILL\.md files under hidden folders were not read \(repo\/\.foo\/skills\); pass the folder as DIR to check them\n$/;

async function jsonOf(args: string[], expected = 0): Promise<Record<string, unknown>> {
  const r = await runCli(args, { cwd: tmp });
  expect(r.code, r.stderr).toBe(expected);
  expect(r.stderr).toMatch(NOTE);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

describe('unreadHidden in JSON outputs', () => {
  it('check --json, and over several DIRs with the folders joined to their DIR', async () => {
    expect((await jsonOf(['check', '--json', 'repo'])).unreadHidden).toEqual(UNREAD);
    const r = await runCli(['check', '--json', 'repo', 'other'], { cwd: tmp });
    const doc = JSON.parse(r.stdout) as { unreadHidden?: unknown };
    expect(doc.unreadHidden).toEqual({ count: 3, folders: ['repo/.foo/skills', 'other/.bar/skills'], complete: true });
  });

  it('check --format sarif: a tool execution notification with the same data', async () => {
    const r = await runCli(['check', '--format', 'sarif', 'repo'], { cwd: tmp });
    const doc = JSON.parse(r.stdout) as {
      runs: {
        invocations?: {
          executionSuccessful: boolean;
          toolExecutionNotifications: {
            descriptor: { id: string };
            level: string;
            properties: { unreadHidden: unknown };
          }[];
        }[];
      }[];
    };
    const invocation = doc.runs[0]!.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(true);
    expect(
      invocation?.toolExecutionNotifications.map((n) => [n.descriptor.id, n.level, n.properties.unreadHidden]),
    ).toEqual([['unread-hidden', 'note', UNREAD]]);
  });

  it('route, bench, cost and suggest --json', async () => {
    expect((await jsonOf(['route', 'repo', 'clean up csv data', '--json'])).unreadHidden).toEqual(UNREAD);
    expect((await jsonOf(['bench', 'repo', '--queries', 'queries.jsonl', '--json'])).unreadHidden).toEqual(UNREAD);
    expect((await jsonOf(['cost', 'repo', '--json'])).unreadHidden).toEqual(UNREAD);
    expect((await jsonOf(['suggest', 'repo', '--queries', 'queries.jsonl', '--json'])).unreadHidden).toEqual(UNREAD);
    // --calibrate-dir: that directory's own fact, inside `calibration`.
    const cal = await runCli(
      [
        'bench',
        'clean',
        '--queries',
        'xml.jsonl',
        '--calibrate-on',
        'queries.jsonl',
        '--calibrate-dir',
        'repo',
        '--json',
      ],
      { cwd: tmp },
    );
    expect(cal.code, cal.stderr).toBe(0);
    const doc = JSON.parse(cal.stdout) as { unreadHidden?: unknown; calibration: { unreadHidden?: unknown } };
    expect(doc).not.toHaveProperty('unreadHidden');
    expect(doc.calibration.unreadHidden).toEqual(UNREAD);
  });

  it('the access commands: one entry per source, by label', async () => {
    const st = ['--state', state];
    expect((await jsonOf(['catalog', 'repo', '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    expect((await jsonOf(['discover', 'repo', 'tidy', '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    const search = await jsonOf(['search', 'repo', '--all', 'csv', '--json', ...st]);
    expect(search.unreadHidden).toEqual(BY_SOURCE);
    const ref = (search.candidates as { ref: string }[])[0]!.ref;
    expect((await jsonOf(['inspect', 'repo', ref, '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    expect((await jsonOf(['load', 'repo', 'csv-tidy', '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    expect(
      (
        await jsonOf([
          'select',
          'repo',
          ref,
          '--query',
          'clean csv',
          '--confidence',
          'high',
          '--reason',
          'csv in name',
          '--json',
          ...st,
        ])
      ).unreadHidden,
    ).toEqual(BY_SOURCE);
    expect((await jsonOf(['plan', 'repo', '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    expect((await jsonOf(['disable', 'repo', 'csv-tidy', '--json', ...st])).unreadHidden).toEqual(BY_SOURCE);
    const two = JSON.parse(
      (await runCli(['catalog', '--source', 'team=repo', '--source', 'mine=other', '--json', ...st], { cwd: tmp }))
        .stdout,
    ) as { unreadHidden?: unknown };
    expect(two.unreadHidden).toEqual([
      { source: 'team', ...UNREAD },
      { source: 'mine', count: 1, folders: ['.bar/skills'], complete: true },
    ]);
  });

  it('report: the page says it too (its reader never sees stderr)', async () => {
    const out = path.join(tmp, 'report.html');
    const r = await runCli(['report', 'repo', '--out', out], { cwd: tmp });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(NOTE);
    expect(readFileSync(out, 'utf8')).toContain('data-metric="unread-hidden" data-value="2"');
    const clean = path.join(tmp, 'clean.html');
    await runCli(['report', 'clean', '--out', clean], { cwd: tmp });
    expect(readFileSync(clean, 'utf8')).not.toContain('unread-hidden');
  });

  it('a hidden folder given as another DIR of the same run is read there: no note, no unreadHidden', async () => {
    for (const args of [
      ['check', '--json', 'repo', 'repo/.foo/skills'],
      ['check', '--json', 'repo/.foo', 'repo'],
      ['catalog', '--json', 'repo', 'repo/.foo/skills', '--state', state],
    ]) {
      const r = await runCli(args, { cwd: tmp });
      expect(JSON.parse(r.stdout), args.join(' ')).not.toHaveProperty('unreadHidden');
      expect(r.stderr).toBe('');
    }
    // Another DIR that does not read it (the hidden folder is still hidden from there) changes nothing.
    const r = await runCli(['check', '--json', 'repo', 'other'], { cwd: tmp });
    expect((JSON.parse(r.stdout) as { unreadHidden?: { count: number } }).unreadHidden?.count).toBe(3);
  });

  it('absent when no hidden folder holds a skill, and no note', async () => {
    for (const args of [
      ['check', '--json', 'clean'],
      ['catalog', '--json', 'clean', '--state', state],
      ['route', 'clean', 'xml data', '--json'],
    ]) {
      const r = await runCli(args, { cwd: tmp });
      expect(JSON.parse(r.stdout)).not.toHaveProperty('unreadHidden');
      expect(r.stderr).toBe('');
    }
  });
});
