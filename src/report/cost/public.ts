/** The `cost` renderers as the library exports them: input shape checked first (see ../public.ts). */
import { requireBoolean, requireObject } from '../../base/api.js';
import { renderCostJson as costJson } from './json.js';
import { renderCostMarkdown as costMarkdown } from './markdown.js';
import type { CostReport } from './model.js';
import { renderCostTable as costTable } from './table.js';

const COST = 'a CostReport { dir, queriesFile, result: CostResult (from runCost) }';

function cost(fn: string, report: unknown): void {
  requireObject(fn, 'report', report, COST, ['dir', 'result']);
  requireObject(fn, 'report.result', report['result'], 'a CostResult (from runCost)', [
    'strategies',
    'requests',
    'verdict',
  ]);
}

export function renderCostTable(report: CostReport, color: boolean, width?: number): string {
  cost('renderCostTable', report);
  requireBoolean('renderCostTable', 'color', color);
  return costTable(report, color, width);
}
export function renderCostJson(report: CostReport): string {
  cost('renderCostJson', report);
  return costJson(report);
}
export function renderCostMarkdown(report: CostReport): string {
  cost('renderCostMarkdown', report);
  return costMarkdown(report);
}
