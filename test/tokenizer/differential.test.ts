/**
 * Differential tests: for all five names, our ids equal @dqbd/tiktoken's and gpt-tokenizer's on
 * every fixture file, the built-in corpus and 10,000 seeded random strings; and on the same
 * inputs decode(encode(x)) === x and count(x) === encode(x).length.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getEncoding } from '../../src/tokenizer/index.js';
import { BUILTIN_CORPUS } from '../../src/tokenizer/corpus.js';
import { FIXTURES } from '../helpers/cli.js';
import { GPT_TOKENIZER_DIVERGENT, ORACLE_NAMES, gptEncode, openTiktoken, tiktokenEncode } from './oracles.js';
import { randomTexts, testSeed } from './gen.js';
import { textFilesUnder } from './walk.js';

const RANDOM_STRINGS = 10_000;

for (const names of ORACLE_NAMES) {
  describe(`${names.ours} vs the reference tokenizers`, () => {
    const ours = getEncoding(names.ours);
    const tiktoken = openTiktoken(names.tiktoken);
    afterAll(() => tiktoken.free());

    /** Checks one text; returns a description of the first disagreement, or undefined. */
    const disagreement = (text: string): string | undefined => {
      const ids = ours.encode(text);
      const want = tiktokenEncode(tiktoken, text);
      if (ids.join(',') !== want.join(',')) return `tiktoken: got [${ids}] want [${want}]`;
      if (!GPT_TOKENIZER_DIVERGENT.test(text)) {
        const peer = gptEncode(names.gpt, text);
        if (ids.join(',') !== peer.join(',')) return `gpt-tokenizer: got [${ids}] want [${peer}]`;
      }
      if (ours.count(text) !== ids.length) return `count ${ours.count(text)} != encode length ${ids.length}`;
      if (ours.decode(ids) !== text) return 'decode(encode(x)) !== x';
      return undefined;
    };

    it('agrees on every text file under fixtures/', () => {
      const files = textFilesUnder(FIXTURES);
      expect(files.length).toBeGreaterThan(10);
      for (const { file, text } of files) expect(disagreement(text), path.join('fixtures', file)).toBeUndefined();
    });

    it('agrees on the built-in corpus', () => {
      for (const { label, text } of BUILTIN_CORPUS) expect(disagreement(text), label).toBeUndefined();
    });

    it(`agrees on ${RANDOM_STRINGS} seeded random strings`, () => {
      const seed = testSeed(0xc0ffee);
      for (const text of randomTexts(seed, RANDOM_STRINGS)) {
        const problem = disagreement(text);
        if (problem !== undefined)
          expect(
            problem,
            `seed ${seed} (replay with SKILLSCOPE_SEED=${seed}), text ${JSON.stringify(text)}`,
          ).toBeUndefined();
      }
    });
  });
}
