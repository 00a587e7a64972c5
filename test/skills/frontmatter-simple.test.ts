/**
 * The simple-shape frontmatter reader (src/skills/frontmatter-simple.ts) against `yaml`: whenever
 * it accepts a block, the data (values and their types, key order) and the key lines equal what
 * the parser gives — on every fixture's frontmatter and on random blocks built from the pieces
 * real frontmatter has and the ones YAML reads differently (booleans, nulls, numbers, quotes,
 * escapes, `: ` and ` #` inside values, tabs, CR, nested blocks, reserved keys). It must also
 * accept the common shapes, or it speeds nothing up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSimpleFrontmatter } from '../../src/skills/frontmatter-simple.js';
import { parseYaml, splitFrontmatter } from '../../src/skills/frontmatter.js';
import { block } from '../helpers/frontmatter-blocks.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';

function agree(raw: string): boolean {
  const fast = parseSimpleFrontmatter(raw, 2);
  const full = parseYaml(raw, 'x/SKILL.md', 2, false);
  if (fast === null) return false;
  expect(full.problems, raw).toEqual([]);
  expect(fast.data, raw).toStrictEqual(full.data);
  expect(Object.keys(fast.data), raw).toEqual(Object.keys(full.data ?? {}));
  expect(fast.keyLines, raw).toEqual(full.keyLines);
  return true;
}

describe('simple frontmatter reader', () => {
  it('equals yaml on every fixture frontmatter it accepts, and accepts most of them', () => {
    let accepted = 0;
    let blocks = 0;
    for (const [, text] of fixtureMarkdown()) {
      const raw = splitFrontmatter(text, 'x').frontmatter?.raw;
      if (raw === undefined) continue;
      blocks++;
      if (agree(raw)) accepted++;
    }
    expect(blocks).toBeGreaterThan(100);
    expect(accepted / blocks).toBeGreaterThan(0.5);
  });

  it('equals yaml on random blocks whenever it accepts one', () => {
    let accepted = 0;
    fc.assert(
      fc.property(block, fc.boolean(), (raw, crlf) => {
        if (agree(crlf ? raw.replaceAll('\n', '\r\n') : raw)) accepted++;
      }),
      // FM_FUZZ_RUNS=150000 searches longer (1.5 million blocks were run so, without a difference).
      { numRuns: Number(process.env['FM_FUZZ_RUNS'] ?? 12000) },
    );
    expect(accepted).toBeGreaterThan(300);
  });

  it('reads block scalars exactly as yaml does', () => {
    for (const raw of [
      'name: x\ndescription: >\n  Fill forms.\n  Use when: a form is given.\n',
      'description: |\n  line one\n\n    indented\n  # kept\n\nlicense: MIT\n',
      'description: >-\n  a\n\n\n  b\n  c\n\n',
      'description: |-\n  only\nname: y\n',
      'description: >\nrisk: unknown\n',
      'description: |\n\nname: y\n',
      'description: >\n  trailing  \n  spaces \n\n  kept\n',
      'description: |\n  a  \n  b \n',
    ])
      expect(agree(raw), raw).toBe(true);
    expect(parseSimpleFrontmatter('description: >\n  a\n\n  b\n  c\n', 2)?.data).toEqual({ description: 'a\nb c\n' });
  });

  it('reads a plain value continued on indented lines, and block scalars ending in a line of spaces, as yaml does', () => {
    for (const raw of [
      'description: Build LLM apps and\n  intelligent agents. Use PROACTIVELY\n  for AI features.\nmetadata:\n  model: inherit\n',
      'description: a\n    b  \n c\n',
      'description: Uses 3\n  2 tools\n',
      'description: |\n  Execute this.\n  Trigger with "x".\n  \nallowed-tools: Read\n',
      'description: >\n  a\n  \n  b\n \nname: x\n',
      'description: |-\n    deep\n  \n    deeper\n',
    ])
      expect(agree(raw), raw).toBe(true);
    // What YAML reads as one folded value: taken; what it reads otherwise (a mapping, a comment
    // ending the value, a quoted value going on): left to the parser.
    for (const raw of [
      'description: a\n  b\n  \n  c\n',
      'description: a\n\n  b\n',
      'description: a\n  - b\n',
      'description: a\n  (GDPR/HIPAA) b\n',
      'description:\n  React patterns that\n  scale.\nlicense: MIT\n',
      'metadata:\n  note: a\n    b\n  x: y\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of [
      'description: a\n  b: c\n',
      'description: a\n  #b\n',
      'description: "a"\n  b\n',
      'description: |\n  a\n    \n  b\n',
      'metadata:\n  note: a\n  b\n',
    ])
      expect(parseSimpleFrontmatter(raw, 2), raw).toBeNull();
  });

  it('reads mappings nested a few levels deep, with sequences in them, exactly as yaml does', () => {
    for (const raw of [
      'requires:\n  mcp:\n    - rube\nname: x\n',
      'metadata:\n  version: 0.22.5\n  openclaw:\n    category: "productivity"\n    requires:\n      bins:\n        - gws\n    cliHelp: "gws --help"\n',
      'metadata:\n  tags:\n  - a\n  - b\n',
      'metadata:\n  a:\n    b: 1.0.0\n\n    c: x\n  d: y\n\nname: z\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of [
      'm:\n  a:\n  b: x\n',
      'm:\n  a:\n  - x\n  b: y\n',
      'm:\n  a:\n    b:\n      c:\n        d:\n          e: deep\n',
      'related_skills:\n  - slug: cld-craft\n    relation: depends-on\n  - slug: x\n    relation: y\nname: z\n',
      'hooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: "echo \\"[$(date)]\\" >> x.log"\n',
      'k:\n- a: 1\n  b:\n  - x\n  c: 2\n',
      'k:\n  -  a: 1\n     b: 2\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of [
      'm:\n  a:\n    b: x\n   c: y\n',
      'k:\n  - a: 1\n   b: 2\n',
      'k:\n  - a: 1\n  - a: 1\n    a: 2\n',
      // Deeper than MAX_DEPTH collections: left to the parser.
      `m:\n${Array.from({ length: 9 }, (_, i) => `${'  '.repeat(i + 1)}k${i}:`).join('\n')}\n${'  '.repeat(10)}e: deep\n`,
    ])
      expect(parseSimpleFrontmatter(raw, 2), raw).toBeNull();
  });

  it('reads quoted values, on one line or folded over several, with every escape, exactly as yaml does', () => {
    for (const raw of [
      'description: "Use when asked to \\"test\\" or \\"fix\\" it"\n',
      'path: "C:\\\\x\\/y"\nnote: "a\\tb\\nc"\n',
      "description: 'it''s ''quoted'''\n",
      "tools: [\"a\\\"b\", 'c''d']\n",
      'd: "\\u0041 \\u2014 \\U0001F600 \\x41 \\N \\_"\n',
      'd: "a\\\n  b"\n',
      "description: 'Write idiomatic PHP code with generators, iterators, SPL data\n\n  structures.\n\n  '\nrisk: unknown\n",
      'description:\n  "Solve competition math problems with adversarial\n  verification. Activates when\n  asked to \'solve this\'."\nversion: 0.1.0\n',
      'metadata: \'{"a":{"b":["x","y"]},"emoji":"🗃️"}\'\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of ['d: "a\\"\n', 'd: "a" b"\n', "d: 'a' b'\n", 'd: "\\q"\n', 'd: "a\nb"\n', 'd: "a\n  b\n'])
      expect(parseSimpleFrontmatter(raw, 2), raw).toBeNull();
  });

  it('reads plain values of the core schema, comment lines between entries, and emoji, exactly as yaml does', () => {
    for (const raw of [
      'name: 2d-games\ndescription: 2D game development principles.\ntemperature: 0.0\ncount: 28\n',
      'command: /ar:status\nlicense: 3 clause BSD license\nhint: <feature|bug> <name>\n',
      'a: -3\nb: +1\nc: .5\nd: 0x1F\ne: 0o17\nf: 1e3\ng: .inf\nh: -.INF\ni: .NaN\nj: 012\nk: 1.\nl: ~\n',
      'name: x\n# firing-evidence: baseline 4/4\ndescription: >-\n  text\n# trailing comment\n',
      "description: '📐 初始化 / 优化 🗃️'\nx: 😀 plain\n",
      'tags: [4-Bit, 8-Bit, "ray[data]", manim>=0.19.0]\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of ['d: x \udc00\n', 'd: @x\n', 'd: ]x\n', 'd: x # c\n', 'd:\n# c\n  x: y\n'])
      expect(parseSimpleFrontmatter(raw, 2), raw).toBeNull();
  });

  it('reads flow and block sequences of scalars and dates exactly as yaml does', () => {
    for (const raw of [
      'allowed-tools: [Read, Bash(git log:*), "x y"]\nmetadata:\n  mcp: [rube]\n  updated: 2026-03-05\n',
      'tags:\n- a\n- b c\nname: x\n',
      'pillars:\n  - Reliability\n  - Security\n\nname: x\n',
      'tags: []\n',
    ])
      expect(agree(raw), raw).toBe(true);
    for (const raw of [
      'tags:\n  - a\n\n  - b\n',
      'tags:\n  - a\n    more\n',
      'tags: [a, , b]\n',
      'tags: [a, b,]\n',
      'tags: [a] # c\n',
      'tags: [a, [b]]\n',
    ])
      expect(parseSimpleFrontmatter(raw, 2), raw).toBeNull();
  });

  it('reads the common shapes: plain, quoted, booleans, an indented metadata block', () => {
    const raw =
      'name: pdf-forms\ndescription: "Fill PDF forms: every field. Use when a form is given."\ndisable-model-invocation: true\nlicense: MIT\nmetadata:\n  author: someone\n  version: "1.0"\n\nallowed-tools: Bash(git log:*) Read\n';
    expect(agree(raw)).toBe(true);
    expect(parseSimpleFrontmatter(raw, 2)?.keyLines).toEqual({
      name: 2,
      description: 3,
      'disable-model-invocation': 4,
      license: 5,
      metadata: 6,
      'allowed-tools': 10,
    });
  });
});
