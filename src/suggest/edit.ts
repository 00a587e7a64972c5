/**
 * The description edit `suggest` measures, and the readable form of a term.
 *
 * A term is what the analyzer produced (a seed word, a Porter2 stem such as `tabl`, a CJK
 * bigram); nobody can paste a stem into a description. Its surface form is a word taken from
 * the skill's body or from the requests that the analyzer turns into exactly that term on its
 * own — `tables` for `tabl`, `周报` for the bigram `周报`. A term with no such word is not
 * proposed (it could not be written down and still be measured exactly).
 *
 * The edit measured is the description followed by the surface forms, comma-separated (no
 * extra words: a joining word such as "keywords" would be a term too). When the router sees
 * only the first N code points of the description (catalog@N) and the words would land past
 * the cut, they go in front instead, so the router sees them.
 */
import { codePointLength } from '../base/text.js';
import type { TermsFn } from '../route/index.js';

export type Placement = 'end' | 'start';

export interface DescriptionEdit {
  readonly placement: Placement;
  /** The words as inserted (", "-joined surface forms). */
  readonly text: string;
  /** The whole edited description. */
  readonly description: string;
}

export function applyEdit(description: string, surfaces: readonly string[], cut: number | null): DescriptionEdit {
  const text = surfaces.join(', ');
  const base = description.trimEnd();
  const end = base === '' ? text : `${base} ${text}`;
  if (cut === null || codePointLength(end) <= cut) return { placement: 'end', text, description: end };
  return { placement: 'start', text, description: description.trim() === '' ? text : `${text}. ${description}` };
}

/** Word-like runs of any script (letters, marks, digits; inner ' and - kept for English). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
/** Runs of scripts written without spaces: their terms are bigrams, read off the run itself. */
const BIGRAM_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;

/**
 * Finds a surface form for each wanted term in `texts` (earlier texts win: pass the body
 * before the requests). Returns term → surface for those found.
 */
export function surfaceForms(
  wanted: ReadonlySet<string>,
  texts: readonly string[],
  terms: TermsFn,
): Map<string, string> {
  const out = new Map<string, string>();
  // A term that is its own surface (seed words, CJK bigrams, numbers) needs no search.
  for (const t of wanted) {
    const own = terms(t);
    if (own.length === 1 && own[0] === t) out.set(t, t);
  }
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const m of text.toLowerCase().matchAll(WORD)) {
      const word = m[0];
      if (BIGRAM_RUN.test(word)) continue;
      const ts = terms(word);
      if (ts.length !== 1) continue;
      const t = ts[0] as string;
      if (!wanted.has(t) || out.has(t)) continue;
      let byWord = counts.get(t);
      if (byWord === undefined) counts.set(t, (byWord = new Map()));
      byWord.set(word, (byWord.get(word) ?? 0) + 1);
    }
  }
  // The most frequent word for the term, ties by code-unit order (deterministic).
  for (const [t, byWord] of counts) {
    let best: string | null = null;
    let bestN = 0;
    for (const [w, n] of byWord) if (n > bestN || (n === bestN && best !== null && w < best)) [best, bestN] = [w, n];
    if (best !== null) out.set(t, best);
  }
  return out;
}
