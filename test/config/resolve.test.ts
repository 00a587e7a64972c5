/**
 * One merge for every command — defaults < config < flags — and the commands that used to
 * merge on their own now agree: a config's encoding reaches report's page and check section as
 * it reaches audit and check.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/config/resolve.js';
import { parseConfig } from '../../src/config/parse.js';
import { UsageError } from '../../src/base/errors.js';
import { FIXTURES, runCli } from '../helpers/cli.js';
import { HOST_IDS } from '../../src/hosts/types.js';

/** `all`: every host but the generic one, which its own keys set up. */
const NAMED_HOSTS = HOST_IDS.filter((h) => h !== 'generic');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function temp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'resolve-'));
  dirs.push(d);
  return d;
}

describe('resolveOptions', () => {
  it('without config or flags: the built-in defaults', () => {
    const r = resolveOptions({});
    expect(r.encodings).toEqual(['o200k_base']);
    expect(r.windowTokens).toBe(200_000);
    expect(r.hosts).toEqual(['claude-code', 'codex']);
    expect(r.check).toEqual({
      profile: 'default',
      windowTokens: 200_000,
      encoding: 'o200k_base',
      rules: {},
      strict: false,
    });
    expect(r.auditBudgets).toEqual({ windowTokens: 200_000 });
    expect(r.discovery).toEqual({ ignore: [], followSkillLinks: true });
    expect(r.maxWarnings).toBeUndefined();
  });

  it('the config beats the defaults; flags beat the config; --rule and --ignore add to it', () => {
    const config = parseConfig(
      JSON.stringify({
        encoding: 'cl100k',
        window: 1000,
        hosts: ['codex'],
        profile: 'anthropic',
        rules: { SK302: 'off', SK401: 'error' },
        maxWarnings: 3,
        ignore: ['a/**'],
        budgets: { bodyMaxTokens: 10, catalogMaxTokens: 7 },
        install: ['p'],
      }),
      'c.json',
    );
    const fromConfig = resolveOptions(config);
    expect(fromConfig.encodings).toEqual(['cl100k_base']);
    expect(fromConfig.check).toMatchObject({
      encoding: 'cl100k_base',
      windowTokens: 1000,
      hosts: ['codex'],
      profile: 'anthropic',
      install: ['p'],
    });
    expect(fromConfig.auditBudgets).toEqual({ windowTokens: 1000, bodyTokens: 10, catalogTokens: 7 });
    const flagged = resolveOptions(config, {
      encodings: ['gpt2', 'o200k', 'r50k_base'],
      window: 5000,
      hosts: ['all'],
      profile: 'default',
      rules: { SK302: 'warn' },
      maxWarnings: 0,
      ignore: ['b/**'],
      bodyTokens: 99,
      followSkillLinks: false,
    });
    expect(flagged.encodings).toEqual(['r50k_base', 'o200k_base']);
    expect(flagged.check).toMatchObject({
      encoding: 'r50k_base',
      windowTokens: 5000,
      hosts: NAMED_HOSTS,
      profile: 'default',
      rules: { SK302: 'warn', SK401: 'error' },
    });
    expect(flagged.auditBudgets).toEqual({ windowTokens: 5000, bodyTokens: 99, catalogTokens: 7 });
    expect(flagged.maxWarnings).toBe(0);
    expect(flagged.discovery).toEqual({ ignore: ['a/**', 'b/**'], followSkillLinks: false });
  });

  it('an unknown flag encoding or host is a usage error', () => {
    expect(() => resolveOptions({}, { encodings: ['p99'] })).toThrow(UsageError);
    expect(() => resolveOptions({}, { hosts: ['windsurf'] })).toThrow(/--host: unknown host "windsurf"/);
  });
});

describe('every command reads the config encoding', () => {
  const skills = path.join(FIXTURES, 'skills');

  it('report charts and checks in the config encoding, as audit and check do', async () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'c.json'), '{"encoding":"cl100k_base"}');
    const out = path.join(dir, 'r.html');
    const r = await runCli(['report', skills, '--config', 'c.json', '--out', out], { cwd: dir });
    expect(r.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('cl100k_base catalog:');
    expect(html).not.toContain('o200k_base');
    const audit = JSON.parse(
      (await runCli(['audit', skills, '--config', 'c.json', '--json'], { cwd: dir })).stdout,
    ) as { encodings: string[] };
    expect(audit.encodings).toEqual(['cl100k_base']);
    // --encoding still beats the config.
    await runCli(['report', skills, '--config', 'c.json', '--out', out, '--encoding', 'o200k'], { cwd: dir });
    expect(readFileSync(out, 'utf8')).toContain('o200k_base catalog:');
  });

  it('cost counts in the config encoding', async () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'c.json'), '{"encoding":"cl100k_base"}');
    const doc = JSON.parse((await runCli(['cost', skills, '--config', 'c.json', '--json'], { cwd: dir })).stdout) as {
      encoding: string;
    };
    expect(doc.encoding).toBe('cl100k_base');
  });
});
