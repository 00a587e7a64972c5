/**
 * Finds the skills under a root and reads them into the model — the only module of the skill
 * layer that does IO, and only through the `Fs` interface. Everything it cannot read becomes a
 * LoadProblem; it throws only when the root itself is unusable (UsageError).
 *
 * Walk rules: see walk.ts (what is followed, what is refused). Every file is opened through the
 * path guard (src/base/guard.ts): inside its bound after resolving links, a regular file, capped.
 */
import { requireOptions, requireString } from '../base/api.js';
import { pushAll } from '../base/arrays.js';
import { createHash } from 'node:crypto';
import { readGuarded, refusalMessage, type Refusal } from '../base/guard.js';
import { describeError, UsageError } from '../errors.js';
import { classifyResource, isBinaryExtension } from './classify.js';
import { deriveDescription } from './derive.js';
import { splitFrontmatter, problem } from './frontmatter.js';
import { nodeFs, type Fs } from './fs.js';
import { findPluginRoots } from './plugin.js';
import { isReferenced, referencedPaths } from './shared.js';
import { absJoin, join, walkTree, type WalkedFile, type WalkState } from './walk.js';
import { globMatcher } from './glob.js';
export { RESOURCE_MAX_DEPTH, SKIPPED_FOLDERS } from './walk.js';
import { decodeUtf8, textOrNull } from './text.js';
import type { LoadProblem, Resource, Skill, SkillLayout, SkillSet } from './model.js';

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
  'readme', 'changelog', 'changes', 'history', 'contributing', 'license', 'licence', 'copying', 'notice', 'authors',
  'code_of_conduct', 'code-of-conduct', 'security', 'support', 'agents', 'claude', 'gemini', 'index', 'summary', 'toc', 'todo',
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

export type LayoutOption = 'auto' | SkillLayout;

export interface LoadOptions {
  /** `auto` (default) picks `dir` when any SKILL.md exists under the root, else `flat`. */
  readonly layout?: LayoutOption;
  /** Folder levels searched for SKILL.md; default DEFAULT_MAX_DEPTH. */
  readonly maxDepth?: number;
  /** Called after each skill is read: (done, total). For progress indicators. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Follow a symlink to a skill folder outside the root (the `~/.claude/skills` layout, as hosts
   * do); its resources must then stay inside its own real folder. Default true.
   */
  readonly followSkillLinks?: boolean;
  /** Globs of root-relative paths never entered (`tests/fixtures/**`, `**\/examples`). */
  readonly ignore?: readonly string[];
}

export function loadSkills(root: string, options: LoadOptions = {}, fs: Fs = nodeFs): SkillSet {
  requireString('loadSkills', 'root', root);
  requireOptions('loadSkills', options, 'LoadOptions { layout, maxDepth, … }');
  const layout = options.layout ?? 'auto';
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  let rootAbs = root;
  let stat;
  try {
    stat = fs.stat(root);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }
  if (stat.kind === 'file') {
    // `skillscope audit path/to/SKILL.md` means that skill's folder.
    if (!/(^|\/)SKILL\.md$/.test(root)) throw new UsageError(`'${root}' is a file; pass the folder that holds the skills (or a SKILL.md)`);
    rootAbs = root.slice(0, root.length - 'SKILL.md'.length).replace(/\/$/, '') || '.';
  } else if (stat.kind !== 'dir') {
    throw new UsageError(`'${root}' is not a folder`);
  }
  let rootReal: string;
  try {
    rootReal = fs.realpath(rootAbs);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }

  const state: WalkState = {
    fs,
    rootReal,
    maxDepth,
    followSkillLinks: options.followSkillLinks ?? true,
    ignored: globMatcher(options.ignore ?? []),
    files: [],
    skills: [],
    problems: [],
    visited: new Set(),
    deepSkillFiles: [],
  };
  if (layout !== 'flat') walkTree(state, rootAbs);

  // auto: flat only when nothing below looks like a skill folder — no SKILL.md at any depth (one
  // below --max-depth is reported, not a reason to switch layout), no mis-cased skill.md, no
  // SKILL.md that is a folder or special file — and markdown files sit at the top.
  const looksFlat = (): boolean =>
    state.skills.length === 0 &&
    state.deepSkillFiles.length === 0 &&
    !state.problems.some((p) => p.kind === 'missing-skill-md' || (p.kind === 'not-regular' && /(^|\/)SKILL\.md$/.test(p.file)) || (p.kind === 'symlink-escape' && /(^|\/)SKILL\.md$/.test(p.file))) &&
    state.files.some((f) => !f.rel.includes('/') && /\.md$/i.test(f.rel) && !isCollectionDocument(f.rel));
  if (layout === 'flat' || (layout === 'auto' && looksFlat())) {
    return loadFlat(root, rootAbs, rootReal, fs, state.problems.filter((p) => p.kind === 'unreadable' && !p.file.includes('/')), options);
  }

  const byOwner = new Map<string, WalkedFile[]>();
  const shared: WalkedFile[] = [];
  for (const f of state.files) {
    if (f.owner === null) {
      if (f.rel.includes('/')) shared.push(f);
      continue;
    }
    let list = byOwner.get(f.owner);
    if (list === undefined) byOwner.set(f.owner, (list = []));
    list.push(f);
  }
  const rootName = baseName(rootReal);
  const walked = [...state.skills].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const skills: Skill[] = [];
  for (const { rel: dir, bound, linkedTo } of walked) {
    const owned = byOwner.get(dir) ?? [];
    const skillMdRel = join(dir, 'SKILL.md');
    const resources: Resource[] = [];
    const problems: LoadProblem[] = [];
    for (const f of owned) {
      if (f.rel === skillMdRel) continue;
      const res = readResource(fs, f, dir, problems);
      if (res) resources.push(res);
    }
    resources.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const folderName = dir === '' ? rootName : baseName(dir);
    const skill = readSkillFile(fs, absJoin(rootAbs, skillMdRel), bound, skillMdRel, dir, folderName, 'dir', resources, problems);
    skills.push(linkedTo === undefined ? skill : { ...skill, linkedTo });
    options.onProgress?.(skills.length, walked.length);
  }
  const pluginRoots = findPluginRoots(fs, rootAbs, walked.map((w) => w.rel));
  // Files outside every skill count only when a skill refers to them (see shared.ts).
  const referenced = referencedPaths(skills, pluginRoots);
  const sharedResources: Resource[] = [];
  for (const f of shared) {
    if (!isReferenced(f.rel, referenced)) continue;
    const top = f.rel.slice(0, f.rel.indexOf('/'));
    const res = readResource(fs, f, top, state.problems);
    if (res) sharedResources.push(res);
  }
  sharedResources.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { root, layout: 'dir', skills, sharedResources, problems: state.problems, pluginRoots };
}

