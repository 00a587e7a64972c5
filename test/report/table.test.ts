/** Terminal tables: every cell escaped and capped, and a width that is never exceeded by hiding or abbreviating columns. */
import { describe, expect, it } from 'vitest';
import { CELL_MAX_CHARS } from '../../src/base/escape.js';
import { pathCut } from '../../src/report/table-cut.js';
import { displayWidth } from '../../src/report/table-draw.js';
import { renderColumns, renderTable, SHRINK_HARD_MIN, wrapLine } from '../../src/report/table.js';

const width = (line: string): number => [...line].length;
const boxLines = (text: string): string[] => text.split('\n').filter((l) => /^[┌│├└]/.test(l));

const rows = [
  ['a-very-long-skill-name-that-goes-on-and-on-for-a-while', '1,234', '56', '7.8 KiB', '12 %'],
  ['short', '1', '2', '3 B', '0 %'],
];
const head = ['skill', 'tokens', 'lines', 'bytes', 'share'];

describe('renderTable', () => {
  it('escapes control characters in cells and caps long cells with an ellipsis', () => {
    const out = renderTable({
      head: ['name'],
      rows: [['x\u001b]0;t\u0007\u009b'], ['n'.repeat(1 << 20)]],
      color: false,
    });
    expect(out).toContain('x\\x1b]0;t\\x07\\u009b');
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(Math.max(...out.split('\n').map(width))).toBe(CELL_MAX_CHARS + 4);
    expect(out).toContain('…');
  });

  it('prints the natural table when there is no width or it fits', () => {
    const natural = renderTable({ head, rows, color: false });
    expect(renderTable({ head, rows, color: false, width: 500, drop: [3], shrink: [0] })).toBe(natural);
    expect(natural).not.toContain('hidden');
  });

  it('abbreviates the shrink column first, down to its soft minimum', () => {
    const out = renderTable({ head, rows, color: false, width: 66, drop: [3, 2], shrink: [0], numeric: [1, 2] });
    for (const line of boxLines(out)) expect(width(line)).toBeLessThanOrEqual(66);
    expect(out).toContain('a-very-long-skill');
    expect(out).toContain('…');
    expect(out).not.toContain('hidden');
  });

  it('then hides columns in the given order and says which', () => {
    const out = renderTable({ head, rows, color: false, width: 48, drop: [3, 2], shrink: [0] });
    for (const line of boxLines(out)) expect(width(line)).toBeLessThanOrEqual(48);
    const header = boxLines(out)[1] ?? '';
    expect(header).not.toContain('bytes');
    expect(header).toContain('share');
    expect(out).toMatch(/hidden to fit 48 columns: bytes/);
    // The note itself fits too (bench's note at 80 columns ran to 150).
    for (const line of out.split('\n')) expect(width(line), line).toBeLessThanOrEqual(48);
  });

  it('never wraps a row onto a second line, even when it cannot fit', () => {
    const out = renderTable({ head, rows, color: false, width: 20, shrink: [0] });
    // Header + rows, one line each: no cell spilled onto a second line.
    expect(boxLines(out).filter((l) => l.startsWith('│'))).toHaveLength(rows.length + 1);
    expect(out).toContain(`${'a-very-'.slice(0, SHRINK_HARD_MIN - 1)}…`);
  });

  it('keeps different values apart when it abbreviates: cut in the middle when the end cut would merge them', () => {
    const routers = ['catalog:multi:idf', 'catalog:multi:bm25', 'catalog:multi:bm25f', 'excerpt:multi:bm25f'];
    const out = renderTable({
      head: ['router', 'top-1 [95 % CI]', 'accepted'],
      rows: routers.map((r) => [r, '3/3 100 % [44–100]', '1/3 33 % [6–79]']),
      color: false,
      width: 56,
      shrink: [0],
    });
    const shown = boxLines(out)
      .filter((l) => l.startsWith('│'))
      .slice(1)
      .map((l) => l.split('│')[1]?.trim() ?? '');
    for (const line of boxLines(out)) expect(width(line)).toBeLessThanOrEqual(56);
    expect(shown.some((c) => c.includes('…'))).toBe(true);
    expect(new Set(shown).size).toBe(routers.length);
    // Values the end cut keeps apart are cut at the end, as before.
    const plain = renderTable({ head, rows, color: false, width: 66, drop: [3, 2], shrink: [0], numeric: [1, 2] });
    expect(plain).toMatch(/a-very-long-skill[\w-]*…/);
  });
});

