/** Markdown output: text from input renders literally on GitHub (no links, images, HTML, broken tables) and is terminal-safe. */
import { describe, expect, it } from 'vitest';
import { mdCode, mdTable, mdText } from '../../src/report/markdown.js';

describe('markdown escaping', () => {
  it('mdText backslash-escapes link, image, HTML, emphasis, code, entity and table syntax', () => {
    expect(
      mdText('[click](https://evil) ![x](https://t/p.png) <img src=x onerror=alert(1)> *b* _i_ `c` &amp; a|b ~s~ \\'),
    ).toBe(
      '\\[click\\](https://evil) \\!\\[x\\](https://t/p.png) \\<img src=x onerror=alert(1)\\> \\*b\\* \\_i\\_ \\`c\\` \\&amp; a\\|b \\~s\\~ \\\\',
    );
  });

  it('mdText escapes terminal controls first, and the escape survives rendering', () => {
    // `\x1b` printed by escapeTerminal becomes `\\x1b` in markdown, which GitHub renders as `\x1b`.
    expect(mdText('a\u001b[31mb\u202e')).toBe('a\\\\x1b\\[31mb\\\\u202e');
  });

  it('mdTable escapes every cell: pipes and newlines cannot add columns or rows', () => {
    const table = mdTable(['skill', 'n'], [['a|b\nc [x](y)', 1]], [1]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('| a\\|b\\\\nc \\[x\\](y) | 1 |');
  });

  it('mdCode picks a fence longer than any backtick run in the text', () => {
    expect(mdCode('plain')).toBe('`plain`');
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('x ``` y')).toBe('````x ``` y````');
    expect(mdCode('`edge`')).toBe('`` `edge` ``');
    expect(mdCode('esc\u001b]8;;u\u0007')).toBe('`esc\\x1b]8;;u\\x07`');
  });
});
