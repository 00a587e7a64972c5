/**
 * Identical resource files in several places (the article found three copies of one schema).
 * Grouped by SHA-256 of the raw bytes; empty files are ignored (they waste nothing) and so are
 * files too large to hash (sha256 '').
 *
 * A copied folder (`{docx,pptx,xlsx}/scripts/office`, 17 files) would otherwise be 17 groups of
 * three paths each; `groupDuplicates` reports it once, as a folder group, and keeps as file
 * groups only the duplicates that are not wholly inside one duplicated folder.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Resource } from '../skills/model.js';

export interface DuplicateGroup {
  readonly sha256: string;
  /** Size of one copy. */
  readonly bytes: number;
  /** Every path holding this content, relative to the root, sorted. */
  readonly paths: readonly string[];
  /** Skills (by name) that hold a copy; shared folders count as no skill. */
  readonly skills: readonly string[];
  /** Bytes beyond the first copy: (copies − 1) × bytes. */
  readonly wastedBytes: number;
}

/** Folders whose whole content (every file, by relative path and SHA-256) is identical. */
export interface DuplicateFolderGroup {
  /** SHA-256 of the folder's content listing: the same folder content ⇒ the same hash. */
  readonly sha256: string;
  /** The identical folders, relative to the root, sorted. */
  readonly folders: readonly string[];
  /** Files in one copy. */
  readonly files: number;
  /** Bytes of one copy. */
  readonly bytes: number;
  /** Skills (by name) that hold a copy. */
  readonly skills: readonly string[];
  /** Bytes beyond the first copy: (copies − 1) × bytes. */
  readonly wastedBytes: number;
  /** Relative paths (inside each folder) of the files, sorted. */
  readonly contents: readonly string[];
}

/** A folder is reported as a copy only when it holds at least this many files. Default 2 (one file is a file group). */
const DUPLICATE_FOLDER_MIN_FILES = 2;

/** What the duplicate search reads of a resource: no text (the audit keeps none). */
type DupResource = Pick<Resource, 'path' | 'sha256' | 'bytes' | 'linkTo'>;
/** A SkillSet, or the audit's text-free record of one. */
type SetLike = {
  readonly skills: readonly {
    readonly name: string;
    readonly file: string;
    readonly resources: readonly DupResource[];
  }[];
  readonly sharedResources: readonly DupResource[];
};

export function findDuplicateResources(set: SetLike): DuplicateGroup[] {
  const groups = new Map<string, { bytes: number; paths: string[]; skills: Set<string> }>();
  const add = (r: DupResource, skill: string | null): void => {
    // A symlink to another file of the tree is that file, not a copy of it: one path per real file.
    if (r.sha256 === '' || r.bytes === 0 || r.linkTo !== undefined) return;
    let g = groups.get(r.sha256);
    if (g === undefined) groups.set(r.sha256, (g = { bytes: r.bytes, paths: [], skills: new Set() }));
    g.paths.push(r.path);
    if (skill !== null) g.skills.add(skill);
  };
  for (const s of set.skills) for (const r of s.resources) add(r, s.name);
  for (const r of set.sharedResources) add(r, null);
  const out: DuplicateGroup[] = [];
  for (const [sha256, g] of groups) {
    if (g.paths.length < 2) continue;
    out.push({
      sha256,
      bytes: g.bytes,
      paths: g.paths.sort(),
      skills: [...g.skills].sort(),
      wastedBytes: (g.paths.length - 1) * g.bytes,
    });
  }
  // Most waste first; ties by first path so the order is stable.
  return out.sort((a, b) => b.wastedBytes - a.wastedBytes || (a.paths[0]! < b.paths[0]! ? -1 : 1));
}

/** Duplicated folders, and the file duplicates not wholly inside one of them. */
export interface GroupedDuplicates {
  readonly folders: readonly DuplicateFolderGroup[];
  readonly files: readonly DuplicateGroup[];
}

function parentsOf(file: string): string[] {
  const out: string[] = [];
  for (let dir = path.posix.dirname(file); dir !== '.' && dir !== '/' && dir !== ''; dir = path.posix.dirname(dir))
    out.push(dir);
  return out;
}

