import { describe, expect, it } from 'vitest';
import { checkExpectedNames, parseQueries, QuerySetError } from '../../src/routing-bench/index.js';

function problem(fn: () => unknown): { line: number; code: string; data: Readonly<Record<string, unknown>> } {
  try {
    fn();
  } catch (err) {
    if (err instanceof QuerySetError) return { line: err.line, code: err.code, data: err.data };
    throw err;
  }
  throw new Error('expected a QuerySetError');
}

describe('parseQueries (JSON Lines)', () => {
  it('reads expectations, labels and default ids; skips blank lines', () => {
    const qs = parseQueries(
      [
        '{"id":"a","query":"fill a form","expect":"pdf","lang":"en","cue":"product"}',
        '',
        '{"query":"x y","expect":["a","b"]}',
        '{"id":7,"query":"book a flight","expect":null}',
      ].join('\n'),
    );
    expect(qs.map((q) => [q.id, q.line, q.expect])).toEqual([
      ['a', 1, { kind: 'skills', names: ['pdf'] }],
      ['line-3', 3, { kind: 'skills', names: ['a', 'b'] }],
      ['7', 4, { kind: 'none' }],
    ]);
    expect(qs[0]).toMatchObject({ lang: 'en', cue: 'product' });
    expect(qs[1]).toMatchObject({ lang: null, cue: null });
  });
  it('names the line of the first problem', () => {
    expect(problem(() => parseQueries('{"query":"a","expect":null}\n{"query": "b", \n'))).toMatchObject({
      line: 2,
      code: 'invalid-json',
    });
    expect(problem(() => parseQueries('\n\n{"query":"a"}'))).toMatchObject({ line: 3, code: 'missing-expect' });
    expect(problem(() => parseQueries('{"query":"","expect":null}'))).toMatchObject({ line: 1, code: 'bad-query' });
    expect(problem(() => parseQueries('{"query":"a","expect":[]}'))).toMatchObject({ line: 1, code: 'bad-expect' });
    expect(problem(() => parseQueries('{"query":"a","expect":null,"lang":{"x":1}}'))).toMatchObject({
      line: 1,
      code: 'bad-label',
      data: { field: 'lang' },
    });
    expect(problem(() => parseQueries('{"query":"a","expect":null,"cue":["a"]}'))).toMatchObject({
      line: 1,
      code: 'bad-label',
      data: { field: 'cue' },
    });
    expect(problem(() => parseQueries('{"id":true,"query":"a","expect":null}'))).toMatchObject({
      line: 1,
      code: 'bad-id',
    });
    expect(
      problem(() => parseQueries('{"id":"x","query":"a","expect":null}\n{"id":"x","query":"b","expect":null}')),
    ).toMatchObject({ line: 2, code: 'duplicate-id', data: { id: 'x', firstLine: 1 } });
    expect(problem(() => parseQueries('[1]'))).toMatchObject({ line: 1, code: 'not-an-object' });
    expect(problem(() => parseQueries('[1'))).toMatchObject({ code: 'invalid-json' });
    expect(problem(() => parseQueries('\n'))).toMatchObject({ code: 'no-queries' });
  });
});

describe('query file leniency: labels of any scalar type', () => {
  it('takes any scalar cue or lang as a label (numbers and booleans as strings; blank = none)', () => {
    const qs = parseQueries(
      [
        '{"query":"a","expect":null,"cue":true,"lang":1}',
        '{"query":"b","expect":null,"cue":false,"lang":2.5}',
        '{"query":"c","expect":null,"cue":"  "}',
      ].join('\n'),
    );
    expect(qs.map((q) => [q.cue, q.lang])).toEqual([
      ['true', '1'],
      ['false', '2.5'],
      [null, null],
    ]);
  });

  it('skips # comment lines in JSON Lines, keeping line numbers', () => {
    const qs = parseQueries(
      ['# positives', '{"query":"a","expect":"x"}', '   # negatives below', '{"query":"b","expect":null}'].join('\n'),
    );
    expect(qs.map((q) => [q.id, q.line])).toEqual([
      ['line-2', 2],
      ['line-4', 4],
    ]);
    expect(problem(() => parseQueries('# only a comment\n'))).toMatchObject({ code: 'no-queries' });
  });

  it('suggests the key that was meant for a missing "expect" or "query"', () => {
    expect(problem(() => parseQueries('{"query":"a","expected":"pdf"}'))).toEqual({
      line: 1,
      code: 'missing-expect',
      data: { key: 'expected', suggestion: 'expect' },
    });
    expect(problem(() => parseQueries('{"query":"a","expcet":"pdf"}'))).toEqual({
      line: 1,
      code: 'missing-expect',
      data: { key: 'expcet', suggestion: 'expect' },
    });
    expect(problem(() => parseQueries('{"query":"a","should-trigger":true}'))).toEqual({
      line: 1,
      code: 'missing-expect',
      data: { key: 'should-trigger', suggestion: 'should_trigger' },
    });
    expect(problem(() => parseQueries('{"querry":"a","expect":null}'))).toEqual({
      line: 1,
      code: 'bad-query',
      data: { key: 'querry', suggestion: 'query' },
    });
    expect(problem(() => parseQueries('{"prompt":"a","expect":null}'))).toEqual({
      line: 1,
      code: 'bad-query',
      data: { key: 'prompt', suggestion: 'query' },
    });
    expect(problem(() => parseQueries('{"query":"a","note":"x"}'))).toEqual({
      line: 1,
      code: 'missing-expect',
      data: {},
    });
  });

  it('marks queries of the skill-creator format (what --skill applies to)', () => {
    expect(parseQueries('{"query":"a","expect":null}').map((q) => q.trigger)).toEqual([undefined]);
    expect(parseQueries('{"query":"a","should_trigger":true}', { skill: 's' }).map((q) => q.trigger)).toEqual([true]);
  });
});

