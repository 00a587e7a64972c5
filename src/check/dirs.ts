/**
 * `check DIR1 DIR2 …` as a library run: each DIR is checked as its own collection (its own
 * options, usually from its own config), with `--fix` applied first when asked, and the results
 * merged into one (merge.ts). The policies of the gate live here, not in the CLI: a run that
 * checked nothing is a usage error unless the loader's errors explain why, and the warning limit
 * of several configs is the strictest of them. Everything that touches the disk or the terminal
 * (loading, the fix writes and their diffs, progress) comes in through `CheckDirsAdapters`.
 */
import path from 'node:path';
import { pushAll } from '../base/arrays.js';
import { safeText } from '../base/escape.js';
import { UsageError } from '../base/errors.js';
import type { LoadProblem, SkillSet } from '../skills/model.js';
import type { LayoutOption, SkillStream } from '../skills/stream.js';
import { checkStream, runCheck, type CheckHooks, type CheckResult } from './engine.js';
import type { FixSkip } from './fix-apply.js';
import { joinDir, mergeCheckResults } from './merge.js';
import type { CheckOptions } from './options.js';
import type { RawFinding } from './types.js';

/** One DIR of the run: as given, the folder it stands for, and the root its findings are shown under. */
export interface CheckDir {
  readonly shown: string;
  /** Absolute folder: the DIR, or the folder of a single SKILL.md given as DIR. */
  readonly baseAbs: string;
  readonly displayDir: string;
}

/** How a DIR is walked: the run's layout and depth, the DIR's ignore globs, the other DIRs of the run. */
export interface CheckDirDiscovery {
  readonly layout: LayoutOption;
  readonly maxDepth: number;
  readonly ignore: readonly string[];
  readonly followSkillLinks: boolean;
  /** Absolute DIRs of the whole run: a hidden folder that is one of them is read there. */
  readonly otherRoots: readonly string[];
}

/** What `--fix` did in one DIR (paths relative to that DIR). */
export interface CheckDirFixes {
  readonly fixes: readonly {
    readonly file: string;
    readonly line: number;
    readonly key: string;
    readonly before: string;
    readonly after: string;
  }[];
  readonly fixSkipped: readonly FixSkip[];
  /** SK107 findings for files that could not be written. */
  readonly findings: readonly RawFinding[];
  readonly written: number;
  readonly failed: number;
}

export interface CheckDirsAdapters {
  /** Absolute path of a DIR as given, and whether it names a file rather than a folder. */
  locate(shown: string): { readonly abs: string; readonly isFile: boolean };
  /** The DIR's options (its config resolved with the flags, its other project files). */
  optionsFor(dir: CheckDir): {
    readonly check: CheckOptions;
    readonly maxWarnings: number | undefined;
    readonly ignore: readonly string[];
    readonly followSkillLinks: boolean;
  };
  /** The whole set, for `--fix` (it rewrites files, so it reads them whole). */
  load(dir: CheckDir, discovery: CheckDirDiscovery): SkillSet;
  /** A stream of the skills, read one at a time, for the check itself. */
  open(dir: CheckDir, discovery: CheckDirDiscovery): SkillStream;
  /** Plans and writes the fixes of one DIR's set (and shows them); only called with `fix`. */
  fix?(set: SkillSet, dir: CheckDir): CheckDirFixes;
  /** Progress hooks for a run over `size` skills; `done` clears what they drew. */
  progress?(size: number): { readonly hooks: CheckHooks; done(): void };
}

export interface CheckDirsOptions {
  /** DIRs as given; none checks '.'. */
  readonly dirs: readonly string[];
  readonly layout: LayoutOption;
  readonly maxDepth: number;
  readonly fix?: boolean;
  /** `--max-warnings`; when absent, the smallest `maxWarnings` of the DIRs' options. */
  readonly maxWarnings?: number;
}

export interface CheckDirsResult {
  /** One DIR's result as is; several merged (paths start with each DIR as given). */
  readonly result: CheckResult;
  readonly maxWarnings: number | undefined;
  /** With `fix`: every change written, and the files left alone (paths as in `result`). */
  readonly fixes: CheckDirFixes['fixes'];
  readonly fixSkipped: readonly FixSkip[];
  readonly fixCounts: { readonly written: number; readonly failed: number };
}

/** What the loader looked for, so an empty result says where to look instead. */
export function noSkillsHint(layout: LayoutOption, maxDepth: number): string {
  if (layout === 'dir') return `looked for */SKILL.md up to ${maxDepth} levels deep`;
  if (layout === 'flat') return 'looked for *.md files directly in the folder';
  return `looked for */SKILL.md up to ${maxDepth} levels deep, then for *.md files directly in the folder`;
}

/**
 * A gate that checked nothing must not pass. When no skill was loaded, the run is a usage error
 * (exit 2, "no skills found") unless the loader's findings hold an error after severities are
 * applied (a mis-cased skill.md, SK100): then those are the answer, and the run fails with 1.
 * Warnings alone (skipped paths, folders below --max-depth) never make an empty run pass.
 */
