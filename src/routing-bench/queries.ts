/**
 * Query sets for `skillscope bench`. Two formats:
 *
 * - JSON Lines, one request per line: {"id": "q1", "query": "…", "expect": "name" | ["a","b"] |
 *   null, "lang": "en", "cue": "product"} — null = no skill should match; an array = any of
 *   them is right; `lang` and `cue` are optional labels for the breakdowns (any scalar; numbers
 *   and booleans become strings); other fields are ignored. `{"query", "should_trigger",
 *   "skill"}` is a trigger line that names its own skill. Blank lines and lines whose first
 *   non-space character is `#` (comments) are skipped.
 * - the skill-creator trigger-eval format {"query": "…", "should_trigger": true|false}, as
 *   JSON Lines or as one JSON array, judged against one named skill (`skill` option,
 *   `--skill NAME`): true = that skill must win; false = it must not be routed to (another
 *   skill winning is fine).
 *
 * A query without an `id` is named by its position: "line-N" in JSON Lines (N = 1-based line,
 * one query per line), "item-N" in a JSON array (N = 1-based index — a one-line array holds
 * many queries on line 1, so the line cannot name them).
 *
 * A malformed query file is the user's input to the tool, not a finding: parsing stops at the
 * first problem with a QuerySetError naming the line and a stable `code` (the CLI prints
 * `file:line: problem` and exits 2).
 */
import { fmt } from '../base/numbers.js';
import { jsonCause } from '../check/json-error.js';
import { requireOptions, requireString } from '../base/api.js';
import { closestName } from '../base/suggest.js';

export type Expectation =
  | { readonly kind: 'skills'; readonly names: readonly string[] }
  | { readonly kind: 'none' }
  | { readonly kind: 'not'; readonly name: string };

export interface BenchQuery {
  readonly id: string;
  /** 1-based line of the query in its file. */
  readonly line: number;
  readonly query: string;
  readonly expect: Expectation;
  readonly lang: string | null;
  readonly cue: string | null;
  /** True when the query came in the skill-creator format (`should_trigger`, judged against `skill`). */
  readonly trigger?: boolean;
}

/** What is wrong with a query file (stable codes; `problem` is the wording for people). */
export type QueryProblemCode =
  | 'invalid-json'
  | 'invalid-yaml'
  | 'not-an-array'
  | 'not-an-object'
  | 'bad-query'
  | 'bad-id'
  | 'bad-label'
  | 'expect-and-trigger'
  | 'bad-trigger'
  | 'trigger-needs-skill'
  | 'missing-expect'
  | 'bad-expect'
  | 'no-queries'
  | 'duplicate-id'
  | 'too-many-queries' // more than MAX_QUERIES queries in one file
  | 'unknown-skill';

export class QuerySetError extends Error {
  override readonly name = 'QuerySetError';
  constructor(
    readonly line: number,
    readonly code: QueryProblemCode,
    readonly problem: string,
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(`line ${line}: ${problem}`);
  }
}

export interface ParseQueriesOptions {
  /** Skill the `should_trigger` format is judged against. */
  readonly skill?: string;
}

export function isPositive(q: BenchQuery): boolean {
  return q.expect.kind === 'skills';
}

function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * `lang` and `cue` are labels for the breakdowns: any JSON scalar is accepted (query sets carry
 * `"cue": true` or `"lang": 1` as often as strings) and becomes its string form; null, a missing
 * key or a blank string means "no label". Only an object or an array is an error.
 */
function optionalLabel(obj: Record<string, unknown>, key: 'lang' | 'cue', line: number): string | null {
  const v = obj[key];
  if (v === undefined || v === null) return null;
  if (typeof v === 'object')
    throw new QuerySetError(line, 'bad-label', `"${key}" must be a string, number or boolean`, { field: key });
  const label = String(v);
  return label.trim() === '' ? null : label;
}

/** Keys people write for the ones we read, beyond what edit distance finds. */
const KEY_ALIASES: Readonly<Record<'query' | 'expect', readonly string[]>> = {
  query: ['prompt', 'question', 'request', 'text', 'input', 'utterance'],
  expect: ['expected', 'expectation', 'expected_skill', 'expectedSkill', 'skill', 'target', 'answer', 'label'],
};

/** The key of `obj` that was evidently meant to be `wanted` (a typo or a common synonym), if any. */
function nearMissKey(obj: Record<string, unknown>, wanted: 'query' | 'expect'): string | null {
  const keys = Object.keys(obj);
  const alias = keys.find((k) => KEY_ALIASES[wanted].includes(k));
  if (alias !== undefined) return alias;
  const known = new Set(['id', 'query', 'expect', 'lang', 'cue', 'should_trigger']);
  return keys.find((k) => !known.has(k) && closestName(k, [wanted]) !== null) ?? null;
}

