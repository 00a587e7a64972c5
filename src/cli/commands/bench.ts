/** `skillscope bench DIR --queries FILE`: the offline routing benchmark, with statistics. */
import { didYouMean } from '../../base/suggest.js';
import {
  BENCH_NEEDS,
  DEFAULT_FOLD_SEED,
  isPresetName,
  PRESET_NAMES,
  PRESETS,
  runAccessBench,
  runBench,
  type BenchQuery,
} from '../../routing-bench/index.js';
import { DEFAULT_CATALOG_BUDGET_BYTES } from '../../access/index.js';
import {
  BM25_DEFAULTS,
  BM25F_DEFAULTS,
  conditionNeeds,
  DEFAULT_EXCERPT_CHARS,
  ROUTER_DEFAULTS,
  type RouterSpec,
} from '../../route/index.js';
import { LOAD_ALL, mergeNeeds } from '../../skills/needs.js';
import { renderBenchJson } from '../../report/bench/json.js';
import { renderBenchMarkdown } from '../../report/bench/markdown.js';
import { renderBenchTable } from '../../report/bench/table.js';
import { DEFAULT_MISSES_SHOWN } from '../../report/bench/rows.js';
import { intOption, listOption, numberOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { readQueries } from '../query-set.js';
import { UsageError } from '../errors.js';
import { terminalWidth, useColor } from '../io.js';
import { OUT_OF_SAMPLE_ARGS, outOfSampleOption, runOutOfSample } from './out-of-sample.js';
import { resolveOptions } from '../../config/resolve.js';
import { configBase, loadConfig } from '../files.js';
import {
  DISCOVERY_HELP,
  discoveryFlags,
  formatOption,
  inQueryFile,
  layoutOption,
  loadDir,
  phaseProgress,
  requireSkillOption,
} from '../shared.js';
import { ROUTER_OPTIONS, routerDefaultsOption, routerSpecOption, warnUnusedScorerOptions } from './route.js';

const HELP = `Usage: skillscope bench DIR --queries FILE [options]

Offline routing benchmark: every request of FILE against the skills of DIR under each
router, with top-1, top-3 and MRR (95 % Wilson intervals), acceptance at a no-match
threshold, the best-separating threshold, paired McNemar tests between routers,
stealers, and per-lang / per-cue breakdowns.

FILE is JSON Lines, one request per line:
  {"id": "q1", "query": "…", "expect": "name" | ["a", "b"] | null, "lang": "zh", "cue": "…"}
(null = no skill should match; an array = any of them is right; lang and cue optional
labels, any string, number or boolean). Blank lines and lines starting with '#' are
skipped. Or the skill-creator format {"query": "…", "should_trigger": true|false} (JSON
Lines or one JSON array — JSON has no comments) with --skill NAME. Also read: evals.json
(Agent Skills guide), trigger-eval.json (skill-creator), trigger_tests.yaml (waza), and a
folder of such files as one set ('skillscope queries --help'). '-' reads FILE from
standard input.

Options:
  --queries FILE      the query set (required)
  --preset P          seed (catalog, catalog+norm, body, body+norm, excerpt with the
                      seed analyzer and idf scorer), hosts (catalog cut at 256/240/100)
                      or routers (multi analyzer: catalog with idf, bm25 and bm25f,
                      excerpt and body with bm25f; bilingual analyzer: catalog with
                      bm25 and bm25f, excerpt with bm25f); without --preset and
                      --conditions, seed runs
  --conditions C,…    routers to run: only these, or after the preset's when --preset is
                      also given; spelled CONDITION[:ANALYZER[:SCORER]] as in
                      'skillscope route --help'
  --analyzer A        analyzer for --conditions entries without one (seed, multi, bilingual)
  --scorer S          scorer for --conditions entries without one (idf, bm25, bm25f,
                      bm25n, bm25fn)
  --threshold T       no-match threshold for every router (default 0.5 for idf; none for
                      the bm25 scorers, whose best-separating threshold is reported)
  --skill NAME        the skill "should_trigger" queries are about
  --misses N          queries a router got wrong, listed per router in table and
                      markdown output (default ${DEFAULT_MISSES_SHOWN}; 0 = all; --json lists every query)
  --excerpt N         code points of the excerpt condition (default ${DEFAULT_EXCERPT_CHARS})
  --k1 K, --b B       BM25/BM25F parameters (default ${BM25_DEFAULTS.k1}, ${BM25_DEFAULTS.b})
  --weights W         BM25F field weights (default name=${BM25F_DEFAULTS.weights.name},description=${BM25F_DEFAULTS.weights.description},body=${BM25F_DEFAULTS.weights.body})
                      and name-bonus=N: N × idf more for a request term in the name (default ${BM25F_DEFAULTS.nameBonus})
  --layout L          auto (default), dir or flat
${DISCOVERY_HELP}
  --format F          text (default; "table" also works), json or markdown
  --json              same as --format json: one JSON document on stdout
  --calibrate-on FILE  fit each router's threshold on the queries of FILE
                      (over DIR, or --calibrate-dir) and judge it on --queries:
                      fitted and transferred acceptance/rejection side by side
  --calibrate-dir D   the skills FILE of --calibrate-on is about (default DIR)
  --folds K           K-fold cross-validation: threshold and router choice fitted on
                      K-1 folds, judged on the held-out one (default off; K from 2)
  --seed N            seed of the fold shuffle (default ${DEFAULT_FOLD_SEED})
  --access            also measure the access primitives on the positives: expected
                      skill visible in the bounded catalog, found by discover (one
                      substring query per request term, rarest first, first page),
                      found by search (request words as --any terms)
  --budget-bytes N    bounded catalog budget for --access (default 8000)
  -h, --help          this help

Exit codes: 0 benchmark printed, 2 bad option, unreadable DIR or FILE, a malformed query
line (reported as FILE:LINE: problem) or an expected skill name not in DIR.

Examples:
  skillscope bench ./skills --queries queries.jsonl
  skillscope bench ./skills --queries queries.jsonl --preset seed --conditions excerpt:multi:bm25f
  skillscope bench ./skills --queries evals.json --skill pdf --conditions catalog,catalog@256
`;

export const benchCommand: Command = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        ...ROUTER_OPTIONS,
        queries: { type: 'string' },
        preset: { type: 'string' },
        conditions: { type: 'string', multiple: true },
        skill: { type: 'string' },
        misses: { type: 'string' },
        access: { type: 'boolean' },
        'budget-bytes': { type: 'string' },
        ...OUT_OF_SAMPLE_ARGS,
      },
      'bench',
    );
    const format = formatOption(values);
    const defaults = routerDefaultsOption(values);
    const conditionList = listOption(values.conditions);
    if ((values.analyzer !== undefined || values.scorer !== undefined) && conditionList.length === 0) {
      throw new UsageError(
        '--analyzer and --scorer apply to --conditions entries (presets fix their own); add --conditions',
      );
    }
    const preset = values.preset ?? (conditionList.length === 0 ? 'seed' : undefined);
    if (preset !== undefined && !isPresetName(preset))
      throw new UsageError(
        `--preset must be ${PRESET_NAMES.join(', ')}, got '${preset}'${didYouMean(preset, PRESET_NAMES)}`,
      );
    // Presets are spelled in full (condition:analyzer:scorer) or use the seed defaults.
    const presetDefaults = {
      ...ROUTER_DEFAULTS,
      excerptChars: defaults.excerptChars,
      bm25: defaults.bm25,
      bm25f: defaults.bm25f,
    };
    const specs: RouterSpec[] = [
      ...(preset === undefined ? [] : PRESETS[preset].map((c) => routerSpecOption(c, presetDefaults))),
      ...conditionList.map((c) => routerSpecOption(c, defaults)),
    ];
    const labels = new Set<string>();
    const unique = specs.filter((s) => (labels.has(s.label) ? false : (labels.add(s.label), true)));
    warnUnusedScorerOptions(
      io,
      values,
      unique.map((s) => s.scorer),
    );
    const threshold = values.threshold === undefined ? undefined : numberOption(values.threshold, '--threshold', 0);
    const misses = intOption(values.misses, '--misses', DEFAULT_MISSES_SHOWN, 0);
    const oos = outOfSampleOption(values);
    if (values.queries === undefined)
      throw new UsageError('bench: missing --queries FILE (see skillscope bench --help)');
    const dir = positionals[0];
    if (dir === undefined) throw new UsageError('bench: missing DIR (see skillscope bench --help)');
    if (positionals.length > 1) throw new UsageError(`bench: expected one DIR, got ${positionals.length} arguments`);
    const queries: BenchQuery[] = await readQueries(io, values.queries, '--queries', values.skill);
    // Only what the bench reads: bodies (its stealers' sizes) and no resource whatever the
    // conditions; --access builds the access view, whose revision hashes every SKILL.md.
    const needs =
      values.access === true
        ? LOAD_ALL
        : unique.reduce((n, s) => mergeNeeds(n, conditionNeeds(s.condition)), BENCH_NEEDS);
    const set = loadDir(io, dir, {
      layout: layoutOption(values.layout),
      needs,
      ...resolveOptions(loadConfig(io, values.config, configBase(io, dir)), discoveryFlags(values)).discovery,
    });
    if (set.skills.length === 0) throw new UsageError(`bench: no skills found in '${dir}'`);
    requireSkillOption(values.skill, set, dir);
    const queriesFile = values.queries;
    // Index building and scoring grow with skills × queries: progress for large runs of either.
    const p = phaseProgress(io, Math.max(set.skills.length, queries.length));
    let result;
    try {
      result = inQueryFile(queriesFile, () =>
        runBench(set.skills, queries, {
          routers: unique,
          threshold,
          onProgress: (done, total) => p.step('routing bench, routers', done, total),
        }),
      );
    } finally {
      p.done();
    }
    const { calibration, crossValidation } = runOutOfSample(
      io,
      oos,
      dir,
      { routers: unique, threshold },
      values,
      result,
      needs,
    );
    const access =
      values.access === true
        ? runAccessBench(
            set,
            queries,
            intOption(values['budget-bytes'], '--budget-bytes', DEFAULT_CATALOG_BUDGET_BYTES, 0),
          )
        : undefined;
    const report = {
      dir,
      queriesFile: values.queries,
      result,
      misses,
      unreadHidden: set.unreadHidden,
      ...(access !== undefined ? { access } : {}),
      ...(calibration !== undefined ? { calibration } : {}),
      ...(crossValidation !== undefined ? { crossValidation } : {}),
    };
    if (format === 'json') io.stdout(renderBenchJson(report));
    else if (format === 'markdown') io.stdout(renderBenchMarkdown(report));
    else io.stdout(renderBenchTable(report, useColor(io), terminalWidth(io)));
    return 0;
  },
};
