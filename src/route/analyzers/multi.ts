/**
 * The `multi` analyzer: a router that also understands requests written in other scripts.
 *
 * - Latin-script text goes through wink-nlp (English lite model): its tokenizer, its stop-word
 *   flag and its Porter2 stem, so "tables" matches "table" and "converting" matches "convert".
 *   Only word and number tokens of two or more characters are kept.
 * - Letters of other scripts are cut out of the text first (wink would see them as unknown
 *   tokens) and split with `Intl.Segmenter` word segmentation (ICU dictionaries: Chinese,
 *   Japanese and Thai get real words, not single characters).
 * - Han, Hiragana, Katakana and Hangul runs additionally yield every character bigram of the
 *   run, because dictionary word boundaries differ between a request and a description
 *   ("提取表格" vs "表格提取"); bigrams still overlap. A 2-character word equals a bigram,
 *   so words are only emitted when they are 3+ characters long (no double counting); a run
 *   of one character yields that character.
 *
 * Text is NFKC-normalised first (full-width "ＰＤＦ" → "PDF") and lower-cased. Term order
 * in the result is not meaningful (Latin terms come after the other-script terms); repeats
 * are kept for term-frequency scorers.
 *
 * Most Latin pieces (plain words, a word and its comma or full stop, hyphenated names) are
 * read without wink by the fast path of latin-fast.ts, which gives exactly wink's terms; a text
 * with a piece it cannot read goes to wink whole.
 *
 * The wink model takes ~150 ms to instantiate, so it is loaded lazily, once per process (wink-fresh.ts
 * makes its documents forget each other, and replaces it only after millions of new strings), on
 * the first text that needs it (the seed-only paths never pay for it); the fast path's table and
 * the stemmer are loaded on the first `multiTerms` call. These caches, the fast path's memo of the
 * letters-only pieces it has read (latin-fast.ts) and the stem memo below are
 * module state of the route area, with the bilingual dictionary and its bridge's memo
 * (bilingual/dictionary.ts, analyzers/index.ts): each a pure memo, loaded or filled on first use.
 */
import { codePointLength } from '../../base/text.js';
import { type FastLatin, fastLatin, fastPieceTerms } from './latin-fast.js';
import { porter2 } from './porter2.js';
import { type FreshWink, freshWink } from './wink-fresh.js';
import { loadWinkLexicon } from './wink-lexicon.js';

let cachedNlp: FreshWink | undefined;

/** wink, read without memory between texts (wink-fresh.ts): a text's terms do not depend on earlier texts. */
function nlp(): FreshWink {
  cachedNlp ??= freshWink();
  return cachedNlp;
}

/**
 * Stems memoised by token value. wink's `its.stem` is `addons.stem(value)`, a pure function of
 * the word (porter2.ts: our Porter2, the same stems, checked against it), yet it re-ran the
 * Porter2 rules on every occurrence: at 10,000 skills stemming was
 * half of the analyzer's time in `skillscope cost` (2.2 s of 4.4 s, --cpu-prof), over a
 * vocabulary of a few thousand words. Only kept tokens (words and numbers that are not stop
 * words) are stemmed. The memo is cleared when it reaches STEM_MEMO_MAX entries, so a
 * long-running server cannot grow it without bound. test/route/multi-stem.test.ts checks the
 * terms equal wink's own `its.stem` output over every fixture text.
 */
const STEM_MEMO_MAX = 200_000;
const stemMemo = new Map<string, string>();

function stemOf(value: string): string {
  let stem = stemMemo.get(value);
  if (stem === undefined) {
    if (stemMemo.size >= STEM_MEMO_MAX) stemMemo.clear();
    stem = porter2(value);
    stemMemo.set(value, stem);
  }
  return stem;
}

const NON_ASCII = /[^\x00-\x7f]/;
/** A run of letters (with their marks) from any script other than Latin. */
const OTHER_SCRIPT_RUN = /(?:(?!\p{Script=Latin})[\p{L}\p{M}])+/gu;
/** Scripts that are written without spaces (or in syllable blocks) and get bigrams. */
const BIGRAM_SCRIPT_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const BIGRAM_SCRIPT_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Shortest word kept from a segmenter, in code points, for words of a bigram script. */
const MIN_BIGRAM_SCRIPT_WORD = 3;
/** Shortest term kept otherwise, in code points (as in the seed analyzer). */
const MIN_TERM = 2;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

