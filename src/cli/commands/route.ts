/** `skillscope route DIR "request"`: what a lexical router would pick for one request, and why. */
import {
  ANALYZER_ALIASES,
  ANALYZER_NAMES,
  type AnalyzerName,
  DEFAULT_IDF_THRESHOLD,
  BM25_DEFAULTS,
  BM25F_DEFAULTS,
  bm25fWeightsProblem,
  conditionNeeds,
  DEFAULT_EXCERPT_CHARS,
  DEFAULT_ROUTE_TOP,
  isScorerName,
  parseRouterSpec,
  ROUTER_DEFAULTS,
  routeQuery,
  scorerFamily,
  SCORER_NAMES,
  type ScorerName,
  SEED_STOPWORDS,
  type Bm25fParams,
  type RouterDefaults,
  type RouterSpec,
} from '../../route/index.js';
import { freeTextArgv, numberOption } from '../args.js';
import {
  choiceArg,
  defineOptions,
  helpText,
  intArg,
  numberArg,
  optionalNumberArg,
  parseConfig,
  parseOptions,
} from '../options.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { configFileNear } from '../project-file.js';
import { terminalWidth, useColor, type CliIo } from '../io.js';
import {
  DISCOVERY_OPTIONS,
  discoveryFlags,
  IGNORE_CONFIG_OPTION,
  LAYOUT_OPTIONS,
  layoutOption,
} from '../discovery-options.js';
import { loadDir, type DiscoveryOptions } from '../load-dir.js';
import { formatOption, REPORT_FORMAT_OPTIONS } from '../report-format.js';

/** What the router sees when no --condition is given. */
const DEFAULT_CONDITION = 'catalog';

const WEIGHTS_TEXT = Object.entries(BM25F_DEFAULTS.weights)
  .map(([field, weight]) => `${field}=${weight}`)
  .join(',');

/** Option set shared with `bench` and `suggest`: everything that completes a router spelling. */
export const ROUTER_OPTIONS = defineOptions({
  analyzer: {
    kind: 'string',
    placeholder: 'A',
    help: "baseline (default; the article's analyzer: [a-z0-9]+ terms, stop words; seed, its former name, also works), multi (English stems via wink-nlp, other scripts via Intl.Segmenter, CJK bigrams) or bilingual (multi, plus the request bridged Chinese <-> English through CC-CEDICT; --explain shows the bridged terms)",
    choices: ANALYZER_NAMES,
  },
  scorer: {
    kind: 'string',
    placeholder: 'S',
    help: "idf (default; the baseline's scorer, scores 0..1), bm25 or bm25f (raw scores), bm25n or bm25fn (the same divided by the best score the request could reach: 0..1, same ranking)",
    choices: SCORER_NAMES,
  },
  threshold: {
    kind: 'string',
    placeholder: 'T',
    help: `no-match threshold (default ${DEFAULT_IDF_THRESHOLD} for idf; none for the bm25 scorers — take one from 'skillscope bench')`,
    min: 0,
  },
  excerpt: {
    kind: 'string',
    placeholder: 'N',
    help: 'code points of the excerpt condition',
    default: DEFAULT_EXCERPT_CHARS,
    min: 1,
  },
  k1: { kind: 'string', placeholder: 'K', help: 'BM25/BM25F saturation', default: BM25_DEFAULTS.k1, min: 0 },
  b: {
    kind: 'string',
    placeholder: 'B',
    help: 'BM25/BM25F length normalisation',
    default: BM25_DEFAULTS.b,
    min: 0,
    max: 1,
  },
  weights: {
    kind: 'string',
    placeholder: 'W',
    help: `BM25F field weights (default ${WEIGHTS_TEXT}) and name-bonus=N (default ${BM25F_DEFAULTS.nameBonus}): N × idf more for a request term in the name`,
  },
  layout: LAYOUT_OPTIONS.layout,
  ...DISCOVERY_OPTIONS,
  ...IGNORE_CONFIG_OPTION,
  ...REPORT_FORMAT_OPTIONS,
});

/** route's own order: the router first, then how DIR is read and printed. */
const { analyzer, scorer, threshold, excerpt, k1, b, weights, ...READING } = ROUTER_OPTIONS;

