/**
 * Text the tool sends to people and models names things, never the documents or reviews they
 * came from: "the baseline analyzer", not "seed 002"; a behaviour, not "issue 15". The docs have
 * the same check (test/docs/docs.test.ts); this one reads every string literal and template
 * text of the folders whose strings reach a reader — the MCP server's tool and resource
 * descriptions and instructions (sent to models), the renderers (terminal, markdown, HTML) and
 * the access primitives' messages — as the compiler sees them, so comments do not count and a
 * string split over lines still does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/mcp/tools.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/mcp', 'src/report', 'src/access'];

/** What user-facing text must not cite: numbered seeds and articles of the research notes, issues, reviews. */
const BANNED = /\bseed 0\d\d\b|\barticle 0\d\d\b|\b0\d\d's\b|\bissues? #?\d+\b|\bQA pass\b|shared\/seeds/i;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Every string literal and template piece of a file, with its line. */
function strings(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('user-facing text of the MCP server, the renderers and the access primitives', () => {
  it('has no string that cites a seed, an article, an issue or a review', () => {
    const files = FOLDERS.flatMap((f) => tsFiles(path.join(ROOT, f)));
    expect(files.length).toBeGreaterThan(50);
    const hits = files.flatMap((file) =>
      strings(file)
        .filter((s) => BANNED.test(s.text))
        .map((s) => `${path.relative(ROOT, file)}:${s.line}: ${s.text.slice(0, 100)}`),
    );
    expect(hits).toEqual([]);
  });

  it('holds for the MCP tools as the server sends them (constants filled in)', () => {
    const sent = TOOLS.flatMap((t) => [t.title, t.description, JSON.stringify(t.inputSchema)]);
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.filter((s) => BANNED.test(s))).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const bad of ['the seed 002 scorer', 'as article 000 found', 'see issue 15', 'found in the QA pass'])
      expect(BANNED.test(bad), bad).toBe(true);
    for (const good of ['the baseline lexical scorer', 'split seed 1', '--seed 42', 'issues by severity'])
      expect(BANNED.test(good), good).toBe(false);
  });
});
