/**
 * checkDirs, the multi-DIR check as a library call: each DIR with its own options, findings
 * under the DIR as given, the strictest warning limit of the DIRs' configs, and a run that
 * checked nothing refused.
 */
import path from 'node:path';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDirs, type CheckDirsAdapters } from '../../src/check/dirs.js';
import { loadSkills, openSkills } from '../../src/skills/load.js';
import { nodeFs } from '../../src/skills/fs.js';
import { UsageError } from '../../src/base/errors.js';
import { CHECK_NEEDS } from '../../src/check/engine.js';
import { REPO_ROOT } from '../helpers/cli.js';

function adapters(maxWarnings: Record<string, number> = {}): CheckDirsAdapters {
  return {
    locate: (shown) => {
      const abs = path.resolve(REPO_ROOT, shown);
      return { abs, isFile: statSync(abs).isFile() };
    },
    optionsFor: ({ shown }) => ({ check: {}, maxWarnings: maxWarnings[shown], ignore: [], followSkillLinks: true }),
    load: ({ baseAbs }, d) => loadSkills(baseAbs, { layout: d.layout, maxDepth: d.maxDepth }),
    open: ({ baseAbs }, d) =>
      openSkills(baseAbs, { layout: d.layout, maxDepth: d.maxDepth, needs: CHECK_NEEDS }, nodeFs),
  };
}

describe('checkDirs', () => {
  it('one DIR: its result as is', () => {
    const { result, maxWarnings } = checkDirs(
      { dirs: ['fixtures/check/clean'], layout: 'auto', maxDepth: 6 },
      adapters(),
    );
    expect(result.dir).toBe('fixtures/check/clean');
    expect(result.summary.files).toBeGreaterThan(0);
    expect(maxWarnings).toBeUndefined();
  });

  it('several DIRs: one result, paths under each DIR, the smallest configured warning limit', () => {
    const dirs = ['fixtures/check/clean', 'fixtures/skills'];
    const { result, maxWarnings } = checkDirs(
      { dirs, layout: 'auto', maxDepth: 6 },
      adapters({ 'fixtures/check/clean': 5, 'fixtures/skills': 2 }),
    );
    expect(result.dir).toBe('.');
    expect(result.findings.length).toBeGreaterThan(0);
    expect(result.findings.every((f) => dirs.some((d) => f.file.startsWith(`${d}/`) || f.file === d))).toBe(true);
    expect(maxWarnings).toBe(2);
    // A --max-warnings flag wins over every config.
    expect(
      checkDirs({ dirs, layout: 'auto', maxDepth: 6, maxWarnings: 9 }, adapters({ 'fixtures/skills': 2 })).maxWarnings,
    ).toBe(9);
  });

  it('a DIR with no skills is a usage error naming where it looked', () => {
    expect(() => checkDirs({ dirs: ['fixtures/tokenizer'], layout: 'dir', maxDepth: 2 }, adapters())).toThrow(
      UsageError,
    );
    expect(() => checkDirs({ dirs: ['fixtures/tokenizer'], layout: 'dir', maxDepth: 2 }, adapters())).toThrow(
      "no skills found in 'fixtures/tokenizer' (looked for */SKILL.md up to 2 levels deep)",
    );
  });
});
