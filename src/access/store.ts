/**
 * The state folder on disk: where it is, reading it, and the only writes the access commands
 * make (the selection log, state.json, and the `.gitignore` of a `.skillscope` folder made in a
 * source). Nothing else under a skills root is ever written.
 *
 * Concurrency: a selection is one `write(2)` of one line to a file opened with O_APPEND, so
 * parallel `select` processes never interleave or lose lines (the kernel appends each write
 * whole); a line is kept under PIPE_BUF (4,096 bytes) by shortening query/reason, which also
 * keeps it atomic on filesystems that only promise that much. state.json is a
 * read-modify-write, so enable/disable take a lock file (O_EXCL) and replace the file by rename.
 *
 * Every write goes through the write guard (base/write-guard.ts) with the folder the user named
 * (the source DIR, or `--state DIR`) as the allowed folder: a `.skillscope` link, or a link or
 * FIFO at `state.json` / `selections.jsonl`, that a repository ships is refused, never followed.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import {
  appendTo,
  checkPlace,
  createExclusive,
  writeAtomic,
  writeRefusalMessage,
  type WritePlace,
  type WriteRefusal,
} from '../base/write-guard.js';
import { describeError } from '../base/errors.js';
import { readGuarded, refusalMessage } from '../base/guard.js';
import { nodeFs } from '../skills/fs.js';
import { AccessError } from './errors.js';
import type { Source } from './view.js';
import {
  parseSelections,
  parseState,
  SELECTIONS_FILE,
  STATE_FILE,
  STATE_FOLDER,
  stateOf,
  type AccessState,
  type SelectionEvent,
  type StateFile,
} from './state.js';

/** Largest selection line, bytes (POSIX PIPE_BUF on Linux). */
export const MAX_EVENT_BYTES = 4096;
/** Shortest a name is cut to when a selection line is over MAX_EVENT_BYTES, code points (at most 6 bytes each as JSON). */
export const LOGGED_NAME_MIN = 16;
/**
 * Shortest a query or reason is cut to, code points. 256: both at 6 bytes a code point, the name
 * at its floor and the other fields (~200 bytes) stay under MAX_EVENT_BYTES.
 */
export const LOGGED_TEXT_MIN = 256;
/**
 * Largest state.json read, bytes. 16 MiB: a name and a time per disabled skill is under 200
 * bytes, so this is room for 80,000 of them; the cap only stops a planted huge file.
 */
export const MAX_STATE_BYTES = 16 * 1024 * 1024;
/**
 * Largest selections.jsonl read, bytes. 64 MiB: about 200,000 selections of typical length
 * (each line is at most MAX_EVENT_BYTES). Past it every access command stops with one line
 * saying to move the log aside; the counts then start again.
 */
export const MAX_SELECTIONS_BYTES = 64 * 1024 * 1024;
/** How long enable/disable wait for another process's lock before giving up, ms. */
export const LOCK_TIMEOUT_MS = 10_000;
/** A lock file older than this is left over from a crashed process and is removed, ms. */
export const STALE_LOCK_MS = 60_000;

export interface StateLocation {
  /** The state folder, or null when none is writable (reads then see an empty state). */
  readonly dir: string | null;
  /** Folders considered, for the error message. */
  readonly tried: readonly string[];
  /**
   * Real folder the state files must stay inside when read: the source root for the
   * `.skillscope` found there (a `.skillscope` link out of the root is refused), else the state
   * folder itself (`--state DIR`, whatever it resolves to).
   */
  readonly bound?: string;
}

