/**
 * The binary dictionary (format.ts): written from the JSON reference form by `encodeDictionary`,
 * read by `decodeDictionary`. Pure — bytes in, bytes or a checked dictionary out; load.ts reads
 * the file.
 *
 * A lookup compares the request word's UTF-8 bytes with the keys' bytes in place and decodes
 * only the value it returns, so loading costs the header, the hash and nothing per entry.
 */
import { createHash } from 'node:crypto';
import type { Dictionary, DictionaryProblem, DictionarySide } from './dictionary.js';
import {
  COMPACT_FORMAT,
  COMPACT_SCHEMA,
  type CompactHeader,
  type CompactSide,
  DICTIONARY_SCHEMA,
  type DictionaryFile,
} from './format.js';

const NEWLINE = 0x0a;
/** `=`, the end of a key: keys never hold it (scripts/gen-dictionary.ts keeps terms without separators). */
const KEY_END = 0x3d;
/** Longest headword assumed when a header has no `maxHeadword` limit. */
const DEFAULT_MAX_HEADWORD = 8;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One side of the body: the offset table then the entries, keys in byte order. */
function encodeSide(entries: string): { bytes: Uint8Array; side: CompactSide } {
  const list = entries === '' ? [] : entries.split('~').map((e) => encoder.encode(e));
  const keyOf = (e: Uint8Array): Uint8Array => e.subarray(0, e.indexOf(KEY_END));
  list.sort((x, y) => Buffer.compare(keyOf(x), keyOf(y)));
  const size = list.reduce((s, e) => s + e.length, 0);
  const table = 4 * (list.length + 1);
  const out = new Uint8Array(table + size);
  const view = new DataView(out.buffer);
  let at = 0;
  list.forEach((e, i) => {
    view.setUint32(4 * i, at, true);
    out.set(e, table + at);
    at += e.length;
  });
  view.setUint32(4 * list.length, at, true);
  return { bytes: out, side: { entries: list.length, bytes: size } };
}

/** The binary file of a JSON dictionary: same entries, same values, keys re-sorted by bytes. */
export function encodeDictionary(file: DictionaryFile): Uint8Array {
  if (file.schema !== DICTIONARY_SCHEMA)
    throw new Error(
      `dictionary JSON of schema ${file.schema}, expected ${DICTIONARY_SCHEMA}: regenerate it with npm run gen:dictionary`,
    );
  const a = encodeSide(file.a);
  const b = encodeSide(file.b);
  const body = new Uint8Array(a.bytes.length + b.bytes.length);
  body.set(a.bytes, 0);
  body.set(b.bytes, a.bytes.length);
  const header: CompactHeader = {
    format: COMPACT_FORMAT,
    schema: COMPACT_SCHEMA,
    generated: file.generated,
    pair: file.pair,
    source: file.source,
    limits: file.limits,
    sides: { a: a.side, b: b.side },
    sha256: sha256Hex(body),
  };
  const head = encoder.encode(`${JSON.stringify(header)}\n`);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
}

/** Where the request word's bytes go before a search: one buffer, grown when a word needs more. */
let scratch = new Uint8Array(64);

/**
 * The word's UTF-8 bytes into `scratch`; returns their length. A lone surrogate becomes U+FFFD,
 * which no key holds (keys are letters and digits), so such a word matches nothing, as before.
 */
function encodeWord(word: string): number {
  // A code unit takes at most 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4).
  if (scratch.length < word.length * 3) scratch = new Uint8Array(word.length * 3);
  return encoder.encodeInto(word, scratch).written;
}

/** How a key compares with the word in `scratch[0, n)`. */
const LESS = -1;
const EQUAL = 0;
/** The word is a proper prefix of the key. */
const EXTENDS = 1;
const GREATER = 2;

/**
 * Binary search over one side: `data[base + offset(i), base + offset(i + 1))` is entry i. The
 * offsets are read in place through a DataView (17 reads a search at 90,000 entries), not
 * copied into a typed array at load.
 */
