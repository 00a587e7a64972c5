/**
 * `skillscope report DIR`: one self-contained HTML page of the audit, the check and (with
 * --queries) the routing benchmark. One stream of the skills feeds the audit and the check
 * (each skill read and tokenised once, a batch of skills' texts in memory at a time); the routing
 * sections keep what they read. The results go to the pure page builder, and the command writes
 * the one file the user named.
 */
import { didYouMean } from '../../base/suggest.js';
import { safeText } from '../../base/escape.js';
import { checkPlace, placeFor, writeAtomic, writeRefusalMessage } from '../../base/write-guard.js';
import path from 'node:path';
import { AUDIT_NEEDS, auditStream, DEFAULT_AUDIT_BUDGETS } from '../../audit/audit.js';
import { costNeeds, DEFAULT_STRATEGIES, defaultStrategiesFor, parseCostRouter, parseStrategy, runCost, type CostResult } from '../../cost/index.js';
import type { Resource, Skill, SkillSet } from '../../skills/model.js';
import { LOAD_FRONTMATTER, mergeNeeds, type LoadNeeds } from '../../skills/needs.js';
import type { SkillStream } from '../../skills/stream.js';
import type { Encoding } from '../../tokenizer/types.js';
import { BENCH_NEEDS, isPresetName, PRESET_NAMES, PRESETS, runBench, type BenchQuery } from '../../bench/index.js';
import { startCheck } from '../../check/index.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { resolveOptions } from '../../config/resolve.js';
import { createCountCache } from '../../tokenizer/count-cache.js';
import { reportBenchFrom, reportCheckFrom } from '../../report/html/adapt.js';
import { OUT_OF_SAMPLE_ARGS, outOfSampleOption, runOutOfSample } from './out-of-sample.js';
import { renderReportHtml } from '../../report/html/page.js';
import type { ReportSuggest } from '../../report/html/sections/suggest.js';
import { routerSeesDescription, suggestEdits } from '../../suggest/index.js';
import { listingSkills } from '../../hosts/index.js';
import { fmtBytes } from '../../report/format.js';
import { ROUTER_DEFAULTS, type RouterSpec } from '../../route/index.js';
import { DEFAULT_MAX_DEPTH } from '../../skills/load.js';
import { intOption, listOption, numberOption, parseCommandArgs } from '../args.js';
import type { Command } from '../command.js';
import { UsageError } from '../errors.js';
import { VERSION } from '../../base/version.js';
import type { CliIo } from '../io.js';
import { loadEncodings } from '../encodings.js';
import { configBase, loadConfig, readUserTextSync } from '../files.js';
import { MAX_WINDOW_TOKENS } from '../../base/limits.js';
import { checkProgressHooks, DISCOVERY_ARGS, dirArgument, discoveryFlags, inQueryFile, layoutOption, openDir, parseQueryFile, phaseProgress, requireSkillOption, requireSkills } from '../shared.js';
import { routerSpecOption } from './route.js';

/** File written when --out is not given, in the working directory. */
export const DEFAULT_REPORT_FILE = 'skillscope-report.html';

/** Benchmark preset when --queries is given without --preset or --conditions. */
export const DEFAULT_REPORT_PRESET = 'seed';

const HELP = `Usage: skillscope report DIR [options]

One self-contained HTML page (inline CSS and SVG, no network) of a skill directory:
headline figures per encoding, the three tiers, per-skill bodies against the 5,000-token
and 500-line budgets, resources and duplicates, description lengths against the caps and
host listings, the check findings, and with --queries the routing benchmark.

Options:
  --out FILE          file to write (default ${DEFAULT_REPORT_FILE} in the working
                      directory); the only file the command writes
  --queries FILE      add the routing benchmark for this query set (JSON Lines or the
                      skill-creator format, see 'skillscope bench --help')
  --preset P          benchmark routers: seed (default), hosts or routers
  --conditions C,…    benchmark routers, spelled CONDITION[:ANALYZER[:SCORER]] (after the
                      preset when both are given)
  --threshold T       no-match threshold for every router (default 0.5 for idf)
  --skill NAME        the skill "should_trigger" queries are about (skill-creator format)
  --calibrate-on FILE, --calibrate-dir D, --folds K, --seed N
                      out-of-sample threshold figures, as in 'skillscope bench --help'
  --encoding E[,E…]   gpt2, r50k_base, p50k_base, cl100k_base, o200k_base (aliases
                      cl100k, o200k); default o200k_base; the first one is charted
  --window N          context window in tokens (default 200000)
  --config FILE       check config (default: ${CONFIG_FILE_NAME} in DIR or above it
                      up to the repository root, else in the working directory)
  --layout L          auto (default), dir (folders with SKILL.md) or flat (*.md files)
  --max-depth N       folder levels searched for SKILL.md (default ${DEFAULT_MAX_DEPTH})
  --ignore GLOB       skip paths matching GLOB (repeatable; added to the config's ignore)
  --no-follow-skill-links  do not follow symlinks to skill folders outside DIR
  --title TEXT        page title (default "skillscope report: DIR")
  -h, --help          this help

Prints "wrote PATH (SIZE)" on stdout. Exit codes: 0 report written (findings are shown,
not failed — use 'check' in CI), 2 bad option, unreadable DIR or FILE, or unwritable --out.

Examples:
  skillscope report ./skills
  skillscope report ./skills --queries queries.jsonl --out report.html
  skillscope report ./skills --encoding gpt2,o200k --conditions catalog,body+norm
`;

