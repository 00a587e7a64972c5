/**
 * The config parser: every problem names the file, the line and column of the key, the key's
 * path and what was expected — and never the value the file holds (a config can be a link to a
 * file of secrets; the kind of value is enough to fix it).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import { UsageError } from '../../src/base/errors.js';
import { HOST_IDS } from '../../src/hosts/types.js';

/** `all`: every host but the generic one, which its own keys set up. */
const NAMED_HOSTS = HOST_IDS.filter((h) => h !== 'generic');

function problem(text: string): string {
  try {
    parseConfig(text, 'c.json');
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('parseConfig', () => {
  it('accepts every key, resolves aliases and `all`, ignores $schema', () => {
    const text = JSON.stringify({
      $schema: './node_modules/skillscope/schema/skillscope.config.schema.json',
      profile: 'anthropic',
      hosts: 'all',
      window: 128000,
      encoding: 'CL100K',
      rules: { sk302: 'warning', SK401: 'off' },
      budgets: { commonCuts: [240], confusableSimilarity: 0.9, bodyMaxLines: 0 },
      maxWarnings: 0,
      ignore: ['tests/**'],
      install: ['a'],
      listingBudget: 8000,
      descriptionCut: 250,
      prices: { m: { in: 1, out: 2, cachedIn: 0.5, note: 'n' } },
    });
    expect(parseConfig(text, 'c.json')).toEqual({
      profile: 'anthropic',
      hosts: NAMED_HOSTS,
      window: 128000,
      encoding: 'cl100k_base',
      rules: { SK302: 'warn', SK401: 'off' },
      budgets: { commonCuts: [240], confusableSimilarity: 0.9, bodyMaxLines: 0 },
      maxWarnings: 0,
      ignore: ['tests/**'],
      install: ['a'],
      listingBudget: 8000,
      descriptionCut: 250,
      prices: { m: { in: 1, out: 2, cachedIn: 0.5, note: 'n' } },
    });
    expect(parseConfig('{}', 'c.json')).toEqual({});
  });

  it.each([
    [
      '{\n  "window": 1000,\n  "colour": true\n}',
      'c.json:3:3: colour: unknown key (keys: profile, hosts, window, encoding, rules, budgets, maxWarnings, ignore, install, listingBudget, descriptionCut, prices)',
    ],
    [
      '{\n  "budgets": {\n    "commonCuts": [240,\n      "x"]\n  }\n}',
      'c.json:4:7: budgets.commonCuts[1]: expected a whole number from 1 to 1000000000, got a string',
    ],
    [
      '{"budgets": {"bodyLines": 10}}',
      'c.json:1:14: budgets.bodyLines: unknown budget (budgets: nameMaxChars, descriptionMaxChars, compatibilityMaxChars, bodyMaxLines, bodyMaxTokens, catalogMaxTokens, entryMaxTokens, commonCuts, confusableSimilarity, bodyTermMinScore, referenceWarnTokens, referenceErrorTokens, referencesTotalWarnTokens, referencesTotalErrorTokens, resourceMaxBytes, skillMaxBytes)',
    ],
    [
      '{"rules": {"SK302": "off",\n "SK999": "off"}}',
      'c.json:2:2: rules.SK999: unknown rule code (see skillscope rules)',
    ],
    ['{"prices": {"m": {"out": 2}}}', 'c.json:1:13: prices.m.in: missing (required)'],
    [
      '{"hosts": ["codex", "windsurf"]}',
      'c.json:1:21: hosts[1]: must be one of claude-code, claude-code-legacy, codex, codex-legacy, copilot-cli, copilot-cli-legacy, gemini-cli, opencode, cursor, all, got another string',
    ],
    ['{"hosts": []}', 'c.json:1:2: hosts: expected a host or a list of hosts, got an empty list'],
    [
      '{"window": 2.5}',
      'c.json:1:2: window: expected a whole number from 1 to 100000000, got a number with a fraction or outside that range',
    ],
    [
      '{"budgets": {"confusableSimilarity": 0}}',
      'c.json:1:14: budgets.confusableSimilarity: expected a number in (0, 1], got a whole number outside that range',
    ],
    ['{"ignore": ["  "]}', 'c.json:1:13: ignore[0]: expected a glob string, got a blank string'],
    ['[]', 'c.json:1:1: expected a JSON object, got a list'],
    ['{"profile": null}', 'c.json:1:2: profile: must be one of default, claude-code, anthropic, got null'],
  ])('%j', (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it('for a duplicated key points at the last one, which JSON.parse keeps', () => {
    expect(problem('{"window": 5,\n"window": "x"}')).toBe(
      'c.json:2:1: window: expected a whole number from 1 to 100000000, got a string',
    );
  });

  it('counts lines and columns in the file as written, comments included', () => {
    const text = '{\n  // a comment with "quotes" and { braces\n  /* block\n     comment */ "window": "big",\n}';
    expect(problem(text)).toBe('c.json:4:17: window: expected a whole number from 1 to 100000000, got a string');
  });

  it('never prints a value of the file, only its kind', () => {
    const secret = 'AKIA_SECRET_TOKEN_123';
    for (const text of [
      `{"encoding": "${secret}"}`,
      `{"profile": "${secret}"}`,
      `{"hosts": ["${secret}"]}`,
      `{"rules": {"SK302": "${secret}"}}`,
      `{"window": "${secret}"}`,
      `{"prices": {"m": {"in": "${secret}", "out": 1}}}`,
    ]) {
      expect(problem(text)).not.toContain(secret);
    }
  });

  it('cuts a huge key to a short one in the message', () => {
    const key = 'k'.repeat(10_000);
    const message = problem(`{"${key}": 1}`);
    expect(message.length).toBeLessThan(300);
    expect(message).toContain(`${'k'.repeat(60)}…: unknown key`);
  });

  it('locates a problem in a file nested far deeper than the stack allows recursion', () => {
    const depth = 200_000;
    const text = `{"budgets": {"commonCuts": [${'['.repeat(depth)}${']'.repeat(depth)}]}}`;
    expect(problem(text)).toBe(
      'c.json:1:29: budgets.commonCuts[0]: expected a whole number from 1 to 1000000000, got a list',
    );
  });
});
