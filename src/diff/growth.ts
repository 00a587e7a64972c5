/**
 * `--fail-on-growth N` / `N%`: the gate of a budget diff. It looks at the catalog tier — the
 * name + description of every skill, in context from the first turn of every session — because
 * that is the cost every user pays; bodies and resources cost only when used.
 */
import { UsageError } from '../base/errors.js';
import type { BudgetDiff } from './types.js';

export type GrowthLimit =
  | { readonly kind: 'tokens'; readonly value: number }
  | { readonly kind: 'percent'; readonly value: number };

export function parseGrowthLimit(text: string, flag = '--fail-on-growth'): GrowthLimit {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) throw new UsageError(`${flag} expects N (catalog tokens) or N% (of the base catalog), got '${text}'`);
  const value = Number(m[1]);
  if (m[2] === '%') return { kind: 'percent', value };
  if (!Number.isInteger(value))
    throw new UsageError(`${flag} expects a whole number of tokens or a percentage, got '${text}'`);
  return { kind: 'tokens', value };
}

/** True when the catalog grew by more than the limit (growth exactly at the limit passes). */
export function exceedsGrowth(diff: BudgetDiff, limit: GrowthLimit): boolean {
  const t = diff.tiers.catalog.tokens;
  if (limit.kind === 'tokens') return t.delta > limit.value;
  if (t.delta <= 0) return false;
  // Growth from an empty catalog is unbounded in percent.
  return t.percent === null || t.percent > limit.value;
}
