/**
 * The reference tokenizers, used only by tests and benches: @dqbd/tiktoken (OpenAI's Rust
 * tiktoken compiled to WASM) and gpt-tokenizer (pure JS). Both are asked to treat special-token
 * text as ordinary text, as skillscope does by default.
 */
import { get_encoding, type Tiktoken, type TiktokenEncoding } from '@dqbd/tiktoken';
import * as gptR50k from 'gpt-tokenizer/encoding/r50k_base';
import * as gptP50k from 'gpt-tokenizer/encoding/p50k_base';
import * as gptCl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as gptO200k from 'gpt-tokenizer/encoding/o200k_base';

/** The five names the issue requires, with the name each oracle knows them by. */
export const ORACLE_NAMES = [
  { ours: 'gpt2', tiktoken: 'gpt2', gpt: gptR50k },
  { ours: 'r50k_base', tiktoken: 'r50k_base', gpt: gptR50k },
  { ours: 'p50k_base', tiktoken: 'p50k_base', gpt: gptP50k },
  { ours: 'cl100k_base', tiktoken: 'cl100k_base', gpt: gptCl100k },
  { ours: 'o200k_base', tiktoken: 'o200k_base', gpt: gptO200k },
] as const satisfies readonly { ours: string; tiktoken: TiktokenEncoding; gpt: GptTokenizerModule }[];

/** The part of gpt-tokenizer's per-encoding modules the tests and benches use. */
export interface GptTokenizerModule {
  encode(text: string, options: { disallowedSpecial: Set<string> }): number[];
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  setMergeCacheSize(size: number): void;
  clearMergeCache(): void;
}

const NO_SPECIALS = { disallowedSpecial: new Set<string>() };

export function gptEncode(mod: GptTokenizerModule, text: string): number[] {
  return mod.encode(text, NO_SPECIALS);
}

export function gptCount(mod: GptTokenizerModule, text: string): number {
  return mod.countTokens(text, NO_SPECIALS);
}

/** Ids from tiktoken with specials as text. Caller frees the encoder (`free()`). */
export function tiktokenEncode(enc: Tiktoken, text: string): number[] {
  return Array.from(enc.encode(text, [], []));
}

export function openTiktoken(name: TiktokenEncoding): Tiktoken {
  return get_encoding(name);
}

/**
 * Characters on which gpt-tokenizer (whose patterns use JavaScript's `\s`) disagrees with
 * tiktoken (Rust's `\s` = Unicode White_Space): U+FEFF is whitespace only in JavaScript, U+0085 only in Rust.
 * Strings containing them are compared with tiktoken only.
 */
export const GPT_TOKENIZER_DIVERGENT = /[\uFEFF\u0085]/;