function otherScriptTerms(run: string, out: string[]): void {
  for (const seg of segmenter.segment(run)) {
    if (seg.isWordLike !== true) continue;
    const word = seg.segment;
    const len = codePointLength(word);
    const min = BIGRAM_SCRIPT_CHAR.test(word) ? MIN_BIGRAM_SCRIPT_WORD : MIN_TERM;
    if (len >= min) out.push(word);
  }
  for (const m of run.matchAll(BIGRAM_SCRIPT_RUN)) {
    const chars = Array.from(m[0]);
    if (chars.length === 1) out.push(chars[0] as string);
    for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i] as string}${chars[i + 1] as string}`);
  }
}

/** wink's own term pass over `text`: its tokens, less stop words and non-words, stemmed. */
function winkTerms(text: string, out: string[]): void {
  const w = nlp();
  // A local narrow view of wink-nlp's token collection (its .d.ts overloads do not fit here).
  const tokens = w.readDoc(text).tokens() as unknown as { out(f: unknown): unknown[] };
  const types = tokens.out(w.its.type) as string[];
  const stops = tokens.out(w.its.stopWordFlag) as boolean[];
  const values = tokens.out(w.its.value) as string[];
  for (let i = 0; i < types.length; i++) {
    const type = types[i];
    if ((type !== 'word' && type !== 'number') || stops[i] === true) continue;
    const value = values[i];
    if (value === undefined) continue;
    const stem = stemOf(value);
    if (codePointLength(stem) >= MIN_TERM) out.push(stem);
  }
}

/** wink's splitter: runs of spaces (kept as separators) and runs of line breaks and tabs. */
const WINK_SPLITTER = /[ \u00a0\u2002-\u2005\u2009\u200a\u202f\u205f\n\r\t]+/;

let fast: FastLatin | null | undefined;

function fastPath(): FastLatin | null {
  if (fast === undefined) {
    const table = loadWinkLexicon();
    fast = table === undefined ? null : fastLatin(table, stemOf, porter2);
  }
  return fast;
}

/**
 * Latin terms: each piece (wink's splitter) through the fast path (latin-fast.ts) when it can read
 * it; the pieces it cannot go to wink together, one document, in their order, and their terms are
 * put back between the fast pieces' (`mixed`). Wink reads each piece alone, so it reads them in
 * that document as in the whole text; and it reads each document as a new instance would
 * (wink-fresh.ts), so the terms do not depend on the texts analysed before (test/route/wink-fresh.test.ts). At 10,000
 * generated descriptions (bench:route) the fast path took the index build from 1.9 s to 1.1 s of
 * CPU (docs/benchmarks.md).
 */
function latinTerms(text: string, out: string[]): void {
  if (!/[\p{L}\p{N}]/u.test(text)) return;
  const f = fastPath();
  if (f === null) {
    winkTerms(text, out);
    return;
  }
  const pieces = text.split(WINK_SPLITTER);
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    if (piece !== '' && !fastPieceTerms(f, piece, out)) {
      mixed(f, pieces, i, out);
      return;
    }
  }
}

/**
 * From `pieces[from]` (one the fast path refused) on: the fast pieces' terms are kept aside, the
 * others are joined by single spaces for one `readDoc`, and each wink token is given back to its
 * piece by its preceding spaces (a piece's first token has them, its other tokens none). A piece
 * of only characters `trim` removes ("\u3000") gives wink no token and is left out.
 */
function mixed(f: FastLatin, pieces: readonly string[], from: number, out: string[]): void {
  const segments: (string[] | null)[] = [];
  const sent: string[] = [];
  for (let i = from; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    if (piece === '') continue;
    const terms: string[] = [];
    if (fastPieceTerms(f, piece, terms)) segments.push(terms);
    else if (piece.trim() !== '') {
      segments.push(null);
      sent.push(piece);
    }
  }
  const w = nlp();
  const tokens = w.readDoc(sent.join(' ')).tokens() as unknown as { out(f: unknown): unknown[] };
  const types = tokens.out(w.its.type) as string[];
  const stops = tokens.out(w.its.stopWordFlag) as boolean[];
  const values = tokens.out(w.its.value) as string[];
  const spaces = tokens.out(w.its.precedingSpaces) as string[];
  const termOf = (i: number): string | undefined => {
    const type = types[i];
    if ((type !== 'word' && type !== 'number') || stops[i] === true) return undefined;
    const stem = stemOf(values[i] as string);
    return codePointLength(stem) >= MIN_TERM ? stem : undefined;
  };
  const starts = spaces.reduce((n, sp, i) => (i === 0 || sp !== '' ? n + 1 : n), 0);
  if (starts !== sent.length) {
    // Not met in the tests; should a piece ever give no token or two starts, keep every term.
    for (const seg of segments) if (seg !== null) out.push(...seg);
    for (let i = 0; i < types.length; i++) {
      const t = termOf(i);
      if (t !== undefined) out.push(t);
    }
    return;
  }
  let k = 0;
  for (const seg of segments) {
    if (seg !== null) {
      for (const t of seg) out.push(t);
      continue;
    }
    do {
      const t = termOf(k);
      if (t !== undefined) out.push(t);
      k++;
    } while (k < types.length && spaces[k] === '');
  }
}

/** Terms of `text` for the multi analyzer (with repeats; order not meaningful). */
export function multiTerms(text: string): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  // Text of ASCII alone has no letters of other scripts (a scan that cost 3 % of bench:route's build).
  const runs = NON_ASCII.test(normal) ? normal.match(OTHER_SCRIPT_RUN) : null;
  if (runs !== null) for (const run of runs) otherScriptTerms(run, out);
  latinTerms(runs === null ? normal : normal.replace(OTHER_SCRIPT_RUN, ' '), out);
  return out;
}
