/**
 * The trigger-eval formats people already keep, read as one query set. Each is named by what it
 * is, and its shape is the one its owners publish:
 *
 * - `jsonl` — ours (queries.ts): JSON Lines or a JSON array of `{id, query, expect, lang, cue}`,
 *   or of skill-creator's `{query, should_trigger}` with a skill.
 * - `evals-json` — the Agent Skills guide "Evaluating skill output quality"
 *   (agentskills/agentskills, docs/skill-creation/evaluating-skills.mdx): `evals/evals.json`
 *   inside a skill folder, `{skill_name, evals: [{id, prompt, expected_output, files,
 *   expectations}]}`. Its prompts are requests the skill is for, so each is a positive for
 *   `skill_name`; an item with `"should_trigger": false` (the shape skill-creator's loop also
 *   accepts) is a request the skill must not take. The output-quality fields are not routing
 *   data and are not read.
 * - `trigger-eval` — skill-creator's trigger eval set (anthropics/skills,
 *   skills/skill-creator/scripts/run_eval.py reads `item["query"]`, `item["should_trigger"]`): a
 *   JSON array of `{query, should_trigger}` about one skill, usually `trigger-eval.json`.
 * - `waza` — microsoft/waza `trigger_tests.yaml` (its internal/trigger parser): `skill` (required),
 *   `should_trigger_prompts` and `should_not_trigger_prompts`, lists of `{prompt, reason,
 *   confidence}`. `reason` and `confidence` (a weight waza applies to its own accuracy) are not
 *   routing data and are not read.
 *
 * A per-skill file that does not name its skill takes it from `skill` (the caller's `--skill`),
 * else from where it lies by the eval-folder conventions (`pdf/evals/trigger-eval.json` and
 * `evals/pdf/trigger-eval.json` are both about `pdf`; see `skillOfPath`). Malformed input is a QuerySetError with the line (the caller adds the file).
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { ApiUsageError, describeValue, requireObject, requireString } from '../base/api.js';
import { checkQuerySet, parseQueries, QuerySetError, type BenchQuery } from './queries.js';

export const EVAL_FORMATS = ['jsonl', 'evals-json', 'trigger-eval', 'waza'] as const;
export type EvalFormat = (typeof EVAL_FORMATS)[number];

export function isEvalFormat(value: string): value is EvalFormat {
  return (EVAL_FORMATS as readonly string[]).includes(value);
}

/** Base name of a POSIX or Windows path. */
function baseName(file: string): string {
  return file.split(/[\\/]/).filter(Boolean).pop() ?? file;
}

/**
 * The format of `file` with contents `text`: a YAML file (`trigger_tests.yaml`, `.yml`) is
 * waza's; a JSON array whose first item has `should_trigger` and no `expect` is skill-creator's,
 * any other array ours; `evals.json`, or a JSON object with `evals`, is the guide's; anything
 * else is our JSON Lines.
 */
export function detectEvalFormat(file: string, text: string): EvalFormat {
  const name = baseName(file).toLowerCase();
  if (/\.ya?ml$/.test(name)) return 'waza';
  const body = text.replace(/^\uFEFF/, '').trimStart();
  // By shape before name: skill-creator sets are often saved as evals.json too.
  if (body.startsWith('[')) {
    const first = /\{[^{}]*\}/.exec(body)?.[0] ?? '';
    return /"should_trigger"\s*:/.test(first) && !/"expect"\s*:/.test(first) ? 'trigger-eval' : 'jsonl';
  }
  if (name === 'evals.json') return 'evals-json';
  if (body.startsWith('{') && !body.includes('\n{') && /"evals"\s*:/.test(body)) return 'evals-json';
  return 'jsonl';
}

/**
 * The skill a per-skill file is about when it does not say, from the eval-folder conventions
 * only: `<skill>/evals/FILE` or `evals/<skill>/FILE` (also `tests`). Null otherwise — any
 * other folder name is a guess, and a wrong guess would be an "unknown skill" instead of "pass
 * --skill".
 */
export function skillOfPath(file: string): string | null {
  const parts = file.split(/[\\/]/).filter((p) => p !== '' && p !== '.');
  parts.pop();
  const parent = parts.pop();
  const grand = parts.pop();
  const isEvalFolder = (f: string | undefined) => f !== undefined && /^(evals?|tests?)$/i.test(f);
  if (isEvalFolder(parent) && grand !== undefined && grand !== '..') return grand;
  if (isEvalFolder(grand) && parent !== undefined && parent !== '..') return parent;
  return null;
}

export interface ParseEvalOptions {
  /** The file's path: for detection and for the skill of a per-skill file that names none. */
  readonly file: string;
  /** Overrides detection. */
  readonly format?: EvalFormat;
  /** The skill of per-skill files and `should_trigger` lines that name none (`--skill`). */
  readonly skill?: string;
}

export interface ParsedEvalFile {
  readonly format: EvalFormat;
  readonly queries: BenchQuery[];
}

/** Reads one eval file of any format; throws QuerySetError (with the line) on the first problem. */
export function parseEvalFile(text: string, options: ParseEvalOptions): ParsedEvalFile {
  requireString('parseEvalFile', 'text', text);
  requireObject('parseEvalFile', 'options', options, 'ParseEvalOptions { file, format?, skill? }', ['file']);
  requireString('parseEvalFile', 'options.file', options.file);
  if (options.format !== undefined && !isEvalFormat(options.format))
    throw new ApiUsageError(
      'parseEvalFile',
      'options.format',
      `undefined or one of ${EVAL_FORMATS.join(', ')}`,
      describeValue(options.format),
    );
  if (options.skill !== undefined) requireString('parseEvalFile', 'options.skill', options.skill);
  const format = options.format ?? detectEvalFormat(options.file, text);
  const skill = options.skill ?? skillOfPath(options.file) ?? undefined;
  if (format === 'jsonl')
    return { format, queries: parseQueries(text, options.skill === undefined ? {} : { skill: options.skill }) };
  if (format === 'trigger-eval') {
    if (skill === undefined)
      throw new QuerySetError(
        1,
        'trigger-needs-skill',
        '"should_trigger" needs the skill it is about: pass --skill NAME',
      );
    return { format, queries: parseQueries(text, { skill }) };
  }
  return { format, queries: format === 'waza' ? parseWaza(text, skill) : parseEvalsJson(text, skill) };
}

