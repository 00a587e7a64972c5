/**
 * Every trigger-eval format read, detected, and converted round-trip: reading what
 * `writeEvalFile` wrote gives the same requests with the same verdict about the skill (and,
 * for ours, the same expectations and labels). Malformed files fail with the line of the
 * problem and a stable code, never an exception of another kind.
 */
import { describe, expect, it } from 'vitest';
import {
  detectEvalFormat,
  EVAL_FORMATS,
  parseEvalFile,
  parseQueries,
  QuerySetError,
  skillOfPath,
  writeEvalFile,
  type BenchQuery,
  type EvalFormat,
} from '../../src/routing-bench/index.js';

const EVALS_JSON = `{
  "skill_name": "csv-analyzer",
  "evals": [
    {
      "id": 1,
      "prompt": "find the top 3 months by revenue in data/sales.csv",
      "expected_output": "A bar chart",
      "files": ["evals/files/sales.csv"],
      "expectations": ["Both axes are labeled"]
    },
    { "id": 2, "prompt": "clean the missing emails in customers.csv" }
  ]
}
`;
const TRIGGER_EVAL = `[
  {"query": "add a profit margin column to q4_results.xlsx", "should_trigger": true},
  {"query": "convert this json file to yaml", "should_trigger": false}
]
`;
const WAZA = `skill: code-explainer
should_trigger_prompts:
  - prompt: "Explain this code to me"
    reason: "Direct explanation request"
    confidence: high
  - prompt: "Walk me through this algorithm"
should_not_trigger_prompts:
  - prompt: "Write me a sort function"
    confidence: medium
`;

function verdicts(queries: readonly BenchQuery[], skill: string): [string, boolean][] {
  return queries.map((q) => [q.query, q.expect.kind === 'skills' && q.expect.names.includes(skill)]);
}

function fail(text: string, file: string, skill?: string): QuerySetError {
  try {
    parseEvalFile(text, { file, ...(skill ? { skill } : {}) });
  } catch (err) {
    if (err instanceof QuerySetError) return err;
    throw err;
  }
  throw new Error('expected a QuerySetError');
}

describe('reading each format', () => {
  it("reads the Agent Skills guide's evals/evals.json: every prompt a positive for skill_name, lines kept", () => {
    const r = parseEvalFile(EVALS_JSON, { file: 'csv-analyzer/evals/evals.json' });
    expect(r.format).toBe('evals-json');
    expect(r.queries.map((q) => [q.id, q.line, q.expect])).toEqual([
      ['1', 4, { kind: 'skills', names: ['csv-analyzer'] }],
      ['2', 11, { kind: 'skills', names: ['csv-analyzer'] }],
    ]);
  });
  it("reads skill-creator's trigger-eval.json, the skill taken from where the file lies", () => {
    const r = parseEvalFile(TRIGGER_EVAL, { file: 'skills/xlsx/evals/trigger-eval.json' });
    expect(r.format).toBe('trigger-eval');
    expect(r.queries.map((q) => q.expect)).toEqual([
      { kind: 'skills', names: ['xlsx'] },
      { kind: 'not', name: 'xlsx' },
    ]);
    expect(parseEvalFile(TRIGGER_EVAL, { file: 'evals/xlsx/trigger-eval.json' }).queries[0]?.expect).toEqual({
      kind: 'skills',
      names: ['xlsx'],
    });
  });
  it("reads waza's trigger_tests.yaml: should and should-not prompts, reason and confidence ignored", () => {
    const r = parseEvalFile(WAZA, { file: 'evals/code-explainer/trigger_tests.yaml' });
    expect(r.format).toBe('waza');
    expect(r.queries.map((q) => [q.id, q.line, q.query, q.expect.kind])).toEqual([
      ['trigger-1', 3, 'Explain this code to me', 'skills'],
      ['trigger-2', 6, 'Walk me through this algorithm', 'skills'],
      ['no-trigger-1', 8, 'Write me a sort function', 'not'],
    ]);
  });
  it('detects our JSON Lines and our JSON array, and the formats by name', () => {
    expect(detectEvalFormat('q.jsonl', '{"query":"a","expect":null}\n')).toBe('jsonl');
    expect(detectEvalFormat('q.json', '[{"query":"a","expect":"x"}]')).toBe('jsonl');
    expect(detectEvalFormat('x/evals.json', '{}')).toBe('evals-json');
    // skill-creator sets saved as evals.json are read by their shape
    expect(detectEvalFormat('x/evals.json', TRIGGER_EVAL)).toBe('trigger-eval');
    expect(detectEvalFormat('trigger_tests.yml', '')).toBe('waza');
    expect(detectEvalFormat('set.json', TRIGGER_EVAL)).toBe('trigger-eval');
    expect(detectEvalFormat('anything.json', EVALS_JSON)).toBe('evals-json');
  });
  it('names the skill of a file by its folder, or the folder above evals/tests', () => {
    expect(skillOfPath('pdf/evals/evals.json')).toBe('pdf');
    expect(skillOfPath('evals/pdf/trigger-eval.json')).toBe('pdf');
    expect(skillOfPath('tests/trigger_tests.yaml')).toBeNull();
    expect(skillOfPath('trigger-eval.json')).toBeNull();
    expect(skillOfPath('/tmp/work/set.json')).toBeNull();
  });
});

