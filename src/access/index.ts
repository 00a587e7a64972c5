/**
 * Skill access for agents: a bounded catalog with discover and load for what it leaves out, and
 * search, inspect and select over a metadata corpus with cold storage. One pure core over
 * the loader; two faces use it: the CLI commands and the MCP server (`src/mcp/`).
 */
export * from './errors.js';
export * from './view.js';
export * from './state.js';
export * from './store.js';
export * from './catalog.js';
export * from './listings.js';
export * from './discover.js';
export * from './load.js';
export * from './resolve.js';
export * from './corpus.js';
export * from './search.js';
export * from './inspect.js';
export * from './select.js';
export * from './plan.js';
export * from './closest.js';
export * from './mime.js';
export * from './session.js';
export * from './skill-uri.js';
