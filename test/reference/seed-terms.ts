/**
 * The seed analyzer as first written (lower-case the whole text, every `[a-z0-9]+` run): the
 * reference that src/route/analyzers/seed.ts's char-code scanner must match exactly
 * (test/route/seed-scan.test.ts).
 */
import { SEED_STOPWORDS } from '../../src/route/analyzers/seed.js';

const STOP_SET: ReadonlySet<string> = new Set(SEED_STOPWORDS);

export function referenceSeedTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const w = m[0];
    if (w.length > 1 && !STOP_SET.has(w)) out.push(w);
  }
  return out;
}
