/**
 * Fixed (encoding, text, ids) vectors `tokens verify` checks. The three GPT-2 vectors are the
 * well-known ones from the core article; the rest are generated once from the reference
 * tokenizer (see vectors.generated.ts and scripts/gen-token-vectors.ts).
 */
import { GENERATED_VECTORS } from './vectors.generated.js';

export interface TokenVector {
  /** Canonical name or alias (the GPT-2 vectors use `gpt2`). */
  readonly encoding: string;
  readonly text: string;
  readonly ids: readonly number[];
}

export const GPT2_VECTORS: readonly TokenVector[] = [
  { encoding: 'gpt2', text: 'Hello world', ids: [15496, 995] },
  { encoding: 'gpt2', text: 'hello world', ids: [31373, 995] },
  { encoding: 'gpt2', text: " don't stop", ids: [836, 470, 2245] },
];

/** Every vector `tokens verify` checks, GPT-2 first. */
export const ALL_VECTORS: readonly TokenVector[] = [...GPT2_VECTORS, ...GENERATED_VECTORS];
