/**
 * Every markdown file under fixtures/ (SKILL.md files whole, frontmatter included, and the
 * reference documents), for differential tests of the text helpers: a fast path must give the
 * reference implementation's result on all of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES } from './cli.js';

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && entry.name.endsWith('.md')) out.push(full);
  }
}

/** [relative path, text] of every fixture markdown file, sorted by path. */
export function fixtureMarkdown(): [string, string][] {
  const files: string[] = [];
  walk(FIXTURES, files);
  return files.sort().map((f) => [path.relative(FIXTURES, f), readFileSync(f, 'utf8')]);
}
