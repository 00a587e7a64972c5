/**
 * THE write guard: every file skillscope writes — the access state and selection log, `report`'s
 * HTML, the Action's SARIF, step summary and outputs, `check --fix` rewrites — goes through one of
 * `writeAtomic`, `appendTo` or `createExclusive` here. The read guard (guard.ts) keeps a hostile
 * repository from making us *show* a file outside it; this one keeps it from making us *write*
 * one: a repository or pull request can ship a symbolic link (`.skillscope -> ~`,
 * `skillscope.sarif -> ~/.bashrc`) at exactly the name we are about to write.
 *
 * A write is aimed at a `WritePlace`: an allowed folder plus a path below it.
 * - The allowed folder is trusted as given: it is the folder the user named (DIR, `--state`, the
 *   folder of an `--out` path outside the working directory) or the working directory itself, so
 *   its own links are the user's and are followed once, to its real path.
 * - Below it nothing is followed: every folder on the way must be a real folder (not a link), and
 *   the file itself must be missing or a regular file — a link, FIFO, device, socket or folder at
 *   the target is refused before anything is opened, so nothing blocks and nothing is followed.
 * - Whole files are written to a new temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW)
 *   and renamed over the target: a reader sees the old or the new file, and a link planted at the
 *   target is replaced, never written through. Appends open with O_APPEND|O_NOFOLLOW|O_NONBLOCK.
 * - After the open the descriptor is checked, not the path: fstat says it is a regular file, and
 *   on Linux /proc/self/fd names the folder it is really in, which must be the one checked. So a
 *   folder swapped for a link between the check and the open is caught (the rename that follows
 *   names the same folder; a swap there moves the temporary file away and the rename fails).
 * A refusal is data (`WriteRefusal`); callers turn it into one `skillscope:` line (exit 2), an
 * access error or an SK107 finding. The guard never throws for a refused or failed write.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import path from 'node:path';
import { describeError } from './errors.js';
import { SPECIAL_WORDS, type SpecialKind } from './guard.js';

/** Where a file may be written: below `folder`, along `rel`, following no link below `folder`. */
export interface WritePlace {
  /** The allowed folder, trusted as given (its own links are the user's). */
  readonly folder: string;
  /** The file's path below `folder` ('/'-separated, no '.' or '..' parts). */
  readonly rel: string;
}

export type WriteRefusal =
  /** A folder on the way, or the file itself, is a symbolic link. */
  | { readonly reason: 'link'; readonly at: string }
  /** The file exists and is not a regular file (a folder, FIFO, device or socket). */
  | { readonly reason: 'not-regular'; readonly at: string; readonly what: 'folder' | SpecialKind }
  /** Something on the way that must be a folder is a file or a special file. */
  | { readonly reason: 'not-folder'; readonly at: string }
  /** A folder on the way does not exist (and the writer does not create folders). */
  | { readonly reason: 'missing-folder'; readonly at: string }
  /** The opened file is not where the checks said (a folder was swapped meanwhile). */
  | { readonly reason: 'moved'; readonly at: string; readonly actual: string }
  /** `appendTo` only: the file has other names (a hard link), which may lie anywhere on the disk. */
  | { readonly reason: 'hard-link'; readonly at: string; readonly links: number }
  /** `createExclusive` only: the file already exists. */
  | { readonly reason: 'exists'; readonly at: string }
  /** The system refused the write (permissions, no space, read-only filesystem…). */
  | { readonly reason: 'failed'; readonly at: string; readonly detail: string };

export type WriteResult =
  | { readonly ok: true; readonly file: string }
  | { readonly ok: false; readonly refusal: WriteRefusal };

export interface WriteOptions {
  /** Create missing folders below the allowed folder (and the allowed folder itself). Default false. */
  readonly createFolders?: boolean;
  /** Permission bits of a new file (before the umask for appends; exact for whole files). Default 0o644. */
  readonly mode?: number;
  /** Owner to give a replacement file (kept by `--fix`); ignored when not permitted. */
  readonly owner?: { readonly uid: number; readonly gid: number };
}

const C = fs.constants;
/** 0 where the platform has no such flag (Windows): the lstat checks still run. */
const NOFOLLOW = C.O_NOFOLLOW ?? 0;
const NONBLOCK = C.O_NONBLOCK ?? 0;

/**
 * The place for a path the user typed or a default name, resolved against `cwd`: inside the
 * working directory nothing below it is followed (a link planted there by a repository is
 * refused); a path outside it is the user's own, so its folder is taken as given and only the
 * file itself must not be a link.
 */
export function placeFor(file: string, cwd: string): WritePlace {
  const abs = path.resolve(cwd, file);
  const base = path.resolve(cwd);
  const rel = path.relative(base, abs);
  if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel))
    return { folder: base, rel: rel.split(path.sep).join('/') };
  return { folder: path.dirname(abs), rel: path.basename(abs) };
}

/** The absolute path a place names (for messages and results). */
function placePath(place: WritePlace): string {
  return place.rel === '' ? place.folder : path.join(place.folder, ...place.rel.split('/'));
}

