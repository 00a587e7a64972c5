/**
 * A fingerprint per skill: SHA-256 over its SKILL.md text and every resource (path and content
 * hash, or size for a file too large to hash). `check --json` records them so a later
 * `--baseline` run can tell a skill nobody touched from one that changed (see baseline.ts: a
 * finding that depends on the whole collection, like SK410 or SK411, must not turn "new" in an
 * untouched skill because another skill was added).
 */
import { createHash } from 'node:crypto';
import type { Skill } from '../skills/model.js';

/** Fingerprint of one skill (computed while its source is in memory: the streamed check keeps only this). */
export function skillFingerprint(skill: Pick<Skill, 'source' | 'resources'>): string {
  const hash = createHash('sha256').update(skill.source);
  for (const r of [...skill.resources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`\u0000${r.path}\u0000${r.sha256 === '' ? `size:${r.bytes}` : r.sha256}`);
  }
  return hash.digest('hex');
}
