/**
 * Every host profile is usable beyond `skillscope hosts`: `check --host`, `catalog --format`,
 * cost's `listing:HOST` and the config's `hosts` all take each named host, and each one's
 * listing comes from that host's own simulation (its budget, or none where none is known).
 */
import { describe, expect, it } from 'vitest';
import { parseStrategy } from '../../src/cost/strategies.js';
import { CATALOG_FORMATS } from '../../src/report/access/formats.js';
import { NAMED_HOST_IDS } from '../../src/hosts/types.js';
import { PROFILE_IDS } from '../../src/hosts/profiles.js';
import { runCli } from '../helpers/cli.js';

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
});
