import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCatalog,
  catalogEntry,
  entryBytes,
  loadView,
  parseSources,
  discover,
  AccessError,
  DISCOVER_MAX_LIMIT,
} from '../../src/access/index.js';
import { FIXTURES } from '../helpers/cli.js';
import { disabledState, memoryView, skillMd } from './helpers.js';

const opts = { discoveryTool: 'skillscope discover' };

function threeSkills(): Record<string, string> {
  return {
    'beta/SKILL.md': skillMd('beta', 'Second skill.'),
    'alpha/SKILL.md': skillMd('alpha', 'First skill.'),
    'gamma/SKILL.md': skillMd('gamma', 'Third skill.'),
  };
}

describe('sources and overrides', () => {
  it('a later source overrides an earlier one of the same name, and says so', () => {
    const view = memoryView({
      builtin: {
        'review/SKILL.md': skillMd('review', 'Builtin review.'),
        'lint/SKILL.md': skillMd('lint', 'Builtin lint.'),
      },
      team: { 'review/SKILL.md': skillMd('review', 'Team review.') },
      user: { 'review/SKILL.md': skillMd('review', 'User review.') },
    });
    const review = view.byName.get('review')!;
    expect(review.source).toBe('user');
    expect(review.overrides).toEqual(['builtin', 'team']);
    expect(review.skill.description).toBe('User review.');
    expect(view.byName.get('lint')).toMatchObject({ source: 'builtin', overrides: [] });
    const catalog = buildCatalog(view, opts);
    expect(catalog.skills.map((s) => [s.name, s.source, s.overrides])).toEqual([
      ['lint', 'builtin', []],
      ['review', 'user', ['builtin', 'team']],
    ]);
    expect(catalog.total_skills).toBe(2);
  });

  it('works with the flat layout', () => {
    const view = loadView(parseSources([], [path.join(FIXTURES, 'flat-skills')], '/'));
    expect(view.skills.length).toBeGreaterThan(3);
    expect(view.byName.has('code-review')).toBe(true);
    expect(view.skills.every((s) => s.source === 'user')).toBe(true);
  });

  it('labels plain DIRs user, user-2 … and refuses bad or repeated labels', () => {
    expect(parseSources(['builtin=/a'], ['/b', '/c'], '/').map((s) => s.label)).toEqual(['builtin', 'user', 'user-2']);
    expect(() => parseSources(['Bad Label=/a'], [], '/')).toThrow(/label/);
    expect(() => parseSources(['user=/a'], ['/b'], '/')).toThrow(/twice/);
    expect(() => parseSources(['nodir'], [], '/')).toThrow(/LABEL=DIR/);
  });

  it('refs are stable across machines (same source label and relative path) and never contain the path', () => {
    const a = mkdtempSync(path.join(tmpdir(), 'ref-a-'));
    const b = mkdtempSync(path.join(tmpdir(), 'ref-b-'));
    cpSync(path.join(FIXTURES, 'skills'), a, { recursive: true });
    cpSync(path.join(FIXTURES, 'skills'), b, { recursive: true });
    const va = loadView(parseSources([], [a], '/'));
    const vb = loadView(parseSources([], [b], '/'));
    expect(va.skills.map((s) => s.ref)).toEqual(vb.skills.map((s) => s.ref));
    for (const s of va.skills) {
      expect(s.ref).toMatch(/^sk-[0-9a-f]{12}$/);
      expect(s.ref).not.toContain(s.name);
    }
    expect(new Set(va.skills.map((s) => s.ref)).size).toBe(va.skills.length);
  });
});

