/**
 * The package root's public surface. The sorted runtime export names are pinned in
 * test/api/exports.txt, so a name added to or dropped from src/index.ts shows in the diff of a
 * committed file and a reviewer sees the API change (regenerate with
 * `UPDATE_EXPORTS=1 npx vitest run test/api/exports.test.ts`). And every name docs/api.md writes
 * as code — a function, a class, a constant or a type — is exported, so the page never promises
 * what `import … from 'skillscope'` cannot give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIST = path.join(ROOT, 'test/api/exports.txt');
const HEADER = "# The package root's runtime exports, sorted; pinned by test/api/exports.test.ts.\n";

const runtime = Object.keys(api).sort();

/** Every export of src/index.ts, types included, as the compiler sees it. */
function allExports(): Set<string> {
  const entry = path.join(ROOT, 'src/index.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  return new Set(checker.getExportsOfModule(symbol!).map((s) => s.name));
}

/**
 * Code spans in docs/api.md that name an API: a bare identifier (`runCheck`), a call
 * (`loadSkills(root, …)`), or a class's member (`AccessError.code`). Variables of the page's
 * examples (`set.unreadHidden`, `stream.finish()`) have a dot after a lower-case name and are
 * not names of the package.
 */
function namedInDocs(): string[] {
  const text = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const span = m[1]!;
    const id = /^([A-Za-z_][A-Za-z0-9_]*)(\(|\.[a-z]|\[\]|$)/.exec(span);
    if (id === null) continue;
    if (id[2]!.startsWith('.') && !/^[A-Z]/.test(id[1]!)) continue;
    names.add(id[1]!);
  }
  return [...names].sort();
}

/** Code spans on the page that are not names of the package, each for a reason the page gives. */
const NOT_EXPORTS = new Map([
  ['createSkillServer', 'the MCP server; the page says it is not exported, so the SDK stays unloaded'],
  ['TypeError', 'the built-in class ApiUsageError extends'],
  ['fn', 'a field of ApiUsageError'],
  ['argument', 'a field of ApiUsageError'],
  ['expected', 'a field of ApiUsageError'],
  ['got', 'a field of ApiUsageError'],
  ['needs', 'an option of loadSkills'],
  ['null', 'a value'],
  ['report', 'the command whose fold the page describes'],
  ['add', "a method of startCheck's fold"],
  ['finish', "a method of startCheck's fold"],
]);

describe('public API', () => {
  it('the runtime exports are the committed list', () => {
    const text = HEADER + runtime.join('\n') + '\n';
    if (process.env['UPDATE_EXPORTS'] === '1') writeFileSync(LIST, text);
    expect(runtime.join('\n')).toBe(readFileSync(LIST, 'utf8').replace(HEADER, '').trimEnd());
  });

  it('every name docs/api.md writes as code is exported', () => {
    const exported = allExports();
    const named = namedInDocs();
    expect(named.length).toBeGreaterThan(50);
    const missing = named.filter((n) => !exported.has(n) && !NOT_EXPORTS.has(n));
    expect(missing).toEqual([]);
    // The exemptions stay honest: each is on the page and none is in fact exported.
    for (const n of NOT_EXPORTS.keys()) {
      expect(named, n).toContain(n);
      expect(exported.has(n), n).toBe(false);
    }
  });

  it('the cost and access commands have their renderers at the root, like every other command', () => {
    const renderers = runtime.filter(
      (n) => n.startsWith('render') && typeof (api as Record<string, unknown>)[n] === 'function',
    );
    for (const n of [
      'renderCostTable',
      'renderCostJson',
      'renderCostMarkdown',
      'renderCatalogText',
      'renderCatalogFormat',
      'renderDiscoverText',
      'renderSearchText',
      'renderInspectText',
      'renderPlanText',
    ]) {
      expect(renderers).toContain(n);
    }
  });
});
