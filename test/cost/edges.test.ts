/** `runCost` at its edges: no requests, a window smaller than the index, k beyond the pool, one skill. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQueries } from '../../src/routing-bench/queries.js';
import {
  costNeeds,
  costVerdict,
  DEFAULT_STRATEGIES,
  parseCostRouter,
  parseStrategy,
  runCost,
  type CostOptions,
  type Strategy,
} from '../../src/cost/index.js';
import { loadSkills } from '../../src/skills/load.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES } from '../helpers/cli.js';

const fixtures = loadSkills(path.join(FIXTURES, 'skills'));
const router = parseCostRouter();
if (!router.ok) throw new Error(router.message);
function strategies(names: readonly string[]): Strategy[] {
  return names.map((s) => {
    const p = parseStrategy(s);
    if (!p.ok) throw new Error(p.message);
    return p.strategy;
  });
}
const base: CostOptions = {
  strategies: strategies(DEFAULT_STRATEGIES),
  encoding: getEncoding('o200k_base'),
  windowTokens: 200_000,
  router: router.spec,
};
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('cost edges', () => {
  it('an empty query set costs nothing and says so', () => {
    const r = runCost(fixtures, { ...base, queries: [] });
    expect(r.requests).toEqual({ n: 0, fromQueries: true, leftOut: 0 });
    for (const s of r.strategies) {
      expect(s.inputTokens).toEqual({ min: 0, median: 0, mean: 0, max: 0 });
      expect(s.reach?.withinBudget).toEqual({ hits: 0, n: 0, rate: null, ci95: null });
    }
    expect(r.verdict).toEqual({ kind: 'none', reason: 'no-requests' });
  });

  it('negatives are left out and counted', () => {
    const q = parseQueries(
      '{"id":"a","query":"fill a pdf form","expect":"pdf-form-filler"}\n{"id":"b","query":"bake bread","expect":null}\n',
    );
    const r = runCost(fixtures, { ...base, queries: q });
    expect(r.requests).toEqual({ n: 1, fromQueries: true, leftOut: 1 });
  });

  it('a target not in the directory is a query-file error naming the line', () => {
    const q = parseQueries(
      '{"id":"a","query":"x","expect":"pdf-form-filler"}\n{"id":"b","query":"y","expect":"pdf-form-filer"}\n',
    );
    expect(() => runCost(fixtures, { ...base, queries: q })).toThrow(
      expect.objectContaining({ line: 2, code: 'unknown-skill' }),
    );
  });

  it('a window smaller than the index: index requests are over it and read nothing', () => {
    const r = runCost(fixtures, {
      ...base,
      strategies: strategies(['none', 'index', 'full_all']),
      windowTokens: 1000,
      queries: parseQueries('{"query":"fill a pdf form","expect":"pdf-form-filler"}\n'),
    });
    const [none, index, full] = r.strategies;
    expect(none!.window).toEqual({ fits: 1, over: 0 });
    expect(index!.window).toEqual({ fits: 0, over: 1 });
    expect(index!.reach!.withinBudget.hits).toBe(0);
    expect(full!.reach!.top1.hits).toBe(0);
    expect(r.verdict).toMatchObject({ kind: 'reach', strategy: 'none' });
  });

  it('k larger than the number of skills is the whole pool, and not an oracle', () => {
    const r = runCost(fixtures, { ...base, strategies: strategies(['full_1000', 'full_all', 'full_29']) });
    const [big, all, k29] = r.strategies;
    expect(big!.perRequest.map((x) => x.inputs)).toEqual(all!.perRequest.map((x) => x.inputs));
    expect(big!.oracle).toBe(false);
    expect(k29!.oracle).toBe(true);
    expect(k29!.inputTokens.max).toBeLessThan(all!.inputTokens.min);
  });

  it('a directory of one skill: every strategy runs; full_1 is full_all', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cost-one-'));
    temps.push(dir);
    mkdirSync(path.join(dir, 'solo'));
    writeFileSync(
      path.join(dir, 'solo', 'SKILL.md'),
      '---\nname: solo\ndescription: Formats solo reports. Use when asked for a solo report.\n---\n# Solo\n\nWrite the report in three parts.\n',
    );
    const set = loadSkills(dir);
    const r = runCost(set, { ...base, queries: parseQueries('{"query":"write a solo report","expect":"solo"}\n') });
    const byName = new Map(r.strategies.map((s) => [s.name, s]));
    expect(byName.get('full_1')!.perRequest[0]!.inputs).toEqual(byName.get('full_all')!.perRequest[0]!.inputs);
    expect(byName.get('full_1')!.oracle).toBe(false);
    for (const name of ['index', 'listing:claude-code', 'listing:codex', 'catalog+discover', 'search']) {
      expect(byName.get(name)!.reach!.top1.hits, name).toBe(1);
      expect(byName.get(name)!.perRequest[0]!.opened, name).toEqual(['solo']);
    }
  });

  it('max-opens bounds the bodies opened', () => {
    const q = parseQueries('{"query":"review the report table for the data","expect":"zh-en-translation"}\n');
    for (const maxOpens of [1, 2, 4]) {
      const r = runCost(fixtures, { ...base, strategies: strategies(['index']), maxOpens, queries: q });
      expect(r.strategies[0]!.perRequest[0]!.opened.length).toBeLessThanOrEqual(maxOpens);
      expect(r.strategies[0]!.perRequest[0]!.inputs.length).toBe(r.strategies[0]!.perRequest[0]!.opened.length + 1);
    }
  });

  it('dollars: input, output and a cached prefix, per 1,000 requests', () => {
    const q = parseQueries('{"query":"fill a pdf form","expect":"pdf-form-filler"}\n');
    const pricing = { in: 2, out: 10, cachedIn: 0.5, cachedShare: 0, source: 'options', note: null };
    const plain = runCost(fixtures, {
      ...base,
      strategies: strategies(['full_all']),
      queries: q,
      outputTokens: 100,
      pricing,
    });
    const s = plain.strategies[0]!;
    expect(s.dollarsPer1000).toBeCloseTo(((s.inputTokens.mean * 2 + 100 * 10) / 1e6) * 1000, 9);
    const cached = runCost(fixtures, {
      ...base,
      strategies: strategies(['full_all']),
      queries: q,
      outputTokens: 100,
      pricing: { ...pricing, cachedShare: 1 },
    });
    // Call 1's cacheable prefix is the system message: prompt + bodies + one frame (not the request).
    const input = s.inputTokens.mean;
    const bodies = input - plain.overhead.base - getEncoding('o200k_base').count('fill a pdf form');
    const prefix = plain.overhead.systemPromptTokens + bodies + 3;
    expect(cached.strategies[0]!.dollarsPer1000!).toBeCloseTo(
      (((input - prefix) * 2 + prefix * 0.5 + 100 * 10) / 1e6) * 1000,
      9,
    );
  });

  it('library misuse throws ApiUsageError naming the argument', () => {
    expect(() => runCost(fixtures.skills as never, base)).toThrow(
      expect.objectContaining({ name: 'ApiUsageError', message: expect.stringContaining('set') }),
    );
    expect(() => runCost(fixtures, { ...base, encoding: 'o200k_base' as never })).toThrow(
      expect.objectContaining({ name: 'ApiUsageError', message: expect.stringContaining('options.encoding') }),
    );
  });

  it('loads by need: the levels costNeeds asks for give the same result as a full load; less is refused', () => {
    const q = parseQueries(readFileSync(path.join(FIXTURES, 'queries.jsonl'), 'utf8'));
    const needs = costNeeds(base.strategies);
    expect(needs).toEqual({ body: true, resources: 'meta', hashes: false });
    const lean = loadSkills(path.join(FIXTURES, 'skills'), { needs });
    expect(runCost(lean, { ...base, queries: q })).toEqual(runCost(fixtures, { ...base, queries: q }));
    expect(costNeeds(strategies(['index', 'full_all']))).toEqual({ body: true, resources: 'none', hashes: false });
    const frontmatter = loadSkills(path.join(FIXTURES, 'skills'), {
      needs: { body: false, resources: 'none', hashes: false },
    });
    expect(() => runCost(frontmatter, base)).toThrow(expect.objectContaining({ name: 'ApiUsageError' }));
  });

  it('the verdict never picks an oracle and prefers fewer dollars', () => {
    const r = runCost(fixtures, {
      ...base,
      queries: parseQueries('{"query":"fill a pdf form","expect":"pdf-form-filler"}\n'),
    });
    expect(r.verdict.kind).toBe('reach');
    const pick = r.strategies.find((s) => r.verdict.kind === 'reach' && s.name === r.verdict.strategy)!;
    expect(pick.oracle).toBe(false);
    expect(costVerdict([], 5, false)).toEqual({ kind: 'none', reason: 'no-requests' });
  });
});
