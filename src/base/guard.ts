/**
 * THE path guard: every file skillscope opens goes through `readGuarded` (or `checkGuarded` when
 * only the size is needed). A path passes when
 *   1. its links resolve (no dangling link, no link loop),
 *   2. the resolved path stays inside the bound, when one is given (the scanned root, or a linked
 *      skill's own real folder),
 *   3. it is a regular file — never a folder, FIFO, device or socket — checked with `stat` BEFORE
 *      anything is opened, so a FIFO can never block the run,
 *   4. it is at most `maxBytes` long, so neither /dev/zero behind a link nor a 600 MB file can
 *      exhaust memory.
 * A refusal is data (the loader turns it into a finding, the CLI into one `skillscope:` line);
 * the guard throws nothing. It reaches the disk only through the small `GuardFs` interface, which
 * the loader's `Fs` satisfies (memoryFs included), so it is pure over that interface.
 *
 * The check and the open are two calls, so a file swapped between them (a race only the owner of
 * the folder can run) is caught by `nodeFs.readFile` itself, which opens non-blocking and checks
 * the opened descriptor again (see src/skills/fs.ts).
 */
import { describeError } from '../errors.js';

/** What a non-regular path is, for messages and data. */
export type SpecialKind = 'fifo' | 'char-device' | 'block-device' | 'socket' | 'other';

export interface GuardStat {
  /** Kind after following symlinks. */
  readonly kind: 'file' | 'dir' | 'other';
  readonly size: number;
  /** For kind 'other': what it is, when known. */
  readonly special?: SpecialKind;
}

/** The part of the loader's `Fs` the guard needs. */
export interface GuardFs {
  stat(p: string): GuardStat;
  realpath(p: string): string;
  readFile(p: string): Uint8Array;
}

export type Refusal =
  /** The path or its link target does not exist, or cannot be resolved (permissions, link loop). */
  | { readonly reason: 'unreadable'; readonly detail: string }
  /** After resolving links the path leaves the bound. */
  | { readonly reason: 'outside'; readonly target: string }
  /** A folder, FIFO, device or socket. */
  | { readonly reason: 'not-regular'; readonly what: 'folder' | SpecialKind }
  /** Larger than maxBytes. */
  | { readonly reason: 'too-large'; readonly size: number; readonly max: number };

export interface GuardOptions {
  /** Real path (links resolved) the file must stay inside; undefined for files the user named directly. */
  readonly within?: string;
  /** Largest size read, in bytes. */
  readonly maxBytes: number;
}

export type Checked = { readonly ok: true; readonly real: string; readonly size: number } | { readonly ok: false; readonly refusal: Refusal };
export type Read = { readonly ok: true; readonly real: string; readonly bytes: Uint8Array } | { readonly ok: false; readonly refusal: Refusal };

/** True when `real` is `bound` or below it (both real paths, '/'-separated). */
export function isInside(real: string, bound: string): boolean {
  if (real === bound) return true;
  return real.startsWith(bound.endsWith('/') ? bound : `${bound}/`);
}

/** Runs checks 1–4 without opening the file. */
export function checkGuarded(fs: GuardFs, p: string, options: GuardOptions): Checked {
  let real: string;
  try {
    real = fs.realpath(p);
  } catch (err) {
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  if (options.within !== undefined && !isInside(real, options.within)) return { ok: false, refusal: { reason: 'outside', target: real } };
  let stat: GuardStat;
  try {
    stat = fs.stat(p);
  } catch (err) {
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  if (stat.kind === 'dir') return { ok: false, refusal: { reason: 'not-regular', what: 'folder' } };
  if (stat.kind !== 'file') return { ok: false, refusal: { reason: 'not-regular', what: stat.special ?? 'other' } };
  if (stat.size > options.maxBytes) return { ok: false, refusal: { reason: 'too-large', size: stat.size, max: options.maxBytes } };
  return { ok: true, real, size: stat.size };
}

/** Checks, then reads the whole file. */
export function readGuarded(fs: GuardFs, p: string, options: GuardOptions): Read {
  const checked = checkGuarded(fs, p, options);
  if (!checked.ok) return checked;
  let bytes: Uint8Array;
  try {
    bytes = fs.readFile(p);
  } catch (err) {
    return { ok: false, refusal: { reason: 'unreadable', detail: describeError(err) } };
  }
  // The file grew between stat and read (a log being written): keep the cap.
  if (bytes.length > options.maxBytes) return { ok: false, refusal: { reason: 'too-large', size: bytes.length, max: options.maxBytes } };
  return { ok: true, real: checked.real, bytes };
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
      return refusal.what === 'other' ? 'is not a regular file' : `is ${SPECIAL_WORDS[refusal.what]}, not a regular file`;
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
