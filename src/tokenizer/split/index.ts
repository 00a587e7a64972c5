/**
 * Pre-tokenisers by name. A scanner returns the end of the piece that starts at `i` within the
 * subject `text[…end)`; callers loop `i = scan(text, i, end)` and never allocate piece strings
 * unless they need them.
 */
import type { SplitterName } from '../params/types.js';
import { scanGpt2 } from './gpt2.js';
import { scanCl100k } from './cl100k.js';
import { scanO200k } from './o200k.js';

export type Scanner = (text: string, i: number, end: number) => number;

export const SCANNERS = {
  gpt2: scanGpt2,
  cl100k: scanCl100k,
  o200k: scanO200k,
} as const satisfies Record<SplitterName, Scanner>;

/** Pieces of `text` according to the scanner (the fast path, as strings, for tests and tools). */
export function splitWithScanner(splitter: SplitterName, text: string): string[] {
  const scan = SCANNERS[splitter];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; ) {
    const j = scan(text, i, text.length);
    pieces.push(text.slice(i, j));
    i = j;
  }
  return pieces;
}

export { splitWithRegex } from './regex.js';
