/** `bench --json`: one document, schemaVersion 1 (shape documented in docs/commands/bench.md). */
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import type { BenchReport } from './model.js';

export function renderBenchJson(report: BenchReport): string {
  const { result } = report;
  const doc = {
    schemaVersion: 1,
    dir: report.dir,
    queriesFile: report.queriesFile,
    skills: result.skills,
    queries: result.queries,
    conditions: result.conditions,
    comparisons: result.comparisons,
    perQuery: result.perQuery,
    ...(report.access !== undefined ? { access: report.access } : {}),
    ...(report.calibration !== undefined ? { calibration: report.calibration } : {}),
    ...(report.crossValidation !== undefined ? { crossValidation: report.crossValidation } : {}),
    ...unreadHiddenMember(report.unreadHidden),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
