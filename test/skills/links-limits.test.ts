/**
 * No spread of an input-sized array into a call. One markdown line can hold hundreds
 * of thousands of links inside the SKILL.md size cap; collecting them must not overflow the stack.
 */
import { describe, expect, it } from 'vitest';
import { findReferences } from '../../src/skills/links.js';

describe('findReferences on a line with 200,000 links', () => {
  it('returns every link without a stack overflow', () => {
    const line = '[a](b.md) '.repeat(200_000);
    const refs = findReferences(`${line}\n`);
    expect(refs).toHaveLength(200_000);
    expect(refs[199_999]).toMatchObject({ path: 'b.md', line: 1 });
  });
});
