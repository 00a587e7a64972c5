/**
 * The encoder: split with the encoding's scanner, look each piece up whole, merge the rest.
 *
 * Loaded encodings are cached in this module (`cache` below), one per canonical name, for the
 * life of the process: loading a rank file costs 0.1–0.6 s and 8–25 MB (bench/tokenizer.bench.ts,
 * o200k the largest), so it happens lazily,
 * on the first `getEncoding(name)` for that name, and once.
 */
import { ENCODING_PARAMS, type EncodingParams } from './params/index.js';
import { loadRankTable, type RankTable } from './ranks.js';
import { createMergeContext, type MergeContext } from './bpe.js';
import { mergePiece as mergeWith } from './merge.js';
import { lookupRange, tokenBytes, vocabIndexFromSlots } from './vocab-index.js';
import { deriveTables } from './tables.js';
import { SCANNERS, type Scanner } from './split/index.js';
import { isAsciiRange, utf8Binary, wellFormed } from './utf8.js';
import { createPieceCache, DEFAULT_PIECE_CACHE_ENTRIES, MAX_KEY_BYTES } from './piece-cache.js';
import { resolveEncodingName, unknownEncodingMessage } from './names.js';
import { BUILTIN_CORPUS } from './corpus.js';
import type { EncodeOptions, Encoding, EncodingName } from './types.js';

/** Pieces `count` sets aside before merging them (see countRange): 32 KB of offsets. */
const DEFERRED_PIECES = 4096;

/** Tuning of one Encoding object. */
export interface EncodingOptions {
  /**
   * Entries per generation of the piece-count cache used by `count` (piece-cache.ts; it holds
   * at most twice this). Default `DEFAULT_PIECE_CACHE_ENTRIES` (16,384); 0 disables it.
   */
  readonly pieceCacheEntries?: number;
}

/**
 * Builds an Encoding from its params and an already loaded rank table. Pure apart from the
 * bounded piece cache, which only memoises a pure function (see piece-cache.ts).
 */
