/**
 * The runs the streamed-check differential test compares (test/check/stream.test.ts): every
 * fixture directory a command could be pointed at (as test/skills/needs.test.ts enumerates them),
 * each under several option sets chosen so every rule family, host and budget has work to do,
 * plus every golden case with its own options.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CheckOptions } from '../../src/check/options.js';
import { GOLDEN_CASES } from './golden-cases.js';

export const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');
const subdirs = (dir: string): string[] =>
  readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .map((n) => path.join(dir, n));

/** Every fixture directory a command could be pointed at. */
export const STREAM_ROOTS: readonly string[] = [
  path.join(FIXTURES, 'skills'),
  path.join(FIXTURES, 'flat-skills'),
  ...subdirs(path.join(FIXTURES, 'corpus')),
  ...subdirs(path.join(FIXTURES, 'check')),
  ...subdirs(path.join(FIXTURES, 'budget-diff')),
];

/** Option sets run on every root: defaults, every host with a generic listing, and low budgets with cold storage. */
export const STREAM_OPTION_SETS: readonly { readonly label: string; readonly options: CheckOptions }[] = [
  { label: 'default', options: {} },
  {
    label: 'claude-code, all hosts',
    options: {
      profile: 'claude-code',
      hosts: ['claude-code', 'claude-code-legacy', 'codex', 'codex-legacy'],
      listingBudget: 2000,
      descriptionCut: 100,
    },
  },
  {
    label: 'anthropic, low budgets',
    options: {
      profile: 'anthropic',
      windowTokens: 20_000,
      budgets: {
        bodyMaxLines: 5,
        bodyMaxTokens: 50,
        entryMaxTokens: 12,
        catalogMaxTokens: 40,
        referenceWarnTokens: 20,
        referenceErrorTokens: 60,
        referencesTotalWarnTokens: 50,
        referencesTotalErrorTokens: 100,
        resourceMaxBytes: 300,
        skillMaxBytes: 2000,
        bodyTermMinScore: 1,
        confusableSimilarity: 0.5,
      },
      coldStorage: ['pdf-tools', 'alpha', 'a'],
      usage: { 'pdf-tools': 3, beta: 1 },
    },
  },
];

export interface StreamCase {
  readonly label: string;
  readonly root: string;
  readonly maxDepth?: number;
  readonly options: CheckOptions;
}

export const STREAM_CASES: readonly StreamCase[] = [
  ...STREAM_ROOTS.flatMap((root) =>
    STREAM_OPTION_SETS.map((o) => ({
      label: `${path.relative(FIXTURES, root)} (${o.label})`,
      root,
      options: o.options,
    })),
  ),
  ...GOLDEN_CASES.map((c) => ({
    label: `golden ${c.dir}`,
    root: path.join(FIXTURES, 'check', c.dir),
    options: c.options ?? {},
    ...(c.maxDepth === undefined ? {} : { maxDepth: c.maxDepth }),
  })),
];
