/**
 * skillscope's public library API: everything the CLI does is reachable from here.
 *
 * The runtime exports are listed by name, not re-exported with `export *` from each area's
 * barrel: a barrel exports what its own folder's neighbours need (limits, helpers, tables), and
 * a user of the package should see the entry points, the renderers and the named defaults the
 * docs describe (docs/api.md), nothing an internal refactor may rename. test/api/exports.test.ts
 * pins the sorted list, so adding or removing a name shows in the diff of
 * test/api/exports.txt. Types are re-exported whole (`export type *`): they cost nothing at run
 * time and a caller annotating a result needs every shape in it.
 */

// Tokenizer: encodings, counting, the published test vectors.
export {
  getEncoding,
  createEncoding,
  createCountCache,
  resolveEncodingName,
  ENCODING_NAMES,
  ENCODING_CHOICES,
  ENCODING_ALIASES,
  DEFAULT_ENCODING,
  loadRankTable,
  parseRankFile,
  textStats,
  totalStats,
  checkVector,
  checkRoundTrip,
  GPT2_VECTORS,
  ALL_VECTORS,
} from './tokenizer/index.js';
export type * from './tokenizer/index.js';

// Skills: the loader over a small Fs interface, and what a load reads.
export {
  loadSkills,
  openSkills,
  nodeFs,
  memoryFs,
  splitFrontmatter,
  classifyResource,
  LOAD_ALL,
  LOAD_BODIES,
  LOAD_FRONTMATTER,
  mergeNeeds,
  DEFAULT_MAX_DEPTH,
} from './skills/index.js';
export type * from './skills/index.js';

// Audit: token cost per tier.
export {
  computeAudit,
  auditStream,
  AUDIT_NEEDS,
  AUDIT_SCHEMA_VERSION,
  catalogEntryText,
  findDuplicateResources,
  DEFAULT_WINDOW_TOKENS,
  DEFAULT_BODY_MAX_LINES,
  DEFAULT_BODY_MAX_TOKENS,
  DEFAULT_RESOURCE_MAX_TOKENS,
  DEFAULT_AUDIT_BUDGETS,
  AUDIT_CODE_LIST,
  AUDIT_KIND_CODES,
} from './audit/index.js';
export type * from './audit/index.js';

// Check: the rule engine, its registry, baselines, fixes, host listings.
export {
  runCheck,
  checkStream,
  startCheck,
  checkDirs,
  CHECK_NEEDS,
  checkExitCode,
  checkVerdict,
  simulateHosts,
  RULES,
  RULE_LIST,
  RULE_CODES,
  isRuleCode,
  CHECK_PROFILES,
  applyBaseline,
  parseBaseline,
  fixFrontmatterQuoting,
  renderRulesDoc,
  simulateClaudeCode,
  simulateClaudeCodeLegacy,
  simulateCodex,
  simulateCodexLegacy,
  codexVisibleDescription,
  parseClaudeSettings,
  HOST_IDS,
  simulateCopilotCli,
  simulateCopilotCliLegacy,
  simulateGeminiCli,
  simulateOpenCode,
  simulateCursor,
  simulateListing,
  listingSkills,
} from './check/index.js';

// Hosts: what each agent host discovers and lists in a tree (the `hosts` command).
export { viewHosts, HOST_PROFILES, PROFILE_IDS, HOSTS_SCHEMA_VERSION, DEFAULT_HOSTS_WINDOW } from './hosts/index.js';
export type * from './check/index.js';

// Project config: skillscope.config.json, its schema, and the one merge with flags.
export { parseConfig, resolveOptions, CONFIG_FILE_NAME, CONFIG_JSON_SCHEMA } from './config/index.js';
export type * from './config/index.js';

// Route and the routing benchmark.
export {
  buildRouter,
  routeQuery,
  parseRouterSpec,
  resolveSpec,
  RouterSpecError,
  InvertedIndex,
  BruteForceScorer,
  seedTerms,
  SEED_STOPWORDS,
  BM25_DEFAULTS,
  BM25F_DEFAULTS,
  DEFAULT_ROUTE_TOP,
} from './route/index.js';
export type * from './route/index.js';
export {
  runBench,
  runAccessBench,
  BENCH_NEEDS,
  parseQueries,
  QuerySetError,
  parseEvalFile,
  detectEvalFormat,
  skillOfPath,
  writeEvalFile,
  skillsNamed,
  EVAL_FORMATS,
  isEvalFormat,
  wilsonInterval,
  mcnemarExact,
  sweepThreshold,
} from './routing-bench/index.js';
export type * from './routing-bench/index.js';

// Suggest: description edits from a query set.
export { suggestEdits } from './suggest/index.js';
export type * from './suggest/index.js';

// Cost: tokens and dollars per request for each access strategy.
export {
  runCost,
  costNeeds,
  parseStrategy,
  withListingHosts,
  DEFAULT_STRATEGIES,
  parsePriceTable,
  parseCostRouter,
  COST_SCHEMA_VERSION,
} from './cost/index.js';
export type * from './cost/index.js';

// Budget diff between two audit documents.
export {
  parseAuditDocument,
  computeBudgetDiff,
  summarizeHostListings,
  parseGrowthLimit,
  exceedsGrowth,
  DIFF_SCHEMA_VERSION,
} from './diff/index.js';
export type * from './diff/index.js';

// Access: the skill view, catalog, discovery, search, loading and state (CLI and MCP share these).
export {
  loadView,
  buildView,
  parseSources,
  buildCatalog,
  catalogHostListings,
  discover,
  loadSkill,
  openInside,
  buildSearchIndex,
  searchSkills,
  inspectRefs,
  selectionEvent,
  appendSelection,
  setDisabled,
  planColdStorage,
  createSession,
  AccessError,
  ACCESS_ERROR_CODES,
  ACCESS_SCHEMA_VERSION,
} from './access/index.js';
export type * from './access/index.js';

// Renderers, one per command and format, each returning the string the CLI prints.
export {
  renderAuditTable,
  renderAuditJson,
  renderAuditMarkdown,
  renderCheckText,
  renderCheckJson,
  renderCheckGithub,
  renderCheckSarif,
  renderRouteTable,
  renderRouteJson,
  renderRouteMarkdown,
  renderStopwordsText,
  renderStopwordsJson,
  renderBenchTable,
  renderBenchJson,
  renderBenchMarkdown,
  renderSuggestTable,
  renderSuggestJson,
  renderSuggestMarkdown,
  renderCountTable,
  renderCountJson,
  renderVerifyTable,
  renderVerifyJson,
  renderDiffText,
  renderDiffJson,
  renderDiffMarkdown,
  renderCostTable,
  renderCostJson,
  renderCostMarkdown,
  renderCatalogText,
  renderCatalogFormat,
  renderHostListingsText,
  renderDiscoverText,
  renderSearchText,
  renderInspectText,
  renderPlanText,
  renderHostsText,
  renderHostsJson,
  CHECK_FORMATS,
  CHECK_RENDERERS,
  CATALOG_FORMATS,
  budgetDiffHeadline,
} from './report/index.js';
export type * from './report/index.js';
export {
  buildReport,
  renderReportHtml,
  reportCheckFrom,
  reportBenchFrom,
  REPORT_SECTIONS,
} from './report/html/index.js';
export type * from './report/html/index.js';

// Errors: wrong arguments to the library, and expected failures of the tool itself.
export { ApiUsageError } from './base/api.js';
export { UsageError } from './base/errors.js';
export type { Finding } from './base/finding.js';
