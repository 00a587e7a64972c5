/**
 * data/wink-lexicon.json, the fast path's table (latin-fast.ts), as written by
 * scripts/gen-wink-lexicon.ts. It is loaded with `require` (no file system here), and only used
 * when it was generated from the wink-nlp and model versions installed now: any other version
 * gets `undefined`, and the analyzer reads every piece with wink (slower, never different).
 */
import { createRequire } from 'node:module';
import type { WinkLexiconTable } from './latin-fast.js';

const require = createRequire(import.meta.url);

export const WINK_LEXICON_SCHEMA = 1;

export interface WinkLexiconFile extends WinkLexiconTable {
  readonly schemaVersion: number;
  readonly source: {
    readonly generator: string;
    readonly 'wink-nlp': string;
    readonly 'wink-eng-lite-web-model': string;
    readonly patternsSha256: string;
    readonly licence: string;
  };
}

/** The table when it matches the installed wink-nlp and model, else undefined. */
export function loadWinkLexicon(): WinkLexiconTable | undefined {
  const file = require('../../../data/wink-lexicon.json') as WinkLexiconFile;
  const wink = require('wink-nlp/package.json') as { version: string };
  const model = require('wink-eng-lite-web-model/package.json') as { version: string };
  const fits =
    file.schemaVersion === WINK_LEXICON_SCHEMA &&
    file.source['wink-nlp'] === wink.version &&
    file.source['wink-eng-lite-web-model'] === model.version;
  return fits ? file : undefined;
}
