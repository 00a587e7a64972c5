/**
 * Reading an `audit --json` document back for a diff. The input is untrusted JSON: every field
 * the diff uses is checked, and a document of another schema version or kind is refused with a
 * message saying how to fix it (re-run `audit --json` with this version), never half-read.
 */
import { AUDIT_SCHEMA_VERSION } from '../audit/types.js';
import { HOST_IDS } from '../check/hosts/types.js';
import { UsageError } from '../errors.js';
import { jsonSyntaxError } from '../check/json-error.js';
import type { AuditDocument } from './types.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and checks one document; `label` names it in errors (e.g. `base 'main.json'`). */
export function parseAuditDocument(text: string, label: string): AuditDocument {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${label} is not JSON (${jsonSyntaxError(text, err)}); give the output of 'skillscope audit DIR --json'`);
  }
  if (!isRecord(data)) throw new UsageError(`${label} is not an 'audit --json' document (expected a JSON object)`);
  if (data['kind'] === 'skillscope-audit-diff') throw new UsageError(`${label} is a diff, not an 'audit --json' document`);
  if (data['schemaVersion'] !== AUDIT_SCHEMA_VERSION) {
    throw new UsageError(`${label} has audit schemaVersion ${JSON.stringify(data['schemaVersion'] ?? null)}, this skillscope reads ${AUDIT_SCHEMA_VERSION}: re-run 'skillscope audit DIR --json' with this version`);
  }
  const encodings = data['encodings'];
  if (!Array.isArray(encodings) || encodings.length === 0 || !encodings.every((e) => typeof e === 'string')) {
    throw new UsageError(`${label} has no 'encodings' list: is it the output of 'skillscope audit DIR --json'?`);
  }
  const skills = data['skills'];
  if (!Array.isArray(skills)) throw new UsageError(`${label} has no 'skills' list: is it the output of 'skillscope audit DIR --json'?`);
  skills.forEach((s, i) => {
    const ok =
      isRecord(s) &&
      typeof s['name'] === 'string' &&
      typeof s['path'] === 'string' &&
      isRecord(s['catalog']) &&
      isRecord(s['body']) &&
      isRecord(s['resources']) &&
      typeof s['catalog']['bytes'] === 'number' &&
      typeof s['body']['bytes'] === 'number' &&
      typeof s['resources']['bytes'] === 'number' &&
      isRecord(s['catalog']['tokens']) &&
      isRecord(s['body']['tokens']) &&
      isRecord(s['resources']['textTokens']);
    if (!ok) throw new UsageError(`${label}: skills[${i}] lacks name, path or the catalog/body/resources figures`);
  });
  const hosts = data['hosts'];
  if (hosts !== undefined) {
    if (!isRecord(hosts)) throw new UsageError(`${label}: 'hosts' must be an object`);
    for (const [host, h] of Object.entries(hosts)) {
      const known = (HOST_IDS as readonly string[]).includes(host);
      const ok = isRecord(h) && typeof h['fullSize'] === 'number' && typeof h['size'] === 'number' && (h['budget'] === null || typeof h['budget'] === 'number') && isRecord(h['skills']);
      if (!known || !ok) throw new UsageError(`${label}: hosts.${host} is not a host listing skillscope wrote`);
    }
  }
  const totals = data['totals'];
  const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  const totalsOk =
    isRecord(totals) &&
    isRecord(totals['catalog']) &&
    isRecord(totals['body']) &&
    isRecord(totals['resources']) &&
    isRecord(totals['catalog']['bytes']) &&
    num(totals['catalog']['bytes']['total']) &&
    isRecord(totals['catalog']['tokens']) &&
    isRecord(totals['body']['bytes']) &&
    num(totals['body']['bytes']['total']) &&
    isRecord(totals['body']['tokens']) &&
    num(totals['resources']['bytes']) &&
    isRecord(totals['resources']['textTokens']);
  if (!totalsOk) throw new UsageError(`${label} lacks the tier totals of 'audit --json'`);
  if (typeof data['dir'] !== 'string') throw new UsageError(`${label} has no 'dir'`);
  return data as unknown as AuditDocument;
}
