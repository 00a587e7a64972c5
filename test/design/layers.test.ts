/**
 * The house keeps its shape: no folder of src/ imports a higher floor or a neighbour on its own
 * floor, no folders import each other in a cycle, and only the listed adapters touch the file
 * system or the process (test/design/layers.ts, drawn in DESIGN.md). The checker is tested on
 * synthetic graphs first, so a green run over src/ means "no violation", not "checker blind".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { checkLayers, parseFile, readGraph, type FileNode } from './graph.js';
import { IO_ADAPTERS, LAYERS } from './layers.js';

const TABLE = [['base'], ['skills'], ['check', 'route'], ['cli']];

function node(
  file: string,
  imports: string[] = [],
  io: Partial<Pick<FileNode, 'usesFs' | 'usesProcess'>> = {},
): FileNode {
  return { file, imports, usesFs: io.usesFs ?? false, usesProcess: io.usesProcess ?? false };
}

/** A small house in order: every import goes down. */
const GOOD: FileNode[] = [
  node('src/base/text.ts'),
  node('src/base/guard.ts', [], { usesFs: true }),
  node('src/skills/load.ts', ['src/base/text.ts', 'src/base/guard.ts']),
  node('src/check/engine.ts', ['src/skills/load.ts', 'src/check/rules/name.ts']),
  node('src/check/rules/name.ts', ['src/base/text.ts']),
  node('src/route/rank.ts', ['src/skills/load.ts']),
  node('src/cli/main.ts', ['src/check/engine.ts', 'src/route/rank.ts'], { usesProcess: true }),
];
const GOOD_IO = {
  'src/base/guard.ts': { fs: true, why: 'guard' },
  'src/cli/main.ts': { process: true, why: 'entry' },
} as const;

function kinds(graph: FileNode[], io: Parameters<typeof checkLayers>[2] = GOOD_IO): string[] {
  return checkLayers(graph, TABLE, io).map((v) => v.kind);
}

describe('the layer checker on synthetic graphs', () => {
  it('passes a house whose imports all go down', () => {
    expect(checkLayers(GOOD, TABLE, GOOD_IO)).toEqual([]);
  });

  it('fails an upward import and names the file that makes it', () => {
    const graph = [...GOOD.filter((n) => n.file !== 'src/base/text.ts'), node('src/base/text.ts', ['src/cli/main.ts'])];
    const violations = checkLayers(graph, TABLE, GOOD_IO);
    expect(violations.map((v) => v.kind)).toContain('upward');
    expect(violations.find((v) => v.kind === 'upward')?.message).toContain('src/base/text.ts → src/cli/main.ts');
  });

  it('fails an import between neighbours on one floor', () => {
    expect(kinds([...GOOD, node('src/route/uses-check.ts', ['src/check/engine.ts'])])).toEqual(['same-row']);
  });

  it('fails a cycle between folders, even one the rows would otherwise hide', () => {
    // check → route and route → check: two same-row imports, and a cycle.
    const graph = [
      ...GOOD,
      node('src/route/a.ts', ['src/check/engine.ts']),
      node('src/check/b.ts', ['src/route/rank.ts']),
    ];
    const violations = checkLayers(graph, TABLE, GOOD_IO);
    expect(violations.filter((v) => v.kind === 'cycle').map((v) => v.message)).toEqual([
      'folders import each other in a cycle: check ↔ route',
    ]);
    // A cycle through three floors is upward somewhere and a cycle too.
    const three = [...GOOD, node('src/base/loop.ts', ['src/check/engine.ts'])];
    expect(kinds(three)).toEqual(expect.arrayContaining(['upward', 'cycle']));
  });

  it('fails a folder the table does not place', () => {
    expect(kinds([...GOOD, node('src/shiny/new.ts', ['src/base/text.ts'])])).toEqual(['unknown-folder']);
  });

  it('fails node:fs and process outside the allowed files, and an allowance nothing uses', () => {
    expect(kinds([...GOOD, node('src/check/reads.ts', [], { usesFs: true })])).toEqual(['fs']);
    expect(kinds([...GOOD, node('src/route/env.ts', [], { usesProcess: true })])).toEqual(['process']);
    // The guard may use fs, not process: each allowance is for what is listed.
    expect(kinds(GOOD.map((n) => (n.file === 'src/base/guard.ts' ? { ...n, usesProcess: true } : n)))).toEqual([
      'process',
    ]);
    expect(kinds(GOOD, { ...GOOD_IO, 'src/base/gone.ts': { fs: true, why: 'moved' } })).toEqual(['stale-allowance']);
    expect(kinds(GOOD.map((n) => (n.file === 'src/base/guard.ts' ? { ...n, usesFs: false } : n)))).toEqual([
      'stale-allowance',
    ]);
  });
});

