/**
 * findReferences with its per-line pre-tests (src/skills/links.ts: a line without a backtick,
 * tilde or `[` is skipped; fences, code paths, definitions and links are only matched where their
 * marker characters occur) against the same scan with every pattern run on every line: the same
 * references, in the same order, on every fixture markdown file and on random markdown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findReferences, findReferencesUntested as referenceFindReferences } from '../../src/skills/links.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';

const PIECES = [
  '\n',
  '\n',
  '\r\n',
  ' ',
  '  ',
  '   ',
  '\t',
  '`',
  '``',
  '```',
  '~~~',
  '~',
  '[',
  ']',
  '(',
  ')',
  '](',
  ']: ',
  '<',
  '>',
  '!',
  '/',
  '.',
  '..',
  'scripts/fill.py',
  'references/api.md',
  'assets/',
  '{baseDir}/',
  '${CLAUDE_PLUGIN_ROOT}/',
  'a.md',
  'x.py',
  'http://e.com',
  '#frag',
  '?q',
  'Read ',
  'run ',
  'python ',
  'Examples: ',
  'e.g. ',
  'such as ',
  'that runs ',
  'see the notes in ',
  '运行 ',
  '. ',
  '。',
  'text',
  'word',
  '😀',
  'é',
  '"t"',
];
/** Lines of an indent (0–4 spaces or a tab), a line-start marker, then pieces: fences and headings land where they count. */
const line = fc
  .tuple(
    fc.constantFrom('', '', ' ', '  ', '   ', '    ', '\t'),
    fc.constantFrom('', '', '', '```', '~~~', '````', '~~~~', '[id]: ', '[`x.md`]: ', '![i](', '- '),
    fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }),
  )
  .map(([indent, marker, parts]) => indent + marker + parts.join(''));
const markdown = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((parts) => parts.join('')),
  fc.array(line, { maxLength: 14 }).map((lines) => lines.join('\n')),
);

describe('findReferences pre-tests', () => {
  it('equal the reference on every fixture markdown file', () => {
    let refs = 0;
    for (const [file, text] of fixtureMarkdown()) {
      const got = findReferences(text);
      expect(got, file).toEqual(referenceFindReferences(text));
      refs += got.length;
    }
    expect(refs).toBeGreaterThan(50);
  });

  it('equal the reference on random markdown', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(findReferences(text)).toEqual(referenceFindReferences(text));
      }),
      { numRuns: 4000 },
    );
  });
});