describe('skill-creator format', () => {
  const text =
    '[\n  {"query": "fill the form", "should_trigger": true},\n  {"query": "draw a chart",\n   "should_trigger": false}\n]\n';
  it('reads a JSON array against --skill, with line numbers and ids by position', () => {
    const qs = parseQueries(text, { skill: 'pdf' });
    expect(qs.map((q) => [q.id, q.line, q.expect])).toEqual([
      ['item-1', 2, { kind: 'skills', names: ['pdf'] }],
      ['item-2', 3, { kind: 'not', name: 'pdf' }],
    ]);
  });
  it('gives every element of a one-line array its own id (no duplicate-id error)', () => {
    const oneLine = JSON.stringify([
      { query: 'fill the form', should_trigger: true },
      { query: 'draw a chart', should_trigger: false },
      { id: 'mine', query: 'merge two pdfs', should_trigger: true },
      { query: 'rotate a page', should_trigger: true },
    ]);
    const qs = parseQueries(oneLine, { skill: 'pdf' });
    expect(qs.map((q) => [q.id, q.line])).toEqual([
      ['item-1', 1],
      ['item-2', 1],
      ['mine', 1],
      ['item-4', 1],
    ]);
    expect(new Set(qs.map((q) => q.id)).size).toBe(4);
  });
  it('still refuses an explicit duplicate id inside an array', () => {
    const dup = JSON.stringify([
      { id: 'a', query: 'x', should_trigger: true },
      { id: 'a', query: 'y', should_trigger: true },
    ]);
    expect(problem(() => parseQueries(dup, { skill: 'pdf' }))).toMatchObject({
      line: 1,
      code: 'duplicate-id',
      data: { id: 'a' },
    });
  });
  it('needs --skill, a boolean, and not both formats on one line', () => {
    expect(problem(() => parseQueries(text))).toMatchObject({ line: 2, code: 'trigger-needs-skill' });
    expect(problem(() => parseQueries('{"query":"a","should_trigger":"yes"}', { skill: 's' }))).toMatchObject({
      line: 1,
      code: 'bad-trigger',
    });
    expect(
      problem(() => parseQueries('{"query":"a","should_trigger":true,"expect":null}', { skill: 's' })),
    ).toMatchObject({ line: 1, code: 'expect-and-trigger' });
    expect(
      problem(() =>
        parseQueries('[\n{"query": "a", "should_trigger": true},\n{"query": 5, "should_trigger": true}\n]', {
          skill: 's',
        }),
      ),
    ).toMatchObject({ line: 3, code: 'bad-query' });
  });
});

describe('checkExpectedNames', () => {
  it('rejects an unknown expected name with its line and a suggestion', () => {
    const qs = parseQueries('{"query":"a","expect":"pdf-forms"}\n{"query":"b","expect":"pdf-from"}');
    const p = problem(() => checkExpectedNames(qs, ['pdf-forms', 'charts']));
    expect(p).toEqual({ line: 2, code: 'unknown-skill', data: { name: 'pdf-from', suggestion: 'pdf-forms' } });
    expect(() => checkExpectedNames(qs.slice(0, 1), ['pdf-forms'])).not.toThrow();
  });
});
