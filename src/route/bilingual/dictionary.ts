/**
 * A bilingual dictionary as the bridge reads it: two sides, each a sorted key → value lookup
 * (format.ts, compact.ts). Loaded lazily, once per process, on the first bilingual request —
 * routers that never bridge never pay for the file — and checked on load (format, schema,
 * sizes, SHA-256); a file that does not check is an error naming what is wrong and the fix.
 */
import { decodeDictionary, isDictionaryProblem } from './compact.js';
import { readDictionaryFile } from './load.js';

/** One direction of a dictionary: key → the raw value (senses or headwords, "|"-separated). */
export interface DictionarySide {
  lookup(key: string): string | undefined;
  /**
   * 'exact' when `word` is a key, 'prefix' when only longer keys start with it, 'none' when no
   * key does (lets a scan stop extending a word early). One binary search.
   */
  probe(word: string): 'exact' | 'prefix' | 'none';
}

export interface Dictionary {
  readonly pair: readonly [string, string];
  readonly source: Readonly<Record<string, string>>;
  /** Headwords of the first language → senses in the second. */
  readonly forward: DictionarySide;
  /** Terms of the second language → headwords of the first. */
  readonly backward: DictionarySide;
  /** The longest headword of the first language, in code points (the bridge's match window). */
  readonly maxHeadword: number;
}

/** What is wrong with a binary dictionary file (data; `dictionaryError` words it). */
export type DictionaryProblem =
  | { readonly code: 'header' | 'offsets'; readonly detail: string }
  | { readonly code: 'schema' | 'size'; readonly expected: number; readonly actual: number }
  | { readonly code: 'sha256'; readonly expected: string; readonly actual: string };

/** The one sentence for a refused file: what is wrong, then how to fix it. */
export function dictionaryError(file: string, p: DictionaryProblem): Error {
  let what: string;
  switch (p.code) {
    case 'header':
    case 'offsets':
      what = p.detail;
      break;
    case 'size':
      what = `body of ${p.actual} bytes, the header's entries need ${p.expected}`;
      break;
    case 'schema':
    case 'sha256':
      what = `${p.code} ${p.actual}, expected ${p.expected}`;
  }
  return new Error(
    `bilingual dictionary ${file}: ${what}; regenerate it with npm run gen:dictionary (or reinstall skillscope)`,
  );
}

let zhEn: Dictionary | undefined;

/** The Chinese ↔ English dictionary (CC-CEDICT, CC BY-SA 4.0), loaded on first use. */
export function zhEnDictionary(): Dictionary {
  if (zhEn === undefined) {
    const file = 'data/zh-en.bin';
    let bytes: Uint8Array;
    try {
      bytes = readDictionaryFile('zh-en.bin');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? String(e);
      throw dictionaryError(file, { code: 'header', detail: `cannot be read (${code})` });
    }
    const d = decodeDictionary(bytes);
    if (isDictionaryProblem(d)) throw dictionaryError(file, d);
    zhEn = d;
  }
  return zhEn;
}
