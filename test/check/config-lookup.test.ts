/**
 * Where the config is found (DIR, then each folder above it up to the
 * repository root), JSONC, absurd numbers as usage errors, `check` with no DIR, several DIRs in
 * one run, and `audit` reading the same budgets as `check`.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig as parseCheckConfig } from '../../src/config/parse.js';
import { blankJsonComments } from '../../src/config/jsonc.js';
import { UsageError } from '../../src/base/errors.js';
import { FIXTURES, runCli } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-lookup-'));
  temps.push(dir);
  return dir;
}

/** repo/.git, repo/skillscope.config.json (SK302 → error), repo/team/skills = the SK302 fixture. */
function repoWithConfig(config: unknown, where = ''): string {
  const repo = temp();
  mkdirSync(path.join(repo, '.git'));
  cpSync(path.join(FIXTURES, 'check', 'SK302-catalog-entry-over-budget'), path.join(repo, 'team', 'skills'), {
    recursive: true,
  });
  writeFileSync(
    path.join(repo, where, 'skillscope.config.json'),
    typeof config === 'string' ? config : JSON.stringify(config),
  );
  return repo;
}

type Doc = {
  findings: { code: string; severity: string; file: string; data: Record<string, unknown> }[];
  summary: { errors: number; files: number };
};

describe('config lookup walks up from DIR to the repository root', () => {
  it('finds the config two folders above DIR (cwd elsewhere)', async () => {
    const repo = repoWithConfig({ rules: { SK302: 'error' } });
    const elsewhere = temp();
    const r = await runCli(['check', path.join(repo, 'team', 'skills'), '--json'], { cwd: elsewhere });
    expect(r.code).toBe(1);
    expect((JSON.parse(r.stdout) as Doc).findings.map((f) => [f.code, f.severity])).toEqual([['SK302', 'error']]);
  });

  it('stops at the folder holding .git: a config above the repository is not used', async () => {
    const outer = temp();
    writeFileSync(path.join(outer, 'skillscope.config.json'), JSON.stringify({ rules: { SK302: 'error' } }));
    const repo = path.join(outer, 'repo');
    mkdirSync(path.join(repo, '.git'), { recursive: true });
    cpSync(path.join(FIXTURES, 'check', 'SK302-catalog-entry-over-budget'), path.join(repo, 'skills'), {
      recursive: true,
    });
    const elsewhere = temp();
    const r = await runCli(['check', path.join(repo, 'skills'), '--json'], { cwd: elsewhere });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Doc).findings.map((f) => [f.code, f.severity])).toEqual([['SK302', 'info']]);
  });

  it('a worktree (.git is a file) is a repository root too', async () => {
    const outer = temp();
    writeFileSync(path.join(outer, 'skillscope.config.json'), JSON.stringify({ rules: { SK302: 'error' } }));
    const repo = path.join(outer, 'wt');
    mkdirSync(repo);
    writeFileSync(path.join(repo, '.git'), 'gitdir: /elsewhere\n');
    cpSync(path.join(FIXTURES, 'check', 'SK302-catalog-entry-over-budget'), path.join(repo, 'skills'), {
      recursive: true,
    });
    expect((await runCli(['check', path.join(repo, 'skills')], { cwd: temp() })).code).toBe(0);
  });

  it('the nearest config wins over one further up', async () => {
    const repo = repoWithConfig({ rules: { SK302: 'error' } });
    writeFileSync(path.join(repo, 'team', 'skillscope.config.json'), JSON.stringify({ rules: { SK302: 'off' } }));
    const r = await runCli(['check', 'team/skills', '--json'], { cwd: repo });
    expect((JSON.parse(r.stdout) as Doc).findings).toEqual([]);
  });
});

describe('JSONC config', () => {
  it('allows // and /* */ comments and trailing commas, not inside strings', () => {
    const text =
      '{\n  // the gate\n  "rules": { "SK302": "off", }, /* off for now */\n  "profile": "claude-code", // a // in a comment\n}\n';
    expect(parseCheckConfig(text, 'c.json')).toEqual({ rules: { SK302: 'off' }, profile: 'claude-code' });
    expect(blankJsonComments('{"a": "x // y /* z */", "b": [1,]}')).toBe('{"a": "x // y /* z */", "b": [1 ]}');
    expect(blankJsonComments('{"a": "\\" // not a comment"}')).toBe('{"a": "\\" // not a comment"}');
  });

  it('keeps file:line:column for syntax errors after comments', () => {
    const text = '{\n  /* a\n     block */ "window": 1000,\n  "profile" "x"\n}';
    expect(() => parseCheckConfig(text, 'c.json')).toThrow(/^c\.json:4:13: not valid JSON/);
  });

  it('is read through the CLI', async () => {
    const repo = repoWithConfig('{\n  // SK302 is fatal here\n  "rules": { "SK302": "error", },\n}\n');
    const r = await runCli(['check', 'team/skills'], { cwd: repo });
    expect(r.code).toBe(1);
  });
});

