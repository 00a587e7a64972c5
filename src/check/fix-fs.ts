/**
 * The disk as `--fix` sees it: read a skill file, find its real path, its mode and link count,
 * and replace it atomically. `nodeFixFs` is the real disk; tests pass a failing one. Kept apart
 * from the loader's read-only `Fs` so no read-only command ever holds a way to write.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import type { GuardFs } from '../base/guard.js';
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
  /** Reads a whole file (callers go through the path guard, `readGuarded`, which stats first). */
  readFile(file: string): Uint8Array;
  /** Canonical path with symlinks resolved. */
  realpath(p: string): string;
  /** Follows symlinks. Throws when the file cannot be reached. */
  info(file: string): FixFileInfo;
  /**
   * Replaces `file` with `bytes` atomically: a temporary file in the same folder gets the bytes
   * and `info`'s mode (and owner, when allowed), then is renamed over `file`. A reader sees the
   * old or the new file, never a half-written one; on failure the temporary file is removed.
   */
  replaceFile(file: string, bytes: Uint8Array, info: FixFileInfo): void;
}

export const nodeFixFs: FixFs = {
  // The loader's reads: non-blocking open, the descriptor checked again (see skills/fs.ts).
  readFile: (file) => nodeFs.readFile(file),
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
  replaceFile(file, bytes, info) {
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.skillscope-${process.pid}-${Date.now().toString(36)}.tmp`);
    let fd: number | undefined;
    let created = false;
    try {
      fd = fs.openSync(temp, 'wx', info.mode);
      created = true;
      fs.writeSync(fd, bytes);
      fs.fchmodSync(fd, info.mode); // the umask may have narrowed the mode given to open
      try {
        fs.fchownSync(fd, info.uid, info.gid);
      } catch {
        // Only root may give a file away; otherwise the file is ours, as after any edit.
      }
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fd = undefined;
      fs.renameSync(temp, file);
    } catch (err) {
      if (fd !== undefined) fs.closeSync(fd);
      if (created) fs.rmSync(temp, { force: true });
      throw err;
    }
  },
};
