/**
 * THE path guard: every file skillscope opens goes through `readGuarded` (or `checkGuarded` when
 * only the size is needed). A path passes when
 *   1. it can be opened (no dangling link, no link loop; with `noFollow`, its last component is
 *      not a link at all),
 *   2. the file actually opened stays inside the bound, when one is given (the scanned root, a
 *      linked skill's own real folder, the repository of a config file, the state folder),
 *   3. it is a regular file — never a folder, FIFO, device or socket,
 *   4. it is at most `maxBytes` long, so neither /dev/zero behind a link nor a 600 MB file can
 *      exhaust memory.
 * A refusal is data (the loader turns it into a finding, the CLI into one `skillscope:` line);
 * the guard throws nothing. It reaches the disk only through the small `GuardFs` interface, which
 * the loader's `Fs` satisfies (memoryFs included), so it is pure over that interface.
 *
 * Race-free: 2–4 are decided on what `openRead` reports about the ONE descriptor it opened — its
 * real path (on Linux read back from /proc/self/fd/N, never re-resolved from the name), its
 * fstat, and the bytes read through it. An earlier version resolved the name, stat-ed it, then
 * opened it by name again; a folder link flipped between those calls served an outside file
 * (about 1 read in 12 under a flipping loop). Now a swap can only make the read fail or read an
 * inside file; the bytes returned always belong to the path that was checked.
 * `openRead` still stats the name first and never opens a non-regular file it can see (opening a
 * device can have effects of its own); the descriptor check is what makes the answer true. A
 * caller that has just listed the folder and seen a regular file (not a link) by that name says
 * so (`listedRegular`), and that stat is skipped: the listing is the same filter, exposed to the
 * same swap, and the swap is caught on the descriptor all the same (test/hostile/race.test.ts).
 */
import { describeError } from './errors.js';

/** What a non-regular path is, for messages and data. */
export type SpecialKind = 'fifo' | 'char-device' | 'block-device' | 'socket' | 'other';

interface GuardStat {
  /** Kind after following symlinks. */
  readonly kind: 'file' | 'dir' | 'other';
  readonly size: number;
  /** For kind 'other': what it is, when known. */
  readonly special?: SpecialKind;
}

export interface OpenRequest {
  /** Largest size read, in bytes; a larger regular file is described but its bytes are not read. */
  readonly maxBytes: number;
  /** Refuse a path whose last component is a symbolic link (throw an error with code 'ESYMLINK'). */
  readonly noFollow: boolean;
  /** Read at most this many bytes (the file's size is still checked against `maxBytes`). */
  readonly readBytes?: number;
  /** The folder was just listed and held a regular file (not a link) by this name (GuardOptions). */
  readonly listedRegular?: boolean;
  /** The bytes may sit in a buffer the next such read reuses (GuardOptions.transient). */
  readonly transient?: boolean;
}

/** What one open of a path found, all of it about the same descriptor. */
export interface OpenedFile {
  /** Real path of the file that was opened. */
  readonly real: string;
  /** Kind and size of the opened file. */
  readonly stat: GuardStat;
  /**
   * The content, read through the same descriptor, when the file is regular and at most
   * `maxBytes` long. Reading stops after `maxBytes + 1` bytes, so a file that grows while it is
   * read comes back longer than the cap (and is refused) instead of filling memory.
   */
  readonly bytes?: Uint8Array;
}

/** The part of the loader's `Fs` the guard needs. */
export interface GuardFs {
  stat(p: string): GuardStat;
  realpath(p: string): string;
  /**
   * Opens `p` once, describes the opened file and (when it is a small regular file) reads it.
   * Throws when it cannot be opened (ENOENT, EACCES, ELOOP; 'ESYMLINK' under `noFollow`). Never
   * blocks: a FIFO is opened non-blocking, if at all, and never read.
   */
  openRead(p: string, request: OpenRequest): OpenedFile;
}

export type Refusal =
  /** The path or its link target does not exist, or cannot be resolved (permissions, link loop). */
  | { readonly reason: 'unreadable'; readonly detail: string }
  /** After resolving links the path leaves the bound. */
  | { readonly reason: 'outside'; readonly target: string }
  /** A folder, FIFO, device or socket. */
  | { readonly reason: 'not-regular'; readonly what: 'folder' | SpecialKind }
  /** The last component is a symbolic link where none is allowed (`noFollow`). */
  | { readonly reason: 'symlink' }
  /** Larger than maxBytes. */
  | { readonly reason: 'too-large'; readonly size: number; readonly max: number };

export interface GuardOptions {
  /** Real path (links resolved) the file must stay inside; undefined for files the user named directly. */
  readonly within?: string;
  /** Largest size read, in bytes. */
  readonly maxBytes: number;
  /**
   * Refuse the path when its last component is a symbolic link (state files: skillscope writes
   * them and never makes a link, so a link there was planted). Default false.
   */
  readonly noFollow?: boolean;
  /**
   * Only the first `headBytes` bytes are wanted (whether a SKILL.md opens with `---`): the rest
   * is not read. The size limit still applies to the whole file.
   */
  readonly headBytes?: number;
  /**
   * The caller listed the folder a moment ago and saw a regular file, not a link, by this name
   * (readdir's entry type): the name is not stat-ed before the open. Only a filter is skipped;
   * checks 1–4 are still decided on the opened descriptor.
   */
  readonly listedRegular?: boolean;
  /**
   * The caller is done with the bytes before its next guarded read and keeps no reference to
   * them (it decodes what it keeps): they may be read into a buffer the next transient read
   * reuses. A 10,000-skill `route` read 71 MB of SKILL.md into a fresh buffer each, and garbage
   * collection was 14 % of its CPU time.
   */
  readonly transient?: boolean;
}

