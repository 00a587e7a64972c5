/**
 * The rank-file loader: the ONLY module of the tokenizer that touches the file system.
 *
 * Rank files come from the installed `gpt-tokenizer` package (`data/<name>.tiktoken`, lines
 * `base64token rank`), found through `require.resolve('gpt-tokenizer/package.json')` (that
 * subpath is in the package's `exports`). No network. Every file is checked on load against
 * the SHA-256 and the size pinned in its params file; a mismatch throws an Error that names the
 * file, the expected and actual values, and the fix.
 *
 * Parsing and checking are pure functions of the bytes (`parseRankFile`, `checkRankFile`) so
 * tests can feed corrupted tables without touching the disk.
 *
 * First choice is the precomputed vocabulary the build derives from the verified rank file
 * (vocab-binary.ts: a file read and typed-array views, with the derived lookup tables); the
 * rank file is parsed only when that file is missing or does not verify (`loadVocabulary`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodingParams } from './params/types.js';
import { flatRankTable, type RankTable } from './rank-table.js';

export type { RankTable } from './rank-table.js';
import { decodeVocabBinary, isVocabBinaryProblem, type VocabBinaryProblem } from './vocab-binary.js';

/** What is wrong with a rank file (data; `rankFileError` words it). */
export type RankFileProblem =
  | { readonly code: 'sha256'; readonly expected: string; readonly actual: string }
  | { readonly code: 'rank-count'; readonly expected: number; readonly actual: number }
  | { readonly code: 'max-rank'; readonly expected: number; readonly actual: number }
  | { readonly code: 'bad-line'; readonly line: number; readonly text: string };

/** Locked version, for the "how to fix" part of the error (see package.json). */
const LOCKED_PACKAGE = 'gpt-tokenizer@4.0.0';

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Parses rank-file bytes; returns the table, or the first problem found. Pure. */
export function parseRankFile(params: EncodingParams, bytes: Uint8Array): RankTable | RankFileProblem {
  const actualSha = sha256Hex(bytes);
  const problem = checkHash(params, actualSha);
  if (problem) return problem;
  return parseLines(params, bytes);
}

function checkHash(params: EncodingParams, actual: string): RankFileProblem | undefined {
  return actual === params.expectedSha256 ? undefined : { code: 'sha256', expected: params.expectedSha256, actual };
}

const BASE64_VALUES: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
})();

/**
 * Parses without the hash check (used after it, and by tests that exercise the size checks).
 * Performance: all tokens are base64-decoded into one buffer, turned into one binary string,
 * and sliced — ≈1.6× faster than `Buffer.from(line, 'base64')` per line (o200k: ≈180 ms vs
 * ≈300 ms). Token → rank lookups use vocab-index.ts, built from `decoder`; a
 * `Map<string, number>` of 200 k keys cost another ≈70 ms and ≈10 MB and was dropped; one
 * string per token, ≈30 ms of slicing and garbage collection, and was dropped too (RankTable).
 * Reads the bytes directly into preallocated typed arrays (lines counted first with the
 * native `indexOf`) rather than a latin1 copy of the file and growing arrays: o200k first use
 * ≈85 → ≈79 ms CPU; the decode loop itself (≈35 ms) did not get faster.
 */
export function parseLines(params: EncodingParams, input: string | Uint8Array): RankTable | RankFileProblem {
  const src = typeof input === 'string' ? Buffer.from(input, 'latin1') : input;
  const n = src.length;
  let lines = 1;
  for (let p = src.indexOf(10); p >= 0; p = src.indexOf(10, p + 1)) lines++;
  const bytes = new Uint8Array(n);
  const offsets = new Int32Array(lines + 1);
  const ranks = new Float64Array(lines);
  let count = 0;
  let out = 0;
  let lineNo = 0;
  for (let pos = 0; pos < n; ) {
    const lineStart = pos;
    lineNo++;
    let acc = 0;
    let bits = 0;
    let c = src[pos]!;
    if (c === 10) {
      pos++; // tolerate blank lines
      continue;
    }
    let ok = true;
    while (pos < n && c !== 32 && c !== 10) {
      if (c !== 61) {
        const v = c < 128 ? BASE64_VALUES[c]! : -1;
        if (v < 0) ok = false;
        acc = ((acc << 6) | v) & 0xffffff;
        bits += 6;
        if (bits >= 8) {
          bits -= 8;
          bytes[out++] = (acc >> bits) & 255;
        }
      }
      c = ++pos < n ? src[pos]! : -1;
    }
    let rank = 0;
    let digits = 0;
    if (c === 32) {
      c = ++pos < n ? src[pos]! : -1;
      while (c >= 48 && c <= 57) {
        rank = rank * 10 + (c - 48);
        digits++;
        c = ++pos < n ? src[pos]! : -1;
      }
    }
    if (!ok || digits === 0 || (pos < n && c !== 10) || out === offsets[count]) {
      const eol = src.indexOf(10, lineStart);
      const stop = Math.min(eol < 0 ? n : eol, lineStart + 80);
      return {
        code: 'bad-line',
        line: lineNo,
        text: Buffer.from(src.buffer, src.byteOffset + lineStart, stop - lineStart).toString('latin1'),
      };
    }
    pos++;
    ranks[count] = rank;
    offsets[++count] = out;
  }
  let maxRank = -1;
  for (let k = 0; k < count; k++) if (ranks[k]! > maxRank) maxRank = ranks[k]!;
  if (count !== params.expectedRankCount)
    return { code: 'rank-count', expected: params.expectedRankCount, actual: count };
  if (maxRank !== params.expectedMaxRank)
    return { code: 'max-rank', expected: params.expectedMaxRank, actual: maxRank };
  const start = new Int32Array(maxRank + 1);
  const len = new Int32Array(maxRank + 1); // 0 = a hole (no token has zero bytes)
  let maxTokenBytes = 0;
  for (let k = 0; k < count; k++) {
    const rank = ranks[k]!;
    start[rank] = offsets[k]!;
    len[rank] = offsets[k + 1]! - offsets[k]!;
    if (len[rank]! > maxTokenBytes) maxTokenBytes = len[rank]!;
  }
  return flatRankTable(Buffer.from(bytes.buffer, 0, out).toString('latin1'), start, len, count, maxTokenBytes);
}