function kindOf(st: fs.Stats): 'folder' | SpecialKind {
  if (st.isDirectory()) return 'folder';
  if (st.isFIFO()) return 'fifo';
  if (st.isCharacterDevice()) return 'char-device';
  if (st.isBlockDevice()) return 'block-device';
  if (st.isSocket()) return 'socket';
  return 'other';
}

const errno = (err: unknown): string | undefined => (err as NodeJS.ErrnoException).code;

type Checked =
  | {
      readonly ok: true;
      readonly realDir: string;
      readonly dir: string;
      readonly file: string;
      readonly exists: boolean;
    }
  | { readonly ok: false; readonly refusal: WriteRefusal };

/**
 * Checks (and with createFolders, makes) every folder from the allowed folder down to the file's
 * folder, then the file itself, following no link below the allowed folder.
 */
export function checkPlace(place: WritePlace, options: WriteOptions = {}): Checked {
  const parts = place.rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..'))
    return {
      ok: false,
      refusal: { reason: 'failed', at: placePath(place), detail: 'the path has an empty, "." or ".." part' },
    };
  let realFolder: string;
  try {
    if (options.createFolders) fs.mkdirSync(place.folder, { recursive: true });
    realFolder = fs.realpathSync(place.folder);
    if (!fs.statSync(realFolder).isDirectory())
      return { ok: false, refusal: { reason: 'not-folder', at: place.folder } };
  } catch (err) {
    if (errno(err) === 'ENOENT') return { ok: false, refusal: { reason: 'missing-folder', at: place.folder } };
    return { ok: false, refusal: { reason: 'failed', at: place.folder, detail: describeError(err) } };
  }
  let dir = place.folder;
  let realDir = realFolder;
  const last = parts.length - 1;
  for (let i = 0; i < last; i++) {
    const name = parts[i] as string;
    dir = path.join(dir, name);
    realDir = path.join(realDir, name);
    const folder = ensureFolder(dir, options.createFolders === true);
    if (folder !== undefined) return { ok: false, refusal: folder };
  }
  const file = path.join(dir, parts[last] as string);
  let st: fs.Stats;
  try {
    st = fs.lstatSync(file);
  } catch (err) {
    if (errno(err) === 'ENOENT') return { ok: true, realDir, dir, file, exists: false };
    return { ok: false, refusal: { reason: 'failed', at: file, detail: describeError(err) } };
  }
  if (st.isSymbolicLink()) return { ok: false, refusal: { reason: 'link', at: file } };
  if (!st.isFile()) return { ok: false, refusal: { reason: 'not-regular', at: file, what: kindOf(st) } };
  return { ok: true, realDir, dir, file, exists: true };
}

/** One folder below the allowed folder: a real folder, made when missing and allowed. */
function ensureFolder(dir: string, create: boolean): WriteRefusal | undefined {
  for (let attempt = 0; attempt < 2; attempt++) {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(dir);
    } catch (err) {
      if (errno(err) !== 'ENOENT') return { reason: 'failed', at: dir, detail: describeError(err) };
      if (!create) return { reason: 'missing-folder', at: dir };
      try {
        // mkdir never follows a link at its last component (an existing one is EEXIST), so a
        // link planted meanwhile is seen by the lstat of the second attempt.
        fs.mkdirSync(dir, 0o755);
        return undefined;
      } catch (mkErr) {
        if (errno(mkErr) === 'EEXIST') continue;
        return { reason: 'failed', at: dir, detail: describeError(mkErr) };
      }
    }
    if (st.isSymbolicLink()) return { reason: 'link', at: dir };
    if (!st.isDirectory()) return { reason: 'not-folder', at: dir };
    return undefined;
  }
  return { reason: 'failed', at: dir, detail: 'the folder keeps changing' };
}

/**
 * The descriptor is a regular file in `realDir`: fstat, then (where /proc exists) the path the
 * kernel holds for it. Returns a refusal, or undefined when it checks out.
 */
function verifyDescriptor(fd: number, realDir: string, shown: string): WriteRefusal | undefined {
  const st = fs.fstatSync(fd);
  if (!st.isFile()) return { reason: 'not-regular', at: shown, what: kindOf(st) };
  let actual: string;
  try {
    actual = fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined; // no /proc (macOS, some sandboxes): the lstat walk and O_NOFOLLOW stand
  }
  if (!actual.startsWith('/')) return undefined; // not a path (an anonymous file): nothing to compare
  return path.dirname(actual) === realDir ? undefined : { reason: 'moved', at: shown, actual };
}

function writeAll(fd: number, bytes: Uint8Array): void {
  let off = 0;
  while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
}

