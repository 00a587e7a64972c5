/**
 * The import graph of src/ read with the TypeScript parser (no bundler, no resolver plugin), and the
 * pure check of a graph against the layer table: upward and same-row imports, cycles between
 * folders, and file system / process use outside the allowed adapters. The check takes a plain
 * graph so a test can plant a violation in a synthetic one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { IoAllowance } from './layers.js';

export interface FileNode {
  /** Repository-relative, `src/...`. */
  readonly file: string;
  /** Repository-relative files this one imports (relative specifiers only; packages and `node:` are not edges). */
  readonly imports: readonly string[];
  readonly usesFs: boolean;
  readonly usesProcess: boolean;
}

export interface Violation {
  readonly kind: 'upward' | 'same-row' | 'unknown-folder' | 'cycle' | 'fs' | 'process' | 'stale-allowance';
  readonly message: string;
}

const FS_MODULES = new Set(['fs', 'node:fs', 'fs/promises', 'node:fs/promises']);
const PROCESS_MODULES = new Set(['process', 'node:process']);

/** The unit of layering: the first folder under src/, or the file's name for a file directly in src/. */
export function unitOf(file: string): string {
  return file.split('/')[1]!;
}

/**
 * Is `id` the `process` global here, not a property name or a declaration that happens to say
 * "process"? Not scope-aware: a local named `process` counts as the global (name it otherwise).
 */
function isProcessReference(id: ts.Identifier): boolean {
  if (id.text !== 'process') return false;
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id)
    return ts.isIdentifier(p.expression) && p.expression.text === 'globalThis';
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertySignature(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isMethodDeclaration(p)) &&
    p.name === id
  )
    return false;
  if (
    (ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isFunctionDeclaration(p) || ts.isBindingElement(p)) &&
    p.name === id
  )
    return false;
  if (ts.isImportSpecifier(p) || ts.isExportSpecifier(p) || ts.isImportClause(p)) return false;
  if (ts.isQualifiedName(p) || ts.isTypeReferenceNode(p)) return false;
  return true;
}

/** One file's edges and IO, from its text. `file` is repository-relative. */
export function parseFile(file: string, text: string): FileNode {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = new Set<string>();
  let usesFs = false;
  let usesProcess = false;
  const specifier = (spec: string): void => {
    if (FS_MODULES.has(spec)) usesFs = true;
    if (PROCESS_MODULES.has(spec)) usesProcess = true;
    if (!spec.startsWith('.')) return;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
    imports.add(resolved);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifier(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifier(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      specifier(node.argument.literal.text);
    else if (ts.isIdentifier(node) && isProcessReference(node)) usesProcess = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, imports: [...imports].sort(), usesFs, usesProcess };
}

/** Every .ts file under `root/src`, parsed. */
export function readGraph(root: string): FileNode[] {
  const out: FileNode[] = [];
  const walk = (rel: string): void => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.ts')) out.push(parseFile(child, readFileSync(path.join(root, child), 'utf8')));
    }
  };
  walk('src');
  return out.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Folder-level edges: unit → unit → the file imports that make the edge. */
export function unitEdges(graph: readonly FileNode[]): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const node of graph) {
    const from = unitOf(node.file);
    for (const target of node.imports) {
      const to = unitOf(target);
      if (to === from) continue;
      let m = edges.get(from);
      if (!m) edges.set(from, (m = new Map()));
      let list = m.get(to);
      if (!list) m.set(to, (list = []));
      list.push(`${node.file} → ${target}`);
    }
  }
  return edges;
}

/** Cycles between units (Tarjan's strongly connected components of more than one unit). */
export function unitCycles(edges: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const units = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const strong = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const u of [...units].sort()) if (!index.has(u)) strong(u);
  return out;
}

/** Every way `graph` breaks the table and the IO allowances; empty when the house is in order. */
export function checkLayers(
  graph: readonly FileNode[],
  layers: readonly (readonly string[])[],
  io: Readonly<Record<string, IoAllowance>>,
): Violation[] {
  const row = new Map<string, number>();
  layers.forEach((units, i) => units.forEach((u) => row.set(u, i)));
  const out: Violation[] = [];
  const units = new Set(graph.map((n) => unitOf(n.file)));
  for (const u of [...units].sort()) {
    if (!row.has(u))
      out.push({
        kind: 'unknown-folder',
        message: `src/${u} is in no row of the layer table (test/design/layers.ts): add it where its imports put it`,
      });
  }
  const edges = unitEdges(graph);
  for (const [from, targets] of [...edges].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const [to, via] of [...targets].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const a = row.get(from);
      const b = row.get(to);
      if (a === undefined || b === undefined) continue;
      if (b > a)
        out.push({
          kind: 'upward',
          message: `${from} (row ${a}) imports ${to} (row ${b}), a higher floor: ${via.join('; ')}`,
        });
      else if (b === a)
        out.push({ kind: 'same-row', message: `${from} imports ${to}, its neighbour on row ${a}: ${via.join('; ')}` });
    }
  }
  for (const cycle of unitCycles(edges))
    out.push({ kind: 'cycle', message: `folders import each other in a cycle: ${cycle.join(' ↔ ')}` });
  const files = new Set(graph.map((n) => n.file));
  for (const node of graph) {
    const allowed = io[node.file];
    if (node.usesFs && !allowed?.fs)
      out.push({
        kind: 'fs',
        message: `${node.file} imports node:fs; only the adapters listed in test/design/layers.ts may (read through the read guard, write through the write guard)`,
      });
    if (node.usesProcess && !allowed?.process)
      out.push({
        kind: 'process',
        message: `${node.file} uses process; only the entries listed in test/design/layers.ts may (take env, cwd and streams as parameters)`,
      });
  }
  for (const [file, allowed] of Object.entries(io)) {
    const node = graph.find((n) => n.file === file);
    if (!files.has(file) || !node)
      out.push({
        kind: 'stale-allowance',
        message: `${file} is allowed IO but no longer exists: remove it from IO_ADAPTERS (and DESIGN.md)`,
      });
    else if ((allowed.fs && !node.usesFs) || (allowed.process && !node.usesProcess))
      out.push({
        kind: 'stale-allowance',
        message: `${file} is allowed ${allowed.fs && !node.usesFs ? 'node:fs' : 'process'} but no longer uses it: narrow IO_ADAPTERS (and DESIGN.md)`,
      });
  }
  return out;
}