describe('path columns', () => {
  const files = [
    ['plugins/docs-kit/skills/pdf-forms/LICENSE.txt', '19.6 KiB'],
    ['plugins/docs-kit/skills/pdf-forms/references/fields.md', '3.4 KiB'],
    ['plugins/docs-kit/skills/xlsx-report/references/formulas.md', '50 B'],
  ];

  it('keep the file name when cut to fit (a cut at the end showed `…/pdf-forms/LI…`)', () => {
    const out = renderTable({ head: ['file', 'bytes'], rows: files, color: false, width: 40, shrink: [0], paths: [0] });
    for (const line of boxLines(out)) expect(width(line)).toBeLessThanOrEqual(40);
    expect(out).toMatch(/…\/LICENSE\.txt │/);
    expect(out).toMatch(/…\/fields\.md │/);
    expect(out).toMatch(/…\/formulas\.md │/);
    // One row: nothing to tell apart, so a plain column keeps the cut at the end; a path column does not.
    const one = files.slice(0, 1);
    expect(renderTable({ head: ['file', 'bytes'], rows: one, color: false, width: 40, shrink: [0] })).not.toContain(
      'LICENSE.txt',
    );
    expect(
      renderTable({ head: ['file', 'bytes'], rows: one, color: false, width: 40, shrink: [0], paths: [0] }),
    ).toMatch(/…\/LICENSE\.txt │/);
  });

  it('pathCut keeps the last segment whole, or its end when even that does not fit', () => {
    const p = (s: string) => [...s];
    expect(pathCut(p('plugins/docs-kit/skills/pdf-forms/LICENSE.txt'), 30)).toBe('plugins/docs-kit/…/LICENSE.txt');
    expect(pathCut(p('plugins/docs-kit/skills/pdf-forms/LICENSE.txt'), 30)?.length).toBe(30);
    expect(pathCut(p('a/a-very-long-file-name-that-will-not-fit.md'), 20)).toBe(
      '…ame-that-will-not-fit.md'.slice(-20).replace(/^./, '…'),
    );
    expect([...(pathCut(p('a/a-very-long-file-name-that-will-not-fit.md'), 20) ?? '')].length).toBe(20);
    expect(pathCut(p('short/path.md'), 30)).toBeUndefined(); // fits
    expect(pathCut(p('dir/文件名很长很长很长的参考资料.md'), 16)).toBe(
      '…名很长很长很长的参考资料.md'.slice(-16).replace(/^./, '…'),
    );
  });
});

