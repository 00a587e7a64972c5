/**
 * The `seed` analyzer: the tokenisation of the baseline in the core article, reproduced
 * exactly so our numbers can be compared with its table. Lower-case the text, take every
 * maximal run of `[a-z0-9]`, drop one-character runs and the stop words below. Anything
 * outside ASCII letters and digits (accents, CJK, punctuation) separates terms and is
 * otherwise ignored — that is a known limit of the baseline, which the `multi` analyzer
 * lifts.
 */

/**
 * Stop words of the seed analyzer. The article does not print its list, so this one is ours,
 * kept deliberately small: English function words (articles, pronouns, auxiliaries,
 * prepositions, conjunctions) plus the generic request words that appear in almost any task
 * sentence ("please", "help", "use", "want", "need", "make" …) and so say nothing about
 * which skill is meant. Words that can carry routing signal in a skill description
 * ("file", "create", "data", "table") are deliberately NOT here. Sorted, lower-case, all
 * at least two characters (one-character terms are dropped anyway).
 * `skillscope route --print-stopwords` prints it, one per line.
 */
export const SEED_STOPWORDS: readonly string[] = Object.freeze([
  'about',
  'all',
  'also',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'being',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'doing',
  'each',
  'for',
  'from',
  'get',
  'give',
  'had',
  'has',
  'have',
  'he',
  'help',
  'her',
  'here',
  'him',
  'his',
  'how',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'let',
  'like',
  'make',
  'me',
  'might',
  'more',
  'most',
  'must',
  'my',
  'need',
  'no',
  'not',
  'now',
  'of',
  'on',
  'or',
  'our',
  'out',
  'please',
  'she',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'to',
  'up',
  'us',
  'use',
  'using',
  'very',
  'want',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

const STOP_SET: ReadonlySet<string> = new Set(SEED_STOPWORDS);

/** Kelvin sign: `toLowerCase` maps it to ASCII `k`, so it continues a term like a letter. */
const KELVIN = 0x212a;
/** Capital I with dot: `toLowerCase` gives `i` + U+0307 (not a term character), so it ends a term as `i`. */
const DOTTED_I = 0x130;

/**
 * Calls `visit(term, start)` for every seed term of `text` in text order (with repeats), `start`
 * being the UTF-16 offset of the term in `text`. The terms are exactly those of the reference
 * definition — every maximal `[a-z0-9]` run of `text.toLowerCase()`, of two or more characters,
 * not a stop word — found with one char-code loop over `text` instead of lower-casing the whole
 * text and matching a regex over it (the checker's SK411 pass over 10k bodies: the regex and
 * the lower-cased copy were ~0.7 s and their garbage ~0.3 s of GC). Only two non-ASCII code
 * points lower-case to ASCII letters or digits (checked over every code point in
 * test/route/seed-scan.test.ts): the Kelvin sign and the dotted capital I, handled above.
 */
export function scanSeedTerms(text: string, visit: (term: string, start: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isTermChar(c)) {
      i++;
      continue;
    }
    const start = i;
    let plain = true; // only a-z and 0-9: the slice is the term as it is
    for (;;) {
      if (c === DOTTED_I) {
        plain = false;
        i++;
        break;
      }
      if (!(c <= 0x7a && (c >= 0x61 || (c >= 0x30 && c <= 0x39)))) plain = false;
      i++;
      if (i >= n) break;
      c = text.charCodeAt(i);
      if (!isTermChar(c)) break;
    }
    if (i - start < 2 && plain) continue;
    let term = text.slice(start, i);
    if (!plain) {
      term = term.toLowerCase();
      if (term.charCodeAt(term.length - 1) === 0x307) term = term.slice(0, -1); // the dotted I's dot
    }
    if (term.length > 1 && !STOP_SET.has(term)) visit(term, start);
  }
}

/** A character whose lower case is (or starts with) an ASCII letter or digit. */
function isTermChar(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  return c === KELVIN || c === DOTTED_I;
}

/**
 * Seed terms of `text`, in text order WITH repeats (BM25 needs term frequencies; the seed
 * `idf` scorer and the checker's TF-IDF take the set or the counts themselves).
 */
export function seedTerms(text: string): string[] {
  const out: string[] = [];
  scanSeedTerms(text, (term) => out.push(term));
  return out;
}
