/** SK411 reads what the body says, not where its links point (a plugin's security skill had "resources", "chain", "halt" reported from a link's path and anchor). */
import { describe, expect, it } from 'vitest';
import { emphasisWeights } from '../../src/check/rules/body-terms.js';

describe('SK411 body terms', () => {
  it('ignore link targets and URLs but keep the link text', () => {
    const w = emphasisWeights(
      '## Ledger replay → [§4.2](vault/PATTERNS.md#42-quorum-stall)\n\nMeasured as in [the paper](https://example.org/abs/1234) and <https://docs.example.net/zebra>.\n',
    );
    for (const gone of ['vault', 'patterns', 'quorum', 'stall', 'example', 'org', 'abs', 'docs', 'net', 'zebra'])
      expect(w.has(gone), gone).toBe(false);
    for (const kept of ['ledger', 'replay', 'paper', 'measured']) expect(w.has(kept), kept).toBe(true);
  });
});