interface Located {
  readonly lines: LineCounter;
  readonly root: Node | null;
}

function parseStructured(text: string, what: 'JSON' | 'YAML'): Located {
  const lines = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lines, uniqueKeys: false });
  const err = doc.errors[0];
  if (err !== undefined) {
    const line = err.linePos?.[0].line ?? 1;
    throw new QuerySetError(
      line,
      what === 'YAML' ? 'invalid-yaml' : 'invalid-json',
      `invalid ${what}: ${err.code.toLowerCase().replace(/_/g, ' ')}`,
    );
  }
  return { lines, root: (doc.contents as Node | null) ?? null };
}

function lineOf(loc: Located, node: Node | null | undefined): number {
  const start = node?.range?.[0];
  return start === undefined ? 1 : loc.lines.linePos(start).line;
}

/** The value node of `key` in a map node, or undefined. */
function member(node: Node | null, key: string): Node | undefined {
  if (!isMap(node)) return undefined;
  for (const pair of node.items) {
    if (isScalar(pair.key) && pair.key.value === key) return (pair.value as Node | null) ?? undefined;
  }
  return undefined;
}

function scalarOf(node: Node | undefined): unknown {
  return isScalar(node) ? node.value : node === undefined ? undefined : node.toJSON();
}

function nonEmpty(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

function requireSkill(skill: string | undefined, line: number, field: string): string {
  if (skill !== undefined) return skill;
  throw new QuerySetError(line, 'trigger-needs-skill', `no skill named: add "${field}" or pass --skill NAME`);
}

function parseEvalsJson(text: string, fallback: string | undefined): BenchQuery[] {
  const loc = parseStructured(text, 'JSON');
  if (!isMap(loc.root)) throw new QuerySetError(1, 'not-an-object', 'expected a JSON object with "evals"');
  const named = scalarOf(member(loc.root, 'skill_name'));
  const evals = member(loc.root, 'evals');
  if (!isSeq(evals)) throw new QuerySetError(lineOf(loc, loc.root), 'not-an-array', '"evals" must be an array');
  const skill = requireSkill(nonEmpty(named) ? named : fallback, lineOf(loc, loc.root), 'skill_name');
  return checkQuerySet(
    evals.items.map((item, i) => {
      const node = item as Node;
      const line = lineOf(loc, node);
      if (!isMap(node)) throw new QuerySetError(line, 'not-an-object', 'each eval must be an object');
      const prompt = scalarOf(member(node, 'prompt') ?? member(node, 'query'));
      if (!nonEmpty(prompt)) throw new QuerySetError(line, 'bad-query', '"prompt" must be a non-empty string');
      const id = scalarOf(member(node, 'id'));
      if (id !== undefined && !nonEmpty(id) && typeof id !== 'number')
        throw new QuerySetError(line, 'bad-id', '"id" must be a non-empty string or a number');
      const trigger = scalarOf(member(node, 'should_trigger'));
      if (trigger !== undefined && typeof trigger !== 'boolean')
        throw new QuerySetError(line, 'bad-trigger', '"should_trigger" must be true or false');
      return {
        id: id === undefined ? `item-${i + 1}` : String(id),
        line,
        query: prompt,
        expect: trigger === false ? { kind: 'not', name: skill } : { kind: 'skills', names: [skill] },
        lang: null,
        cue: null,
        trigger: true,
      } satisfies BenchQuery;
    }),
  );
}

function parseWaza(text: string, fallback: string | undefined): BenchQuery[] {
  const loc = parseStructured(text, 'YAML');
  if (!isMap(loc.root)) throw new QuerySetError(1, 'not-an-object', 'expected a YAML mapping with "skill"');
  const named = scalarOf(member(loc.root, 'skill'));
  const skill = requireSkill(nonEmpty(named) ? named : fallback, lineOf(loc, loc.root), 'skill');
  const out: BenchQuery[] = [];
  for (const [key, positive, prefix] of [
    ['should_trigger_prompts', true, 'trigger'],
    ['should_not_trigger_prompts', false, 'no-trigger'],
  ] as const) {
    const list = member(loc.root, key);
    if (list === undefined || (isScalar(list) && list.value === null)) continue;
    if (!isSeq(list)) throw new QuerySetError(lineOf(loc, list), 'not-an-array', `"${key}" must be a list`);
    list.items.forEach((item, i) => {
      const node = item as Node;
      const line = lineOf(loc, node);
      // waza's entries are {prompt, reason, confidence}; a bare string is the prompt alone.
      const prompt = isScalar(node) ? node.value : scalarOf(member(node, 'prompt'));
      if (!nonEmpty(prompt)) throw new QuerySetError(line, 'bad-query', `each of "${key}" needs a non-empty "prompt"`);
      out.push({
        id: `${prefix}-${i + 1}`,
        line,
        query: prompt,
        expect: positive ? { kind: 'skills', names: [skill] } : { kind: 'not', name: skill },
        lang: null,
        cue: null,
        trigger: true,
      });
    });
  }
  return checkQuerySet(out);
}
