/**
 * The `check` command (its help is pinned in test/cli/help/): config file loading and validation
 * (bad config → exit 2 naming the key), severity overrides, --strict, --max-warnings, and
 * bad options.
 */
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig as parseCheckConfig } from '../../src/config/parse.js';
import { UsageError } from '../../src/base/errors.js';
import { FIXTURES, runCli } from '../helpers/cli.js';
import { HOST_IDS } from '../../src/hosts/types.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function withConfig(fixture: string, config: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-config-'));
  temps.push(dir);
  cpSync(path.join(FIXTURES, 'check', fixture), path.join(dir, 'skills'), { recursive: true });
  writeFileSync(path.join(dir, 'skillscope.config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return dir;
}

describe('severity options', () => {
  const warnOnly = 'fixtures/check/SK401-description-no-trigger';

  it('a warning alone exits 0; --strict makes it an error; --max-warnings 0 fails on it', async () => {
    expect((await runCli(['check', warnOnly])).code).toBe(0);
    const strict = await runCli(['check', warnOnly, '--strict', '--json']);
    expect(strict.code).toBe(1);
    expect((JSON.parse(strict.stdout) as { findings: { severity: string }[] }).findings.map((f) => f.severity)).toEqual(
      ['error'],
    );
    expect((await runCli(['check', warnOnly, '--max-warnings', '0'])).code).toBe(1);
    expect((await runCli(['check', warnOnly, '--max-warnings', '1'])).code).toBe(0);
  });

  it('--rule turns rules off or up', async () => {
    const off = await runCli(['check', 'fixtures/check/SK114-name-folder-mismatch', '--rule', 'SK114=off', '--json']);
    expect(off.code).toBe(0);
    expect((JSON.parse(off.stdout) as { findings: unknown[] }).findings).toEqual([]);
    expect((await runCli(['check', warnOnly, '--rule', 'sk401=error'])).code).toBe(1);
  });

  it('--rule takes a comma list, and repeats', async () => {
    const list = await runCli([
      'check',
      'fixtures/check/SK114-name-folder-mismatch',
      '--rule',
      'SK401=error,SK114=off',
      '--json',
    ]);
    expect((JSON.parse(list.stdout) as { findings: unknown[] }).findings).toEqual([]);
    expect(list.code).toBe(0);
    const both = await runCli(['check', warnOnly, '--rule', 'SK114=off, SK401=error', '--rule', 'SK403=off', '--json']);
    expect(
      (JSON.parse(both.stdout) as { findings: { code: string; severity: string }[] }).findings.map((f) => [
        f.code,
        f.severity,
      ]),
    ).toEqual([['SK401', 'error']]);
    expect((await runCli(['check', warnOnly, '--rule', 'SK401=off,SK999=off'])).code).toBe(2);
  });

  it('--profile anthropic adds the platform rules', async () => {
    const r = await runCli([
      'check',
      'fixtures/check/SK141-anthropic-reserved-name',
      '--profile',
      'anthropic',
      '--json',
    ]);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.stdout) as { findings: { code: string }[] }).findings.map((f) => f.code)).toEqual(['SK141']);
    expect((await runCli(['check', 'fixtures/check/SK141-anthropic-reserved-name'])).code).toBe(0);
  });

  it('--listing-budget and --description-cut add the generic host', async () => {
    const r = await runCli([
      'check',
      'fixtures/check/SK311-host-cuts-description',
      '--description-cut',
      '40',
      '--json',
    ]);
    const doc = JSON.parse(r.stdout) as {
      findings: { code: string; data: Record<string, unknown> }[];
      budgets: { hosts: Record<string, unknown> };
    };
    expect(Object.keys(doc.budgets.hosts)).toEqual(['claude-code', 'codex', 'generic']);
    expect(doc.findings.map((f) => [f.code, f.data['host'], f.data['count']])).toEqual([['SK311', 'generic', 1]]);
    expect((doc.findings[0]!.data['skills'] as { shownChars: number }[]).map((m) => m.shownChars)).toEqual([40]);
  });
});