export function emptyRunError(
  problems: readonly LoadProblem[],
  result: CheckResult,
  dir: string,
  layout: LayoutOption,
  maxDepth: number,
): UsageError | null {
  if (result.summary.files > 0) return null;
  if (result.findings.some((f) => f.severity === 'error')) return null;
  const depth = problems.some((p) => p.kind === 'depth-limit') ? '; some folders are below --max-depth' : '';
  // SKILL.md files the walk counted in hidden folders: the gate read none of them, and says so.
  const hidden = result.unreadHidden;
  if (hidden !== undefined) {
    const of = `${hidden.complete ? '' : 'at least '}${hidden.count}`;
    return new UsageError(
      `checked 0 of ${of} skills in '${dir}': every SKILL.md found sits in a hidden folder the loader does not enter (${hidden.folders.slice(0, 3).map(safeText).join(', ')}${hidden.folders.length > 3 ? ', …' : ''}); pass that folder as DIR`,
    );
  }
  return new UsageError(`no skills found in '${dir}' (${noSkillsHint(layout, maxDepth)}${depth})`);
}

/** Runs `fn` with progress for `size` skills, clearing it however `fn` ends. */
function withProgress<T>(adapters: CheckDirsAdapters, size: number, fn: (hooks: CheckHooks) => T): T {
  const p = adapters.progress?.(size);
  try {
    return fn(p?.hooks ?? {});
  } finally {
    p?.done();
  }
}

export function checkDirs(options: CheckDirsOptions, adapters: CheckDirsAdapters): CheckDirsResult {
  const { layout, maxDepth } = options;
  const dirs = options.dirs.length === 0 ? ['.'] : options.dirs;
  const otherRoots = dirs.map((d) => adapters.locate(d).abs);
  const runs: CheckResult[] = [];
  const fixes: CheckDirFixes['fixes'][number][] = [];
  const fixSkipped: FixSkip[] = [];
  const fixCounts = { written: 0, failed: 0 };
  let maxWarnings = options.maxWarnings;
  // Paths inside a DIR's fixes are relative to it; with several DIRs they are shown under it.
  const under = <T extends { readonly file: string }>(dir: CheckDir, items: readonly T[]): T[] =>
    dirs.length > 1 ? items.map((f) => ({ ...f, file: joinDir(dir.displayDir, f.file) })) : [...items];

  for (const shown of dirs) {
    const { abs, isFile } = adapters.locate(shown);
    const baseAbs = isFile ? path.dirname(abs) : abs;
    const dir: CheckDir = { shown, baseAbs, displayDir: isFile ? path.dirname(shown) : shown };
    const own = adapters.optionsFor(dir);
    if (options.maxWarnings === undefined && own.maxWarnings !== undefined)
      maxWarnings = Math.min(maxWarnings ?? Infinity, own.maxWarnings);
    const discovery: CheckDirDiscovery = {
      layout,
      maxDepth,
      ignore: own.ignore,
      followSkillLinks: own.followSkillLinks,
      otherRoots,
    };

    let fixFindings: readonly RawFinding[] = [];
    // --fix plans its edits on the loaded set; when it wrote nothing the check runs on that set,
    // else on the files as they are now.
    let set: SkillSet | undefined;
    if (options.fix === true && adapters.fix !== undefined) {
      set = adapters.load(dir, discovery);
      if (set.skills.length === 0) {
        const empty = emptyRunError(
          set.problems,
          runCheck({ ...set, root: dir.displayDir }, own.check),
          shown,
          layout,
          maxDepth,
        );
        if (empty !== null) throw empty;
      }
      const applied = adapters.fix(set, dir);
      pushAll(fixes, under(dir, applied.fixes));
      pushAll(fixSkipped, under(dir, applied.fixSkipped));
      fixFindings = applied.findings;
      fixCounts.written += applied.written;
      fixCounts.failed += applied.failed;
      if (applied.written > 0) set = undefined;
    }
    let result: CheckResult;
    let problems: readonly LoadProblem[];
    if (set !== undefined) {
      const loaded = set;
      result = withProgress(adapters, loaded.skills.length, (hooks) =>
        runCheck({ ...loaded, root: dir.displayDir }, own.check, fixFindings, hooks),
      );
      problems = loaded.problems;
    } else {
      // The check streams: a batch of skills' texts in memory at a time.
      const stream = adapters.open(dir, discovery);
      let rest: ReturnType<SkillStream['finish']> | undefined;
      result = withProgress(adapters, stream.total, (hooks) =>
        checkStream(
          { ...stream, root: dir.displayDir, finish: () => (rest = stream.finish()) },
          own.check,
          fixFindings,
          hooks,
        ),
      );
      problems = rest?.problems ?? [];
    }
    const empty = result.summary.files === 0 ? emptyRunError(problems, result, shown, layout, maxDepth) : null;
    if (empty !== null) throw empty;
    runs.push(result);
  }
  return { result: runs.length === 1 ? runs[0]! : mergeCheckResults(runs), maxWarnings, fixes, fixSkipped, fixCounts };
}
