/**
 * The offline routing benchmark: query sets, metrics with intervals, paired tests, threshold
 * sweep, stealers and breakdowns. Pure: skills and query text in, a result object out.
 */
export * from './queries.js';
export * from './stats.js';
export * from './sweep.js';
export * from './stealers.js';
export * from './breakdown.js';
export { runBench, PER_QUERY_TOP, BENCH_NEEDS } from './run.js';
export type {
  BenchOptions,
  BenchResult,
  ConditionReport,
  Comparison,
  PerQuery,
  QueryOutcome,
  ThresholdReport,
} from './run.js';
export * from './presets.js';
export * from './access.js';
export * from './outcomes.js';
export * from './calibrate.js';
export * from './folds.js';
export * from './formats.js';
export * from './formats-write.js';