/** Replaces (or creates) the file at `place` with `bytes`: a temporary file beside it, then rename. */
export function writeAtomic(place: WritePlace, bytes: Uint8Array | string, options: WriteOptions = {}): WriteResult {
  const checked = checkPlace(place, options);
  if (!checked.ok) return checked;
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const mode = options.mode ?? 0o644;
  const temp = path.join(
    checked.dir,
    `.${path.basename(checked.file)}.skillscope-${process.pid}-${randomBytes(6).toString('hex')}.tmp`,
  );
  let fd: number | undefined;
  let created = false;
  try {
    fd = fs.openSync(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode);
    created = true;
    const wrong = verifyDescriptor(fd, checked.realDir, checked.file);
    if (wrong !== undefined) {
      fs.closeSync(fd);
      fd = undefined;
      fs.rmSync(temp, { force: true });
      created = false;
      return { ok: false, refusal: wrong };
    }
    writeAll(fd, data);
    fs.fchmodSync(fd, mode); // the umask may have narrowed the mode given to open
    if (options.owner !== undefined) {
      try {
        fs.fchownSync(fd, options.owner.uid, options.owner.gid);
      } catch {
        // Only root may give a file away; otherwise the file is ours, as after any edit.
      }
    }
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, checked.file);
    created = false;
    return { ok: true, file: checked.file };
  } catch (err) {
    if (fd !== undefined) fs.closeSync(fd);
    if (created) fs.rmSync(temp, { force: true });
    return { ok: false, refusal: { reason: 'failed', at: checked.file, detail: describeError(err) } };
  }
}

/**
 * Appends `bytes` to the file at `place` with one write(2) on an O_APPEND descriptor (so parallel
 * appenders never interleave a line), creating it when missing. O_NONBLOCK: a FIFO planted in
 * the lstat-to-open window fails the open or the fstat instead of blocking.
 */
export function appendTo(place: WritePlace, bytes: Uint8Array | string, options: WriteOptions = {}): WriteResult {
  const checked = checkPlace(place, options);
  if (!checked.ok) return checked;
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  let fd: number;
  try {
    fd = fs.openSync(checked.file, C.O_WRONLY | C.O_APPEND | C.O_CREAT | NOFOLLOW | NONBLOCK, options.mode ?? 0o644);
  } catch (err) {
    if (errno(err) === 'ELOOP') return { ok: false, refusal: { reason: 'link', at: checked.file } };
    if (errno(err) === 'ENXIO')
      return { ok: false, refusal: { reason: 'not-regular', at: checked.file, what: 'fifo' } };
    return { ok: false, refusal: { reason: 'failed', at: checked.file, detail: describeError(err) } };
  }
  try {
    const wrong = verifyDescriptor(fd, checked.realDir, checked.file);
    if (wrong !== undefined) return { ok: false, refusal: wrong };
    // A hard link is a second name for the same bytes; an append would change both. (A whole-file
    // write renames a new file over the name, so the other name keeps its bytes.)
    const links = fs.fstatSync(fd).nlink;
    if (links > 1) return { ok: false, refusal: { reason: 'hard-link', at: checked.file, links } };
    const written = fs.writeSync(fd, data, 0, data.length);
    if (written !== data.length)
      return {
        ok: false,
        refusal: { reason: 'failed', at: checked.file, detail: `short write (${written} of ${data.length} bytes)` },
      };
    return { ok: true, file: checked.file };
  } catch (err) {
    return { ok: false, refusal: { reason: 'failed', at: checked.file, detail: describeError(err) } };
  } finally {
    fs.closeSync(fd);
  }
}

/** Creates an empty file that must not exist yet (a lock): O_CREAT|O_EXCL never follows a link. */
export function createExclusive(place: WritePlace, options: WriteOptions = {}): WriteResult {
  const checked = checkPlace(place, options);
  if (!checked.ok) return checked;
  if (checked.exists) return { ok: false, refusal: { reason: 'exists', at: checked.file } };
  let fd: number;
  try {
    fd = fs.openSync(checked.file, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, options.mode ?? 0o644);
  } catch (err) {
    if (errno(err) === 'EEXIST') return { ok: false, refusal: { reason: 'exists', at: checked.file } };
    return { ok: false, refusal: { reason: 'failed', at: checked.file, detail: describeError(err) } };
  }
  try {
    const wrong = verifyDescriptor(fd, checked.realDir, checked.file);
    if (wrong !== undefined) {
      fs.rmSync(checked.file, { force: true });
      return { ok: false, refusal: wrong };
    }
    return { ok: true, file: checked.file };
  } finally {
    fs.closeSync(fd);
  }
}

/** One plain phrase for a refusal, naming the path: "'x/.skillscope' is a symbolic link; …". */
export function writeRefusalMessage(refusal: WriteRefusal): string {
  const at = `'${refusal.at}'`;
  switch (refusal.reason) {
    case 'link':
      return `${at} is a symbolic link; skillscope never writes through a link (remove it, or name a real file)`;
    case 'not-regular':
      return `${at} is ${SPECIAL_WORDS[refusal.what]}, not a regular file; nothing was written`;
    case 'not-folder':
      return `${at} is not a folder`;
    case 'missing-folder':
      return `the folder ${at} does not exist`;
    case 'moved':
      return `${at} moved while it was being written (it is now '${refusal.actual}'); nothing was written`;
    case 'hard-link':
      return `${at} has ${refusal.links} hard links (names elsewhere share its bytes); skillscope appends only to a file with one name`;
    case 'exists':
      return `${at} already exists`;
    case 'failed':
      return `cannot write ${at}: ${refusal.detail}`;
  }
}