function missingKey(
  line: number,
  code: QueryProblemCode,
  wanted: 'query' | 'expect',
  obj: Record<string, unknown>,
  problem: string,
): QuerySetError {
  const near = nearMissKey(obj, wanted);
  return new QuerySetError(
    line,
    code,
    near === null ? problem : `${problem}; found "${near}" — did you mean "${wanted}"?`,
    near === null ? {} : { key: near, suggestion: wanted },
  );
}

function expectationOf(obj: Record<string, unknown>, line: number, options: ParseQueriesOptions): Expectation {
  const hasExpect = Object.prototype.hasOwnProperty.call(obj, 'expect');
  const hasTrigger = Object.prototype.hasOwnProperty.call(obj, 'should_trigger');
  if (hasExpect && hasTrigger)
    throw new QuerySetError(line, 'expect-and-trigger', 'give either "expect" or "should_trigger", not both');
  if (hasTrigger) {
    const t = obj['should_trigger'];
    if (typeof t !== 'boolean') throw new QuerySetError(line, 'bad-trigger', '"should_trigger" must be true or false');
    // A line may name its own skill (what `queries convert` writes for a "must not go to X"
    // query); it wins over --skill, which names the skill of lines that do not.
    const own = obj['skill'];
    if (typeof own === 'string' && own.trim() !== '')
      return t ? { kind: 'skills', names: [own] } : { kind: 'not', name: own };
    if (options.skill === undefined)
      throw new QuerySetError(
        line,
        'trigger-needs-skill',
        '"should_trigger" needs the skill it is about: pass --skill NAME',
      );
    return t ? { kind: 'skills', names: [options.skill] } : { kind: 'not', name: options.skill };
  }
  if (!hasExpect) {
    if (
      Object.prototype.hasOwnProperty.call(obj, 'should-trigger') ||
      Object.prototype.hasOwnProperty.call(obj, 'shouldTrigger')
    ) {
      const key = Object.prototype.hasOwnProperty.call(obj, 'should-trigger') ? 'should-trigger' : 'shouldTrigger';
      throw new QuerySetError(
        line,
        'missing-expect',
        `missing "expect"; found "${key}" — did you mean "should_trigger"?`,
        { key, suggestion: 'should_trigger' },
      );
    }
    throw missingKey(
      line,
      'missing-expect',
      'expect',
      obj,
      'missing "expect" (a skill name, an array of names, or null for "no skill should match")',
    );
  }
  const e = obj['expect'];
  if (e === null) return { kind: 'none' };
  if (typeof e === 'string' && e.trim() !== '') return { kind: 'skills', names: [e] };
  if (Array.isArray(e) && e.length > 0 && e.every((x) => typeof x === 'string' && x.trim() !== '')) {
    return { kind: 'skills', names: [...new Set(e as string[])] };
  }
  throw new QuerySetError(line, 'bad-expect', '"expect" must be a skill name, a non-empty array of names, or null');
}

/** `defaultId` names the query when it has no `id` (its position in the file). */
function queryOf(value: unknown, line: number, defaultId: string, options: ParseQueriesOptions): BenchQuery {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new QuerySetError(line, 'not-an-object', 'expected a JSON object');
  const obj = value as Record<string, unknown>;
  const query = obj['query'];
  if (query === undefined) throw missingKey(line, 'bad-query', 'query', obj, 'missing "query" (the request text)');
  if (typeof query !== 'string' || query.trim() === '')
    throw new QuerySetError(line, 'bad-query', '"query" must be a non-empty string');
  const id = obj['id'];
  if (id !== undefined && (typeof id !== 'string' || id.trim() === '') && typeof id !== 'number') {
    throw new QuerySetError(line, 'bad-id', '"id" must be a non-empty string or a number');
  }
  return {
    id: id === undefined ? defaultId : String(id),
    line,
    query,
    expect: expectationOf(obj, line, options),
    lang: optionalLabel(obj, 'lang', line),
    cue: optionalLabel(obj, 'cue', line),
    ...(Object.prototype.hasOwnProperty.call(obj, 'should_trigger') ? { trigger: true } : {}),
  };
}

/** Node's cause without the copy of the input it quotes (a query file may be a link to a secret). */
function jsonError(err: unknown): string {
  return jsonCause((err as Error).message.replace(/^JSON\.parse: /, ''));
}