const ROUTE_OPTIONS = defineOptions({
  condition: {
    kind: 'string',
    placeholder: 'C',
    help: `what the router sees (default {default}):
  catalog      name + " " + description
  catalog@N    name + the first N code points of the description
  body         the SKILL.md body
  excerpt      the first --excerpt code points of the body
  excerpt@N    the first N code points of the body
add +norm for idf length normalisation (body+norm); append :ANALYZER[:SCORER] to override both below (excerpt:multi:bm25f)`,
    default: DEFAULT_CONDITION,
  },
  analyzer,
  scorer,
  top: { kind: 'string', placeholder: 'N', help: 'ranked skills shown', default: DEFAULT_ROUTE_TOP, min: 1 },
  threshold,
  excerpt,
  k1,
  b,
  weights,
  explain: { kind: 'boolean', help: 'per-term contributions and the denominator (idf, bm25n, bm25fn)' },
  ...READING,
  'print-stopwords': {
    kind: 'boolean',
    help: 'print the baseline analyzer\'s stop words, one per line (with --json: {"schemaVersion": 1, "stopwords": [...]}); no DIR needed',
  },
});

const HELP = helpText(
  `Usage: skillscope route DIR "request" [options]
       skillscope route --print-stopwords

Ranks the skills of DIR the way a lexical router would for one request: scores,
the terms each skill matched with their weights, and a verdict (routed to X, or
no match below the threshold). Offline, no model calls. Words after DIR form the
request; '-' reads it from standard input. Once the request has begun, only
route's own long options (--json, --condition C, …) are still options: other
words, '-h' included, belong to the request, and every word after '--' does.`,
  ROUTE_OPTIONS,
  `Exit codes: 0 ranking printed (whether or not it routes), 2 bad option or
unreadable DIR.

Examples:
  skillscope route ./skills "extract the tables from this PDF"
  skillscope route ./skills "把这份 PDF 里的表格提出来" \\
    --condition catalog:multi:bm25f
  skillscope route ./skills "rotate a pdf" --condition body+norm --explain
`,
);

/*
 * Loading goes through ../load-dir.js, not ../shared.js, on purpose: shared.js imports the check
 * engine and the config schema (with every rule), and a request should not pay for loading them.
 * Same messages as shared.js, which re-exports it.
 */
/** Scorer options that no router of the run uses are ignored: say so instead of silently. */
export function warnUnusedScorerOptions(
  io: CliIo,
  values: { k1?: string | undefined; b?: string | undefined; weights?: string | undefined },
  scorers: readonly string[],
): void {
  const families = scorers.map((s) => (isScorerName(s) ? scorerFamily(s) : s));
  const bm25 = families.some((s) => s === 'bm25' || s === 'bm25f');
  if (!bm25 && (values.k1 !== undefined || values.b !== undefined))
    io.stderr(
      'skillscope: warning: --k1 and --b apply to the bm25 and bm25f scorers (and bm25n, bm25fn) only; ignored\n',
    );
  if (!families.includes('bm25f') && values.weights !== undefined)
    io.stderr('skillscope: warning: --weights applies to the bm25f and bm25fn scorers only; ignored\n');
}

/** `--weights`: the BM25F field weights and, as `name-bonus=N`, the name bonus (scorers/bm25f.ts). */
function weightsOption(value: string | undefined): Pick<Bm25fParams, 'weights' | 'nameBonus'> {
  const weights: Record<'name' | 'description' | 'body', number> = { ...BM25F_DEFAULTS.weights };
  let nameBonus: number = BM25F_DEFAULTS.nameBonus;
  if (value === undefined) return { weights, nameBonus };
  for (const part of value.split(',')) {
    const m = /^\s*(name|description|body|name-bonus)\s*=\s*([^\s]+)\s*$/.exec(part);
    if (m === null)
      throw new UsageError(`--weights expects name=N,description=N,body=N (and name-bonus=N), got '${value}'`);
    if (m[1] === 'name-bonus') nameBonus = numberOption(m[2], '--weights name-bonus', 0, 0);
    else weights[m[1] as 'name' | 'description' | 'body'] = numberOption(m[2], `--weights ${m[1]}`, 0, 0);
  }
  const problem = bm25fWeightsProblem(weights);
  if (problem !== null) throw new UsageError(`--weights: ${problem.message}`);
  return { weights, nameBonus };
}

/** Run-wide router defaults from the shared options. */
export function routerDefaultsOption(values: {
  analyzer?: string | undefined;
  scorer?: string | undefined;
  excerpt?: string | undefined;
  k1?: string | undefined;
  b?: string | undefined;
  weights?: string | undefined;
}): RouterDefaults {
  const analyzer = choiceArg<typeof ROUTER_OPTIONS, AnalyzerName>(
    ROUTER_OPTIONS,
    'analyzer',
    values.analyzer ?? ROUTER_DEFAULTS.analyzer,
    ANALYZER_ALIASES,
  );
  const scorer = choiceArg<typeof ROUTER_OPTIONS, ScorerName>(
    ROUTER_OPTIONS,
    'scorer',
    values.scorer ?? ROUTER_DEFAULTS.scorer,
  );
  const k1 = numberArg(ROUTER_OPTIONS, 'k1', values.k1);
  const b = numberArg(ROUTER_OPTIONS, 'b', values.b);
  return {
    analyzer,
    scorer,
    excerptChars: intArg(ROUTER_OPTIONS, 'excerpt', values.excerpt),
    bm25: { k1, b },
    bm25f: { k1, b, ...weightsOption(values.weights) },
  };
}