describe('absurd numbers are usage errors naming the key and the range', () => {
  it.each([
    [
      '{"window": 1e308}',
      /^c\.json:1:2: window: expected a whole number from 1 to 100000000, got a whole number outside that range$/,
    ],
    ['{"window": -1}', /window: expected a whole number from 1 to 100000000, got a whole number outside/],
    ['{"window": 2.5}', /window: expected a whole number from 1 to/],
    ['{"window": "200000"}', /window: expected a whole number/],
    ['{"maxWarnings": 1e12}', /maxWarnings: expected a whole number from 0 to 1000000000/],
    ['{"listingBudget": 0}', /listingBudget: expected a whole number from 1 to/],
    ['{"budgets": {"bodyMaxTokens": 1e308}}', /budgets\.bodyMaxTokens: expected a whole number from 0 to 1000000000/],
    ['{"budgets": {"commonCuts": [240, -3]}}', /budgets\.commonCuts\[1\]: expected a whole number from 1 to/],
    ['{"budgets": {"confusableSimilarity": 2}}', /confusableSimilarity: expected a number in \(0, 1\]/],
  ])('%s', (text, message) => {
    expect(() => parseCheckConfig(text, 'c.json')).toThrow(UsageError);
    expect(() => parseCheckConfig(text, 'c.json')).toThrow(message);
  });

  it.each([
    [['audit', 'fixtures/check/clean', '--window', '1e308'], /--window expects a number from 1 to 100000000/],
    [['audit', 'fixtures/check/clean', '--top', '1e300'], /--top expects a number from 0 to 1000000000/],
    [['audit', 'fixtures/check/clean', '--body-tokens', 'NaN'], /--body-tokens expects a number/],
    [['audit', 'fixtures/check/clean', '--body-lines=-4'], /--body-lines expects a number from 1/],
    [['report', 'fixtures/check/clean', '--window', '1e308'], /--window expects a number from 1 to 100000000/],
    [
      ['check', 'fixtures/check/clean', '--description-cut', '1e10'],
      /--description-cut expects a number from 1 to 1000000000/,
    ],
    // Every whole-number option is capped at 10^9 unless it has a tighter range.
    [['route', 'fixtures/check/clean', 'convert csv', '--top', '1e300'], /--top expects a number from 1 to 1000000000/],
    [
      ['bench', 'fixtures/skills', '--queries', 'fixtures/queries.jsonl', '--misses', '1e12'],
      /--misses expects a number from 0 to 1000000000/,
    ],
    [['catalog', 'fixtures/check/clean', '--window', '1e308'], /--window expects a number from 1 to 100000000/],
  ])('%j exits 2 with one line', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('check with no DIR and with several DIRs', () => {
  it('no DIR checks the working directory', async () => {
    const cwd = path.join(FIXTURES, 'check', 'SK302-catalog-entry-over-budget');
    const r = await runCli(['check', '--json'], { cwd });
    const doc = JSON.parse(r.stdout) as Doc & { dir: string };
    expect(doc.dir).toBe('.');
    expect(doc.findings.map((f) => f.code)).toEqual(['SK302']);
  });

  it('no DIR in an empty folder is the usual "no skills" usage error', async () => {
    const r = await runCli(['check'], { cwd: temp() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no skills found in '\.'/);
  });

  it('several DIRs: one report, paths from the working directory, counts and exit code over all', async () => {
    // SK114 made an error, so one DIR fails the run.
    const r = await runCli([
      'check',
      'fixtures/check/clean',
      'fixtures/check/SK114-name-folder-mismatch',
      'fixtures/check/SK507-resource-copied-across-skills-folder',
      '--json',
      '--rule',
      'SK114=error',
    ]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as Doc & {
      dir: string;
      dirs: string[];
      runs: { dir: string; summary: { files: number } }[];
      budgets?: unknown;
    };
    expect(doc.dir).toBe('.');
    expect(doc.dirs).toEqual([
      'fixtures/check/clean',
      'fixtures/check/SK114-name-folder-mismatch',
      'fixtures/check/SK507-resource-copied-across-skills-folder',
    ]);
    expect(doc.runs.map((x) => x.summary.files)).toEqual([3, 1, 3]);
    expect(doc.summary.files).toBe(7);
    expect(doc.budgets).toBeUndefined();
    expect(doc.findings.map((f) => [f.code, f.file])).toEqual([
      ['SK114', 'fixtures/check/SK114-name-folder-mismatch/csv-tables/SKILL.md'],
      ['SK507', 'fixtures/check/SK507-resource-copied-across-skills-folder/docx/LICENSE.txt'],
      ['SK507', 'fixtures/check/SK507-resource-copied-across-skills-folder/docx/scripts'],
    ]);
    // Paths inside data are rebased too.
    expect(doc.findings[2]!.data['folders']).toEqual(
      ['docx', 'pptx', 'xlsx'].map((s) => `fixtures/check/SK507-resource-copied-across-skills-folder/${s}/scripts`),
    );
    // The clean DIR alone passes; the errors come from the other one.
    expect((await runCli(['check', 'fixtures/check/clean', 'fixtures/check/clean'])).code).toBe(0);
  });

  it('several DIRs in text: one host line per DIR and one summary', async () => {
    const r = await runCli([
      'check',
      'fixtures/check/clean',
      'fixtures/check/SK114-name-folder-mismatch',
      '--rule',
      'SK114=error',
    ]);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => /^fixtures\/check\/clean: (claude-code|codex): /.test(l))).toHaveLength(2);
    expect(
      lines.filter((l) => /^fixtures\/check\/SK114-name-folder-mismatch: (claude-code|codex): /.test(l)),
    ).toHaveLength(2);
    expect(lines.at(-1)).toMatch(/^✖ 1 error, 0 warnings, 0 infos in 4 skill files$/);
  });

  it('a bad DIR among several is a usage error', async () => {
    const r = await runCli(['check', 'fixtures/check/clean', 'fixtures/check/no-such-dir']);
    expect(r.code).toBe(2);
  });
});

describe('audit reads the same config as check', () => {
  it('budgets and window from skillscope.config.json found above DIR; flags win', async () => {
    const repo = repoWithConfig({ window: 1000, budgets: { bodyMaxTokens: 10, catalogMaxTokens: 5 } });
    const r = await runCli(['audit', 'team/skills', '--json'], { cwd: repo });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { budgets: Record<string, number>; findings: { kind: string }[] };
    expect(doc.budgets).toMatchObject({ windowTokens: 1000, bodyTokens: 10, catalogTokens: 5 });
    expect(doc.findings.map((f) => f.kind)).toContain('catalog-tokens');
    expect(doc.findings.map((f) => f.kind)).toContain('body-tokens');
    const flagged = JSON.parse(
      (await runCli(['audit', 'team/skills', '--json', '--window', '5000', '--body-tokens', '100000'], { cwd: repo }))
        .stdout,
    ) as typeof doc;
    expect(flagged.budgets).toMatchObject({ windowTokens: 5000, bodyTokens: 100000, catalogTokens: 5 });
  });

  it('--config FILE, and a bad config exits 2 as in check', async () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'c.json'), '{ "encoding": "cl100k" }');
    const r = await runCli(['audit', path.join(FIXTURES, 'check', 'clean'), '--json', '--config', 'c.json'], {
      cwd: dir,
    });
    expect((JSON.parse(r.stdout) as { encodings: string[] }).encodings).toEqual(['cl100k_base']);
    writeFileSync(path.join(dir, 'c.json'), '{ "window": 1e308 }');
    const bad = await runCli(['audit', path.join(FIXTURES, 'check', 'clean'), '--config', 'c.json'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^skillscope: c\.json:1:3: window: expected a whole number from 1 to 100000000/);
  });

  it('without a config the catalog budget follows --window (1 %)', async () => {
    const r = await runCli(['audit', 'fixtures/check/clean', '--json', '--window', '3000']);
    expect((JSON.parse(r.stdout) as { budgets: Record<string, number> }).budgets).toMatchObject({
      windowTokens: 3000,
      catalogTokens: 30,
    });
  });
});
