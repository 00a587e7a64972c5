/**
 * Reading an `audit --json` document back for a diff. The input is untrusted JSON: every field
 * the diff reads is checked before it is used — kind, type and range — and the first one that is
 * wrong is one message naming the document, the field's place (`skills[3].catalog.bytes`) and
 * what is wrong, never a half-read document or an internal error further down. A document of
 * another schema version or kind is refused with the way to fix it (re-run `audit --json` with
 * this version). Nothing of the input is quoted beyond its own field names, escaped by the CLI.
 */
import { AUDIT_SCHEMA_VERSION } from '../audit/types.js';
import { HOST_IDS } from '../hosts/types.js';
import { UsageError } from '../base/errors.js';
import { jsonSyntaxError } from '../check/json-error.js';
import { ENCODING_NAMES } from '../tokenizer/names.js';
import type { AuditDocument } from './types.js';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own field only: a document's `__proto__` or `constructor` key is data, never Object's. */
function field(record: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** What a value is, in the words of the message ("a string", "an array", "null", "1e+300"). */
function what(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** A field's place in the document, `skills[3].catalog.bytes`; odd keys are quoted. */
function place(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const name = /^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key);
  return parent === '' ? name : `${parent}.${name}`;
}

/** Checks one document's fields, throwing the first problem as a UsageError. */
class Reader {
  constructor(private readonly label: string) {}

  fail(at: string, problem: string): never {
    throw new UsageError(`${this.label}: ${at} ${problem}; give the output of 'skillscope audit DIR --json'`);
  }

  record(parent: Json, key: string, at: string): Json {
    const v = field(parent, key);
    const here = place(at, key);
    if (!isRecord(v)) this.fail(here, `must be an object, got ${what(v)}`);
    return v;
  }

  list(parent: Json, key: string, at: string): unknown[] {
    const v = field(parent, key);
    if (!Array.isArray(v)) this.fail(place(at, key), `must be a list, got ${what(v)}`);
    return v;
  }

  text(parent: Json, key: string, at: string): string {
    const v = field(parent, key);
    if (typeof v !== 'string') this.fail(place(at, key), `must be a string, got ${what(v)}`);
    return v;
  }

  /** A count: a whole number from 0 to 2^53 − 1 (every byte and token figure audit writes is one). */
  count(parent: Json, key: string, at: string, optional = false): void {
    const v = field(parent, key);
    if (optional && v === undefined) return;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
      this.fail(place(at, key), `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, got ${what(v)}`);
  }

  /** `{ <encoding>: count }` for the encoding the diff reads (absent counts as 0, as audit means). */
  tokens(parent: Json, key: string, at: string, enc: string, nested: boolean): void {
    const t = this.record(parent, key, at);
    const here = place(at, key);
    if (!nested) return this.count(t, enc, here, true);
    if (field(t, enc) === undefined) return;
    this.count(this.record(t, enc, here), 'total', place(here, enc));
  }

  paths(parent: Json, key: string, at: string): void {
    const list = this.list(parent, key, at);
    list.forEach((p, i) => {
      if (typeof p !== 'string') this.fail(place(place(at, key), i), `must be a string, got ${what(p)}`);
    });
  }
}

/** Parses and checks one document; `label` names it in errors (e.g. `base 'main.json'`). */
export function parseAuditDocument(text: string, label: string): AuditDocument {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(
      `${label} is not JSON (${jsonSyntaxError(text, err)}); give the output of 'skillscope audit DIR --json'`,
    );
  }
  if (!isRecord(data))
    throw new UsageError(`${label} is not an 'audit --json' document (expected a JSON object, got ${what(data)})`);
  if (field(data, 'kind') === 'skillscope-audit-diff')
    throw new UsageError(`${label} is a diff, not an 'audit --json' document`);
  if (
    isRecord(field(data, 'summary')) &&
    Array.isArray(field(data, 'findings')) &&
    field(data, 'skills') === undefined
  ) {
    throw new UsageError(
      `${label} is a 'check --json' document; diff compares two 'skillscope audit DIR --json' documents`,
    );
  }
  const version = field(data, 'schemaVersion');
  if (version !== AUDIT_SCHEMA_VERSION) {
    const shown = typeof version === 'number' && Number.isFinite(version) ? String(version) : what(version);
    throw new UsageError(
      `${label} has audit schemaVersion ${shown}, this skillscope reads ${AUDIT_SCHEMA_VERSION}: re-run 'skillscope audit DIR --json' with this version`,
    );
  }
  const r = new Reader(label);
  const encodings = r.list(data, 'encodings', '');
  if (encodings.length === 0) r.fail('encodings', 'must name at least one encoding, got an empty list');
  encodings.forEach((e, i) => {
    if (typeof e !== 'string' || !(ENCODING_NAMES as readonly string[]).includes(e))
      r.fail(
        `encodings[${i}]`,
        `must be one of ${ENCODING_NAMES.join(', ')}, got ${typeof e === 'string' ? 'another name' : what(e)}`,
      );
  });
  const enc = encodings[0] as string;
  r.text(data, 'dir', '');
  r.list(data, 'skills', '').forEach((s, i) => {
    const at = `skills[${i}]`;
    if (!isRecord(s)) return r.fail(at, `must be an object, got ${what(s)}`);
    r.text(s, 'name', at);
    r.text(s, 'path', at);
    const catalog = r.record(s, 'catalog', at);
    r.count(catalog, 'bytes', `${at}.catalog`);
    r.tokens(catalog, 'tokens', `${at}.catalog`, enc, false);
    const body = r.record(s, 'body', at);
    r.count(body, 'bytes', `${at}.body`);
    r.tokens(body, 'tokens', `${at}.body`, enc, false);
    const resources = r.record(s, 'resources', at);
    r.count(resources, 'bytes', `${at}.resources`);
    r.tokens(resources, 'textTokens', `${at}.resources`, enc, false);
  });
  const totals = r.record(data, 'totals', '');
  for (const tier of ['catalog', 'body'] as const) {
    const t = r.record(totals, tier, 'totals');
    r.count(r.record(t, 'bytes', `totals.${tier}`), 'total', `totals.${tier}.bytes`);
    r.tokens(t, 'tokens', `totals.${tier}`, enc, true);
  }
  const resources = r.record(totals, 'resources', 'totals');
  r.count(resources, 'bytes', 'totals.resources');
  r.tokens(resources, 'textTokens', 'totals.resources', enc, false);
  const hosts = field(data, 'hosts');
  if (hosts !== undefined) {
    if (!isRecord(hosts)) return r.fail('hosts', `must be an object, got ${what(hosts)}`);
    for (const host of Object.keys(hosts)) {
      const at = place('hosts', host);
      if (!(HOST_IDS as readonly string[]).includes(host))
        r.fail(at, `is not a host skillscope knows (${HOST_IDS.join(', ')})`);
      const h = r.record(hosts, host, 'hosts');
      const unit = field(h, 'unit');
      if (unit !== 'chars' && unit !== 'tokens')
        r.fail(
          `${at}.unit`,
          `must be "chars" or "tokens", got ${typeof unit === 'string' ? 'another string' : what(unit)}`,
        );
      r.count(h, 'fullSize', at);
      r.count(h, 'size', at);
      if (field(h, 'budget') !== null) r.count(h, 'budget', at);
      const skills = r.record(h, 'skills', at);
      for (const status of ['cut', 'name-only', 'omitted', 'skipped']) r.paths(skills, status, `${at}.skills`);
    }
  }
  return data as unknown as AuditDocument;
}
