/**
 * The lexical bridge: a request's terms in one language, expanded into weighted terms of the
 * other through a bilingual dictionary, so a Chinese request can reach a skill described in
 * English and the reverse. Only the request is expanded; skills are indexed exactly as under
 * `multi`, so the bridge costs nothing at build time and a catalog is never re-analysed.
 *
 * Weights keep one ambiguous word from taking over a request:
 * - every source word carries a total weight of `weight` (an untranslated term weighs 1), split evenly over its first `maxSenses` senses, and a sense's share split over its
 *   terms (a three-word gloss is one meaning, not three);
 * - an English term's Chinese headwords share its weight the same way (the first
 *   `maxHeadwords`, best first), and each headword's share is split over its terms (电子表格 →
 *   电子表格, 电子, 子表, 表格);
 * - Chinese source words are the dictionary headwords found in the request that no longer
 *   headword contains (电子表格, not also 电子 and 表格): multi-character matches win;
 * - stop words are neither translated from nor into (stop-words.ts), and one-character
 *   headwords are not in the dictionary at all;
 * - a bridged term the request already has keeps its own weight (1), and one reached from two
 *   source words takes the larger weight, never the sum;
 * - a bridged term in more than `maxDfShare` of the skills is dropped by the router.
 */
import type { Dictionary } from './dictionary.js';
import { ZH_BRIDGE_STOP_WORDS } from './stop-words.js';

export interface BridgedTerm {
  readonly term: string;
  /** The share of weight this term carries (an untranslated request term weighs 1). */
  readonly weight: number;
  /** The request word it was translated from. */
  readonly from: string;
}

export interface BridgeParams {
  /** Senses of a Chinese word used, in dictionary order. */
  readonly maxSenses: number;
  /** Chinese headwords used per English term, best first. */
  readonly maxHeadwords: number;
  /** Total weight of one source word's translations (1 = as much as one term of the request itself). */
  readonly weight: number;
  /**
   * A bridged term found in more than this share of the skills (and in more than `minDropDf`
   * skills, so small catalogs keep every term) is dropped: it costs the most postings and,
   * being everywhere, says the least (its idf is near 0).
   */
  readonly maxDfShare: number;
  readonly minDropDf: number;
}

/**
 * Chosen on the bilingual query set (docs/routing.md, where the sweep is): weight 2 — a Chinese
 * word is one term of its own language but its bigrams straddle neighbours, so its translation
 * is the better evidence; cross-language top-1 went 61 → 75 of 110 from weight 1 to 2 under
 * catalog:bilingual:bm25, same-language requests lost 0–3 of 160; 3 lost more than it gained.
 * 4 senses and 3 headwords: ±2 requests either way. maxDfShare 0.2 changed no result there.
 */
export const BRIDGE_DEFAULTS = {
  maxSenses: 4,
  maxHeadwords: 3,
  weight: 2,
  maxDfShare: 0.2,
  minDropDf: 50,
} as const satisfies BridgeParams;

const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_TERM = /^[a-z][a-z0-9.'&,-]*$/;

/** How a scan asks whether a word is a headword: `DictionarySide.probe` or a remembered answer. */
type Probe = (word: string) => 'exact' | 'prefix' | 'none';

/**
 * Dictionary headwords in the Han runs of `text` that no other found headword contains.
 * `probe` answers for the forward side (`bridgeWithMemo` passes one that remembers).
 */
export function chineseSourceWords(
  text: string,
  dict: Dictionary,
  probe: Probe = (word) => dict.forward.probe(word),
): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(HAN_RUN)) {
    const chars = Array.from(m[0]);
    const found: { start: number; end: number; word: string }[] = [];
    for (let i = 0; i + 1 < chars.length; i++) {
      // Grow the word while some headword still starts with it: most positions stop at two
      // characters, instead of probing every length up to maxHeadword (3× fewer searches).
      let word = chars[i] as string;
      for (let n = 2; n <= dict.maxHeadword && i + n <= chars.length; n++) {
        word += chars[i + n - 1] as string;
        const answer = probe(word);
        if (answer === 'none') break;
        if (answer === 'exact') found.push({ start: i, end: i + n, word });
      }
    }
    for (const f of found) {
      const inside = found.some(
        (g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start,
      );
      if (!inside && !ZH_BRIDGE_STOP_WORDS.has(f.word) && !out.includes(f.word)) out.push(f.word);
    }
  }
  return out;
}

const ALL_HAN = /^\p{Script=Han}+$/u;

/**
 * The terms `multi` gives a Chinese headword, without running the segmenter per translation:
 * its character bigrams, and the whole word when it has three or more characters (the word the
 * segmenter may have kept in a skill's text). Null for a headword with other letters (3D打印),
 * which goes through the analyzer. A third of the bridge's time went to segmenting headwords.
 */
function hanTerms(head: string): string[] | null {
  if (!ALL_HAN.test(head)) return null;
  const chars = Array.from(head);
  const out = chars.length >= 3 ? [head] : [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const bigram = `${chars[i] as string}${chars[i + 1] as string}`;
    if (!out.includes(bigram)) out.push(bigram);
  }
  return out;
}

function add(into: Map<string, BridgedTerm>, b: BridgedTerm): void {
  const had = into.get(b.term);
  if (had === undefined || had.weight < b.weight) into.set(b.term, b);
}

/** One source word's translations with their weights, in the order the bridge adds them. */
type Expansion = readonly (readonly [term: string, weight: number])[];

/**
 * An expansion as the bridged terms it adds, `from` its source word. Made once per word by the
 * memoised bridge, so a request reuses the objects instead of making one per translation; they
 * are read-only (the index and `route` only read them).
 */