function parseArray(text: string, options: ParseQueriesOptions): BenchQuery[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const pos = /position (\d+)/.exec((err as Error).message);
    throw new QuerySetError(
      pos ? lineOfOffset(text, Number(pos[1])) : 1,
      'invalid-json',
      `invalid JSON: ${jsonError(err)}`,
    );
  }
  if (!Array.isArray(value)) throw new QuerySetError(1, 'not-an-array', 'expected a JSON array of queries');
  const lines = itemLines(text);
  return value.map((item, i) => queryOf(item, lines[i] ?? 1, `item-${i + 1}`, options));
}

/**
 * The 1-based line on which each top-level item of a JSON array starts, in one pass over text
 * that JSON.parse has already accepted. Linear on purpose: asking a YAML parser for node
 * offsets and then counting newlines from the start of the file per item was quadratic (30,000
 * items took 68 s; this takes milliseconds).
 */
function itemLines(text: string): number[] {
  const out: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character (never a newline in valid JSON)
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (depth === 1 && expectItem && c !== 93) {
      out.push(line);
      expectItem = false;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && depth === 1) expectItem = true;
  }
  return out;
}

/**
 * Most queries one file may hold (200,000). A real routing set has hundreds to a few thousand; the
 * cap makes a runaway file (a log pasted by mistake, a million generated lines) fail at once with
 * a clear line instead of making `cost` or `bench` run for many minutes. Split a larger set into
 * several files and run each.
 */
export const MAX_QUERIES = 200_000;

function tooMany(line: number): QuerySetError {
  return new QuerySetError(
    line,
    'too-many-queries',
    `more than ${fmt(MAX_QUERIES)} queries (the limit per file): split the set into several files and run each`,
    { max: MAX_QUERIES },
  );
}

function parseLines(text: string, options: ParseQueriesOptions): BenchQuery[] {
  const out: BenchQuery[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (out.length >= MAX_QUERIES && raw.trim() !== '' && !raw.trim().startsWith('#')) throw tooMany(line);
    // Blank lines and lines starting with '#' (after spaces) are skipped: query sets are
    // hand-edited and comments are how people annotate them. JSON itself has no comments, so a
    // JSON-array file cannot have them.
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw new QuerySetError(line, 'invalid-json', `invalid JSON: ${jsonError(err)}`);
    }
    out.push(queryOf(value, line, `line-${line}`, options));
  });
  return out;
}

/** Parses a query file (JSON Lines or a JSON array); throws QuerySetError on the first problem. */
export function parseQueries(text: string, options: ParseQueriesOptions = {}): BenchQuery[] {
  requireString('parseQueries', 'text', text);
  requireOptions('parseQueries', options, 'ParseQueriesOptions { skill }');
  const body = text.replace(/^\uFEFF/, '');
  const queries = body.trimStart().startsWith('[') ? parseArray(body, options) : parseLines(body, options);
  return checkQuerySet(queries);
}

/**
 * The rules every parsed set obeys whatever its format: at least one query, at most
 * MAX_QUERIES, ids unique. Returns the set; throws QuerySetError at the first breach.
 */
export function checkQuerySet(queries: BenchQuery[]): BenchQuery[] {
  if (queries.length === 0) throw new QuerySetError(1, 'no-queries', 'no queries in the file');
  if (queries.length > MAX_QUERIES) throw tooMany(queries[MAX_QUERIES]!.line);
  const seen = new Map<string, number>();
  for (const q of queries) {
    const first = seen.get(q.id);
    if (first !== undefined)
      throw new QuerySetError(q.line, 'duplicate-id', `duplicate id '${q.id}' (first on line ${first})`, {
        id: q.id,
        firstLine: first,
      });
    seen.set(q.id, q.line);
  }
  return queries;
}

/** Kept here too: it was part of the bench API before the CLI-wide helper existed. */
export { closestName };

/**
 * Every skill name a query expects (or forbids) must exist: a typo would silently turn a
 * positive into a certain miss. Throws QuerySetError for the first unknown name.
 */
export function checkExpectedNames(queries: readonly BenchQuery[], skillNames: readonly string[]): void {
  const known = new Set(skillNames);
  for (const q of queries) {
    const names = q.expect.kind === 'skills' ? q.expect.names : q.expect.kind === 'not' ? [q.expect.name] : [];
    for (const name of names) {
      if (known.has(name)) continue;
      const near = closestName(name, skillNames);
      throw new QuerySetError(
        q.line,
        'unknown-skill',
        `unknown skill '${name}'${near ? ` (did you mean '${near}'?)` : ''}`,
        { name, suggestion: near },
      );
    }
  }
}
