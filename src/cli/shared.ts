/**
 * Option handling several commands share: layout, DIR, loading a directory with a progress
 * indicator. Keeps the commands thin and their error lines identical. Tokenizer-free on purpose:
 * `route` and `bench` must not pay for loading rank tables (see encodings.ts for that option).
 */
import { counted } from '../base/plural.js';
import { fmt } from '../base/numbers.js';
import path from 'node:path';
import { loadSkills, openSkills, type LayoutOption, type LoadOptions, type SkillStream } from '../skills/load.js';
import { nodeFs } from '../skills/fs.js';
import type { LoadProblem, SkillSet, UnreadHidden } from '../skills/model.js';
import { linkReadElsewhere } from '../hosts/folders.js';
import { unlessReadElsewhere } from '../skills/unread-hidden.js';
import type { LoadNeeds } from '../skills/needs.js';
import { QuerySetError } from '../routing-bench/queries.js';
import { didYouMean } from '../base/suggest.js';
import { safeText } from '../base/escape.js';
import { heapGuard, type HeapGuard } from '../base/memory.js';
import { CHECK_PHASE_LABELS, type CheckHooks } from '../check/engine.js';
import { resolveOptions } from '../config/resolve.js';
import type { SkillscopeConfig } from '../config/schema.js';
import { noSkillsHint } from '../check/dirs.js';
import { UsageError } from './errors.js';
import { formatChoice, formatSpec } from './format.js';
import { defineOptions, intArg } from './options.js';
import { DISCOVERY_OPTIONS, discoveryFlags, LAYOUT_OPTIONS, layoutOption } from './discovery-options.js';
export { DISCOVERY_OPTIONS, discoveryFlags, LAYOUT_OPTIONS, layoutOption };
import { CONFIG_FILE_NAME } from '../config/name.js';
import { noteUnreadHidden } from './hidden-note.js';
import type { CliIo } from './io.js';

/** --max-depth within its declared range. */
export function maxDepthOption(value: string | undefined): number {
  return intArg(LAYOUT_OPTIONS, 'max-depth', value);
}

/** One positional DIR as the user typed it (loadDir resolves it against the CLI's cwd). */
export function dirArgument(positionals: readonly string[], command: string): { display: string } {
  if (positionals.length === 0) throw new UsageError(`${command}: missing DIR (see skillscope ${command} --help)`);
  if (positionals.length > 1 && command !== 'route')
    throw new UsageError(`${command}: expected one DIR, got ${positionals.length} arguments`);
  return { display: positionals[0]! };
}

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

/** --config for the commands whose only use of the config is its `ignore`. */
export const IGNORE_CONFIG_OPTION = defineOptions({
  config: {
    kind: 'string',
    placeholder: 'FILE',
    help: `config file whose "ignore" applies (default: ${CONFIG_FILE_NAME} found from DIR up to the repository root)`,
  },
});

export interface DiscoveryOptions {
  readonly ignore: readonly string[];
  readonly followSkillLinks: boolean;
}

/** --ignore (repeatable, added to the config's `ignore`) and --no-follow-skill-links, resolved over the config. */
export function discoveryOptions(
  values: { ignore?: string[] | undefined; 'no-follow-skill-links'?: boolean | undefined },
  config: SkillscopeConfig = {},
): DiscoveryOptions {
  return resolveOptions(config, discoveryFlags(values)).discovery;
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

/**
 * An empty result is almost always a wrong path or layout: exit 2 with where we looked. When the
 * loader did report problems (e.g. a mis-cased skill.md), those are the answer: warn and go on.
 */
export function requireSkills(
  io: CliIo,
  set: { readonly skills: { readonly length: number }; readonly problems: readonly unknown[] },
  dir: string,
  layout: LayoutOption,
  maxDepth: number,
): void {
  if (set.skills.length > 0) return;
  const hint = noSkillsHint(layout, maxDepth);
  if (set.problems.length === 0) throw new UsageError(`no skills found in '${dir}' (${hint})`);
  io.stderr(
    `skillscope: warning: no skills loaded from '${safeText(dir)}' (${hint}); ${counted(set.problems.length, 'load problem', { grouping: false })} listed\n`,
  );
}

/** The formats of audit, route, bench, cost and suggest. */
export const REPORT_FORMATS = ['text', 'json', 'markdown'] as const;

/** --json, the shorthand of `--format json` in every command with a --format. */
export const JSON_OPTION = defineOptions({
  json: { kind: 'boolean', help: 'same as --format json: one JSON document on stdout' },
});

/** --format text|json|markdown and --json, for audit, route, bench, cost and suggest. */
export const REPORT_FORMAT_OPTIONS = defineOptions({
  format: formatSpec(REPORT_FORMATS),
  ...JSON_OPTION,
});

/** --format text|json|markdown (`table` is an alias of text), with --json as its shorthand. */
export function formatOption(values: {
  format?: string | undefined;
  json?: boolean | undefined;
}): (typeof REPORT_FORMATS)[number] {
  return formatChoice(values, REPORT_FORMATS);
}

/** Runs `fn`; a problem in the query set becomes the one-line `FILE:LINE: problem` usage error. */
export function inQueryFile<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof QuerySetError) throw new UsageError(`${file}:${err.line}: ${err.problem}`);
    throw err;
  }
}

/** `--skill NAME` must be a skill of the loaded directory (with a suggestion for a typo). */
export function requireSkillOption(
  skill: string | undefined,
  set: { readonly skills: readonly { readonly name: string }[] },
  dir: string,
): void {
  if (skill === undefined) return;
  const names = set.skills.map((s) => s.name);
  if (!names.includes(skill))
    throw new UsageError(`--skill '${skill}' is not a skill in '${dir}'${didYouMean(skill, names)}`);
}

/** `runCheck` hooks that draw its phases on `p`. */
export function checkProgressHooks(p: Progress): CheckHooks {
  return { onProgress: (phase, done, total) => p.step(CHECK_PHASE_LABELS[phase], done, total) };
}
