/** o200k_base: GPT-4o, GPT-4.1, o-series and GPT-5. Its split pattern is case-aware. */
import type { EncodingParams } from './types.js';
import { O200K_PAT_STR } from './patterns.js';

export const o200kBase = {
  name: 'o200k_base',
  rankFile: 'o200k_base.tiktoken',
  expectedRankCount: 199998,
  expectedMaxRank: 199997,
  expectedSha256: '446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d',
  patStr: O200K_PAT_STR,
  splitter: 'o200k',
  specialTokens: { '<|endoftext|>': 199999, '<|endofprompt|>': 200018 },
} as const satisfies EncodingParams;
