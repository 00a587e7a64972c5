/**
 * The one-line verdict as data: the cheapest strategy whose reach (target read within the open
 * budget) is within `withinPoints` percentage points of the best reach. Cheapest = fewest dollars
 * per 1,000 requests when priced, else the lowest mean input tokens; ties go to fewer calls, then
 * to the earlier strategy. Without a query file reach is not measured: the verdict is then the
 * cheapest strategy other than `none` whose every request fits the window. `full_k` below the
 * whole pool is never picked: its target is put in by hand (an oracle, see StrategyCost.oracle).
 */
import type { StrategyCost } from './run.js';

export type CostVerdict =
  | {
      readonly kind: 'reach';
      readonly strategy: string;
      readonly withinPoints: number;
      readonly best: { readonly strategy: string; readonly rate: number };
      readonly rate: number;
      readonly costBasis: 'dollars' | 'tokens';
    }
  | { readonly kind: 'fit'; readonly strategy: string; readonly costBasis: 'dollars' | 'tokens' }
  | { readonly kind: 'none'; readonly reason: 'no-requests' | 'nothing-fits' };

function cheaper(a: StrategyCost, b: StrategyCost, dollars: boolean): number {
  const ca = dollars ? (a.dollarsPer1000 ?? 0) : a.inputTokens.mean;
  const cb = dollars ? (b.dollarsPer1000 ?? 0) : b.inputTokens.mean;
  return ca - cb || a.calls.mean - b.calls.mean;
}

function cheapest(list: readonly StrategyCost[], dollars: boolean): StrategyCost | undefined {
  let best: StrategyCost | undefined;
  for (const s of list) if (best === undefined || cheaper(s, best, dollars) < 0) best = s;
  return best;
}

export function costVerdict(all: readonly StrategyCost[], withinPoints: number, priced: boolean): CostVerdict {
  const strategies = all.filter((s) => !s.oracle);
  const costBasis = priced ? 'dollars' : 'tokens';
  const n = all[0] === undefined ? 0 : all[0].window.fits + all[0].window.over;
  if (n === 0) return { kind: 'none', reason: 'no-requests' };
  const measured = strategies.filter((s) => s.reach !== null && s.reach.withinBudget.rate !== null);
  if (measured.length > 0) {
    let best = measured[0] as StrategyCost;
    for (const s of measured) if ((s.reach?.withinBudget.rate ?? 0) > (best.reach?.withinBudget.rate ?? 0)) best = s;
    const bestRate = best.reach?.withinBudget.rate ?? 0;
    // A tiny epsilon so that "within 5 points" includes exactly 5 points despite float rounding.
    const near = measured.filter((s) => (s.reach?.withinBudget.rate ?? 0) >= bestRate - withinPoints / 100 - 1e-12);
    const pick = cheapest(near, priced) as StrategyCost;
    return {
      kind: 'reach',
      strategy: pick.name,
      withinPoints,
      best: { strategy: best.name, rate: bestRate },
      rate: pick.reach?.withinBudget.rate ?? 0,
      costBasis,
    };
  }
  const fitting = strategies.filter((s) => s.kind !== 'none' && s.window.over === 0);
  const pick = cheapest(fitting, priced);
  return pick === undefined
    ? { kind: 'none', reason: 'nothing-fits' }
    : { kind: 'fit', strategy: pick.name, costBasis };
}
