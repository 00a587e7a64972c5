/**
 * Loading DIR for a command, with its progress line and memory watch: the part of shared.ts that
 * needs neither the config schema nor the check engine, so `route` (whose start is measured
 * against a bare walk, docs/benchmarks.md) imports only the loader. shared.ts re-exports it.
 */
import path from 'node:path';
import { fmt } from '../base/numbers.js';
import { safeText } from '../base/escape.js';
import { heapGuard, type HeapGuard } from '../base/memory.js';
import { linkReadElsewhere } from '../hosts/folders.js';
import { loadSkills, openSkills, type LayoutOption, type LoadOptions, type SkillStream } from '../skills/load.js';
import { nodeFs } from '../skills/fs.js';
import type { LoadProblem, SkillSet, UnreadHidden } from '../skills/model.js';
import type { LoadNeeds } from '../skills/needs.js';
import { unlessReadElsewhere } from '../skills/unread-hidden.js';
import { UsageError } from './errors.js';
import { noteUnreadHidden } from './hidden-note.js';
import type { CliIo } from './io.js';
/**
 * Skill counts from which a run draws progress on a TTY stderr. Smaller runs finish in well
 * under a second (30 skills: ~0.1 s), so a progress line would only flicker. A count, not a
 * timer, so what is shown does not depend on the machine's speed.
 */
const PROGRESS_MIN_SKILLS = 300;

/** Redraws within one phase at most this often (ms); a new phase or its last step always draws. */
const PROGRESS_REDRAW_MS = 100;

export interface Progress {
  /** Draws `label done/total` (or `label …` without counts) over the previous step. */
  step(label: string, done?: number, total?: number): void;
  /** Clears the line, if anything was drawn (call before printing the result). */
  done(): void;
}

/**
 * One progress line on stderr, redrawn in place (`\r` … `ESC[K`), for a run over `size` items
 * (skills; queries for bench): only when stderr is a terminal and size ≥ PROGRESS_MIN_SKILLS.
 * Labels may hold file names, so they are escaped like every other text from input.
 */
export function phaseProgress(io: CliIo, size: number): Progress {
  const on = io.stderrIsTTY && size >= PROGRESS_MIN_SKILLS;
  const guard = heapGuardOf(io);
  let shown = false;
  let last = 0;
  let lastLabel = '';
  return {
    step(label, done, total) {
      // Every step of a long loop is also where memory is watched (one clear line, not V8's abort).
      guard.check(() => (done === undefined || total === undefined ? label : `${label} ${fmt(done)}/${fmt(total)}`));
      if (!on) return;
      const now = Date.now();
      if (label === lastLabel && done !== total && now - last < PROGRESS_REDRAW_MS) return;
      last = now;
      lastLabel = label;
      shown = true;
      const counts = done === undefined || total === undefined ? ' …' : ` ${done}/${total}`;
      io.stderr(`\r${safeText(label)}${counts}\u001b[K`);
    },
    done() {
      if (shown) io.stderr('\r\u001b[K');
      shown = false;
    },
  };
}

const guards = new WeakMap<CliIo, HeapGuard>();

/**
 * One heap guard per CLI run (src/base/memory.ts). SKILLSCOPE_HEAP_LIMIT_MB replaces V8's heap
 * limit in its arithmetic, so tests (and a user who wants an early stop) can see the error
 * without filling the machine's memory.
 */
function heapGuardOf(io: CliIo): HeapGuard {
  let g = guards.get(io);
  if (g === undefined) {
    const mb = Number(io.env['SKILLSCOPE_HEAP_LIMIT_MB']);
    guards.set(io, (g = heapGuard(Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : undefined)));
  }
  return g;
}

/**
 * Progress for a loop whose size is known only from its callback (loading, counting tokens):
 * `tick(done, total)` draws `label done/total` once `total` reaches PROGRESS_MIN_SKILLS.
 */
export function progress(io: CliIo, label: string): { tick: (done: number, total: number) => void; done: () => void } {
  let line: Progress | null = null;
  return {
    tick(done, total) {
      line ??= phaseProgress(io, total);
      line.step(label, done, total);
    },
    done() {
      line?.done();
    },
  };
}

