/**
 * Every host profile is usable beyond `skillscope hosts`: `--host` on `check`, `catalog`, `cost`
 * and `diff` (test/diff/diff.test.ts), `catalog --format`, cost's `listing:HOST` and the config's
 * `hosts` all take each named host, and each one's listing comes from that host's own
 * simulation (its budget, or none where none is known).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStrategy } from '../../src/cost/strategies.js';
import { CATALOG_FORMATS } from '../../src/report/access/formats.js';
import { NAMED_HOST_IDS } from '../../src/hosts/types.js';
import { PROFILE_IDS } from '../../src/hosts/profiles.js';
import { runCli } from '../helpers/cli.js';

/** A usage error: exit 2, nothing on stdout, one line on stderr matching `message`. */
function expectUsageError(r: { code: number; stdout: string; stderr: string }, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
}

/** What each host's own source gives as its budget at a 200k window (docs/hosts.md). */
const BUDGET_AT_200K = {
  'claude-code': 8_000,
  'claude-code-legacy': 15_000,
  codex: 4_000,
  'codex-legacy': 4_000,
  'copilot-cli': 15_000,
  'copilot-cli-legacy': 15_000,
  'gemini-cli': null,
  opencode: null,
  cursor: null,
} as const;

describe('every named host in every command that simulates a listing', () => {
  it('every profile of `skillscope hosts` is a named host', () => {
    for (const id of PROFILE_IDS) expect(NAMED_HOST_IDS).toContain(id);
  });

  it('cost parses listing:HOST for each named host', () => {
    for (const host of NAMED_HOST_IDS) {
      const parsed = parseStrategy(`listing:${host}`);
      expect(parsed.ok && parsed.strategy.kind === 'listing' && parsed.strategy.host).toBe(host);
    }
    expect(parseStrategy('listing:windsurf').ok).toBe(false);
  });

  it('catalog --format takes each named host', () => {
    for (const host of NAMED_HOST_IDS) expect(CATALOG_FORMATS).toContain(host);
  });

  it('check --host all simulates each named host with its own budget', async () => {
    const r = await runCli(['check', 'fixtures/skills', '--host', 'all', '--format', 'json']);
    expect(r.code).toBeLessThan(2);
    const doc = JSON.parse(r.stdout) as { budgets: { hosts: Record<string, { budget: number | null }> } };
    const budgets = Object.fromEntries(Object.entries(doc.budgets.hosts).map(([h, b]) => [h, b.budget]));
    expect(budgets).toEqual(BUDGET_AT_200K);
  });

  it('check --host copilot-cli runs that host alone; an unknown host is one line, exit 2', async () => {
    const r = await runCli(['check', 'fixtures/skills', '--host', 'copilot-cli', '--format', 'json']);
    expect(Object.keys((JSON.parse(r.stdout) as { budgets: { hosts: object } }).budgets.hosts)).toEqual([
      'copilot-cli',
    ]);
    const bad = await runCli(['check', 'fixtures/skills', '--host', 'windsurf']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('catalog --host H prints the bytes of --format H; several hosts each under a header; --json each listing', async () => {
    for (const host of NAMED_HOST_IDS) {
      const byHost = await runCli(['catalog', 'fixtures/skills', '--host', host, '--window', '100000']);
      const byFormat = await runCli(['catalog', 'fixtures/skills', '--format', host, '--window', '100000']);
      expect(byHost.code).toBe(0);
      expect(byHost.stdout).toBe(byFormat.stdout);
    }
    const two = await runCli(['catalog', 'fixtures/skills', '--host', 'codex,gemini-cli']);
    const codex = await runCli(['catalog', 'fixtures/skills', '--host', 'codex']);
    const gemini = await runCli(['catalog', 'fixtures/skills', '--host', 'gemini-cli']);
    expect(two.stdout).toBe(`==> codex <==\n${codex.stdout}\n==> gemini-cli <==\n${gemini.stdout}`);
    const doc = JSON.parse(
      (await runCli(['catalog', 'fixtures/skills', '--host', 'all', '--json', '--window', '200000'])).stdout,
    ) as { kind: string; windowTokens: number; listings: { host: string; budget: number | null; text: string }[] };
    expect(doc.kind).toBe('host_listings');
    expect(doc.windowTokens).toBe(200_000);
    expect(Object.fromEntries(doc.listings.map((l) => [l.host, l.budget]))).toEqual(BUDGET_AT_200K);
    expect(`${doc.listings.find((l) => l.host === 'codex')!.text}\n`).not.toBe(codex.stdout); // the window counts
  });

  it('catalog --host: an unknown host, or --host with another listing format, is one line, exit 2', async () => {
    expectUsageError(
      await runCli(['catalog', 'fixtures/skills', '--host', 'codx']),
      /--host: unknown host "codx" .*did you mean 'codex'/,
    );
    expectUsageError(
      await runCli(['catalog', 'fixtures/skills', '--host', 'codex', '--format', 'xml']),
      /--host prints host listings as text or json, not --format xml/,
    );
    expectUsageError(
      await runCli(['catalog', 'fixtures/skills', '--host', 'codex', '--format', 'claude-code']),
      /both name hosts: give them all to --host \(e\.g\. --host claude-code,codex\)/,
    );
  });

  it('cost --host chooses the listing strategies compared, over the default pair and over --strategies', async () => {
    const strategies = async (...extra: string[]): Promise<string[]> => {
      const r = await runCli(['cost', 'fixtures/skills', '--json', ...extra]);
      expect(r.code).toBe(0);
      return (JSON.parse(r.stdout) as { strategies: { name: string }[] }).strategies.map((s) => s.name);
    };
    const listings = (names: string[]) => names.filter((n) => n.startsWith('listing:'));
    expect(listings(await strategies())).toEqual(['listing:claude-code', 'listing:codex']);
    const chosen = await strategies('--host', 'copilot-cli,gemini-cli,cursor');
    expect(listings(chosen)).toEqual(['listing:copilot-cli', 'listing:gemini-cli', 'listing:cursor']);
    // In the place of the default pair: after index, before the access flows.
    expect(chosen.indexOf('listing:copilot-cli')).toBe(chosen.indexOf('index') + 1);
    expect(await strategies('--strategies', 'none,listing:codex', '--host', 'opencode')).toEqual([
      'none',
      'listing:opencode',
    ]);
    expect(await strategies('--strategies', 'none', '--host', 'codex')).toEqual(['none', 'listing:codex']);
    expect(listings(await strategies('--host', 'all'))).toEqual(NAMED_HOST_IDS.map((h) => `listing:${h}`));
  });

  it("cost without --host compares the config's hosts, unless --strategies names the listings", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillscope-cost-hosts-'));
    try {
      const config = path.join(dir, 'config.json');
      writeFileSync(config, '{"hosts": ["gemini-cli", "codex"]}');
      const names = async (...extra: string[]): Promise<string[]> => {
        const r = await runCli(['cost', 'fixtures/skills', '--json', '--config', config, ...extra]);
        expect(r.code).toBe(0);
        return (JSON.parse(r.stdout) as { strategies: { name: string }[] }).strategies
          .map((s) => s.name)
          .filter((n) => n.startsWith('listing:'));
      };
      expect(await names()).toEqual(['listing:gemini-cli', 'listing:codex']);
      expect(await names('--strategies', 'listing:claude-code')).toEqual(['listing:claude-code']);
      expect(await names('--host', 'opencode')).toEqual(['listing:opencode']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('cost --host: an unknown host is one line, exit 2', async () => {
    expectUsageError(
      await runCli(['cost', 'fixtures/skills', '--host', 'windsurf']),
      /--host: unknown host "windsurf"/,
    );
  });
});
