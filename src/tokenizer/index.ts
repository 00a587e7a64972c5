/**
 * Public API of the tokenizer: exact byte-level BPE token counts for r50k (gpt2), p50k,
 * cl100k and o200k, proven equal to @dqbd/tiktoken and gpt-tokenizer by test/tokenizer/.
 */
export type { Encoding, EncodingName, EncodeOptions } from './types.js';
export { ENCODING_NAMES, ENCODING_ALIASES, ENCODING_CHOICES, DEFAULT_ENCODING, resolveEncodingName } from './names.js';
export { getEncoding, createEncoding, type EncodingOptions } from './encoding.js';
export { ENCODING_PARAMS, type EncodingParams, type SplitterName } from './params/index.js';
export { loadRankTable, parseRankFile, rankFileError, type RankTable, type RankFileProblem } from './ranks.js';
export { ALL_VECTORS, GPT2_VECTORS, type TokenVector } from './vectors.js';
export { BUILTIN_CORPUS } from './corpus.js';
export {
  checkVector,
  checkRoundTrip,
  countCodePoints,
  type VectorResult,
  type RoundTripResult,
  type VerifyReport,
} from './verify.js';
export { textStats, totalStats, tokensPerChar, type TextStats, type CountReport } from './stats.js';
export { decodeTextFile } from './utf8.js';
export {
  createCountCache,
  contentKey,
  DEFAULT_COUNT_CACHE_ENTRIES,
  SHORT_KEY_CHARS,
  type CountCache,
  type CountCacheOptions,
  type CountCacheStats,
} from './count-cache.js';
