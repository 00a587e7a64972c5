/**
 * The facts the check keeps of each skill hold copies of its strings, not slices of its texts
 * (facts.ts): the copies must be equal to what they replace. Property test of `detachValue`
 * against the value itself, and `skillFacts` against the plain shape (the skill less its texts,
 * nothing copied) on every skill of the fixtures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detachValue, skillFacts } from '../../src/check/facts.js';
import { loadSkills } from '../../src/skills/index.js';
import type { Skill } from '../../src/skills/model.js';
import { FIXTURES } from './stream-cases.js';

/** What skillFacts returned before it copied the frontmatter's values: the plain shape. */
function plainFacts(skill: Skill, entryTokens: number) {
  const { source: _s, body: _b, resources, frontmatter, problems: _p, ...rest } = skill;
  let fm = null;
  if (frontmatter !== null) {
    const { raw: _raw, ...kept } = frontmatter;
    fm = kept;
  }
  return {
    ...rest,
    frontmatter: fm,
    resources: resources.map(({ text: _t, ...r }) => r),
    entryTokens,
  };
}

describe('detachValue', () => {
  it('returns an equal value, keys in the same order, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = detachValue(value, new Map());
        expect(copy).toStrictEqual(value);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
        expect(JSON.stringify(detachValue(value))).toBe(JSON.stringify(value));
      }),
    );
  });

  it('keeps an object of another class as it is, and gives equal strings one copy', () => {
    const date = new Date(0);
    const copies = new Map<string, string>();
    const long = 'a description long enough to be sliced';
    const copy = detachValue({ when: date, a: `${long} `.trim(), b: [long] }, copies) as {
      when: Date;
      a: string;
      b: string[];
    };
    expect(copy.when).toBe(date);
    expect(copy.a).toBe(long);
    expect(copies.size).toBe(1);
  });

  it('copies a __proto__ key as an own key, as the parser gave it', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "y": "z"}') as Record<string, unknown>;
    const copy = detachValue(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'y']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
  });
});

describe('skillFacts equals the plain shape', () => {
  const set = loadSkills(FIXTURES, { maxDepth: 12 });
  it('on enough fixture skills', () => expect(set.skills.length).toBeGreaterThan(100));
  it('on every fixture skill (keys, order and values)', () => {
    for (const skill of set.skills) {
      const facts = skillFacts(skill, 7);
      expect(facts).toStrictEqual(plainFacts(skill, 7));
      expect(JSON.stringify(facts)).toBe(JSON.stringify(plainFacts(skill, 7)));
    }
  });
});
