/**
 * The shipped JSON Schema and the parser are two readings of one declaration: on every sample
 * document an editor validating against the schema (ajv, as editors do) and skillscope agree on
 * accept or refuse. The samples cover each key's type, range and unknown members.
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CONFIG_JSON_SCHEMA } from '../../src/config/json-schema.js';
import { parseConfig } from '../../src/config/parse.js';

const ajv = new Ajv({ strict: true, allErrors: true });
const validate = ajv.compile(CONFIG_JSON_SCHEMA);

const ACCEPTED: unknown[] = [
  {},
  { $schema: './node_modules/skillscope/schema/skillscope.config.schema.json' },
  { profile: 'claude-code', hosts: 'codex', window: 1, encoding: 'o200k' },
  { hosts: ['all', 'codex'], maxWarnings: 0, listingBudget: 1, descriptionCut: 1_000_000_000 },
  { rules: { SK302: 'warning', SK101: 'off' }, budgets: { commonCuts: [], confusableSimilarity: 1, skillMaxBytes: 0 } },
  { ignore: [], install: ['a', 'b'], prices: { m: { in: 0, out: 1_000_000, cachedIn: 0.1, note: 'n' } } },
];

const REFUSED: unknown[] = [
  [],
  'x',
  { colour: true },
  { profile: 'cursor' },
  { hosts: [] },
  { hosts: ['generic'] },
  { hosts: 3 },
  { window: 0 },
  { window: 100_000_001 },
  { window: 2.5 },
  { window: '200000' },
  { encoding: 'p99' },
  { rules: { SK999: 'off' } },
  { rules: { SK302: 'fatal' } },
  { budgets: { bodyLines: 1 } },
  { budgets: { commonCuts: [0] } },
  { budgets: { confusableSimilarity: 0 } },
  { budgets: { entryMaxTokens: -1 } },
  { maxWarnings: 1e12 },
  { ignore: [''] },
  { ignore: ['  '] },
  { install: [] },
  { prices: { m: { in: 1 } } },
  { prices: { m: { in: 1, out: 2, extra: 3 } } },
  { prices: { m: { in: -1, out: 2 } } },
  { prices: { m: { in: 1, out: 2, note: '' } } },
];

describe('the JSON Schema agrees with the parser', () => {
  it.each(ACCEPTED.map((d) => [JSON.stringify(d), d]))('both accept %s', (_, doc) => {
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(() => parseConfig(JSON.stringify(doc), 'c.json')).not.toThrow();
  });

  it.each(REFUSED.map((d) => [JSON.stringify(d), d]))('both refuse %s', (_, doc) => {
    expect(validate(doc)).toBe(false);
    expect(() => parseConfig(JSON.stringify(doc), 'c.json')).toThrow();
  });

  it('names every rule code, so editors complete them', () => {
    const rules = (
      (CONFIG_JSON_SCHEMA as unknown as { properties: unknown }).properties as {
        rules: { properties: Record<string, unknown> };
      }
    ).rules.properties;
    expect(Object.keys(rules)).toContain('SK302');
    expect(Object.keys(rules).every((k) => /^SK\d{3}$/.test(k))).toBe(true);
  });
});