function side(data: Uint8Array, start: number, entries: number): DictionarySide {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const base = start + 4 * (entries + 1);
  const at = (i: number): number => base + view.getUint32(start + 4 * i, true);

  const compare = (entry: number, n: number): number => {
    for (let i = 0; ; i++) {
      const c = data[entry + i] as number;
      if (c === KEY_END) return i === n ? EQUAL : LESS;
      if (i === n) return EXTENDS;
      const w = scratch[i] as number;
      if (c !== w) return c < w ? LESS : GREATER;
    }
  };
  /** The first entry whose key is ≥ the word (`entries` past the end) and how its key compares. */
  const lowerBound = (n: number): { index: number; cmp: number } => {
    let lo = 0;
    let hi = entries;
    let cmp = GREATER;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compare(at(mid), n);
      if (c === LESS) lo = mid + 1;
      else {
        hi = mid;
        cmp = c;
      }
    }
    return { index: lo, cmp };
  };
  return {
    probe(word) {
      const { cmp } = lowerBound(encodeWord(word));
      return cmp === EQUAL ? 'exact' : cmp === EXTENDS ? 'prefix' : 'none';
    },
    lookup(key) {
      const n = encodeWord(key);
      const { index, cmp } = lowerBound(n);
      if (cmp !== EQUAL) return undefined;
      return decoder.decode(data.subarray(at(index) + n + 1, at(index + 1)));
    },
  };
}

function isSide(s: unknown): s is CompactSide {
  const x = s as CompactSide | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    Number.isSafeInteger(x.entries) &&
    x.entries >= 0 &&
    Number.isSafeInteger(x.bytes) &&
    x.bytes >= 0
  );
}

/**
 * Checks a binary dictionary and wraps it, or says what is wrong: the header (format, schema,
 * sides), the body's length against the header's entry counts and sizes, its SHA-256, and each
 * side's offset table against its size (the first and the last offset).
 */
export function decodeDictionary(bytes: Uint8Array): Dictionary | DictionaryProblem {
  const eol = bytes.indexOf(NEWLINE);
  let header: CompactHeader;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(0, eol < 0 ? bytes.length : eol))) as CompactHeader;
  } catch {
    return { code: 'header', detail: 'no JSON header line' };
  }
  if (header === null || typeof header !== 'object' || header.format !== COMPACT_FORMAT)
    return { code: 'header', detail: `format ${JSON.stringify(header?.format)}, expected "${COMPACT_FORMAT}"` };
  if (header.schema !== COMPACT_SCHEMA) return { code: 'schema', expected: COMPACT_SCHEMA, actual: header.schema };
  const { a, b } = header.sides ?? {};
  if (!isSide(a) || !isSide(b)) return { code: 'header', detail: 'sides missing' };
  const body = bytes.subarray(eol + 1);
  const expected = 4 * (a.entries + 1) + a.bytes + 4 * (b.entries + 1) + b.bytes;
  if (body.length !== expected) return { code: 'size', expected, actual: body.length };
  const sha256 = sha256Hex(body);
  if (sha256 !== header.sha256) return { code: 'sha256', expected: String(header.sha256), actual: sha256 };
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const bStart = 4 * (a.entries + 1) + a.bytes;
  for (const [start, s] of [
    [0, a],
    [bStart, b],
  ] as const)
    if (view.getUint32(start, true) !== 0 || view.getUint32(start + 4 * s.entries, true) !== s.bytes)
      return { code: 'offsets', detail: `a side's offset table does not span its ${s.bytes} bytes` };
  return {
    pair: header.pair,
    source: header.source,
    forward: side(body, 0, a.entries),
    backward: side(body, bStart, b.entries),
    maxHeadword: header.limits?.['maxHeadword'] ?? DEFAULT_MAX_HEADWORD,
  };
}

/** Whether `decodeDictionary` refused the bytes. */
export function isDictionaryProblem(d: Dictionary | DictionaryProblem): d is DictionaryProblem {
  return 'code' in d;
}
