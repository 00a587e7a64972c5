/**
 * The binary dictionary against the plain JSON it is made from: the shipped data/zh-en.bin is
 * the encoding of data/zh-en.json, and every key of the JSON (both sides) looks up the same
 * value and probes as the brute-force reference says; random dictionaries (keys whose byte order
 * differs from their UTF-16 order included) obey the same law; a damaged file is refused with a
 * code.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDictionary, encodeDictionary, isDictionaryProblem } from '../../src/route/bilingual/compact.js';
import {
  type Dictionary,
  type DictionaryProblem,
  type DictionarySide,
  dictionaryError,
  zhEnDictionary,
} from '../../src/route/bilingual/dictionary.js';
import { DICTIONARY_SCHEMA, type DictionaryFile } from '../../src/route/bilingual/format.js';
import { REPO_ROOT } from '../helpers/cli.js';

/** The plain reading of one JSON side: key → value, and every proper code-point prefix of a key. */
interface Reference {
  readonly values: Map<string, string>;
  readonly prefixes: Set<string>;
}

function reference(entries: string): Reference {
  const values = new Map<string, string>();
  const prefixes = new Set<string>();
  for (const e of entries === '' ? [] : entries.split('~')) {
    const i = e.indexOf('=');
    const key = e.slice(0, i);
    values.set(key, e.slice(i + 1));
    const chars = Array.from(key);
    for (let n = 0; n < chars.length; n++) prefixes.add(chars.slice(0, n).join('')); // '' starts every key
  }
  return { values, prefixes };
}

function expectedProbe(ref: Reference, word: string): 'exact' | 'prefix' | 'none' {
  return ref.values.has(word) ? 'exact' : ref.prefixes.has(word) ? 'prefix' : 'none';
}

/** Mismatches of `side` against `ref` over `words` (empty when they agree). */
function mismatches(side: DictionarySide, ref: Reference, words: Iterable<string>): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (side.lookup(w) !== ref.values.get(w)) out.push(`lookup ${w}`);
    if (side.probe(w) !== expectedProbe(ref, w)) out.push(`probe ${w}`);
  }
  return out;
}

function decoded(bytes: Uint8Array): Dictionary {
  const d = decodeDictionary(bytes);
  if (isDictionaryProblem(d)) throw new Error(`refused: ${d.code}`);
  return d;
}

const json = JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/zh-en.json'), 'utf8')) as DictionaryFile;
const shipped = new Uint8Array(readFileSync(path.join(REPO_ROOT, 'data/zh-en.bin')));

describe('the shipped binary dictionary', () => {
  const forward = reference(json.a);
  const backward = reference(json.b);

  it('is the encoding of data/zh-en.json (regenerate both with npm run gen:dictionary)', () => {
    expect(Buffer.from(encodeDictionary(json)).equals(Buffer.from(shipped))).toBe(true);
  });

  it('gives every key of both sides the value the JSON gives it, and probes it exact', () => {
    const d = zhEnDictionary();
    expect(forward.values.size).toBeGreaterThan(80_000);
    expect(mismatches(d.forward, forward, forward.values.keys())).toEqual([]);
    expect(mismatches(d.backward, backward, backward.values.keys())).toEqual([]);
  });

  it('probes every proper prefix of every key as the JSON says (exact when itself a key, else prefix)', () => {
    const d = zhEnDictionary();
    expect(mismatches(d.forward, forward, forward.prefixes)).toEqual([]);
    expect(mismatches(d.backward, backward, backward.prefixes)).toEqual([]);
  });

  it('finds nothing for words one character past a key or before the first, and the edge keys', () => {
    const d = zhEnDictionary();
    for (const [side, ref] of [
      [d.forward, forward],
      [d.backward, backward],
    ] as const) {
      const keys = [...ref.values.keys()];
      const byCodePoint = [...keys].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
      const edges = [keys[0], keys.at(-1), byCodePoint[0], byCodePoint.at(-1)] as string[];
      const around = keys.flatMap((k) => [`${k}\u0000`, `${k}a`, `${k}表`, `${k}\u{20000}`, `${k}\uffff`]);
      const odd = ['', '\u0000', 'a', '表', '\u{10ffff}', '\uffff', 'x'.repeat(500), '表'.repeat(200)];
      expect(mismatches(side, ref, [...edges, ...odd, ...around.filter((_, i) => i % 7 === 0)])).toEqual([]);
    }
  });

  it('carries the header of the JSON: pair, source, the longest headword', () => {
    const d = zhEnDictionary();
    expect(d.pair).toEqual(json.pair);
    expect(d.source).toEqual(json.source);
    expect(d.maxHeadword).toBe(json.limits['maxHeadword']);
  });
});