function routersOption(preset: string | undefined, conditions: readonly string[]): RouterSpec[] {
  const name = preset ?? (conditions.length === 0 ? DEFAULT_REPORT_PRESET : undefined);
  if (name !== undefined && !isPresetName(name)) throw new UsageError(`--preset must be ${PRESET_NAMES.join(', ')}, got '${name}'${didYouMean(name, PRESET_NAMES)}`);
  const specs = [...(name === undefined ? [] : PRESETS[name]), ...conditions].map((c) => routerSpecOption(c, ROUTER_DEFAULTS));
  const seen = new Set<string>();
  return specs.filter((s) => (seen.has(s.label) ? false : (seen.add(s.label), true)));
}

/** The run's time for the page header; SOURCE_DATE_EPOCH (seconds) pins it for reproducible pages. */
function generatedAt(io: CliIo): string {
  const epoch = io.env['SOURCE_DATE_EPOCH'];
  const date = epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What the routing sections read of each skill (bench's bodies; cost's resource list for its search strategies). */
function routingSectionNeeds(): LoadNeeds {
  const strategies = DEFAULT_STRATEGIES.map((name) => {
    const parsed = parseStrategy(name);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.strategy;
  });
  return mergeNeeds(BENCH_NEEDS, costNeeds(strategies));
}

/** A resource as loaded at `needs` (the stream read it at the audit's level, with its text). */
function resourceAtLevel(r: Resource, needs: LoadNeeds): Resource {
  return { ...r, text: needs.resources === 'text' ? r.text : null, sha256: needs.hashes ? r.sha256 : '' };
}

/** A skill as loaded at `needs`: what is not kept is let go with the rest of the stream's skill. */
function atLevel(skill: Skill, needs: LoadNeeds): Skill {
  return {
    ...skill,
    body: needs.body ? skill.body : '',
    source: needs.body ? skill.source : '',
    resources: needs.resources === 'none' ? [] : skill.resources.map((r) => resourceAtLevel(r, needs)),
    loaded: needs,
  };
}

/** The cost section's run: `skillscope cost`'s defaults (every strategy, its router), no prices. */
function reportCost(set: SkillSet, queries: readonly BenchQuery[], encoding: Encoding, windowTokens: number, onProgress: (done: number, total: number) => void): CostResult {
  const router = parseCostRouter();
  if (!router.ok) throw new Error(router.message);
  const strategies = defaultStrategiesFor(
    DEFAULT_STRATEGIES.map((name) => {
      const parsed = parseStrategy(name);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.strategy;
    }),
    set.skills.length,
  );
  return runCost(set, { strategies, encoding, windowTokens, router: router.spec, queries, onProgress });
}

export const reportCommand: Command = {
  summary: 'one self-contained HTML page of audit, check and bench',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgs(
      argv,
      {
        out: { type: 'string' },
        queries: { type: 'string' },
        preset: { type: 'string' },
        conditions: { type: 'string', multiple: true },
        threshold: { type: 'string' },
        encoding: { type: 'string', multiple: true },
        window: { type: 'string' },
        config: { type: 'string' },
        layout: { type: 'string' },
        'max-depth': { type: 'string' },
        ...DISCOVERY_ARGS,
        title: { type: 'string' },
        skill: { type: 'string' },
        ...OUT_OF_SAMPLE_ARGS,
      },
      'report',
    );
    const layout = layoutOption(values.layout);
    const maxDepth = intOption(values['max-depth'], '--max-depth', DEFAULT_MAX_DEPTH, 0, 100);
    const conditions = listOption(values.conditions);
    const oosGiven = values['calibrate-on'] !== undefined || values['calibrate-dir'] !== undefined || values.folds !== undefined || values.seed !== undefined;
    if (values.queries === undefined && (values.preset !== undefined || conditions.length > 0 || values.threshold !== undefined || values.skill !== undefined || oosGiven)) {
      throw new UsageError('--preset, --conditions, --threshold, --skill, --calibrate-on and --folds configure the benchmark: add --queries FILE');
    }
    const oos = outOfSampleOption(values);
    const routers = values.queries === undefined ? [] : routersOption(values.preset, conditions);
    const threshold = values.threshold === undefined ? undefined : numberOption(values.threshold, '--threshold', 0);
    const dir = dirArgument(positionals, 'report');
    const config = loadConfig(io, values.config, configBase(io, dir.display));
    const resolved = resolveOptions(config, {
      ...discoveryFlags(values),
      encodings: listOption(values.encoding),
      ...(values.window !== undefined ? { window: intOption(values.window, '--window', DEFAULT_AUDIT_BUDGETS.windowTokens, 1, MAX_WINDOW_TOKENS) } : {}),
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
    const queries: BenchQuery[] | null = queriesFile === undefined ? null : parseQueryFile(io, queriesFile, readUserTextSync(io, queriesFile, '--queries'), values.skill);
    // One stream feeds the audit and the check (one loading pass, one tokenisation per
    // file through the shared count cache), so the report holds a batch of skills' texts at a time. The
    // sections that route requests (bench, cost, suggest: only with --queries) search bodies, so
    // then each skill is also kept at the level they read (bodies, resource metadata; no resource text).
    const stream = openDir(io, dir.display, { layout, maxDepth, needs: AUDIT_NEEDS, ...resolved.discovery });
    const sections = queries === null ? null : routingSectionNeeds();
    const kept: Skill[] = [];
    let rest: ReturnType<SkillStream['finish']> | undefined;

    // One progress line through the phases (TTY stderr, large runs only).
    const p = phaseProgress(io, stream.total);
    let bytes: number;
    try {
      // One count cache for every section: a body or file the audit counted is not tokenised again.
      const countCache = createCountCache();
      // The check counts tokens in the charted encoding, so its findings and the page agree.
      const checkOptions = resolved.check;
      // Per-skill progress (and the heap guard) is the audit's 'reading skills'; the check draws its later phases.
      const hooks = checkProgressHooks(p);
      const checking = startCheck(checkOptions, stream.total, { countCache, onProgress: (phase, done, total) => phase !== 'skills' && hooks.onProgress?.(phase, done, total) });
      // The page's audit charts use the same body budgets as the check section (config may move them).
      const audit = auditStream(
        { ...stream, finish: () => (rest = stream.finish()) },
        {
          countCache,
          onProgress: (done, total) => p.step('reading skills', done, total),
          onSkill: (skill) => {
            checking.add(skill);
            if (sections !== null) kept.push(atLevel(skill, sections));
          },
          encodings,
          budgets: resolved.auditBudgets,
        },
      );
      const problems = rest?.problems ?? [];
      requireSkills(io, { skills: { length: audit.skills.length }, problems }, dir.display, layout, maxDepth);
      if (queries !== null) requireSkillOption(values.skill, { skills: kept }, dir.display);
      const check = checking.finish({ root: stream.root, layout: stream.layout, sharedResources: rest?.sharedResources ?? [], problems, pluginRoots: rest?.pluginRoots, unreadHidden: rest?.unreadHidden, units: rest?.units, folders: rest?.folders }, []);
      const set: SkillSet = {
        root: stream.root,
        layout: stream.layout,
        skills: kept,
        sharedResources: sections === null ? [] : (rest?.sharedResources ?? []).map((r) => resourceAtLevel(r, sections)),
        problems,
        loaded: sections ?? LOAD_FRONTMATTER,
      };
      let bench = null;
      let cost = null;
      let suggest: ReportSuggest | null = null;
      if (queries !== null && queriesFile !== undefined) {
        const result = inQueryFile(queriesFile, () => runBench(set.skills, queries, { routers, threshold, onProgress: (done, total) => p.step('routing bench, routers', done, total) }));
        const extra = runOutOfSample(io, oos, dir.display, { routers, threshold }, values, result);
        bench = reportBenchFrom(result, queriesFile, audit, extra);
        cost = { queriesFile, result: reportCost(set, queries, encodings[0]!, windowTokens, (done, total) => p.step('costing strategies', done, total)) };
        // "What to change": suggest under the first router that sees descriptions.
        const router = routers.find(routerSeesDescription);
        if (router !== undefined) {
          const enc = encodings[0]!;
          p.step('searching description edits');
          suggest = {
            queriesFile,
            result: inQueryFile(queriesFile, () =>
              suggestEdits(set.skills, queries, { router, tokens: { name: enc.name, count: (t) => enc.count(t) }, listing: { skills: listingSkills(set), hosts: resolved.hosts, params: { windowTokens } } }),
            ),
          };
        }
      }

      p.step('rendering the page');
      const html = renderReportHtml({
        title: values.title ?? `skillscope report: ${dir.display}`,
        generator: `skillscope ${VERSION}`,
        generatedAt: generatedAt(io),
        audit,
        check: reportCheckFrom(check),
        bench,
        cost,
        suggest,
      });
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
