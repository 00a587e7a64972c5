/**
 * Where a JSON syntax error is, when Node's "Unexpected token" message gives no offset: one scan
 * of the text. The earlier search parsed every growing prefix, quadratic in the input (a
 * 100,000-character config took seconds; larger ones got no place at all). The scan must agree
 * with that brute-force search wherever Node leaves the offset out, and visit each character a
 * bounded number of times — work is counted, never timed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidJsonOffset, jsonErrorPlace, jsonSyntaxError } from '../../src/check/json-error.js';

/** The old answer: the first prefix that fails on a token. */
function bruteForce(text: string): number | null {
  for (let i = 0; i < text.length; i++) {
    try {
      JSON.parse(text.slice(0, i + 1));
    } catch (err) {
      if ((err as Error).message.startsWith('Unexpected token')) return i;
    }
  }
  return null;
}

function unplacedTokenError(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (err) {
    const m = (err as Error).message;
    return m.startsWith('Unexpected token') && !/ in JSON at position \d+/.test(m);
  }
}

/** JSON-ish text: valid documents with a character inserted, replaced or cut. */
const jsonish = fc
  .tuple(
    fc.json({ maxDepth: 3 }),
    fc.nat(),
    fc.constantFrom('', 'x', '}', ']', ',', ':', '"', '\\', 'tru', '-', '.', 'e', '\n', '\u0001', '0', '{', '['),
    fc.boolean(),
  )
  .map(([doc, at, piece, replace]) => {
    const k = at % (doc.length + 1);
    return doc.slice(0, k) + piece + doc.slice(replace ? k + 1 : k);
  });

describe('invalidJsonOffset', () => {
  it('agrees with the prefix search wherever Node gives no offset', () => {
    let compared = 0;
    fc.assert(
      fc.property(jsonish, (text) => {
        if (!unplacedTokenError(text)) return;
        compared++;
        expect(invalidJsonOffset(text)).toBe(bruteForce(text));
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('is null for every valid document and every prefix of one', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), fc.nat(), (doc, cut) => {
        expect(invalidJsonOffset(doc)).toBeNull();
        expect(invalidJsonOffset(doc.slice(0, cut % (doc.length + 1)))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('places a stray token at the end of a 4 MiB document with work linear in its length', () => {
    const size = 4 * 1024 * 1024;
    // Deep nesting, long strings, many numbers: every branch of the scan.
    const unit = '{"k":[1,-2.5e3,"s\\u00e9\\n",true,false,null,{}]},';
    const head = '[' + unit.repeat(Math.floor((size - 4) / unit.length)).replace(/,$/, '');
    const text = `${head},x`;
    expect(text.length).toBeGreaterThan(size - 2 * unit.length);
    const work = { steps: 0 };
    expect(invalidJsonOffset(text, work)).toBe(text.length - 1);
    expect(work.steps).toBeLessThanOrEqual(2 * text.length);
    // The whole message: the place is found, Node's copy of the input is not quoted.
    const message = (() => {
      try {
        JSON.parse(text);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(jsonErrorPlace(text, message)).toMatchObject({ line: 1, column: text.length });
    expect(jsonSyntaxError(text, new Error(message))).toBe(`1:${text.length}: Unexpected token 'x'`);
  });

  it('a 4 MiB string that never closes is a prefix: no place, one pass', () => {
    const text = `"${'a'.repeat(4 * 1024 * 1024)}`;
    const work = { steps: 0 };
    expect(invalidJsonOffset(text, work)).toBeNull();
    expect(work.steps).toBeLessThanOrEqual(text.length + 1);
  });
});
