/**
 * Computes the three tiers for a loaded SkillSet (`computeAudit`) or a stream of skills read one
 * at a time (`auditStream`, what the CLI runs: memory bounded by the largest skill, not the
 * directory). Pure over its input: skills and encodings in, an AuditResult out. Every figure is
 * exact (token counts from our BPE, byte lengths of UTF-8). The fold itself is accumulate.ts.
 */
import { requireArray, requireItems, requireObject } from '../base/api.js';
import type { Encoding } from '../tokenizer/types.js';
import type { CountCache } from '../tokenizer/count-cache.js';
import type { Skill, SkillSet } from '../skills/model.js';
import { LOAD_ALL, provides, requireLoaded, type LoadNeeds } from '../skills/needs.js';
import type { SkillStream } from '../skills/stream.js';
import { auditFold } from './accumulate.js';
import type { AuditBudgets, AuditResult } from './types.js';

/** Context window the catalog and body shares are measured against, in tokens. Default 200,000. */
export const DEFAULT_WINDOW_TOKENS = 200_000;
/** Best-practice body limit in lines (agentskills best practices: under 500). */
export const DEFAULT_BODY_MAX_LINES = 500;
/** Best-practice body limit in tokens (agentskills best practices: under 5,000). */
export const DEFAULT_BODY_MAX_TOKENS = 5_000;
/** A text resource over this many tokens is a finding (a peer validator warns at 10k). */
export const DEFAULT_RESOURCE_MAX_TOKENS = 10_000;
/** How many of the largest resource files the audit lists. Default 10. */
export const LARGEST_FILES = 10;

/** What the audit reads: bodies (tokens, lines), resource text (tokens) and hashes (duplicates) — everything. */
export const AUDIT_NEEDS: LoadNeeds = LOAD_ALL;

/** Share of the window the whole catalog should stay under. Default 0.01 (2,000 tokens at 200k), as `check`'s SK301. */
export const DEFAULT_CATALOG_WINDOW_SHARE = 0.01;

/** All audit budgets at their defaults; `AuditOptions.budgets` overrides any of them. */
export const DEFAULT_AUDIT_BUDGETS: AuditBudgets = {
  windowTokens: DEFAULT_WINDOW_TOKENS,
  bodyLines: DEFAULT_BODY_MAX_LINES,
  bodyTokens: DEFAULT_BODY_MAX_TOKENS,
  resourceTokens: DEFAULT_RESOURCE_MAX_TOKENS,
  catalogTokens: Math.floor(DEFAULT_WINDOW_TOKENS * DEFAULT_CATALOG_WINDOW_SHARE),
};

/** The budgets of a run: defaults < `budgets`; the catalog budget follows a changed window unless set. */
function resolveAuditBudgets(budgets: Partial<AuditBudgets> = {}): AuditBudgets {
  const windowTokens = budgets.windowTokens ?? DEFAULT_WINDOW_TOKENS;
  return {
    ...DEFAULT_AUDIT_BUDGETS,
    catalogTokens: Math.floor(windowTokens * DEFAULT_CATALOG_WINDOW_SHARE),
    ...budgets,
  };
}

export interface AuditOptions {
  /** One or more encodings; the first is the one findings are ranked by. */
  readonly encodings: readonly Encoding[];
  readonly budgets?: Partial<AuditBudgets>;
  /** Called after each skill is counted: (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Token counts memoised by content, shared with other passes (`report` hands the same one to `check`). */
  readonly countCache?: CountCache;
}

export function computeAudit(set: SkillSet, options: AuditOptions): AuditResult {
  requireObject('computeAudit', 'set', set, 'a SkillSet (from loadSkills)', ['root', 'skills']);
  requireArray('computeAudit', 'set.skills', set.skills, 'an array of skills');
  const fold = startAudit('computeAudit', options);
  requireLoaded('computeAudit', set.skills, AUDIT_NEEDS);
  for (const skill of set.skills) {
    fold.add(skill);
    options.onProgress?.(fold.done, set.skills.length);
  }
  return fold.finish(set);
}

export interface StreamAuditOptions extends AuditOptions {
  /** Skills left out of the audit (e.g. disabled in the cold-storage state); they are still read. */
  readonly skip?: (skill: Skill) => boolean;
  /** Called with each audited skill after it is counted (the CLI keeps its frontmatter for host listings). */
  readonly onSkill?: (skill: Skill) => void;
}

/**
 * The audit of a stream read one skill at a time (openSkills with AUDIT_NEEDS): the same result
 * as `computeAudit(loadSkills(…))`, holding one skill's text at a time instead of the directory's.
 */
export function auditStream(stream: SkillStream, options: StreamAuditOptions): AuditResult {
  requireObject('auditStream', 'stream', stream, 'a SkillStream (from openSkills)', ['root', 'skills', 'finish']);
  const fold = startAudit('auditStream', options);
  if (!provides(stream.loaded, AUDIT_NEEDS)) requireLoaded('auditStream', [{ loaded: stream.loaded }], AUDIT_NEEDS);
  for (const skill of stream.skills()) {
    if (options.skip?.(skill) === true) continue;
    fold.add(skill);
    options.onSkill?.(skill);
    options.onProgress?.(fold.done, stream.total);
  }
  return fold.finish({ root: stream.root, layout: stream.layout, ...stream.finish() });
}

function startAudit(
  fn: string,
  options: AuditOptions,
): {
  add: (skill: Skill) => void;
  readonly done: number;
  finish: (
    rest: Pick<SkillSet, 'root' | 'layout' | 'sharedResources' | 'problems' | 'unreadHidden' | 'units' | 'folders'>,
  ) => AuditResult;
} {
  requireObject(fn, 'options', options, 'AuditOptions { encodings: [getEncoding(name), …] }', ['encodings']);
  requireItems(
    fn,
    'options.encodings',
    options.encodings,
    "an array of encodings (getEncoding('o200k_base'), not the name)",
    ['name'],
  );
  if (options.encodings.length === 0) throw new Error(`${fn} needs at least one encoding`);
  const fold = auditFold(options.encodings, resolveAuditBudgets(options.budgets), options.countCache);
  let done = 0;
  return {
    add(skill) {
      fold.add(skill);
      done++;
    },
    get done() {
      return done;
    },
    finish: (rest) => fold.finish(rest, LARGEST_FILES),
  };
}