export function groupDuplicates(set: SetLike): GroupedDuplicates {
  const files = findDuplicateResources(set);
  // Every folder's content: (path inside the folder, hash, bytes). A folder that holds a
  // SKILL.md or a file we could not hash is never a copy (its content is not fully known or
  // is a skill of its own), so it is marked and skipped.
  const content = new Map<string, { entries: string[]; bytes: number; files: number; skills: Set<string> }>();
  const excluded = new Set<string>();
  const owner = new Map<string, string>();
  for (const s of set.skills) for (const r of s.resources) owner.set(r.path, s.name);
  const addFile = (file: string, sha256: string | null, bytes: number): void => {
    for (const dir of parentsOf(file)) {
      if (sha256 === null) {
        excluded.add(dir);
        continue;
      }
      let c = content.get(dir);
      if (c === undefined) content.set(dir, (c = { entries: [], bytes: 0, files: 0, skills: new Set() }));
      c.entries.push(`${file.slice(dir.length + 1)}\u0000${sha256}`);
      c.bytes += bytes;
      c.files++;
      const skill = owner.get(file);
      if (skill !== undefined) c.skills.add(skill);
    }
  };
  for (const s of set.skills) {
    addFile(s.file, null, 0);
    for (const r of s.resources)
      if (r.linkTo === undefined) addFile(r.path, r.sha256 === '' ? null : r.sha256, r.bytes);
  }
  for (const r of set.sharedResources)
    if (r.linkTo === undefined) addFile(r.path, r.sha256 === '' ? null : r.sha256, r.bytes);

  const bySignature = new Map<string, string[]>();
  const signatureOf = new Map<string, string>();
  for (const [dir, c] of content) {
    if (excluded.has(dir) || c.files < DUPLICATE_FOLDER_MIN_FILES || c.bytes === 0) continue;
    const signature = createHash('sha256').update(c.entries.sort().join('\n')).digest('hex');
    signatureOf.set(dir, signature);
    const list = bySignature.get(signature) ?? [];
    list.push(dir);
    bySignature.set(signature, list);
  }
  const folders: DuplicateFolderGroup[] = [];
  for (const [signature, dirs] of bySignature) {
    if (dirs.length < 2) continue;
    // Only the outermost copy: `a/x` ≡ `b/x` is implied when `a` ≡ `b` with as many copies.
    const parentSignatures = new Set(dirs.map((d) => signatureOf.get(path.posix.dirname(d)) ?? `-${d}`));
    const [parentSignature] = parentSignatures;
    if (
      parentSignatures.size === 1 &&
      parentSignature !== undefined &&
      (bySignature.get(parentSignature)?.length ?? 0) === dirs.length
    )
      continue;
    const c = content.get(dirs[0]!)!;
    // A folder that only wraps one subfolder copied more often (`{pptx,xlsx}/scripts` holding
    // just `office/`, which docx has too) adds nothing: the subfolder's group says it all.
    const heads = new Set(c.entries.map((e) => (e.includes('/') ? e.slice(0, e.indexOf('/')) : null)));
    const [only] = heads;
    if (heads.size === 1 && typeof only === 'string') {
      const inner = signatureOf.get(`${dirs[0]!}/${only}`);
      if (inner !== undefined && (bySignature.get(inner)?.length ?? 0) > dirs.length) continue;
    }
    const skills = new Set(dirs.flatMap((d) => [...(content.get(d)?.skills ?? [])]));
    folders.push({
      sha256: signature,
      folders: dirs.sort(),
      files: c.files,
      bytes: c.bytes,
      skills: [...skills].sort(),
      wastedBytes: (dirs.length - 1) * c.bytes,
      contents: c.entries.map((e) => e.slice(0, e.indexOf('\u0000'))).sort(),
    });
  }
  folders.sort((a, b) => b.wastedBytes - a.wastedBytes || (a.folders[0]! < b.folders[0]! ? -1 : 1));
  // A file group is part of a folder group when it is exactly one file of it, once per copy.
  // (Each path's folder is found by walking up its parents in a set, not by scanning the group's
  // folders: with thousands of copies the scan made the audit quadratic.)
  const folderSets = new Map(folders.map((f) => [f, new Set(f.folders)] as const));
  const absorbed = (g: DuplicateGroup, group: DuplicateFolderGroup): boolean => {
    if (g.paths.length !== group.folders.length) return false;
    const inGroup = folderSets.get(group)!;
    const rests = new Set<string>();
    for (const p of g.paths) {
      let folder: string | undefined;
      for (let i = p.lastIndexOf('/'); i > 0 && folder === undefined; i = p.lastIndexOf('/', i - 1))
        if (inGroup.has(p.slice(0, i))) folder = p.slice(0, i);
      if (folder === undefined) return false;
      rests.add(p.slice(folder.length + 1));
    }
    return rests.size === 1;
  };
  const kept = files.filter((g) => !folders.some((folder) => absorbed(g, folder)));
  return { folders, files: kept };
}
