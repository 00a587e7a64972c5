/**
 * SK202 skips counting a body of at most `bodyMaxTokens` UTF-8 bytes (src/check/rules/body.ts):
 * a byte-level BPE token covers at least one byte. This holds the bound against real counts in
 * every encoding, on the tokenizer fixtures (English, CJK, Arabic, emoji, code, CRLF …), and
 * compares the rule's findings with the counted truth at budgets on both sides of each body's
 * token count and byte length.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/index.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { utf8Length } from '../../src/base/text.js';
import { ENCODING_NAMES, getEncoding } from '../../src/tokenizer/index.js';

const DIR = path.join(import.meta.dirname, '..', '..', 'fixtures', 'tokenizer');
const TEXTS = readdirSync(DIR)
  .filter((f) => f !== 'README.md')
  .map((f) => ({ name: f, text: readFileSync(path.join(DIR, f), 'utf8') }));

describe('SK202 byte bound', () => {
  it('no encoding gives a text more tokens than UTF-8 bytes', () => {
    expect(TEXTS.length).toBeGreaterThan(10);
    for (const name of ENCODING_NAMES) {
      const encoding = getEncoding(name);
      for (const { text } of TEXTS) expect(encoding.count(text)).toBeLessThanOrEqual(utf8Length(text));
    }
  });

  it('reports exactly the bodies whose counted tokens exceed the budget', () => {
    const files: Record<string, string> = {};
    TEXTS.forEach(({ text }, i) => {
      files[`s${i}/SKILL.md`] =
        `---\nname: s${i}\ndescription: Fixture text ${i}. Use when testing budgets.\n---\n${text}`;
    });
    const set = loadSkills('/', {}, memoryFs(files));
    const encoding = getEncoding('o200k_base');
    const truth = set.skills.map((s) => ({ file: s.file, tokens: encoding.count(s.body), bytes: utf8Length(s.body) }));
    const budgets = new Set<number>();
    for (const t of truth) for (const m of [t.tokens - 1, t.tokens, t.bytes - 1, t.bytes]) if (m >= 0) budgets.add(m);
    for (const max of budgets) {
      const result = runCheck(set, { encoding: 'o200k_base', budgets: { bodyMaxTokens: max } });
      const reported = result.findings
        .filter((f) => f.code === 'SK202')
        .map((f) => f.file)
        .sort();
      const expected = truth
        .filter((t) => t.tokens > max)
        .map((t) => t.file)
        .sort();
      expect(reported, `bodyMaxTokens ${max}`).toEqual(expected);
    }
  });
});
