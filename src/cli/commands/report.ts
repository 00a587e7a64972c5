/**
 * `skillscope report DIR`: one self-contained HTML page of the audit, the check and (with
 * --queries) the routing benchmark. Parse → resolveOptions → the library's buildReport (one
 * stream of the skills feeds every section, see report/html/build.ts) → write the one file the
 * user named, through the write guard.
 */
import { safeText } from '../../base/escape.js';
import { checkPlace, placeFor, writeAtomic, writeRefusalMessage } from '../../base/write-guard.js';
import path from 'node:path';
import { AUDIT_NEEDS, DEFAULT_AUDIT_BUDGETS } from '../../audit/audit.js';
import { PRESET_ALIASES, PRESET_NAMES, PRESETS, type BenchQuery, type PresetName } from '../../routing-bench/index.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { resolveOptions } from '../../config/resolve.js';
import { buildReport } from '../../report/html/build.js';
import { OUT_OF_SAMPLE_OPTIONS, outOfSampleOption, runOutOfSample } from './out-of-sample.js';
import { fmtBytes } from '../../report/format.js';
import { DEFAULT_IDF_THRESHOLD, ROUTER_DEFAULTS, type RouterSpec } from '../../route/index.js';
import { listOption } from '../args.js';
import { choiceArg, defineOptions, helpText, intArg, optionalNumberArg, parseOptions } from '../options.js';
import { DEFAULT_ENCODING } from '../../tokenizer/names.js';
import type { Command } from '../command.js';
import { readQueries } from '../query-set.js';
import { UsageError } from '../errors.js';
import { VERSION } from '../../base/version.js';
import type { CliIo } from '../io.js';
import { ENCODING_NAMES_HELP, loadEncodings } from '../encodings.js';
import { configBase, loadConfig } from '../files.js';
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import {
  DISCOVERY_OPTIONS,
  dirArgument,
  discoveryFlags,
  inQueryFile,
  LAYOUT_OPTIONS,
  layoutOption,
  maxDepthOption,
  openDir,
  phaseProgress,
  requireSkillOption,
  requireSkills,
} from '../shared.js';
import { routerSpecOption } from './route.js';

/** File written when --out is not given, in the working directory. */
export const DEFAULT_REPORT_FILE = 'skillscope-report.html';

/** Benchmark preset when --queries is given without --preset or --conditions. */
export const DEFAULT_REPORT_PRESET: PresetName = 'baseline';

const OPTIONS = defineOptions({
  out: {
    kind: 'string',
    placeholder: 'FILE',
    help: 'file to write (default {default} in the working directory); the only file the command writes',
    default: DEFAULT_REPORT_FILE,
  },
  queries: {
    kind: 'string',
    placeholder: 'FILE',
    help: "add the routing benchmark for this query set (any format bench reads, or a folder of them: see 'skillscope queries --help')",
  },
  preset: {
    kind: 'string',
    placeholder: 'P',
    help: 'benchmark routers: baseline (default; seed, its former name, also works), hosts or routers',
    choices: PRESET_NAMES,
  },
  conditions: {
    kind: 'multiple',
    placeholder: 'C,…',
    help: 'benchmark routers, spelled CONDITION[:ANALYZER[:SCORER]] (after the preset when both are given)',
  },
  threshold: {
    kind: 'string',
    placeholder: 'T',
    help: `no-match threshold for every router (default ${DEFAULT_IDF_THRESHOLD} for idf)`,
    min: 0,
  },
  skill: {
    kind: 'string',
    placeholder: 'NAME',
    help: 'the skill "should_trigger" queries are about (skill-creator format)',
  },
  ...OUT_OF_SAMPLE_OPTIONS,
  encoding: {
    kind: 'multiple',
    placeholder: 'E[,E…]',
    help: `${ENCODING_NAMES_HELP}; default {default}; the first one is charted`,
    default: DEFAULT_ENCODING,
  },
  window: {
    kind: 'string',
    placeholder: 'N',
    help: 'context window in tokens',
    default: DEFAULT_AUDIT_BUDGETS.windowTokens,
    min: 1,
    max: MAX_WINDOW_TOKENS,
  },
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `check config (default: ${CONFIG_FILE_NAME} in DIR or above it up to the repository root, else in the working directory)`,
  },
  ...LAYOUT_OPTIONS,
  ...DISCOVERY_OPTIONS,
  title: { kind: 'string', placeholder: 'TEXT', help: 'page title (default "skillscope report: DIR")' },
});

const HELP = helpText(
  `Usage: skillscope report DIR [options]

One self-contained HTML page (inline CSS and SVG, no network) of a skill
directory: headline figures per encoding, the three tiers, per-skill bodies
against the 5,000-token and 500-line budgets, resources and duplicates,
description lengths against the caps and host listings, the check findings, and
with --queries the routing benchmark.`,
  OPTIONS,
  `Prints "wrote PATH (SIZE)" on stdout. Exit codes: 0 report written (findings are
shown, not failed — use 'check' in CI), 2 bad option, unreadable DIR or FILE, or
unwritable --out.

Examples:
  skillscope report ./skills
  skillscope report ./skills --queries queries.jsonl --out report.html
  skillscope report ./skills --encoding gpt2,o200k \\
    --conditions catalog,body+norm
`,
);

