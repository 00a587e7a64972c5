/**
 * Finds the skills under a root and reads them into the model — the only module of the skill
 * layer that does IO, and only through the `Fs` interface. Everything it cannot read becomes a
 * LoadProblem; it throws only when the root itself is unusable (UsageError).
 *
 * Walk rules: hidden entries (`.x`), `node_modules` and `.git` are skipped; symlinks are followed
 * only when they resolve inside the root, and a folder reached twice by real path is a loop.
 */
import { pushAll } from '../base/arrays.js';
import { createHash } from 'node:crypto';
import { describeError, UsageError } from '../errors.js';
import { classifyResource, isBinaryExtension } from './classify.js';
import { deriveDescription } from './derive.js';
import { splitFrontmatter, problem } from './frontmatter.js';
import { nodeFs, type Fs } from './fs.js';
import { findPluginRoots } from './plugin.js';
import { absJoin, join, walk, type WalkedFile, type WalkState } from './walk.js';
export { RESOURCE_MAX_DEPTH, SKIPPED_FOLDERS } from './walk.js';
import { decodeUtf8, textOrNull } from './text.js';
import type { LoadProblem, Resource, Skill, SkillLayout, SkillSet } from './model.js';

/** How many folder levels below the root are searched for SKILL.md files. Default 6. */
export const DEFAULT_MAX_DEPTH = 6;
/** Files larger than this (bytes) are counted by size only: not read, hashed or tokenised. Default 64 MiB. */
export const MAX_READ_BYTES = 64 * 1024 * 1024;
/** Markdown files that are never flat-layout skills: they describe the collection. */
export const FLAT_LAYOUT_IGNORED: ReadonlySet<string> = new Set(['readme.md', 'changelog.md', 'contributing.md', 'license.md', 'agents.md', 'claude.md']);

export type LayoutOption = 'auto' | SkillLayout;

export interface LoadOptions {
  /** `auto` (default) picks `dir` when any SKILL.md exists under the root, else `flat`. */
  readonly layout?: LayoutOption;
  /** Folder levels searched for SKILL.md; default DEFAULT_MAX_DEPTH. */
  readonly maxDepth?: number;
  /** Called after each skill is read: (done, total). For progress indicators. */
  readonly onProgress?: (done: number, total: number) => void;
}

export function loadSkills(root: string, options: LoadOptions = {}, fs: Fs = nodeFs): SkillSet {
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

  const state: WalkState = { fs, rootReal, maxDepth, files: [], skillDirs: [], problems: [], visited: new Set() };
  if (layout !== 'flat') walk(state, rootAbs, '', 0, null);

  // auto: a folder with no SKILL.md (nor a mis-cased skill.md) but markdown files at its top is flat.
  const looksFlat = (): boolean =>
    state.skillDirs.length === 0 &&
    !state.problems.some((p) => p.kind === 'missing-skill-md') &&
    state.files.some((f) => !f.rel.includes('/') && /\.md$/i.test(f.rel) && !FLAT_LAYOUT_IGNORED.has(f.rel.toLowerCase()));
  if (layout === 'flat' || (layout === 'auto' && looksFlat())) {
    return loadFlat(root, rootAbs, fs, state.problems.filter((p) => p.kind === 'unreadable'), options);
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
  const skillDirs = [...state.skillDirs].sort();
  const skills: Skill[] = [];
  for (const dir of skillDirs) {
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
    skills.push(readSkillFile(fs, absJoin(rootAbs, skillMdRel), skillMdRel, dir, folderName, 'dir', resources, problems));
    options.onProgress?.(skills.length, skillDirs.length);
  }
  const sharedResources: Resource[] = [];
  for (const f of shared) {
    const top = f.rel.slice(0, f.rel.indexOf('/'));
    const res = readResource(fs, f, top, state.problems);
    if (res) sharedResources.push(res);
  }
  sharedResources.sort((a, b) => (a.path < b.path ? -1 : 1));
  const pluginRoots = findPluginRoots(fs, rootAbs, skillDirs);
  return { root, layout: 'dir', skills, sharedResources, problems: state.problems, pluginRoots };
}

function loadFlat(root: string, rootAbs: string, fs: Fs, problems: LoadProblem[], options: LoadOptions): SkillSet {
  let entries;
  try {
    entries = fs.readdir(rootAbs);
  } catch (err) {
    throw new UsageError(`cannot read '${root}': ${describeError(err)}`);
  }
  const files = entries
    .filter((e) => (e.kind === 'file' || e.kind === 'symlink') && /\.md$/i.test(e.name) && !e.name.startsWith('.') && !FLAT_LAYOUT_IGNORED.has(e.name.toLowerCase()))
    .map((e) => e.name)
    .sort();
  const skills: Skill[] = [];
  for (const name of files) {
    const stem = name.replace(/\.md$/i, '');
    skills.push(readSkillFile(fs, absJoin(rootAbs, name), name, '', stem, 'flat', [], []));
    options.onProgress?.(skills.length, files.length);
  }
  return { root, layout: 'flat', skills, sharedResources: [], problems };
}

function readSkillFile(
  fs: Fs,
  abs: string,
  rel: string,
  dir: string,
  folderName: string,
  layout: SkillLayout,
  resources: Resource[],
  problems: LoadProblem[],
): Skill {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFile(abs);
  } catch (err) {
    problems.push(problem('unreadable', rel, 0, 0, `cannot read file: ${describeError(err)}`));
    return emptySkill(rel, dir, folderName, layout, resources, problems);
  }
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
  try {
    const size = fs.stat(f.abs).size;
    if (size > MAX_READ_BYTES) return { path: f.rel, relPath, bytes: size, category, text: null, sha256: '', notRead: true };
    const bytes = fs.readFile(f.abs);
    return { path: f.rel, relPath, bytes: bytes.length, category, text: isBinaryExtension(relPath) ? null : textOrNull(bytes), sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch (err) {
    problems.push(problem('unreadable', f.rel, 0, 0, `cannot read file: ${describeError(err)}`));
    return null;
  }
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

