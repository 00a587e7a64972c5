/**
 * The out-of-sample options `bench` and `report` share: `--calibrate-on FILE [--calibrate-dir
 * DIR]` (threshold fitted on another query set, judged on --queries) and `--folds K [--seed N]`
 * (cross-validation). Parsing and the calibration run live here so both commands refuse the
 * same mistakes with the same lines.
 */
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import {
  crossValidate,
  DEFAULT_FOLD_SEED,
  runBench,
  transferThresholds,
  type BenchOptions,
  type BenchResult,
  type Calibration,
  type CrossValidation,
} from '../../routing-bench/index.js';
import { QuerySetError } from '../../routing-bench/queries.js';
import { defineOptions, intArg, optionalIntArg } from '../options.js';
import { UsageError } from '../errors.js';
import { readQueriesSync } from '../query-set.js';
import type { CliIo } from '../io.js';
import type { LoadNeeds } from '../../skills/needs.js';
import { discoveryOptions, inQueryFile, layoutOption, loadDir } from '../shared.js';

export const OUT_OF_SAMPLE_OPTIONS = defineOptions({
  'calibrate-on': {
    kind: 'string',
    placeholder: 'FILE',
    help: "fit each router's threshold on the queries of FILE (over DIR, or --calibrate-dir) and judge it on --queries: fitted and transferred acceptance/rejection side by side",
  },
  'calibrate-dir': {
    kind: 'string',
    placeholder: 'D',
    help: 'the skills FILE of --calibrate-on is about (default DIR)',
  },
  folds: {
    kind: 'string',
    placeholder: 'K',
    help: 'K-fold cross-validation: threshold and router choice fitted on K-1 folds, judged on the held-out one (default off; K from {min})',
    min: 2,
  },
  seed: {
    kind: 'string',
    placeholder: 'N',
    help: 'seed of the fold shuffle',
    default: DEFAULT_FOLD_SEED,
    min: 0,
  },
});

export interface OutOfSample {
  readonly calibrateOn: string | undefined;
  readonly calibrateDir: string | undefined;
  readonly folds: number | undefined;
  readonly seed: number;
}

type Values = {
  'calibrate-on'?: string | undefined;
  'calibrate-dir'?: string | undefined;
  folds?: string | undefined;
  seed?: string | undefined;
};

/** Validates the four options (before any file is read). */
export function outOfSampleOption(values: Values): OutOfSample {
  const folds = optionalIntArg(OUT_OF_SAMPLE_OPTIONS, 'folds', values.folds);
  if (values.seed !== undefined && folds === undefined)
    throw new UsageError('--seed sets the fold shuffle of --folds; add --folds K');
  if (values['calibrate-dir'] !== undefined && values['calibrate-on'] === undefined) {
    throw new UsageError("--calibrate-dir needs --calibrate-on FILE (the queries about that directory's skills)");
  }
  if (values['calibrate-on'] === '-')
    throw new UsageError('--calibrate-on needs a file (standard input is for --queries -)');
  return {
    calibrateOn: values['calibrate-on'],
    calibrateDir: values['calibrate-dir'],
    folds,
    seed: intArg(OUT_OF_SAMPLE_OPTIONS, 'seed', values.seed),
  };
}

/**
 * Runs what the options ask for against the finished main run `target` over `dir`: the same
 * routers over the calibration queries (and directory), and/or the folds.
 */
export function runOutOfSample(
  io: CliIo,
  o: OutOfSample,
  dir: string,
  options: Pick<BenchOptions, 'routers' | 'threshold'>,
  values: Parameters<typeof discoveryOptions>[0] & { layout?: string | undefined; skill?: string | undefined },
  target: BenchResult,
  /** What to load of the calibration directory (default everything). */
  needs?: LoadNeeds,
): { calibration?: Calibration; crossValidation?: CrossValidation } {
  const out: { calibration?: Calibration; crossValidation?: CrossValidation } = {};
  if (o.folds !== undefined) {
    const n = target.perQuery.length;
    if (o.folds > n) throw new UsageError(`--folds must be at most the number of queries (${n}), got ${o.folds}`);
    out.crossValidation = crossValidate(target, o.folds, o.seed);
  }
  if (o.calibrateOn !== undefined) {
    const file = o.calibrateOn;
    const calDir = o.calibrateDir ?? dir;
    const queries = readQueriesSync(io, file, '--calibrate-on', values.skill);
    const set = loadDir(io, calDir, {
      layout: layoutOption(values.layout),
      ...(needs !== undefined ? { needs } : {}),
      ...discoveryOptions(values),
    });
    if (set.skills.length === 0) throw new UsageError(`no skills found in --calibrate-dir '${calDir}'`);
    const result = inQueryFile(file, () => {
      try {
        return runBench(set.skills, queries, options);
      } catch (err) {
        // The usual cause: a query file about another directory, given without that directory.
        if (err instanceof QuerySetError && err.code === 'unknown-skill' && o.calibrateDir === undefined) {
          throw new QuerySetError(
            err.line,
            err.code,
            `${err.problem}; if '${file}' is about another directory, add --calibrate-dir DIR`,
            err.data,
          );
        }
        throw err;
      }
    });
    // Another directory's hidden-folder fact; the benchmarked DIR's is the document's own.
    out.calibration = {
      ...transferThresholds(result, target, { queriesFile: file, dir: calDir }),
      ...(o.calibrateDir !== undefined ? unreadHiddenMember(set.unreadHidden) : {}),
    };
  }
  return out;
}
