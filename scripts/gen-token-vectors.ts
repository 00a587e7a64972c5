/**
 * Generates src/tokenizer/vectors.generated.ts: (encoding, text, ids) vectors for p50k_base,
 * cl100k_base and o200k_base over the built-in corpus, computed by @dqbd/tiktoken (the
 * reference) and cross-checked against gpt-tokenizer. Run once, commit the output:
 *
 *   npm run gen:token-vectors
 *
 * skillscope's own encoder is deliberately not used here: the vectors must come from outside.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get_encoding, type TiktokenEncoding } from '@dqbd/tiktoken';
import * as gptP50k from 'gpt-tokenizer/encoding/p50k_base';
import * as gptCl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as gptO200k from 'gpt-tokenizer/encoding/o200k_base';
import { BUILTIN_CORPUS } from '../src/tokenizer/corpus.js';

/** The part of gpt-tokenizer's per-encoding module used here. */
interface GptTokenizerEncoder {
  encode(text: string, options: { disallowedSpecial: Set<string> }): number[];
}

const ENCODINGS: readonly [TiktokenEncoding, GptTokenizerEncoder][] = [
  ['p50k_base', gptP50k],
  ['cl100k_base', gptCl100k],
  ['o200k_base', gptO200k],
];

const OUT = fileURLToPath(new URL('../src/tokenizer/vectors.generated.ts', import.meta.url));

const lines: string[] = [];
for (const [name, gpt] of ENCODINGS) {
  const enc = get_encoding(name);
  try {
    for (const { text } of BUILTIN_CORPUS) {
      const ids = Array.from(enc.encode(text, [], []));
      const peer = gpt.encode(text, { disallowedSpecial: new Set() });
      if (peer.join(',') !== ids.join(',')) {
        throw new Error(
          `${name}: tiktoken and gpt-tokenizer disagree on ${JSON.stringify(text)}: [${ids}] vs [${peer}]`,
        );
      }
      lines.push(`  { encoding: '${name}', text: ${JSON.stringify(text)}, ids: [${ids.join(', ')}] },`);
    }
  } finally {
    enc.free();
  }
}

const source = `// GENERATED FILE — do not edit.
// Generator: scripts/gen-token-vectors.ts (ids from @dqbd/tiktoken, cross-checked with gpt-tokenizer).
// Regenerate: npm run gen:token-vectors
import type { TokenVector } from './vectors.js';

export const GENERATED_VECTORS: readonly TokenVector[] = [
${lines.join('\n')}
];
`;
writeFileSync(OUT, source);
console.log(`wrote ${lines.length} vectors to ${OUT}`);
