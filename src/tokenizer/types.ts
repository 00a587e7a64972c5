/**
 * Public types of the tokenizer. An `Encoding` is a pure object: strings in, ids or counts out.
 */

/** Canonical encoding names (the rank files shipped with gpt-tokenizer). */
export type EncodingName = 'r50k_base' | 'p50k_base' | 'cl100k_base' | 'o200k_base';

/** Options for `encode` and `count`. */
export interface EncodeOptions {
  /**
   * Recognise special-token text such as `<|endoftext|>` as one special id. Default `false`:
   * skillscope counts files, not prompts, so such text is ordinary text and is split and merged
   * like any other.
   */
  readonly allowSpecial?: boolean;
}

/** One byte-level BPE encoding. All methods are pure and synchronous. */
export interface Encoding {
  readonly name: EncodingName;
  /** Token ids of `text`. Lone surrogates are encoded as U+FFFD, as @dqbd/tiktoken does. */
  encode(text: string, options?: EncodeOptions): number[];
  /** Number of tokens of `text`; equal to `encode(text).length` but never builds the id array. */
  count(text: string, options?: EncodeOptions): number;
  /** Text of `ids`: their bytes concatenated and decoded as UTF-8 (invalid sequences become U+FFFD). */
  decode(ids: readonly number[]): string;
  /** Raw bytes of `ids`, concatenated. Throws on an id that is not in the vocabulary. */
  decodeBytes(ids: readonly number[]): Uint8Array;
  /** Number of ordinary (mergeable) tokens, without special tokens. */
  readonly vocabularySize: number;
  /** Special-token text → id. */
  readonly specialTokens: Readonly<Record<string, number>>;
}
