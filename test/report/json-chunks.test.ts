/**
 * jsonPieces against JSON.stringify(value, null, 2): the pieces joined are the same text for any
 * JSON value, with toJSON, undefined, functions, dates and empty containers at every depth, and
 * for the audit document of the fixtures; batched() keeps the text and its order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/index.js';
import { renderAuditJson } from '../../src/report/audit/json.js';
import { batched, jsonPieces } from '../../src/report/json-chunks.js';
import { loadSkills } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { FIXTURES } from '../helpers/cli.js';

const whole = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const joined = (v: unknown, depth?: number) => [...jsonPieces(v, depth)].join('');

const odd = fc.constantFrom<unknown>(
  undefined,
  () => 1,
  Symbol('s'),
  new Date(0),
  { toJSON: () => 'custom' },
  { toJSON: () => undefined },
  [],
  {},
  [undefined],
  { a: undefined },
  'line\nbreak',
  '"quoted"',
  -0,
  1e21,
  NaN,
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    odd,
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 5 }),
  ),
})).node;

describe('jsonPieces', () => {
  it('joins to JSON.stringify(value, null, 2) for any value and walking depth', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (v, depth) => {
          expect(joined(v, depth)).toBe(whole(v));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives the audit document of the fixtures byte for byte, in pieces that batch back to it', () => {
    const set = loadSkills(`${FIXTURES}/skills`, {});
    const doc = computeAudit(set, { encodings: [getEncoding('o200k_base')] });
    const pieces = [...jsonPieces(doc)];
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join('')).toBe(renderAuditJson(doc));
    const batches = [...batched(pieces, 100)];
    expect(batches.length).toBeLessThan(pieces.length);
    expect(batches.join('')).toBe(renderAuditJson(doc));
  });
});
