/**
 * A bilingual dictionary as the bridge reads it: two sorted entry strings (format.ts) and a
 * binary search over each. Loaded lazily, once per process, on the first bilingual request —
 * routers that never bridge never pay for the file. `require` of the shipped JSON keeps this
 * module off the file system (the data sits in data/, beside src/ and dist/, so the same
 * relative path works from the sources and from the build).
 */
import { createRequire } from 'node:module';
import { DICTIONARY_SCHEMA, type DictionaryFile } from './format.js';

const require = createRequire(import.meta.url);

/** One direction of a dictionary: key → the raw value (senses or headwords, "|"-separated). */
interface DictionarySide {
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

const ENTRY = '~';
const KEY = '=';

/**
 * Binary search over `text` = "k=v~k=v~…" sorted by k. Probes land anywhere in the string and
 * back up to the start of their entry, so no offset table is built (that was the load time).
 */
function sortedEntries(text: string): DictionarySide {
  /** The key of the first entry whose key is ≥ `key` ('' past the end). */
  const lowerBound = (key: string): string => {
    let lo = 0;
    let hi = text.length;
    let found = '';
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = text.lastIndexOf(ENTRY, mid - 1) + 1;
      let end = text.indexOf(ENTRY, start);
      if (end < 0) end = text.length;
      const k = text.slice(start, text.indexOf(KEY, start));
      if (k < key) lo = end + 1;
      else {
        found = k;
        hi = start;
      }
    }
    return found;
  };
  return {
    probe: (word) => {
      const k = lowerBound(word);
      return k === word ? 'exact' : k.startsWith(word) ? 'prefix' : 'none';
    },
    lookup(key) {
      let lo = 0;
      let hi = text.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const start = text.lastIndexOf(ENTRY, mid - 1) + 1;
        let end = text.indexOf(ENTRY, start);
        if (end < 0) end = text.length;
        const eq = text.indexOf(KEY, start);
        const k = text.slice(start, eq);
        if (k === key) return text.slice(eq + 1, end);
        if (k < key) lo = end + 1;
        else hi = start;
      }
      return undefined;
    },
  };
}

/** Checks a parsed dictionary file and wraps it; throws with the fix when the file is not one. */
export function dictionaryFrom(file: DictionaryFile, maxHeadword: number): Dictionary {
  if (file === null || typeof file !== 'object' || file.schema !== DICTIONARY_SCHEMA)
    throw new Error(
      `bilingual dictionary: schema ${String((file as { schema?: unknown } | null)?.schema)}, expected ${DICTIONARY_SCHEMA}; regenerate it with npm run gen:dictionary`,
    );
  if (typeof file.a !== 'string' || typeof file.b !== 'string')
    throw new Error('bilingual dictionary: entries missing; regenerate it with npm run gen:dictionary');
  return {
    pair: file.pair,
    source: file.source,
    forward: sortedEntries(file.a),
    backward: sortedEntries(file.b),
    maxHeadword,
  };
}

let zhEn: Dictionary | undefined;

/** The Chinese ↔ English dictionary (CC-CEDICT, CC BY-SA 4.0), loaded on first use. */
export function zhEnDictionary(): Dictionary {
  if (zhEn === undefined) {
    const file = require('../../../data/zh-en.json') as DictionaryFile;
    zhEn = dictionaryFrom(file, file.limits['maxHeadword'] ?? 8);
  }
  return zhEn;
}
