/**
 * Linear scans: a body of `[a](` or `](` repeated to the 4 MiB cap ran the markdown-link
 * patterns in quadratic time (a 400 KB body: 74 s; 4 MiB: hours). So did a line of backticks
 * (the code-span pattern retried every shorter run) and a line of code spans among links (each
 * span was checked against every link: 1 MiB of "`scripts/a` [a](b) " took 15 s). `check` on it must now end
 * by itself well inside the harness timeout (a guard, not a benchmark: see bench/scans.bench.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { trimEndOf, trimEndWhere } from '../../src/base/trim.js';
import { codeSpans } from '../../src/skills/links.js';
import { cleanupTrees, expectSafe, hostileTree, runGuarded } from './harness.js';

afterAll(cleanupTrees);

describe('pathological markdown-link bodies', () => {
  for (const unit of ['[a](', '](', '[[a]', '[a](<', '`', '``a', '`scripts/x.py` [x](scripts/x.py) ']) {
    it(`check ends on a 4 MiB body of ${JSON.stringify(unit)}`, () => {
      const t = hostileTree();
      t.goodSkill();
      const body = unit.repeat(Math.floor((4 * 1024 * 1024 - 200) / unit.length));
      // The file the code spans and links name exists: no finding per reference.
      t.file('links/scripts/x.py', 'print(1)\n');
      t.file('links/SKILL.md', `---\nname: links\ndescription: Holds a hostile body. Use when testing.\n---\n${body}\n`);
      const before = t.snapshot();
      const r = runGuarded(['check', '--json', t.root], { timeoutMs: 60_000, maxOldSpaceMb: 1024 });
      expectSafe(r, t, before, { codes: [0, 1] });
      expect(JSON.parse(r.stdout)).toHaveProperty('findings');
    }, 90_000);
  }
});

/** The pattern codeSpans replaces, as a reference for the differential test. */
function spansByPattern(line: string): { index: number; ticks: number; content: string; length: number }[] {
  return [...line.matchAll(/(`+)([^`]+?)\1/g)].map((m) => ({ index: m.index ?? 0, ticks: m[1]!.length, content: m[2]!, length: m[0].length }));
}

describe('code spans in one pass', () => {
  it('finds exactly what the pattern found, on 20,000 random lines of backticks and text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('`', '``', '```', 'a', ' ', 'scripts/x.py', '[a](b)'), { maxLength: 30 }), (parts) => {
        const line = parts.join('');
        expect(codeSpans(line)).toEqual(spansByPattern(line));
      }),
      { numRuns: 20_000 },
    );
  });

  it('visits each character of a 4 MiB line at most twice, whatever its backticks', () => {
    for (const unit of ['`', '``a', '`a``', 'a`']) {
      const line = unit.repeat(Math.floor((4 * 1024 * 1024) / unit.length));
      const work = { steps: 0 };
      codeSpans(line, work);
      expect(work.steps, JSON.stringify(unit)).toBeLessThanOrEqual(2 * line.length);
    }
  });
});

describe('trailing runs trimmed by hand', () => {
  it('trimEndOf equals the pattern it replaces on random text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('.', ' ', '!', '…', ':', 'a', '😀', '。'), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(trimEndOf(text, ' ')).toBe(text.replace(/ +$/, ''));
        expect(trimEndOf(text, '.!?…。！？:：')).toBe(text.replace(/[.!?…。！？:：]+$/u, ''));
      }),
      { numRuns: 5000 },
    );
  });

  it('looks at the trimmed suffix and one character more, however long the run before the end', () => {
    const text = `${'.'.repeat(4 * 1024 * 1024)}a${'.'.repeat(10)}`;
    let calls = 0;
    expect(trimEndWhere(text, (ch) => (calls++, ch === '.'))).toBe(text.slice(0, -10));
    expect(calls).toBe(11);
  });

  for (const unit of [' ', '.', '!', 'a']) {
    it(`check ends on a frontmatter near its 64 KiB cap whose description is a run of ${JSON.stringify(unit)}`, () => {
      const t = hostileTree();
      t.goodSkill();
      const run = unit.repeat(60_000);
      t.file('runs/SKILL.md', `---\nname: runs\ndescription: Use when testing. ${run}x\n---\nBody.\n`);
      const before = t.snapshot();
      const r = runGuarded(['check', '--json', t.root], { timeoutMs: 60_000 });
      expectSafe(r, t, before, { codes: [0, 1] });
    }, 90_000);
  }
});
