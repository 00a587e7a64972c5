/** utf8PrefixLengths: utf8Length of every code-point prefix (emoji, CJK, lone surrogates included). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length, utf8PrefixLengths } from '../../src/base/text.js';

describe('utf8PrefixLengths', () => {
  it('equals utf8Length of each code-point prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '表', '😀', '\ud800', '\udc00', 'ß'), maxLength: 30 }),
        (s) => {
          const points = [...s];
          expect(utf8PrefixLengths(s)).toEqual(
            points.map((_, k) => utf8Length(points.slice(0, k).join(''))).concat(utf8Length(s)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
