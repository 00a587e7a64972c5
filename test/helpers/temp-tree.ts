/**
 * Skill trees written to a temporary folder and read from disk, as the CLI reads them, for the
 * tests that need real files (links, marketplaces, plugin manifests). Each tree is removed after
 * its test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * A `tree(files)` function for one test file: writes `files` (root-relative path → text) under a
 * new folder named after `prefix` and returns its path. Call it at the top level of the file.
 */
export function useTempTrees(prefix: string): (files: Readonly<Record<string, string>>) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (files) => {
    const root = mkdtempSync(join(tmpdir(), `skillscope-${prefix}-`));
    made.push(root);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    return root;
  };
}
