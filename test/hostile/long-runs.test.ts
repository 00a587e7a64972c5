/**
 * Long runs that the pre-tokenizer keeps as one piece: 160 KB of "—", "…", ZWSP, an Arabic
 * letter, a CJK character, emoji, spaces or one letter. The character-level merge scanned all
 * parts for the lowest rank at every merge (O(n²): "—" × 53,000 took ~7 s, Arabic ~25 s); from
 * HEAP_MIN_PARTS parts it now merges with the heap in O(n log n) (bench/tokenizer.bench.ts,
 * "long runs"). Ids must still equal both reference tokenizers', for every encoding. The
 * references are quadratic on such runs themselves (40 KB of "—": ~3 s each), so they are
 * compared on 8 KB runs — 2,700 parts, far above the heap threshold — and on runs around the
 * threshold; the 160 KB runs are checked for count = encode length and decode(encode(x)) = x.
 */
import { describe, expect, it } from 'vitest';
import { getEncoding } from '../../src/tokenizer/index.js';
import {
  GPT_TOKENIZER_DIVERGENT,
  ORACLE_NAMES,
  gptEncode,
  openTiktoken,
  tiktokenEncode,
} from '../tokenizer/oracles.js';

/** Units repeated to ~160 KB; each run is one pre-tokenizer piece in at least one encoding. */
export const LONG_RUN_UNITS = ['—', '…', '\u200b', 'م', '中', '😀', ' ', 'a', '—…', 'é', '\u00a0'];
const BYTES = 160 * 1024;
/** Longest run compared with the references. */
const PEER_BYTES = 8 * 1024;

const run = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit))));

for (const names of ORACLE_NAMES) {
  describe(`${names.ours}: long one-piece runs equal the reference tokenizers`, () => {
    const ours = getEncoding(names.ours);
    for (const unit of LONG_RUN_UNITS) {
      it(`${JSON.stringify(unit)}: ${PEER_BYTES / 1024} KB and runs around the heap threshold equal the references; ${BYTES / 1024} KB round-trips`, () => {
        const tiktoken = openTiktoken(names.tiktoken);
        try {
          for (const bytes of [PEER_BYTES, 97, 64, 63, 33, 31]) {
            const text = run(unit, bytes);
            const ids = ours.encode(text);
            expect(ids, `tiktoken, ${bytes} bytes`).toEqual(tiktokenEncode(tiktoken, text));
            if (!GPT_TOKENIZER_DIVERGENT.test(text))
              expect(ids, `gpt-tokenizer, ${bytes} bytes`).toEqual(gptEncode(names.gpt, text));
            expect(ours.count(text)).toBe(ids.length);
            expect(ours.decode(ids)).toBe(text);
          }
        } finally {
          tiktoken.free();
        }
        const long = run(unit, BYTES);
        const ids = ours.encode(long);
        expect(ours.count(long)).toBe(ids.length);
        expect(ours.decode(ids)).toBe(long);
      }, 60_000);
    }
  });
}
