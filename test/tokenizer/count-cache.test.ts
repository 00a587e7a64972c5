/**
 * The count cache is a pure memo: every count equals the uncached counter's (differential over
 * every text file of the fixtures, in every encoding, counted twice so hits are checked too),
 * it holds at most `maxEntries` entries, and it never tokenises the same content twice while
 * the content is cached. Check, audit and report read through it, so their counts are covered.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAudit } from '../../src/audit/audit.js';
import { runCheck } from '../../src/check/engine.js';
import { loadSkills } from '../../src/skills/index.js';
import { contentKey, createCountCache, SHORT_KEY_CHARS } from '../../src/tokenizer/count-cache.js';
import { ENCODING_NAMES, getEncoding, type Encoding } from '../../src/tokenizer/index.js';
import { textFilesUnder } from './walk.js';

const FIXTURES = path.resolve(__dirname, '../../fixtures');

/** An encoding that counts its calls, to see what reaches the tokenizer. */
function counting(encoding: Encoding): { encoding: Encoding; calls: () => number } {
  let calls = 0;
  const wrapped: Encoding = {
    ...encoding,
    name: encoding.name,
    count: (text, options) => (calls++, encoding.count(text, options)),
  };
  return { encoding: wrapped, calls: () => calls };
}

describe('count cache', () => {
  const files = textFilesUnder(FIXTURES).filter((f) => f.text.length < 200_000);

  it('equals the uncached counter on every fixture text, in every encoding, cold and warm', () => {
    expect(files.length).toBeGreaterThan(50);
    const cache = createCountCache();
    for (const name of ENCODING_NAMES) {
      const encoding = getEncoding(name);
      for (const pass of [1, 2]) {
        for (const f of files)
          expect([f.file, pass, cache.count(f.text, encoding)]).toEqual([f.file, pass, encoding.count(f.text)]);
      }
    }
    const stats = cache.stats();
    expect(stats.hits).toBeGreaterThanOrEqual(files.length * ENCODING_NAMES.length);
  });

  it('counts each distinct content once; the encoding is part of the key', () => {
    const o200k = counting(getEncoding('o200k_base'));
    const cl100k = counting(getEncoding('cl100k_base'));
    const cache = createCountCache();
    const long = 'x'.repeat(SHORT_KEY_CHARS) + ' a longer text keyed by its hash';
    for (let i = 0; i < 5; i++) {
      cache.count('short text', o200k.encoding);
      cache.count(long, o200k.encoding);
      cache.count(`${long}`.slice(0), cl100k.encoding);
    }
    expect(o200k.calls()).toBe(2);
    expect(cl100k.calls()).toBe(1);
    expect(cache.count('', o200k.encoding)).toBe(0);
    expect(o200k.calls()).toBe(2);
  });

  it('keeps at most maxEntries entries, evicting the least recently used', () => {
    const enc = counting(getEncoding('o200k_base'));
    const cache = createCountCache({ maxEntries: 2 });
    cache.count('alpha', enc.encoding);
    cache.count('beta', enc.encoding);
    cache.count('alpha', enc.encoding); // alpha is now the most recent
    cache.count('gamma', enc.encoding); // evicts beta
    expect(cache.stats().entries).toBe(2);
    const before = enc.calls();
    cache.count('alpha', enc.encoding);
    expect(enc.calls()).toBe(before);
    cache.count('beta', enc.encoding);
    expect(enc.calls()).toBe(before + 1);
  });

  it('short and hashed keys never meet, and different texts get different keys', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (a, b) => {
        if (a !== b) expect(contentKey(a, 'o200k_base')).not.toBe(contentKey(b, 'o200k_base'));
        expect(contentKey(a, 'o200k_base')).not.toBe(contentKey(a, 'cl100k_base'));
      }),
    );
  });

  it('audit and check through one cache give the same results as without it, and check re-counts nothing audit counted', () => {
    const set = loadSkills(path.join(FIXTURES, 'skills'));
    const encoding = getEncoding('o200k_base');
    const auditPlain = computeAudit(set, { encodings: [encoding] });
    const checkPlain = runCheck(set, { encoding: 'o200k_base' });
    const alone = createCountCache();
    runCheck(set, { encoding: 'o200k_base' }, [], { countCache: alone });
    const cache = createCountCache();
    const auditCached = computeAudit(set, { encodings: [encoding], countCache: cache });
    const afterAudit = cache.stats().misses;
    const checkCached = runCheck(set, { encoding: 'o200k_base' }, [], { countCache: cache });
    expect(auditCached).toEqual(auditPlain);
    expect(checkCached).toEqual(checkPlain);
    // Bodies, entries and references were counted by the audit: check tokenises none of them again.
    expect(alone.stats().misses).toBeGreaterThan(10);
    expect(cache.stats().misses - afterAudit).toBe(0);
  });
});
