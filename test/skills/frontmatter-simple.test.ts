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

const KEYS = [
  'name',
  'description',
  'license',
  'metadata',
  'allowed-tools',
  'when_to_use',
  'True',
  'null',
  'x',
  'name',
  'a-b_c',
  'Version',
];
const VALUES = [
  'pdf-forms',
  'Fill PDF forms. Use when the user has a form.',
  '撰写周报。当用户需要写总结时使用。',
  'Café résumé',
  'true',
  'True',
  'TRUE',
  'false',
  'FALSE',
  'null',
  'Null',
  '~',
  '',
  'yes',
  'no',
  'on',
  'NaN',
  '.inf',
  '12',
  '1.5',
  '1.0.0',
  '2.10.3',
  '1.0.0-beta',
  '1..0',
  '01.2.3',
  '-3',
  '0x1F',
  '1e3',
  '"quoted text"',
  '"[tag]"',
  "'single'",
  '""',
  "''",
  '"with \\" escape"',
  '"say \\"a\\" and \\"b\\""',
  '"C:\\\\path\\/x"',
  '"line\\nbreak"',
  '"\\u0041 \\x41"',
  '"bad \\q"',
  '"a" b \\""',
  '"ends\\\\"',
  '"ends\\"',
  "'a''''b'",
  "'a'''",
  "''''",
  "'x' y'",
  '"tab\\tescape"',
  "'it''s'",
  '"unclosed',
  "'unclosed",
  'a: b',
  'Use when: x',
  'x #not comment',
  'C# code',
  'http://x.y/z',
  'ends with colon:',
  'a:b',
  'Bash(git log:*) Read',
  '[a, b]',
  '{a: 1}',
  '- item',
  '*alias',
  '&anchor x',
  '!tag x',
  '%x',
  '@x',
  '`x`',
  '|',
  '>',
  'a\tb',
  'trailing   ',
  '  leading',
  'é\u0085x',
  'a\u2028b',
  '😀 emoji',
  'x \ud800 y',
  'MIT',
  'Apache-2.0',
  '"a" # c',
  'a  b  c',
  'x"y',
  "x'y",
  '2026-03-05',
  '2026-3-5',
  '2026-03-05T10:00:00Z',
  '[rube]',
  '[Read, Bash(git log:*), "quoted"]',
  '[]',
  '[ ]',
  '[a, , b]',
  '[a, b,]',
  '[a, [b]]',
  '[a: 1]',
  '["a, b"]',
  "['it''s', x]",
  '[true, null, 12, 1.0.0]',
  '[a] # c',
  '[ a ,b  ]',
  '[C#, x #y]',
  '2D game development',
  '3 clause BSD license',
  '4-Bit',
  '21 CFR Part 11',
  '/ar:status',
  '<required-arg> [optional-arg]',
  '【统一运行】技能',
  '(paren) text',
  '-x',
  '-3',
  '+1',
  '.5',
  '.inf',
  '-.INF',
  '.NaN',
  '.nan x',
  '0o17',
  '0o19',
  '0x1g',
  '1.',
  '1.50',
  '0.0',
  '012',
  '1_000',
  '99999999999999999999',
  '~x',
  '?x',
  ':x',
  ']x',
  '}x',
  '=x',
  '$HOME',
  'a"b"c',
  '📐 初始化',
  'x \udc00 y',
  '\ufeffx',
  'x\ufffe',
  '"\\u00e9 \\x41 \\U0001F600 \\N \\_ \\L \\0 \\e"',
  '"\\ud83d\\ude00 \\ud800"',
  '"bad \\x4"',
  '"bad \\U00110000"',
  '"\\ "',
  '"tab\\\ttab"',
  "'📐 初始化 / 优化'",
  '"a" b',
  "'a' # c",
  '[4-Bit, 8-Bit, 3Blue1Brown]',
  '["ray[data]", pyarrow]',
  '[manim>=0.19.0, python>=3.8]',
  '[-3, -x, .5, ~, 0x1F]',
  '[a:b, c]',
  "['a''b', \"c\"]",
  '[ "x" , y ]',
  '["x" y]',
  '[x, "y"z]',
  '["unclosed, x]',
  '[?x]',
  '[-]',
  '[a, {b}]',
];
const SEPARATORS = [': ', ':', ':  ', ': \t', ':\t'];
const INDENTS = ['  ', '  ', '    ', ' ', '\t'];

