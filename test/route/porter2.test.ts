import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../bench/gen-catalog.js';
import { porter2 } from '../../src/route/analyzers/porter2.js';

// Differential test: porter2 (the model's stemmer with its work reordered) must give the stem of
// wink-eng-lite-web-model's own stemmer for every word.
const require = createRequire(import.meta.url);
const modelStem = require('wink-eng-lite-web-model/dist/porter-stemmer.js') as (word: string) => string;

function expectSame(words: Iterable<string>): number {
  let n = 0;
  for (const w of words) {
    n++;
    const want = modelStem(w);
    if (porter2(w) !== want) expect([w, porter2(w)]).toEqual([w, want]);
  }
  return n;
}

describe('porter2', () => {
  it("stems every lexeme of the model's lexicon as the model does", () => {
    const lexemes = (
      require('wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json') as {
        features: { lexeme: { list: string[] } };
      }
    ).features.lexeme.list;
    expect(expectSame(lexemes)).toBeGreaterThan(80_000);
  });

  it("stems bench:route's pseudo-words as the model does", () => {
    expect(expectSame(vocabulary(70_000))).toBe(70_000);
  });

  // Strings over the letters the rules look at (suffix letters, vowels, y, apostrophes, the
  // model's "$$$$$" stand-in, digits, hyphens, upper case, accents) and fixed endings.
  const ENDINGS = [
    '',
    's',
    'ss',
    'us',
    'sses',
    'ied',
    'ies',
    'ed',
    'edly',
    'eed',
    'eedly',
    'ing',
    'ingly',
    'y',
    'ization',
    'ational',
    'fulness',
    'tional',
    'biliti',
    'alism',
    'logi',
    'li',
    'alize',
    'icate',
    'ative',
    'ness',
    'ful',
    'ement',
    'ion',
    'sion',
    'tion',
    'e',
    'le',
    'll',
    "'s",
    '’s',
    "s'",
    "'",
    '$$$$$',
  ];
  const word = fc
    .tuple(fc.stringMatching(/^[a-z' ’$0-9\-yAEIOUY3éü]{0,10}$/), fc.constantFrom(...ENDINGS))
    .map(([a, b]) => a + b);

  it('stems random strings as the model does', () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(porter2(w)).toBe(modelStem(w));
      }),
      { numRuns: 20_000 },
    );
  });

  const corpus = process.env['SKILLSCOPE_CORPUS_DIR'] ?? '/work/corpus';
  it.skipIf(!existsSync(corpus))(
    'stems the words of real SKILL.md files as the model does',
    { timeout: 120_000 },
    () => {
      const words = new Set<string>();
      const walk = (dir: string, depth: number): void => {
        for (const name of readdirSync(dir).sort()) {
          const p = path.join(dir, name);
          if (name === 'SKILL.md') for (const w of readFileSync(p, 'utf8').toLowerCase().split(/\s+/)) words.add(w);
          else if (depth < 6 && !name.startsWith('.') && statSync(p).isDirectory()) walk(p, depth + 1);
        }
      };
      walk(corpus, 0);
      expect(expectSame(words)).toBeGreaterThan(50_000);
    },
  );
});
