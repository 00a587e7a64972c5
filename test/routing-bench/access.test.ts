import { describe, expect, it } from 'vitest';
import { runAccessBench, type BenchQuery } from '../../src/routing-bench/index.js';
import { loadSkills } from '../../src/skills/load.js';
import { memoryFs } from '../../src/skills/fs.js';
import { skillMd } from '../access/helpers.js';

const fs = memoryFs({
  'skills/alpha-tool/SKILL.md': skillMd('alpha-tool', 'Converts spreadsheets into charts.'),
  'skills/beta-tool/SKILL.md': skillMd('beta-tool', 'Translates Chinese documents into English.'),
  'skills/gamma-tool/SKILL.md': skillMd('gamma-tool', 'Fills in PDF forms from data.'),
});
const set = loadSkills('/skills', {}, fs);
const q = (id: string, query: string, names: string[] | null): BenchQuery => ({
  id,
  line: 1,
  query,
  expect: names === null ? { kind: 'none' } : { kind: 'skills', names },
  lang: null,
  cue: null,
});

describe('bench --access', () => {
  it('catalog visibility follows the budget; discover and search find the expected skill; negatives do not count', () => {
    const queries = [
      q('1', 'fill this pdf form', ['gamma-tool']),
      q('2', 'turn my spreadsheet into charts', ['alpha-tool']),
      q('3', 'hello there', null),
    ];
    const all = runAccessBench(set, queries, 100_000);
    expect(all.catalog).toMatchObject({ hits: 2, n: 2 });
    expect(all.catalogShown).toBe(3);
    expect(all.discover.hits).toBe(2);
    expect(all.search.top1.hits).toBe(2);
    const tight = runAccessBench(set, queries, 1);
    expect(tight.catalogShown).toBe(0);
    expect(tight.catalog.hits).toBe(0);
  });

  it('a request with no term in any skill is a miss for discover and search', () => {
    const r = runAccessBench(set, [q('1', 'zzzz qqqq', ['beta-tool'])], 100_000);
    expect(r.discover.hits).toBe(0);
    expect(r.discover.meanCalls).toBeNull();
    expect(r.search.inPage.hits).toBe(0);
  });
});
