/**
 * Random frontmatter blocks (fast-check) for the differential test of the simple reader against
 * `yaml` (test/skills/frontmatter-simple.test.ts): top-level lines, nested mappings, block
 * scalars, sequences, quoted values folded over lines, and lines the reader must refuse.
 */
import fc from 'fast-check';
import { KEYS, VALUES } from './frontmatter-values.js';

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
export const block = fc
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
