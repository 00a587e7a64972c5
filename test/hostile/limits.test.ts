/**
 * Sizes that used to break skillscope: spreads of input-sized arrays into
 * a call overflowed the stack, and a JSON-array query file parsed in quadratic time. Each case
 * builds its input at test time and runs the built binary through the hostile harness (heap cap
 * and timeout as guards, never a timing assertion).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxOf, minOf, pushAll } from '../../src/base/arrays.js';
import { parseQueries } from '../../src/routing-bench/index.js';
import { MAX_QUERIES } from '../../src/routing-bench/queries.js';
import { FIXTURES } from '../helpers/cli.js';
import { describeResult, rawControls, runGuarded } from './harness.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-limits-'));
const SKILLS = path.join(FIXTURES, 'skills');
/** Room for 150,000 scored queries; a healthy run takes a few seconds and a few hundred MiB. */
const BIG_RUN = { timeoutMs: 100_000, maxOldSpaceMb: 2048 };

/** JSON Lines of `n` requests; every one shares terms with a fixture skill, so every one scores. */
function queryLines(n: number, expect: string | null): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(JSON.stringify({ id: `q${i}`, query: `fill a pdf form ${i}`, expect }));
  return lines.join('\n');
}

describe('no stack overflow on input-sized arrays', () => {
  it('the loop helpers take a million values', () => {
    const big = Array.from({ length: 1_000_000 }, (_, i) => i % 1000);
    expect(maxOf(big, 0)).toBe(999);
    expect(minOf(big, 5)).toBe(0);
    expect(maxOf([], -1)).toBe(-1);
    expect(pushAll([1], big)).toHaveLength(1_000_001);
  });

  it('bench with 150,000 negatives exits 0', () => {
    const file = path.join(tmp, 'neg.jsonl');
    writeFileSync(file, queryLines(150_000, null));
    // Table output: the JSON document (every query's outcome) would outgrow the harness's buffer.
    const r = runGuarded(['bench', SKILLS, '--queries', file, '--conditions', 'catalog'], BIG_RUN);
    expect(r.stderr, describeResult(r)).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('150000 negatives');
  }, 60_000);

  it('report with 25,000 queries under the seed preset writes its page', () => {
    const file = path.join(tmp, 'pos.jsonl');
    writeFileSync(file, queryLines(25_000, 'pdf-form-filler'));
    const out = path.join(tmp, 'report.html');
    const r = runGuarded(['report', SKILLS, '--queries', file, '--out', out], BIG_RUN);
    expect(r.stderr, describeResult(r)).toBe('');
    expect(rawControls(r.stdout)).toEqual([]);
    expect(r.code).toBe(0);
  }, 120_000);
});

describe('query files parse in linear time', () => {
  it('a JSON array of 30,000 items (was 68 s), with each item’s line', () => {
    const items = Array.from({ length: 30_000 }, (_, i) => ({
      query: `request number ${i}`,
      should_trigger: i % 2 === 0,
    }));
    const text = JSON.stringify(items, null, 1); // one key per line: item i starts on line 2 + 4i
    const qs = parseQueries(text, { skill: 's' });
    expect(qs).toHaveLength(30_000);
    expect(qs[0]?.line).toBe(2);
    expect(qs[29_999]?.line).toBe(2 + 4 * 29_999);
    expect(qs[29_999]?.id).toBe('item-30000');
  });

  it('item lines stay right with brackets, commas and escaped quotes inside strings', () => {
    const text =
      '[\n{"query": "a [b], {c} \\" ,", "should_trigger": true},\n\n  {"query": "d", "should_trigger": false}\n]';
    expect(parseQueries(text, { skill: 's' }).map((q) => q.line)).toEqual([2, 4]);
  });
});

describe('query files have a count cap', () => {
  it('cost on a million-line query file stops at the cap with one usage line', () => {
    const file = path.join(tmp, 'million.jsonl');
    writeFileSync(file, queryLines(1_000_000, null));
    const r = runGuarded(['cost', SKILLS, '--queries', file], BIG_RUN);
    expect(r.code, describeResult(r)).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^skillscope: /);
  }, 120_000);

  it('parseQueries refuses one query over the cap, with its code and line', () => {
    const text = queryLines(MAX_QUERIES + 1, null);
    expect(() => parseQueries(text)).toThrow(
      expect.objectContaining({ code: 'too-many-queries', line: MAX_QUERIES + 1 }),
    );
  });
});
