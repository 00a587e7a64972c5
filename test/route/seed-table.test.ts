/**
 * SeedTermTable.scan (ids found by hashing characters in place) against scanSeedTerms (a string
 * per word): the same terms at the same offsets, on every fixture text, on random text with the
 * characters that stress the scanner, and with one table reused across many texts (collisions,
 * growth, terms first seen through `id`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanSeedTerms, SEED_STOPWORDS } from '../../src/route/analyzers/seed.js';
import { SeedTermTable } from '../../src/route/analyzers/seed-table.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';

type Span = { term: string; start: number };

function bySlices(text: string): Span[] {
  const out: Span[] = [];
  scanSeedTerms(text, (term, start) => out.push({ term, start }));
  return out;
}

function byTable(table: SeedTermTable, text: string): Span[] {
  const out: Span[] = [];
  table.scan(text, (id, start) => out.push({ term: table.terms[id] ?? '<no term>', start }));
  return out;
}

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
  'é',
  '当',
  '𝐀',
  '\ud835',
  'ß',
];
const trickyText = fc
  .array(fc.constantFrom(...TRICKY, 'the', 'THE', 'and', 'CSV', 'csv', 'Use', 'x', 'Kelvin', 'İstanbul'), {
    maxLength: 60,
  })
  .map((parts) => parts.join(''));

describe('seed term table', () => {
  it('finds the terms of scanSeedTerms on every fixture text, with one table for all of them', () => {
    const shared = new SeedTermTable();
    let texts = 0;
    for (const [, text] of fixtureMarkdown()) {
      expect(byTable(shared, text)).toEqual(bySlices(text));
      expect(byTable(new SeedTermTable(), text)).toEqual(bySlices(text));
      texts++;
    }
    expect(texts).toBeGreaterThan(20);
    expect(shared.size).toBeGreaterThan(4096); // the slot array grew several times
  });

  it('finds the terms of scanSeedTerms on random text', () => {
    const shared = new SeedTermTable();
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(byTable(shared, text)).toEqual(bySlices(text));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(byTable(shared, text)).toEqual(bySlices(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives one id per term whether it came from `id` or from a scan, in any case', () => {
    const table = new SeedTermTable();
    const csv = table.id('csv');
    const seen: number[] = [];
    table.scan('CSV csv Csv cSv kelvin \u212aelvin', (id) => seen.push(id));
    const kelvin = table.id('kelvin');
    expect(seen).toEqual([csv, csv, csv, csv, kelvin, kelvin]);
    for (const word of SEED_STOPWORDS) expect(table.isStopWord(table.id(word))).toBe(true);
    expect(table.isStopWord(csv)).toBe(false);
  });
});