export function createEncoding(params: EncodingParams, table: RankTable, options: EncodingOptions = {}): Encoding {
  const scan: Scanner = SCANNERS[params.splitter];
  // Prebuilt tables come with a table read from the binary vocabulary; a parsed one derives them.
  const tables = table.tables ?? deriveTables(table, 'lazy');
  const index = vocabIndexFromSlots(tables.slots, table.bytes, table.start, table.len);
  const ctx: MergeContext = createMergeContext(index, table.maxTokenBytes, tables);
  const maxTokenBytes = table.maxTokenBytes;
  const specials = new Map(Object.entries(params.specialTokens));
  const pieceCache = createPieceCache(options.pieceCacheEntries ?? DEFAULT_PIECE_CACHE_ENTRIES);
  const specialBytes = new Map<number, string>();
  for (const [text, id] of specials) specialBytes.set(id, utf8Binary(text, 0, text.length));

  /** BPE of a piece that is not a whole token (merge.ts picks the strategy). */
  function mergePiece(text: string, a: number, b: number, bin: string, ascii: boolean): number {
    return mergeWith(ctx, text, a, b, bin, ascii);
  }

  /** Tokens of a piece that is not a whole token, through the piece cache. */
  function countMerged(text: string, a: number, b: number, bin: string, ascii: boolean): number {
    if (bin.length > MAX_KEY_BYTES) return mergePiece(text, a, b, bin, ascii);
    const cached = pieceCache.get(bin);
    if (cached !== undefined) return cached;
    const m = mergePiece(text, a, b, bin, ascii);
    pieceCache.set(bin, m);
    return m;
  }

  /** Tokens of text[a..b), a piece that is not one ASCII whole token. */
  function countSlowPiece(text: string, a: number, b: number): number {
    if (isAsciiRange(text, a, b)) return countMerged(text, a, b, text.slice(a, b), true);
    const bin = utf8Binary(text, a, b);
    if (bin.length <= maxTokenBytes && lookupRange(index, bin, 0, bin.length) >= 0) return 1;
    return countMerged(text, a, b, bin, false);
  }

  /** [start, end) pairs of the pieces countRange set aside (see there); flushed when full. */
  const deferred = new Int32Array(2 * DEFERRED_PIECES);

  function countDeferred(text: string, n: number): number {
    let total = 0;
    for (let k = 0; k < n; k += 2) total += countSlowPiece(text, deferred[k]!, deferred[k + 1]!);
    return total;
  }

  function encodePiece(text: string, a: number, b: number, out: number[]): void {
    const ascii = isAsciiRange(text, a, b);
    if (ascii && b - a <= maxTokenBytes) {
      const whole = lookupRange(index, text, a, b);
      if (whole >= 0) {
        out.push(whole);
        return;
      }
    }
    const bin = ascii ? text.slice(a, b) : utf8Binary(text, a, b);
    if (!ascii && bin.length <= maxTokenBytes) {
      const whole = lookupRange(index, bin, 0, bin.length);
      if (whole >= 0) {
        out.push(whole);
        return;
      }
    }
    const m = mergePiece(text, a, b, bin, ascii);
    const parts = ctx.parts;
    for (let k = 0; k < m; k++) out.push(parts[k]!);
  }

  /**
   * Counts in two phases: this loop settles the pieces that are one ASCII character or one ASCII
   * token (nine in ten in English) and sets the others aside; `countDeferred` then converts,
   * looks up and merges those. Why: it keeps the merge machinery out of the optimised loop, so
   * a rare merge path met for the first time does not throw the loop's code away. Measured
   * against one loop calling the merge per piece (o200k, English corpus, with the primer
   * below): cold pass ≈175 vs ≈187 ms CPU, warm ≈35 vs ≈34 MB/s — small, but never worse.
   */
  function countRange(text: string, start: number, end: number): number {
    let total = 0;
    let n = 0;
    for (let i = start; i < end; ) {
      const j = scan(text, i, end);
      if (j - i === 1 && text.charCodeAt(i) < 0x80) {
        total++; // every byte is a token in all four vocabularies
      } else if (j - i <= maxTokenBytes && isAsciiRange(text, i, j) && lookupRange(index, text, i, j) >= 0) {
        total++;
      } else {
        deferred[n++] = i;
        deferred[n++] = j;
        if (n === deferred.length) {
          total += countDeferred(text, n);
          n = 0;
        }
      }
      i = j;
    }
    return n > 0 ? total + countDeferred(text, n) : total;
  }

  function encodeRange(text: string, start: number, end: number, out: number[]): void {
    for (let i = start; i < end; ) {
      const j = scan(text, i, end);
      encodePiece(text, i, j, out);
      i = j;
    }
  }

  /** Calls `onText` for the text between special tokens and `onSpecial` for each special token. */
  function forEachSegment(
    text: string,
    onText: (start: number, end: number) => void,
    onSpecial: (id: number) => void,
  ): void {
    let start = 0;
    for (let at = text.indexOf('<|'); at >= 0; at = text.indexOf('<|', at + 1)) {
      for (const [special, id] of specials) {
        if (text.startsWith(special, at)) {
          onText(start, at);
          onSpecial(id);
          start = at + special.length;
          at = start - 1;
          break;
        }
      }
    }
    onText(start, text.length);
  }

  const encoding: Encoding = {
    name: params.name,
    vocabularySize: table.size,
    specialTokens: params.specialTokens,
    encode(input: string, options?: EncodeOptions): number[] {
      const text = wellFormed(input);
      const out: number[] = [];
      if (options?.allowSpecial) {
        forEachSegment(
          text,
          (a, b) => encodeRange(text, a, b, out),
          (id) => out.push(id),
        );
      } else {
        encodeRange(text, 0, text.length, out);
      }
      return out;
    },
    count(input: string, options?: EncodeOptions): number {
      const text = wellFormed(input);
      if (!options?.allowSpecial) return countRange(text, 0, text.length);
      let total = 0;
      forEachSegment(
        text,
        (a, b) => (total += countRange(text, a, b)),
        () => total++,
      );
      return total;
    },
    decodeBytes(ids: readonly number[]): Uint8Array {
      let bin = '';
      for (const id of ids) {
        const token = tokenBytes(index, id) ?? specialBytes.get(id);
        if (token === undefined) throw new Error(`${params.name}: token id ${id} is not in the vocabulary`);
        bin += token;
      }
      return Buffer.from(bin, 'latin1');
    },
    decode(ids: readonly number[]): string {
      return UTF8_DECODER.decode(this.decodeBytes(ids));
    },
  };
  prime(encoding);
  return encoding;
}

