/**
 * The trigger detector (SK401) against our descriptions modelled on phrasings seen in public skill
 * repositories (trigger-phrasings.ts): every description with a "when to use" clause is
 * recognised, and none without one is.
 */
import { describe, expect, it } from 'vitest';
import { hasTrigger } from '../../src/check/text/triggers.js';
import { TRIGGER_CASES } from './trigger-phrasings.js';

describe('trigger phrasings modelled on public skill repositories', () => {
  it('has at least 60 distinct descriptions, English and Chinese, with and without a trigger', () => {
    expect(new Set(TRIGGER_CASES.map((c) => c.description)).size).toBe(TRIGGER_CASES.length);
    expect(TRIGGER_CASES.length).toBeGreaterThanOrEqual(60);
    const chinese = TRIGGER_CASES.filter((c) => /\p{Script=Han}/u.test(c.description));
    expect(chinese.length).toBeGreaterThanOrEqual(20);
    expect(TRIGGER_CASES.filter((c) => !c.trigger).length).toBeGreaterThanOrEqual(10);
  });

  it('every verdict matches', () => {
    const wrong = TRIGGER_CASES.filter((c) => hasTrigger(c.description) !== c.trigger).map(
      (c) => `${c.trigger ? 'missed' : 'false'}: ${c.source}`,
    );
    expect(wrong).toEqual([]);
  });
});
