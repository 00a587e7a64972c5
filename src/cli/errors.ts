/**
 * Expected failures of the tool itself (bad argument, unreadable path, bad config).
 * The CLI prints `skillscope: <message>` on one line and exits 2. Problems *in the user's
 * skills* are never thrown: they are diagnostics. The class lives in the library
 * (`src/base/errors.ts`) so library calls can throw it too.
 */
export { UsageError } from '../base/errors.js';

/** Exit codes, decided once per run from the findings (see docs/output.md, "Exit codes"). */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
