/**
 * What `suggest` may propose: whole words a person would write, taken from the skill's own
 * text — its name, and the prose of its body and reference files — or the dictionary translation
 * of one of them. Never an analyzer term as such: a stem (`separ`) is not a word, and a CJK bigram
 * read off a run can straddle two words (条妙 from …条妙记…).
 *
 * - Body and reference words come from their prose only (./prose.ts): not from code blocks, code
 *   spans, link targets, paths, file names or other identifiers. A word of the text is not a
 *   word to write: `ci-and-conflict` (from `scripts/ci-and-conflict.sh`) and `log-failed` (from
 *   `log-failed.md`) were proposed before this rule, and nobody writes them in a sentence. The
 *   same word in a sentence of the body is proposed. The name is split at `-` and `_` by the
 *   caller, so its words are words.
 * - Words of space-separated scripts are the runs of letters and digits (inner ' and - kept)
 *   of at least MIN_LATIN_WORD code points: `pr`, `ci`, `ok` say too little to be worth a place
 *   in a description, and most two-letter words are abbreviations a reader cannot expand.
 * - Words of Chinese, Japanese and Korean text are what `Intl.Segmenter` (ICU dictionaries)
 *   cuts as words, plus the bilingual dictionary's headwords found in it, at least 2
 *   characters long — never a bigram that only the analyzer sees.
 * - Fillers and function words are left out: whatever the router's analyzer drops (English stop
 *   words), and the Chinese request fillers the bridge ignores (一下, 帮我, 这个).
 * - A translation is proposed for a request in the other language: a Chinese word of the
 *   request whose dictionary senses include a term of the skill's text (the skill writes
 *   "spreadsheet", the request says 电子表格: propose 电子表格), or an English word of the
 *   request one of whose dictionary headwords the skill's text holds (the skill writes 周报,
 *   the request says "weekly report": propose "weekly" and "report" as they come).
 */
import { codePointLength } from '../base/text.js';
import { chineseSourceWords } from '../route/bilingual/bridge.js';
import type { Dictionary } from '../route/bilingual/dictionary.js';
import { ZH_BRIDGE_STOP_WORDS } from '../route/bilingual/stop-words.js';
import type { TermsFn } from '../route/index.js';
import { proseOf } from './prose.js';
import type { TermSource } from './types.js';

/** Shortest word of a space-separated script that may be proposed, in code points. */
export const MIN_LATIN_WORD = 3;
/** Shortest Chinese, Japanese or Korean word that may be proposed, in code points. */
export const MIN_CJK_WORD = 2;

/** Word-like runs of any script (letters, marks, digits; inner ' and - kept for English). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const HAS_LETTER = /\p{L}/u;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A word that may be written into a description, with the analyzer terms it adds. */
export interface WordCandidate {
  readonly surface: string;
  readonly terms: readonly string[];
  readonly source: TermSource;
  /** For a translation: the word of the skill's text it translates. */
  readonly translates?: string;
}

function cjkWords(text: string, dict: Dictionary | null, out: Set<string>): void {
  for (const m of text.matchAll(CJK_RUN)) {
    for (const seg of segmenter.segment(m[0])) {
      if (seg.isWordLike === true && codePointLength(seg.segment) >= MIN_CJK_WORD) out.add(seg.segment);
    }
  }
  if (dict !== null) for (const w of chineseSourceWords(text, dict)) out.add(w);
}

/** Whether `word` may be proposed at all (length, filler), whatever its analyzer terms. */
function writableWord(word: string): boolean {
  if (CJK.test(word)) return codePointLength(word) >= MIN_CJK_WORD && !ZH_BRIDGE_STOP_WORDS.has(word);
  return codePointLength(word) >= MIN_LATIN_WORD && HAS_LETTER.test(word);
}

/**
 * The whole words of `text`, lower-cased and NFKC-normalised, in first-occurrence order:
 * words of space-separated scripts, and the segmenter's (and dictionary's) CJK words.
 */
export function wholeWords(text: string, dict: Dictionary | null = null): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const out = new Set<string>();
  for (const m of normal.matchAll(WORD)) if (!CJK.test(m[0])) out.add(m[0]);
  cjkWords(normal, dict, out);
  return [...out].filter(writableWord);
}

/**
 * The words of one text of a skill as candidates under `terms` (words the analyzer drops are left
 * out): of a body or references, the words of its prose only; of a name, every word.
 */
export function wordCandidates(
  text: string,
  source: TermSource,
  terms: TermsFn,
  dict: Dictionary | null,
): WordCandidate[] {
  const writable = source === 'body' || source === 'references' ? proseOf(text) : text;
  return wholeWords(writable, dict).flatMap((surface) => {
    const ts = [...new Set(terms(surface))];
    return ts.length === 0 ? [] : [{ surface, terms: ts, source }];
  });
}

/**
 * Translations of a request's words that the skill's own text backs: Chinese words of the
 * request with a sense in `skillTerms` (the skill's text under the multi analyzer, which the
 * dictionary's English side uses), and English words of the request with a headword in
 * `skillText`. `terms` analyses a proposed word for the router.
 */
export function translationCandidates(
  request: string,
  skillText: string,
  skillTerms: ReadonlySet<string>,
  dict: Dictionary,
  multi: TermsFn,
  terms: TermsFn,
  limits: { readonly maxSenses: number; readonly maxHeadwords: number },
): WordCandidate[] {
  const out: WordCandidate[] = [];
  const push = (surface: string, translates: string): void => {
    if (!writableWord(surface) || out.some((c) => c.surface === surface)) return;
    const ts = [...new Set(terms(surface))];
    if (ts.length > 0) out.push({ surface, terms: ts, source: 'translation', translates });
  };
  const normal = request.normalize('NFKC').toLowerCase();
  for (const word of chineseSourceWords(normal, dict)) {
    const senses = (dict.forward.lookup(word) ?? '').split('|').slice(0, limits.maxSenses);
    const backed = senses.find((s) => s.split(' ').some((t) => skillTerms.has(t)));
    if (backed !== undefined) push(word, backed);
  }
  const text = skillText.normalize('NFKC');
  for (const m of normal.matchAll(WORD)) {
    if (CJK.test(m[0])) continue;
    const ts = multi(m[0]);
    if (ts.length !== 1) continue;
    const heads = (dict.backward.lookup(ts[0] as string) ?? '')
      .split('|')
      .filter((h) => h !== '' && !ZH_BRIDGE_STOP_WORDS.has(h))
      .slice(0, limits.maxHeadwords);
    const backed = heads.find((h) => text.includes(h));
    if (backed !== undefined) push(m[0], backed);
  }
  return out;
}
