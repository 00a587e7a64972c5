/**
 * The loader's limits and the names it never treats as skills, shared by the walk, the readers
 * (read.ts) and the stream (stream.ts); re-exported by load.ts, where they always lived.
 */

/** How many folder levels below the root are searched for SKILL.md files. Default 6. */
export const DEFAULT_MAX_DEPTH = 6;
/** Files larger than this (bytes) are counted by size only: not read, hashed or tokenised. Default 64 MiB. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;
/**
 * SKILL.md files larger than this (bytes) are not read: the skill is listed (by folder name) with
 * an SK104 finding. Default 4 MiB — about 1,000 times a large real SKILL.md (hosts load the
 * whole body into the context window; 5,000 tokens is the usual budget), small enough that a
 * hostile file cannot exhaust memory in the tokenizer and rules that read the body.
 */
export const MAX_SKILL_MD_BYTES = 4 * 1024 * 1024;
/**
 * Names (without `.md`, lower case) of markdown files that describe a collection and are never
 * flat-layout skills, with or without a language or variant suffix (`README.zh.md`, `readme-CN.md`,
 * `CHANGELOG_old.md`).
 */
export const FLAT_LAYOUT_IGNORED: ReadonlySet<string> = new Set([
  'readme',
  'changelog',
  'changes',
  'history',
  'contributing',
  'license',
  'licence',
  'copying',
  'notice',
  'authors',
  'code_of_conduct',
  'code-of-conduct',
  'security',
  'support',
  'agents',
  'claude',
  'gemini',
  'index',
  'summary',
  'toc',
  'todo',
]);

/**
 * True for `README.md`, `README.zh.md`, `readme-zh-CN.md`, `README_CN.md`, `INDEX.md`…: collection
 * documents, not flat skills. The suffix must look like a language tag (two letters, an optional
 * region or script), so `readme-writer.md` stays a skill.
 */
export function isCollectionDocument(fileName: string): boolean {
  const stem = fileName.replace(/\.(md|markdown)$/i, '').toLowerCase();
  const m = /^(.*?)(?:[._-][a-z]{2}(?:[-_][a-z0-9]{2,4})?)?$/.exec(stem);
  return FLAT_LAYOUT_IGNORED.has(stem) || (m !== null && FLAT_LAYOUT_IGNORED.has(m[1]!));
}