describe('the box itself', () => {
  it('draws the compact box: top, header, one rule, the rows, bottom; numbers on the right', () => {
    expect(
      renderTable({
        head: ['skill', 'tokens'],
        rows: [
          ['pdf', 1234],
          ['a-long-name', 5],
        ],
        numeric: [1],
        color: false,
      }),
    ).toBe(
      [
        '┌─────────────┬────────┐',
        '│ skill       │ tokens │',
        '├─────────────┼────────┤',
        '│ pdf         │   1234 │',
        '│ a-long-name │      5 │',
        '└─────────────┴────────┘',
      ].join('\n'),
    );
    // bare: no rule under the header; no rows: no rule either.
    expect(renderTable({ head: ['a'], rows: [['b']], color: false, bare: true }).split('\n')).toHaveLength(4);
    expect(renderTable({ head: ['a'], rows: [], color: false }).split('\n')).toHaveLength(3);
  });

  it('colours only when asked: grey borders, cyan header, per border segment', () => {
    const plain = renderTable({ head: ['a', 'b'], rows: [['1', '2']], color: false });
    expect(plain).not.toContain('\u001b');
    const painted = renderTable({ head: ['a', 'b'], rows: [['1', '2']], color: true });
    expect(painted.split('\n')[0]).toBe('\u001b[90m┌───\u001b[39m\u001b[90m┬───┐\u001b[39m');
    expect(painted.split('\n')[1]).toBe(
      '\u001b[90m│\u001b[39m\u001b[36m a \u001b[39m\u001b[90m│\u001b[39m\u001b[36m b \u001b[39m\u001b[90m│\u001b[39m',
    );
    expect(painted.replace(/\u001b\[\d+m/g, '')).toBe(plain);
  });

  it('lines up wide characters by the columns a terminal gives them', () => {
    const out = renderTable({ head: ['name', 'n'], rows: [['技能'], ['ab']].map((r) => [...r, '1']), color: false });
    const lines = out.split('\n').map(displayWidth);
    expect(new Set(lines).size).toBe(1);
    expect(out).toContain('│ 技能 │');
    expect(out).toContain('│ ab   │');
  });
});

describe('displayWidth', () => {
  it.each([
    ['ascii', 'skill', 5],
    ['CJK ideographs and kana', '技能カタ', 8],
    ['fullwidth space', '\u3000', 2],
    ['combining marks take no column', 'e\u0301a\u0308', 2],
    ['an emoji, with a skin tone, a ZWJ family, a flag', '🚀👍🏽👨‍👩‍👧‍👦🇯🇵', 8],
    ['a text-style pictograph stays narrow', '©', 1],
  ])('%s', (_, text, w) => expect(displayWidth(text)).toBe(w));
});

describe('renderColumns', () => {
  it('aligns plain columns with two spaces, numbers on the right, no trailing spaces', () => {
    const out = renderColumns({
      head: ['CODE', 'NAME', ''],
      rows: [
        ['SK201', 'body-lines', '12'],
        ['SK1', 'x', ''],
      ],
      numeric: [2],
    });
    expect(out).toBe(['CODE   NAME', 'SK201  body-lines  12', 'SK1    x'].join('\n'));
  });

  it('keeps minimum widths, indents, paints padded cells and escapes what it prints', () => {
    const out = renderColumns({
      rows: [['x\u001b[2J', 'error']],
      minWidths: [0, 7],
      indent: '  ',
      paint: (padded, _row, column) => (column === 1 ? `<${padded}>` : padded),
    });
    expect(out).toBe('  x\\x1b[2J  <error  >');
  });

  it('fits a width like the box: shrinks, then hides and says so', () => {
    const rows = [['a-very-long-name-that-will-not-fit-in-forty-columns-at-all', 'detail', '12']];
    const out = renderColumns({ head: ['name', 'what', 'n'], rows, width: 40, shrink: [0], drop: [1] });
    for (const line of out.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    expect(out).toContain('…');
  });
});

describe('wrapLine', () => {
  it('wraps at terminal columns, a CJK character counting two', () => {
    const line = `  the description reads ${'説明文字'.repeat(3)} and ${'続きの文章'.repeat(2)} then ${'終わり'.repeat(3)} here`;
    const out = wrapLine(line, 30, '    ');
    expect(out.split('\n').length).toBeGreaterThan(1);
    for (const l of out.split('\n')) expect(displayWidth(l)).toBeLessThanOrEqual(30);
    expect(out.replace(/\n +/g, ' ')).toBe(line);
  });

  it('leaves a line that fits, and keeps a word longer than the width whole', () => {
    expect(wrapLine('short line', 80)).toBe('short line');
    expect(wrapLine(`a ${'x'.repeat(20)} b`, 10)).toBe(`a\n  ${'x'.repeat(20)}\n  b`);
  });

  it('keeps a count in parentheses on the line of the word it counts', () => {
    expect(wrapLine('read: folders a (1), b (2)', 22)).toBe('read: folders a (1),\n  b (2)');
    expect(wrapLine('read: folders a (1), bb (2)', 24)).toBe('read: folders a (1),\n  bb (2)');
    expect(wrapLine('units: plugin pl (2 skills, 1 outside)', 17)).toBe('units: plugin\n  pl (2 skills, 1\n  outside)');
    // A lone mark before the count (the folder `.`) goes along with the word before it.
    expect(wrapLine('read: 1 unit, folder . (28)', 22)).toBe('read: 1 unit,\n  folder . (28)');
    // A count alone on its line (no word before it there) breaks as any word does.
    expect(wrapLine('abcdefgh (12)', 8)).toBe('abcdefgh\n  (12)');
    // Words are kept in order and nothing is lost, whatever the width.
    const line = 'read: dir layout, 3 install units (plugin a (1 skill), plugin b (2 skills)), folder . (19)';
    for (let w = 4; w <= line.length; w++) {
      const out = wrapLine(line, w);
      expect(out.replace(/\n {2}/g, ' ')).toBe(line);
      // Past the longest word plus the indent, every line fits.
      if (w >= 12) for (const l of out.split('\n')) expect(displayWidth(l)).toBeLessThanOrEqual(w);
    }
    // A word too long to go along with its count stays where it was.
    expect(wrapLine(`a ${'p'.repeat(10)} (3)`, 13)).toBe(`a ${'p'.repeat(10)}\n  (3)`);
  });

  it('lets a run of spaces at a break go with it: the next line starts at the indent', () => {
    expect(wrapLine('aaaaaa   bbbb cc', 6)).toBe('aaaaaa\n  bbbb\n  cc');
    expect(wrapLine('aaaa  bbbb', 6)).toBe('aaaa\n  bbbb');
    // Inside a line the run is kept as written.
    expect(wrapLine('a  b cccccccc', 6)).toBe('a  b\n  cccccccc');
  });
});
