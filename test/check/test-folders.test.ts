/**
 * A first `check .` on a repository that keeps deliberately broken skills under tests/ fails on
 * them; the text output then says which ignore glob leaves them out (src/check/test-folders.ts).
 * Only errors and warnings count, baseline debt does not, and only folders named as test data.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFolderFindings, testFolderGlob } from '../../src/check/test-folders.js';
import type { Diagnostic } from '../../src/check/types.js';
import { runCli } from '../helpers/cli.js';

const diag = (file: string, severity: Diagnostic['severity'], baseline?: Diagnostic['baseline']): Diagnostic =>
  ({
    code: 'SK102',
    name: 'yaml-invalid',
    file,
    line: 3,
    column: 1,
    severity,
    message: 'm',
    data: {},
    ...(baseline ? { baseline } : {}),
  }) as unknown as Diagnostic;

describe('testFolderGlob', () => {
  it('is the path through the first test-data folder', () => {
    expect(testFolderGlob('tests/fixtures/broken/SKILL.md')).toBe('tests/**');
    expect(testFolderGlob('packages/web/__tests__/x/SKILL.md')).toBe('packages/web/__tests__/**');
    expect(testFolderGlob('plugins/p/skills/fixtures/SKILL.md')).toBe('plugins/p/skills/fixtures/**');
    expect(testFolderGlob('Tests/a/SKILL.md')).toBe('Tests/**');
  });
  it('is null for skills outside such folders, and for a file merely named like one', () => {
    expect(testFolderGlob('skills/testing-helper/SKILL.md')).toBeNull();
    expect(testFolderGlob('skills/pdf/SKILL.md')).toBeNull();
    expect(testFolderGlob('tests')).toBeNull();
  });
});

describe('testFolderFindings', () => {
  it('counts errors and warnings under test-data folders, not infos or baseline debt', () => {
    const got = testFolderFindings([
      diag('tests/a/SKILL.md', 'error'),
      diag('tests/b/SKILL.md', 'warn'),
      diag('fixtures/c/SKILL.md', 'error'),
      diag('tests/d/SKILL.md', 'info'),
      diag('tests/e/SKILL.md', 'error', 'existing'),
      diag('skills/f/SKILL.md', 'error'),
    ]);
    expect(got).toEqual({ findings: 3, globs: ['fixtures/**', 'tests/**'] });
  });
  it('takes the glob below each DIR of a multi-DIR run, and a DIR inside a test folder earns none', () => {
    expect(
      testFolderFindings([diag('fixtures/check/bad/SKILL.md', 'error')], ['fixtures/check/bad', 'skills']),
    ).toBeNull();
    expect(testFolderFindings([diag('repo/tests/x/SKILL.md', 'error')], ['repo', 'other'])).toEqual({
      findings: 1,
      globs: ['tests/**'],
    });
  });
  it('is null when none is there', () => {
    expect(testFolderFindings([diag('skills/f/SKILL.md', 'error'), diag('tests/d/SKILL.md', 'info')])).toBeNull();
  });
});

describe('check text output', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'skillscope-testdata-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'skills', 'good'), { recursive: true });
  // Under skills/, where an installer finds it: checked, so the hint is due. (A fixture the
  // installer never reaches, tests/fixtures/broken/, is test data and not checked at all.)
  mkdirSync(path.join(root, 'skills', 'tests', 'broken'), { recursive: true });
  writeFileSync(
    path.join(root, 'skills', 'good', 'SKILL.md'),
    '---\nname: good\ndescription: Tidy CSV files. Use when the user asks to clean a CSV export.\n---\n# Good\n',
  );
  writeFileSync(
    path.join(root, 'skills', 'tests', 'broken', 'SKILL.md'),
    '---\nname: broken\ndescription: [unclosed\n---\nbody\n',
  );

  it('names the ignore glob under the summary, and the glob works', async () => {
    const failed = await runCli(['check', root]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(
      `hint: 1 error or warning comes from a skill file under a test-data folder; if it is a fixture, leave it out with --ignore 'skills/tests/**'`,
    );
    const ignored = await runCli(['check', root, '--ignore', 'skills/tests/**']);
    expect(ignored.code).toBe(0);
    expect(ignored.stdout).not.toContain('hint:');
  });

  it('keeps machine formats unchanged', async () => {
    const json = await runCli(['check', root, '--format', 'json']);
    expect(json.stdout).not.toContain('hint:');
    expect(JSON.parse(json.stdout)).toHaveProperty('schemaVersion');
  });
});
