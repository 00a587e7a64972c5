/** `audit --json`: the AuditResult as one JSON document (schemaVersion inside). */
import type { AuditResult } from '../../audit/types.js';

export function renderAuditJson(r: AuditResult): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}
