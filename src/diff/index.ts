/** The token-budget diff between two `audit --json` documents (public API). */
export * from './types.js';
export { computeBudgetDiff, delta } from './diff.js';
export { parseAuditDocument } from './document.js';
export { exceedsGrowth, parseGrowthLimit, type GrowthLimit } from './growth.js';
export { summarizeHostListings, type HostSummaryOptions } from './hosts.js';
