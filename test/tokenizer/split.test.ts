/**
 * The hand-written scanners yield exactly the pieces of tiktoken's split patterns (run as JS
 * regexes), and the pattern strings we carry are tiktoken's.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ENCODING_PARAMS } from '../../src/tokenizer/params/index.js';
import { splitWithRegex, splitWithScanner } from '../../src/tokenizer/split/index.js';
import type { SplitterName } from '../../src/tokenizer/params/types.js';
import { randomTexts, rng, testSeed } from './gen.js';

const require = createRequire(import.meta.url);

const PATTERNS: Record<SplitterName, string> = {
  gpt2: ENCODING_PARAMS.r50k_base.patStr,
  cl100k: ENCODING_PARAMS.cl100k_base.patStr,
  o200k: ENCODING_PARAMS.o200k_base.patStr,
};

/** Strings of random code points from all planes (no lone surrogates): exercises the Unicode tables. */
function randomCodePointTexts(seed: number, count: number): string[] {
  const next = rng(seed);
  const texts: string[] = [];
  for (let t = 0; t < count; t++) {
    let s = '';
    const n = 1 + Math.floor(next() * 16);
    for (let k = 0; k < n; k++) {
      const r = next();
      let cp: number;
      if (r < 0.3) cp = Math.floor(next() * 128);
      else if (r < 0.8) cp = 0x80 + Math.floor(next() * (0xffff - 0x80));
      else cp = 0x10000 + Math.floor(next() * 0x30000);
      if (cp >= 0xd800 && cp < 0xe000) cp = 0x20;
      s += String.fromCodePoint(cp);
    }
    texts.push(s);
  }
  return texts;
}

const EDGE_CASES = [
  '',
  ' ',
  '  ',
  'a  b',
  '  \n  x',
  '\t\tword',
  'x\r\n\r\n  y',
  "don't DON'T they'll We'Ve I'm 's'S''",
  'HTTPServer iPhone McDonaldsHQ ǅungla',
  '中A Aé中 中文中文。',
  '!\u0301 e\u0301 \u0301x',
  '1234567 ٣٤٥٦ 12a34',
  '... .\r\n //\n/\r',
  '😀abc 👍🏽x',
  '\u00a0x \u3000y \u0085z \ufeffw',
  'ab   ',
  'x \n',
  // the ASCII fast paths (split/ascii.ts) must defer at every non-ASCII or apostrophe boundary
  'abcé ABCé HTMLé aBé  aé (é \tab 12٣ 1٣ 123٣ 9',
  "x's X'S HTML's Ab'Cd 'abc ''x a'",
  'word\u0301 WORD\u0301 ok\u00a0go a1b2 A1 !a !A #HTMLParser',
];

describe('split patterns', () => {
  it('carries the exact pat_str of @dqbd/tiktoken for every encoding', () => {
    for (const [name, params] of Object.entries(ENCODING_PARAMS)) {
      const published = require(`@dqbd/tiktoken/encoders/${name}.json`) as { pat_str: string };
      expect(params.patStr, name).toBe(published.pat_str);
    }
    const gpt2 = require('@dqbd/tiktoken/encoders/gpt2.json') as { pat_str: string };
    expect(ENCODING_PARAMS.r50k_base.patStr).toBe(gpt2.pat_str);
  });

  for (const splitter of ['gpt2', 'cl100k', 'o200k'] as const) {
    describe(splitter, () => {
      it('matches the regex on edge cases', () => {
        for (const text of EDGE_CASES)
          expect(splitWithScanner(splitter, text), JSON.stringify(text)).toEqual(
            splitWithRegex(PATTERNS[splitter], text),
          );
      });

      it('matches the regex on 10,000 mixed-class strings', () => {
        const seed = testSeed(0x5eed0001);
        for (const text of randomTexts(seed, 10_000)) {
          const got = splitWithScanner(splitter, text);
          const want = splitWithRegex(PATTERNS[splitter], text);
          if (got.join('\u0000') !== want.join('\u0000'))
            expect(got, `seed ${seed} (SKILLSCOPE_SEED=${seed}), text ${JSON.stringify(text)}`).toEqual(want);
        }
      });

      it('matches the regex on 5,000 strings of random code points', () => {
        const seed = testSeed(0x5eed0002);
        for (const text of randomCodePointTexts(seed, 5_000)) {
          const got = splitWithScanner(splitter, text);
          const want = splitWithRegex(PATTERNS[splitter], text);
          if (got.join('\u0000') !== want.join('\u0000'))
            expect(got, `seed ${seed} (SKILLSCOPE_SEED=${seed}), text ${JSON.stringify(text)}`).toEqual(want);
        }
      });
    });
  }
});
