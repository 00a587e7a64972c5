import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiTerms } from '../../src/route/analyzers/multi.js';
import { freshWink } from '../../src/route/analyzers/wink-fresh.js';
import { latinOf, textFiles, winkTerms } from './wink-reference.js';

// Differential test of the stem memo: multiTerms must give exactly the terms of wink-nlp's own
// `its.stem` pass (the analyzer before the memo), occurrence for occurrence.
// wink as a new instance reads each text (wink-fresh.ts; checked against new instances in
// wink-fresh.test.ts): a long-lived instance's reading depends on the texts it read before.
const nlp = freshWink();
/** The reference: the text's Latin part read by wink as a new instance would. */
const referenceLatin = (text: string): string[] => winkTerms(nlp, latinOf(text));

describe('multi analyzer: memoised stems', () => {
  const texts = [
    "Can't won't it's the users' running runs ran; tables, TABLES, Converting converted 3.14 2nd",
    'ＰＤＦ ﬁlling forms — naïve café résumé Ærøskøbing straße',
    '提取表格 and extract tables from PDFs',
    ...textFiles('fixtures').map((f) => readFileSync(f, 'utf8')),
  ];

  it('gives wink-nlp its.stem terms for every fixture text, on first and repeated use', () => {
    for (let pass = 0; pass < 2; pass++) {
      for (const text of texts) {
        // Latin part only (other scripts never reach the stemmer), normalised as multiTerms does.
        const latin = latinOf(text);
        expect(multiTerms(latin)).toEqual(referenceLatin(latin));
      }
    }
    expect(texts.length).toBeGreaterThan(20);
  });

  // Random texts of pieces wink-nlp splits further or reads by context (contractions,
  // abbreviations, URLs, emails, hashtags, numbers, punctuation glued to words) and every
  // separator its splitter knows. Tried on 2026-12-04: a memo keyed by piece that sent a text's
  // new pieces to wink joined in one document failed the fixture test above ("'s" came out as a
  // term); one readDoc per new piece passed but cost as much CPU as no memo on bench:route's catalog.
  const PIECES = [
    "can't",
    "won't",
    'cannot',
    "it's",
    "users'",
    'e.g.',
    'i.e.',
    'U.S.',
    'a.',
    'etc.',
    'Dr.',
    'st.',
    'https://example.com/a?b=c',
    'www.x.org',
    'me@example.com',
    '#pdf',
    '@bob',
    '3.14',
    '2nd',
    '1990s',
    '10:30am',
    '$5',
    '(tables)',
    '"quoted"',
    'files,',
    'runs;',
    'x-ray',
    'state-of-the-art',
    'don’t',
    ':)',
    '...',
    '—',
    '-',
    'PDF',
    'pdfs',
    'the',
    'and',
    'running',
    'converted',
    'naïve',
    'ok!',
    'a/b',
    'c++',
    'node.js',
    'v1.2.3',
    'x',
    'I',
    '100%',
    "n't",
    "'s",
    'A.B',
    'foo_bar',
    '😀',
    'über',
  ];
  const SEPARATORS = [' ', '  ', '\n', '\r\n', '\t', ' \n ', '\u00a0', '\u2009', '\u202f', '\u205f'];

  it('gives wink-nlp its.stem terms for random texts of pieces wink reads by context', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { maxLength: 30 }),
        (parts) => {
          const text = parts.map(([piece, sep]) => piece + sep).join('');
          const latin = latinOf(text);
          expect(multiTerms(latin)).toEqual(referenceLatin(latin));
        },
      ),
      { numRuns: 500 },
    );
  });
});
