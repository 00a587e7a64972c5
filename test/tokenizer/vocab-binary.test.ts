/**
 * The precomputed (binary) vocabulary, vocab-binary.ts: it holds exactly what parsing the rank
 * file and deriving the tables gives; an encoding built on it gives tiktoken's ids on the
 * real-text corpora for every encoding; a missing, damaged, stale or foreign file is refused
 * (with a problem code) and the loader falls back to the rank file — the same table, never a
 * wrong one; and `npm run build` ships a binary that the built loader uses.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENCODING_PARAMS, type EncodingParams } from '../../src/tokenizer/params/index.js';
import {
  binaryVocabFile,
  isRankFileProblem,
  loadVocabulary,
  parseRankFile,
  rankFileDir,
  type LoadedVocabulary,
} from '../../src/tokenizer/ranks.js';
import type { RankTable } from '../../src/tokenizer/rank-table.js';
import {
  decodeVocabBinary,
  encodeVocabBinary,
  isVocabBinaryProblem,
  VOCAB_FORMAT_VERSION,
} from '../../src/tokenizer/vocab-binary.js';
import { deriveTables } from '../../src/tokenizer/tables.js';
import { createEncoding } from '../../src/tokenizer/encoding.js';
import { chineseCorpus, englishCorpus, REPO_ROOT } from '../../bench/tokenizer-corpus.js';
import { openTiktoken, tiktokenEncode } from './oracles.js';

const ALL = Object.values(ENCODING_PARAMS);

function parsed(params: EncodingParams): RankTable {
  const table = parseRankFile(params, readFileSync(path.join(rankFileDir(), params.rankFile)));
  if (isRankFileProblem(table)) throw new Error(`${params.name}: ${table.code}`);
  return table;
}

const binaries = new Map(
  ALL.map((p) => [p.name, encodeVocabBinary(p, parsed(p), deriveTables(parsed(p), 'all'), p.expectedSha256)]),
);
const binaryOf = (p: EncodingParams) => binaries.get(p.name)!;

function decoded(params: EncodingParams, bytes: Uint8Array = binaryOf(params)): RankTable {
  const table = decodeVocabBinary(params, bytes);
  if (isVocabBinaryProblem(table)) throw new Error(`${params.name}: ${table.code}`);
  return table;
}

/** Everything a RankTable and its derived tables hold, as plain arrays (for toEqual). */
function contents(table: RankTable) {
  const tables = table.tables ?? deriveTables(table, 'all');
  return {
    bytes: table.bytes,
    start: Array.from(table.start),
    len: Array.from(table.len),
    size: table.size,
    maxTokenBytes: table.maxTokenBytes,
    slots: Array.from(tables.slots),
    byteRank: Array.from(tables.byteRank),
    pairRank: Array.from(tables.pairRank),
    raggedBoundary: Array.from(tables.raggedBoundary),
    charToken: Array.from(tables.charToken),
    charMaxRank: Array.from(tables.charMaxRank),
  };
}

describe('binary vocabulary: contents', () => {
  for (const params of ALL) {
    it(`${params.name}: reads back exactly the parsed table and the derived tables`, () => {
      const table = decoded(params);
      expect(table.tables).toBeDefined();
      expect(contents(table)).toEqual(contents(parsed(params)));
      expect(table.decoder[1000]).toBe(parsed(params).decoder[1000]);
    });
  }

  it('an unaligned buffer is read from an aligned copy, with the same contents', () => {
    const params = ENCODING_PARAMS.r50k_base;
    const bin = binaryOf(params);
    const shifted = new Uint8Array(bin.length + 1).subarray(1);
    shifted.set(bin);
    expect(contents(decoded(params, shifted))).toEqual(contents(decoded(params)));
  });
});

const CORPORA = [englishCorpus(), chineseCorpus()];

describe('binary vocabulary: ids equal tiktoken on the real-text corpora', () => {
  for (const params of ALL) {
    const tiktoken = openTiktoken(params.name);
    afterAll(() => tiktoken.free());
    it(`${params.name}`, () => {
      const enc = createEncoding(params, decoded(params));
      for (const corpus of CORPORA) {
        for (const doc of corpus.docs) {
          const want = tiktokenEncode(tiktoken, doc.text);
          expect(enc.encode(doc.text), `${params.name} ${doc.source}`).toEqual(want);
          expect(enc.count(doc.text), `${params.name} ${doc.source} count`).toBe(want.length);
        }
      }
    });
  }
});

/** A temporary binary directory holding `bytes` as `params`'s file (or nothing). */
function binaryDir(params: EncodingParams, bytes?: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-vocab-'));
  dirs.push(dir);
  if (bytes) writeFileSync(path.join(dir, binaryVocabFile(params)), bytes);
  return dir;
}
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the binary with one byte changed at `at` (negative: from the end). */
function flipped(params: EncodingParams, at: number): Uint8Array {
  const copy = Uint8Array.from(binaryOf(params));
  const k = at < 0 ? copy.length + at : at;
  copy[k] = copy[k]! ^ 0x01;
  return copy;
}

