/**
 * Where a description was cut mid-sentence, at any length: "… to install or uninstall the.",
 * "… search by username, phone, or.", "… (for dictation, screenshots, Spotlight via." — a tool
 * or an editor shortened the text and put a full stop after whatever word was left. A sentence
 * never ends on an article, a conjunction or one of a few prepositions, nor on a possessive, so
 * such an end — or a final `,` `:` `;`, or a bracket or quote still open at the end — is a cut.
 *
 * Words are kept to those that end no English sentence a skill author writes: "for", "with",
 * "in", "on", "up" and other prepositions that end phrasal verbs or questions ("what to look
 * for.", "log in.") are left out on purpose.
 */
import { trimEndOf } from '../../base/trim.js';
import { sentenceEnds } from '../../base/sentences.js';

/** Lower-case words a sentence never ends on. */
const DANGLING_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'nor',
  'but',
  'of',
  'than',
  'via',
  'versus',
  'vs',
  'plus',
  'including',
  'your',
  'their',
  'its',
  'our',
  'whose',
  'whether',
  'e.g',
  'i.e',
]);

/** Chinese and Japanese joiners a sentence never ends on: 和 或 及 与 、 (and, or, and, with, list comma). */
const CJK_DANGLING = /[和或及与、，,]\s*[。.]?$/u;

export interface DanglingCut {
  /** UTF-16 offset in the text where the cut sentence ends. */
  readonly at: number;
  readonly kind: 'word' | 'possessive' | 'punctuation' | 'open-bracket';
  /** The dangling word, punctuation or bracket as written. */
  readonly text: string;
}

/** An ANSI control sequence (CSI): ESC `[`, parameters, one final byte. */
const ANSI_ESCAPE = /\u001b\[[0-9;?]*[ -/]*[@-~]/gu;

const OPENERS: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '{': '}',
  '（': '）',
  '「': '」',
  '『': '』',
  '《': '》',
  '“': '”',
  '【': '】',
};
const CLOSERS = new Set(Object.values(OPENERS));

/** The bracket or curly/straight quote still open at the end of `text`, or null. */
function openAtEnd(text: string): string | null {
  const stack: string[] = [];
  let straight = 0;
  let lastStraight = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c in OPENERS) stack.push(c);
    else if (CLOSERS.has(c)) {
      const at = stack.lastIndexOf(Object.keys(OPENERS).find((o) => OPENERS[o] === c) ?? '');
      if (at !== -1) stack.length = at; // a closer without its opener ("1) first") is ignored
    } else if (c === '"') {
      straight++;
      lastStraight = i;
    }
  }
  if (stack.length > 0) return stack[stack.length - 1]!;
  // An odd count of straight quotes is open when the last one opens a word (`"foo` at the end).
  if (
    straight % 2 === 1 &&
    /^"[\p{L}\p{N}]/u.test(text.slice(lastStraight)) &&
    (lastStraight === 0 || /[\s(:]/u.test(text[lastStraight - 1] ?? ''))
  )
    return '"';
  return null;
}

/** Characters at the end of a sentence searched for its last word (longer "words" are not words). */
const LAST_WORD_WINDOW = 200;

/** The word a sentence ending at `end` (exclusive, after its `.`) ends on, with that `.` removed. */
function lastWord(sentence: string): string {
  // The pattern scans back from every character of a run of word characters, quadratic in the
  // run; a word is never longer than LAST_WORD_WINDOW, so the tail of the sentence is enough.
  const m = /([\p{L}\p{N}'’.]+)[.…]*["'”’)\]]*$/u.exec(sentence.trimEnd().slice(-LAST_WORD_WINDOW));
  return trimEndOf(m?.[1] ?? '', '.');
}

/** The first place `text` (whitespace collapsed) is cut mid-sentence, or null. */
export function danglingCut(text: string): DanglingCut | null {
  // Terminal escape sequences (SK126 reports them) are no brackets: `ESC[8m` opens nothing.
  const trimmed = text.replace(ANSI_ESCAPE, '').trimEnd();
  if (trimmed === '') return null;
  let start = 0;
  for (const end of sentenceEnds(trimmed)) {
    const sentence = trimmed.slice(start, end);
    start = end;
    const word = lastWord(sentence);
    // Lower case only: "Plan A." and "Vitamin A." end on a letter, not an article.
    if (DANGLING_WORDS.has(word)) return { at: end, kind: 'word', text: word };
    if (/\p{L}['’]s$/u.test(word) && /[.…]["'”’)\]]*$/u.test(sentence.trimEnd()))
      return { at: end, kind: 'possessive', text: word };
    if (CJK_DANGLING.test(sentence) && /[\u4e00-\u9fff]/u.test(sentence))
      return { at: end, kind: 'punctuation', text: sentence.trimEnd().slice(-2) };
  }
  const tail = /[,;:，；：]$/u.exec(trimmed);
  if (tail !== null) return { at: trimmed.length, kind: 'punctuation', text: tail[0] };
  const open = openAtEnd(trimmed);
  if (open !== null) return { at: trimmed.length, kind: 'open-bracket', text: open };
  return null;
}
