/**
 * Test-data folders: where repositories keep skills for their own tests (`tests/fixtures/…`,
 * `evals/agents/fixtures/…`), deliberately broken or named after the test. No host loads a skill
 * from one: Claude Code reads a plugin's `skills/` folder (or the paths its manifest lists), not
 * every SKILL.md below the plugin, and an installer pointed at the root reaches them only when it
 * finds skills nowhere else. units.ts keeps them out of the plugin around them and marks a folder
 * unit of them as test data: read, not checked (on the corpus: SK120 on two fixtures inside a root
 * plugin, SK114 on six eval fixtures).
 *
 * Narrower than check/test-folders.ts's hint list on purpose: `spec/` and `specs/` hold real
 * skills often enough (a spec-writing skill) that leaving them unchecked would hide true findings.
 */

/** Folder names that hold test data rather than skills a host loads (compared lower-cased). */
export const TEST_DATA_FOLDERS: ReadonlySet<string> = new Set([
  'test',
  'tests',
  '__tests__',
  'fixtures',
  '__fixtures__',
  'testdata',
  'test-data',
  'test_data',
]);

/**
 * True when a folder holding the skill folder `dir` (root-relative), below `from` ('' = the root),
 * is a test-data folder. The skill folder's own name does not count: `skills/test/` is a skill
 * named test.
 */
export function underTestData(dir: string, from = ''): boolean {
  const below = from === '' ? dir : dir.slice(from.length + 1);
  const parts = below.split('/');
  return parts.slice(0, -1).some((p) => TEST_DATA_FOLDERS.has(p.toLowerCase()));
}
