/** The HTML report: pure functions from results to one self-contained page. */
export { renderReportHtml, reportSections, REPORT_SECTIONS, REPORT_CSP } from './page.js';
export { reportBenchFrom, reportCheckFrom } from './adapt.js';
export { buildReport } from './build.js';
export type { BuildReportOptions, BuildReportHooks } from './build.js';
export type * from './model.js';
