import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  discover,
  DISCOVER_MAX_LIMIT,
  searchSkills,
  type SkillView,
} from '../../src/access/index.js';
import { compareNames } from '../../src/access/view.js';
import { seededRandom } from '../../src/cost/shuffle.js';
import { memoryView, skillMd } from './helpers.js';

// Differential tests of the one-scan discover and the name-rank tie-break of search: each must
// give exactly what the per-skill definition gives.

const WORDS = ['pdf', 'Form', 'fill', 'tab', 'table', 'ÉTÉ', 'forms', 'x', 'xx', 'a-b', 'Ω'];

function randomView(seed: number, count: number): SkillView {
  const random = seededRandom(seed);
  const pick = (): string => WORDS[Math.floor(random() * WORDS.length)] as string;
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const name = `${
      pick()
        .toLowerCase()
        .replace(/[^a-z]/g, '') || 'k'
    }-${i}`;
    const words = Array.from({ length: 1 + Math.floor(random() * 8) }, pick);
    files[`${name}/SKILL.md`] = skillMd(name, words.join(random() < 0.3 ? '' : ' '));
  }
  return memoryView({ user: files });
}

/** discover's definition: the skills in name order whose lower-cased name or description contains the needle. */
function bruteDiscover(view: SkillView, query: string): string[] {
  const needle = query.trim().toLowerCase();
  return view.skills
    .filter(
      (s) =>
        needle === '' || s.name.toLowerCase().includes(needle) || s.skill.description.toLowerCase().includes(needle),
    )
    .map((s) => s.name);
}

describe('access scans match their per-skill definitions', () => {
  it('discover: same matches and pages for every needle, by scan and (after 16 queries) by trigram index', () => {
    for (const seed of [1, 2, 3]) {
      const view = randomView(seed, 80);
      const needles = [
        '',
        ' ',
        'x',
        'xx',
        'xxx',
        'pdf',
        'PDF form',
        'mfill',
        'é',
        'été',
        'ω',
        '-',
        '-1',
        '1',
        '0',
        'k-',
        'a-b',
        'tab',
        '\u0000',
        'pdf\u0000',
        'zzz',
        'ble',
        'e-1',
        'able tab',
        ...WORDS,
      ];
      for (const q of [...needles, ...needles]) {
        const want = bruteDiscover(view, q);
        for (let offset = 0; offset <= want.length + 1; offset += DISCOVER_MAX_LIMIT) {
          const r = discover(view, q, { offset, limit: DISCOVER_MAX_LIMIT });
          expect(r.total).toBe(want.length);
          expect(r.skills.map((s) => s.name)).toEqual(want.slice(offset, offset + DISCOVER_MAX_LIMIT));
        }
      }
    }
  });

  it('search: score ties are broken by name, as compareNames orders them', () => {
    const view = randomView(7, 120);
    const index = buildSearchIndex(view);
    for (const words of [['pdf'], ['table', 'fill'], ['forms'], ['x', 'xx'], ['été']]) {
      const r = searchSkills(index, { any: words, limit: 100 });
      for (let i = 1; i < r.candidates.length; i++) {
        const a = r.candidates[i - 1]!;
        const b = r.candidates[i]!;
        expect(a.score > b.score || (a.score === b.score && compareNames(a.name, b.name) < 0)).toBe(true);
      }
      expect(r.candidates.length).toBeGreaterThan(1);
    }
  });
});
