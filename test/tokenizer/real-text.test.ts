/**
 * Differential tests on the benchmark's real-text corpora (bench/tokenizer-corpus.ts): the
 * README.md of every top-level dependency (English) and the TypeScript zh-cn messages plus our
 * Chinese prose (Chinese). For o200k_base and cl100k_base, every document's ids equal
 * @dqbd/tiktoken's and gpt-tokenizer's, count equals the number of ids, and the corpus totals
 * agree. Each corpus is counted twice, so a second pass that is served by the piece cache must
 * give the same answers as the first.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getEncoding } from '../../src/tokenizer/index.js';
import { chineseCorpus, englishCorpus, type Corpus } from '../../bench/tokenizer-corpus.js';
import { GPT_TOKENIZER_DIVERGENT, gptCount, gptEncode, openTiktoken, tiktokenEncode } from './oracles.js';
import * as gptCl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as gptO200k from 'gpt-tokenizer/encoding/o200k_base';

const CORPORA: readonly Corpus[] = [englishCorpus(), chineseCorpus()];
const NAMES = [
  { ours: 'o200k_base', tiktoken: 'o200k_base', gpt: gptO200k },
  { ours: 'cl100k_base', tiktoken: 'cl100k_base', gpt: gptCl100k },
] as const;

describe('the real-text corpora', () => {
  it('are real and sizeable: English ≥ 100 READMEs, Chinese ≥ 30,000 Han characters', () => {
    const [english, chinese] = CORPORA;
    expect(english!.docs.length).toBeGreaterThanOrEqual(100);
    expect(english!.bytes).toBeGreaterThan(500_000);
    const han = chinese!.docs.reduce((n, d) => n + (d.text.match(/\p{Script=Han}/gu)?.length ?? 0), 0);
    expect(han).toBeGreaterThan(30_000);
    expect(chinese!.docs.some((d) => d.source === 'bench/corpus/zh-skills.md')).toBe(true);
  });
});

for (const names of NAMES) {
  describe(`${names.ours} on real text`, () => {
    const ours = getEncoding(names.ours);
    const tiktoken = openTiktoken(names.tiktoken);
    afterAll(() => tiktoken.free());

    for (const corpus of CORPORA) {
      it(`${corpus.name}: ids equal both references per document, counts equal, twice`, () => {
        let tiktokenTotal = 0;
        let gptTotal = 0;
        let gptComparable = 0;
        const firstPass: number[] = [];
        for (const doc of corpus.docs) {
          const ids = ours.encode(doc.text);
          const want = tiktokenEncode(tiktoken, doc.text);
          expect(ids, `${doc.source} vs tiktoken`).toEqual(want);
          tiktokenTotal += want.length;
          if (!GPT_TOKENIZER_DIVERGENT.test(doc.text)) {
            expect(ids, `${doc.source} vs gpt-tokenizer`).toEqual(gptEncode(names.gpt, doc.text));
            gptTotal += gptCount(names.gpt, doc.text);
            gptComparable += ids.length;
          }
          const count = ours.count(doc.text);
          expect(count, `${doc.source} count`).toBe(ids.length);
          firstPass.push(count);
        }
        // Second pass: pieces now come from the cache; nothing may change.
        const secondPass = corpus.docs.map((doc) => ours.count(doc.text));
        expect(secondPass).toEqual(firstPass);
        expect(corpus.docs.map((doc) => ours.encode(doc.text).length)).toEqual(firstPass);
        expect(firstPass.reduce((a, b) => a + b, 0)).toBe(tiktokenTotal);
        expect(gptTotal).toBe(gptComparable);
      });
    }
  });
}
