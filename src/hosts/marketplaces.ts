/**
 * Which plugin marketplace file each plugin host reads in a marketplace folder. A plugin that a
 * host's marketplace lists is installed by that host (skills/units.ts); which of two files a host
 * reads when both are there decides which of their plugins it installs.
 *
 * Sources (read 2026-12):
 * - Claude Code: `.claude-plugin/marketplace.json` only (code.claude.com/docs/en/plugin-marketplaces).
 * - Codex: `MARKETPLACE_MANIFEST_RELATIVE_PATHS` in openai/codex
 *   `codex-rs/core-plugins/src/marketplace.rs` is `.agents/plugins/marketplace.json`, then
 *   `.claude-plugin/marketplace.json`; `find_marketplace_manifest_path` takes the first that is a
 *   file, so a Codex marketplace that does not parse is not replaced by the other one.
 */
/** A host that installs plugins from a marketplace (skills/model.ts names it PackagingHost). */
export type MarketplaceHost = 'claude-code' | 'codex';

/** Claude Code's marketplace file, relative to the marketplace folder. */
export const CLAUDE_MARKETPLACE = '.claude-plugin/marketplace.json';

/** Codex's own marketplace file, relative to the marketplace folder. */
export const CODEX_MARKETPLACE = '.agents/plugins/marketplace.json';

/** The marketplace files each host looks for in a folder, in order: the first that exists is read. */
const MARKETPLACE_FILES = {
  'claude-code': [CLAUDE_MARKETPLACE],
  codex: [CODEX_MARKETPLACE, CLAUDE_MARKETPLACE],
} as const satisfies Record<MarketplaceHost, readonly string[]>;

/**
 * The hosts that read `file` (one of the marketplace files) in a folder where `present` are the
 * marketplace files that exist: each host reads the first of its MARKETPLACE_FILES that is there.
 */
export function hostsReadingMarketplace(file: string, present: readonly string[]): MarketplaceHost[] {
  return (Object.keys(MARKETPLACE_FILES) as MarketplaceHost[]).filter(
    (host) => (MARKETPLACE_FILES[host] as readonly string[]).find((f) => present.includes(f)) === file,
  );
}
