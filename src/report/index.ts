/**
 * Renderers, one per command and format: each takes the command's result model and returns a
 * string (no IO, no exit codes). Exported so library users can print exactly what the CLI prints;
 * the exported ones check their input's shape first (public.ts).
 */
export * from './public.js';
export type { AuditTableOptions } from './audit/table.js';
export { CHECK_FORMATS, CHECK_RENDERERS } from './check/index.js';
export { headline as budgetDiffHeadline } from './diff/words.js';
export type { CheckFormat, CheckReportInput, FixRecord } from './check/index.js';
export type { RouteReport } from './route/model.js';
export type { BenchReport } from './bench/model.js';
export { renderSuggestTable, renderSuggestJson, renderSuggestMarkdown } from './suggest/public.js';
export type { SuggestReport } from './suggest/rows.js';
export { buildBenchVerdict, verdictLine, benchVerdict, type VerdictSentence } from './bench/verdict.js';
export { renderHostsText } from './hosts/text.js';
export { renderHostsJson, hostsDocument } from './hosts/json.js';
export { renderCostTable, renderCostJson, renderCostMarkdown } from './cost/public.js';
export type { CostReport } from './cost/model.js';
export {
  renderCatalogText,
  renderCatalogFormat,
  renderHostListingsText,
  renderDiscoverText,
  renderSearchText,
  renderInspectText,
  renderPlanText,
} from './access/public.js';
export { CATALOG_FORMATS, type CatalogFormat } from './access/formats.js';
