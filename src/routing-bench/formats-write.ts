/**
 * `queries convert`: a query set written in any of the trigger-eval formats (formats.ts).
 *
 * Ours holds every expectation. The three others are about ONE skill, so writing to them is a
 * projection onto that skill: a request for it should trigger it; a request for another skill,
 * for no skill, or one that must not go to it should not. What the projection loses — which
 * other skill a request was for (or had to avoid), the `lang` and `cue` labels, ids the format has no place for —
 * is counted in `lost`, so the command can say so instead of dropping it silently. Reading the
 * output back gives the same requests with the same verdict about that skill (the round-trip
 * tests pin it).
 */
import { stringify } from 'yaml';
import { ApiUsageError, describeValue, requireArray } from '../base/api.js';
import type { BenchQuery } from './queries.js';
import { EVAL_FORMATS, isEvalFormat, type EvalFormat } from './formats.js';

export interface ConvertResult {
  readonly text: string;
  /** The skill a per-skill format was written about; null for ours. */
  readonly skill: string | null;
  /** Requests whose expectation the format could only keep as "should not trigger `skill`". */
  readonly projected: number;
  /** Requests whose `lang` or `cue` label the format has no field for. */
  readonly labelsDropped: number;
}

/** Skills the set's requests name (expected or forbidden), in first-seen order. */
export function skillsNamed(queries: readonly BenchQuery[]): string[] {
  const out = new Set<string>();
  for (const q of queries) {
    if (q.expect.kind === 'skills') for (const n of q.expect.names) out.add(n);
    else if (q.expect.kind === 'not') out.add(q.expect.name);
  }
  return [...out];
}

function jsonlLine(q: BenchQuery): string {
  const labels = { ...(q.lang === null ? {} : { lang: q.lang }), ...(q.cue === null ? {} : { cue: q.cue }) };
  const e = q.expect;
  if (e.kind === 'not')
    return JSON.stringify({ id: q.id, query: q.query, should_trigger: false, skill: e.name, ...labels });
  const expect = e.kind === 'none' ? null : e.names.length === 1 ? e.names[0] : e.names;
  return JSON.stringify({ id: q.id, query: q.query, expect, ...labels });
}

/** Whether `q` should trigger `skill` (the only verdict a per-skill format records). */
function triggers(q: BenchQuery, skill: string): boolean {
  return q.expect.kind === 'skills' && q.expect.names.includes(skill);
}

/** Whether the projection onto `skill` loses what `q` expected. */
function isProjected(q: BenchQuery, skill: string): boolean {
  const e = q.expect;
  if (e.kind === 'skills') return !(e.names.length === 1 && e.names[0] === skill);
  return e.kind === 'none' || e.name !== skill;
}

/**
 * `queries` in `format`; `skill` is required for the per-skill formats (the caller picks it:
 * `skillsNamed(queries)` lists the skills the set names) and ignored for `jsonl`.
 */
export function writeEvalFile(queries: readonly BenchQuery[], format: EvalFormat, skill: string | null): ConvertResult {
  requireArray('writeEvalFile', 'queries', queries, 'an array of queries (from parseEvalFile or parseQueries)');
  if (typeof format !== 'string' || !isEvalFormat(format))
    throw new ApiUsageError('writeEvalFile', 'format', `one of ${EVAL_FORMATS.join(', ')}`, describeValue(format));
  if (format !== 'jsonl' && (typeof skill !== 'string' || skill === ''))
    throw new ApiUsageError(
      'writeEvalFile',
      'skill',
      `the name of the skill a ${format} file is about (skillsNamed(queries) lists the set's skills)`,
      describeValue(skill),
    );
  const labelsDropped = format === 'jsonl' ? 0 : queries.filter((q) => q.lang !== null || q.cue !== null).length;
  if (format === 'jsonl' || skill === null)
    return { text: `${queries.map(jsonlLine).join('\n')}\n`, skill: null, projected: 0, labelsDropped };
  const projected = queries.filter((q) => isProjected(q, skill)).length;
  let text: string;
  if (format === 'trigger-eval') {
    text = `${JSON.stringify(
      queries.map((q) => ({ query: q.query, should_trigger: triggers(q, skill) })),
      null,
      2,
    )}\n`;
  } else if (format === 'evals-json') {
    const evals = queries.map((q) => ({
      id: q.id,
      prompt: q.query,
      ...(triggers(q, skill) ? {} : { should_trigger: false }),
    }));
    text = `${JSON.stringify({ skill_name: skill, evals }, null, 2)}\n`;
  } else {
    const entry = (q: BenchQuery) => ({ prompt: q.query });
    text = stringify(
      {
        skill,
        should_trigger_prompts: queries.filter((q) => triggers(q, skill)).map(entry),
        should_not_trigger_prompts: queries.filter((q) => !triggers(q, skill)).map(entry),
      },
      { lineWidth: 0 },
    );
  }
  return { text, skill, projected, labelsDropped };
}
