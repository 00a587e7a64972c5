/** cl100k_base: GPT-3.5 / GPT-4 and text-embedding-3. */
import type { EncodingParams } from './types.js';
import { CL100K_PAT_STR } from './patterns.js';

export const cl100kBase = {
  name: 'cl100k_base',
  rankFile: 'cl100k_base.tiktoken',
  expectedRankCount: 100256,
  expectedMaxRank: 100255,
  expectedSha256: '223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7',
  patStr: CL100K_PAT_STR,
  splitter: 'cl100k',
  specialTokens: {
    '<|endoftext|>': 100257,
    '<|fim_prefix|>': 100258,
    '<|fim_middle|>': 100259,
    '<|fim_suffix|>': 100260,
    '<|endofprompt|>': 100276,
  },
} as const satisfies EncodingParams;
