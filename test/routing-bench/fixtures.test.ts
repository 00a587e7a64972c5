/**
 * Guards the composition the issue requires of fixtures/queries.jsonl (for fixtures/skills):
 * at least 48 positives, half English / half Chinese, half with a product or format word /
 * half without, and at least 10 negatives — so an edit to the fixture cannot quietly unbalance
 * the per-language and per-cue breakdowns docs/commands/bench.md quotes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/cli.js';
import { checkExpectedNames, isPositive, parseQueries } from '../../src/routing-bench/index.js';
import { loadSkills } from '../../src/skills/index.js';

const queries = parseQueries(readFileSync(path.join(FIXTURES, 'queries.jsonl'), 'utf8'));
const positives = queries.filter(isPositive);
const negatives = queries.filter((q) => !isPositive(q));

function tally(values: readonly (string | null)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1;
  return out;
}

describe('fixtures/queries.jsonl', () => {
  it('has at least 48 positives and 10 negatives', () => {
    expect(positives.length).toBeGreaterThanOrEqual(48);
    expect(negatives.length).toBeGreaterThanOrEqual(10);
  });
  it('splits the positives half English / half Chinese', () => {
    const half = positives.length / 2;
    expect(tally(positives.map((q) => q.lang))).toEqual({ en: half, zh: half });
  });
  it('splits the positives half with a product or format word / half plain', () => {
    const half = positives.length / 2;
    expect(tally(positives.map((q) => q.cue))).toEqual({ product: half, plain: half });
  });
  it('labels every negative with a language and expects only skills that exist', () => {
    for (const q of negatives) expect(q.lang, q.id).toMatch(/^(en|zh)$/);
    const set = loadSkills(path.join(FIXTURES, 'skills'));
    expect(() =>
      checkExpectedNames(
        queries,
        set.skills.map((s) => s.name),
      ),
    ).not.toThrow();
  });
});
