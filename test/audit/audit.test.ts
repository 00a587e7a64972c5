import { describe, expect, it } from 'vitest';
import { CATEGORY_MIN_BYTES, computeAudit, findDuplicateResources } from '../../src/audit/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const gpt2 = getEncoding('gpt2');

describe('computeAudit on a hand-checkable set', () => {
  // "a: Hello world" and "b: hello world" — catalog entries whose GPT-2 counts we can reason about.
  const fs = memoryFs({
    'a/SKILL.md': '---\nname: a\ndescription: Hello world\n---\nHello world\n',
    'b/SKILL.md': '---\nname: b\ndescription: 你好世界\n---\n' + 'line\n'.repeat(600),
    'b/fonts/x.woff2': new Uint8Array(8000).fill(7),
    'b/references/r.md': 'Hello world',
    'a/references/r.md': 'Hello world',
  });
  const set = loadSkills('/', {}, fs);
  const r = computeAudit(set, { encodings: [gpt2], budgets: { windowTokens: 1000 } });

  it('sums each tier exactly', () => {
    const entryA = gpt2.count('a: Hello world');
    const entryB = gpt2.count('b: 你好世界');
    expect(r.totals.catalog.tokens.r50k_base).toEqual({
      total: entryA + entryB,
      mean: (entryA + entryB) / 2,
      median: (entryA + entryB) / 2,
      max: Math.max(entryA, entryB),
    });
    expect(r.totals.body.tokens.r50k_base?.total).toBe(gpt2.count('Hello world\n') + gpt2.count('line\n'.repeat(600)));
    expect(r.totals.body.lines.total).toBe(601);
    expect(r.totals.resources.files).toBe(3);
    expect(r.totals.resources.bytes).toBe(8000 + 11 + 11);
    expect(r.totals.resources.textTokens.r50k_base).toBe(2 * gpt2.count('Hello world'));
    expect(r.totals.resources.byCategory.fonts).toEqual({ files: 1, bytes: 8000, tokens: { r50k_base: 0 } });
    expect(r.totals.window.catalogShare.r50k_base).toBeCloseTo((entryA + entryB) / 1000, 12);
    expect(r.totals.ratios.bodyToCatalogTokens.r50k_base).toBeCloseTo(
      r.totals.body.tokens.r50k_base!.total / (entryA + entryB),
      12,
    );
  });

  it('separates CJK and other descriptions for tokens per character', () => {
    expect(r.totals.language.cjkDescriptions).toBe(1);
    expect(r.totals.language.tokensPerChar.r50k_base).toEqual({
      cjk: gpt2.count('你好世界') / 4,
      other: gpt2.count('Hello world') / 11,
    });
  });

  it('ranks findings by weighted context tokens: body, catalog (×10), duplicate text (×0.5), then fonts (0 tokens)', () => {
    expect(r.findings.map((f) => [f.kind, f.tier])).toEqual([
      ['body-lines', 'body'],
      ['catalog-tokens', 'catalog'],
      ['duplicate-resource', 'resources'],
      ['resource-category', 'install'],
    ]);
    const body = gpt2.count('line\n'.repeat(600));
    const catalog = gpt2.count('a: Hello world') + gpt2.count('b: 你好世界');
    expect(r.findings.map((f) => [f.tokens, f.weight])).toEqual([
      [body, body],
      [catalog, catalog * 10],
      [gpt2.count('Hello world'), gpt2.count('Hello world') * 0.5],
      [0, 0],
    ]);
    expect(r.findings[1]!.data).toMatchObject({ budget: 10, windowTokens: 1000 });
    expect(r.findings[3]!.data).toMatchObject({ category: 'fonts', bytes: 8000 });
    expect(r.findings[2]!.data).toMatchObject({ copies: 2, wastedBytes: 11 });
  });

  it('groups duplicates by content and reports waste', () => {
    expect(findDuplicateResources(set)).toEqual([
      {
        sha256: expect.any(String),
        bytes: 11,
        paths: ['a/references/r.md', 'b/references/r.md'],
        skills: ['a', 'b'],
        wastedBytes: 11,
      },
    ]);
  });
});

