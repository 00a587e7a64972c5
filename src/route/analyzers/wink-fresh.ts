/**
 * wink-nlp with no memory between documents: each `readDoc` reads its text as a newly made wink
 * instance would.
 *
 * Why: a wink instance keeps every out-of-lexicon string it has met in its lexeme cache, and its
 * tokenizer consults that cache — a whole piece found there is one token, and the recursive
 * tokenizer's `isLexeme` tests (period and hyphen rules) accept it. So wink's reading of a text
 * depends on what the instance read before: after "the project's, files" (where "project's" is
 * added as a word, the comma cut off), "the project's files" reads "project's" as one token instead
 * of "project" + "'s" (wink-nlp 2.4, tokenizer.js, dd-wrapper.js, cache.js). The analyzer's terms
 * must be a function of the text alone (route and bench outputs, a long-lived MCP server).
 *
 * How: the cache's lexeme table is the `features.lexeme` object of the model copy that
 * `model.core()` returns; we keep a reference to it, and after each document delete from its hash
 * the strings that document added (indices past the model's own lexicon). wink then meets them as
 * new in the next document and adds them again at new indices, with their features pushed in step
 * (its lexicon of out-of-vocabulary features grows with the list, as it always does), so its lookups
 * stay aligned. The list still grows, so the instance is replaced once it holds MAX_ADDED entries
 * beyond the lexicon (a bounded memory for a long-running server).
 */
import { createRequire } from 'node:module';
import type { WinkMethods } from 'wink-nlp';

const require = createRequire(import.meta.url);

/** Out-of-lexicon entries an instance may accumulate before it is replaced (~150 ms to make). */
const MAX_ADDED = 2_000_000;

interface LexemeFeature {
  readonly hash: Record<string, number>;
  readonly list: string[];
  readonly intrinsicSize: number;
}

export interface FreshWink {
  readonly its: WinkMethods['its'];
  /** wink's `readDoc(text)`, read as by a new instance. */
  readDoc(text: string): ReturnType<WinkMethods['readDoc']>;
}

/** A wink-nlp instance (English lite model, empty pipe) whose documents do not see each other. */
export function freshWink(): FreshWink {
  const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
  const base = require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0] & {
    core(): unknown;
    metaCER(): unknown;
  };
  // The model's metaCER() re-stringifies its machines on every call (wink-eng-lite-web-model 1.8:
  // `machines = JSON.stringify(machines)`), so each new instance doubles its escapes until
  // JSON.stringify throws; one result serves every instance made here (we learn no custom entities).
  const metaCER = base.metaCER();
  let nlp: WinkMethods | undefined;
  let lexeme: LexemeFeature | undefined;
  const make = (): WinkMethods => {
    const model = Object.create(base) as typeof base;
    model.metaCER = () => metaCER;
    model.core = () => {
      const core = base.core() as { features: { lexeme: LexemeFeature } };
      lexeme = core.features.lexeme;
      return core;
    };
    // Empty pipe: tokenisation, stop-word flags and stems need no sentence/POS/NER passes.
    return winkNLP(model, []);
  };
  nlp = make();
  const its = nlp.its;
  return {
    its,
    readDoc(text) {
      if (nlp === undefined || lexeme === undefined || lexeme.list.length - lexeme.intrinsicSize > MAX_ADDED) {
        nlp = make();
      }
      const lx = lexeme as LexemeFeature;
      const start = lx.list.length;
      const doc = nlp.readDoc(text);
      // Everything `out` needs is in the document's token data now; forget what it added.
      for (let i = start; i < lx.list.length; i++) {
        const s = lx.list[i] as string;
        if (lx.hash[s] === i) delete lx.hash[s];
      }
      return doc;
    },
  };
}
