/**
 * The state folder on disk: where it is, reading it, and the only writes the access commands
 * make (the selection log and state.json). Nothing else under a skills root is ever written.
 *
 * Concurrency: a selection is one `write(2)` of one line to a file opened with O_APPEND, so
 * parallel `select` processes never interleave or lose lines (the kernel appends each write
 * whole); a line is kept under PIPE_BUF (4,096 bytes) by shortening query/reason, which also
 * keeps it atomic on filesystems that only promise that much. state.json is a
 * read-modify-write, so enable/disable take a lock file (O_EXCL) and replace the file by rename.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import path from 'node:path';
import { AccessError } from './errors.js';
import type { Source } from './view.js';
import { parseSelections, parseState, SELECTIONS_FILE, STATE_FILE, STATE_FOLDER, stateOf, type AccessState, type SelectionEvent, type StateFile } from './state.js';

/** Largest selection line, bytes (POSIX PIPE_BUF on Linux). */
export const MAX_EVENT_BYTES = 4096;
/** How long enable/disable wait for another process's lock before giving up, ms. */
export const LOCK_TIMEOUT_MS = 10_000;
/** A lock file older than this is left over from a crashed process and is removed, ms. */
export const STALE_LOCK_MS = 60_000;

export interface StateLocation {
  /** The state folder, or null when none is writable (reads then see an empty state). */
  readonly dir: string | null;
  /** Folders considered, for the error message. */
  readonly tried: readonly string[];
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
    if (writableDir(candidate) || (!fs.existsSync(candidate) && writableDir(s.abs))) return { dir: candidate, tried };
  }
  return { dir: null, tried };
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function readState(loc: StateLocation): AccessState {
  if (loc.dir === null) return stateOf(parseState(null), parseSelections(null));
  return stateOf(parseState(readText(path.join(loc.dir, STATE_FILE))), parseSelections(readText(path.join(loc.dir, SELECTIONS_FILE))));
}

function requireDir(loc: StateLocation): string {
  if (loc.dir === null) throw new AccessError('STATE_NOT_WRITABLE', `no writable state folder (tried ${loc.tried.join(', ')}); pass --state DIR`, { tried: loc.tried });
  try {
    fs.mkdirSync(loc.dir, { recursive: true });
  } catch (err) {
    throw new AccessError('STATE_NOT_WRITABLE', `cannot create the state folder '${loc.dir}': ${(err as Error).message}`, { tried: [loc.dir] });
  }
  return loc.dir;
}

/** The event as one line of at most MAX_EVENT_BYTES bytes (query and reason shortened if needed). */
export function eventLine(event: SelectionEvent): string {
  let e: SelectionEvent = event;
  let line = `${JSON.stringify(e)}\n`;
  while (Buffer.byteLength(line) > MAX_EVENT_BYTES) {
    const reason = [...e.reason];
    const query = [...e.query];
    // Halve the longer of the two until the line fits; names and refs are short by construction.
    e =
      reason.length >= query.length
        ? { ...e, reason: reason.slice(0, Math.floor(reason.length / 2)).join(''), truncated: true }
        : { ...e, query: query.slice(0, Math.floor(query.length / 2)).join(''), truncated: true };
    line = `${JSON.stringify(e)}\n`;
    if (e.reason === '' && e.query === '') break;
  }
  return line;
}

/** Appends one selection event: one write to an O_APPEND descriptor. Returns the log path. */
export function appendSelection(loc: StateLocation, event: SelectionEvent): string {
  const dir = requireDir(loc);
  const file = path.join(dir, SELECTIONS_FILE);
  const bytes = Buffer.from(eventLine(event));
  let fd: number;
  try {
    fd = fs.openSync(file, 'a', 0o644);
  } catch (err) {
    throw new AccessError('STATE_NOT_WRITABLE', `cannot open '${file}': ${(err as Error).message}`, { tried: [file] });
  }
  try {
    const written = fs.writeSync(fd, bytes, 0, bytes.length);
    if (written !== bytes.length) throw new AccessError('STATE_NOT_WRITABLE', `short write to '${file}'`, { tried: [file] });
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock<T>(dir: string, fn: () => T): T {
  const lock = path.join(dir, `${STATE_FILE}.lock`);
  const start = Date.now();
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new AccessError('STATE_NOT_WRITABLE', `cannot lock '${lock}': ${(err as Error).message}`, { tried: [lock] });
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      } catch {
        // the other process released it meanwhile
      }
      if (Date.now() - start > LOCK_TIMEOUT_MS) throw new AccessError('STATE_NOT_WRITABLE', `'${lock}' stays locked; remove it if no skillscope is running`, { tried: [lock] });
      sleep(5 + Math.floor(Math.random() * 10));
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Sets names disabled (true) or enabled (false) in state.json; returns the names that changed. */
export function setDisabled(loc: StateLocation, names: readonly string[], disabled: boolean, now: Date = new Date()): string[] {
  const dir = requireDir(loc);
  const file = path.join(dir, STATE_FILE);
  return withLock(dir, () => {
    const current = parseState(readText(file));
    const next: Record<string, { at: string }> = { ...current.disabled };
    const changed: string[] = [];
    for (const name of names) {
      if (disabled && next[name] === undefined) {
        next[name] = { at: now.toISOString() };
        changed.push(name);
      } else if (!disabled && next[name] !== undefined) {
        delete next[name];
        changed.push(name);
      }
    }
    if (changed.length > 0) {
      const sorted: Record<string, { at: string }> = {};
      for (const k of Object.keys(next).sort()) sorted[k] = next[k] as { at: string };
      const out: StateFile = { schemaVersion: 1, disabled: sorted };
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(tmp, `${JSON.stringify(out, null, 2)}\n`);
      fs.renameSync(tmp, file);
    }
    return changed;
  });
}
