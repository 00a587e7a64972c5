/**
 * Which findings `check --fix` would fix, so output promises `--fix` only where it holds (the
 * SK102 hint used to offer it on every YAML error, duplicate keys included). A finding is
 * fixable when the quoting fix, run on its skill file, would quote the key it is about: any
 * key for SK102 (a fix is kept only when the fixed frontmatter parses), `name` for SK111,
 * `description` for SK121, the cut field for SK125. Files `--fix` never rewrites (not UTF-8, NUL
 * bytes) have no fixable findings.
 */
import type { SkillSet } from '../skills/model.js';
import { fixableKeys, type FixableKey } from './fix.js';
import type { Diagnostic, RuleCode } from './types.js';

/** The key a finding is about, or `any` when any quoting fix removes it. */
const FIXABLE_BY: Partial<Record<RuleCode, (f: Diagnostic) => FixableKey | 'any' | undefined>> = {
  SK102: () => 'any',
  SK111: () => 'name',
  SK121: () => 'description',
  SK125: (f) => (f.data['field'] === 'name' || f.data['field'] === 'description' ? f.data['field'] : undefined),
};

export function markFixable(findings: readonly Diagnostic[], set: SkillSet): Diagnostic[] {
  const byFile = new Map(set.skills.map((s) => [s.file, s]));
  const cache = new Map<string, ReadonlySet<FixableKey>>();
  const keysOf = (file: string): ReadonlySet<FixableKey> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const skill = byFile.get(file);
    const keys = skill === undefined || skill.problems.some((p) => p.kind === 'not-utf8') ? new Set<FixableKey>() : fixableKeys(skill.source);
    cache.set(file, keys);
    return keys;
  };
  return findings.map((f) => {
    const key = FIXABLE_BY[f.code]?.(f);
    if (key === undefined) return f;
    const keys = keysOf(f.file);
    return (key === 'any' ? keys.size > 0 : keys.has(key)) ? { ...f, fixable: true } : f;
  });
}
