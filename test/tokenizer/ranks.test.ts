/** Rank-file verification: corrupted tables are rejected with the file named and a fix given. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENCODING_PARAMS } from '../../src/tokenizer/params/index.js';
import {
  isRankFileProblem,
  loadRankTable,
  parseLines,
  parseRankFile,
  rankFileDir,
  rankFileError,
} from '../../src/tokenizer/ranks.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const params = ENCODING_PARAMS.r50k_base;
const original = readFileSync(path.join(rankFileDir(), params.rankFile));

describe('rank files', () => {
  it('the shipped file verifies and parses', () => {
    const table = parseRankFile(params, original);
    expect(isRankFileProblem(table)).toBe(false);
    if (!isRankFileProblem(table)) {
      expect(table.size).toBe(50256);
      expect(table.decoder[15496]).toBe('Hello');
      expect(table.decoder[995]).toBe(' world');
    }
  });

  it('a single changed byte fails the SHA-256 check', () => {
    const corrupted = Uint8Array.from(original);
    corrupted[10] = corrupted[10] === 0x41 ? 0x42 : 0x41;
    const problem = parseRankFile(params, corrupted);
    expect(problem).toMatchObject({ code: 'sha256', expected: params.expectedSha256 });
  });

  it('a missing line fails the size check', () => {
    const text = original.toString('latin1');
    const truncated = text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1);
    expect(parseLines(params, truncated)).toMatchObject({ code: 'rank-count', expected: 50256, actual: 50255 });
  });

  it('a renumbered last rank fails the max-rank check', () => {
    const text = original.toString('latin1').replace(/ 50255\n?$/, ' 60000\n');
    expect(parseLines(params, text)).toMatchObject({ code: 'max-rank', expected: 50255, actual: 60000 });
  });

  it('a malformed line is reported with its number', () => {
    const text = `IQ== 0\nnot base64!! 1\n`;
    expect(parseLines(params, text)).toMatchObject({ code: 'bad-line', line: 2 });
  });

  it('the error names the file, the expected and actual values, and the fix', () => {
    const err = rankFileError('/x/r50k_base.tiktoken', { code: 'sha256', expected: 'aaa', actual: 'bbb' });
    expect(err.message).toContain('/x/r50k_base.tiktoken');
    expect(err.message).toContain('aaa');
    expect(err.message).toContain('bbb');
    expect(err.message).toContain('gpt-tokenizer@4.0.0');
  });

  it('flat storage: every rank of every file maps to exactly its line, holes stay holes', () => {
    for (const p of Object.values(ENCODING_PARAMS)) {
      const table = loadRankTable(p);
      const lines = readFileSync(path.join(rankFileDir(), p.rankFile), 'latin1')
        .split('\n')
        .filter((l) => l !== '');
      const want = new Map(
        lines.map((l) => [Number(l.split(' ')[1]), Buffer.from(l.split(' ')[0]!, 'base64').toString('latin1')]),
      );
      const expected = Array.from({ length: p.expectedMaxRank + 1 }, (_, rank) => want.get(rank));
      expect(table.decoder, p.name).toEqual(expected);
      expect(Array.from(table.len), p.name).toEqual(expected.map((t) => t?.length ?? 0));
    }
    // p50k has a hole at 50256 (its <|endoftext|> id): no ordinary token there.
    expect(loadRankTable(ENCODING_PARAMS.p50k_base).decoder[50256]).toBeUndefined();
    expect(getEncoding('p50k_base').decode([50256])).toBe('<|endoftext|>');
  });

  it('loadRankTable reads every encoding from the installed package', () => {
    for (const p of Object.values(ENCODING_PARAMS)) expect(loadRankTable(p).size, p.name).toBe(p.expectedRankCount);
  });
});
