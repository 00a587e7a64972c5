/**
 * Resource paths a model asks for, checked before anything is opened. This is the one place
 * the access layer opens a skill file by a caller-supplied path; after the checks on the text of
 * the path it goes through THE path guard (`src/base/guard.ts`) bounded by the skill folder.
 *
 * Order matters: the text of the path is judged first (absolute, drive letters, backslashes,
 * `..`, empty or `.` segments, control characters), so nothing outside is ever stat'ed; then
 * the path is resolved with symlinks and must stay inside the skill folder's real path; then
 * it must be a regular file (not a folder, FIFO, socket or device — a FIFO would block a read
 * and /dev/zero never ends) no larger than the cap.
 */
import { trimEndOf } from '../base/trim.js';
import { readGuarded, refusalMessage } from '../base/guard.js';
import { describeError } from '../base/errors.js';
import type { Fs } from '../skills/fs.js';
import type { OutOfScopeReason } from './errors.js';

/** Largest resource served, bytes (the Anthropic platform's whole-skill limit is 8 MB). */
export const MAX_RESOURCE_BYTES = 8 * 1024 * 1024;

export type OpenResult =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly real: string }
  | { readonly ok: false; readonly kind: 'out-of-scope'; readonly reason: OutOfScopeReason; readonly detail: string }
  | { readonly ok: false; readonly kind: 'not-found'; readonly detail: string };

/** Why a relative path is refused by its text alone, or null when it is well formed. */
export function pathTextProblem(rel: string): OutOfScopeReason | null {
  if (/[\u0000-\u001f\u007f]/.test(rel)) return 'control-character';
  if (/^[A-Za-z]:/.test(rel) || rel.startsWith('\\\\') || rel.startsWith('//')) return 'drive';
  if (rel.startsWith('/') || rel.startsWith('~')) return 'absolute';
  if (rel.includes('\\')) return 'backslash';
  const segments = rel.split('/');
  if (segments.includes('..')) return 'parent';
  if (segments.some((s) => s === '' || s === '.')) return 'empty-segment';
  return null;
}

/** describeError's wording for ELOOP: the guard reports a loop as an unreadable path with it. */
const LOOP_DETAIL = describeError({ code: 'ELOOP' });

/** Reads `rel` below the folder `baseAbs`, or says why not. Never throws for a bad path. */
export function openInside(fs: Fs, baseAbs: string, rel: string, maxBytes: number = MAX_RESOURCE_BYTES): OpenResult {
  const textProblem = pathTextProblem(rel);
  if (textProblem !== null) return { ok: false, kind: 'out-of-scope', reason: textProblem, detail: rel };
  // Hidden entries (and node_modules) are not part of a skill for the loader either.
  if (rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules'))
    return { ok: false, kind: 'not-found', detail: 'hidden entries are not served' };
  let base: string;
  try {
    base = fs.realpath(baseAbs);
  } catch (err) {
    return { ok: false, kind: 'not-found', detail: describeError(err) };
  }
  // THE path guard: links resolved inside the skill folder, a regular file, under the cap.
  const read = readGuarded(fs, `${trimEndOf(baseAbs, '/')}/${rel}`, { within: base, maxBytes });
  if (read.ok) return { ok: true, bytes: read.bytes, real: read.real };
  const r = read.refusal;
  switch (r.reason) {
    case 'unreadable':
      return r.detail === LOOP_DETAIL
        ? { ok: false, kind: 'out-of-scope', reason: 'symlink-loop', detail: r.detail }
        : { ok: false, kind: 'not-found', detail: r.detail };
    case 'outside':
    case 'symlink':
      return { ok: false, kind: 'out-of-scope', reason: 'symlink-escape', detail: 'resolves outside the skill folder' };
    case 'not-regular':
      return { ok: false, kind: 'out-of-scope', reason: 'not-regular-file', detail: refusalMessage(r) };
    case 'too-large':
      return { ok: false, kind: 'out-of-scope', reason: 'too-large', detail: refusalMessage(r) };
  }
}
