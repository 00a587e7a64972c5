/**
 * `tokens verify` must fail loudly when an encoding drifts. The pinned vectors cannot be made to
 * fail from the command line, so a deliberately wrong encoding is fed through the same checks
 * and renderers the command uses.
 */
import { describe, expect, it } from 'vitest';
import {
  checkRoundTrip,
  checkVector,
  getEncoding,
  GPT2_VECTORS,
  type Encoding,
  type VerifyReport,
} from '../../src/index.js';
import { renderVerifyJson, renderVerifyTable } from '../../src/report/index.js';

const gpt2 = getEncoding('gpt2');
/** GPT-2 with every id off by one: a stand-in for a corrupted rank table. */
const drifted: Encoding = {
  ...gpt2,
  name: gpt2.name,
  encode: (text) => gpt2.encode(text).map((id) => id + 1),
  count: (text) => gpt2.count(text),
  decode: (ids) => gpt2.decode(ids.map((id) => id - 1)).replace(/o/g, '0'),
  decodeBytes: (ids) => gpt2.decodeBytes(ids),
  vocabularySize: gpt2.vocabularySize,
  specialTokens: gpt2.specialTokens,
};

describe('tokens verify on a drifted encoding', () => {
  const vectors = GPT2_VECTORS.map((v) => checkVector(v, drifted));
  const roundTrips = [checkRoundTrip('sample', 'hello world', drifted)];
  const report: VerifyReport = {
    vectors,
    roundTrips,
    skipped: [],
    ok: vectors.every((v) => v.ok) && roundTrips.every((r) => r.ok),
  };

  it('marks every vector and the round trip as failed', () => {
    expect(vectors.map((v) => v.ok)).toEqual([false, false, false]);
    expect(vectors[0]!.actual).toEqual([15497, 996]);
    expect(roundTrips[0]!.ok).toBe(false);
    expect(report.ok).toBe(false);
  });

  it('renders the mismatch in the table and the JSON', () => {
    const table = renderVerifyTable(report, false);
    expect(table).toContain('MISMATCH, got [15497, 996]');
    expect(table.trimEnd().split('\n').at(-1)).toMatch(/^FAILED: 3 of 3 vectors and 1 of 1 round trips/);
    const json = JSON.parse(renderVerifyJson(report));
    expect(json.ok).toBe(false);
    expect(json.vectors[2].actual).toEqual([837, 471, 2246]);
  });
});
