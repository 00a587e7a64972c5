/**
 * SK212 on router pages: a page read to pick the next page (small "when you need … | read" tables,
 * lists of links) is an index, however its tables are laid out, and a folder a page links names
 * the documents in it. Beside each, a chain of the same shape in prose that still fires.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function sk212(files: Record<string, string>) {
  const fs = memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])));
  return runCheck(loadSkills('/r', {}, fs), {}).findings.filter((f) => f.code === 'SK212');
}

const SKILL = `---\nname: s\ndescription: Runs the harbour desk. Use when the user asks about berths or cargo.\n---\nStart at [the desk](references/desk.md).\n`;

/** `n` sections of a router page, each a small table of two rows that link a page of `desk/`. */
function routerSections(n: number, cell: (k: number, row: 'a' | 'b') => string): string {
  let out = '';
  for (let k = 1; k <= n; k++) {
    out += `## Area ${k}\n\n| When you need to… | Read |\n| --- | --- |\n`;
    out += `| plan area ${k} | ${cell(k, 'a')} |\n| staff area ${k} | ${cell(k, 'b')} |\n\n`;
  }
  return out;
}

/** The pages `routerSections` links, each a line of text. */
function deskPages(n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let k = 1; k <= n; k++)
    for (const row of ['a', 'b']) out[`s/references/desk/${row}-${k}.md`] = `Area ${k}, part ${row}.\n`;
  return out;
}

const RULES = [
  '1. Log every arrival before noon.',
  '2. Never moor two tankers side by side.',
  '3. Pilots board at the outer buoy.',
  '4. Cranes stop when the wind passes force seven.',
  '5. Customs seals are checked twice.',
  '6. The night shift hands over in writing.',
].join('\n');

describe('SK212 on router pages', () => {
  it('a page of small link tables past line 100 is an index: its table rows count, not their header and delimiter rows', () => {
    // Counting header and delimiter rows as lines of text, this page was 45 % links (32 of 71)
    // and every page it links past line 100 was reported; its text is 32 link rows of 39 lines.
    const page = `# Harbour desk\n\nPick the area, then read its page.\n\n${RULES}\n\n${routerSections(16, (k, row) => `[${row}-${k}](desk/${row}-${k}.md)`)}`;
    expect(page.split('\n').findIndex((l) => l.includes('(desk/a-16.md)')) + 1).toBeGreaterThan(100);
    expect(sk212({ 's/SKILL.md': SKILL, 's/references/desk.md': page, ...deskPages(16) })).toEqual([]);
  });

  it('the same tables holding no links (a table of data) leave a prose link past line 100 reported', () => {
    const page = `# Harbour desk\n\n${RULES}\n\n${routerSections(16, (k, row) => `${k * 10} t of ${row}`)}For cargo ${[1, 2, 3, 4, 5].map((n) => `[rule ${n}](desk/a-${n}.md)`).join(', ')}.\nAfter hours read [the night book](desk/b-1.md).\n`;
    const found = sk212({ 's/SKILL.md': SKILL, 's/references/desk.md': page, ...deskPages(5) });
    expect(found.map((f) => [f.file, f.data['count']])).toEqual([['s/references/desk.md', 6]]);
  });

  it('a folder an index links names the documents in it: a page that links one past line 100 is no chain to it', () => {
    const files = {
      's/SKILL.md': `${SKILL}Crane orders: [the crane book](references/cranes.md).\n`,
      's/references/desk.md': `# Desk\n\n${[1, 2, 3, 4, 5].map((n) => `- [quay ${n}](quays/q${n}.md)`).join('\n')}\n- [the gear folder](gear/)\n`,
      's/references/cranes.md': `# Cranes\n${'Lift slowly.\n'.repeat(100)}Slings: [the sling table](gear/slings.md).\n`,
      's/references/gear/slings.md': 'Two tonnes a sling.\n',
      ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`s/references/quays/q${n}.md`, `Quay ${n}.\n`])),
    };
    expect(sk212(files)).toEqual([]);
    // Without the folder link the sling table is reached only through the crane book.
    const prose = {
      ...files,
      's/references/desk.md': files['s/references/desk.md'].replace('- [the gear folder](gear/)\n', ''),
    };
    expect(sk212(prose).map((f) => [f.file, f.data['documents']])).toEqual([
      ['s/references/cranes.md', ['references/gear/slings.md']],
    ]);
  });
});
