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
  'about', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at',
  'be', 'been', 'being', 'but', 'by',
  'can', 'could',
  'did', 'do', 'does', 'doing',
  'each',
  'for', 'from',
  'get', 'give',
  'had', 'has', 'have', 'he', 'help', 'her', 'here', 'him', 'his', 'how',
  'if', 'in', 'into', 'is', 'it', 'its',
  'just',
  'let', 'like',
  'make', 'me', 'might', 'more', 'most', 'must', 'my',
  'need', 'no', 'not', 'now',
  'of', 'on', 'or', 'our', 'out',
  'please',
  'she', 'should', 'so', 'some', 'such',
  'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to',
  'up', 'us', 'use', 'using',
  'very',
  'want', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'would',
  'you', 'your',
]);

const STOP_SET: ReadonlySet<string> = new Set(SEED_STOPWORDS);

// Global flag: matchAll walks every run; no Unicode classes on purpose (spec is ASCII-only).
const TERM_RE = /[a-z0-9]+/g;

/**
 * Seed terms of `text`, in text order WITH repeats (BM25 needs term frequencies; the seed
 * `idf` scorer and the checker's TF-IDF take the set or the counts themselves).
 */
export function seedTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TERM_RE)) {
    const w = m[0];
    if (w.length > 1 && !STOP_SET.has(w)) out.push(w);
  }
  return out;
}
