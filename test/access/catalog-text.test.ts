/**
 * The human catalog and plan: a cut description ends with "…" (the JSON keeps 002's plain cut),
 * a skill no host can list (frontmatter not parsed, no description) is left out of the catalog,
 * counted and named with the rule that says why, and numbers carry thousands separators.
 */
import { describe, expect, it } from 'vitest';
import {
  buildCatalog,
  catalogNotes,
  discover,
  inspectRefs,
  planColdStorage,
  unlistedReason,
} from '../../src/access/index.js';
import {
  renderCatalogText,
  renderDiscoverText,
  renderInspectText,
  renderPlanText,
} from '../../src/report/access/text.js';
import { renderCatalogFormat } from '../../src/report/access/formats.js';
import { memoryView, skillMd } from './helpers.js';

const opts = { discoveryTool: 'skillscope discover' };
const long = `Formats CSV files as tables. ${'Handles quoting and delimiters well. '.repeat(10)}Use when asked.`;

function view() {
  return memoryView({
    user: {
      'csv/SKILL.md': skillMd('csv', long),
      'short/SKILL.md': skillMd('short', 'Writes short notes. Use when asked.'),
      'broken/SKILL.md': '---\nname: broken\ndescription: [unclosed\n---\nbody\n',
      'blank/SKILL.md': '---\nname: blank\ndescription: "  "\n---\nbody\n',
      'nofm/SKILL.md': '# No frontmatter\n\nJust text.\n',
    },
  });
}

describe('catalog text', () => {
  it('marks a cut description with "…" and leaves a whole one alone; the JSON keeps the plain 256 cut', () => {
    const v = view();
    const c = buildCatalog(v, opts);
    const csv = c.skills.find((s) => s.name === 'csv');
    expect([...(csv?.description ?? '')].length).toBe(256);
    expect(csv?.description.endsWith('…')).toBe(false);
    const text = renderCatalogText(c, catalogNotes(v, c));
    expect(text).toMatch(/- csv: [^\n]*… \[user\]/);
    expect(text).toMatch(/- short: Writes short notes\. Use when asked\. \[user\]/);
  });

  it('leaves out skills a host cannot list, counts them, and names them with the rule that says why', () => {
    const v = view();
    const c = buildCatalog(v, opts);
    expect(c.skills.map((s) => s.name)).toEqual(['csv', 'short']);
    expect(c.total_skills).toBe(2);
    expect(c.unlisted_skills).toBe(3);
    expect(catalogNotes(v, c).unlisted.map((u) => `${u.name} ${u.code}`)).toEqual([
      'blank SK122',
      'broken SK102',
      'nofm SK101',
    ]);
    const text = renderCatalogText(c, catalogNotes(v, c));
    expect(text).toContain('- broken (broken/SKILL.md): frontmatter not parsed (YAML error), SK102');
    expect(text).not.toMatch(/- broken: /);
  });

  it('the skills-ref XML leaves them out too', () => {
    const xml = renderCatalogFormat(view(), 'xml');
    expect(xml).toContain('<name>csv</name>');
    expect(xml).not.toContain('<name>broken</name>');
    expect(xml).not.toContain('<name>nofm</name>');
  });

  it('a listable skill has no unlisted reason', () => {
    expect(unlistedReason(view().byName.get('short')!.skill)).toBeNull();
  });

  it('groups thousands in the catalog header', () => {
    const v = view();
    const c = buildCatalog(v, { ...opts, budgetBytes: 12000 });
    expect(renderCatalogText(c, catalogNotes(v, c)).split('\n')[0]).toMatch(/ of 12,000 entry bytes/);
  });
});

describe('plan text', () => {
  it('groups thousands in sizes and budgets', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`s${i}/SKILL.md`] = skillMd(`s${i}`, long);
    const text = renderPlanText(planColdStorage(memoryView({ user: files }), new Map(), { windowTokens: 20000 }));
    expect(text).toMatch(/claude-code-legacy\s+15,000\s+\d\d,\d{3}!/);
  });
});

describe('the source tags are explained under the listing', () => {
  const legend = /^\[label(, overrides …)?\]: /m;
  it('one legend line when entries carry [source] tags, naming overrides when one appears', () => {
    const v = view();
    const text = renderCatalogText(buildCatalog(v, opts), catalogNotes(v, buildCatalog(v, opts)));
    expect(text.match(new RegExp(legend, 'gm'))).toHaveLength(1);
    expect(text).toMatch(/^\[label\]: /m);
    const two = memoryView({
      builtin: { 'csv/SKILL.md': skillMd('csv', 'Builtin CSV. Use when asked.') },
      user: { 'csv/SKILL.md': skillMd('csv', 'User CSV. Use when asked.') },
    });
    const c = buildCatalog(two, opts);
    expect(renderCatalogText(c, catalogNotes(two, c))).toMatch(/^\[label, overrides …\]: /m);
    expect(renderDiscoverText(discover(two, ''))).toMatch(/^\[label, overrides …\]: /m);
    expect(renderInspectText(inspectRefs(v, [v.skills[0]!.ref]))).toMatch(/^\[label\]: /m);
  });

  it('no legend when no entry is shown', () => {
    const v = view();
    const c = buildCatalog(v, { ...opts, budgetBytes: 0 });
    expect(c.skills).toHaveLength(0);
    expect(renderCatalogText(c, catalogNotes(v, c))).not.toMatch(legend);
    expect(renderDiscoverText(discover(v, 'no such thing'))).not.toMatch(legend);
  });
});
