/**
 * The `multi` analyzer's fast path: the terms wink-nlp would give a space-separated piece of
 * lower-case Latin text, decided without wink for the piece shapes whose reading by wink does not
 * depend on context — most of a catalog's words. Everything else returns `undefined` and goes to
 * wink (multi.ts), so the terms are wink's, piece for piece.
 *
 * Why it is exact (wink-nlp 2.4 with wink-eng-lite-web-model 1.8; read from tokenizer.js,
 * recursive-tokenizer.js, cache.js): wink splits a text at spaces and reads each piece alone. A
 * piece is looked up in its lexeme cache (the model's lexicon plus every out-of-lexicon string it
 * has met), else its category is detected by the model's `ltc` regexes, else it is cut by the
 * recursive tokenizer (`rtc` regexes, then hyphen rules). For the shapes below that ends in:
 * - letters only ("tables"): one token, the piece. In the lexicon, the lexicon says its type,
 *   stop-word flag (of its normal form) and expansion (contractions: "cannot" → can + not);
 *   outside it, type `word`, no stop word (wink's out-of-lexicon stop flag is always 0), value the
 *   piece itself.
 * - letters then one closing mark ("tables," "tables."): when the piece is not itself a lexeme
 *   ("etc."), the letters are added as a word *without* the lexicon's expansion, the mark as
 *   punctuation (`processWordRP`).
 * - letters and digits joined by hyphens, with a digit ("report-2024-q1"): the whole piece, one
 *   word — unless an `rtc` pattern met before the word pattern (a time "2am", an ordinal "3rd", a
 *   decade "80s") takes part of it: when it takes just the last part ("item-3rd"), that part is a
 *   token of its own type and the rest is read as a piece; other cases go to wink.
 * - letters joined by hyphens ("pdf-processing"): the whole piece when it is a lexeme or its first
 *   part is a preserved prefix ("re-run") or its last a preserved suffix, else each part as a
 *   letters-only piece (the hyphens are punctuation).
 * A string wink has cached from an earlier text changes none of these readings: the strings these
 * shapes look up (letters, hyphen compounds) only ever enter its cache as `word`s, because wink is
 * only given lower-case text here (an upper-case "USD" would enter as a currency). So skipping wink
 * for these pieces leaves every later reading unchanged.
 *
 * What the lexicon says differently from the plain rule is in data/wink-lexicon.json, generated
 * from the model by scripts/gen-wink-lexicon.ts (`npm run gen:wink-lexicon`): only the pieces whose
 * terms differ (stop words, contractions, hyphenated lexemes), so the 3 MB model is not loaded for
 * text that needs nothing else. test/route/multi-fast.test.ts compares fast and wink readings term
 * by term on random texts and real descriptions.
 */
import { codePointLength } from '../../base/text.js';

/** The lexicon's differences from the plain rule, as data/wink-lexicon.json holds them. */
export interface WinkLexiconTable {
  /** Pieces (in a fast shape, and lexemes) whose terms are not the plain rule's: piece → terms. */
  readonly pieces: Readonly<Record<string, readonly string[]>>;
  /** Lexemes whose terms differ when a closing mark follows them ("darent," → dare). */
  readonly beforeMark: Readonly<Record<string, readonly string[]>>;
  /** Hyphen-rule prefixes and suffixes that keep a hyphenated piece whole (lower-case ones). */
  readonly preservePrefix: readonly string[];
  readonly preserveSuffix: readonly string[];
}

/** Lower-case letters of wink's word class (`[a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]`, i). */
const L = 'a-z\\u00df-\\u00f6\\u00f8-\\u00ff';
const LETTERS = new RegExp(`^[${L}]+$`);
/** Letters, then one of the closing marks of the model's `ltc` word-with-mark pattern. */
const LETTERS_MARK = new RegExp(`^[${L}]{2,}[’”"\\]\\)\\}…,.!;?/:]$`);
const HYPHENED = new RegExp(`^[${L}][${L}0-9]*(?:-[${L}0-9]+)+$`);
const HAS_DIGIT = /[0-9]/;
/**
 * The model's `rtc` patterns, in its order, tried before its word pattern, that can take a part
 * of HYPHENED: a time ("2am"), an ordinal ("3rd"), a decade ("1990s"); flags as the model's.
 */
export const RTC_BEFORE_WORD: readonly RegExp[] = [
  /(?:\d|[01]\d|2[0-3]):?(?:[0-5][0-9])?(?:[ap]\.?m\.?|hours|hrs)/gi,
  /1\dth|[04-9]th|1st|2nd|3rd|[02-9]1st|[02-9]2nd|[02-9]3rd|[02-9][04-9]th|\d+\d[04-9]th|\d+\d1st|\d+\d2nd|\d+\d3rd/g,
  /['’]?\d0s(?!['’])|[1-2]\d\d0s/g,
];
/** The model's `ltc` decade pattern's unanchored half: a piece ending so is one decade token. */
const LTC_DECADE_END = /[1-2]\d\d0s$/;

/** Index of the first RTC_BEFORE_WORD pattern found in `s`, or -1 (`match` ignores lastIndex). */
function firstRtc(s: string): number {
  return RTC_BEFORE_WORD.findIndex((r) => s.match(r) !== null);
}

