/** `skillscope bench DIR --queries FILE`: the offline routing benchmark, with statistics. */
import {
  BENCH_NEEDS,
  PRESET_ALIASES,
  PRESET_NAMES,
  type PresetName,
  PRESETS,
  runAccessBench,
  runBench,
  type BenchQuery,
} from '../../routing-bench/index.js';
import { DEFAULT_CATALOG_BUDGET_BYTES } from '../../access/index.js';
import {
  conditionNeeds,
  DEFAULT_IDF_THRESHOLD,
  SCORER_NAMES,
  ROUTER_DEFAULTS,
  type RouterSpec,
} from '../../route/index.js';
import { LOAD_ALL, mergeNeeds } from '../../skills/needs.js';
import { renderBenchJson } from '../../report/bench/json.js';
import { renderBenchMarkdown } from '../../report/bench/markdown.js';
import { renderBenchTable } from '../../report/bench/table.js';
import { DEFAULT_MISSES_SHOWN } from '../../report/bench/rows.js';
import { listOption } from '../args.js';
import { choiceArg, defineOptions, helpText, intArg, optionalNumberArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { readQueries } from '../query-set.js';
import { UsageError } from '../errors.js';
import { terminalWidth, useColor } from '../io.js';
import { OUT_OF_SAMPLE_OPTIONS, outOfSampleOption, runOutOfSample } from './out-of-sample.js';
import { resolveOptions } from '../../config/resolve.js';
import { configBase, loadConfig } from '../files.js';
import {
  discoveryFlags,
  formatOption,
  inQueryFile,
  layoutOption,
  loadDir,
  phaseProgress,
  requireSkillOption,
} from '../shared.js';
import { ROUTER_OPTIONS, routerDefaultsOption, routerSpecOption, warnUnusedScorerOptions } from './route.js';

/** The routers bench runs when neither --preset nor --conditions is given: the article's baseline table. */
const DEFAULT_BENCH_PRESET: PresetName = 'baseline';

/** The router options bench words for itself (they apply to --conditions only) and the rest. */
const { analyzer: _analyzer, scorer: _scorer, threshold: _threshold, ...ROUTER_REST } = ROUTER_OPTIONS;

const OPTIONS = defineOptions({
  queries: { kind: 'string', placeholder: 'FILE', help: 'the query set', required: true },
  preset: {
    kind: 'string',
    placeholder: 'P',
    help: "baseline (the article's table: catalog, catalog+norm, body, body+norm, excerpt with the baseline analyzer and idf scorer; also accepted as seed, its former name), hosts (catalog cut at 256/240/100) or routers (multi analyzer: catalog with idf, bm25 and bm25f, excerpt and body with bm25f; bilingual analyzer: catalog with bm25 and bm25f, excerpt with bm25f); without --preset and --conditions, baseline runs",
    choices: PRESET_NAMES,
  },
  conditions: {
    kind: 'multiple',
    placeholder: 'C,…',
    help: "routers to run: only these, or after the preset's when --preset is also given; spelled CONDITION[:ANALYZER[:SCORER]] as in 'skillscope route --help'",
  },
  analyzer: {
    ...ROUTER_OPTIONS.analyzer,
    help: 'analyzer for --conditions entries without one (baseline, multi, bilingual; seed is accepted for baseline)',
  },
  scorer: {
    ...ROUTER_OPTIONS.scorer,
    help: `scorer for --conditions entries without one (${SCORER_NAMES.join(', ')})`,
  },
  threshold: {
    ...ROUTER_OPTIONS.threshold,
    help: `no-match threshold for every router (default ${DEFAULT_IDF_THRESHOLD} for idf; none for the bm25 scorers, whose best-separating threshold is reported)`,
  },
  skill: { kind: 'string', placeholder: 'NAME', help: 'the skill "should_trigger" queries are about' },
  misses: {
    kind: 'string',
    placeholder: 'N',
    help: 'queries a router got wrong, listed per router in table and markdown output (default {default}; 0 = all; --json lists every query)',
    default: DEFAULT_MISSES_SHOWN,
    min: 0,
  },
  ...ROUTER_REST,
  ...OUT_OF_SAMPLE_OPTIONS,
  access: {
    kind: 'boolean',
    help: 'also measure the access primitives on the positives: expected skill visible in the bounded catalog, found by discover (one substring query per request term, rarest first, first page), found by search (request words as --any terms)',
  },
  'budget-bytes': {
    kind: 'string',
    placeholder: 'N',
    help: 'bounded catalog budget for --access',
    default: DEFAULT_CATALOG_BUDGET_BYTES,
    min: 0,
  },
});

const HELP = helpText(
  `Usage: skillscope bench DIR --queries FILE [options]

Offline routing benchmark: every request of FILE against the skills of DIR under
each router, with top-1, top-3 and MRR (95 % Wilson intervals), acceptance at a
no-match threshold, the best-separating threshold, paired McNemar tests between
routers, stealers, and per-lang / per-cue breakdowns.

FILE is JSON Lines, one request per line:
  {"id": "q1", "query": "…", "expect": "name" | ["a", "b"] | null,
   "lang": "zh", "cue": "…"}
(null = no skill should match; an array = any of them is right; lang and cue
optional labels, any string, number or boolean). Blank lines and lines starting
with '#' are skipped. Or the skill-creator format
{"query": "…", "should_trigger": true|false} (JSON Lines or one JSON array —
JSON has no comments) with --skill NAME. Also read: evals.json (Agent Skills
guide), trigger-eval.json (skill-creator), trigger_tests.yaml (waza), and a
folder of such files as one set ('skillscope queries --help'). '-' reads FILE
from standard input.`,
  OPTIONS,
  `Exit codes: 0 benchmark printed, 2 bad option, unreadable DIR or FILE, a
malformed query line (reported as FILE:LINE: problem) or an expected skill name
not in DIR.

Examples:
  skillscope bench ./skills --queries queries.jsonl
  skillscope bench ./skills --queries queries.jsonl --preset baseline \\
    --conditions excerpt:multi:bm25f
  skillscope bench ./skills --queries evals.json --skill pdf \\
    --conditions catalog,catalog@256
`,
);

export const benchCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'bench');
    const format = formatOption(values);
    const defaults = routerDefaultsOption(values);
    const conditionList = listOption(values.conditions);
    if ((values.analyzer !== undefined || values.scorer !== undefined) && conditionList.length === 0) {
      throw new UsageError(
        '--analyzer and --scorer apply to --conditions entries (presets fix their own); add --conditions',
      );
    }
    const preset =
      values.preset !== undefined
        ? choiceArg<typeof OPTIONS, PresetName>(OPTIONS, 'preset', values.preset, PRESET_ALIASES)
        : conditionList.length === 0
          ? DEFAULT_BENCH_PRESET
          : undefined;
    // Presets are spelled in full (condition:analyzer:scorer) or use the baseline's defaults.
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
    const threshold = optionalNumberArg(OPTIONS, 'threshold', values.threshold);
    const misses = intArg(OPTIONS, 'misses', values.misses);
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
        ? runAccessBench(set, queries, intArg(OPTIONS, 'budget-bytes', values['budget-bytes']))
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
