/** `skillscope cost` from the command line: options, exit codes, JSON shape, 80 columns, escaping. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasUnsafeChars } from '../../src/base/escape.js';
import { runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));
function temp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'cost-cli-'));
  temps.push(d);
  return d;
}

const SKILLS = 'fixtures/skills';
const QUERIES = 'fixtures/queries.jsonl';

describe('skillscope cost', () => {
  it('prints one JSON document with schemaVersion and every default strategy', async () => {
    const r = await runCli(['cost', SKILLS, '--queries', QUERIES, '--price-in', '1.25', '--price-out', '10', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.schemaVersion).toBe(1);
    expect(doc).toMatchObject({
      dir: SKILLS,
      queriesFile: QUERIES,
      skills: 30,
      encoding: 'o200k_base',
      windowTokens: 200000,
      router: 'catalog:multi:bm25',
      maxOpens: 4,
    });
    expect(doc.strategies.map((s: { name: string }) => s.name)).toEqual([
      'none',
      'full_1',
      'full_10',
      'full_30',
      'full_all',
      'index',
      'listing:claude-code',
      'listing:codex',
      'catalog+discover',
      'search',
    ]);
    expect(doc.requests).toEqual({ n: 64, fromQueries: true, leftOut: 16 });
    expect(doc.pricing).toMatchObject({ in: 1.25, out: 10, source: 'options' });
    expect(doc.verdict.kind).toBe('reach');
    expect(Object.keys(doc.strategies[5])).toEqual([
      'name',
      'kind',
      'oracle',
      'inputTokens',
      'largestCall',
      'calls',
      'window',
      'dollarsPer1000',
      'reach',
      'perRequest',
    ]);
  });

  it('leaves out a default full_K larger than the directory (full_10 on 4 skills is full_all), runs it when named', async () => {
    const dir = temp();
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) {
      mkdirSync(path.join(dir, name));
      writeFileSync(
        path.join(dir, name, 'SKILL.md'),
        `---\nname: ${name}\ndescription: Does ${name} work. Use when ${name} is asked for.\n---\n# ${name}\n`,
      );
    }
    const names = (r: { stdout: string }) => JSON.parse(r.stdout).strategies.map((s: { name: string }) => s.name);
    expect(names(await runCli(['cost', dir, '--json']))).toEqual([
      'none',
      'full_1',
      'full_all',
      'index',
      'listing:claude-code',
      'listing:codex',
      'catalog+discover',
      'search',
    ]);
    expect(names(await runCli(['cost', dir, '--json', '--strategies', 'full_10,full_all']))).toEqual([
      'full_10',
      'full_all',
    ]);
    const one = temp();
    mkdirSync(path.join(one, 'solo'));
    writeFileSync(
      path.join(one, 'solo', 'SKILL.md'),
      '---\nname: solo\ndescription: Does solo work. Use when solo is asked for.\n---\n# solo\n',
    );
    const text = (await runCli(['cost', one], { env: { COLUMNS: '200' } })).stdout;
    expect(text).toMatch(/— 1 skill, /);
    expect(text).toMatch(/^1 request, /m);
  });

  it('fits 80 columns, text and table', async () => {
    for (const args of [
      ['cost', SKILLS],
      ['cost', SKILLS, '--queries', QUERIES, '--price-in', '1.25', '--price-out', '10'],
    ]) {
      const r = await runCli(args, { env: { COLUMNS: '80' } });
      expect(r.code).toBe(0);
      for (const line of r.stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    }
  });

  it('markdown output is a table', async () => {
    const r = await runCli(['cost', SKILLS, '--strategies', 'none,full_all', '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| strategy | calls |');
    expect(r.stdout).toContain('| full\\_all |');
  });

  it.each([
    [['--strategies', 'indx'], "did you mean 'index'"],
    [['--strategies', 'listing:codx'], "did you mean 'codex'"],
    [['--strategies', 'full_0'], 'full_0'],
    [['--router', 'body:multi:bm25'], 'catalog router'],
    [['--router', 'catalog@240'], "drop '@240'"],
    [['--price-in', '1'], '--price-out'],
    [['--cached-share', '0.5', '--price-in', '1', '--price-out', '2'], '--price-cached'],
    [['--cached-share', '2'], '--cached-share'],
    [['--max-opens', '0'], '--max-opens'],
    [['--encoding', 'o200k,cl100k'], 'one encoding'],
    [['--price', 'gpt5'], "no price named 'gpt5'"],
    [['--price-in', '1e308', '--price-out', '1'], '--price-in'],
    [['--format', 'jsn'], "did you mean 'json'"],
  ])('bad option %j → one line, exit 2', async (args, fragment) => {
    const r = await runCli(['cost', SKILLS, ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(fragment);
  });

  it('a query whose target is not in DIR: exit 2 naming FILE:LINE', async () => {
    const dir = temp();
    const file = path.join(dir, 'q.jsonl');
    writeFileSync(
      file,
      '{"query":"fill a pdf form","expect":"pdf-form-filler"}\n\n{"query":"x","expect":"no-such-skill"}\n',
    );
    const r = await runCli(['cost', SKILLS, '--queries', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^skillscope: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: unknown skill 'no-such-skill'`),
    );
  });

  it('named prices from the config, with their note', async () => {
    const dir = temp();
    const config = path.join(dir, 'c.json');
    writeFileSync(
      config,
      '{ "prices": { "example": { "in": 1.25, "out": 10, "cachedIn": 0.125, "note": "list price, 2026-10-13" } } }',
    );
    const r = await runCli([
      'cost',
      SKILLS,
      '--config',
      config,
      '--price',
      'example',
      '--cached-share',
      '0.5',
      '--strategies',
      'full_all',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).pricing).toEqual({
      in: 1.25,
      out: 10,
      cachedIn: 0.125,
      cachedShare: 0.5,
      source: 'config:example',
      note: 'list price, 2026-10-13',
    });
    writeFileSync(config, '{ "prices": { "example": { "in": "cheap", "out": 10 } } }');
    const bad = await runCli(['cost', SKILLS, '--config', config]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('prices.example.in');
    // A price no provider charges made every dollar figure Infinity (null in the JSON, which means "not priced").
    for (const entry of ['{ "in": 1e308, "out": 10 }', '{ "in": 1 }']) {
      writeFileSync(config, `{ "prices": { "example": ${entry} } }`);
      const r2 = await runCli(['cost', SKILLS, '--config', config, '--price', 'example']);
      expect(r2.code).toBe(2);
      expect(r2.stderr).toMatch(/prices\.example\.(in|out)/);
      expect(r2.stderr).not.toContain('undefined');
    }
  });

  it('escapes what comes from the user: a folder and a query file with control characters', async () => {
    const dir = temp();
    const skills = path.join(dir, 'evil\u001b[31mdir');
    mkdirSync(path.join(skills, 'a'), { recursive: true });
    writeFileSync(
      path.join(skills, 'a', 'SKILL.md'),
      '---\nname: a\ndescription: Does a. Use when asked for a.\n---\nBody of a.\n',
    );
    const queries = path.join(dir, 'q\u0007.jsonl');
    writeFileSync(queries, '{"query":"do a","expect":"a"}\n');
    for (const format of ['table', 'markdown']) {
      const r = await runCli(['cost', skills, '--queries', queries, '--format', format]);
      expect(r.code).toBe(0);
      expect(hasUnsafeChars(r.stdout.replace(/\n/g, ''))).toBe(false);
    }
  });

  it("listing:claude-code reads the project's .claude/settings.json as check does; --claude-settings FILE wins", async () => {
    const root = temp();
    mkdirSync(path.join(root, '.git'));
    for (const name of ['alpha', 'beta', 'gamma']) {
      mkdirSync(path.join(root, '.claude', 'skills', name), { recursive: true });
      writeFileSync(
        path.join(root, '.claude', 'skills', name, 'SKILL.md'),
        `---\nname: ${name}\ndescription: Formats ${name} reports. Use when the user asks for a ${name} report.\n---\nBody.\n`,
      );
    }
    type Req = { id: string; inputs: number[]; opened: string[] };
    const listing = async (...extra: string[]): Promise<Req[]> => {
      const r = await runCli(['cost', '.claude/skills', '--strategies', 'listing:claude-code', '--json', ...extra], {
        cwd: root,
      });
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { strategies: { perRequest: Req[] }[] }).strategies[0]!.perRequest;
    };
    const plain = await listing();
    expect(plain.find((q) => q.id === 'alpha')?.opened).toEqual(['alpha']);
    writeFileSync(path.join(root, '.claude', 'settings.json'), JSON.stringify({ skillOverrides: { alpha: 'off' } }));
    const off = await listing();
    // alpha is not listed: its request opens nothing, and every first call is shorter.
    expect(off.find((q) => q.id === 'alpha')?.opened).toEqual([]);
    expect(off[0]!.inputs[0]).toBeLessThan(plain[0]!.inputs[0]!);
    writeFileSync(path.join(root, 'none.json'), '{}');
    expect(await listing('--claude-settings', 'none.json')).toEqual(plain);
    // Not read unless the Claude Code listing is costed (or the file is named).
    writeFileSync(path.join(root, '.claude', 'settings.json'), '{ not json');
    expect((await runCli(['cost', '.claude/skills', '--strategies', 'none'], { cwd: root })).code).toBe(0);
    expect((await runCli(['cost', '.claude/skills', '--strategies', 'listing:claude-code'], { cwd: root })).code).toBe(
      2,
    );
  });

  it('--help', async () => {
    const r = await runCli(['cost', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: skillscope cost DIR [options]');
  });
});