function writableDir(dir: string): boolean {
  try {
    if (!fs.statSync(dir).isDirectory()) return false;
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** `--state DIR` as given, else `.skillscope` under the first source root that is a writable folder. */
export function locateState(sources: readonly Source[], explicit: string | undefined): StateLocation {
  if (explicit !== undefined) return { dir: explicit, tried: [explicit] };
  const tried: string[] = [];
  for (const s of sources) {
    const candidate = path.join(s.abs, STATE_FOLDER);
    tried.push(candidate);
    if (writableDir(candidate) || (!fs.existsSync(candidate) && writableDir(s.abs))) {
      const bound = realOrNull(s.abs);
      return bound === null ? { dir: candidate, tried } : { dir: candidate, tried, bound };
    }
  }
  return { dir: null, tried };
}

function realOrNull(p: string): string | null {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return null;
  }
}

const NO_SUCH_FILE = describeError({ code: 'ENOENT' });

/**
 * A state file's text through the path guard: a regular file (a FIFO never blocks, /dev/zero
 * is never read), not a link (skillscope never makes one there), inside the state's bound, at
 * most `maxBytes`. A missing file or folder is null (no state yet); anything else refused is an
 * AccessError STATE_UNREADABLE naming the file and what is wrong with it.
 */
function readStateText(loc: StateLocation, name: string, maxBytes: number): string | null {
  if (loc.dir === null) return null;
  const file = path.join(loc.dir, name);
  const bound = loc.bound ?? realOrNull(loc.dir);
  if (bound === null) return null;
  const read = readGuarded(nodeFs, file, { within: bound, maxBytes, noFollow: true });
  if (read.ok) return new TextDecoder().decode(read.bytes);
  const r = read.refusal;
  if (r.reason === 'unreadable' && r.detail === NO_SUCH_FILE) return null;
  const what = r.reason === 'outside' ? `resolves outside '${bound}'` : refusalMessage(r);
  const fix = name === SELECTIONS_FILE && r.reason === 'too-large' ? ': move it aside to start a new log' : '';
  throw new AccessError('STATE_UNREADABLE', `the state file '${file}' ${what}${fix}`, { file, reason: r.reason });
}

export function readState(loc: StateLocation): AccessState {
  return stateOf(
    parseState(readStateText(loc, STATE_FILE, MAX_STATE_BYTES)),
    parseSelections(readStateText(loc, SELECTIONS_FILE, MAX_SELECTIONS_BYTES)),
  );
}

function requireDir(loc: StateLocation): string {
  if (loc.dir === null)
    throw new AccessError(
      'STATE_NOT_WRITABLE',
      `no writable state folder (tried ${loc.tried.join(', ')}); pass --state DIR`,
      { tried: loc.tried },
    );
  return loc.dir;
}

/**
 * Where `name` in the state folder is written: the `.skillscope` found in a source root is
 * written below that root's real folder, so neither the folder nor the file may be a link;
 * `--state DIR` is the user's own folder, taken as given (only the file may not be a link).
 */
function statePlace(loc: StateLocation, name: string): WritePlace {
  const dir = requireDir(loc);
  if (loc.bound === undefined) return { folder: dir, rel: name };
  return { folder: loc.bound, rel: `${path.basename(dir)}/${name}` };
}

function refused(refusal: WriteRefusal): AccessError {
  return new AccessError('STATE_NOT_WRITABLE', writeRefusalMessage(refusal), {
    tried: [refusal.at],
    refusal: refusal.reason,
  });
}

/**
 * The event as one line of at most MAX_EVENT_BYTES bytes (`truncated: true` when anything was
 * cut). The query and reason are what the log is for, so the name goes first: it is cut as far
 * as LOGGED_NAME_MIN code points (the ref names the skill exactly; the source is a label of at
 * most 32 characters). Only then query and reason, the longer one halved each time, never
 * below LOGGED_TEXT_MIN code points each: every field at its floor fits the cap even when every
 * character is escaped as \uXXXX, so the loop always ends with the line inside the cap and
 * neither text empty.
 */
export function eventLine(event: SelectionEvent): string {
  const fits = (e: SelectionEvent): string | null => {
    const line = `${JSON.stringify(e)}\n`;
    return Buffer.byteLength(line) <= MAX_EVENT_BYTES ? line : null;
  };
  let e: SelectionEvent = event;
  const whole = fits(e);
  if (whole !== null) return whole;
  // The name: the longest prefix that fits, found by bisection (cut lengths in code points).
  const name = [...e.name];
  const withName = (n: number): SelectionEvent => ({ ...event, name: name.slice(0, n).join(''), truncated: true });
  if (fits(withName(Math.min(name.length, LOGGED_NAME_MIN))) !== null) {
    let lo = Math.min(name.length, LOGGED_NAME_MIN);
    let hi = name.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(withName(mid)) !== null) lo = mid;
      else hi = mid - 1;
    }
    return fits(withName(lo))!;
  }
  e = withName(Math.min(name.length, LOGGED_NAME_MIN));
  for (;;) {
    const reason = [...e.reason];
    const query = [...e.query];
    const cut = (chars: string[]) => chars.slice(0, Math.max(LOGGED_TEXT_MIN, Math.floor(chars.length / 2))).join('');
    if (reason.length <= LOGGED_TEXT_MIN && query.length <= LOGGED_TEXT_MIN) break;
    e = reason.length >= query.length ? { ...e, reason: cut(reason) } : { ...e, query: cut(query) };
    const line = fits(e);
    if (line !== null) return line;
  }
  // Unreachable with the floors below (checked by a test); kept so the cap holds regardless.
  return (
    fits(e) ??
    `${JSON.stringify({ ...e, query: [...e.query].slice(0, 16).join(''), reason: [...e.reason].slice(0, 16).join('') })}\n`
  );
}

