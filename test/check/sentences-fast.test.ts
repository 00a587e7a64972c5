/**
 * sentenceEnds merged as found (src/base/sentences.ts) against the version that collects,
 * de-duplicates and sorts (test/reference/sentences.ts): every fixture markdown file, random text
 * of terminal marks, quotes, line breaks and surrogates, and full Unicode.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceEnds } from '../../src/base/sentences.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';
import { referenceSentenceEnds } from '../reference/sentences.js';

const PIECES = [
  '.',
  '!',
  '?',
  '…',
  '。',
  '！',
  '？',
  '"',
  "'",
  '”',
  '’',
  ')',
  ']',
  '）',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u00a0',
  'a',
  'word',
  '😀',
  '\ud83d',
  '\ude00',
  'e.g.',
  '...',
  'U.S.',
  'etc.',
  'vs.',
  'Dr.',
  'A',
  '1',
  '_',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(''));

describe('sentenceEnds', () => {
  it('equals the reference on every fixture markdown file', () => {
    for (const [file, body] of fixtureMarkdown()) expect(sentenceEnds(body), file).toEqual(referenceSentenceEnds(body));
  });

  it('equals the reference on random text', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(sentenceEnds(t)).toEqual(referenceSentenceEnds(t));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (t) => {
        expect(sentenceEnds(t)).toEqual(referenceSentenceEnds(t));
      }),
      { numRuns: 2000 },
    );
  });
});