const topLine = fc
  .tuple(fc.constantFrom(...KEYS), fc.constantFrom(...SEPARATORS), fc.constantFrom(...VALUES))
  .map(([k, s, v]) => `${k}${s}${v}`);
const nestedBlock = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom(...INDENTS),
    fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { minLength: 1, maxLength: 4 }),
    fc.constantFrom('\n', '\n', '\n\n'),
  )
  .map(([k, indent, subs, sep]) => [`${k}:`, ...subs.map(([sk, v]) => `${indent}${sk}: ${v}`)].join(sep));
/** Block scalars: the headers the reader takes and ones it leaves, over lines of every indent. */
const BLOCK_HEADERS = ['|', '|-', '>', '>-', '>', '|+', '>2', '> # c', '>-  '];
const BLOCK_LINES = [
  '  Use when the user asks: to fill a form.',
  '  second line # not a comment',
  '  撰写周报。',
  '',
  '',
  '    more indented',
  ' less indented',
  '  trailing space ',
  '   ',
  '  ',
  ' ',
  '  - looks like a list',
  '  key: value',
  '\tx',
  '  "quoted"',
];
const blockScalar = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom(...BLOCK_HEADERS),
    fc.array(fc.constantFrom(...BLOCK_LINES), { minLength: 0, maxLength: 6 }),
  )
  .map(([k, header, lines]) => [`${k}: ${header}`, ...lines].join('\n'));
/** Block sequences under a top-level key, at indent 0 (compact) or more, with items of every kind. */
const SEQUENCE_ITEMS = [
  '- Security',
  '- Operational Excellence',
  '- "quoted"',
  '- true',
  '- 12',
  '- a: b',
  '-',
  '- [x]',
  '- x #c',
];
const sequenceBlock = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom('', '  ', '  ', '    ', ' '),
    fc.array(fc.oneof(fc.constantFrom(...SEQUENCE_ITEMS), fc.constantFrom('', '    continued', '  - deeper')), {
      minLength: 1,
      maxLength: 5,
    }),
  )
  .map(([k, indent, items]) => [`${k}:`, ...items.map((it) => (it === '' ? '' : `${indent}${it}`))].join('\n'));
/**
 * Mappings nested under a top-level key, a few levels deep, their entries scalars, block sequences
 * (at the entry's indent or deeper) or mappings, at every indent, with blank and stray lines.
 */
const { nested: deepBlock } = fc.letrec((tie) => ({
  entry: fc.oneof(
    { maxDepth: 6 },
    fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)).map(([k, v]) => [`${k}: ${v}`]),
    fc
      .tuple(
        fc.constantFrom(...KEYS),
        fc.constantFrom('', '  ', '  ', ' '),
        fc.array(fc.constantFrom(...SEQUENCE_ITEMS), { minLength: 1, maxLength: 3 }),
      )
      .map(([k, indent, items]) => [`${k}:`, ...items.map((item) => `${indent}${item}`)]),
    fc.constantFrom(
      [''],
      ['key:'],
      ['  odd: x'],
      ['- item'],
      ['  continued'],
      ['- slug: x', '  relation: y'],
      ['-  a: 1', '   b: 2'],
      ['- a: 1', ' b: 2'],
      ['x: |', '  text'],
      ['x: >-', '  folded', '  text'],
      ['x: "quoted', '  over lines"'],
      ['x: plain', '  continued'],
    ),
    tie('nested') as fc.Arbitrary<string[]>,
  ),
  nested: fc
    .tuple(
      fc.constantFrom(...KEYS),
      fc.constantFrom(...INDENTS),
      fc.array(tie('entry') as fc.Arbitrary<string[]>, { minLength: 1, maxLength: 3 }),
    )
    .map(([k, indent, entries]) => [`${k}:`, ...entries.flat().map((l) => (l === '' ? '' : `${indent}${l}`))]),
}));

