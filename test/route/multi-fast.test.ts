import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastLatin, fastPieceTerms } from '../../src/route/analyzers/latin-fast.js';
import { multiTerms } from '../../src/route/analyzers/multi.js';
import { freshWink } from '../../src/route/analyzers/wink-fresh.js';
import { latinOf, winkTerms } from './wink-reference.js';
import { loadWinkLexicon } from '../../src/route/analyzers/wink-lexicon.js';
import { buildWinkLexicon } from '../../scripts/gen-wink-lexicon.js';

// Differential tests of the multi analyzer's fast path (latin-fast.ts) against wink-nlp itself:
// the terms must be wink's, term for term, whichever pieces the fast path reads and in whatever
// order texts come (wink caches what it has met; the fast path skips wink for some texts).
const require = createRequire(import.meta.url);
const model = require('wink-eng-lite-web-model');
// wink as a new instance reads each text (wink-fresh.ts; checked against new instances in
// wink-fresh.test.ts): a long-lived instance's reading depends on the texts it read before.
const nlp = freshWink();
/** The plain path: the whole (normalised, Latin) text through wink, as before the fast path. */
const referenceLatin = (normal: string): string[] => winkTerms(nlp, normal);

const lexemes = (
  require('wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json') as {
    features: { lexeme: { list: string[] } };
  }
).features.lexeme.list;
const table = loadWinkLexicon();
const fast = table === undefined ? undefined : fastLatin(table, model.addons.stem);

