/**
 * The split patterns exactly as tiktoken publishes them (`pat_str`, Rust `fancy-regex` syntax).
 * They are facts, checked against @dqbd/tiktoken's `encoders/*.json` by a test. The engine does
 * not run them: `split/regex.ts` translates them to JS for the reference splitter, and the
 * scanners in `split/` implement them by hand.
 */

/** GPT-2's pattern, shared by r50k_base and p50k_base. */
export const GPT2_PAT_STR = String.raw`'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`;

/** cl100k_base: case-insensitive contractions, one-char prefix before letters, digits in threes. */
export const CL100K_PAT_STR = String.raw`(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`;

/** o200k_base: words split at case changes, contractions folded into the word, `/` kept after punctuation. */
export const O200K_PAT_STR = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
