/** `skillscope suggest DIR --queries FILE`: what to add to which description, measured exactly and out of sample. */
import { didYouMean } from '../../base/suggest.js';
import type { BenchQuery } from '../../routing-bench/index.js';
import { listingSkills } from '../../hosts/index.js';
import { resolveOptions } from '../../config/resolve.js';
import {
  ANALYZER_NAMES,
  CONDITION_BASES,
  parseRouterSpec,
  SCORER_NAMES,
  type RouterDefaults,
  type RouterSpec,
} from '../../route/index.js';
import {
  DEFAULT_MAX_TERMS,
  DEFAULT_SPLIT_SEED,
  DEFAULT_SUGGEST_FOLDS,
  MAX_MAX_TERMS,
  MAX_SUGGEST_FOLDS,
  MIN_SUGGEST_FOLDS,
  routerSeesDescription,
  suggestEdits,
} from '../../suggest/index.js';
import { renderSuggestJson } from '../../report/suggest/json.js';
import { renderSuggestMarkdown } from '../../report/suggest/markdown.js';
import { renderSuggestTable } from '../../report/suggest/table.js';
import { DEFAULT_ENCODING, getEncoding } from '../../tokenizer/index.js';
import { DEFAULT_HOSTS } from '../../check/options.js';
import { defineOptions, helpText, intArg, parseOptions } from '../options.js';
import type { Command } from '../command.js';
import { readQueries } from '../query-set.js';
import { UsageError } from '../errors.js';
import { terminalWidth, useColor } from '../io.js';
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
import { ROUTER_OPTIONS, routerDefaultsOption, warnUnusedScorerOptions } from './route.js';

/** The router suggest measures with when no --router is given. */
const DEFAULT_SUGGEST_ROUTER = 'catalog';

const { threshold: _threshold, ...ROUTER_REST } = ROUTER_OPTIONS;

const OPTIONS = defineOptions({
  queries: { kind: 'string', placeholder: 'FILE', help: 'the query set', required: true },
  router: {
    kind: 'string',
    placeholder: 'R',
    help: "the router, CONDITION[:ANALYZER[:SCORER]] as in 'skillscope route --help' (default {default}); it must see descriptions: a catalog condition, or any condition with the bm25f or bm25fn scorer",
    default: DEFAULT_SUGGEST_ROUTER,
  },
  'max-terms': {
    kind: 'string',
    placeholder: 'N',
    help: 'most words proposed per skill, {min} to {max}',
    default: DEFAULT_MAX_TERMS,
    min: 1,
    max: MAX_MAX_TERMS,
  },
  'split-seed': {
    kind: 'string',
    placeholder: 'N',
    help: 'seed of the choosing/held-out split and of the folds',
    default: DEFAULT_SPLIT_SEED,
    min: 0,
    max: 0xffffffff,
  },
  folds: {
    kind: 'string',
    placeholder: 'K',
    help: 'folds of the out-of-sample check, {min} to {max}',
    default: DEFAULT_SUGGEST_FOLDS,
    min: MIN_SUGGEST_FOLDS,
    max: MAX_SUGGEST_FOLDS,
  },
  skill: { kind: 'string', placeholder: 'NAME', help: 'the skill "should_trigger" queries are about' },
  ...ROUTER_REST,
});

const HELP = helpText(
  `Usage: skillscope suggest DIR --queries FILE [options]

What to add to each description so the router finds its skill. For every skill
that loses requests: the few words whose addition routes the most of its missed
requests to it, whole words of the skill's name, body or references, or
dictionary translations of them for requests in the other language. Chosen on
one half of the requests (seeded split) and measured on the other half and on
all of them by re-running the router on the edited catalog; kept only when the
same search, run K times without one fold of the requests, helped that fold (the
out-of-sample gain is shown with its interval). For each: the requests it fixes
and breaks, the catalog tokens it adds (${DEFAULT_ENCODING}, or the config's encoding)
and whether it pushes a host listing (${DEFAULT_HOSTS.join(', ')}, or the config's hosts)
over budget. Missed requests that share no word with their skill in any analyzer
form are listed with what would reach them (a bilingual phrase, an alias, the
multi analyzer).

FILE is a query set as for 'skillscope bench' (any trigger-eval format or a
folder of them, see 'skillscope queries --help'; '-' reads standard input).`,
  OPTIONS,
  `Nothing is written: apply a proposal by editing the description yourself.

Exit codes: 0 suggestions printed, 2 bad option, unreadable DIR or FILE, a
malformed query line (FILE:LINE: problem) or an expected skill name not in DIR.

Examples:
  skillscope suggest ./skills --queries queries.jsonl
  skillscope suggest ./skills --queries queries.jsonl \\
    --router catalog:multi:bm25 --json
  skillscope suggest ./skills --queries queries.jsonl \\
    --max-terms 1 --split-seed 7
`,
);

