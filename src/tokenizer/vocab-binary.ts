/**
 * The precomputed vocabulary: one encoding's rank table AND its derived lookup tables
 * (tables.ts) in one binary file, written by the build (`npm run build` runs
 * scripts/build-vocab.mjs after tsc; output `dist/tokenizer/vocab/<name>.bin`, never committed)
 * and read back by ranks.ts as a file read plus typed-array views.
 *
 * Why: parsing the base64 rank file and deriving the tables was ≈75 ms of CPU of o200k's
 * ≈105 ms first use (parse ≈38, index ≈13, merge tables ≈20, hash ≈3; bench/tokenizer-cold.mjs).
 *
 * Trust: the file is only a cache of facts derived from the SHA-256-verified rank file. It
 * records that file's SHA-256 and the SHA-256 of its own payload; the reader accepts it only
 * when the recorded source hash is the one pinned in the encoding's params, the payload hashes
 * to the recorded value and every size matches the params. Anything else is a problem (data,
 * below) and the loader falls back to parsing the rank file: a damaged or stale file costs time,
 * never a wrong count.
 *
 * Layout (byte order of the machine that built it, recorded and checked; every section 4-byte
 * aligned):
 *   header (128 bytes): magic "SKSVOCAB", u32 format version, u32 byte-order mark 0x01020304,
 *     32 bytes source SHA-256, 32 bytes payload SHA-256, u32 token count, u32 ranks
 *     (max rank + 1), u32 longest token, u32 token-bytes length, u32 index slots,
 *     encoding name (ASCII, zero-padded to the end of the header)
 *   payload: i32 start[ranks], i32 len[ranks], i32 slots[slots], i32 byteRank[256],
 *     i32 pairRank[65536], i32 charToken[65536], i32 charMaxRank[65536],
 *     u8 raggedBoundary[65536], u8 token bytes[token-bytes length]
 */
import { createHash } from 'node:crypto';
import { flatRankTable, type RankTable } from './rank-table.js';
import type { EncodingParams } from './params/types.js';
import type { VocabTables } from './tables.js';
import { lookupRange, vocabIndexFromSlots } from './vocab-index.js';

/** Bump when the layout or the meaning of a table changes: older files then fall back. */
export const VOCAB_FORMAT_VERSION = 2;

const MAGIC = 'SKSVOCAB';
const BYTE_ORDER_MARK = 0x01020304;
const HEADER_BYTES = 128;
const NAME_AT = 100;

/** Why a binary vocabulary was not used (data; the loader then parses the rank file). */
export type VocabBinaryProblem =
  | { readonly code: 'missing'; readonly detail: string }
  | { readonly code: 'format'; readonly detail: string }
  | { readonly code: 'source-sha256'; readonly expected: string; readonly actual: string }
  | { readonly code: 'payload-sha256'; readonly expected: string; readonly actual: string };

export function isVocabBinaryProblem(value: RankTable | VocabBinaryProblem): value is VocabBinaryProblem {
  return 'code' in value;
}

interface Shape {
  readonly ranks: number;
  readonly slots: number;
  readonly tokenBytes: number;
}

/** Byte offsets of each payload section, and the total file size. */
function sections(shape: Shape) {
  const start = HEADER_BYTES;
  const len = start + 4 * shape.ranks;
  const slots = len + 4 * shape.ranks;
  const byteRank = slots + 4 * shape.slots;
  const pairRank = byteRank + 4 * 256;
  const charToken = pairRank + 4 * 65536;
  const charMaxRank = charToken + 4 * 65536;
  const ragged = charMaxRank + 4 * 65536;
  const tokens = ragged + 65536;
  return {
    start,
    len,
    slots,
    byteRank,
    pairRank,
    charToken,
    charMaxRank,
    ragged,
    tokens,
    end: tokens + shape.tokenBytes,
  };
}

function sha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest();
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

/**
 * The binary vocabulary of a verified rank table and its tables. `sourceSha256` is the hex
 * SHA-256 of the rank file the table was parsed from (it must be the pinned one to be read back).
 */
export function encodeVocabBinary(
  params: EncodingParams,
  table: RankTable,
  tables: VocabTables,
  sourceSha256: string,
): Uint8Array {
  const shape = { ranks: table.len.length, slots: tables.slots.length, tokenBytes: table.bytes.length };
  const at = sections(shape);
  const out = new Uint8Array(at.end);
  const u32 = new Uint32Array(out.buffer, 0, HEADER_BYTES / 4);
  out.set(Buffer.from(MAGIC, 'latin1'), 0);
  u32[2] = VOCAB_FORMAT_VERSION;
  u32[3] = BYTE_ORDER_MARK;
  out.set(Buffer.from(sourceSha256, 'hex'), 16);
  u32[20] = table.size;
  u32[21] = shape.ranks;
  u32[22] = table.maxTokenBytes;
  u32[23] = shape.tokenBytes;
  u32[24] = shape.slots;
  out.set(Buffer.from(params.name, 'latin1'), NAME_AT);
  out.set(new Uint8Array(table.start.buffer, table.start.byteOffset, 4 * shape.ranks), at.start);
  out.set(new Uint8Array(table.len.buffer, table.len.byteOffset, 4 * shape.ranks), at.len);
  out.set(new Uint8Array(tables.slots.buffer, tables.slots.byteOffset, 4 * shape.slots), at.slots);
  out.set(new Uint8Array(tables.byteRank.buffer, tables.byteRank.byteOffset, 4 * 256), at.byteRank);
  out.set(new Uint8Array(tables.pairRank.buffer, tables.pairRank.byteOffset, 4 * 65536), at.pairRank);
  out.set(new Uint8Array(tables.charToken.buffer, tables.charToken.byteOffset, 4 * 65536), at.charToken);
  out.set(new Uint8Array(tables.charMaxRank.buffer, tables.charMaxRank.byteOffset, 4 * 65536), at.charMaxRank);
  out.set(tables.raggedBoundary, at.ragged);
  out.set(Buffer.from(table.bytes, 'latin1'), at.tokens);
  out.set(sha256(out.subarray(HEADER_BYTES)), 48);
  return out;
}