/** The table compiled for lookups. */
export interface FastLatin {
  readonly pieces: ReadonlyMap<string, readonly string[]>;
  readonly beforeMark: ReadonlyMap<string, readonly string[]>;
  /**
   * wink tests `preserve.prefix[word]` on the model's JSON object, so a part named like an
   * Object.prototype member ("constructor") counts as preserved; a plain object here does the same.
   */
  readonly prefix: Record<string, unknown>;
  readonly suffix: Record<string, unknown>;
  readonly stem: (word: string) => string;
  /** The same stemmer without a memo: `words` already remembers what it gives a letters-only piece. */
  readonly stemOnce: (word: string) => string;
  /**
   * The reading of each letters-only piece met: its one term, '' for none, or the lexicon's
   * terms (the table's own array). Such a piece's reading is a pure function of the piece (the
   * first branch of `fastPieceTerms`), and a catalog repeats its words: one lookup here replaces
   * the letters test, the lexicon lookup, the stem memo's lookup and the term-length count (and
   * the first reading stems through `stemOnce`, so the stem memo does not hold the piece too).
   * At 10,000 generated descriptions (bench:route, catalog:multi:bm25) the index build's CPU went
   * from 483 to 431 ms (medians of five alternating runs, load 7–9). Cleared at WORD_MEMO_MAX
   * entries (a bounded server).
   */
  readonly words: Map<string, string | readonly string[]>;
}

/** Pieces `FastLatin.words` holds before it is cleared. */
const WORD_MEMO_MAX = 200_000;

export function fastLatin(
  table: WinkLexiconTable,
  stem: (word: string) => string,
  stemOnce: (word: string) => string = stem,
): FastLatin {
  const flags = (words: readonly string[]): Record<string, unknown> => Object.fromEntries(words.map((w) => [w, true]));
  return {
    pieces: new Map(Object.entries(table.pieces)),
    beforeMark: new Map(Object.entries(table.beforeMark)),
    prefix: flags(table.preservePrefix),
    suffix: flags(table.preserveSuffix),
    stem,
    stemOnce,
    words: new Map(),
  };
}

function plain(f: FastLatin, word: string, out: string[]): void {
  const s = f.stem(word);
  if (codePointLength(s) >= 2) out.push(s);
}

function listedOrPlain(f: FastLatin, list: ReadonlyMap<string, readonly string[]>, word: string, out: string[]): void {
  const listed = list.get(word);
  if (listed === undefined) plain(f, word, out);
  else for (const t of listed) out.push(t);
}

/**
 * Appends the terms wink gives `piece` (non-empty, no spaces, lower-case) to `out` and returns
 * true, or returns false (and appends nothing) when the piece needs wink.
 */
export function fastPieceTerms(f: FastLatin, piece: string, out: string[]): boolean {
  let word = f.words.get(piece);
  if (word === undefined && LETTERS.test(piece)) {
    word = f.pieces.get(piece);
    if (word === undefined) {
      const s = f.stemOnce(piece);
      word = codePointLength(s) >= 2 ? s : '';
    }
    if (f.words.size >= WORD_MEMO_MAX) f.words.clear();
    f.words.set(piece, word);
  }
  if (word !== undefined) {
    if (typeof word !== 'string') for (const t of word) out.push(t);
    else if (word !== '') out.push(word);
    return true;
  }
  if (LETTERS_MARK.test(piece)) {
    if (f.pieces.has(piece)) listedOrPlain(f, f.pieces, piece, out);
    else listedOrPlain(f, f.beforeMark, piece.slice(0, -1), out);
    return true;
  }
  if (!HYPHENED.test(piece)) return false;
  if (f.pieces.has(piece)) {
    listedOrPlain(f, f.pieces, piece, out);
    return true;
  }
  if (HAS_DIGIT.test(piece)) {
    const r = firstRtc(piece);
    if (r === -1) plain(f, piece, out);
    else return taggedTail(f, piece, r, out);
    return true;
  }
  const parts = piece.split('-');
  if (f.prefix[parts[0] as string] || f.suffix[parts[parts.length - 1] as string]) plain(f, piece, out);
  else for (const part of parts) listedOrPlain(f, f.pieces, part, out);
  return true;
}

/**
 * A hyphenated piece in which a time, ordinal or decade pattern (the first of them found, `r`)
 * matches once, as its last part: "report-2pm", "item-3rd", "retro-80s". Wink cuts that part out
 * (a token of that type: no term unless the lexicon lists it) and reads the rest, less its last
 * hyphen, as a word — which is the fast reading of the rest when no such pattern is found in it.
 * A piece ending like "1990s" is one decade token as a whole (the model's `ltc` decade pattern is
 * not anchored at the start). Other cases return false, for wink.
 */
function taggedTail(f: FastLatin, piece: string, r: number, out: string[]): boolean {
  if (LTC_DECADE_END.test(piece)) return true;
  const matches = piece.match(RTC_BEFORE_WORD[r] as RegExp) as RegExpMatchArray;
  const tail = matches[0] as string;
  if (matches.length !== 1 || !piece.endsWith(`-${tail}`)) return false;
  const rest = piece.slice(0, -tail.length - 1);
  if (!(LETTERS.test(rest) || HYPHENED.test(rest)) || firstRtc(rest) !== -1) return false;
  if (!fastPieceTerms(f, rest, out)) return false;
  for (const t of f.pieces.get(tail) ?? []) out.push(t);
  return true;
}
