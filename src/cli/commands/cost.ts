/** `skillscope cost DIR`: what each way of exposing the skills costs per request, and what it buys. */
import { DEFAULT_WINDOW_TOKENS } from '../../audit/audit.js';
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { didYouMean } from '../../base/suggest.js';
import type { BenchQuery } from '../../routing-bench/queries.js';
import { DEFAULT_MAX_DEPTH } from '../../skills/load.js';
import {
  DEFAULT_COST_ROUTER,
  DEFAULT_MAX_OPENS,
  DEFAULT_OUTPUT_TOKENS,
  DEFAULT_STRATEGIES,
  MAX_PRICE_USD_PER_M,
  defaultStrategiesFor,
  DEFAULT_WITHIN_POINTS,
  costNeeds,
  parseCostRouter,
  parseStrategy,
  runCost,
  withListingHosts,
  type Pricing,
  type Strategy,
} from '../../cost/index.js';
import type { PriceEntry } from '../../cost/price.js';
import { resolveOptions } from '../../config/resolve.js';
import { renderCostJson } from '../../report/cost/json.js';
import { renderCostMarkdown } from '../../report/cost/markdown.js';
import { renderCostTable } from '../../report/cost/table.js';
import { listOption } from '../args.js';
import { defineOptions, helpText, intArg, numberArg, optionalNumberArg, parseOptions } from '../options.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { DEFAULT_ENCODING } from '../../tokenizer/names.js';
import type { Command } from '../command.js';
import { readQueries } from '../query-set.js';
import { CLAUDE_SETTINGS_OPTION, loadClaudeSettings } from '../claude-settings.js';
import { loadEncodings } from '../encodings.js';
import { UsageError } from '../errors.js';
import { configBase, loadConfig } from '../files.js';
import { terminalWidth, useColor } from '../io.js';
import {
  dirArgument,
  DISCOVERY_OPTIONS,
  discoveryFlags,
  formatOption,
  inQueryFile,
  LAYOUT_OPTIONS,
  layoutOption,
  loadDir,
  phaseProgress,
  REPORT_FORMAT_OPTIONS,
  requireSkills,
} from '../shared.js';

const PRICE = { kind: 'string', placeholder: 'USD', min: 0, max: MAX_PRICE_USD_PER_M } as const;

const OPTIONS = defineOptions({
  queries: {
    kind: 'string',
    placeholder: 'FILE',
    help: 'requests with their target skills (any format bench reads); without it: one request per skill, reach not measured',
  },
  skill: { kind: 'string', placeholder: 'NAME', help: 'the skill "should_trigger" queries are about' },
  strategies: {
    kind: 'multiple',
    placeholder: 'S,…',
    help: 'strategies to cost (default: {default})',
    default: DEFAULT_STRATEGIES,
  },
  host: {
    kind: 'multiple',
    placeholder: 'H[,H…]',
    help: 'hosts whose listings are compared: one listing:HOST per host in place of the listing strategies (claude-code, codex, copilot-cli, gemini-cli, …, or all; default: the config\'s "hosts" unless --strategies names the listings, else claude-code,codex)',
  },
  router: {
    kind: 'string',
    placeholder: 'R',
    help: "catalog router that plays the model's choice in index and listings",
    default: DEFAULT_COST_ROUTER,
  },
  'max-opens': {
    kind: 'string',
    placeholder: 'N',
    help: 'bodies (or discover queries) per request at most',
    default: DEFAULT_MAX_OPENS,
    min: 1,
    max: 100,
  },
  encoding: { kind: 'string', placeholder: 'E', help: 'tokenizer encoding', default: DEFAULT_ENCODING },
  window: {
    kind: 'string',
    placeholder: 'N',
    help: 'model input window in tokens',
    default: DEFAULT_WINDOW_TOKENS,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  price: { kind: 'string', placeholder: 'NAME', help: 'a named entry of the config\'s "prices" table' },
  'price-in': { ...PRICE, help: 'input price per million tokens' },
  'price-out': { ...PRICE, help: 'output price per million tokens' },
  'price-cached': { ...PRICE, help: 'price per million input tokens served from a prompt cache' },
  'cached-share': {
    kind: 'string',
    placeholder: 'F',
    help: "share ({min}-{max}) of each call's cacheable prefix billed as cached",
    min: 0,
    max: 1,
  },
  'output-tokens': {
    kind: 'string',
    placeholder: 'N',
    help: "tokens of each request's answer",
    default: DEFAULT_OUTPUT_TOKENS,
    min: 0,
  },
  within: {
    kind: 'string',
    placeholder: 'N',
    help: 'verdict tolerance in points of reach',
    default: DEFAULT_WITHIN_POINTS,
    min: 0,
    max: 100,
  },
  'claude-settings': {
    ...CLAUDE_SETTINGS_OPTION['claude-settings'],
    help: 'Claude Code listing settings for listing:claude-code (default: the nearest .claude/settings.json from DIR up to the repo root, as check reads it)',
  },
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `config file (default: ${CONFIG_FILE_NAME} near DIR)`,
  },
  layout: LAYOUT_OPTIONS.layout,
  ...DISCOVERY_OPTIONS,
  ...REPORT_FORMAT_OPTIONS,
});