/**
 * Reads a binary vocabulary (pure). Returns the rank table, with its prebuilt tables in
 * `tables`, or the first problem found. The typed arrays are views of `input` (a copy is made
 * only when `input` is not 4-byte aligned); the caller must not modify it afterwards.
 */
export function decodeVocabBinary(params: EncodingParams, input: Uint8Array): RankTable | VocabBinaryProblem {
  const bytes = input.byteOffset % 4 === 0 ? input : Uint8Array.from(input);
  if (bytes.length < HEADER_BYTES) return { code: 'format', detail: `${bytes.length} bytes, shorter than the header` };
  const u32 = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_BYTES / 4);
  const text = (a: number, b: number) => Buffer.from(bytes.buffer, bytes.byteOffset + a, b - a).toString('latin1');
  if (text(0, 8) !== MAGIC) return { code: 'format', detail: 'not a skillscope vocabulary file' };
  if (u32[2] !== VOCAB_FORMAT_VERSION)
    return { code: 'format', detail: `format version ${u32[2]}, expected ${VOCAB_FORMAT_VERSION}` };
  if (u32[3] !== BYTE_ORDER_MARK) return { code: 'format', detail: 'written on a machine of the other byte order' };
  const name = text(NAME_AT, HEADER_BYTES).replace(/\0+$/, '');
  if (name !== params.name) return { code: 'format', detail: `holds ${JSON.stringify(name)}, expected ${params.name}` };
  const source = hex(bytes.subarray(16, 48));
  if (source !== params.expectedSha256)
    return { code: 'source-sha256', expected: params.expectedSha256, actual: source };
  const size = u32[20]!;
  const shape = { ranks: u32[21]!, slots: u32[24]!, tokenBytes: u32[23]! };
  const maxTokenBytes = u32[22]!;
  if (size !== params.expectedRankCount || shape.ranks !== params.expectedMaxRank + 1) {
    return {
      code: 'format',
      detail: `${size} tokens up to rank ${shape.ranks - 1}, expected ${params.expectedRankCount} up to ${params.expectedMaxRank}`,
    };
  }
  if (shape.slots < 2 * shape.ranks || (shape.slots & (shape.slots - 1)) !== 0)
    return { code: 'format', detail: `${shape.slots} index slots` };
  const at = sections(shape);
  if (bytes.length !== at.end) return { code: 'format', detail: `${bytes.length} bytes, expected ${at.end}` };
  const payload = hex(sha256(bytes.subarray(HEADER_BYTES)));
  const recorded = hex(bytes.subarray(48, 80));
  if (payload !== recorded) return { code: 'payload-sha256', expected: recorded, actual: payload };
  const i32 = (offset: number, length: number) => new Int32Array(bytes.buffer, bytes.byteOffset + offset, length);
  const tables: VocabTables = {
    slots: i32(at.slots, shape.slots),
    byteRank: i32(at.byteRank, 256),
    pairRank: i32(at.pairRank, 65536),
    charToken: i32(at.charToken, 65536),
    charMaxRank: i32(at.charMaxRank, 65536),
    raggedBoundary: bytes.subarray(at.ragged, at.ragged + 65536),
  };
  const table = flatRankTable(
    text(at.tokens, at.end),
    i32(at.start, shape.ranks),
    i32(at.len, shape.ranks),
    size,
    maxTokenBytes,
    tables,
  );
  const stale = staleTables(table, tables);
  return stale === undefined ? table : { code: 'format', detail: stale };
}

/** Ranks sampled by `staleTables` (spread over the whole vocabulary). */
const SAMPLED_RANKS = 512;

/**
 * A file with an intact hash can still be stale: written by an older build whose index hashed
 * differently (the build always writes both together, but `tsc` alone rebuilds only the code).
 * Checks, in well under a millisecond, that sampled tokens are found at their ranks through this
 * build's index and that the single-byte table agrees with the tokens.
 */
function staleTables(table: RankTable, tables: VocabTables): string | undefined {
  const index = vocabIndexFromSlots(tables.slots, table.bytes, table.start, table.len);
  const ranks = table.len.length;
  for (let k = 0; k < SAMPLED_RANKS; k++) {
    const rank = Math.floor((k * ranks) / SAMPLED_RANKS);
    const n = table.len[rank]!;
    if (n === 0) continue;
    const s = table.start[rank]!;
    if (lookupRange(index, table.bytes, s, s + n) !== rank)
      return `token ${rank} is not found through the index (built by another version)`;
    if (n === 1 && tables.byteRank[table.bytes.charCodeAt(s)] !== rank) return `byte table disagrees at token ${rank}`;
  }
  return undefined;
}
