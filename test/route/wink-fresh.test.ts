import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiTerms } from '../../src/route/analyzers/multi.js';
import { freshWink } from '../../src/route/analyzers/wink-fresh.js';
import { latinOf, textFiles, winkTerms } from './wink-reference.js';

// The multi analyzer's terms are a function of the text alone: the same text gives the terms a
// new wink instance gives it, whatever was analysed before in the process. A long-lived wink
// instance does not: it keeps the out-of-lexicon strings it met, and its tokenizer consults them.
const require = createRequire(import.meta.url);
const winkNLP = require('wink-nlp');
const base = require('wink-eng-lite-web-model');
// A new instance per call; metaCER() of the shared model object is called once (each call of it
// re-stringifies its machines, see wink-fresh.ts), so other files' instances are not affected.
const metaCER = base.metaCER();
const newWink = (): ReturnType<typeof winkNLP> => {
  const model = Object.create(base);
  model.metaCER = () => metaCER;
  return winkNLP(model, []);
};

// Pairs where wink's reading of the second text changes once it has read the first (each found
// in real text: a word with "'s" before a mark, then the same word with "'s" alone).
const HISTORY = [
  ["the project's, files", "the project's files"],
  ["the user's. next", "keep the user's project"],
  ["see (it's) x.y, e.g. a-b", "it's e.g. done"],
] as const;

describe('multi analyzer: terms do not depend on what was analysed before', () => {
  it('wink itself does: a long-lived instance reads a text differently after another', () => {
    const [first, second] = HISTORY[0];
    const fresh = winkTerms(newWink(), second);
    expect(fresh).toContain("'s");
    const used = newWink();
    winkTerms(used, first);
    expect(winkTerms(used, second)).not.toEqual(fresh);
  });

  const texts = [
    ...HISTORY.flat(),
    "Can't won't it's the users' running runs ran; tables, TABLES, Converting converted 3.14 2nd",
    ...textFiles('fixtures').map((f) => readFileSync(f, 'utf8')),
  ].map(latinOf);

  it('freshWink reads each text as a new wink instance, after any history', () => {
    const fw = freshWink();
    // Each text after all the others (in two orders), against a new instance per text (kept few:
    // an instance takes ~150 ms).
    for (const order of [texts, [...texts].reverse()]) for (const t of order) winkTerms(fw, t);
    for (const t of [...HISTORY.flat(), ...texts.filter((_, i) => i % 15 === 0)]) {
      expect([t.slice(0, 60), winkTerms(fw, t)]).toEqual([t.slice(0, 60), winkTerms(newWink(), t)]);
    }
  });

  it('multiTerms gives each text its fresh terms, in any order of texts', () => {
    const fw = freshWink();
    const fresh = new Map(texts.map((t) => [t, winkTerms(fw, t)]));
    for (const [first, second] of HISTORY) {
      multiTerms(first);
      expect(multiTerms(second)).toEqual(fresh.get(second));
    }
    fc.assert(
      fc.property(fc.shuffledSubarray(texts, { minLength: 1 }), (order) => {
        for (const t of order) expect([t.slice(0, 60), multiTerms(t)]).toEqual([t.slice(0, 60), fresh.get(t)]);
      }),
      { numRuns: 20 },
    );
  });
});
