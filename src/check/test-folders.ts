/**
 * Findings in skill files that sit under a test-data folder (`tests/fixtures/broken/SKILL.md`):
 * repositories keep deliberately broken skills there, and a first `check .` then fails on them
 * with nothing saying that an `ignore` glob is the remedy. Pure: the text renderer words it.
 */
import { trimEndOf } from '../base/trim.js';
import { TEST_DATA_FOLDERS } from '../skills/test-data.js';
import type { Diagnostic } from './types.js';

/**
 * Folder names whose findings get the hint: the loader's test-data folders (which it reads and
 * does not check) and `spec/`, `specs/`, which it does check (a spec-writing skill lives there
 * often enough) but which hold broken fixtures often enough to deserve the hint.
 */
const TEST_FOLDERS: ReadonlySet<string> = new Set([...TEST_DATA_FOLDERS, 'spec', 'specs']);

export interface TestFolderFindings {
  /** Counted errors and warnings in files under a test-data folder. */
  readonly findings: number;
  /** Ignore globs that would leave them out: the path through the first test-data folder + `/**`, sorted. */
  readonly globs: readonly string[];
}

/** The glob for a finding's file, or null when no folder of its path is a test-data folder. */
export function testFolderGlob(file: string): string | null {
  const parts = file.split('/');
  const at = parts.slice(0, -1).findIndex((part) => TEST_FOLDERS.has(part.toLowerCase()));
  return at < 0 ? null : `${parts.slice(0, at + 1).join('/')}/**`;
}

/**
 * Errors and warnings (not infos, not baseline debt) found under test-data folders; null when none.
 * `runDirs`: with several DIRs, findings name files from the working directory (`DIR/…`); the
 * glob is taken below the DIR, since `--ignore` globs are relative to each DIR — and a DIR that is
 * itself a test folder was asked for, so it earns no hint.
 */
export function testFolderFindings(
  findings: readonly Diagnostic[],
  runDirs: readonly string[] = [],
): TestFolderFindings | null {
  const prefixes = runDirs
    .filter((d) => d !== '' && d !== '.')
    .map((d) => `${trimEndOf(d, '/')}/`)
    .sort((a, b) => b.length - a.length);
  const globs = new Set<string>();
  let count = 0;
  for (const f of findings) {
    if (f.severity === 'info' || f.baseline === 'existing') continue;
    const prefix = prefixes.find((p) => f.file.startsWith(p));
    const glob = testFolderGlob(prefix === undefined ? f.file : f.file.slice(prefix.length));
    if (glob === null) continue;
    count++;
    globs.add(glob);
  }
  return count === 0 ? null : { findings: count, globs: [...globs].sort() };
}