const HELP = helpText(
  `Usage: skillscope cost DIR [options]

What each way of exposing the skills of DIR to a model costs per request, and
what it buys (a cost-accuracy table, computed offline): input tokens per request
(all calls of a request; later calls carry the earlier ones, as a chat does),
calls per request, requests over the window, dollars per 1,000 requests and,
with --queries, the share of requests whose target a lexical router would have
read first / within the open budget (95 % Wilson intervals). Ends with a
verdict: the cheapest strategy within N points of the best reach.

Strategies:
  none                the request alone
  full_K, full_all    K skill bodies in the prompt: the target and K-1
                      distractors in a seeded order (a bound: the target is put
                      in by hand), or all bodies
  index               one line per skill, description cut at 240 characters; the
                      router picks the body to open, up to --max-opens rounds
  listing:HOST        the simulated listing of any host of 'skillscope hosts'
                      (claude-code, codex, copilot-cli, gemini-cli, …) + opened
                      bodies
  catalog+discover    the bounded catalog, discover pages, then the body
  search              a search page, inspect of the top candidates, then the
                      body`,
  OPTIONS,
  `Exit codes: 0 table printed, 2 bad option, unreadable DIR or FILE, a malformed
query line or a target skill not in DIR (reported as FILE:LINE: problem).

Examples:
  skillscope cost ./skills
  skillscope cost ./skills --queries queries.jsonl \\
    --price-in 1.25 --price-out 10
  skillscope cost ./skills --queries queries.jsonl \\
    --strategies full_all,index,search --json
  skillscope cost ./skills --host claude-code,copilot-cli,gemini-cli
`,
);

function strategiesOption(value: string[] | undefined): Strategy[] {
  const names = listOption(value);
  const out: Strategy[] = [];
  for (const n of names.length === 0 ? DEFAULT_STRATEGIES : names) {
    const parsed = parseStrategy(n);
    if (!parsed.ok) throw new UsageError(`--strategies: ${parsed.message}`);
    if (!out.some((s) => s.name === parsed.strategy.name)) out.push(parsed.strategy);
  }
  return out;
}

interface PriceValues {
  price?: string | undefined;
  'price-in'?: string | undefined;
  'price-out'?: string | undefined;
  'price-cached'?: string | undefined;
  'cached-share'?: string | undefined;
}

/** A price flag within its declared range, else the named entry's price, else NaN (none). */
function priceOption(
  values: PriceValues,
  name: 'price-in' | 'price-out' | 'price-cached',
  fromEntry: number | undefined,
): number {
  return optionalNumberArg(OPTIONS, name, values[name]) ?? fromEntry ?? NaN;
}

/** Options beat the named entry; no prices at all is fine (the dollars column stays empty). */
function pricingOption(values: PriceValues, table: Readonly<Record<string, PriceEntry>>): Pricing | null {
  let entry;
  if (values.price !== undefined) {
    entry = table[values.price];
    const names = Object.keys(table);
    if (entry === undefined)
      throw new UsageError(
        `--price: no price named '${values.price}' in the config${names.length === 0 ? ' (it has no "prices" table)' : ` (prices: ${names.join(', ')})`}${didYouMean(values.price, names)}`,
      );
  }
  const pin = priceOption(values, 'price-in', entry?.in);
  const pout = priceOption(values, 'price-out', entry?.out);
  const cached = priceOption(values, 'price-cached', entry?.cachedIn);
  const share = optionalNumberArg(OPTIONS, 'cached-share', values['cached-share']) ?? 0;
  if (Number.isNaN(pin) && Number.isNaN(pout)) {
    if (values['price-cached'] !== undefined || values['cached-share'] !== undefined)
      throw new UsageError('--price-cached and --cached-share need --price-in and --price-out (or --price NAME)');
    return null;
  }
  if (Number.isNaN(pin) || Number.isNaN(pout))
    throw new UsageError(
      `give both --price-in and --price-out (got only ${Number.isNaN(pin) ? '--price-out' : '--price-in'})`,
    );
  if (share > 0 && Number.isNaN(cached))
    throw new UsageError('--cached-share needs a cached price: --price-cached USD or "cachedIn" in the price entry');
  const fromOptions = values['price-in'] !== undefined || values['price-out'] !== undefined;
  return {
    in: pin,
    out: pout,
    cachedIn: Number.isNaN(cached) ? null : cached,
    cachedShare: share,
    source:
      values.price === undefined
        ? 'options'
        : fromOptions
          ? `config:${values.price} + options`
          : `config:${values.price}`,
    note: entry?.note ?? null,
  };
}

