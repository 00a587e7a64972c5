/**
 * p50k_base: Codex and text-davinci-002/003. GPT-2's ranks plus 24 whitespace-run tokens
 * (50257–50280); rank 50256 is left free for `<|endoftext|>`.
 */
import type { EncodingParams } from './types.js';
import { GPT2_PAT_STR } from './patterns.js';

export const p50kBase = {
  name: 'p50k_base',
  rankFile: 'p50k_base.tiktoken',
  expectedRankCount: 50280,
  expectedMaxRank: 50280,
  expectedSha256: '94b5ca7dff4d00767bc256fdd1b27e5b17361d7b8a5f968547f9f23eb70d2069',
  patStr: GPT2_PAT_STR,
  splitter: 'gpt2',
  specialTokens: { '<|endoftext|>': 50256 },
} as const satisfies EncodingParams;
