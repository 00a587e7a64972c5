/**
 * The one-pass inline-link scanner against the pattern it replaces (a global exec loop), on
 * random lines built from the characters the pattern cares about, and its work bounded by a
 * count of steps — never by a clock — on lines that made the pattern quadratic.
 */
import { describe, expect, it } from 'vitest';
import { INLINE_LINK_PATTERN, inlineLinks, type Steps } from '../../src/skills/inline-links.js';
import { mulberry32 } from '../../src/base/random.js';

function byPattern(line: string): { from: number; to: number; target: string }[] {
  const out: { from: number; to: number; target: string }[] = [];
  const re = new RegExp(INLINE_LINK_PATTERN.source, 'g');
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    out.push({ from: m.index, to: m.index + m[0].length, target: m[1] ?? '' });
  return out;
}

const ALPHABET = [
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '!',
  'a',
  'b',
  ' ',
  '\t',
  '\n',
  '\r',
  '](',
  '[a](',
  'x.md',
];

describe('inlineLinks', () => {
  it('finds exactly what the pattern finds, on 20,000 random lines', () => {
    const random = mulberry32(20251201);
    for (let round = 0; round < 20_000; round++) {
      const length = 1 + Math.floor(random() * 24);
      let line = '';
      for (let i = 0; i < length; i++) line += ALPHABET[Math.floor(random() * ALPHABET.length)];
      expect([line, inlineLinks(line)]).toEqual([line, byPattern(line)]);
    }
  });

  it('keeps the cases people write', () => {
    const line =
      'See [the guide](references/guide.md "Guide"), ![logo](<assets/logo 1.png>) and [a [nested] one](x_(y).md).';
    expect(inlineLinks(line).map((l) => l.target)).toEqual(['references/guide.md', '<assets/logo 1.png>', 'x_(y).md']);
    expect(inlineLinks(line)).toEqual(byPattern(line));
  });

  it('does work linear in the line on lines that made the pattern quadratic', () => {
    const MiB = 1024 * 1024;
    for (const unit of [
      '[a](',
      '[[a]',
      '[a',
      '[',
      '](',
      '[a](<',
      '[a](b(',
      '[a](b "',
      "[a](b '",
      '[a](b (',
      '[a\\](',
      '![a](',
      '[a](b(c',
      '[a](b)',
      '[](',
    ]) {
      const line = unit.repeat(Math.floor(MiB / unit.length));
      const steps: Steps = { n: 0 };
      inlineLinks(line, steps);
      expect([unit, steps.n <= 8 * line.length]).toEqual([unit, true]);
    }
  });
});
