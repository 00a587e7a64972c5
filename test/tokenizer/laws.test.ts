/**
 * Laws and API contracts: lone surrogates as tiktoken does them, special tokens only when
 * allowed, names and aliases, decoding, the pinned vectors.
 */
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALL_VECTORS,
  ENCODING_CHOICES,
  ENCODING_NAMES,
  GPT2_VECTORS,
  checkVector,
  getEncoding,
  resolveEncodingName,
} from '../../src/tokenizer/index.js';
import { ORACLE_NAMES, openTiktoken, tiktokenEncode } from './oracles.js';
import { rng, testSeed } from './gen.js';

const require = createRequire(import.meta.url);

describe('names', () => {
  it('resolves canonical names and aliases, case-insensitively', () => {
    expect(resolveEncodingName('gpt2')).toBe('r50k_base');
    expect(resolveEncodingName('cl100k')).toBe('cl100k_base');
    expect(resolveEncodingName('O200K')).toBe('o200k_base');
    expect(resolveEncodingName('p50k_base')).toBe('p50k_base');
    expect(resolveEncodingName('gpt-4')).toBeUndefined();
    for (const name of ENCODING_NAMES) expect(resolveEncodingName(name)).toBe(name);
  });

  it('gpt2 and r50k_base are the same encoding object', () => {
    expect(getEncoding('gpt2')).toBe(getEncoding('r50k_base'));
  });

  it('an unknown name throws an Error listing every valid name', () => {
    let message = '';
    try {
      getEncoding('bogus');
    } catch (err) {
      message = (err as Error).message;
    }
    for (const choice of ENCODING_CHOICES) expect(message).toContain(choice);
  });
});

describe('vectors', () => {
  it('the three GPT-2 vectors of the core article hold', () => {
    expect(GPT2_VECTORS.map((v) => v.text)).toEqual(['Hello world', 'hello world', " don't stop"]);
    for (const v of GPT2_VECTORS) expect(getEncoding('gpt2').encode(v.text)).toEqual(v.ids);
  });

  it('every pinned vector holds, and covers p50k, cl100k and o200k', () => {
    const results = ALL_VECTORS.map((v) => checkVector(v, getEncoding(v.encoding)));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const encodings = new Set(ALL_VECTORS.map((v) => v.encoding));
    for (const name of ['gpt2', 'p50k_base', 'cl100k_base', 'o200k_base']) expect(encodings.has(name)).toBe(true);
  });

  it('checkVector reports a mismatch as data', () => {
    const result = checkVector({ encoding: 'gpt2', text: 'Hello world', ids: [1, 2] }, getEncoding('gpt2'));
    expect(result).toMatchObject({ ok: false, expected: [1, 2], actual: [15496, 995] });
  });
});

/** Strings with lone high/low surrogates in various positions. */
function surrogateTexts(seed: number, count: number): string[] {
  const next = rng(seed);
  const bits = [
    'a',
    ' ',
    'word',
    '中',
    '😀',
    '\uD800',
    '\uDBFF',
    '\uDC00',
    '\uDFFF',
    '\uD83D',
    '\uDE00',
    "'s",
    '1',
    '\n',
    ' \uD800x',
  ];
  return Array.from({ length: count }, () => {
    let s = '';
    const n = 1 + Math.floor(next() * 8);
    for (let k = 0; k < n; k++) s += bits[Math.floor(next() * bits.length)]!;
    return s;
  });
}

describe('lone surrogates', () => {
  for (const names of ORACLE_NAMES.filter((n) => n.ours !== 'r50k_base')) {
    it(`${names.ours}: same ids as @dqbd/tiktoken (U+FFFD), and count agrees`, () => {
      const tiktoken = openTiktoken(names.tiktoken);
      try {
        const ours = getEncoding(names.ours);
        const seed = testSeed(0x5a77);
        for (const text of [
          '\uD800',
          '\uDC00',
          'a\uD800b',
          '\uDFFF\uD800',
          '😀\uD83D',
          "x'\uDC00s",
          ...surrogateTexts(seed, 500),
        ]) {
          const want = tiktokenEncode(tiktoken, text);
          expect(ours.encode(text), `seed ${seed}, text ${JSON.stringify(text)}`).toEqual(want);
          expect(ours.count(text)).toBe(want.length);
        }
      } finally {
        tiktoken.free();
      }
    });
  }
});

describe('special tokens', () => {
  const tiktoken = openTiktoken('cl100k_base');
  afterAll(() => tiktoken.free());
  const cl100k = getEncoding('cl100k_base');
  const text = 'a<|endoftext|>b <|fim_prefix|><|endofprompt|> <|nope|> <|endoftext';

  it('are ordinary text by default', () => {
    expect(cl100k.encode(text)).toEqual(tiktokenEncode(tiktoken, text));
    expect(cl100k.encode(text)).not.toContain(100257);
  });

  it('become single ids with allowSpecial, in encode and count alike', () => {
    const want = Array.from(tiktoken.encode(text, 'all'));
    expect(cl100k.encode(text, { allowSpecial: true })).toEqual(want);
    expect(cl100k.count(text, { allowSpecial: true })).toBe(want.length);
    expect(want).toContain(100257);
    expect(want).toContain(100276);
  });

  it('have the ids tiktoken publishes', () => {
    for (const name of ENCODING_NAMES) {
      const published = (require(`@dqbd/tiktoken/encoders/${name}.json`) as { special_tokens: Record<string, number> })
        .special_tokens;
      expect(getEncoding(name).specialTokens, name).toEqual(published);
    }
  });

  it('decode back to their text', () => {
    expect(getEncoding('o200k').decode([199999, 200018])).toBe('<|endoftext|><|endofprompt|>');
  });
});

describe('decoding', () => {
  it('decodeBytes concatenates token bytes; decode replaces a split character with U+FFFD', () => {
    const gpt2 = getEncoding('gpt2');
    const ids = gpt2.encode('ǅ'); // U+01C5 = C7 85, two byte tokens in GPT-2
    expect(ids.length).toBe(2);
    expect(Array.from(gpt2.decodeBytes(ids))).toEqual([0xc7, 0x85]);
    expect(gpt2.decode(ids.slice(0, 1))).toContain('\uFFFD');
  });

  it('keeps a leading BOM', () => {
    const o200k = getEncoding('o200k_base');
    expect(o200k.decode(o200k.encode('\uFEFFhi'))).toBe('\uFEFFhi');
  });

  it('throws on an id outside the vocabulary', () => {
    expect(() => getEncoding('p50k_base').decode([999_999])).toThrow(/999999/);
  });

  it('reports vocabulary sizes', () => {
    expect(getEncoding('r50k_base').vocabularySize).toBe(50256);
    expect(getEncoding('p50k_base').vocabularySize).toBe(50280);
    expect(getEncoding('cl100k_base').vocabularySize).toBe(100256);
    expect(getEncoding('o200k_base').vocabularySize).toBe(199998);
  });
});
