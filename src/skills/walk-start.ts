/**
 * The start of a walk (walk.ts), shared by the loader (stream.ts) and `tokens count`'s file finder
 * (files.ts): the root's real path — an unusable root is the one UsageError — and an empty state.
 */
import { UsageError, describeError } from '../base/errors.js';
import type { Fs } from './fs.js';
import { globMatcher } from './glob.js';
import type { WalkState } from './walk-state.js';

export interface WalkStartOptions {
  readonly maxDepth?: number;
  readonly followSkillLinks?: boolean;
  readonly ignore?: readonly string[];
  /** Record the files inside skills and enter their resource folders (WalkState.ownedFiles); default true. */
  readonly ownedFiles?: boolean;
}

/** A fresh state for walking `rootAbs` (`shown`: the root as the user gave it, for the error). */
export function startWalk(
  fs: Fs,
  rootAbs: string,
  shown: string,
  options: WalkStartOptions,
  defaultMaxDepth: number,
): WalkState {
  let rootReal: string;
  try {
    rootReal = fs.realpath(rootAbs);
  } catch (err) {
    throw new UsageError(`cannot read '${shown}': ${describeError(err)}`);
  }
  return {
    fs,
    rootReal,
    maxDepth: options.maxDepth ?? defaultMaxDepth,
    followSkillLinks: options.followSkillLinks ?? true,
    ignored: globMatcher(options.ignore ?? []),
    ignoring: (options.ignore ?? []).length > 0,
    files: [],
    skills: [],
    problems: [],
    visited: new Set(),
    skillReals: new Set(),
    skillDirByReal: new Map(),
    hostLinks: [],
    deepSkillFiles: [],
    hiddenFolders: [],
    prefixFiles: [],
    passedOver: [],
    ownedFiles: options.ownedFiles ?? true,
    skippedReals: new Set(),
    ownerOpens: new Map(),
    listed: new Map(),
    outsideLinks: [],
  };
}