export type Checked =
  | { readonly ok: true; readonly real: string; readonly size: number }
  | { readonly ok: false; readonly refusal: Refusal };
export type Read =
  | { readonly ok: true; readonly real: string; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly refusal: Refusal };

/** True when `real` is `bound` or below it (both real paths, '/'-separated). */
export function isInside(real: string, bound: string): boolean {
  if (real === bound) return true;
  // No `${bound}/` per call: the guard asks this for every file it opens.
  const n = bound.length;
  if (n > 0 && bound.charCodeAt(n - 1) === 0x2f) return real.startsWith(bound);
  return real.length > n && real.charCodeAt(n) === 0x2f && real.startsWith(bound);
}

function kindRefusal(stat: GuardStat, maxBytes: number): Refusal | null {
  if (stat.kind === 'dir') return { reason: 'not-regular', what: 'folder' };
  if (stat.kind !== 'file') return { reason: 'not-regular', what: stat.special ?? 'other' };
  if (stat.size > maxBytes) return { reason: 'too-large', size: stat.size, max: maxBytes };
  return null;
}

/**
 * Runs checks 1–4 on the name without opening the file (for sizes only: nothing read is served,
 * so the name-based check is enough here).
 */
export function checkGuarded(fs: GuardFs, p: string, options: GuardOptions): Checked {
  let real: string;
  try {
    real = fs.realpath(p);
  } catch (err) {
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  if (options.within !== undefined && !isInside(real, options.within))
    return { ok: false, refusal: { reason: 'outside', target: real } };
  let stat: GuardStat;
  try {
    stat = fs.stat(p);
  } catch (err) {
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  const refusal = kindRefusal(stat, options.maxBytes);
  if (refusal !== null) return { ok: false, refusal };
  return { ok: true, real, size: stat.size };
}

/** Opens once, checks the descriptor (checks 1–4), and returns the bytes read through it. */
export function readGuarded(fs: GuardFs, p: string, options: GuardOptions): Read {
  let opened: OpenedFile;
  try {
    opened = fs.openRead(p, openRequest(options));
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ESYMLINK') return { ok: false, refusal: { reason: 'symlink' } };
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  if (options.within !== undefined && !isInside(opened.real, options.within))
    return { ok: false, refusal: { reason: 'outside', target: opened.real } };
  const refusal = kindRefusal(opened.stat, options.maxBytes);
  if (refusal !== null) return { ok: false, refusal };
  const bytes = opened.bytes;
  if (bytes === undefined)
    return { ok: false, refusal: { reason: 'too-large', size: opened.stat.size, max: options.maxBytes } };
  // The file grew between fstat and read (a log being written): keep the cap.
  if (bytes.length > options.maxBytes)
    return { ok: false, refusal: { reason: 'too-large', size: bytes.length, max: options.maxBytes } };
  // A GuardFs may serve more than was asked (memoryFs serves whole files): the answer is the same.
  const head = options.headBytes;
  return {
    ok: true,
    real: opened.real,
    bytes: head !== undefined && bytes.length > head ? bytes.subarray(0, head) : bytes,
  };
}

/** What `openRead` is asked, from the guard's options (only the hints that are set). */
function openRequest(options: GuardOptions): OpenRequest {
  const request: { -readonly [K in keyof OpenRequest]: OpenRequest[K] } = {
    maxBytes: options.maxBytes,
    noFollow: options.noFollow === true,
  };
  if (options.headBytes !== undefined) request.readBytes = options.headBytes;
  if (options.listedRegular === true) request.listedRegular = true;
  if (options.transient === true) request.transient = true;
  return request;
}

/** Plain words for each non-regular kind (the write guard says them too). */
export const SPECIAL_WORDS: Readonly<Record<'folder' | SpecialKind, string>> = {
  folder: 'a folder',
  fifo: 'a FIFO (named pipe)',
  'char-device': 'a character device',
  'block-device': 'a block device',
  socket: 'a socket',
  other: 'not a regular file',
};

/** One plain phrase for a refusal, e.g. "is a FIFO (named pipe), not a regular file". */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.reason) {
    case 'unreadable':
      return refusal.detail;
    case 'outside':
      return 'resolves outside the scanned folder';
    case 'not-regular':
      return refusal.what === 'other'
        ? 'is not a regular file'
        : `is ${SPECIAL_WORDS[refusal.what]}, not a regular file`;
    case 'symlink':
      return 'is a symbolic link (skillscope never makes one here, so it is not followed)';
    case 'too-large':
      return `is too large (${formatBytes(refusal.size)}; limit ${formatBytes(refusal.max)})`;
  }
}

/** Binary units, the way the limits are documented (64 MiB, 4 MiB, 64 KiB). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${trim(n / (1024 * 1024))} MiB`;
  if (n >= 1024) return `${trim(n / 1024)} KiB`;
  return `${n} bytes`;
}

const trim = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));