describe('malformed files fail with the line and a code', () => {
  it.each([
    ['invalid JSON', '{\n  "evals": [\n    {"prompt": "a",,}\n  ]\n}', 'x/evals/evals.json', 'invalid-json', 3],
    ['evals not an array', '{\n  "skill_name": "x",\n  "evals": 3\n}', 'evals.json', 'not-an-array', 1],
    ['empty prompt', '{"skill_name": "x", "evals": [\n {"id": 1, "prompt": ""}\n]}', 'evals.json', 'bad-query', 2],
    [
      'bad should_trigger',
      '{"skill_name":"x","evals":[\n{"prompt":"a","should_trigger":"yes"}]}',
      'evals.json',
      'bad-trigger',
      2,
    ],
    [
      'duplicate id',
      '{"skill_name":"x","evals":[\n{"id":1,"prompt":"a"},\n{"id":1,"prompt":"b"}]}',
      'evals.json',
      'duplicate-id',
      3,
    ],
    [
      'waza prompt missing',
      'skill: a\nshould_trigger_prompts:\n  - reason: "x"\n',
      'trigger_tests.yaml',
      'bad-query',
      3,
    ],
    ['waza not a list', 'skill: a\nshould_not_trigger_prompts: 3\n', 'trigger_tests.yaml', 'not-an-array', 2],
    ['waza bad YAML', 'skill: a\nshould_trigger_prompts:\n  - prompt: "x\n', 'trigger_tests.yaml', 'invalid-yaml', 4],
    ['waza empty', 'skill: a\n', 'trigger_tests.yaml', 'no-queries', 1],
    ['no skill anywhere', TRIGGER_EVAL, 'trigger-eval.json', 'trigger-needs-skill', 1],
    ['waza without skill', 'should_trigger_prompts:\n  - prompt: a\n', 'trigger_tests.yaml', 'trigger-needs-skill', 1],
  ])('%s', (_, text, file, code, line) => {
    const err = fail(text, file);
    expect([err.code, err.line]).toEqual([code, line]);
  });
});

const OURS = parseQueries(
  [
    '{"id":"a","query":"fill the pdf form","expect":"pdf","lang":"en","cue":"product"}',
    '{"id":"b","query":"merge these decks","expect":["pptx","slides"]}',
    '{"id":"c","query":"book a flight","expect":null,"lang":"en"}',
    '{"id":"d","query":"把表格提出来","should_trigger":false,"skill":"pdf","lang":"zh"}',
    '{"id":"e","query":"rotate page 3 of report.pdf","expect":"pdf"}',
  ].join('\n'),
);

describe('round trips', () => {
  it('ours keeps every expectation, label and id', () => {
    const back = parseEvalFile(writeEvalFile(OURS, 'jsonl', null).text, { file: 'q.jsonl' }).queries;
    expect(back.map(({ line: _, trigger: __, ...q }) => q)).toEqual(OURS.map(({ line: _, trigger: __, ...q }) => q));
  });
  it.each(EVAL_FORMATS.filter((f) => f !== 'jsonl'))('%s keeps every request and its verdict about the skill', (f) => {
    const format = f as EvalFormat;
    const out = writeEvalFile(OURS, format, 'pdf');
    const file = { 'evals-json': 'evals.json', 'trigger-eval': 'trigger-eval.json', waza: 'trigger_tests.yaml' }[
      format as 'evals-json' | 'trigger-eval' | 'waza'
    ];
    const back = parseEvalFile(out.text, { file, skill: 'pdf' });
    expect(back.format).toBe(format);
    // waza groups should before should-not; the set of (request, verdict) pairs is the same.
    const sort = (v: [string, boolean][]) => [...v].sort((x, y) => (x[0] < y[0] ? -1 : 1));
    expect(sort(verdicts(back.queries, 'pdf'))).toEqual(sort(verdicts(OURS, 'pdf')));
    expect(out.projected).toBe(2); // b (another skill) and c (no skill) become "should not trigger pdf"
    expect(out.labelsDropped).toBe(3);
    // And once more: the written file converts to itself.
    expect(writeEvalFile(back.queries, format, 'pdf').text).toBe(out.text);
  });
  it('evals-json keeps the ids', () => {
    const back = parseEvalFile(writeEvalFile(OURS, 'evals-json', 'pdf').text, { file: 'evals.json' }).queries;
    expect(back.map((q) => q.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