/** The router spelling, with a did-you-mean for a misspelt part; refused when it cannot see descriptions. */
function routerOption(text: string, defaults: RouterDefaults): RouterSpec {
  const parsed = parseRouterSpec(text, defaults);
  if (!parsed.ok) {
    const d = parsed.data;
    const near =
      parsed.code === 'unknown-analyzer'
        ? didYouMean(String(d['analyzer']), ANALYZER_NAMES)
        : parsed.code === 'unknown-scorer'
          ? didYouMean(String(d['scorer']), SCORER_NAMES)
          : parsed.code === 'unknown-condition'
            ? didYouMean(String(d['condition']).replace(/[@+].*$/, ''), CONDITION_BASES)
            : '';
    throw new UsageError(`--router: ${parsed.message}${near}`);
  }
  if (!routerSeesDescription(parsed.spec)) {
    throw new UsageError(
      `--router '${text}' does not see descriptions (${parsed.spec.scorer} scores only the body under ${parsed.spec.condition.base}); did you mean 'catalog' or '${parsed.spec.condition.base}:${parsed.spec.analyzer}:bm25f'?`,
    );
  }
  return parsed.spec;
}

export const suggestCommand: Command = {
  help: HELP,
  options: OPTIONS,
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, OPTIONS, 'suggest');
    const format = formatOption(values);
    const spec = routerOption(values.router ?? DEFAULT_SUGGEST_ROUTER, routerDefaultsOption(values));
    warnUnusedScorerOptions(io, values, [spec.scorer]);
    const maxTerms = intArg(OPTIONS, 'max-terms', values['max-terms']);
    const splitSeed = intArg(OPTIONS, 'split-seed', values['split-seed']);
    const folds = intArg(OPTIONS, 'folds', values.folds);
    if (values.queries === undefined)
      throw new UsageError('suggest: missing --queries FILE (see skillscope suggest --help)');
    const dir = positionals[0];
    if (dir === undefined) throw new UsageError('suggest: missing DIR (see skillscope suggest --help)');
    if (positionals.length > 1) throw new UsageError(`suggest: expected one DIR, got ${positionals.length} arguments`);
    const queries: BenchQuery[] = await readQueries(io, values.queries, '--queries', values.skill);
    // The config's encoding, window and hosts: the listing a suggestion is checked against is the one check simulates.
    const resolved = resolveOptions(loadConfig(io, values.config, configBase(io, dir)), discoveryFlags(values));
    const set = loadDir(io, dir, { layout: layoutOption(values.layout), ...resolved.discovery });
    if (set.skills.length === 0) throw new UsageError(`suggest: no skills found in '${dir}'`);
    requireSkillOption(values.skill, set, dir);
    const queriesFile = values.queries;
    const encoding = getEncoding(resolved.encodings[0]!);
    const p = phaseProgress(io, Math.max(set.skills.length, queries.length));
    let result;
    try {
      result = inQueryFile(queriesFile, () =>
        suggestEdits(set.skills, queries, {
          router: spec,
          maxTerms,
          splitSeed,
          folds,
          tokens: { name: encoding.name, count: (t) => encoding.count(t) },
          listing: {
            skills: listingSkills(set),
            hosts: resolved.hosts,
            params: { windowTokens: resolved.windowTokens },
          },
          onProgress: (done, total) => p.step('searching description edits, skills', done, total),
        }),
      );
    } finally {
      p.done();
    }
    const report = { dir, queriesFile, result, unreadHidden: set.unreadHidden };
    if (format === 'json') io.stdout(renderSuggestJson(report));
    else if (format === 'markdown') io.stdout(renderSuggestMarkdown(report));
    else io.stdout(renderSuggestTable(report, useColor(io), terminalWidth(io)));
    return 0;
  },
};
