/**
 * SKILL.md files the directory walk (walk.ts) finds where a skill may or may not start: hidden
 * catalogue folders of skills, a SKILL.md nested in another skill's folder, and the resource
 * folders whose SKILL.md files belong to the skill around them.
 */
import { readGuarded } from '../base/guard.js';
import { isHostSkillFolder } from '../hosts/folders.js';
import type { Fs } from './fs.js';
import { MAX_SKILL_MD_BYTES } from './limits.js';
import { baseOf } from './walk-state.js';

/**
 * A hidden folder of skills inside a folder named `skills` (`skills/.curated`, `skills/.system`,
 * `skills/.experimental`: catalogues an installer copies skills from) is read like any other
 * folder of skills: the maintainer's gate must see them. Not inside a host's own skill folder
 * (`.claude/skills/.disabled` is the user's way of putting skills aside). `rel`: the folder whose
 * children are looked at (for the root, the root's own name).
 */
export function isCatalogueParent(rel: string): boolean {
  const name = baseOf(rel);
  return (name === 'skills' || name === 'skill') && !isHostSkillFolder(rel);
}

/**
 * Whether a SKILL.md nested inside another skill's folder opens with a `---` line. Hosts do not
 * load a SKILL.md there as a skill of its own when it has no frontmatter (Claude Code reads
 * `<skills>/<name>/SKILL.md` one level deep; Codex walks deeper but refuses a SKILL.md without
 * frontmatter), so it stays a file of the outer skill (an overlay, a template, a reference).
 * One that cannot be read is treated as a skill, so its problem is reported.
 */
export function opensWithFrontmatter(fs: Fs, abs: string, bound: string, listedRegular = false): boolean {
  // Only the first bytes are read (BOM + 8), into the reused buffer: the size limit still
  // applies to the whole file, so a file too large to load is a skill here, as before.
  const read = readGuarded(fs, abs, {
    within: bound,
    maxBytes: MAX_SKILL_MD_BYTES,
    headBytes: HEAD_BYTES,
    listedRegular,
    transient: true,
  });
  return !read.ok || opensWithFence(read.bytes);
}

/** Whether the bytes of a SKILL.md (at least its first 11) open with a `---` line, as `opensWithFrontmatter` asks. */
function opensWithFence(bytes: Uint8Array): boolean {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const head = headDecoder.decode(bytes.subarray(start, start + 8));
  return /^---[ \t]*(\r?\n|$)/.test(head);
}

/** The bytes `opensWithFrontmatter` looks at: a BOM and 8 more. */
const HEAD_BYTES = 11;
const headDecoder = new TextDecoder('utf-8');

/**
 * Folders of a skill whose SKILL.md files are material of that skill, frontmatter or not: a host
 * loads `<skills>/<name>/SKILL.md` (Claude Code) and the outer skill is what sends the model into
 * its `references/` (a sub-procedure written as a SKILL.md), `assets/sample-skill/SKILL.md` (a
 * template it copies), `examples/`. Codex, which walks deeper, would list them too; we follow the
 * skill that owns them.
 */
const RESOURCE_SKILL_FOLDERS: ReadonlySet<string> = new Set([
  'references',
  'reference',
  'assets',
  'examples',
  'templates',
  'template',
]);

/** True when `rel` lies in a resource folder (RESOURCE_SKILL_FOLDERS) of the skill at `owner`. */
export function inResourceFolder(owner: string, rel: string): boolean {
  const from = owner === '' ? 0 : owner.length + 1;
  const cut = rel.indexOf('/', from);
  return RESOURCE_SKILL_FOLDERS.has(cut === -1 ? rel.slice(from) : rel.slice(from, cut));
}

/** True when a folder of that name, in a skill folder, is one of its resource folders (RESOURCE_SKILL_FOLDERS). */
export function isResourceFolderName(name: string): boolean {
  return RESOURCE_SKILL_FOLDERS.has(name);
}