describe('bounded catalog', () => {
  it('lists in name order and cuts descriptions to max code points', () => {
    const long = '表'.repeat(300);
    const view = memoryView({ user: { ...threeSkills(), 'delta/SKILL.md': skillMd('delta', long) } });
    const c = buildCatalog(view, opts);
    expect(c.skills.map((s) => s.name)).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    expect([...c.skills[2]!.description].length).toBe(256);
    expect(c).toMatchObject({
      kind: 'skill_catalog',
      schemaVersion: 1,
      has_more: false,
      total_skills: 4,
      discovery_tool: 'skillscope discover',
    });
  });

  it('an entry that exactly fits the budget is kept; one byte over is not', () => {
    const view = memoryView({ user: threeSkills() });
    const sizes = view.skills.map((s) => entryBytes(catalogEntry(s, 256)));
    const twoFit = sizes[0]! + sizes[1]!;
    const exact = buildCatalog(view, { ...opts, budgetBytes: twoFit });
    expect(exact.skills.map((s) => s.name)).toEqual(['alpha', 'beta']);
    expect(exact.entry_bytes).toBe(twoFit);
    expect(exact.has_more).toBe(true);
    const short = buildCatalog(view, { ...opts, budgetBytes: twoFit - 1 });
    expect(short.skills.map((s) => s.name)).toEqual(['alpha']);
    expect(short.has_more).toBe(true);
    const all = buildCatalog(view, { ...opts, budgetBytes: sizes.reduce((a, b) => a + b, 0) });
    expect(all.has_more).toBe(false);
    expect(buildCatalog(view, { ...opts, budgetBytes: 0 }).skills).toEqual([]);
  });

  it('entry sizes are UTF-8 JSON bytes, not characters', () => {
    const view = memoryView({ user: { 'zh/SKILL.md': skillMd('zh', '周报') } });
    const e = catalogEntry(view.skills[0]!, 256);
    expect(entryBytes(e)).toBe(Buffer.byteLength(JSON.stringify(e), 'utf8'));
    expect(entryBytes(e)).toBeGreaterThan(JSON.stringify(e).length);
  });

  it('the catalog JSON never contains a disabled skill', () => {
    const view = memoryView({ user: threeSkills() }, disabledState('beta'));
    const c = buildCatalog(view, opts);
    const text = JSON.stringify(c);
    expect(text).not.toContain('beta');
    expect(text).not.toContain('Second skill');
    expect(c.total_skills).toBe(2);
    expect(c.disabled_skills).toBe(1);
  });

  it('two revisions: the content revision follows bodies, the catalog digest only listed fields', () => {
    const base = threeSkills();
    const v1 = memoryView({ user: base });
    const bodyEdit = memoryView({
      user: { ...base, 'alpha/SKILL.md': skillMd('alpha', 'First skill.', '', '# changed body\n') },
    });
    const descEdit = memoryView({ user: { ...base, 'alpha/SKILL.md': skillMd('alpha', 'First skill, edited.') } });
    const c1 = buildCatalog(v1, opts);
    const cBody = buildCatalog(bodyEdit, opts);
    const cDesc = buildCatalog(descEdit, opts);
    expect(cBody.revision).not.toBe(c1.revision);
    expect(cBody.catalog_digest).toBe(c1.catalog_digest);
    expect(cDesc.catalog_digest).not.toBe(c1.catalog_digest);
    expect(memoryView({ user: base }).revision).toBe(v1.revision);
    expect(memoryView({ user: base }, disabledState('gamma')).revision).not.toBe(v1.revision);
  });
});

describe('discover', () => {
  const five = memoryView(
    {
      user: Object.fromEntries(
        ['a', 'b', 'c', 'd', 'e'].map((n) => [
          `report-${n}/SKILL.md`,
          skillMd(`report-${n}`, `Writes ${n.toUpperCase()} Reports.`),
        ]),
      ),
    },
    disabledState('report-c'),
  );

  it('pages in name order with next_offset, null at the end', () => {
    const p1 = discover(five, 'REPORT', { limit: 2 });
    expect(p1.skills.map((s) => s.name)).toEqual(['report-a', 'report-b']);
    expect(p1.next_offset).toBe(2);
    expect(p1.total).toBe(5);
    const p2 = discover(five, 'report', { offset: 2, limit: 2 });
    expect(p2.next_offset).toBe(4);
    const p3 = discover(five, 'report', { offset: 4, limit: 2 });
    expect(p3.skills.map((s) => s.name)).toEqual(['report-e']);
    expect(p3.next_offset).toBeNull();
    const exact = discover(five, 'report', { offset: 3, limit: 2 });
    expect(exact.skills).toHaveLength(2);
    expect(exact.next_offset).toBeNull();
    const past = discover(five, 'report', { offset: 9 });
    expect(past.skills).toEqual([]);
    expect(past.next_offset).toBeNull();
  });

  it('matches descriptions case-insensitively and includes disabled skills, marked', () => {
    const r = discover(five, 'c reports');
    expect(r.skills.map((s) => [s.name, s.enabled])).toEqual([['report-c', false]]);
  });

  it('default 20, max 50', () => {
    expect(discover(five, '').limit).toBe(20);
    expect(discover(five, '', { limit: DISCOVER_MAX_LIMIT }).limit).toBe(50);
    try {
      discover(five, '', { limit: 51 });
      expect.unreachable();
    } catch (err) {
      expect((err as AccessError).code).toBe('INVALID_ARGUMENT');
    }
    expect(() => discover(five, '', { offset: -1 })).toThrow(AccessError);
  });
});
