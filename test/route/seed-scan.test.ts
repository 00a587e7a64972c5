/**
 * The seed analyzer's char-code scanner (scanSeedTerms, behind seedTerms) against the reference
 * definition — lower-case the whole text, take every [a-z0-9]+ run — on every code point, every
 * fixture markdown file and random text; and the offsets it reports point at each term.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanSeedTerms, seedTerms } from '../../src/route/analyzers/seed.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';
import { referenceSeedTerms } from '../reference/seed-terms.js';

/** Terms with offsets; each offset must start the term in the lower-cased text. */
function spans(text: string): { term: string; start: number }[] {
  const out: { term: string; start: number }[] = [];
  scanSeedTerms(text, (term, start) => out.push({ term, start }));
  return out;
}

// Characters that stress the scanner: ASCII edges, the two non-ASCII code points that lower-case
// to ASCII (Kelvin sign, dotted capital I), final sigma, CJK, an astral letter and lone surrogates.
const TRICKY = [
  'a',
  'Z',
  '0',
  '9',
  '@',
  '[',
  '`',
  '{',
  '/',
  ':',
  '_',
  ' ',
  '\n',
  '\u212a',
  '\u0130',
  '\u0307',
  'Σ',
  'ς',
  'é',
  'É',
  '当',
  '𝐀',
  '\ud835',
  '\udc00',
  'ß',
  'ﬁ',
];
const trickyText = fc
  .array(fc.constantFrom(...TRICKY, 'the', 'and', 'CSV', 'Use', 'x'), { maxLength: 60 })
  .map((parts) => parts.join(''));

describe('seed scanner', () => {
  it('relies on a fact checked here: only U+0130 and U+212A lower-case to text holding an ASCII letter or digit', () => {
    const found: number[] = [];
    for (let cp = 0x80; cp <= 0x10ffff; cp++) {
      if (/[a-z0-9]/.test(String.fromCodePoint(cp).toLowerCase())) found.push(cp);
    }
    expect(found).toEqual([0x130, 0x212a]);
  });

  it('gives the reference terms for every single code point between letters', () => {
    for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x3000 ? 1 : 97) {
      const text = `ab${String.fromCodePoint(cp)}cd ${String.fromCodePoint(cp)}x`;
      expect(seedTerms(text)).toEqual(referenceSeedTerms(text));
    }
  });

  it('gives the reference terms on every fixture markdown file', () => {
    for (const [, text] of fixtureMarkdown()) expect(seedTerms(text)).toEqual(referenceSeedTerms(text));
  });

  it('gives the reference terms on random text (tricky characters and full Unicode)', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(seedTerms(text)).toEqual(referenceSeedTerms(text));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(seedTerms(text)).toEqual(referenceSeedTerms(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('reports offsets, ascending, where each term starts in the lower-cased text', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        let last = -1;
        for (const { term, start } of spans(text)) {
          expect(start).toBeGreaterThan(last);
          expect(text.slice(start).toLowerCase().startsWith(term)).toBe(true);
          last = start;
        }
      }),
      { numRuns: 1000 },
    );
    expect(spans('Read the CSV\u212aB file')).toEqual([
      { term: 'read', start: 0 },
      { term: 'csv\u006bb'.replace('\u006b', 'k'), start: 9 },
      { term: 'file', start: 15 },
    ]);
  });
});