describe('config file', () => {
  it('is found in DIR and applied (rules, budgets, maxWarnings)', async () => {
    const dir = withConfig('SK302-catalog-entry-over-budget', {
      rules: { SK302: 'error' },
      budgets: { entryMaxTokens: 120 },
    });
    const r = await runCli(['check', 'skills', '--json', '--config', 'skillscope.config.json'], { cwd: dir });
    const doc = JSON.parse(r.stdout) as {
      findings: { code: string; severity: string; data: Record<string, unknown> }[];
    };
    expect(doc.findings.map((f) => [f.code, f.severity, f.data['max']])).toEqual([['SK302', 'error', 120]]);
    expect(r.code).toBe(1);
    // Found without --config in the working directory too; a flag beats the file.
    expect((await runCli(['check', 'skills'], { cwd: dir })).code).toBe(1);
    expect((await runCli(['check', 'skills', '--rule', 'SK302=warn'], { cwd: dir })).code).toBe(0);
  });

  it.each([
    [{ rules: { SK999: 'off' } }, /rules\.SK999: unknown rule code/],
    [{ rules: { SK101: 'fatal' } }, /rules\.SK101: must be one of error, warn, info, off/],
    [{ colour: true }, /:1:2: colour: unknown key \(keys: profile, hosts/],
    [{ budgets: { bodyLines: 10 } }, /budgets\.bodyLines: unknown budget/],
    [{ window: -5 }, /window: expected a whole number/],
    [
      { hosts: ['windsurf'] },
      /hosts\[0\]: must be one of claude-code, claude-code-legacy, codex, codex-legacy, copilot-cli, copilot-cli-legacy, gemini-cli, opencode, cursor, all, got another string/,
    ],
    ['{ not json', /skillscope\.config\.json:1:3: not valid JSON/],
    ['{\n  "window": 1000,\n  "profile" "default"\n}', /skillscope\.config\.json:3:13: not valid JSON/],
    ['{\n  "window": x\n}', /skillscope\.config\.json:2:13: not valid JSON: Unexpected token 'x'\n$/],
    ['{\n  "window": 1,\n', /skillscope\.config\.json:3:1: not valid JSON/],
    [{ profile: 'cursor' }, /: profile: must be one of/],
  ])('a bad config exits 2 naming the key: %j', async (config, message) => {
    const dir = withConfig('clean', config);
    const r = await runCli(['check', 'skills'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/position|profile must|\bprofile\b.*\bprofile\b/);
  });

  it('parses a full config', () => {
    expect(
      parseCheckConfig(
        JSON.stringify({
          profile: 'claude-code',
          hosts: ['all'],
          window: 1000,
          maxWarnings: 0,
          encoding: 'cl100k',
          rules: { sk302: 'warning' },
          budgets: { commonCuts: [240] },
        }),
        'c.json',
      ),
    ).toEqual({
      profile: 'claude-code',
      hosts: HOST_IDS.filter((h) => h !== 'generic'),
      window: 1000,
      maxWarnings: 0,
      encoding: 'cl100k_base',
      rules: { SK302: 'warn' },
      budgets: { commonCuts: [240] },
    });
    expect(() => parseCheckConfig('[]', 'c.json')).toThrow(UsageError);
  });
});

describe('bad options exit 2 with one line', () => {
  it.each([
    [
      ['check', 'fixtures/check/clean', '--window', '1e308'],
      /^skillscope: --window expects a number from 1 to 100000000, got '1e308'\n$/,
    ],
    [['check', 'fixtures/check/clean', '--max-warnings', '-1'], /--max-warnings/],
    [['check', 'fixtures/check/clean', '--listing-budget', '2.5'], /--listing-budget expects a whole number/],
    [['check', 'fixtures/check/clean', '--format', 'xml'], /--format must be text, json, github or sarif/],
    [['check', 'fixtures/check/clean', '--format', 'jsn'], /--format must be .*got 'jsn' \(did you mean 'json'\?\)\n$/],
    [['check', 'fixtures/check/clean', '--format', 'markdown'], /got 'markdown' \(for a pull-request view use github;/],
    [['check', 'fixtures/check/clean', '--profile', 'claude-cod'], /did you mean 'claude-code'\?/],
    [['check', 'fixtures/check/clean', '--rule', 'SK101'], /--rule expects CODE=/],
    [['check', 'fixtures/check/clean', '--rule', 'SK101=loud'], /severity must be one of/],
    [['check', 'fixtures/check/clean', '--host', 'windsurf'], /unknown host/],
    [['check', 'fixtures/check/clean', '--profile', 'cursor'], /--profile must be/],
    [['check', 'fixtures/check/clean', '--encoding', 'p99'], /unknown encoding 'p99'/],
    [['check', 'fixtures/check/clean', '--encoding', 'cl100k,o200k'], /--encoding takes one encoding/],
    [['check', 'fixtures/check/clean', '--window', '0'], /--window expects a number/],
    [['check', 'fixtures/check/clean', '--config', 'nope.json'], /cannot read config 'nope.json'/],
    [['check', 'fixtures/check/no-such-dir'], /cannot read/],
  ])('%j', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
