/**
 * The two test suites. `npm test` runs the fast one (project `unit`): everything in process plus
 * the quick checks of the built binary. `npm run test:e2e` runs the files listed here (project
 * `e2e`): each spends most of its time outside our code — packing or installing the package, a
 * real pre-commit install, headless Chromium, strace — or on inputs sized to break the binary.
 * CI (`.ci/run`) runs both, so a file moved here is still run on every submission.
 *
 * Measured on the 2-core machine (CPU seconds, user + sys, each file run alone, machine shared):
 * the pre-commit install 53 s, the size limits 23 s, the packed hook entries 14 s, the write
 * watch 12 s, Chromium 9 s, npm pack 6 s — together over a third of the whole suite's 314 s.
 *
 * test/suites.test.ts asks vitest which files each project runs and fails unless every test
 * file under test/ is in exactly one of them.
 */
export const E2E_FILES: readonly string[] = [
  // pre-commit clones this repository and runs its node install (npm install, npm pack, npm install -g).
  'test/hooks/precommit-real.test.ts',
  // npm pack → unpack → bin on PATH, then every hook entry in a git repository.
  'test/hooks/precommit-install.test.ts',
  // npm pack --dry-run of the whole package.
  'test/cli/package.test.ts',
  // headless Chromium on the report page.
  'test/report/browser.test.ts',
  // every write-side command under strace.
  'test/hostile/strace-writes.test.ts',
  // million-value arrays, 150,000 queries, a million-line query file through the binary.
  'test/hostile/limits.test.ts',
];
