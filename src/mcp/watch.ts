/**
 * `mcp --watch`: reload the skills when a file under a source changes (debounced), and when the
 * content revision moved — a skill edited, added or removed, or the enabled set changed by
 * `skillscope disable` in another process — send notifications/resources/list_changed.
 *
 * Why not `fs.watch(root, {recursive: true})`: on Linux, Node 20 watches each file itself, so a
 * file replaced by rename (editors' atomic save, `sed -i`, `git checkout`) or by unlink-then-create
 * is never seen again. Here every walked folder is watched on its own (inotify reports a folder's
 * entries by name, whatever inode they are), and the folder set is walked again before each
 * reload, so new folders are armed and gone ones closed. The state folder is watched too (its
 * `state.json`; the selection log is not content).
 *
 * When a folder cannot be watched (the inotify limit: ENOSPC; too many open files: EMFILE), the
 * watcher says so once and polls instead: the same walk with each entry's mtime, size and inode,
 * every POLL_INTERVAL_MS.
 */
import { createHash } from 'node:crypto';
import * as nodeFs from 'node:fs';
import path from 'node:path';
import type { AccessSession } from '../access/session.js';
import { SELECTIONS_FILE } from '../access/state.js';
import { isWalkedPath, HOST_SKILL_FOLDERS, hostKidsAt } from '../hosts/folders.js';
import { RESOURCE_MAX_DEPTH, SKIPPED_FOLDERS } from '../skills/walk-state.js';

/** Quiet time after the last change before reloading, ms. */
const WATCH_DEBOUNCE_MS = 150;
/** How often the polling fallback walks the sources, ms. */
const POLL_INTERVAL_MS = 2000;
/** Folders watched at most (beyond, the walk stops: a guard against pathological trees). */
const WATCH_MAX_FOLDERS = 100_000;

interface Closable {
  close(): void;
  on?(event: 'error', listener: (err: Error) => void): unknown;
}

export interface WatchOptions {
  readonly debounceMs?: number;
  readonly pollMs?: number;
  /** Watches one folder (non-recursive); `fs.watch` unless replaced (tests provoke ENOSPC this way). */
  readonly watchFolder?: (dir: string, listener: (event: string, file: string | null) => void) => Closable;
}

const defaultWatchFolder = (dir: string, listener: (event: string, file: string | null) => void): Closable =>
  nodeFs.watch(dir, { persistent: true }, (event, file) => listener(event, typeof file === 'string' ? file : null));

/** True for a folder below a source root that the loader may walk, or a host prefix (`.claude`) that can gain one. */
function watchable(rel: string): boolean {
  if (isWalkedPath(rel, SKIPPED_FOLDERS)) return true;
  if (hostKidsAt(rel) === undefined) return false;
  // A host prefix, or a level below one (`.config/opencode`): watched when the folder above the prefix is.
  const parts = rel.split('/');
  const at = parts.findLastIndex((p) => HOST_SKILL_FOLDERS.has(p));
  return at === 0 || (at > 0 && isWalkedPath(parts.slice(0, at).join('/'), SKIPPED_FOLDERS));
}

/** The folders to watch: every walked folder of each source (links to folders followed once), plus the state folder or, before it exists, its parent. */
function foldersToWatch(roots: readonly string[], stateDir: string | null): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (abs: string, rel: string, depth: number): void => {
    if (out.length >= WATCH_MAX_FOLDERS || depth > RESOURCE_MAX_DEPTH) return;
    let real: string;
    try {
      real = nodeFs.realpathSync(abs);
    } catch {
      return;
    }
    if (seen.has(real)) return;
    seen.add(real);
    out.push(abs);
    let entries: nodeFs.Dirent[];
    try {
      entries = nodeFs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
      if (!watchable(childRel)) continue;
      const child = path.join(abs, e.name);
      if (e.isDirectory()) visit(child, childRel, depth + 1);
      else if (e.isSymbolicLink()) {
        try {
          if (nodeFs.statSync(child).isDirectory()) visit(child, childRel, depth + 1);
        } catch {
          // a dangling link: nothing to watch
        }
      }
    }
  };
  for (const root of roots) visit(root, '', 0);
  if (stateDir !== null) {
    const target = nodeFs.existsSync(stateDir) ? stateDir : path.dirname(stateDir);
    if (nodeFs.existsSync(target) && !out.includes(target)) out.push(target);
  }
  return out;
}