describe('multi analyzer: fast path', () => {
  it('has a table generated from the installed model, and it is current', { timeout: 180_000 }, () => {
    expect(table).toBeDefined();
    expect(buildWinkLexicon()).toEqual(JSON.parse(readFileSync('data/wink-lexicon.json', 'utf8')));
  });

  it('reads every lexeme it takes exactly as wink reads it alone', { timeout: 180_000 }, () => {
    let taken = 0;
    for (const w of lexemes) {
      if (w !== w.toLowerCase() || /\s/.test(w)) continue;
      const out: string[] = [];
      if (!fastPieceTerms(fast!, w, out)) continue;
      taken++;
      expect([w, out]).toEqual([w, referenceLatin(w)]);
    }
    expect(taken).toBeGreaterThan(80_000);
  });

  // Pieces of every kind the fast path reads or refuses, and every separator wink knows.
  const lexemeSample = lexemes.filter((w, i) => i % 97 === 0 && w === w.toLowerCase() && !/\s/.test(w));
  const PIECES = [
    ...lexemeSample,
    ...[
      'the',
      'and',
      'cannot',
      'cannot,',
      'darent',
      'darent.',
      'gonna',
      'etc.',
      'in.',
      'mr.',
      'tables',
      'tables,',
      'tables.',
      'tables’',
      'tables)',
      'users’',
      "users'",
      "can't",
      "it's",
      'don’t',
      'e.g.',
      'a.',
      'x.',
      'ab.',
      'x',
      'pdf-processing',
      'mcp-builder',
      're-run',
      'e-mail',
      'comic-strip',
      'uh-uh',
      'x-ray',
      'constructor-x',
      'x-constructor',
      'tostring-y',
      'a-b-c',
      'state-of-the-art',
      'foo--bar',
      '-foo',
      'foo-',
      'skill-v2',
      'report-2024-q1',
      'x-1st',
      'x-2am',
      'x-1990s',
      'x-80s',
      'x-12hrs',
      'a1-b',
      'item-3rd',
      'a-2pm',
      'ab-cd-10am',
      'report-12hrs',
      'retro-80s',
      'x-990s',
      'a-1st-2nd',
      'x1st-y',
      'mid-1930s',
      'mid-80s',
      'ab-2nd-cd',
      'ab-c1st',
      'cannot-1st',
      'x-y2-3rd',
      'the-4th',
      '\u3000',
      '\u2028',
      '\ufeff',
      '\u000b',
      'x\u3000y',
      '2am',
      '1st',
      '3.14',
      '10:30am',
      '1990s',
      'https://example.com/a-b',
      'www.x.org',
      'me@example.com',
      '#pdf',
      '@bob',
      'c++',
      'node.js',
      'v1.2.3',
      'naïve',
      'café',
      'straße',
      'ÿes',
      'ﬁle',
      'über-cool',
      '😀',
      'pdf😀',
      '提取',
      'a\u0301b',
      'word\u2060',
      ':)',
      '...',
      '—',
      '(tables)',
      '"quoted"',
      'USD',
      'Tables',
    ],
  ];
  const pseudo = fc.oneof(
    fc.stringMatching(/^[a-zé]{1,9}(?:[-.,'’)][a-z0-9]{0,4}){0,2}$/),
    fc
      .tuple(
        fc.stringMatching(/^[a-z]{1,6}(?:-[a-z0-9]{1,4}){0,2}-$/),
        fc.constantFrom('1st', '2am', '10s', '1990s', '3rd', '12hrs', '4pm', '80s', '21st', '11th', '2a.m.', '7hours'),
      )
      .map(([a, b]) => a + b),
  );
  const SEPARATORS = [' ', '  ', '\n', '\r\n', '\t', ' \n ', '\u00a0', '\u2009', '\u202f', '\u3000'];

  it('gives multiTerms the terms of the plain path on random texts', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PIECES), pseudo), fc.constantFrom(...SEPARATORS)), {
          maxLength: 25,
        }),
        (parts) => {
          const text = latinOf(parts.map(([piece, sep]) => piece + sep).join(''));
          expect(multiTerms(text)).toEqual(referenceLatin(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives each piece it takes the terms wink gives it alone', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...PIECES), pseudo), (piece) => {
        const p = latinOf(piece).trim();
        const out: string[] = [];
        if (p === '' || /\s/.test(p) || !fastPieceTerms(fast!, p, out)) return;
        expect(out).toEqual(referenceLatin(p));
      }),
      { numRuns: 3000 },
    );
  });

  // The letters-only pieces' memo (FastLatin.words): a piece read again, from the memo, gives
  // the terms of its first reading by a new FastLatin, whatever was read in between.
  it('reads a piece from its memo as it read it the first time', () => {
    const warm = fastLatin(table!, model.addons.stem);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...PIECES, ...lexemes.slice(0, 3000)), pseudo)), (pieces) => {
        for (const piece of pieces) {
          const p = latinOf(piece).trim();
          if (p === '' || /\s/.test(p)) continue;
          const first: string[] = [];
          const took = fastPieceTerms(fastLatin(table!, model.addons.stem), p, first);
          const again: string[] = [];
          expect([p, fastPieceTerms(warm, p, again), again]).toEqual([p, took, took ? first : []]);
        }
      }),
      { numRuns: 300 },
    );
    expect(warm.words.size).toBeGreaterThan(500);
  });

  // Real skill text: the corpus of the precision work when it is checked out (9,401 skills).
  const corpus = process.env['SKILLSCOPE_CORPUS_DIR'] ?? '/work/corpus';
  it.skipIf(!existsSync(corpus))('gives the plain path terms on real SKILL.md files', { timeout: 600_000 }, () => {
    const files: string[] = [];
    const walk = (dir: string, depth: number): void => {
      for (const name of readdirSync(dir).sort()) {
        const p = path.join(dir, name);
        if (name === 'SKILL.md') files.push(p);
        else if (depth < 6 && !name.startsWith('.') && statSync(p).isDirectory()) walk(p, depth + 1);
      }
    };
    walk(corpus, 0);
    const sample = files.filter((_, i) => i % 5 === 0);
    const pieces = new Set<string>();
    for (const f of sample) {
      const text = latinOf(readFileSync(f, 'utf8').slice(0, 4000));
      expect([f, multiTerms(text)]).toEqual([f, referenceLatin(text)]);
      for (const p of text.split(/[ \u00a0\u2002-\u2005\u2009\u200a\u202f\u205f\n\r\t]+/)) if (p !== '') pieces.add(p);
    }
    expect(sample.length).toBeGreaterThan(500);
    // Each distinct piece the fast path takes, alone (most texts hold a piece it refuses, and
    // then the whole text goes to wink).
    let taken = 0;
    for (const p of pieces) {
      const out: string[] = [];
      if (!fastPieceTerms(fast!, p, out)) continue;
      taken++;
      expect([p, out]).toEqual([p, referenceLatin(p)]);
    }
    expect(taken).toBeGreaterThan(10_000);
  });
});