const file = (a: string, b: string): DictionaryFile => ({
  schema: DICTIONARY_SCHEMA,
  pair: ['zh', 'en'],
  generated: 'test',
  source: {},
  limits: { maxHeadword: 8 },
  a,
  b,
});

/** Characters whose UTF-8 byte order and UTF-16 order disagree (U+FF21 vs U+20000) among plain ones. */
const CHARS = ['a', 'b', 'z', '0', '表', '格', '电', '\uff21', '\uffe0', '\u{20000}', '\u{2a6d6}', 'é'];
const word = fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 5 }).map((cs) => cs.join(''));

describe('a binary dictionary, against the plain entries it was made from', () => {
  it('looks up and probes every word as the entries say, for random dictionaries', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 40 }), fc.array(word, { maxLength: 40 }), (keys, queries) => {
        const entries = [...keys].sort().map((k, i) => `${k}=v${i}|w ${k.length}`);
        const d = decoded(encodeDictionary(file(entries.join('~'), '')));
        const ref = reference(entries.join('~'));
        expect(mismatches(d.forward, ref, [...keys, ...ref.prefixes, ...queries])).toEqual([]);
        expect(d.backward.lookup(keys[0] ?? 'a')).toBeUndefined();
        expect(d.backward.probe('a')).toBe('none');
      }),
      { numRuns: 300 },
    );
  });
});

describe('a damaged binary dictionary', () => {
  const small = encodeDictionary(file('电子=electron|electronic~电子表格=spreadsheet', 'spreadsheet=电子表格'));
  const codeOf = (bytes: Uint8Array): string | null => {
    const d = decodeDictionary(bytes);
    return isDictionaryProblem(d) ? d.code : null;
  };
  const withHeader = (edit: (h: Record<string, unknown>) => void): Uint8Array => {
    const eol = small.indexOf(0x0a);
    const header = JSON.parse(Buffer.from(small.subarray(0, eol)).toString('utf8')) as Record<string, unknown>;
    edit(header);
    return new Uint8Array(Buffer.concat([Buffer.from(`${JSON.stringify(header)}`), small.subarray(eol)]));
  };

  it('is refused with a code saying what is wrong', () => {
    expect(codeOf(small)).toBeNull();
    const flipped = small.slice();
    flipped[flipped.length - 3] = (flipped[flipped.length - 3] as number) ^ 1;
    expect(codeOf(flipped)).toBe('sha256');
    expect(codeOf(small.subarray(0, small.length - 1))).toBe('size');
    expect(codeOf(new TextEncoder().encode('{"schema":1}'))).toBe('header');
    expect(codeOf(new Uint8Array([0xff, 0x0a]))).toBe('header');
    expect(codeOf(withHeader((h) => (h['schema'] = 2)))).toBe('schema');
    expect(codeOf(withHeader((h) => (h['format'] = 'other')))).toBe('header');
    expect(codeOf(withHeader((h) => (h['sides'] = { a: { entries: 2 } })))).toBe('header');
  });

  it('is refused when its offset table does not span its entries, even with a matching hash', () => {
    const eol = small.indexOf(0x0a);
    const body = small.slice(eol + 1);
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    view.setUint32(4 * 2, view.getUint32(4 * 2, true) - 1, true); // side a: 2 entries, its last offset
    const sha256 = createHash('sha256').update(body).digest('hex');
    const header = withHeader((h) => (h['sha256'] = sha256)).subarray(0, eol + 1);
    const bytes = new Uint8Array(Buffer.concat([header, body]));
    expect(codeOf(bytes)).toBe('offsets');
    const problem: DictionaryProblem = { code: 'offsets', detail: 'x' };
    expect(dictionaryError('data/x.bin', problem).message).toMatch(/data\/x\.bin.*npm run gen:dictionary/);
  });

  it('refuses to encode a JSON file of another schema', () => {
    expect(() => encodeDictionary({ ...file('', ''), schema: DICTIONARY_SCHEMA + 1 })).toThrow(/gen:dictionary/);
  });
});
