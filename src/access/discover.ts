/**
 * `discover`: case-insensitive substring match of the query over name and
 * description, in name order, paged with offset/limit and `next_offset`. Unlike the catalog it
 * includes skills in cold storage, marked `enabled: false`: finding them is its purpose.
 */
import { AccessError } from './errors.js';
import { catalogEntry, DEFAULT_MAX_DESCRIPTION, type CatalogEntry } from './catalog.js';
import { type SkillView, unreadHiddenPart, type UnreadHiddenPart } from './view.js';

/** Page size when none is asked for. Default 20. */
export const DISCOVER_DEFAULT_LIMIT = 20;
/** Largest page a caller may ask for: 50. */
export const DISCOVER_MAX_LIMIT = 50;

export interface DiscoverEntry extends CatalogEntry {
  readonly enabled: boolean;
}

export interface DiscoverResult extends UnreadHiddenPart {
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
    throw new AccessError('INVALID_ARGUMENT', `${name} must be a whole number from ${min} to ${max}, got ${value}`, {
      argument: name,
      value,
      min,
      max,
    });
  }
}

/**
 * Lower-cased names and descriptions per view, made once: a query used to lower-case every
 * description again, and at 10,000 skills `skillscope cost` issues thousands of queries (the
 * lower-casing was 90 % of its discover time). A view is immutable, so the cache never goes stale.
 *
 * The same texts also joined into one string, each followed by SEPARATOR, with `starts[i]` the
 * offset of skill i's name: a query then runs one `indexOf` scan over the whole corpus instead of
 * two `includes` calls per skill (those calls were the largest self time of `cost` at 10,000
 * skills, --cpu-prof). A needle without SEPARATOR can only match inside one name or one
 * description, so the matches are exactly the per-skill test's; a needle with it takes that test.
 */
interface Lowered {
  readonly names: string[];
  readonly descriptions: string[];
  readonly joined: string;
  /** starts[i]: offset of skill i in `joined`; starts[length] = joined.length. */
  readonly starts: Int32Array;
  /** Queries answered so far on this view. */
  calls: number;
  /** Trigram → skills whose name or description holds it, ascending; built after TRIGRAM_INDEX_AFTER queries. */
  trigrams?: Map<string, Int32Array>;
}

/**
 * Queries on one view before its trigram index is built. A one-off discover (the CLI, a few MCP
 * calls) keeps the plain scan; `cost` at 10,000 skills asks ~1,200 distinct terms, where the scan
 * took 1.9 s and the index 0.4 s to build plus 0.5 s to answer them all (measured on
 * /tmp/scale/10000). Candidates come from the needle's rarest trigram and are then checked with
 * `includes`, so the matches are exactly the scan's (test/access/scan-differential.test.ts).
 */
const TRIGRAM_INDEX_AFTER = 16;
const GRAM = 3;

const SEPARATOR = '\u0000';
const lowered = new WeakMap<SkillView, Lowered>();

function loweredTexts(view: SkillView): Lowered {
  let t = lowered.get(view);
  if (t === undefined) {
    const names = view.skills.map((s) => s.name.toLowerCase());
    const descriptions = view.skills.map((s) => s.skill.description.toLowerCase());
    const starts = new Int32Array(names.length + 1);
    const parts: string[] = [];
    let at = 0;
    for (let i = 0; i < names.length; i++) {
      starts[i] = at;
      const part = `${names[i] as string}${SEPARATOR}${descriptions[i] as string}${SEPARATOR}`;
      parts.push(part);
      at += part.length;
    }
    starts[names.length] = at;
    t = { names, descriptions, joined: parts.join(''), starts, calls: 0 };
    lowered.set(view, t);
  }
  return t;
}

function buildTrigrams(t: Lowered): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  for (let i = 0; i < t.names.length; i++) {
    // Grams across the separator are indexed too; a needle never holds one (it takes the scan).
    const text = t.joined.slice(t.starts[i] as number, t.starts[i + 1] as number);
    for (let p = 0; p + GRAM <= text.length; p++) {
      const gram = text.slice(p, p + GRAM);
      let list = lists.get(gram);
      if (list === undefined) lists.set(gram, (list = []));
      if (list[list.length - 1] !== i) list.push(i);
    }
  }
  const out = new Map<string, Int32Array>();
  for (const [gram, list] of lists) out.set(gram, Int32Array.from(list));
  return out;
}

/** Candidates from the needle's rarest trigram, checked with includes: exactly the scan's matches. */
function matchingByTrigrams(t: Lowered, trigrams: Map<string, Int32Array>, needle: string): number[] {
  let rarest: Int32Array | undefined;
  for (let p = 0; p + GRAM <= needle.length; p++) {
    const list = trigrams.get(needle.slice(p, p + GRAM));
    if (list === undefined) return [];
    if (rarest === undefined || list.length < rarest.length) rarest = list;
  }
  const out: number[] = [];
  for (const i of rarest as Int32Array)
    if ((t.names[i] as string).includes(needle) || (t.descriptions[i] as string).includes(needle)) out.push(i);
  return out;
}

/** Indexes of the skills whose lower-cased name or description contains `needle`, ascending. */
function matching(t: Lowered, needle: string): number[] {
  const count = t.names.length;
  const out: number[] = [];
  t.calls++;
  if (t.trigrams === undefined && t.calls > TRIGRAM_INDEX_AFTER) t.trigrams = buildTrigrams(t);
  if (t.trigrams !== undefined && needle.length >= GRAM && !needle.includes(SEPARATOR))
    return matchingByTrigrams(t, t.trigrams, needle);
  if (needle === '' || needle.includes(SEPARATOR)) {
    for (let i = 0; i < count; i++)
      if (needle === '' || (t.names[i] as string).includes(needle) || (t.descriptions[i] as string).includes(needle))
        out.push(i);
    return out;
  }
  let lo = 0;
  for (let pos = t.joined.indexOf(needle); pos >= 0; ) {
    // The skill holding offset pos: the last i >= lo with starts[i] <= pos.
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((t.starts[mid] as number) <= pos) lo = mid;
      else hi = mid - 1;
    }
    out.push(lo);
    lo++;
    if (lo >= count) break;
    pos = t.joined.indexOf(needle, t.starts[lo] as number);
  }
  return out;
}

export function discover(view: SkillView, query: string, options: DiscoverOptions = {}): DiscoverResult {
  const offset = options.offset ?? 0;
  const limit = options.limit ?? DISCOVER_DEFAULT_LIMIT;
  checkInt(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
  checkInt(limit, 'limit', 1, DISCOVER_MAX_LIMIT);
  const needle = query.trim().toLowerCase();
  // view.skills is in name order already.
  const matches = matching(loweredTexts(view), needle).map((i) => view.skills[i] as SkillView['skills'][number]);
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
    ...unreadHiddenPart(view),
  };
}