/** Texts that take every branch of the count path once (see `prime`). */
const PRIMER: readonly string[] = [
  ...BUILTIN_CORPUS.map((sample) => sample.text),
  `${'='.repeat(80)} ${' '.repeat(100)}x ${'ab'.repeat(70)}`,
  // Long runs of one non-ASCII character: the character-level start with the heap (guarded).
  `${'─'.repeat(40)} ${'技能描述'.repeat(10)}`,
];

/**
 * Counts a few short texts that take every branch of the count path (ASCII and non-ASCII
 * letters, digits, CJK runs, emoji, whitespace runs, long pieces for the heap merge), about 2 KB
 * in all. Why: V8 compiles a hot function with the branches it has seen; the first time real
 * text took a branch it had not (a first digit, a first accented letter), the optimised scanner
 * and count loop were thrown away and compiled again ("insufficient type feedback"), a dozen
 * times in a cold pass. Measured on the English corpus, o200k, cold (bench/tokenizer-cold.mjs).
 *
 * Still worth its ≈6 ms with the binary vocabulary: without it the English cold pass took
 * ≈208 ms CPU instead of ≈141 (Chinese: no difference). What is left of a cold pass is mostly
 * V8 compiling the hot functions (≈50–70 ms of compiler time in `--single-threaded
 * --trace-opt`). Tried and rejected: priming 4× or 10× longer (no faster: the same functions
 * get compiled, only earlier); counting in chunks of 64–256 pieces so that the count loop is
 * compiled once rather than also on-stack (no measurable change); merging pieces of 64–255
 * bytes by scanning instead of the heap (the heap's code is then never compiled, but the
 * scan of those pieces before it is optimised cost more: +11 ms). Found and NOT taken: most
 * of the compiler time is `lookupRange` and `rankOf` compiled again inside each of their
 * callers (up to six copies). Out of line they save ≈10–13 ms each (`node
 * --max-inlined-bytecode-size=150`: Chinese cl100k pass 100 → 74 ms, English o200k 137 → 114;
 * warm within noise), but the only way to keep them out of line without flags is to make
 * them longer than V8's inlining limit (460 bytecodes), which a later edit or V8 would undo
 * silently.
 */
function prime(encoding: Encoding): void {
  // Flat copies: texts built with `repeat` or `+` are rope strings, and counting one first
  // taught the optimised code to expect ropes — 25 % slower on every later (flat) file.
  for (const text of PRIMER) encoding.count(Buffer.from(text, 'utf8').toString('utf8'));
}

/** Keeps a leading U+FEFF (the default decoder would drop it and break round trips). */
const UTF8_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

const cache = new Map<EncodingName, Encoding>();

/**
 * The encoding for a canonical name or alias (`gpt2`, `cl100k`, `o200k` …). Loads and verifies
 * its rank file on first use; later calls return the cached object. Throws an Error listing the
 * valid names for an unknown name, and a descriptive Error if the rank file does not verify.
 */
export function getEncoding(nameOrAlias: string): Encoding {
  const name = resolveEncodingName(nameOrAlias);
  if (name === undefined) throw new Error(unknownEncodingMessage(nameOrAlias));
  let encoding = cache.get(name);
  if (!encoding) {
    const params = ENCODING_PARAMS[name];
    encoding = createEncoding(params, loadRankTable(params));
    cache.set(name, encoding);
  }
  return encoding;
}
