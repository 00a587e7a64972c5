/**
 * Rule names and messages that must say what they measure: SK124 is named for what it checks
 * (Codex now truncates, it no longer skips), and the length/budget messages of SK124, SK302,
 * SK311 and SK402 say they concern the parsed value (after YAML folding), which often differs
 * from the lines in the file. Wording is the fix here, so it is what the test reads.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { RULES } from '../../src/check/rules/index.js';
import { loadSkills } from '../../src/skills/index.js';
import { FIXTURES } from '../helpers/cli.js';
import { GOLDEN_CASES } from './golden-cases.js';

function messages(code: string): string[] {
  const c = GOLDEN_CASES.find((g) => g.dir.startsWith(code));
  if (c === undefined) throw new Error(`no fixture for ${code}`);
  const set = loadSkills(path.join(FIXTURES, 'check', c.dir));
  return runCheck(set, c.options ?? {})
    .findings.filter((f) => f.code === code)
    .map((f) => f.message);
}

describe('rule names and messages say what they measure', () => {
  it('SK124 is named for the collapsed length, not for a skip Codex no longer does', () => {
    expect(RULES.SK124.name).toBe('description-too-long-collapsed');
    expect(messages('SK124')[0]).toMatch(/truncat|1,021/);
  });

  it.each(['SK124', 'SK302', 'SK311', 'SK402'])('%s says it measures the parsed value', (code) => {
    const found = messages(code);
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message).toMatch(/parsed/);
  });

  // "a cut at 240/256 characters" left a maintainer asking whose cut: Claude Code and Codex show far more.
  it('SK402 names what cuts at 240/256', () => {
    for (const message of messages('SK402')) expect(message).toMatch(/one-line index or bounded catalog/);
  });

  // The text format prints the fix after "fix: " on one indented line; a line break in it (SK133
  // had one) broke the layout in the middle of a YAML example.
  it("every rule's name, what, why and fix are one line each (examples are code blocks)", () => {
    for (const rule of Object.values(RULES)) {
      const caseFixes = Object.fromEntries(
        Object.entries(rule.docs.caseFixes ?? {}).map(([kase, fix]) => [`fix ${kase}`, fix]),
      );
      for (const [key, text] of Object.entries({
        name: rule.name,
        what: rule.docs.what,
        why: rule.docs.why,
        fix: rule.docs.fix,
        ...caseFixes,
      }))
        expect(text, `${rule.code} ${key}`).not.toMatch(/[\r\n]/);
    }
  });
});
