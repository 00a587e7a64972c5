import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../bench/gen-catalog.js';
import { porter2 } from '../../src/route/analyzers/porter2.js';

// Differential test: porter2 (our Porter2 implementation) must give the stem of
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

  // Every string of up to 4 characters over letters where the model departs from the published
  // algorithm (its y marking: y, and 3, its marker; apostrophes around s; w, hyphens), alone and
  // before endings that steps 1a, 1b, 1c, 4 and 5 remove (one-vowel stems, regions set by y).
  it("stems every short string of the quirks' letters as the model does", () => {
    const letters = ['a', 'b', 'e', 'y', '3', 's', "'", '’', '-', 'w'];
    const stems: string[] = [''];
    for (let i = 0; (stems[i] as string).length < 4; i++) for (const c of letters) stems.push(stems[i] + c);
    const words = stems.flatMap((s) => ['', 's', 'ies', 'ed', 'ing', 'y', 'er', 'e'].map((e) => s + e));
    expect(expectSame(words)).toBeGreaterThan(80_000);
  });

  // Prefixes the rules name (exceptional words, gener/commun/arsen, the words final after step
  // 1a, y and 3 starts, hyphens, digits, apostrophes) before one or two of the steps' suffixes.
  const PREFIXES = [
    ...['skis', 'skies', 'dying', 'lying', 'tying', 'idly', 'gently', 'ugly', 'early', 'only', 'singly'],
    ...['sky', 'news', 'howe', 'atlas', 'cosmos', 'bias', 'andes', 'inning', 'outing', 'canning'],
    ...['herring', 'earring', 'proceed', 'exceed', 'succeed', 'gener', 'commun', 'arsen', 'generous'],
    ...['communal', 'arsenal', 'y', 'ya', 'ay', '3', 'a3', "'", "a'", '-', 'a-', '1', 'x-1', 'naysay', 'yyy'],
  ];
  const SUFFIXES = [
    ...ENDINGS,
    'ies',
    'ing',
    'ed',
    'y',
    'ly',
    '3',
    'ator',
    'alli',
    'ogi',
    'cli',
    'ical',
    'ent',
    'er',
    'ic',
  ];
  it("stems the rules' prefixes before their suffixes as the model does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.stringMatching(/^[a-z' ’0-9\-yY3]{0,4}$/),
        fc.constantFrom(...SUFFIXES),
        fc.constantFrom(...SUFFIXES),
        (p, mid, a, b) => {
          const w = p + mid + a + b;
          expect([w, porter2(w)]).toEqual([w, modelStem(w)]);
        },
      ),
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
