/**
 * The multi analyzer's reference reading, shared by its differential tests (multi-stem, multi-fast,
 * wink-fresh): a text's Latin part normalised as `multiTerms` does, read by a wink instance, kept
 * as the analyzer keeps terms (words and numbers, no stop words, stems of 2+ characters).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type winkNLP from 'wink-nlp';

/** Letters of scripts other than Latin: they never reach the stemmer. */
const OTHER = /(?:(?!\p{Script=Latin})[\p{L}\p{M}])+/gu;

/** TEXT as multiTerms sees its Latin part: NFKC, lower case, other scripts blanked. */
export function latinOf(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(OTHER, ' ');
}

type Nlp = Pick<ReturnType<typeof winkNLP>, 'its' | 'readDoc'>;

/** The terms NLP reads in NORMAL (already `latinOf`). */
export function winkTerms(nlp: Nlp, normal: string): string[] {
  if (!/[\p{L}\p{N}]/u.test(normal)) return [];
  const tokens = nlp.readDoc(normal).tokens() as unknown as { out(f: unknown): unknown[] };
  const types = tokens.out(nlp.its.type) as string[];
  const stops = tokens.out(nlp.its.stopWordFlag) as boolean[];
  const stems = tokens.out(nlp.its.stem) as string[];
  return stems.filter(
    (s, i) => (types[i] === 'word' || types[i] === 'number') && stops[i] !== true && [...s].length >= 2,
  );
}

/** Every text file below DIR (markdown, text, JSON, Python, YAML), in a fixed order. */
export function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) textFiles(p, out);
    else if (/\.(md|txt|jsonl|json|py|yaml)$/.test(name)) out.push(p);
  }
  return out;
}
