/**
 * skillscope's public library API: everything the CLI does is reachable from here.
 * Re-exports only; each area keeps its own barrel.
 */
export * from './tokenizer/index.js';
export * from './skills/index.js';
export * from './audit/index.js';
export * from './check/index.js';
export * from './config/index.js';
export * from './route/index.js';
export * from './bench/index.js';
export * from './suggest/index.js';
export * from './report/html/index.js';
export * from './report/index.js';
export * from './access/index.js';
export * from './diff/index.js';
export * from './cost/index.js';
export { ApiUsageError } from './base/api.js';
