/**
 * Shape of one encoding's parameters: everything that distinguishes r50k from o200k is data
 * in a small file next to this one; the engine is shared.
 */
import type { EncodingName } from '../types.js';

/** Which hand-written pre-tokeniser implements the encoding's split pattern. */
export type SplitterName = 'gpt2' | 'cl100k' | 'o200k';

export interface EncodingParams {
  readonly name: EncodingName;
  /** File name under gpt-tokenizer's `data/` directory (lines `base64token rank`). */
  readonly rankFile: string;
  /** Number of lines (= ordinary tokens) the rank file must have. */
  readonly expectedRankCount: number;
  /** Largest rank in the file (p50k has a hole at 50256, where its special token sits). */
  readonly expectedMaxRank: number;
  /** SHA-256 (hex) of the rank file as shipped by the locked gpt-tokenizer version. */
  readonly expectedSha256: string;
  /** The split pattern as published by tiktoken (`pat_str`, Rust regex syntax). */
  readonly patStr: string;
  /** The hand-written scanner that yields exactly the pieces `patStr` yields. */
  readonly splitter: SplitterName;
  /** Special-token text → id (tiktoken's `special_tokens`). */
  readonly specialTokens: Readonly<Record<string, number>>;
}