describe('audit findings ranking: by context cost, then bytes', () => {
  // 60 KB of fonts (0 tokens) used to outrank an 18,000-token body, and a catalog at
  // 131 % of the window gave no finding.
  const bigBody = 'Step: read the table and write the summary.\n'.repeat(2000);
  const fs = memoryFs({
    'heavy/SKILL.md': `---\nname: heavy\ndescription: Summarises tables. Use when asked.\n---\n${bigBody}`,
    'fonts/SKILL.md':
      '---\nname: fonts\ndescription: Renders text with brand fonts. Use when asked.\n---\nUse the fonts.\n',
    'fonts/fonts/a.ttf': new Uint8Array(60_000).fill(1),
  });
  const set = loadSkills('/', {}, fs);
  const o200k = getEncoding('o200k_base');

  it('puts a big body before fonts that never enter the context', () => {
    const r = computeAudit(set, { encodings: [o200k] });
    const kinds = r.findings.map((f) => f.kind);
    expect(kinds.indexOf('body-tokens')).toBeLessThan(kinds.indexOf('resource-category'));
    const fonts = r.findings.find((f) => f.kind === 'resource-category')!;
    expect(fonts).toMatchObject({ tier: 'install', tokens: 0, weight: 0 });
    expect(r.findings[0]).toMatchObject({ kind: expect.stringMatching(/^body-/), tier: 'body', skill: 'heavy' });
    expect(r.findings[0]!.tokens).toBeGreaterThan(18_000);
  });

  it('reports a catalog over its budget, with its share of the window, first', () => {
    const catalog = r0().totals.catalog.tokens.o200k_base!.total;
    // A window so small the catalog is 131 % of it.
    const window = Math.floor(catalog / 1.31);
    const r = computeAudit(set, {
      encodings: [o200k],
      budgets: { windowTokens: window, bodyTokens: 1_000_000, bodyLines: 1_000_000 },
    });
    const f = r.findings.find((x) => x.kind === 'catalog-tokens');
    expect(f).toBeDefined();
    expect(f!.data).toMatchObject({ tokens: catalog, budget: Math.floor(window * 0.01), windowTokens: window });
    expect(f!.data['windowShare'] as number).toBeGreaterThan(1.3);
    expect(r.findings[0]!.kind).toBe('catalog-tokens');
  });

  it('takes an explicit catalog budget over the window share, and stays quiet under it', () => {
    expect(
      computeAudit(set, { encodings: [o200k], budgets: { catalogTokens: 1_000_000 } }).findings.some(
        (f) => f.kind === 'catalog-tokens',
      ),
    ).toBe(false);
    expect(
      computeAudit(set, { encodings: [o200k], budgets: { catalogTokens: 5 } }).findings.some(
        (f) => f.kind === 'catalog-tokens',
      ),
    ).toBe(true);
  });

  it('lists every text resource over the token budget, not only the ten largest files by bytes', () => {
    const files: Record<string, string | Uint8Array> = {
      'a/SKILL.md': '---\nname: a\ndescription: Does a. Use when asked.\n---\nBody.\n',
      'a/references/long.md': 'word '.repeat(12_000),
    };
    for (let i = 0; i < 12; i++) files[`a/assets/big${i}.bin`] = new Uint8Array(100_000 + i).fill(0);
    const r = computeAudit(loadSkills('/', {}, memoryFs(files)), { encodings: [o200k] });
    expect(r.totals.resources.largest.some((f) => f.path === 'a/references/long.md')).toBe(false);
    expect(r.findings.filter((f) => f.kind === 'large-resource').map((f) => f.path)).toEqual(['a/references/long.md']);
  });

  function r0() {
    return computeAudit(set, { encodings: [o200k] });
  }
});

describe('resource-category finding', () => {
  const withScript = (bytes: number) =>
    loadSkills(
      '/',
      {},
      memoryFs({
        'a/SKILL.md': '---\nname: a\ndescription: Does a. Use when a.\n---\n# A\n',
        'a/scripts/run.py': 'x'.repeat(bytes),
        'a/references/notes.md': 'note\n',
      }),
    );
  const categoryFinding = (bytes: number) =>
    computeAudit(withScript(bytes), { encodings: [gpt2] }).findings.find((f) => f.kind === 'resource-category');

  it('is not raised for a category of a few bytes, however large its share', () => {
    expect(categoryFinding(32)).toBeUndefined();
    expect(categoryFinding(CATEGORY_MIN_BYTES - 1)).toBeUndefined();
  });

  it('is raised from CATEGORY_MIN_BYTES when the category dominates', () => {
    expect(categoryFinding(CATEGORY_MIN_BYTES)?.data).toMatchObject({ category: 'scripts', bytes: CATEGORY_MIN_BYTES });
  });
});