describe('reading a file', () => {
  it('finds every form of import, resolved to repository paths', () => {
    const text = [
      "import { a } from '../base/text.js';",
      "import type { B } from './types.js';",
      "export * from '../hosts/index.js';",
      "export { c } from './c.js';",
      "import './side-effect.js';",
      "const lazy = await import('../report/html/page.js');",
      "type T = import('../audit/types.js').AuditResult;",
      "import path from 'node:path';",
      "import ts from 'typescript';",
    ].join('\n');
    expect(parseFile('src/check/x.ts', text).imports).toEqual([
      'src/audit/types.ts',
      'src/base/text.ts',
      'src/check/c.ts',
      'src/check/side-effect.ts',
      'src/check/types.ts',
      'src/hosts/index.ts',
      'src/report/html/page.ts',
    ]);
  });

  it('sees node:fs in any spelling and the process global, not the word', () => {
    for (const spec of ['node:fs', 'fs', 'node:fs/promises', 'fs/promises'])
      expect(parseFile('src/a.ts', `import * as x from '${spec}';`).usesFs).toBe(true);
    expect(parseFile('src/a.ts', "const fs = await import('node:fs');").usesFs).toBe(true);
    expect(parseFile('src/a.ts', 'export const home = process.env.HOME;').usesProcess).toBe(true);
    expect(parseFile('src/a.ts', 'export const p = globalThis.process;').usesProcess).toBe(true);
    expect(parseFile('src/a.ts', "import { argv } from 'node:process';").usesProcess).toBe(true);
    const innocent = [
      '// one process at a time',
      "const label = 'process';",
      'interface Job { process: string; run(process: number): void }',
      'const job = { process: 1 };',
      'export const n = job.process;',
    ].join('\n');
    expect(parseFile('src/a.ts', innocent)).toMatchObject({ usesFs: false, usesProcess: false });
  });
});

describe('src/ itself', () => {
  const graph = readGraph(REPO_ROOT);

  it('reads the real tree (every folder of the table holds files)', () => {
    const units = new Set(graph.map((n) => n.file.split('/')[1]));
    for (const u of LAYERS.flat()) expect(units, `src/${u}`).toContain(u);
    expect(graph.length).toBeGreaterThan(300);
  });

  it('has no upward import, no same-floor import, no folder cycle and no IO outside the adapters', () => {
    expect(checkLayers(graph, LAYERS, IO_ADAPTERS).map((v) => v.message)).toEqual([]);
  });

  it('is drawn in DESIGN.md as the table says', () => {
    const design = readFileSync(path.join(REPO_ROOT, 'DESIGN.md'), 'utf8');
    const diagram = design.match(/<!-- layers -->\n```\n([\s\S]*?)```/)?.[1];
    expect(diagram, 'DESIGN.md keeps the diagram between <!-- layers --> and a code fence').toBeDefined();
    // Top floor first in the drawing, as a house is drawn; each line lists one row's folders.
    const rows = diagram!
      .trim()
      .split('\n')
      .map((line) =>
        line
          .replace(/\s+[-–—].*$/, '')
          .trim()
          .split(/\s*·\s*/)
          .filter(Boolean),
      );
    expect(rows.reverse()).toEqual(LAYERS.map((r) => [...r]));
    for (const file of Object.keys(IO_ADAPTERS)) expect(design, `DESIGN.md lists ${file}`).toContain(`\`${file}\``);
  });
});