export function isRankFileProblem(value: RankTable | RankFileProblem): value is RankFileProblem {
  return 'code' in value;
}

/** The Error thrown for a bad rank file: names the file, expected vs actual, and the fix. */
export function rankFileError(file: string, problem: RankFileProblem): Error {
  const what =
    problem.code === 'sha256'
      ? `SHA-256 is ${problem.actual}, expected ${problem.expected}`
      : problem.code === 'rank-count'
        ? `has ${problem.actual} ranks, expected ${problem.expected}`
        : problem.code === 'max-rank'
          ? `largest rank is ${problem.actual}, expected ${problem.expected}`
          : `line ${problem.line} is not 'base64token rank': ${JSON.stringify(problem.text)}`;
  return new Error(
    `rank file ${file} does not match the pinned vocabulary: ${what}. Reinstall ${LOCKED_PACKAGE} (run 'npm ci', or 'npm install ${LOCKED_PACKAGE}').`,
  );
}

/** Directory holding gpt-tokenizer's rank files. */
export function rankFileDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('gpt-tokenizer/package.json')), 'data');
}

/** Where `loadVocabulary` looks; both default to the installed locations. For tests and tools. */
export interface VocabularyLocations {
  /** Directory of the precomputed vocabularies (`<name>.bin`). Default: `vocab/` next to this module (dist/tokenizer/vocab/ after `npm run build`). */
  readonly binaryDir?: string;
  /** Directory of the rank files. Default: gpt-tokenizer's `data/` (rankFileDir()). */
  readonly rankDir?: string;
}

/** How a vocabulary was loaded: `binary` is the precomputed file; `rank-file` parsed the .tiktoken file (with the reason the binary was not used). */
type VocabularySource =
  | { readonly kind: 'binary'; readonly file: string }
  | { readonly kind: 'rank-file'; readonly file: string; readonly binaryProblem: VocabBinaryProblem };

export interface LoadedVocabulary {
  readonly table: RankTable;
  readonly source: VocabularySource;
}

/**
 * Directory of the precomputed vocabularies next to this module (exists in dist/ after the build).
 * @public scripts/build-vocab.mjs loads it from dist/ at build time, an import knip cannot see.
 */
export function binaryVocabDir(): string {
  return fileURLToPath(new URL('./vocab', import.meta.url));
}

/** File name of an encoding's precomputed vocabulary inside the binary directory. */
export function binaryVocabFile(params: EncodingParams): string {
  return `${params.name}.bin`;
}

/**
 * Loads one encoding: the precomputed binary vocabulary when it is present and verifies
 * (vocab-binary.ts), else the rank file, parsed and verified. A missing, damaged or stale binary
 * is not an error — it only costs the parse; a rank file that does not verify throws (see
 * `loadRankTable`).
 */
export function loadVocabulary(params: EncodingParams, where: VocabularyLocations = {}): LoadedVocabulary {
  const binFile = path.join(where.binaryDir ?? binaryVocabDir(), binaryVocabFile(params));
  let problem: VocabBinaryProblem;
  let bin: Uint8Array | undefined;
  try {
    bin = readFileSync(binFile);
  } catch (err) {
    problem = { code: 'missing', detail: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
  }
  if (bin !== undefined) {
    const table = decodeVocabBinary(params, bin);
    if (!isVocabBinaryProblem(table)) return { table, source: { kind: 'binary', file: binFile } };
    problem = table;
  }
  const file = path.join(where.rankDir ?? rankFileDir(), params.rankFile);
  return { table: readRankFile(params, file), source: { kind: 'rank-file', file, binaryProblem: problem! } };
}

/** Reads and verifies one encoding's vocabulary (see loadVocabulary). Throws a descriptive Error when the rank file is needed and does not verify. */
export function loadRankTable(params: EncodingParams): RankTable {
  return loadVocabulary(params).table;
}

/**
 * Reads and verifies one rank file. Throws a descriptive Error on any mismatch.
 * @public scripts/build-vocab.mjs loads it from dist/ at build time, an import knip cannot see.
 */
export function readRankFile(params: EncodingParams, file: string): RankTable {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new Error(
      `cannot read rank file ${file}: ${(err as Error).message}. Reinstall ${LOCKED_PACKAGE} (run 'npm ci').`,
    );
  }
  const table = parseRankFile(params, bytes);
  if (isRankFileProblem(table)) throw rankFileError(file, table);
  return table;
}
