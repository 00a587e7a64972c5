/** `skillscope check`: rules, host listing simulation, severities, config, baseline, autofix. */
export * from './types.js';
export * from './options.js';
export * from '../hosts/index.js';
export { checkDirs, emptyRunError, noSkillsHint } from './dirs.js';
export type {
  CheckDir,
  CheckDirDiscovery,
  CheckDirFixes,
  CheckDirsAdapters,
  CheckDirsOptions,
  CheckDirsResult,
} from './dirs.js';
export {
  runCheck,
  checkStream,
  startCheck,
  CHECK_NEEDS,
  checkExitCode,
  checkVerdict,
  simulateHosts,
  summarizeFindings,
  compareFindings,
} from './engine.js';
export type {
  CheckResult,
  CheckSummary,
  BudgetReport,
  HostBudget,
  ExitPolicy,
  CheckVerdict,
  FailReason,
  CheckHooks,
  CheckPhase,
  CheckFold,
  CheckRest,
} from './engine.js';
export type { SkillFacts, ResourceFacts, CheckFacts } from './facts.js';
export {
  RULES,
  RULE_LIST,
  RULE_FAMILIES,
  isRuleCode,
  LOAD_PROBLEM_RULES,
  NAME_PATTERN,
  SPEC_FIELDS,
  CLAUDE_CODE_FIELDS,
  KNOWN_FIELDS,
} from './rules/index.js';
export type { RuleFamilyModule } from './rules/index.js';
export { applySeverity, effectiveSeverity } from './severity.js';
export type { SeverityPolicy } from './severity.js';
export { applyBaseline, parseBaseline, baselineKey } from './baseline.js';
export type { BaselineFinding, BaselineSummary } from './baseline.js';
export { fixFrontmatterQuoting, fixableText, fixableKeys, yamlQuote, FIXABLE_KEYS } from './fix.js';
export type { FixResult, FixSkipReason, QuoteFix, FixableKey } from './fix.js';
export { planFixes, applyFixPlan, fixFailureFindings } from './fix-apply.js';
export type { FixPlan, FixOutcome, FixFailure, FixFailReason, FixSkip, PlannedFix } from './fix-apply.js';
export { nodeFixFs } from './fix-fs.js';
export type { FixFs, FixFileInfo } from './fix-fs.js';
export { markFixable } from './fixable.js';
export { commentCut } from './text/comment-cut.js';
export type { CommentCut } from './text/comment-cut.js';
export { unifiedDiff } from './diff.js';
export type { LineChange } from './diff.js';
export { TRIGGER_PATTERNS, hasTrigger, triggerOffset } from './text/triggers.js';
export { findReferences, resolveInSkill } from './text/links.js';
export type { BodyReference } from './text/links.js';
export { similarPairs } from './text/tfidf.js';
export { renderRulesDoc, ruleAnchor } from './rules-doc.js';
