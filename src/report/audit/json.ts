/** `audit --json`: the AuditResult as one JSON document (schemaVersion inside). */
import type { AuditResult } from '../../audit/types.js';
import { jsonPieces } from '../json-chunks.js';

/**
 * The document in pieces, in order (the CLI writes them as they come: at 100,000 skills the one
 * string was ~500 MB on top of the result; ../json-chunks.ts).
 */
export function auditJsonPieces(r: AuditResult): Iterable<string> {
  return jsonPieces(r);
}

export function renderAuditJson(r: AuditResult): string {
  return [...auditJsonPieces(r)].join('');
}
