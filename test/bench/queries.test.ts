import { describe, expect, it } from 'vitest';
import { checkExpectedNames, parseQueries, QuerySetError } from '../../src/bench/index.js';

function problem(fn: () => unknown): { line: number; problem: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof QuerySetError) return { line: err.line, problem: err.problem };
    throw err;
  }
  throw new Error('expected a QuerySetError');
}

describe('parseQueries (JSON Lines)', () => {
  it('reads expectations, labels and default ids; skips blank lines', () => {
    const qs = parseQueries(
      ['{"id":"a","query":"fill a form","expect":"pdf","lang":"en","cue":"product"}', '', '{"query":"x y","expect":["a","b"]}', '{"id":7,"query":"book a flight","expect":null}'].join('\n'),
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
    expect(problem(() => parseQueries('{"query":"a","expect":null}\n{"query": "b", \n'))).toMatchObject({ line: 2 });
    expect(problem(() => parseQueries('\n\n{"query":"a"}'))).toMatchObject({ line: 3, problem: expect.stringMatching(/missing "expect"/) });
    expect(problem(() => parseQueries('{"query":"","expect":null}'))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('{"query":"a","expect":[]}'))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('{"query":"a","expect":null,"lang":3}'))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('{"id":"x","query":"a","expect":null}\n{"id":"x","query":"b","expect":null}'))).toMatchObject({ line: 2, problem: expect.stringMatching(/duplicate id/) });
    expect(problem(() => parseQueries('[1]'))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('\n'))).toMatchObject({ problem: expect.stringMatching(/no queries/) });
  });
});

describe('skill-creator format', () => {
  const text = '[\n  {"query": "fill the form", "should_trigger": true},\n  {"query": "draw a chart",\n   "should_trigger": false}\n]\n';
  it('reads a JSON array against --skill, with line numbers', () => {
    const qs = parseQueries(text, { skill: 'pdf' });
    expect(qs.map((q) => [q.line, q.expect])).toEqual([
      [2, { kind: 'skills', names: ['pdf'] }],
      [3, { kind: 'not', name: 'pdf' }],
    ]);
  });
  it('needs --skill, a boolean, and not both formats on one line', () => {
    expect(problem(() => parseQueries(text))).toMatchObject({ line: 2, problem: expect.stringMatching(/--skill/) });
    expect(problem(() => parseQueries('{"query":"a","should_trigger":"yes"}', { skill: 's' }))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('{"query":"a","should_trigger":true,"expect":null}', { skill: 's' }))).toMatchObject({ line: 1 });
    expect(problem(() => parseQueries('[\n{"query": "a", "should_trigger": true},\n{"query": 5, "should_trigger": true}\n]', { skill: 's' }))).toMatchObject({ line: 3 });
  });
});

describe('checkExpectedNames', () => {
  it('rejects an unknown expected name with its line and a suggestion', () => {
    const qs = parseQueries('{"query":"a","expect":"pdf-forms"}\n{"query":"b","expect":"pdf-from"}');
    const p = problem(() => checkExpectedNames(qs, ['pdf-forms', 'charts']));
    expect(p.line).toBe(2);
    expect(p.problem).toContain("'pdf-from'");
    expect(p.problem).toContain("'pdf-forms'");
    expect(() => checkExpectedNames(qs.slice(0, 1), ['pdf-forms'])).not.toThrow();
  });
});
