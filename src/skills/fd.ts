/**
 * Two facts about an open descriptor, for the path guard's race-free read (src/base/guard.ts):
 * the real path of the file it holds, and its bytes up to a cap. Both work on the descriptor,
 * never on the name again, so a link swapped after the open cannot change the answer.
 */
import * as fs from 'node:fs';

/**
 * Whether /proc/self/fd answers on this system (Linux; not macOS, not every container). Asked
 * once per process and kept: the answer cannot change while we run, and asking costs a failed
 * system call per file on systems without it.
 */
let procFdWorks: boolean | undefined;

/**
 * The real path of the file `fd` holds. On Linux it is read back from /proc/self/fd/N: the
 * kernel's own name for the opened inode, however the path was reached. Elsewhere the name is
 * resolved and the descriptor must be the very file found there (same device and inode), else
 * the file changed while it was opened and the read fails (code 'ECHANGED').
 */
export function fdRealPath(fd: number, file: string, st: fs.Stats): string {
  if (procFdWorks !== false) {
    try {
      const real = fs.readlinkSync(`/proc/self/fd/${fd}`);
      procFdWorks = true;
      // A regular file always has an absolute name here (unless it was deleted meanwhile,
      // which the kernel marks " (deleted)": then it is no longer a file at that path).
      if (real.startsWith('/') && !real.endsWith(' (deleted)')) return real;
      throw changed(file);
    } catch (err) {
      if ((err as { code?: unknown }).code === 'ECHANGED') throw err;
      if (procFdWorks === true) throw err;
      procFdWorks = false;
    }
  }
  const real = fs.realpathSync.native(file);
  const now = fs.statSync(real);
  if (now.dev !== st.dev || now.ino !== st.ino) throw changed(file);
  return real;
}

function changed(file: string): Error {
  return Object.assign(new Error(`'${file}' changed while it was being opened`), { code: 'ECHANGED' });
}

/**
 * The buffer transient reads reuse (OpenRequest.transient): grown to the largest file read so
 * far up to TRANSIENT_MAX_BYTES, never shrunk. Larger files get a buffer of their own.
 */
let transientBuf: Buffer | undefined;
/** Largest file read into the reused buffer. Default 1 MiB; a SKILL.md is ~7 KB on average. */
const TRANSIENT_MAX_BYTES = 1024 * 1024;

function firstBuffer(size: number, transient: boolean): Buffer {
  if (!transient || size > TRANSIENT_MAX_BYTES) return Buffer.allocUnsafeSlow(size);
  if (transientBuf === undefined || transientBuf.length < size)
    transientBuf = Buffer.allocUnsafeSlow(Math.max(size, 64 * 1024));
  return transientBuf.subarray(0, size);
}

/**
 * Reads from `fd` until end of file or `limit` bytes, whichever comes first. `sizeHint` (the
 * fstat size) sizes the first buffer one byte larger, so a file that grew since its fstat is
 * seen to have grown; the buffer then doubles up to `limit`. `transient`: the first buffer is the
 * one the next transient read reuses, so the caller must be done with the bytes before then.
 */
export function readUpTo(fd: number, limit: number, sizeHint: number, transient = false): Uint8Array {
  let buf = firstBuffer(Math.max(1, Math.min(limit, sizeHint + 1)), transient);
  let n = 0;
  for (;;) {
    if (n === buf.length) {
      if (n >= limit) break;
      const bigger = Buffer.allocUnsafeSlow(Math.min(limit, buf.length * 2));
      buf.copy(bigger, 0, 0, n);
      buf = bigger;
    }
    const got = fs.readSync(fd, buf, n, buf.length - n, null);
    if (got === 0) break;
    n += got;
    // Exactly the size fstat gave, with room for one byte more: the file is read. Asking again
    // only to be told "end of file" was a system call per file (a file that grows after this
    // read is read as it was; one that grew before it fills the spare byte and goes on).
    if (n === sizeHint && n < buf.length) break;
  }
  return buf.subarray(0, n);
}
