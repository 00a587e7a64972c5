/**
 * A name that breaks the pattern (SK113) and so also differs from its folder (SK114) is one cause:
 * SK113's fix renames the folder to the corrected name, and its message names the folder. With
 * SK113 turned off, SK114 is reported as before.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

const skill = (name: string) =>
  `---\nname: ${name}\ndescription: Plans harbour launches from the tide table. Use when the user asks about tides.\n---\nBody.\n`;

function codes(files: Record<string, string>, rules: Record<string, 'off' | 'warn'> = {}): [string, string][] {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), { rules })
    .findings.filter((f) => f.code === 'SK113' || f.code === 'SK114')
    .map((f) => [f.code, f.message]);
}

describe('SK113 and SK114: one cause, one finding', () => {
  it('reports only SK113, naming the folder, for a Title Case name', () => {
    expect(codes({ 'skills/tide-planner/SKILL.md': skill('Tide Planner') })).toEqual([
      [
        'SK113',
        "name 'Tide Planner' must be lower-case letters and digits joined by single hyphens (its folder: 'tide-planner')",
      ],
    ]);
  });

  it('keeps SK114 for a valid name in another folder, and when SK113 is off', () => {
    expect(codes({ 'skills/tides/SKILL.md': skill('tide-planner') })).toEqual([
      ['SK114', "name 'tide-planner' does not match its folder 'tides'"],
    ]);
    expect(codes({ 'skills/tide-planner/SKILL.md': skill('Tide Planner') }, { SK113: 'off' })).toEqual([
      ['SK114', "name 'Tide Planner' does not match its folder 'tide-planner'"],
    ]);
  });
});