/**
 * The `.gitignore` of a `.skillscope` folder that skillscope makes inside a source: the selection
 * log (what agents chose, with the users' requests) and lock files stay out of the served
 * repository unless someone adds them on purpose; state.json, a decision of the user's, is not
 * ignored. A `--state DIR` is the user's own folder and gets none.
 */
export const STATE_GITIGNORE = `# Written by skillscope: the selection log and lock files are local to this machine.\n${SELECTIONS_FILE}\n${STATE_FILE}.lock\n`;

/** Puts STATE_GITIGNORE in the default state folder unless a file of that name is already there. */
function ignoreLocalFiles(loc: StateLocation): void {
  if (loc.bound === undefined || loc.dir === null) return;
  try {
    fs.lstatSync(path.join(loc.dir, '.gitignore'));
    return;
  } catch {
    // none yet
  }
  const written = writeAtomic(statePlace(loc, '.gitignore'), STATE_GITIGNORE, { createFolders: true });
  if (!written.ok) throw refused(written.refusal);
}

/** Appends one selection event: one write to an O_APPEND descriptor. Returns the log path. */
export function appendSelection(loc: StateLocation, event: SelectionEvent): string {
  const written = appendTo(statePlace(loc, SELECTIONS_FILE), eventLine(event), { createFolders: true });
  if (!written.ok) throw refused(written.refusal);
  // After the write: a refused write leaves the tree as it was.
  ignoreLocalFiles(loc);
  return written.file;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock<T>(loc: StateLocation, fn: () => T): T {
  const place = statePlace(loc, `${STATE_FILE}.lock`);
  const start = Date.now();
  let lock = '';
  for (;;) {
    const taken = createExclusive(place, { createFolders: true });
    if (taken.ok) {
      lock = taken.file;
      break;
    }
    if (taken.refusal.reason !== 'exists') throw refused(taken.refusal);
    lock = taken.refusal.at;
    try {
      // lstat: a link planted at the lock's name is judged by its own age, never followed.
      if (Date.now() - fs.lstatSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
    } catch {
      // the other process released it meanwhile
    }
    if (Date.now() - start > LOCK_TIMEOUT_MS)
      throw new AccessError('STATE_NOT_WRITABLE', `'${lock}' stays locked; remove it if no skillscope is running`, {
        tried: [lock],
      });
    sleep(5 + Math.floor(Math.random() * 10));
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Sets names disabled (true) or enabled (false) in state.json; returns the names that changed. */
export function setDisabled(
  loc: StateLocation,
  names: readonly string[],
  disabled: boolean,
  now: Date = new Date(),
): string[] {
  const place = statePlace(loc, STATE_FILE);
  // Refuse a link or FIFO at state.json before reading it, not only when writing.
  const target = checkPlace(place, { createFolders: true });
  if (!target.ok) throw refused(target.refusal);
  const changed = withLock(loc, () => {
    const current = parseState(readStateText(loc, STATE_FILE, MAX_STATE_BYTES));
    // A Map keyed by the names: on a plain object `constructor` is already "there" and
    // `__proto__` sets the prototype, so neither could be disabled.
    const next = new Map(Object.entries(current.disabled));
    const changed: string[] = [];
    for (const name of names) {
      if (disabled && !next.has(name)) {
        next.set(name, { at: now.toISOString() });
        changed.push(name);
      } else if (!disabled && next.has(name)) {
        next.delete(name);
        changed.push(name);
      }
    }
    if (changed.length > 0) {
      const sorted = Object.fromEntries([...next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      const out: StateFile = { schemaVersion: 1, disabled: sorted };
      const written = writeAtomic(place, `${JSON.stringify(out, null, 2)}\n`);
      if (!written.ok) throw refused(written.refusal);
    }
    return changed;
  });
  ignoreLocalFiles(loc);
  return changed;
}
