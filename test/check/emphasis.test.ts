/**
 * SK411's one-pass emphasis weights (src/check/text/emphasis.ts) against the reference that
 * tokenises every heading, bold span and trigger sentence again (test/reference/emphasis.ts):
 * the same terms, weights and key order on every fixture markdown file and on random markdown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emphasisWeights } from '../../src/check/rules/body-terms.js';
import { stripFences } from '../../src/check/text/emphasis.js';
import { fixtureMarkdown } from '../helpers/fixture-texts.js';
import { referenceEmphasisWeights, referenceStripFences } from '../reference/emphasis.js';

// Markdown-ish pieces: headings (also past four spaces, seven #s, CRLF), bold and underscores,
// fences of both kinds, trigger phrases in English and Chinese, sentence ends, quotes,
// placeholders, link targets and URLs, and characters that lower-case oddly.
const PIECES = [
  '\n',
  '\n',
  '\n',
  ' ',
  ' ',
  '  ',
  '\t',
  '\r',
  '\u2028',
  '#',
  '# ',
  '## ',
  '####### ',
  '    # ',
  '**',
  '__',
  '*',
  '_',
  '```',
  '~~~',
  '``',
  '`',
  'Use this skill when',
  'use when',
  'when the user',
  'if you',
  'Trigger: when',
  'useful for',
  'should be used when',
  '当用户',
  '时使用',
  '的时候',
  '。',
  '.',
  '. ',
  '!',
  '?',
  '…',
  '"',
  '”',
  ')',
  'csv',
  'Tables',
  'PDF',
  'pivot',
  'merge',
  'the',
  'a',
  'x',
  '42',
  'K',
  'İ',
  'Σ',
  '{baseDir}',
  '${CLAUDE_SKILL_DIR}',
  '$CLAUDE_PLUGIN_ROOT',
  '/references/a.md',
  'é',
  '😀',
  // Links and URLs (their targets and addresses are dropped): schemes after word and non-word characters.
  '[t](',
  '](x.md)',
  ']',
  ')',
  '://',
  'http://',
  'https://arxiv.org/abs/1',
  'git+ssh://h',
  '_s://',
  'a.b-c://',
  '9x://',
  '-',
  '+',
  '.',
  '>',
];
/** Lines of an indent (0–4 spaces or a tab), a line-start marker, then pieces: fences and headings land where they count. */
const line = fc
  .tuple(
    fc.constantFrom('', '', ' ', '  ', '   ', '    ', '\t'),
    fc.constantFrom('', '', '', '```', '~~~', '````', '~~~~', '# ', '## ', '###### ', '####### ', '#', '**', '__'),
    fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }),
  )
  .map(([indent, marker, parts]) => indent + marker + parts.join(''));
const markdown = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((parts) => parts.join('')),
  fc.array(line, { maxLength: 14 }).map((lines) => lines.join('\n')),
);

const entries = (m: Map<string, number>) => [...m.entries()];

describe('emphasis weights, one pass', () => {
  it('strips fences as the reference does, on fixtures and random markdown', () => {
    for (const [, text] of fixtureMarkdown()) expect(stripFences(text)).toBe(referenceStripFences(text));
    fc.assert(
      fc.property(markdown, (text) => {
        expect(stripFences(text)).toBe(referenceStripFences(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('equals the reference on every fixture markdown file (terms, weights, order)', () => {
    let weighted = 0;
    for (const [file, text] of fixtureMarkdown()) {
      const got = entries(emphasisWeights(text));
      expect(got, file).toEqual(entries(referenceEmphasisWeights(text)));
      if (got.some(([, w]) => w >= 1)) weighted++;
    }
    expect(weighted).toBeGreaterThan(50); // headings, bold and triggers are exercised, not only plain text
  });

  it('equals the reference on random markdown', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(entries(emphasisWeights(text))).toEqual(entries(referenceEmphasisWeights(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('weights headings, bold and trigger sentences (a worked case)', () => {
    const w = emphasisWeights(
      '# Pivot tables\n\nUse this skill when the user mentions **VLOOKUP** or pivot.\n\n```\npivot code\n```\n',
    );
    expect(Object.fromEntries(w)).toEqual({
      pivot: 2 + 0.25 + 3 + 0.25,
      tables: 2 + 0.25,
      skill: 3.25,
      user: 3.25,
      mentions: 3.25,
      vlookup: 0.25 + 1 + 3,
    });
  });
});
