import { describe, expect, it } from 'vitest';
import { computeAudit, findDuplicateResources } from '../../src/audit/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const gpt2 = getEncoding('gpt2');

describe('computeAudit on a hand-checkable set', () => {
  // "a: Hello world" and "b: hello world" — catalog entries whose GPT-2 counts we can reason about.
  const fs = memoryFs({
    'a/SKILL.md': '---\nname: a\ndescription: Hello world\n---\nHello world\n',
    'b/SKILL.md': '---\nname: b\ndescription: 你好世界\n---\n' + 'line\n'.repeat(600),
    'b/fonts/x.woff2': new Uint8Array(4000).fill(7),
    'b/references/r.md': 'Hello world',
    'a/references/r.md': 'Hello world',
  });
  const set = loadSkills('/', {}, fs);
  const r = computeAudit(set, { encodings: [gpt2], budgets: { windowTokens: 1000 } });

  it('sums each tier exactly', () => {
    const entryA = gpt2.count('a: Hello world');
    const entryB = gpt2.count('b: 你好世界');
    expect(r.totals.catalog.tokens.r50k_base).toEqual({ total: entryA + entryB, mean: (entryA + entryB) / 2, median: (entryA + entryB) / 2, max: Math.max(entryA, entryB) });
    expect(r.totals.body.tokens.r50k_base?.total).toBe(gpt2.count('Hello world\n') + gpt2.count('line\n'.repeat(600)));
    expect(r.totals.body.lines.total).toBe(601);
    expect(r.totals.resources.files).toBe(3);
    expect(r.totals.resources.bytes).toBe(4000 + 11 + 11);
    expect(r.totals.resources.textTokens.r50k_base).toBe(2 * gpt2.count('Hello world'));
    expect(r.totals.resources.byCategory.fonts).toEqual({ files: 1, bytes: 4000, tokens: { r50k_base: 0 } });
    expect(r.totals.window.catalogShare.r50k_base).toBeCloseTo((entryA + entryB) / 1000, 12);
    expect(r.totals.ratios.bodyToCatalogTokens.r50k_base).toBeCloseTo(r.totals.body.tokens.r50k_base!.total / (entryA + entryB), 12);
  });

  it('separates CJK and other descriptions for tokens per character', () => {
    expect(r.totals.language.cjkDescriptions).toBe(1);
    expect(r.totals.language.tokensPerChar.r50k_base).toEqual({ cjk: gpt2.count('你好世界') / 4, other: gpt2.count('Hello world') / 11 });
  });

  it('ranks findings by what is at stake: long body (tokens), dominant category (bytes/4), duplicates', () => {
    expect(r.findings.map((f) => f.kind)).toEqual(['body-lines', 'resource-category', 'duplicate-resource']);
    expect(r.findings[1]!.data).toMatchObject({ category: 'fonts', bytes: 4000 });
    expect(r.findings[2]!.data).toMatchObject({ copies: 2, wastedBytes: 11 });
  });

  it('groups duplicates by content and reports waste', () => {
    expect(findDuplicateResources(set)).toEqual([
      { sha256: expect.any(String), bytes: 11, paths: ['a/references/r.md', 'b/references/r.md'], skills: ['a', 'b'], wastedBytes: 11 },
    ]);
  });
});
