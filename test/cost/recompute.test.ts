/**
 * Every strategy's input tokens, for every request, recomputed independently: the reference
 * tokenizer (@dqbd/tiktoken), our own rendering of the index, brute-force distractor sums, and
 * the tool results rebuilt from the actions the run reports — then summed by hand as the
 * prompt model says (model.ts): call 1 = base + context + request; each further call adds two
 * message frames, the tool call and its result.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { get_encoding } from '@dqbd/tiktoken';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildCatalog,
  buildSearchIndex,
  buildView,
  discover,
  inspectRefs,
  searchSkills,
} from '../../src/access/index.js';
import { computeAudit } from '../../src/audit/audit.js';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { listingSkills, simulateListing } from '../../src/hosts/index.js';
import {
  DEFAULT_STRATEGIES,
  FULL_K_SEED,
  parseCostRouter,
  parseStrategy,
  runCost,
  seededOrder,
  SYSTEM_PROMPT,
  type CostResult,
  type Strategy,
} from '../../src/cost/index.js';
import { loadSkills } from '../../src/skills/load.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES } from '../helpers/cli.js';

const ref = get_encoding('o200k_base');
afterAll(() => ref.free());
const memo = new Map<string, number>();
function tokens(text: string): number {
  let n = memo.get(text);
  if (n === undefined) memo.set(text, (n = ref.encode(text, [], []).length));
  return n;
}

const set = loadSkills(path.join(FIXTURES, 'skills'));
const queries = parseQueries(readFileSync(path.join(FIXTURES, 'queries.jsonl'), 'utf8'));
const router = parseCostRouter();
if (!router.ok) throw new Error(router.message);
const strategies: Strategy[] = [...DEFAULT_STRATEGIES, 'full_3', 'full_29', 'full_31', 'full_1000'].map((s) => {
  const p = parseStrategy(s);
  if (!p.ok) throw new Error(p.message);
  return p.strategy;
});
const body = new Map(set.skills.map((s) => [s.name, s.body]));
const view = buildView([{ source: { label: 'user', dir: set.root, abs: set.root }, set }]);
const searchIndex = buildSearchIndex(view);
const json = (doc: unknown): string => JSON.stringify(doc, null, 2);

/** Our own index: `- name: description` in code-unit name order, whitespace collapsed, cut at 240 code points. */
function ownIndex(): string {
  const rows = set.skills
    .filter((s) => s.descriptionSource !== 'none' && s.description.trim() !== '')
    .map((s) => ({ name: s.name, d: [...s.description.replace(/\s+/g, ' ')].slice(0, 240).join('') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return rows.map((r) => `- ${r.name}: ${r.d}`).join('\n');
}

function context(strategy: Strategy, target: string): number {
  switch (strategy.kind) {
    case 'none':
    case 'search':
      return 0;
    case 'full': {
      if (strategy.k === 'all' || strategy.k >= set.skills.length)
        return set.skills.reduce((n, s) => n + tokens(s.body), 0);
      const order = seededOrder(set.skills.length, FULL_K_SEED).map((i) => set.skills[i]!.name);
      const distractors = order.filter((n) => n !== target).slice(0, strategy.k - 1);
      return [target, ...distractors].reduce((n, name) => n + tokens(body.get(name)!), 0);
    }
    case 'index':
      return tokens(ownIndex());
    case 'listing':
      return tokens(simulateListing(strategy.host, listingSkills(set), { windowTokens: 200_000 }).text);
    case 'catalog+discover':
      return tokens(json(buildCatalog(view, { discoveryTool: 'discover_skills' })));
  }
}

function resultOf(action: string): number {
  const space = action.indexOf(' ');
  const tool = action.slice(0, space);
  const args = JSON.parse(action.slice(space + 1)) as {
    name?: string;
    query?: string;
    any?: string[];
    refs?: string[];
  };
  if (tool === 'read_skill' || tool === 'load_skill') return tokens(body.get(args.name!)!);
  if (tool === 'discover_skills') return tokens(json(discover(view, args.query!, { limit: 20 })));
  if (tool === 'search_skills') return tokens(json(searchSkills(searchIndex, { any: args.any! })));
  if (tool === 'inspect_skills') return tokens(json(inspectRefs(view, args.refs!)));
  throw new Error(`unknown tool in ${action}`);
}

function check(result: CostResult, texts: ReadonlyMap<string, { text: string; target: string }>): number {
  const base = tokens(SYSTEM_PROMPT) + 2 * 3 + 3;
  let checked = 0;
  result.strategies.forEach((s, i) => {
    const strategy = strategies[i]!;
    for (const r of s.perRequest) {
      const { text, target } = texts.get(r.id)!;
      const want = [base + context(strategy, target) + tokens(text)];
      r.actions.forEach((a) => want.push(want[want.length - 1]! + 6 + tokens(a) + resultOf(a)));
      expect({ strategy: s.name, id: r.id, inputs: r.inputs }).toEqual({ strategy: s.name, id: r.id, inputs: want });
      checked++;
    }
  });
  return checked;
}

describe('cost: every strategy, every request, recomputed with @dqbd/tiktoken', () => {
  it('with the fixtures query set', () => {
    const result = runCost(set, {
      strategies,
      encoding: getEncoding('o200k_base'),
      windowTokens: 200_000,
      router: router.spec,
      queries,
    });
    const texts = new Map(
      queries
        .filter((q) => q.expect.kind === 'skills')
        .map((q) => [q.id, { text: q.query, target: (q.expect as { readonly names: readonly string[] }).names[0]! }]),
    );
    expect(check(result, texts)).toBe(strategies.length * texts.size);
    // The flows did open bodies, search pages and discover pages (the recomputation covered them).
    const actions = result.strategies.flatMap((s) =>
      s.perRequest.flatMap((r) => r.actions.map((a) => a.split(' ')[0])),
    );
    expect(new Set(actions)).toEqual(
      new Set(['read_skill', 'load_skill', 'discover_skills', 'search_skills', 'inspect_skills']),
    );
  });

  it('without a query file: one ideal request per skill', () => {
    const result = runCost(set, {
      strategies,
      encoding: getEncoding('o200k_base'),
      windowTokens: 200_000,
      router: router.spec,
    });
    const texts = new Map(set.skills.map((s) => [s.name, { text: '', target: s.name }]));
    expect(check(result, texts)).toBe(strategies.length * set.skills.length);
  });

  it('full_all = the audit body total + the per-request overhead, exactly', () => {
    const audit = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const bodyTotal = audit.totals.body.tokens['o200k_base']!.total;
    const full = parseStrategy('full_all');
    if (!full.ok) throw new Error(full.message);
    const result = runCost(set, {
      strategies: [full.strategy],
      encoding: getEncoding('o200k_base'),
      windowTokens: 200_000,
      router: router.spec,
    });
    const s = result.strategies[0]!;
    expect(s.inputTokens.min).toBe(bodyTotal + result.overhead.base);
    expect(s.inputTokens.max).toBe(bodyTotal + result.overhead.base);
    expect(result.overhead.base).toBe(tokens(SYSTEM_PROMPT) + 9);
    // With requests, each adds exactly its own tokens.
    const withQueries = runCost(set, {
      strategies: [full.strategy],
      encoding: getEncoding('o200k_base'),
      windowTokens: 200_000,
      router: router.spec,
      queries,
    });
    for (const r of withQueries.strategies[0]!.perRequest) {
      const q = queries.find((x) => x.id === r.id)!;
      expect(r.inputs).toEqual([bodyTotal + result.overhead.base + tokens(q.query)]);
    }
  });
});
