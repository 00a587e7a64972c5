/**
 * The one exception type for expected failures of the tool itself: a bad argument, a path that
 * cannot be read, a broken config or query file. The CLI prints its message on one line and exits 2.
 * Problems *in the user's skills* are never thrown — they are diagnostics.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A short reason for a failed file operation, worded the same by every command:
 * "no such file or folder", "permission denied", "not a folder", "is a folder", else the message.
 */
export function describeError(err: unknown): string {
  const e = err as NodeJS.ErrnoException | undefined;
  switch (e?.code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'not a folder';
    case 'EISDIR':
      return 'is a folder, not a file';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return e && typeof e.message === 'string' ? e.message : String(err);
  }
}
