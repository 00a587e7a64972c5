/**
 * Rules that are off do not run: a family whose rules are all off is never called,
 * a family skips the costly work of an off rule (tokenising bodies and references, hashing
 * files), and turning any one rule off changes nothing but removing its findings.
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCheck, summarizeFindings, type CheckResult } from '../../src/check/engine.js';
import { anthropicRules } from '../../src/check/rules/anthropic.js';
import { bodyTermRules } from '../../src/check/rules/body-terms.js';
import { confusableRules } from '../../src/check/rules/confusable.js';
import { RULE_CODES, RULE_LIST, type CheckOptions, type RuleCode } from '../../src/check/index.js';
import { GOLDEN_CASES } from './golden-cases.js';
import { loadSkills, type SkillSet } from '../../src/skills/index.js';
import { createCountCache } from '../../src/tokenizer/count-cache.js';
import { FIXTURES } from '../helpers/cli.js';

const skills = loadSkills(path.join(FIXTURES, 'skills'));
/** Every per-rule fixture too, so each code has findings to remove. */
const perRule: { set: SkillSet; options: CheckOptions }[] = GOLDEN_CASES.map((c) => ({
  set: loadSkills(path.join(FIXTURES, 'check', c.dir), c.maxDepth === undefined ? {} : { maxDepth: c.maxDepth }),
  options: c.options ?? {},
}));

function without(result: CheckResult, code: RuleCode): CheckResult {
  const findings = result.findings.filter((f) => f.code !== code);
  return { ...result, findings, summary: summarizeFindings(findings, result.summary.files) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rules that are off do not run', () => {
  it('a family whose only rule is off (config, or its profile not chosen) is never called', () => {
    const confusable = vi.spyOn(confusableRules, 'start');
    const bodyTerms = vi.spyOn(bodyTermRules, 'start');
    const anthropic = vi.spyOn(anthropicRules, 'start');
    runCheck(skills, { rules: { SK410: 'off', SK411: 'off' } });
    expect(confusable).not.toHaveBeenCalled();
    expect(bodyTerms).not.toHaveBeenCalled();
    expect(anthropic).not.toHaveBeenCalled();
    runCheck(skills, { profile: 'anthropic' });
    expect(confusable).toHaveBeenCalledTimes(1);
    expect(bodyTerms).toHaveBeenCalledTimes(1);
    expect(anthropic).toHaveBeenCalledTimes(1);
  });

  it('with the token rules off, no body or reference is tokenised (only catalog entries, for the budgets)', () => {
    const off = { SK202: 'off', SK502: 'off', SK503: 'off', SK504: 'off', SK505: 'off' } as const;
    const cacheOff = createCountCache();
    runCheck(skills, { rules: off }, [], { countCache: cacheOff });
    const cacheOn = createCountCache();
    runCheck(skills, {}, [], { countCache: cacheOn });
    // One entry per skill at most (the budgets report sums entry tokens); bodies and references are more.
    expect(cacheOff.stats().misses).toBeLessThanOrEqual(skills.skills.length);
    expect(cacheOn.stats().misses).toBeGreaterThan(skills.skills.length + 10);
  });

  it('turning a rule off only removes its findings (each code found on each fixture, and every costly rule on fixtures/skills)', () => {
    const costly: RuleCode[] = [
      'SK202',
      'SK301',
      'SK410',
      'SK411',
      'SK501',
      'SK502',
      'SK503',
      'SK504',
      'SK505',
      'SK506',
      'SK507',
    ];
    const cases = [{ set: skills, options: {} as CheckOptions }, ...perRule];
    let compared = 0;
    // One count cache for all runs (it equals the plain counter: test/tokenizer/count-cache.test.ts) keeps this quick.
    const hooks = { countCache: createCountCache() };
    for (const c of cases) {
      const full = runCheck(c.set, c.options, [], hooks);
      const codes = new Set<RuleCode>([...(c.set === skills ? costly : []), ...full.findings.map((f) => f.code)]);
      for (const code of codes) {
        // A rule another one supersedes (SK314 by SK124) reports once the superseding rule is off:
        // it is turned off too, so what is compared is still "only the rule's own findings go".
        const superseded = RULE_LIST.filter((r) => r.supersededBy?.includes(code)).map((r) => r.code);
        const rules = {
          ...(c.options.rules ?? {}),
          [code]: 'off' as const,
          ...Object.fromEntries(superseded.map((s) => [s, 'off' as const])),
        };
        const expected = superseded.reduce((r, s) => without(r, s), without(full, code));
        expect([code, c.set.root, runCheck(c.set, { ...c.options, rules }, [], hooks)]).toEqual([
          code,
          c.set.root,
          expected,
        ]);
        compared++;
      }
    }
    // Every code with a fixture was turned off at least once where it has findings.
    expect(compared).toBeGreaterThan(RULE_CODES.length);
  });
});