/** The polling signature: every entry of the folders with its kind, mtime, size and inode. */
function treeSignature(folders: readonly string[]): string {
  const hash = createHash('sha256');
  for (const dir of folders) {
    let names: string[];
    try {
      names = nodeFs.readdirSync(dir).sort();
    } catch {
      hash.update(`${dir}\0gone\n`);
      continue;
    }
    for (const name of names) {
      try {
        const st = nodeFs.lstatSync(path.join(dir, name));
        hash.update(`${dir}/${name}\0${st.mode}\0${st.mtimeMs}\0${st.size}\0${st.ino}\n`);
      } catch {
        hash.update(`${dir}/${name}\0gone\n`);
      }
    }
  }
  return hash.digest('hex');
}

/** Errors that mean "the system will not watch more" rather than "this folder is gone". */
const LIMIT_CODES = new Set(['ENOSPC', 'EMFILE', 'ENFILE', 'ENOMEM']);

export function watchSources(
  session: AccessSession,
  onChanged: () => void,
  onWarning: (message: string) => void,
  options: WatchOptions = {},
): () => void {
  const debounceMs = options.debounceMs ?? WATCH_DEBOUNCE_MS;
  const watchFolder = options.watchFolder ?? defaultWatchFolder;
  const roots = session.sources.map((s) => s.abs);
  const stateDir = session.location.dir === null ? null : path.resolve(session.location.dir);
  const watchers = new Map<string, Closable>();
  let known = session.catalogView().revision;
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let skillsTouched = false;
  let closed = false;

  const isStatePath = (full: string): boolean =>
    stateDir !== null && (full === stateDir || full.startsWith(`${stateDir}${path.sep}`));

  const fire = (): void => {
    timer = undefined;
    if (closed) return;
    try {
      if (skillsTouched) {
        skillsTouched = false;
        if (poller === undefined) arm();
        session.reload();
      }
      const revision = session.view().revision;
      if (revision !== known) {
        known = revision;
        onChanged();
      }
    } catch (err) {
      onWarning((err as Error).message);
    }
  };

  const schedule = (skills: boolean): void => {
    if (skills) skillsTouched = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
  };

  const onEvent = (dir: string, file: string | null): void => {
    const full = file === null ? dir : path.join(dir, file);
    if (isStatePath(full)) {
      if (path.basename(full) !== SELECTIONS_FILE) schedule(false);
      return;
    }
    schedule(true);
  };

  const startPolling = (why: string): void => {
    if (poller !== undefined || closed) return;
    onWarning(
      `cannot watch the skill folders (${why}); polling them every ${((options.pollMs ?? POLL_INTERVAL_MS) / 1000).toFixed(1)} s instead`,
    );
    for (const w of watchers.values()) w.close();
    watchers.clear();
    let signature = treeSignature(foldersToWatch(roots, stateDir));
    poller = setInterval(() => {
      const next = treeSignature(foldersToWatch(roots, stateDir));
      if (next !== signature) {
        signature = next;
        schedule(true);
      }
    }, options.pollMs ?? POLL_INTERVAL_MS);
    poller.unref?.();
  };

  /** Watches the folders now present, closes those gone; falls back to polling at the system's limit. */
  function arm(): void {
    const wanted = foldersToWatch(roots, stateDir);
    const keep = new Set(wanted);
    for (const [dir, w] of watchers) {
      if (!keep.has(dir)) {
        w.close();
        watchers.delete(dir);
      }
    }
    for (const dir of wanted) {
      if (watchers.has(dir)) continue;
      try {
        const w = watchFolder(dir, (_event, file) => onEvent(dir, file));
        w.on?.('error', () => schedule(true));
        watchers.set(dir, w);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (LIMIT_CODES.has(code)) {
          startPolling(
            code === 'ENOSPC'
              ? 'the inotify watch limit is reached: ENOSPC'
              : `the system refuses more watches: ${code}`,
          );
          return;
        }
        // The folder went away between the walk and the watch: the next walk drops it.
      }
    }
  }

  arm();
  return () => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    if (poller !== undefined) clearInterval(poller);
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
