/**
 * Strategy names: how a team could expose its skills to a model (no skills, the first K bodies
 * in full, an index, plus the host listings and the access primitives). Parsing never throws; a refused name comes back
 * with a did-you-mean.
 */
import { didYouMean } from '../base/suggest.js';
import { NAMED_HOST_IDS, type HostId, type NamedHostId } from '../hosts/types.js';

/** `listing:HOST` takes every named host (docs/hosts.md); the default list keeps the two current ones. */
export type ListingHost = NamedHostId;
export const LISTING_HOSTS: readonly ListingHost[] = NAMED_HOST_IDS;

export type Strategy =
  | { readonly kind: 'none'; readonly name: 'none' }
  | { readonly kind: 'full'; readonly name: string; readonly k: number | 'all' }
  | { readonly kind: 'index'; readonly name: 'index' }
  | { readonly kind: 'listing'; readonly name: string; readonly host: ListingHost }
  | { readonly kind: 'catalog+discover'; readonly name: 'catalog+discover' }
  | { readonly kind: 'search'; readonly name: 'search' };

/** What runs without `--strategies`: none, full_K, index, both host listings, both access flows. */
export const DEFAULT_STRATEGIES: readonly string[] = [
  'none',
  'full_1',
  'full_10',
  'full_30',
  'full_all',
  'index',
  'listing:claude-code',
  'listing:codex',
  'catalog+discover',
  'search',
];

/**
 * The default list for a directory of `skillCount` skills: a `full_K` with K above the count holds
 * every body under a name that promises K (`full_10` on 4 skills), the same row as `full_all`, so
 * it is left out. Named with `--strategies`, it still runs (and says what it holds).
 */
export function defaultStrategiesFor(strategies: readonly Strategy[], skillCount: number): Strategy[] {
  return strategies.filter((s) => s.kind !== 'full' || s.k === 'all' || s.k <= skillCount);
}

/** Where the hosts of the listing strategies come from: `--host`, else the config's `hosts`. */
export interface ListingHostsChoice {
  /** `--host`, parsed (`all` expanded); absent or empty: not given. */
  readonly flag?: readonly HostId[] | undefined;
  /** The config's `hosts`; used only when `--strategies` named nothing (a named list is what runs). */
  readonly config?: readonly HostId[] | undefined;
  /** Whether `--strategies` was given. */
  readonly strategiesNamed: boolean;
}

/**
 * The strategy list with its host listings chosen by `--host` (or, when no `--strategies` are
 * named, by the config's `hosts`, the hosts `check` simulates): every `listing:HOST` is replaced
 * by one per chosen host, in the place of the first one, or after the last strategy when the
 * list had none. Neither given: the list as it is (the default pair, or what was named).
 */
export function withListingHosts(strategies: readonly Strategy[], choice: ListingHostsChoice): Strategy[] {
  const hosts =
    choice.flag !== undefined && choice.flag.length > 0
      ? choice.flag
      : choice.strategiesNamed
        ? undefined
        : choice.config;
  if (hosts === undefined || hosts.length === 0) return [...strategies];
  const listings: Strategy[] = [...new Set(hosts)]
    .filter((h): h is ListingHost => (LISTING_HOSTS as readonly string[]).includes(h))
    .map((host) => ({ kind: 'listing', name: `listing:${host}`, host }));
  const first = strategies.findIndex((s) => s.kind === 'listing');
  const rest = strategies.filter((s) => s.kind !== 'listing');
  const at = first === -1 ? rest.length : first;
  return [...rest.slice(0, at), ...listings, ...rest.slice(at)];
}

/** Spellings offered in did-you-mean and the error message. */
const KNOWN = [
  'none',
  'full_1',
  'full_10',
  'full_all',
  'index',
  'listing:claude-code',
  'listing:codex',
  'catalog+discover',
  'search',
];

export type StrategyParse =
  | { readonly ok: true; readonly strategy: Strategy }
  | { readonly ok: false; readonly message: string };

export function parseStrategy(text: string): StrategyParse {
  const s = text.trim();
  if (s === 'none') return { ok: true, strategy: { kind: 'none', name: 'none' } };
  if (s === 'index') return { ok: true, strategy: { kind: 'index', name: 'index' } };
  if (s === 'search') return { ok: true, strategy: { kind: 'search', name: 'search' } };
  if (s === 'catalog+discover') return { ok: true, strategy: { kind: 'catalog+discover', name: 'catalog+discover' } };
  if (s === 'full_all') return { ok: true, strategy: { kind: 'full', name: 'full_all', k: 'all' } };
  const full = /^full_(\d+)$/.exec(s);
  if (full !== null) {
    const k = Number(full[1]);
    if (!Number.isSafeInteger(k) || k < 1)
      return {
        ok: false,
        message: `strategy '${s}': k must be a whole number of at least 1 (full_1, full_10, … or full_all)`,
      };
    return { ok: true, strategy: { kind: 'full', name: `full_${k}`, k } };
  }
  const listing = /^listing:(.*)$/.exec(s);
  if (listing !== null) {
    const host = listing[1] ?? '';
    if ((LISTING_HOSTS as readonly string[]).includes(host))
      return { ok: true, strategy: { kind: 'listing', name: s, host: host as ListingHost } };
    return {
      ok: false,
      message: `strategy '${s}': unknown host '${host}' (hosts: ${LISTING_HOSTS.join(', ')})${didYouMean(host, LISTING_HOSTS)}`,
    };
  }
  return {
    ok: false,
    message: `unknown strategy '${s}' (strategies: none, full_K, full_all, index, listing:HOST (${LISTING_HOSTS.join(', ')}), catalog+discover, search)${didYouMean(s, KNOWN)}`,
  };
}
