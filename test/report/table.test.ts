/** Terminal tables: every cell escaped and capped, and a width that is never exceeded by hiding or abbreviating columns. */
import { describe, expect, it } from 'vitest';
import { CELL_MAX_CHARS } from '../../src/base/escape.js';
import { pathCut, renderTable, SHRINK_HARD_MIN } from '../../src/report/table.js';

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
