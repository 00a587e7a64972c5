/** r50k_base (alias gpt2): GPT-2 and GPT-3 base models. Facts from tiktoken's published tables. */
import type { EncodingParams } from './types.js';
import { GPT2_PAT_STR } from './patterns.js';

export const r50kBase = {
  name: 'r50k_base',
  rankFile: 'r50k_base.tiktoken',
  expectedRankCount: 50256,
  expectedMaxRank: 50255,
  expectedSha256: '306cd27f03c1a714eca7108e03d66b7dc042abe8c258b44c199a7ed9838dd930',
  patStr: GPT2_PAT_STR,
  splitter: 'gpt2',
  specialTokens: { '<|endoftext|>': 50256 },
} as const satisfies EncodingParams;
