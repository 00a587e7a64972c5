/**
 * Linear scans: a body of `[a](` or `](` repeated to the 4 MiB cap ran the markdown-link
 * patterns in quadratic time (a 400 KB body: 74 s; 4 MiB: hours). `check` on it must now end
 * by itself well inside the harness timeout (a guard, not a benchmark: see bench/scans.bench.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTrees, expectSafe, hostileTree, runGuarded } from './harness.js';

afterAll(cleanupTrees);

describe('pathological markdown-link bodies', () => {
  for (const unit of ['[a](', '](', '[[a]', '[a](<']) {
    it(`check ends on a 4 MiB body of ${JSON.stringify(unit)}`, () => {
      const t = hostileTree();
      t.goodSkill();
      const body = unit.repeat(Math.floor((4 * 1024 * 1024 - 200) / unit.length));
      t.file('links/SKILL.md', `---\nname: links\ndescription: Holds a hostile body. Use when testing.\n---\n${body}\n`);
      const before = t.snapshot();
      const r = runGuarded(['check', '--json', t.root], { timeoutMs: 60_000, maxOldSpaceMb: 1024 });
      expectSafe(r, t, before, { codes: [0, 1] });
      expect(JSON.parse(r.stdout)).toHaveProperty('findings');
    }, 90_000);
  }
});