function bridgedOf(word: string, e: Expansion): readonly BridgedTerm[] {
  return e.map(([term, weight]) => ({ term, weight, from: word }));
}

/** A Chinese source word's senses, each sense's share split over its terms. */
function chineseExpansion(word: string, dict: Dictionary, params: BridgeParams): Expansion {
  const senses = (dict.forward.lookup(word) as string).split('|').slice(0, params.maxSenses);
  const share = new Map<string, number>();
  for (const sense of senses) {
    const terms = sense.split(' ');
    for (const t of terms) share.set(t, (share.get(t) ?? 0) + params.weight / senses.length / terms.length);
  }
  return [...share];
}

/** An English term's Chinese headwords, each headword's share split over its terms; [] when none. */
function englishExpansion(
  term: string,
  dict: Dictionary,
  termsOf: (text: string) => string[],
  params: BridgeParams,
): Expansion {
  const found = dict.backward.lookup(term);
  if (found === undefined) return [];
  const heads = found
    .split('|')
    .filter((h) => !ZH_BRIDGE_STOP_WORDS.has(h))
    .slice(0, params.maxHeadwords);
  const share = new Map<string, number>();
  for (const head of heads) {
    const terms = hanTerms(head) ?? [...new Set(termsOf(head))];
    for (const t of terms) share.set(t, (share.get(t) ?? 0) + params.weight / heads.length / terms.length);
  }
  return [...share].map(([t, w]) => [t, Math.min(w, params.weight)] as const);
}

/** Where a bridge finds a source word's bridged terms: computed each time, or remembered (`bridgeWithMemo`). */
type ExpansionOf = (lang: 'zh' | 'en', word: string) => readonly BridgedTerm[];

function bridgeWith(
  text: string,
  own: readonly string[],
  dict: Dictionary,
  expansion: ExpansionOf,
  probe?: Probe,
): BridgedTerm[] {
  const out = new Map<string, BridgedTerm>();
  for (const word of chineseSourceWords(text, dict, probe)) for (const b of expansion('zh', word)) add(out, b);
  for (const term of own) {
    if (!LATIN_TERM.test(term)) continue;
    for (const b of expansion('en', term)) add(out, b);
  }
  // A short request's own terms are searched in place: a Set of them cost more than the search.
  const mine = own.length > 32 ? new Set(own) : null;
  const bridged: BridgedTerm[] = [];
  for (const b of out.values()) if (!(mine === null ? own.includes(b.term) : mine.has(b.term))) bridged.push(b);
  return bridged;
}

/**
 * The bridged terms of a request: translations of its Chinese words and of its own (already
 * analysed) Latin terms, minus what `own` already holds. `termsOf` analyses a Chinese
 * translation the way the skills were analysed.
 */
export function bridgeTerms(
  text: string,
  own: readonly string[],
  dict: Dictionary,
  termsOf: (text: string) => string[],
  params: BridgeParams = BRIDGE_DEFAULTS,
): BridgedTerm[] {
  return bridgeWith(text, own, dict, (lang, word) =>
    bridgedOf(
      word,
      lang === 'zh' ? chineseExpansion(word, dict, params) : englishExpansion(word, dict, termsOf, params),
    ),
  );
}

/** Source words (and probed words) a memoised bridge keeps before it starts over (bounds a server's memory). */
const EXPANSION_MEMO_MAX = 50_000;

/**
 * `bridgeTerms` for one dictionary, analyzer and parameter set, remembering each source word's
 * bridged terms and each probed word's answer: the same terms in the same order, so scores are
 * bit-identical (test/route/bilingual.test.ts compares the two on both query sets). Looking up
 * and splitting a word's senses (and analysing its headwords) each time it recurs was half of
 * the bridge's time (npm run bench:bilingual, --cpu-prof); requests reuse a vocabulary of a few
 * thousand words, as the stems of the multi analyzer's memo do. The probes of the source-word
 * scan (one binary search over the UTF-8 keys each, 200–300 ns, about 20 per Chinese request)
 * were then half of what was left: their words are two to `maxHeadword` characters of the
 * request, a vocabulary too. The scan itself (which words, which contain which) is per text and
 * is not remembered: texts rarely recur.
 */
export function bridgeWithMemo(
  dict: Dictionary,
  termsOf: (text: string) => string[],
  params: BridgeParams = BRIDGE_DEFAULTS,
): (text: string, own: readonly string[]) => BridgedTerm[] {
  const memo = { zh: new Map<string, readonly BridgedTerm[]>(), en: new Map<string, readonly BridgedTerm[]>() };
  const expansion: ExpansionOf = (lang, word) => {
    const m = memo[lang];
    let e = m.get(word);
    if (e === undefined) {
      if (m.size >= EXPANSION_MEMO_MAX) m.clear();
      e = bridgedOf(
        word,
        lang === 'zh' ? chineseExpansion(word, dict, params) : englishExpansion(word, dict, termsOf, params),
      );
      m.set(word, e);
    }
    return e;
  };
  const probes = new Map<string, 'exact' | 'prefix' | 'none'>();
  const probe: Probe = (word) => {
    let answer = probes.get(word);
    if (answer === undefined) {
      if (probes.size >= EXPANSION_MEMO_MAX) probes.clear();
      answer = dict.forward.probe(word);
      probes.set(word, answer);
    }
    return answer;
  };
  return (text, own) => bridgeWith(text, own, dict, expansion, probe);
}

/** The largest number of skills a bridged term may be in and still count, for a catalog of `size`. */
export function bridgedMaxDf(size: number, params: BridgeParams = BRIDGE_DEFAULTS): number {
  return Math.max(params.minDropDf, params.maxDfShare * size);
}
