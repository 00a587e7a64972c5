/** `skillscope cost --json`: one document, schemaVersion 1 (shape in docs/commands/cost.md). */
import { COST_SCHEMA_VERSION } from '../../cost/run.js';
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import type { CostReport } from './model.js';

function costDocument(report: CostReport): Record<string, unknown> {
  const { result } = report;
  return {
    schemaVersion: COST_SCHEMA_VERSION,
    dir: report.dir,
    queriesFile: report.queriesFile,
    ...result,
    ...unreadHiddenMember(report.unreadHidden),
  };
}

export function renderCostJson(report: CostReport): string {
  return `${JSON.stringify(costDocument(report), null, 2)}\n`;
}
