/**
 * What each named host would list for a view's enabled skills (`catalog --host`): the same
 * simulations as `check` and `skillscope hosts` (src/hosts, rules and sources in docs/hosts.md),
 * run on the enabled skills only, so a skill in cold storage is out of every host's listing
 * here as it is out of the bounded catalog.
 *
 * No `--window`: each host's own default applies (Claude Code assumes a 200k window, Codex
 * falls back to its fixed character budget), which is what `catalog --format HOST` always did.
 */
import { UsageError } from '../base/errors.js';
import { listingSkills, NAMED_HOST_IDS, simulateListing, type HostListing, type NamedHostId } from '../hosts/index.js';
import { unreadHiddenPart, type SkillView, type UnreadHiddenPart } from './view.js';

export interface HostListingsOptions {
  /** Context window in tokens for the hosts' budgets; absent: each host's own default. */
  readonly windowTokens?: number;
}

export interface CatalogHostListings extends UnreadHiddenPart {
  readonly schemaVersion: 1;
  readonly kind: 'host_listings';
  readonly revision: string;
  /** The window given, or null when each host used its own default. */
  readonly windowTokens: number | null;
  /** One listing per host asked for, in the order asked. */
  readonly listings: readonly HostListing[];
}

export function catalogHostListings(
  view: SkillView,
  hosts: readonly NamedHostId[],
  options: HostListingsOptions = {},
): CatalogHostListings {
  const skills = listingSkills({ skills: view.skills.filter((s) => s.enabled).map((s) => s.skill) });
  const params = { windowTokens: options.windowTokens };
  return {
    schemaVersion: 1,
    kind: 'host_listings',
    revision: view.revision,
    windowTokens: options.windowTokens ?? null,
    listings: [...new Set(hosts)].map((host) => simulateListing(host, skills, params)),
    ...unreadHiddenPart(view),
  };
}

/**
 * What `catalog` prints, from its `--format` and `--host`: the bounded catalog (`text`, `json`),
 * the host listings (`--host H[,H…]`, in text or JSON), or one of the other listing formats
 * (`xml`, `index`). `--format HOST` is the older spelling of `--host HOST` and prints the same
 * bytes. Asking for two things at once (`--host` with `--format xml`, or with `--format HOST`)
 * is a usage error rather than a silent pick.
 */
export type CatalogRequest =
  | { readonly mode: 'catalog'; readonly json: boolean }
  | { readonly mode: 'listings'; readonly hosts: readonly NamedHostId[]; readonly json: boolean }
  | { readonly mode: 'format'; readonly format: 'xml' | 'index' };

export function catalogRequest(format: string, hosts: readonly NamedHostId[] | undefined): CatalogRequest {
  const isHost = (NAMED_HOST_IDS as readonly string[]).includes(format);
  if (hosts !== undefined) {
    if (format === 'text' || format === 'json') return { mode: 'listings', hosts, json: format === 'json' };
    throw new UsageError(
      isHost
        ? `--host and --format ${format} both name hosts: give them all to --host (e.g. --host ${[format, ...hosts].join(',')})`
        : `--host prints host listings as text or json, not --format ${format}`,
    );
  }
  if (isHost) return { mode: 'listings', hosts: [format as NamedHostId], json: false };
  if (format === 'xml' || format === 'index') return { mode: 'format', format };
  return { mode: 'catalog', json: format === 'json' };
}
