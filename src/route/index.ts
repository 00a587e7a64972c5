/**
 * Lexical routing: which skill would a word-overlap router pick for a request, from what it
 * sees (catalog, body, excerpt)? Pure: skills come in as plain `{name, description, body}`.
 */
export * from './analyzers/index.js';
export * from './scorers/index.js';
export * from './conditions.js';
export * from './spec.js';
export * from './corpus.js';
export * from './hits.js';
export * from './inverted-index.js';
export * from './brute-force.js';
export * from './rank.js';
export * from './router.js';
export * from './route.js';