export const costCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'cost');
    const format = formatOption(values);
    const dir = dirArgument(positionals, 'cost');
    const namedStrategies = listOption(values.strategies).length > 0;
    let strategies = strategiesOption(values.strategies);
    const router = parseCostRouter(values.router);
    if (!router.ok) throw new UsageError(`--router: ${router.message}`);
    const maxOpens = intArg(OPTIONS, 'max-opens', values['max-opens']);
    const outputTokens = intArg(OPTIONS, 'output-tokens', values['output-tokens']);
    const withinPoints = numberArg(OPTIONS, 'within', values.within);
    const config = loadConfig(io, values.config, configBase(io, dir.display));
    if (listOption(values.encoding).length > 1) throw new UsageError('--encoding takes one encoding for cost');
    const hostFlag = listOption(values.host);
    const resolved = resolveOptions(config, {
      ...discoveryFlags(values),
      hosts: hostFlag,
      encodings: listOption(values.encoding),
      ...(values.window !== undefined ? { window: intArg(OPTIONS, 'window', values.window) } : {}),
    });
    strategies = withListingHosts(strategies, {
      flag: hostFlag.length > 0 ? resolved.hosts : undefined,
      config: config.hosts,
      strategiesNamed: namedStrategies,
    });
    const [encoding] = loadEncodings(resolved.encodings.slice(0, 1));
    if (encoding === undefined) throw new Error('resolveOptions returns at least one encoding');
    const windowTokens = resolved.windowTokens;
    const pricing = pricingOption(values, resolved.prices);
    const queriesFile = values.queries;
    const queries: BenchQuery[] | undefined =
      queriesFile === undefined ? undefined : await readQueries(io, queriesFile, '--queries', values.skill);
    const layout = layoutOption(values.layout);
    // As check reads them; only when the Claude Code listing is costed (or the file is named).
    const usesClaudeListing =
      values['claude-settings'] !== undefined ||
      strategies.some((s) => s.kind === 'listing' && s.host === 'claude-code');
    const claudeSettings = usesClaudeListing
      ? loadClaudeSettings(io, values['claude-settings'], configBase(io, dir.display))
      : undefined;
    const set = loadDir(io, dir.display, { layout, needs: costNeeds(strategies), ...resolved.discovery });
    requireSkills(io, set, dir.display, layout, DEFAULT_MAX_DEPTH);
    if (!namedStrategies) strategies = defaultStrategiesFor(strategies, set.skills.length);
    const p = phaseProgress(io, Math.max(set.skills.length, queries?.length ?? 0));
    let result;
    try {
      const run = (): ReturnType<typeof runCost> =>
        runCost(set, {
          strategies,
          encoding,
          windowTokens,
          router: router.spec,
          maxOpens,
          outputTokens,
          pricing,
          withinPoints,
          ...(claudeSettings !== undefined ? { claudeSettings } : {}),
          ...(queries !== undefined ? { queries } : {}),
          onProgress: (done, total) => p.step('costing strategies', done, total),
        });
      result = queriesFile === undefined ? run() : inQueryFile(queriesFile, run);
    } finally {
      p.done();
    }
    const report = { dir: dir.display, queriesFile: queriesFile ?? null, result, unreadHidden: set.unreadHidden };
    if (format === 'json') io.stdout(renderCostJson(report));
    else if (format === 'markdown') io.stdout(renderCostMarkdown(report));
    else io.stdout(renderCostTable(report, useColor(io), terminalWidth(io)));
    return 0;
  },
};
