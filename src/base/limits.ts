/**
 * The largest numbers a config file or a numeric option may hold. Anything above is a usage
 * error naming the key and this range: `window: 1e308` is a typo, not a window, and budgets that
 * large would only make sums lose precision (doubles are exact up to 2^53).
 */

/** Largest context window accepted, in tokens. 100,000,000: ten times the largest window sold in 2026. */
export const MAX_WINDOW_TOKENS = 100_000_000;

/** Largest count, size or budget accepted (characters, tokens, bytes, lines, warnings). 1,000,000,000. */
export const MAX_COUNT = 1_000_000_000;

/**
 * Largest file the user names (config, baseline, query set, `diff` documents) or pipe into
 * standard input that is read, in bytes. 64 MiB: a 30,000-query set is a few MB; the cap only
 * stops /dev/zero-like inputs from exhausting memory.
 */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
