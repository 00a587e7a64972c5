/**
 * `skillscope cost`: what each way of exposing skills to a model costs per request, and what it
 * buys — a cost–accuracy table of the loading strategies, offline, for the user's own directory.
 * Pure core: strategies (flows.ts) over a shared context (context.ts) and a prompt model
 * (model.ts); run.ts summarises, verdict.ts picks.
 */
export * from './model.js';
export * from './strategies.js';
export * from './router.js';
export * from './price.js';
export * from './shuffle.js';
export { CostContext, toolText, type CostSettings, type ShownListing, type DistractorOrder } from './context.js';
export { costOf, FLOWS, type CostRequest, type RequestCost } from './flows.js';
export {
  runCost,
  costNeeds,
  costRequests,
  tokenStats,
  COST_SCHEMA_VERSION,
  type CostOptions,
  type CostResult,
  type StrategyCost,
  type StrategyRequest,
  type TokenStats,
} from './run.js';
export { costVerdict, type CostVerdict } from './verdict.js';