export interface DiscoveryOptions {
  readonly ignore: readonly string[];
  readonly followSkillLinks: boolean;
}

/**
 * `otherRoots`: the absolute DIRs read in the same run (`check . .vscode/skills`): a hidden folder
 * that is one of them is read there, so the note and `unreadHidden` leave it out.
 */
type DirOptions = {
  layout: LayoutOption;
  maxDepth?: number;
  needs?: LoadNeeds;
  otherRoots?: readonly string[];
  /**
   * Where to queue the hidden-folder note instead of printing it: `check` prints the queue once
   * its run did not end empty, since an empty run's error already names those folders.
   */
  notes?: (() => void)[];
} & Partial<DiscoveryOptions>;

/** The hidden-folder note for DIR, now or queued on `options.notes`. */
function noteHidden(io: CliIo, dir: string, unread: UnreadHidden | undefined, options: DirOptions): void {
  if (options.notes === undefined) noteUnreadHidden(io, dir, unread);
  else options.notes.push(() => noteUnreadHidden(io, dir, unread));
}

/**
 * The set-level parts as this run reports them (see DirOptions `otherRoots`): without the
 * `unreadHidden` of folders another root reads, and without the SK106 of a host skill folder
 * linked to another root.
 */
function reported<T extends { readonly unreadHidden?: UnreadHidden; readonly problems: readonly LoadProblem[] }>(
  rest: T,
  abs: string,
  options: DirOptions,
): T {
  if (options.otherRoots === undefined) return rest;
  const others = options.otherRoots.filter((r) => path.resolve(r) !== abs).map(realOrSelf);
  const problems = rest.problems.filter((p) => !linkReadElsewhere(p, others));
  const out = problems.length === rest.problems.length ? rest : { ...rest, problems };
  if (out.unreadHidden === undefined || unlessReadElsewhere(out.unreadHidden, abs, options.otherRoots) !== undefined)
    return out;
  const { unreadHidden: _dropped, ...kept } = out;
  return kept as T;
}

function realOrSelf(dir: string): string {
  try {
    return nodeFs.realpath(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** The loader's options from a command's: only what the command set (exactOptionalPropertyTypes). */
function loaderOptions(options: DirOptions): LoadOptions {
  return {
    layout: options.layout,
    ...(options.maxDepth !== undefined ? { maxDepth: options.maxDepth } : {}),
    ...(options.ignore !== undefined ? { ignore: options.ignore } : {}),
    ...(options.followSkillLinks !== undefined ? { followSkillLinks: options.followSkillLinks } : {}),
    ...(options.needs !== undefined ? { needs: options.needs } : {}),
  };
}

/**
 * Loads DIR for a command. `needs` is what the command reads (skills/needs.ts): `route` and
 * `bench` with catalog conditions pass LOAD_FRONTMATTER and never open a resource; the default
 * reads everything.
 */
export function loadDir(io: CliIo, dir: string, options: DirOptions): SkillSet {
  const p = progress(io, 'reading skills');
  const abs = path.resolve(io.cwd, dir);
  try {
    const set = reported(loadSkills(abs, { ...loaderOptions(options), onProgress: p.tick }, undefined), abs, options);
    p.done();
    noteHidden(io, dir, set.unreadHidden, options);
    // Show the path as the user typed it, not the absolute one.
    return { ...set, root: dir };
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(err.message.replace(abs, dir));
    throw err;
  } finally {
    p.done();
  }
}

/**
 * Opens DIR as a stream read one skill at a time (skills/stream.ts), for commands that aggregate
 * as they go (`audit`): only the walk happens here; the reading is the consumer's loop.
 */
export function openDir(io: CliIo, dir: string, options: DirOptions): SkillStream {
  const abs = path.resolve(io.cwd, dir);
  try {
    const stream = openSkills(abs, loaderOptions(options), nodeFs);
    // Show the path as the user typed it, not the absolute one; the hidden-folder note comes
    // with the set-level results, after the consumer's loop (and its progress line).
    return {
      ...stream,
      root: dir,
      finish() {
        const rest = reported(stream.finish(), abs, options);
        noteHidden(io, dir, rest.unreadHidden, options);
        return rest;
      },
    };
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(err.message.replace(abs, dir));
    throw err;
  }
}
