/**
 * Which findings `check --fix` would fix, so output promises `--fix` only where it holds (the
 * SK102 hint used to offer it on every YAML error, duplicate keys included). A finding is
 * fixable when the quoting fix, run on its skill file, would quote the key it is about: any
 * key for SK102 (a fix is kept only when the fixed frontmatter parses), `name` for SK111,
 * `description` for SK121, the cut field for SK125. Files `--fix` never rewrites (not UTF-8, NUL
 * bytes) have no fixable findings.
 */
import type { Skill, SkillSet } from '../skills/model.js';
import { fixableKeys, type FixableKey } from './fix.js';
import type { Diagnostic, RuleCode } from './types.js';

/** The key a finding is about, or `any` when any quoting fix removes it. */
const FIXABLE_BY: Partial<Record<RuleCode, (f: Diagnostic) => FixableKey | 'any' | undefined>> = {
  SK102: () => 'any',
  SK111: () => 'name',
  SK121: () => 'description',
  SK125: (f) => (f.data['field'] === 'name' || f.data['field'] === 'description' ? f.data['field'] : undefined),
};

/** Codes a quoting fix can remove: only findings of these codes make `check` look at a skill's source for fixable keys. */
export const FIXABLE_CODES: ReadonlySet<RuleCode> = new Set(Object.keys(FIXABLE_BY) as RuleCode[]);

const NONE: ReadonlySet<FixableKey> = new Set();

/** The keys `--fix` would quote in a skill file (none in a file it never rewrites). */
export function skillFixableKeys(skill: Pick<Skill, 'source' | 'problems'>): ReadonlySet<FixableKey> {
  return skill.problems.some((p) => p.kind === 'not-utf8') ? NONE : fixableKeys(skill.source);
}

/** Marks the findings `--fix` would fix, given the fixable keys of each skill file. */
export function markFixable(findings: readonly Diagnostic[], set: SkillSet): Diagnostic[] {
  const byFile = new Map(set.skills.map((s) => [s.file, s]));
  const cache = new Map<string, ReadonlySet<FixableKey>>();
  return markFixableBy(findings, (file) => {
    let keys = cache.get(file);
    if (keys === undefined) {
      const skill = byFile.get(file);
      cache.set(file, (keys = skill === undefined ? NONE : skillFixableKeys(skill)));
    }
    return keys;
  });
}

/**
 * `markFixable` with the keys already known per file: the streamed engine computes them while
 * the skill's source is in memory (only for files with a finding of a FIXABLE_CODES code).
 */
export function markFixableBy(
  findings: readonly Diagnostic[],
  keysOf: (file: string) => ReadonlySet<FixableKey>,
): Diagnostic[] {
  return findings.map((f) => {
    const key = FIXABLE_BY[f.code]?.(f);
    if (key === undefined) return f;
    const keys = keysOf(f.file);
    return (key === 'any' ? keys.size > 0 : keys.has(key)) ? { ...f, fixable: true } : f;
  });
}
