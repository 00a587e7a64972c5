/**
 * Writes data/wink-lexicon.json, the table the `multi` analyzer's fast path reads
 * (src/route/analyzers/latin-fast.ts): for every lexeme of wink-eng-lite-web-model in a shape the
 * fast path reads without wink, the terms wink gives it when they differ from the plain rule (stop
 * words, contractions, a few lexemes typed other than `word`), and the model's hyphen-preserving
 * prefixes and suffixes. Run: npm run gen:wink-lexicon
 *
 * The fast path's reasoning was read from wink-nlp's tokenizer and the model's tokenizer patterns
 * (`trex`, `preserve`); their SHA-256 is pinned below, and a model whose patterns differ stops
 * this script until that reasoning has been checked against it. The file records both packages'
 * versions; at run time a different installed version turns the fast path off.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  fastLatin,
  fastPieceTerms,
  RTC_BEFORE_WORD,
  type WinkLexiconTable,
} from '../src/route/analyzers/latin-fast.js';
import { WINK_LEXICON_SCHEMA, type WinkLexiconFile } from '../src/route/analyzers/wink-lexicon.js';

const require = createRequire(import.meta.url);
/** SHA-256 of the model's `trex` and `preserve` the fast path was checked against (model 1.8.1). */
const PATTERNS_SHA256 = '22521d4e1e01109d423bd48b7524df86520d3170e3537b94319c840e44732508';

interface RawModel {
  trex: unknown;
  preserve: { prefix: Record<string, boolean>; suffix: Record<string, boolean> };
  features: { lexeme: { list: string[] } };
}

/** The table, computed from the installed model (also used by the freshness test). */
export function buildWinkLexicon(): WinkLexiconFile {
  const raw = require('wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json') as RawModel;
  const patterns = createHash('sha256')
    .update(JSON.stringify({ trex: raw.trex, preserve: raw.preserve }))
    .digest('hex');
  if (patterns !== PATTERNS_SHA256) {
    throw new Error(
      `wink-eng-lite-web-model's tokenizer patterns changed (sha256 ${patterns}): check the reasoning in src/route/analyzers/latin-fast.ts against them, then pin the new hash in scripts/gen-wink-lexicon.ts`,
    );
  }
  const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
  const model = require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0] & {
    addons: { stem: (word: string) => string };
  };
  const nlp = winkNLP(model, []);
  const stem = model.addons.stem;
  const winkTerms = (text: string): string[] => {
    const tokens = nlp.readDoc(text).tokens() as unknown as { out(f: unknown): unknown[] };
    const types = tokens.out(nlp.its.type) as string[];
    const stops = tokens.out(nlp.its.stopWordFlag) as boolean[];
    const values = tokens.out(nlp.its.value) as string[];
    const out: string[] = [];
    types.forEach((type, i) => {
      if ((type !== 'word' && type !== 'number') || stops[i] === true) return;
      const s = stem(values[i] as string);
      if ([...s].length >= 2) out.push(s);
    });
    return out;
  };
  const lexemes = raw.features.lexeme.list;
  const isLexeme = new Set(lexemes);
  const lower = (flags: Record<string, boolean>): string[] =>
    Object.keys(flags)
      .filter((k) => k === k.toLowerCase())
      .sort();
  const pieces: Record<string, string[]> = {};
  const beforeMark: Record<string, string[]> = {};
  const table: WinkLexiconTable = {
    pieces,
    beforeMark,
    preservePrefix: lower(raw.preserve.prefix),
    preserveSuffix: lower(raw.preserve.suffix),
  };
  const same = (a: readonly string[], b: readonly string[]): boolean => a.join('\n') === b.join('\n');
  const plainOf = (word: string): string[] => {
    const s = stem(word);
    return [...s].length >= 2 ? [s] : [];
  };
  // Pass 1: letters-only lexemes, alone and before a closing mark (one that does not make a lexeme).
  for (const w of lexemes) {
    if (!/^[a-z\u00df-\u00f6\u00f8-\u00ff]+$/.test(w)) continue;
    const plain = plainOf(w);
    const alone = winkTerms(w);
    if (!same(alone, plain)) pieces[w] = alone;
    const mark = [',', ';', '!', '?', ')'].find((m) => !isLexeme.has(w + m));
    if (w.length >= 2 && mark !== undefined) {
      const before = winkTerms(w + mark);
      if (!same(before, plain)) beforeMark[w] = before;
    }
  }
  // Pass 2: the other shapes, read with pass 1's table (a hyphenated lexeme's parts use it).
  const f1 = fastLatin({ ...table, pieces: { ...pieces } }, stem);
  for (const w of lexemes) {
    if (/^[a-z\u00df-\u00f6\u00f8-\u00ff]+$/.test(w)) continue;
    const out: string[] = [];
    if (!fastPieceTerms(f1, w, out)) continue;
    const terms = winkTerms(w);
    if (!same(terms, out)) pieces[w] = terms;
  }
  // Pass 3: lexemes a time, ordinal or decade pattern takes whole, the tail of a hyphenated
  // piece ("item-3rd"): listed when wink gives them terms (outside the lexicon it gives none).
  for (const w of lexemes) {
    if (!RTC_BEFORE_WORD.some((r) => w.match(r)?.[0] === w)) continue;
    const terms = winkTerms(w);
    if (terms.length > 0) pieces[w] = terms;
  }
  const wink = require('wink-nlp/package.json') as { version: string };
  const modelPkg = require('wink-eng-lite-web-model/package.json') as { version: string };
  return {
    schemaVersion: WINK_LEXICON_SCHEMA,
    source: {
      generator: 'scripts/gen-wink-lexicon.ts (npm run gen:wink-lexicon)',
      'wink-nlp': wink.version,
      'wink-eng-lite-web-model': modelPkg.version,
      patternsSha256: patterns,
      licence: 'derived from wink-eng-lite-web-model, MIT, © GRAYPE Systems Private Limited',
    },
    ...table,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = buildWinkLexicon();
  const path = fileURLToPath(new URL('../data/wink-lexicon.json', import.meta.url));
  writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
  process.stdout.write(
    `wrote ${path}: ${Object.keys(file.pieces).length} pieces, ${Object.keys(file.beforeMark).length} before a mark\n`,
  );
}
