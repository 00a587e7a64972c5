/** The one terminal escape: every control class visible, safe text untouched, caps in code points. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CELL_MAX_CHARS, escapeTerminal, hasUnsafeChars, safeText, TEXT_MAX_CHARS } from '../../src/base/escape.js';

/** Anything a terminal could act on: C0, DEL, C1, line/paragraph separators, bidi controls, lone surrogates. */
const RAW_CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('escapeTerminal', () => {
  it.each([
    ['ESC / CSI', 'a\u001b[31mred', 'a\\x1b[31mred'],
    ['OSC 0 window title', '\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07'],
    ['OSC 8 link', '\u001b]8;;http://x\u001b\\t', '\\x1b]8;;http://x\\x1b\\t'],
    ['OSC 52 clipboard', '\u001b]52;c;ZXZpbA==\u0007', '\\x1b]52;c;ZXZpbA==\\x07'],
    ['BEL', 'a\u0007b', 'a\\x07b'],
    ['BS', 'ab\b\bXY', 'ab\\x08\\x08XY'],
    ['CR', 'fake\roverwrite', 'fake\\roverwrite'],
    ['LF and TAB', 'a\nb\tc', 'a\\nb\\tc'],
    ['NUL', 'n\u0000ul', 'n\\x00ul'],
    ['DEL', 'x\u007fy', 'x\\x7fy'],
    ['C1 CSI and NEL', 'x\u009b31my\u0085z', 'x\\u009b31my\\u0085z'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['bidi override and isolates', 'abc\u202edcba\u2066x\u2069\u200f', 'abc\\u202edcba\\u2066x\\u2069\\u200f'],
    ['lone surrogate', 'a\ud800b', 'a\\ud800b'],
  ])('escapes %s visibly', (_, input, expected) => {
    expect(escapeTerminal(input)).toBe(expected);
  });

  it('returns safe text unchanged: letters of any script, emoji, backslashes', () => {
    for (const text of ['pdf-form-filler', '技能描述', 'Ship it 🚀👍🏽', 'C:\\path\\to', 'naïve — “quoted”']) {
      expect(escapeTerminal(text)).toBe(text);
    }
  });

  it('keeps line breaks only when asked', () => {
    expect(escapeTerminal('a\nb\u001b', { keepNewlines: true })).toBe('a\nb\\x1b');
  });

  it('never lets a raw control through, and the visible form only grows (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const out = escapeTerminal(text);
        expect(RAW_CONTROL.test(out)).toBe(false);
        expect(hasUnsafeChars(out)).toBe(false);
        expect(out.length).toBeGreaterThanOrEqual(text.length);
      }),
    );
  });

  it('cuts at max code points with an ellipsis, counting escapes as printed, never splitting one', () => {
    expect(escapeTerminal('abcdef', { max: 6 })).toBe('abcdef');
    expect(escapeTerminal('abcdefg', { max: 6 })).toBe('abcde…');
    expect(escapeTerminal('ab\u001bcdef', { max: 6 })).toBe('ab…');
    expect(escapeTerminal('技能描述技能描述', { max: 4 })).toBe('技能描…');
    expect(escapeTerminal('🚀🚀🚀🚀', { max: 3 })).toBe('🚀🚀…');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const out = escapeTerminal(text, { max });
        expect([...out].length).toBeLessThanOrEqual(max);
        expect(RAW_CONTROL.test(out)).toBe(false);
        if (!out.endsWith('…')) expect(out).toBe(escapeTerminal(text));
      }),
    );
  });

  it('a 1 MB value costs only what is printed', () => {
    const huge = 'n'.repeat(1 << 20);
    expect([...escapeTerminal(huge, { max: CELL_MAX_CHARS })]).toHaveLength(CELL_MAX_CHARS);
    expect([...safeText(`${huge}\u001b`)]).toHaveLength(TEXT_MAX_CHARS);
  });
});
