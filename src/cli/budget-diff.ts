/**
 * What `diff BASE HEAD` and `audit DIR --compare BASE` share: the format option, the growth gate
 * and the rendering. Exit code decided here once: 1 when `--fail-on-growth` is exceeded, else 0.
 */
import { exceedsGrowth, parseGrowthLimit, type BudgetDiff } from '../diff/index.js';
import { renderDiffJson } from '../report/diff/json.js';
import { renderDiffMarkdown } from '../report/diff/markdown.js';
import { renderDiffText } from '../report/diff/text.js';
import { formatChoice } from './format.js';
import type { CliIo } from './io.js';

export const DIFF_FORMATS = ['text', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export function diffFormatOption(values: { format?: string | undefined; json?: boolean | undefined }): DiffFormat {
  return formatChoice(values, DIFF_FORMATS);
}

/** Renders the diff on stdout and returns the exit code. */
export function writeBudgetDiff(
  io: CliIo,
  diff: BudgetDiff,
  format: DiffFormat,
  failOnGrowth: string | undefined,
): number {
  const limit = failOnGrowth === undefined ? undefined : parseGrowthLimit(failOnGrowth);
  const failed = limit !== undefined && exceedsGrowth(diff, limit);
  if (format === 'json') io.stdout(renderDiffJson(diff, { failed, failOnGrowth: failOnGrowth ?? null }));
  else if (format === 'markdown') io.stdout(renderDiffMarkdown(diff));
  else io.stdout(renderDiffText(diff));
  if (failed && format !== 'json')
    io.stderr(`skillscope: catalog grew by more than --fail-on-growth ${failOnGrowth}\n`);
  return failed ? 1 : 0;
}
