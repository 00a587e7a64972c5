/**
 * The one exception type for expected failures of the tool itself: a bad argument, a path that
 * cannot be read, a broken config or query file. The CLI prints its message on one line and exits 2.
 * Problems *in the user's skills* are never thrown — they are diagnostics.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