function expectFallback(loaded: LoadedVocabulary, params: EncodingParams, code: string): void {
  expect(loaded.source.kind).toBe('rank-file');
  if (loaded.source.kind === 'rank-file') expect(loaded.source.binaryProblem.code).toBe(code);
  expect(loaded.table.tables).toBeUndefined();
  expect(loaded.table.size).toBe(params.expectedRankCount);
}

describe('binary vocabulary: loading and falling back', () => {
  const params = ENCODING_PARAMS.r50k_base;

  it('a good file is used', () => {
    const loaded = loadVocabulary(params, { binaryDir: binaryDir(params, binaryOf(params)) });
    expect(loaded.source.kind).toBe('binary');
    expect(contents(loaded.table)).toEqual(contents(parsed(params)));
  });

  it('a missing file falls back to the rank file', () => {
    expectFallback(loadVocabulary(params, { binaryDir: binaryDir(params) }), params, 'missing');
  });

  it('one changed byte anywhere in the payload is caught by its SHA-256 and falls back', () => {
    // In the start offsets, the index slots, the character table, the ragged table and the token bytes.
    const tokenBytes = parsed(params).bytes.length;
    for (const at of [200, 128 + 8 * 50256 + 400, -(tokenBytes + 65536 + 1000), -(tokenBytes + 10), -3]) {
      const loaded = loadVocabulary(params, { binaryDir: binaryDir(params, flipped(params, at)) });
      expectFallback(loaded, params, 'payload-sha256');
      expect(contents(loaded.table)).toEqual(contents(parsed(params)));
    }
  });

  it('a file built from another rank file (stale source hash) falls back', () => {
    expect(decodeVocabBinary(params, flipped(params, 20))).toMatchObject({
      code: 'source-sha256',
      expected: params.expectedSha256,
    });
    expectFallback(
      loadVocabulary(params, { binaryDir: binaryDir(params, flipped(params, 20)) }),
      params,
      'source-sha256',
    );
  });

  it('a truncated, foreign, renamed or future-format file falls back', () => {
    const bin = binaryOf(params);
    const future = Uint8Array.from(bin);
    new Uint32Array(future.buffer, 0, 4)[2] = VOCAB_FORMAT_VERSION + 1;
    const otherByteOrder = Uint8Array.from(bin);
    new Uint32Array(otherByteOrder.buffer, 0, 4)[3] = 0x04030201;
    const cases: Uint8Array[] = [
      bin.subarray(0, bin.length - 1),
      bin.subarray(0, 100),
      Buffer.from('r50k_base.tiktoken is not this file\n'),
      future,
      otherByteOrder,
      binaryOf(ENCODING_PARAMS.p50k_base), // another encoding's file under this name
    ];
    for (const bytes of cases) {
      expect(decodeVocabBinary(params, Uint8Array.from(bytes))).toMatchObject({ code: 'format' });
      expectFallback(
        loadVocabulary(params, { binaryDir: binaryDir(params, Uint8Array.from(bytes)) }),
        params,
        'format',
      );
    }
  });

  it('a well-signed file whose index was built by another hash (a stale build) falls back', () => {
    const bin = Uint8Array.from(binaryOf(params));
    const ranks = params.expectedMaxRank + 1;
    const slots = new Int32Array(bin.buffer, 128 + 8 * ranks, 131072);
    slots.reverse(); // every token moves to another slot, as a different hash function would put it
    bin.set(createHash('sha256').update(bin.subarray(128)).digest(), 48); // and the payload re-signed
    expect(decodeVocabBinary(params, bin)).toMatchObject({ code: 'format' });
    expectFallback(loadVocabulary(params, { binaryDir: binaryDir(params, bin) }), params, 'format');
  });

  it('with neither a usable binary nor a verifying rank file, the rank-file error is thrown', () => {
    const rankDir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-ranks-'));
    dirs.push(rankDir);
    writeFileSync(path.join(rankDir, params.rankFile), 'IQ== 0\n');
    expect(() => loadVocabulary(params, { binaryDir: binaryDir(params, flipped(params, -3)), rankDir })).toThrow(
      /does not match the pinned vocabulary.*gpt-tokenizer@4\.0\.0/,
    );
  });
});

describe('binary vocabulary: the build ships it and the built loader uses it', () => {
  it('dist/tokenizer/vocab has a verified file per encoding, picked by getEncoding', () => {
    const distDir = path.join(REPO_ROOT, 'dist/tokenizer/vocab');
    for (const params of ALL) {
      const file = path.join(distDir, binaryVocabFile(params));
      expect(existsSync(file), `${file} (run npm run build)`).toBe(true);
      expect(isVocabBinaryProblem(decodeVocabBinary(params, readFileSync(file))), params.name).toBe(false);
    }
    const script = `
      const { ENCODING_PARAMS } = await import('./dist/tokenizer/params/index.js');
      const { loadVocabulary } = await import('./dist/tokenizer/ranks.js');
      const { getEncoding } = await import('./dist/tokenizer/index.js');
      const kinds = Object.values(ENCODING_PARAMS).map((p) => loadVocabulary(p).source.kind);
      console.log(JSON.stringify({ kinds, count: getEncoding('o200k_base').count('Hello, world! 你好') }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ kinds: ['binary', 'binary', 'binary', 'binary'], count: 6 });
  });
});