function routersOption(preset: string | undefined, conditions: readonly string[]): RouterSpec[] {
  const name =
    preset !== undefined
      ? choiceArg<typeof OPTIONS, PresetName>(OPTIONS, 'preset', preset, PRESET_ALIASES)
      : conditions.length === 0
        ? DEFAULT_REPORT_PRESET
        : undefined;
  const specs = [...(name === undefined ? [] : PRESETS[name]), ...conditions].map((c) =>
    routerSpecOption(c, ROUTER_DEFAULTS),
  );
  const seen = new Set<string>();
  return specs.filter((s) => (seen.has(s.label) ? false : (seen.add(s.label), true)));
}

/** The run's time for the page header; SOURCE_DATE_EPOCH (seconds) pins it for reproducible pages. */
function generatedAt(io: CliIo): string {
  const epoch = io.env['SOURCE_DATE_EPOCH'];
  const date = epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const reportCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'report');
    const layout = layoutOption(values.layout);
    const maxDepth = maxDepthOption(values['max-depth']);
    const conditions = listOption(values.conditions);
    const oosGiven =
      values['calibrate-on'] !== undefined ||
      values['calibrate-dir'] !== undefined ||
      values.folds !== undefined ||
      values.seed !== undefined;
    if (
      values.queries === undefined &&
      (values.preset !== undefined ||
        conditions.length > 0 ||
        values.threshold !== undefined ||
        values.skill !== undefined ||
        oosGiven)
    ) {
      throw new UsageError(
        '--preset, --conditions, --threshold, --skill, --calibrate-on and --folds configure the benchmark: add --queries FILE',
      );
    }
    const oos = outOfSampleOption(values);
    const routers = values.queries === undefined ? [] : routersOption(values.preset, conditions);
    const threshold = optionalNumberArg(OPTIONS, 'threshold', values.threshold);
    const dir = dirArgument(positionals, 'report');
    const config = loadConfig(io, values.config, configBase(io, dir.display));
    const resolved = resolveOptions(config, {
      ...discoveryFlags(values),
      encodings: listOption(values.encoding),
      ...(values.window !== undefined ? { window: intArg(OPTIONS, 'window', values.window) } : {}),
    });
    const encodings = loadEncodings(resolved.encodings);
    const windowTokens = resolved.windowTokens;
    const out = path.resolve(io.cwd, values.out ?? DEFAULT_REPORT_FILE);
    // Through the write guard: below the working directory no link is followed, so a link a
    // repository plants at skillscope-report.html is refused — checked now, before the work.
    const outPlace = placeFor(out, io.cwd);
    const outCheck = checkPlace(outPlace);
    if (!outCheck.ok) throw new UsageError(`cannot write --out: ${safeText(writeRefusalMessage(outCheck.refusal))}`);

    const queriesFile = values.queries;
    const queries: BenchQuery[] | null =
      queriesFile === undefined ? null : await readQueries(io, queriesFile, '--queries', values.skill);
    const stream = openDir(io, dir.display, { layout, maxDepth, needs: AUDIT_NEEDS, ...resolved.discovery });
    // One progress line through the phases (TTY stderr, large runs only).
    const p = phaseProgress(io, stream.total);
    let bytes: number;
    try {
      const build = (): string =>
        buildReport(
          stream,
          {
            encodings,
            windowTokens,
            auditBudgets: resolved.auditBudgets,
            // The check counts tokens in the charted encoding, so its findings and the page agree.
            check: resolved.check,
            hosts: resolved.hosts,
            title: values.title ?? `skillscope report: ${dir.display}`,
            generator: `skillscope ${VERSION}`,
            generatedAt: generatedAt(io),
            ...(queries !== null && queriesFile !== undefined
              ? {
                  bench: {
                    queries,
                    queriesFile,
                    routers,
                    threshold,
                    outOfSample: (result) =>
                      runOutOfSample(io, oos, dir.display, { routers, threshold }, values, result),
                  },
                }
              : {}),
          },
          {
            step: (label, done, total) => p.step(label, done, total),
            loaded: (count, problems, kept) => {
              requireSkills(io, { skills: { length: count }, problems }, dir.display, layout, maxDepth);
              if (queries !== null) requireSkillOption(values.skill, { skills: kept }, dir.display);
            },
          },
        );
      // A problem in the query set (a target not in DIR) is the one-line FILE:LINE usage error.
      const html = queriesFile === undefined ? build() : inQueryFile(queriesFile, build);
      p.step(`writing ${values.out ?? DEFAULT_REPORT_FILE}`);
      const written = writeAtomic(outPlace, html);
      if (!written.ok) throw new UsageError(`cannot write --out: ${safeText(writeRefusalMessage(written.refusal))}`);
      bytes = Buffer.byteLength(html, 'utf8');
    } finally {
      p.done();
    }
    io.stdout(`wrote ${safeText(out)} (${fmtBytes(bytes)})\n`);
    return 0;
  },
};
