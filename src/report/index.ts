/**
 * Renderers, one per command and format: each takes the command's result model and returns a
 * string (no IO, no exit codes). Exported so library users can print exactly what the CLI prints.
 */
export { renderAuditTable, type AuditTableOptions } from './audit/table.js';
export { renderAuditJson } from './audit/json.js';
export { renderAuditMarkdown } from './audit/markdown.js';
export { renderDiffJson } from './diff/json.js';
export { renderDiffMarkdown } from './diff/markdown.js';
export { renderDiffText } from './diff/text.js';
export { headline as budgetDiffHeadline } from './diff/words.js';
export { CHECK_FORMATS, CHECK_RENDERERS, renderCheckGithub, renderCheckJson, renderCheckSarif, renderCheckText } from './check/index.js';
export type { CheckFormat, CheckReportInput, FixRecord } from './check/index.js';
export { renderRouteTable } from './route/table.js';
export { renderRouteJson } from './route/json.js';
export { renderRouteMarkdown } from './route/markdown.js';
export type { RouteReport } from './route/model.js';
export { renderStopwordsJson, renderStopwordsText } from './route/stopwords.js';
export { renderBenchTable } from './bench/table.js';
export { renderBenchJson } from './bench/json.js';
export { renderBenchMarkdown } from './bench/markdown.js';
export type { BenchReport } from './bench/model.js';
export { buildBenchVerdict, verdictLine, benchVerdict, type VerdictSentence } from './bench/verdict.js';
export { renderCountTable } from './tokens/count-table.js';
export { renderCountJson } from './tokens/count-json.js';
export { renderVerifyTable } from './tokens/verify-table.js';
export { renderVerifyJson } from './tokens/verify-json.js';
