/** The three-tier cost audit. */
export {
  computeAudit,
  auditStream,
  AUDIT_NEEDS,
  DEFAULT_WINDOW_TOKENS,
  DEFAULT_BODY_MAX_LINES,
  DEFAULT_BODY_MAX_TOKENS,
  DEFAULT_RESOURCE_MAX_TOKENS,
  DEFAULT_AUDIT_BUDGETS,
  LARGEST_FILES,
} from './audit.js';
export type { AuditOptions, StreamAuditOptions } from './audit.js';
export * from './types.js';
export { catalogEntryText } from './catalog.js';
export { findDuplicateResources } from './duplicates.js';
export type { DuplicateGroup } from './duplicates.js';
export { AUDIT_CODE_LIST, AUDIT_KIND_CODES, AUDIT_ONLY_CODES, AUDIT_SHARED_CODES } from './codes.js';
export type { AuditCode, AuditCodeMeta, AuditOnlyCode } from './codes.js';
export { rankFindings, CATEGORY_SHARE_FINDING, CATEGORY_MIN_BYTES } from './findings.js';
export { cjkShare, countCjk, CJK_MAJORITY } from './language.js';
export { summarize, ratio } from './stats.js';
export type { Summary } from './stats.js';