/**
 * Quoted scalars over several lines, opening on the key's line or the line below: lines of every
 * indent, blank and space-only lines, escapes, quotes inside and a close followed by more.
 */
const QUOTED_LINES = [
  '  more text',
  '   deeper',
  ' one space',
  'no indent',
  '',
  '',
  '  ',
  ' ',
  '    ',
  '  with \\"escaped\\" quote',
  '  escaped break \\',
  '  \\u00e9 \\t tab',
  '  bad \\q',
  "  it''s",
  '  trailing  ',
  '  😀 emoji',
  '  a: b',
  '  # not a comment',
  '\tx',
];
const quotedBlock = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom('"', "'"),
    fc.boolean(),
    fc.constantFrom('first line', 'first ', '', 'a "q" b', "a 'q' b"),
    fc.array(fc.constantFrom(...QUOTED_LINES), { minLength: 0, maxLength: 4 }),
    fc.constantFrom('  end', '  end  ', 'end', '  end # c', '  end x', '  '),
  )
  .map(([k, q, below, first, middle, last]) => {
    const open = below ? `${k}:\n  ${q}${first}` : `${k}: ${q}${first}`;
    const close = last.endsWith(' # c') || last.endsWith(' x') ? last.replace(/( # c| x)$/, `${q}$1`) : `${last}${q}`;
    return [open, ...middle, close].join('\n');
  });
/** Block sequences of mappings (`- slug: x` + `  relation: y`), at every indent after the dash. */
const mappingItems = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom('', '  ', '  ', ' '),
    fc.array(
      fc.tuple(
        fc.constantFrom(' ', ' ', '  ', '   '),
        fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0, 0, 0, -1, 1),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([k, indent, items]) =>
    [
      `${k}:`,
      ...items.flatMap(([gap, entries, shift]) =>
        entries.map(([ek, v], i) =>
          i === 0
            ? `${indent}-${gap}${ek}: ${v}`
            : `${indent}${' '.repeat(Math.max(0, 1 + gap.length + shift))}${ek}: ${v}`,
        ),
      ),
    ].join('\n'),
  );

/** Lines after a top-level line: comments, fences, and indented lines that may continue a plain value. */
const otherLine = fc.constantFrom(
  '',
  '',
  '# a comment',
  '  continued text',
  '  continued text',
  '    deeper continued',
  ' 12 items ',
  '  é accent',
  '  more: x',
  '  ends:',
  '  x #c',
  '  #c',
  '  - dash',
  "  'quoted'",
  '  [flow]',
  '   ',
  '  true',
  'key:value',
  '...',
  'name: x\r',
  '---x',
  '#',
  '#x: y',
  '# 注释 😀',
  '  # indented comment',
  '  (GDPR/HIPAA) text',
  '  - b',
  '  "b"',
  '  [b]',
  '  &b',
  '  *b',
  '  !b',
  '  |b',
  '  >b',
  '  %b',
  '  @b',
  '  `b',
  '  ,b',
  '  ?b',
  '  :b',
  '  -b',
  '  ]b',
  '  }b',
  '  a: b',
  '  ends with quote"',
  "  ends with quote'",
  '  ends"',
  ' ',
  '    ',
);
const block = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: topLine },
      { weight: 2, arbitrary: nestedBlock },
      { weight: 2, arbitrary: deepBlock.map((lines) => lines.join('\n')) },
      { weight: 2, arbitrary: blockScalar },
      { weight: 2, arbitrary: sequenceBlock },
      { weight: 2, arbitrary: quotedBlock },
      { weight: 2, arbitrary: mappingItems },
      { weight: 2, arbitrary: otherLine },
    ),
    { maxLength: 8 },
  )
  .map((lines) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`));

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