function loadFlat(root: string, rootAbs: string, rootReal: string, fs: Fs, problems: LoadProblem[], options: LoadOptions): SkillSet {
  let entries;
  try {
    entries = fs.readdir(rootAbs);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }
  const files = entries
    .filter((e) => e.kind !== 'dir' && !e.invalidName && /\.md$/i.test(e.name) && !e.name.startsWith('.') && !isCollectionDocument(e.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // The walk already tried these files; the guard below says what is wrong with them, once.
  const candidates = new Set(files.map((e) => e.name));
  problems = problems.filter((p) => !candidates.has(p.file));
  // A link to another file of the collection is that file's duplicate: the real file is the skill.
  const realFiles = new Set(files.filter((e) => e.kind === 'file').map((e) => absJoin(rootReal, e.name)));
  const skills: Skill[] = [];
  for (const e of files) {
    if (e.kind === 'symlink') {
      let target: string | undefined;
      try {
        target = fs.realpath(absJoin(rootAbs, e.name));
      } catch {
        // The guard below reports the broken link or the loop.
      }
      if (target !== undefined && realFiles.has(target)) {
        problems.push(problem('symlink-loop', e.name, 0, 0, `symlink to ${target.slice(rootReal.length + 1)}, already loaded as a skill; not loaded twice`, { target }));
        continue;
      }
    }
    const read = readGuarded(fs, absJoin(rootAbs, e.name), { within: rootReal, maxBytes: MAX_SKILL_MD_BYTES });
    // A link out of the folder, a FIFO or a device is not a skill of this collection: one finding, no skill.
    if (!read.ok && read.refusal.reason !== 'too-large') {
      problems.push(refusalProblem(read.refusal, e.name));
      continue;
    }
    const stem = e.name.replace(/\.md$/i, '');
    skills.push(skillFromRead(read, e.name, '', stem, 'flat', [], []));
    options.onProgress?.(skills.length, files.length);
  }
  return { root, layout: 'flat', skills, sharedResources: [], problems };
}

/** A guard refusal as a load problem on `rel`. */
function refusalProblem(refusal: Refusal, rel: string): LoadProblem {
  switch (refusal.reason) {
    case 'outside':
      return problem('symlink-escape', rel, 0, 0, 'symlink points outside the scanned folder; not followed', { target: refusal.target });
    case 'not-regular':
      return problem('not-regular', rel, 0, 0, `${refusalMessage(refusal).replace(/^is /, '')}: never opened`, { what: refusal.what });
    case 'too-large':
      return problem('too-large', rel, 0, 0, `file ${refusalMessage(refusal)}: not read`, { bytes: refusal.size, max: refusal.max });
    case 'unreadable':
      return problem('unreadable', rel, 0, 0, `cannot read file: ${refusal.detail}`);
  }
}

function readSkillFile(
  fs: Fs,
  abs: string,
  bound: string,
  rel: string,
  dir: string,
  folderName: string,
  layout: SkillLayout,
  resources: Resource[],
  problems: LoadProblem[],
): Skill {
  return skillFromRead(readGuarded(fs, abs, { within: bound, maxBytes: MAX_SKILL_MD_BYTES }), rel, dir, folderName, layout, resources, problems);
}

function skillFromRead(
  read: ReturnType<typeof readGuarded>,
  rel: string,
  dir: string,
  folderName: string,
  layout: SkillLayout,
  resources: Resource[],
  problems: LoadProblem[],
): Skill {
  if (!read.ok) {
    // Too large, unreadable, or (dir layout) a SKILL.md link out of the skill: the skill is still
    // listed under its folder name, so its siblings' numbers and the finding both appear.
    problems.push(refusalProblem(read.refusal, rel));
    const empty = emptySkill(rel, dir, folderName, layout, resources, problems);
    return read.refusal.reason === 'too-large' ? { ...empty, bytes: read.refusal.size } : empty;
  }
  const bytes = read.bytes;
  const decoded = decodeUtf8(bytes);
  if (!decoded.valid) problems.push(problem('not-utf8', rel, 0, 0, 'file is not valid UTF-8; invalid bytes were read as U+FFFD'));
  else if (bytes.includes(0)) problems.push(problem('not-utf8', rel, 0, 0, 'file contains NUL bytes: it looks binary, not markdown', { nul: true }));
  const source = decoded.text;
  const split = splitFrontmatter(source, rel);
  // A flat file without frontmatter is normal (name from the stem), not a problem.
  const splitProblems = layout === 'flat' ? split.problems.filter((p) => p.kind !== 'no-frontmatter') : split.problems;
  pushAll(problems, splitProblems);

  const data = split.frontmatter?.data ?? null;
  const keyLines = split.frontmatter?.keyLines ?? {};
  let declaredName: string | undefined;
  let description = '';
  let descriptionSource: Skill['descriptionSource'] = 'none';
  if (data !== null) {
    const rawName = data['name'];
    if (typeof rawName === 'string') declaredName = rawName;
    else if (rawName !== undefined && rawName !== null) {
      problems.push(problem('name-not-string', rel, keyLines['name'] ?? 1, 1, `\`name\` must be a string, found ${typeName(rawName)}`, { type: typeName(rawName) }));
    }
    const rawDescription = data['description'];
    if (typeof rawDescription === 'string') {
      description = rawDescription;
      descriptionSource = 'frontmatter';
    } else if (rawDescription !== undefined && rawDescription !== null) {
      problems.push(
        problem('description-not-string', rel, keyLines['description'] ?? 1, 1, `\`description\` must be a string, found ${typeName(rawDescription)}`, {
          type: typeName(rawDescription),
        }),
      );
    }
  }
  if (layout === 'flat' && descriptionSource === 'none') {
    description = deriveDescription(split.body);
    descriptionSource = description === '' ? 'none' : 'derived';
  }
  const name = declaredName !== undefined && declaredName.trim() !== '' ? declaredName : folderName;
  return {
    name,
    declaredName,
    description,
    descriptionSource,
    layout,
    dir,
    folderName,
    file: rel,
    source,
    bytes: bytes.length,
    frontmatter: split.frontmatter,
    body: split.body,
    bodyStartLine: split.bodyStartLine,
    resources,
    problems,
  };
}

function emptySkill(rel: string, dir: string, folderName: string, layout: SkillLayout, resources: Resource[], problems: LoadProblem[]): Skill {
  return {
    name: folderName,
    declaredName: undefined,
    description: '',
    descriptionSource: 'none',
    layout,
    dir,
    folderName,
    file: rel,
    source: '',
    bytes: 0,
    frontmatter: null,
    body: '',
    bodyStartLine: 1,
    resources,
    problems,
  };
}

function readResource(fs: Fs, f: WalkedFile, baseDir: string, problems: LoadProblem[]): Resource | null {
  const relPath = baseDir === '' ? f.rel : f.rel.slice(baseDir.length + 1);
  const category = classifyResource(relPath);
  const read = readGuarded(fs, f.abs, { within: f.bound, maxBytes: MAX_READ_BYTES });
  if (!read.ok) {
    if (read.refusal.reason === 'too-large') return { path: f.rel, relPath, bytes: read.refusal.size, category, text: null, sha256: '', notRead: true };
    problems.push(refusalProblem(read.refusal, f.rel));
    return null;
  }
  const bytes = read.bytes;
  return { path: f.rel, relPath, bytes: bytes.length, category, text: isBinaryExtension(relPath) ? null : textOrNull(bytes), sha256: createHash('sha256').update(bytes).digest('hex') };
}

function baseName(p: string): string {
  const trimmed = p.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

function typeName(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Uint8Array) return 'binary data';
  if (v instanceof Date) return 'a date';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'a mapping';
  return `a ${typeof v}`;
}

