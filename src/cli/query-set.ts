/**
 * The query set of `bench`, `suggest`, `cost`, `report --queries` and `queries convert`: one
 * file in any trigger-eval format (src/routing-bench/formats.ts), standard input, or a folder
 * whose eval files are read as one set. Every malformed file is reported — `FILE:LINE:
 * problem`, one line each — and the run stops with exit 2: a set missing the requests of one
 * broken file would silently measure something else.
 */
import path from 'node:path';
import { safeText } from '../base/escape.js';
import { counted } from '../base/plural.js';
import { parseEvalFile, QuerySetError, skillOfPath, type BenchQuery, type EvalFormat } from '../routing-bench/index.js';
import { UsageError } from './errors.js';
import { isDirectory, listEvalFiles, readUserText, readUserTextSync } from './files.js';
import type { CliIo } from './io.js';

export interface QuerySetRead {
  readonly queries: BenchQuery[];
  /** The files read, with their formats (one for a file, each eval file of a folder). */
  readonly files: readonly { readonly file: string; readonly format: EvalFormat; readonly queries: number }[];
}

/**
 * Reads `shown` as a query set. A folder: every eval file under it (evals.json,
 * trigger-eval.json, trigger_tests.yaml, *.jsonl), each query's id prefixed with its file's
 * path inside the folder so ids from different skills never collide.
 */
export async function readQuerySet(
  io: CliIo,
  shown: string,
  what: string,
  skill: string | undefined,
  format?: EvalFormat,
): Promise<QuerySetRead> {
  if (shown !== '-' && isDirectory(io, shown)) return readFolder(io, shown, what, skill);
  return parseOne(shown, await readUserText(io, shown, what, { stdin: true }), skill, format);
}

/** `readQuerySet` without standard input (for a second query set read inside a run). */
function readQuerySetSync(io: CliIo, shown: string, what: string, skill: string | undefined): QuerySetRead {
  if (isDirectory(io, shown)) return readFolder(io, shown, what, skill);
  return parseOne(shown, readUserTextSync(io, shown, what), skill, undefined);
}

function parseOne(
  shown: string,
  text: string,
  skill: string | undefined,
  format: EvalFormat | undefined,
): QuerySetRead {
  try {
    const parsed = parseEvalFile(text, { file: shown, ...(format ? { format } : {}), ...(skill ? { skill } : {}) });
    return { queries: parsed.queries, files: [{ file: shown, format: parsed.format, queries: parsed.queries.length }] };
  } catch (err) {
    if (err instanceof QuerySetError) throw new UsageError(`${safeText(shown)}:${err.line}: ${err.problem}`);
    throw err;
  }
}

function readFolder(io: CliIo, shown: string, what: string, skill: string | undefined): QuerySetRead {
  const found = listEvalFiles(io, shown);
  if (found.length === 0)
    throw new UsageError(
      `no eval files in the ${what} folder '${safeText(shown)}' (evals.json, trigger-eval.json, trigger_tests.yaml, *.jsonl)`,
    );
  const root = path.resolve(io.cwd, shown);
  const problems: string[] = [];
  const queries: BenchQuery[] = [];
  const files: QuerySetRead['files'][number][] = [];
  for (const file of found) {
    const text = readUserTextSync(io, file, what, root);
    const inside = path.relative(shown, file).split(path.sep).join('/');
    try {
      // In a folder each file's place names its skill — the eval-folder conventions, else the
      // top folder it sits in (`data-charts/trigger-eval.json`); --skill only files at the top.
      const top = inside.includes('/') ? inside.split('/')[0] : undefined;
      const own = skillOfPath(inside) ?? top ?? skill;
      const parsed = parseEvalFile(text, { file: inside, ...(own ? { skill: own } : {}) });
      for (const q of parsed.queries) queries.push({ ...q, id: `${inside}#${q.id}` });
      files.push({ file, format: parsed.format, queries: parsed.queries.length });
    } catch (err) {
      if (!(err instanceof QuerySetError)) throw err;
      problems.push(safeText(`${file}:${err.line}: ${err.problem}`));
    }
  }
  if (problems.length === 1) throw new UsageError(problems[0] as string);
  if (problems.length > 0) {
    // One stderr line per problem (the usage error itself is flattened to one line).
    for (const p of problems) io.stderr(`skillscope: ${p}\n`);
    throw new UsageError(
      `${counted(problems.length, 'problem')} in the query files of '${safeText(shown)}' (listed above)`,
    );
  }
  return { queries, files };
}

/**
 * `readQuerySet`, and the warning when `--skill` changed nothing: it names the skill of
 * per-skill files and `should_trigger` lines only, and a set without them would ignore it
 * silently (a warning, not an error: the run is still the one the files describe).
 */
export async function readQueries(
  io: CliIo,
  shown: string,
  what: string,
  skill: string | undefined,
): Promise<BenchQuery[]> {
  return warnUnusedSkill(io, shown, skill, await readQuerySet(io, shown, what, skill));
}

/** `readQueries` without standard input. */
export function readQueriesSync(io: CliIo, shown: string, what: string, skill: string | undefined): BenchQuery[] {
  return warnUnusedSkill(io, shown, skill, readQuerySetSync(io, shown, what, skill));
}

function warnUnusedSkill(io: CliIo, shown: string, skill: string | undefined, read: QuerySetRead): BenchQuery[] {
  if (skill !== undefined && !read.queries.some((q) => q.trigger === true)) {
    io.stderr(
      `skillscope: warning: --skill applies to "should_trigger" queries only and '${safeText(shown)}' has none; ignored\n`,
    );
  }
  return read.queries;
}
