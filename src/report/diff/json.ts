/** `diff --json`: the BudgetDiff as one JSON document (schemaVersion and encoding inside). */
import type { BudgetDiff } from '../../diff/types.js';

export function renderDiffJson(
  diff: BudgetDiff,
  extra: { readonly failed: boolean; readonly failOnGrowth: string | null },
): string {
  return `${JSON.stringify({ ...diff, gate: extra }, null, 2)}\n`;
}
