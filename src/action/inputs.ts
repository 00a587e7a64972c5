/**
 * The inputs of the GitHub Action (action.yml), read from the environment the composite step
 * sets (`SKILLSCOPE_<NAME>`: composite actions do not export `INPUT_*` by themselves). Pure:
 * an environment record in, typed inputs out; a bad value is a UsageError naming the input.
 */
import { UsageError } from '../base/errors.js';

export interface ActionInputs {
  /** The skill directory to check (relative to the workspace). */
  readonly path: string;
  /** What the step prints: `github` annotations (default) or `text` read by the problem matcher. */
  readonly format: 'github' | 'text';
  /** `error`: fail on errors; `warning`: fail on any warning too. */
  readonly failOn: 'error' | 'warning';
  readonly baseline: string | undefined;
  readonly config: string | undefined;
  /** Write the token-budget diff against the base branch into the summary (and a file). */
  readonly budgetComment: boolean;
  /** An earlier `audit --json` of the base branch; else the base is audited from `baseRef`. */
  readonly budgetBase: string | undefined;
  /** Git revision of the base (the pull request's base commit), checked out in a temporary worktree. */
  readonly baseRef: string | undefined;
  /** Where the SARIF file is written. */
  readonly sarifFile: string;
}

function value(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const v = env[`SKILLSCOPE_${name}`]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function choice<T extends string>(raw: string | undefined, input: string, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  const v = raw.toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`action input '${input}' must be ${allowed.join(' or ')}, got '${raw}'`);
}

export function readActionInputs(env: Readonly<Record<string, string | undefined>>): ActionInputs {
  const budget = choice(value(env, 'BUDGET_COMMENT'), 'budget-comment', ['on', 'off', 'true', 'false'] as const, 'off');
  return {
    path: value(env, 'PATH') ?? '.',
    format: choice(value(env, 'FORMAT'), 'format', ['github', 'text'] as const, 'github'),
    failOn: choice(value(env, 'FAIL_ON'), 'fail-on', ['error', 'warning'] as const, 'error'),
    baseline: value(env, 'BASELINE'),
    config: value(env, 'CONFIG'),
    budgetComment: budget === 'on' || budget === 'true',
    budgetBase: value(env, 'BUDGET_BASE'),
    baseRef: value(env, 'BASE_REF'),
    sarifFile: value(env, 'SARIF_FILE') ?? 'skillscope.sarif',
  };
}
