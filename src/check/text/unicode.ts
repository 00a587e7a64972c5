/**
 * Length helpers. The spec counts Unicode code points, not UTF-16 units: 600 emoji are 600
 * characters, not 1,200 (a peer validator gets this wrong). Codex checks its limit after
 * collapsing whitespace, so that variant is here too.
 */

export { codePointLength, sliceCodePoints } from '../../skills/text.js';
import { codePointLength } from '../../skills/text.js';

/** Trims and turns every run of whitespace into one space (what Codex measures). */
export function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/** UTF-8 byte length. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** 1-based line and column of a UTF-16 offset in `text` (column counts code points). */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: codePointLength(text.slice(lineStart, offset)) + 1 };
}
