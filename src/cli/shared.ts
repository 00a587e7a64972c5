/**
 * Option handling several commands share: layout, DIR, loading a directory with a progress
 * indicator. Keeps the commands thin and their error lines identical. Tokenizer-free on purpose:
 * `route` and `bench` must not pay for loading rank tables (see encodings.ts for that option).
 * The parts that need neither the config schema nor the check engine live in load-dir.ts,
 * report-format.ts and discovery-options.ts (re-exported here), so `route` can skip both.
 */
import { counted } from '../base/plural.js';
import { QuerySetError } from '../routing-bench/queries.js';
import { didYouMean } from '../base/suggest.js';
import { safeText } from '../base/escape.js';
import { CHECK_PHASE_LABELS, type CheckHooks } from '../check/engine.js';
import { resolveOptions } from '../config/resolve.js';
import type { SkillscopeConfig } from '../config/schema.js';
import { noSkillsHint } from '../check/dirs.js';
import type { LayoutOption } from '../skills/load.js';
import { UsageError } from './errors.js';
import { intArg } from './options.js';
import { DISCOVERY_OPTIONS, discoveryFlags, LAYOUT_OPTIONS, layoutOption } from './discovery-options.js';
import type { DiscoveryOptions, Progress } from './load-dir.js';
import type { CliIo } from './io.js';
export { DISCOVERY_OPTIONS, discoveryFlags, LAYOUT_OPTIONS, layoutOption };
export { loadDir, openDir, phaseProgress, progress, type DiscoveryOptions, type Progress } from './load-dir.js';
export { formatOption, JSON_OPTION, REPORT_FORMAT_OPTIONS } from './report-format.js';

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

/** --ignore (repeatable, added to the config's `ignore`) and --no-follow-skill-links, resolved over the config. */
export function discoveryOptions(
  values: { ignore?: string[] | undefined; 'no-follow-skill-links'?: boolean | undefined },
  config: SkillscopeConfig = {},
): DiscoveryOptions {
  return resolveOptions(config, discoveryFlags(values)).discovery;
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
