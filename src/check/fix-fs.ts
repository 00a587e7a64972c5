/**
 * The disk as `--fix` sees it: read a skill file, find its real path, its mode and link count,
 * and replace it atomically. `nodeFixFs` is the real disk; tests pass a failing one. Kept apart
 * from the loader's read-only `Fs` so no read-only command ever holds a way to write.
 */
import * as fs from 'node:fs';
import type { GuardFs } from '../base/guard.js';
import { writeAtomic, type WritePlace, type WriteResult } from '../base/write-guard.js';
import { nodeFs } from '../skills/fs.js';

export interface FixFileInfo {
  /** Permission bits (`mode & 0o7777`), given to the replacement file. */
  readonly mode: number;
  /** Hard links to the file: more than 1 means other names share its content. */
  readonly nlink: number;
  readonly uid: number;
  readonly gid: number;
  /** Whether this process may write the file itself (not only its folder). */
  readonly writable: boolean;
  readonly isFile: boolean;
}

export interface FixFs extends GuardFs {
  /** Canonical path with symlinks resolved. */
  realpath(p: string): string;
  /** Follows symlinks. Throws when the file cannot be reached. */
  info(file: string): FixFileInfo;
  /**
   * Replaces the file at `place` (the scanned root's real folder, the file's real path below it)
   * with `bytes` through the write guard: a temporary file in the same folder gets the bytes and
   * `info`'s mode (and owner, when allowed), then is renamed over the file. A reader sees the old
   * or the new file, never a half-written one; a link or special file now at the place, or a
   * folder on the way that became a link, is refused.
   */
  replaceFile(place: WritePlace, bytes: Uint8Array, info: FixFileInfo): WriteResult;
}

export const nodeFixFs: FixFs = {
  // The loader's reads: one non-blocking open, the descriptor checked (see base/guard.ts).
  openRead: (file, request) => nodeFs.openRead(file, request),
  stat: (p) => nodeFs.stat(p),
  realpath: (p) => fs.realpathSync(p),
  info(file) {
    const s = fs.statSync(file);
    let writable = true;
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch {
      writable = false;
    }
    return { mode: s.mode & 0o7777, nlink: s.nlink, uid: s.uid, gid: s.gid, writable, isFile: s.isFile() };
  },
  replaceFile: (place, bytes, info) =>
    writeAtomic(place, bytes, { mode: info.mode, owner: { uid: info.uid, gid: info.gid } }),
};
