/**
 * The bounded catalog (seed 002): the always-loaded listing of enabled skills, in name order,
 * each description cut to `maxDescription` code points, entries kept while the sum of their
 * UTF-8 JSON sizes stays within `budgetBytes` (a prefix of the name order, not a relevance
 * pick), with `total_skills`, `has_more` and the tool that finds the rest.
 *
 * Two revisions (002 §8): `revision` is the content revision of the view (any SKILL.md or the
 * enabled set changed) and is what `load --revision` checks; `catalog_digest` hashes only what
 * the listing shows, so a host can tell whether the listing it already sent is still right.
 */
import { createHash } from 'node:crypto';
import { sliceCodePoints, utf8Length } from '../skills/text.js';
import { collapseWhitespace } from '../check/text/unicode.js';
import type { AccessSkill, SkillView } from './view.js';

/** Sum of the entries' UTF-8 JSON sizes the catalog may take, bytes. 002: 8,000. */
export const DEFAULT_CATALOG_BUDGET_BYTES = 8000;
/** Longest description in a catalog entry, code points. 002: 256. */
export const DEFAULT_MAX_DESCRIPTION = 256;

export const ACCESS_SCHEMA_VERSION = 1;

export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly overrides: readonly string[];
}

export interface Catalog {
  readonly schemaVersion: 1;
  readonly kind: 'skill_catalog';
  readonly revision: string;
  readonly catalog_digest: string;
  readonly skills: readonly CatalogEntry[];
  /** Enabled skills (the catalog's universe). */
  readonly total_skills: number;
  readonly has_more: boolean;
  readonly discovery_tool: string;
  /** Sum of the shown entries' UTF-8 JSON sizes, bytes. */
  readonly entry_bytes: number;
  readonly budget_bytes: number;
  /** Skills in cold storage (never listed; `discover` and `search` find them). */
  readonly disabled_skills: number;
}

export interface CatalogOptions {
  readonly budgetBytes?: number;
  readonly maxDescription?: number;
  /** What the listing tells the model to call for the rest: `skillscope discover` or `discover_skills`. */
  readonly discoveryTool: string;
}

/** A description as listed: whitespace collapsed (one JSON line), cut to `max` code points. */
export function listedDescription(description: string, max: number): string {
  return sliceCodePoints(collapseWhitespace(description).trim(), max);
}

export function catalogEntry(s: AccessSkill, maxDescription: number): CatalogEntry {
  return { name: s.name, description: listedDescription(s.skill.description, maxDescription), source: s.source, overrides: s.overrides };
}

/** Bytes an entry charges against the budget: its UTF-8 JSON text. */
export function entryBytes(entry: CatalogEntry): number {
  return utf8Length(JSON.stringify(entry));
}

export function buildCatalog(view: SkillView, options: CatalogOptions): Catalog {
  const budget = options.budgetBytes ?? DEFAULT_CATALOG_BUDGET_BYTES;
  const max = options.maxDescription ?? DEFAULT_MAX_DESCRIPTION;
  const enabled = view.skills.filter((s) => s.enabled);
  const skills: CatalogEntry[] = [];
  let used = 0;
  for (const s of enabled) {
    const entry = catalogEntry(s, max);
    const size = entryBytes(entry);
    if (used + size > budget) break;
    used += size;
    skills.push(entry);
  }
  const hasMore = skills.length < enabled.length;
  const digest = createHash('sha256').update(JSON.stringify([skills, enabled.length, hasMore])).digest('hex').slice(0, 16);
  return {
    schemaVersion: 1,
    kind: 'skill_catalog',
    revision: view.revision,
    catalog_digest: digest,
    skills,
    total_skills: enabled.length,
    has_more: hasMore,
    discovery_tool: options.discoveryTool,
    entry_bytes: used,
    budget_bytes: budget,
    disabled_skills: view.skills.length - enabled.length,
  };
}