export function routerSpecOption(text: string, defaults: RouterDefaults): RouterSpec {
  const parsed = parseRouterSpec(text, defaults);
  if (!parsed.ok) throw new UsageError(parsed.message);
  return parsed.spec;
}

/**
 * The walk's ignore and link options. With no config file near DIR and no --config, the config
 * modules are not loaded (their schema loads every rule of the checker: most of the start of a
 * request, docs/benchmarks.md) and the options are the flags' — what resolveOptions gives for an
 * empty config, as `skillscope mcp` does (commands/mcp.ts `loadOptions`).
 */
async function discoveryOptions(
  io: CliIo,
  values: { config?: string | undefined; ignore?: string[] | undefined; 'no-follow-skill-links'?: boolean | undefined },
  dir: string,
): Promise<DiscoveryOptions> {
  if (values.config !== undefined || configFileNear(io.cwd, dir, CONFIG_FILE_NAME)) {
    const [{ resolveOptions }, { configBase, loadConfig }] = await Promise.all([
      import('../../config/resolve.js'),
      import('../files.js'),
    ]);
    return resolveOptions(loadConfig(io, values.config, configBase(io, dir)), discoveryFlags(values)).discovery;
  }
  return { ignore: values.ignore ?? [], followSkillLinks: values['no-follow-skill-links'] !== true };
}

/** DIR and the request's first word: after them, words are the request (see freeTextArgv). */
const WORDS_BEFORE_REQUEST_TEXT = 2;

export const routeCommand: Command = {
  help: HELP,
  options: ROUTE_OPTIONS,
  wantsHelp: (argv) => freeTextArgv(argv, parseConfig(ROUTE_OPTIONS), WORDS_BEFORE_REQUEST_TEXT).helpRequested,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      freeTextArgv(argv, parseConfig(ROUTE_OPTIONS), WORDS_BEFORE_REQUEST_TEXT).argv,
      ROUTE_OPTIONS,
      'route',
    );
    const format = formatOption(values);
    if (values['print-stopwords'] === true) {
      const { renderStopwordsJson, renderStopwordsText } = await import('../../report/route/stopwords.js');
      io.stdout(format === 'json' ? renderStopwordsJson(SEED_STOPWORDS) : renderStopwordsText(SEED_STOPWORDS));
      return 0;
    }
    const defaults = routerDefaultsOption(values);
    const spec = routerSpecOption(values.condition ?? DEFAULT_CONDITION, defaults);
    warnUnusedScorerOptions(io, values, [spec.scorer]);
    const top = intArg(ROUTE_OPTIONS, 'top', values.top);
    const threshold = optionalNumberArg(ROUTER_OPTIONS, 'threshold', values.threshold);
    const dir = positionals[0];
    if (dir === undefined) throw new UsageError('route: missing DIR (see skillscope route --help)');
    let request = positionals.slice(1).join(' ');
    if (request === '-') request = new TextDecoder().decode(await io.readStdin()).trim();
    if (request.trim() === '')
      throw new UsageError('route: missing the request (skillscope route DIR "request"; see skillscope route --help)');
    // The catalog condition reads frontmatter only: no body kept, no resource opened.
    const set = loadDir(io, dir, {
      layout: layoutOption(values.layout),
      needs: conditionNeeds(spec.condition),
      ...(await discoveryOptions(io, values, dir)),
    });
    if (set.skills.length === 0) throw new UsageError(`route: no skills found in '${dir}'`);
    const result = routeQuery(set.skills, request, { router: spec, top, threshold });
    const report = { dir, result, explain: values.explain === true, unreadHidden: set.unreadHidden };
    // Only the renderer of the format asked for is loaded (the table's pulls in the table drawer).
    if (format === 'json') io.stdout((await import('../../report/route/json.js')).renderRouteJson(report));
    else if (format === 'markdown')
      io.stdout((await import('../../report/route/markdown.js')).renderRouteMarkdown(report));
    else
      io.stdout(
        (await import('../../report/route/table.js')).renderRouteTable(report, useColor(io), terminalWidth(io)),
      );
    return 0;
  },
};
