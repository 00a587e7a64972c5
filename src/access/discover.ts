/**
 * `discover` (seed 002 §6): case-insensitive substring match of the query over name and
 * description, in name order, paged with offset/limit and `next_offset`. Unlike the catalog it
 * includes skills in cold storage, marked `enabled: false`: finding them is its purpose.
 */
import { AccessError } from './errors.js';
import { catalogEntry, DEFAULT_MAX_DESCRIPTION, type CatalogEntry } from './catalog.js';
import type { SkillView } from './view.js';

/** Page size when none is asked for. 002: 20. */
export const DISCOVER_DEFAULT_LIMIT = 20;
/** Largest page. 002: 50. */
export const DISCOVER_MAX_LIMIT = 50;

export interface DiscoverEntry extends CatalogEntry {
  readonly enabled: boolean;
}

export interface DiscoverResult {
  readonly schemaVersion: 1;
  readonly kind: 'skill_discovery';
  readonly revision: string;
  readonly query: string;
  readonly offset: number;
  readonly limit: number;
  /** Matches over all pages. */
  readonly total: number;
  readonly skills: readonly DiscoverEntry[];
  /** Offset of the next page, null when this page is the last. */
  readonly next_offset: number | null;
}

export interface DiscoverOptions {
  readonly offset?: number;
  readonly limit?: number;
}

function checkInt(value: number, name: string, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new AccessError('INVALID_ARGUMENT', `${name} must be a whole number from ${min} to ${max}, got ${value}`, { argument: name, value, min, max });
  }
}

/**
 * Lower-cased names and descriptions per view, made once: a query used to lower-case every
 * description again, and at 10,000 skills `skillscope cost` issues thousands of queries (the
 * lower-casing was 90 % of its discover time). A view is immutable, so the cache never goes stale.
 */
const lowered = new WeakMap<SkillView, { names: string[]; descriptions: string[] }>();

function loweredTexts(view: SkillView): { names: string[]; descriptions: string[] } {
  let t = lowered.get(view);
  if (t === undefined) {
    t = { names: view.skills.map((s) => s.name.toLowerCase()), descriptions: view.skills.map((s) => s.skill.description.toLowerCase()) };
    lowered.set(view, t);
  }
  return t;
}

export function discover(view: SkillView, query: string, options: DiscoverOptions = {}): DiscoverResult {
  const offset = options.offset ?? 0;
  const limit = options.limit ?? DISCOVER_DEFAULT_LIMIT;
  checkInt(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
  checkInt(limit, 'limit', 1, DISCOVER_MAX_LIMIT);
  const needle = query.trim().toLowerCase();
  // view.skills is in name order already.
  const { names, descriptions } = loweredTexts(view);
  const matches = view.skills.filter((_, i) => needle === '' || (names[i] as string).includes(needle) || (descriptions[i] as string).includes(needle));
  const page = matches.slice(offset, offset + limit);
  const end = offset + page.length;
  return {
    schemaVersion: 1,
    kind: 'skill_discovery',
    revision: view.revision,
    query,
    offset,
    limit,
    total: matches.length,
    skills: page.map((s) => ({ ...catalogEntry(s, DEFAULT_MAX_DESCRIPTION), enabled: s.enabled })),
    next_offset: end < matches.length ? end : null,
  };
}
