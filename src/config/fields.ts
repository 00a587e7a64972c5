/**
 * Field combinators: each field of the config is declared once, as a value that both validates
 * a parsed JSON value and describes itself as JSON Schema. The parser and the shipped schema
 * file are therefore two readings of one declaration and cannot drift apart (a test compares
 * the committed file with a fresh rendering).
 *
 * A problem is a ConfigProblem at a path (`budgets.commonCuts[1]`); the parser turns the path
 * into the file's line and column. Messages name what was expected and the *kind* of value
 * found ("got a string"), never the value: a config can be a link to a file of secrets, and an
 * error line must not print it.
 */

/** A JSON Schema fragment (draft 2020-12), as written to the schema file. */
export type JsonSchema = { readonly [key: string]: unknown };

/** A key or index on the way from the document's root to a value. */
export type ConfigPath = readonly (string | number)[];

/** Something wrong at `path`; the parser adds the file, line and column. */
export class ConfigProblem extends Error {
  override readonly name = 'ConfigProblem';
  constructor(
    readonly path: ConfigPath,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** One field: how it is checked and how the schema file describes it. */
export interface Field<T> {
  readonly schema: JsonSchema;
  parse(value: unknown, path: ConfigPath): T;
}

/** The kind of a JSON value, for "got …" without quoting it. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isInteger(value)
        ? 'a whole number outside that range'
        : Number.isFinite(value)
          ? 'a number with a fraction or outside that range'
          : 'a number too large';
    case 'object':
      return 'an object';
    default:
      return 'no value';
  }
}

/** A whole number in [min, max]. */
export function wholeNumber(min: number, max: number, description: string): Field<number> {
  return {
    schema: { type: 'integer', minimum: min, maximum: max, description },
    parse(value, path) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        throw new ConfigProblem(path, `expected a whole number from ${min} to ${max}, got ${kindOf(value)}`);
      }
      return value;
    },
  };
}

/** A number in (exclusiveMin, max] or [min, max]. */
export function numberIn(
  range: { readonly min: number; readonly max: number; readonly exclusiveMin?: boolean },
  description: string,
): Field<number> {
  const text = range.exclusiveMin ? `in (${range.min}, ${range.max}]` : `from ${range.min} to ${range.max}`;
  return {
    schema: {
      type: 'number',
      ...(range.exclusiveMin ? { exclusiveMinimum: range.min } : { minimum: range.min }),
      maximum: range.max,
      description,
    },
    parse(value, path) {
      const low = range.exclusiveMin ? (value as number) > range.min : (value as number) >= range.min;
      if (typeof value !== 'number' || !Number.isFinite(value) || !low || value > range.max)
        throw new ConfigProblem(path, `expected a number ${text}, got ${kindOf(value)}`);
      return value;
    },
  };
}

/** A string that is not blank. */
export function text(description: string, what = 'a string'): Field<string> {
  return {
    schema: { type: 'string', minLength: 1, pattern: '\\S', description },
    parse(value, path) {
      if (typeof value !== 'string' || value.trim() === '')
        throw new ConfigProblem(
          path,
          `expected ${what}, got ${value === '' || (typeof value === 'string' && value.trim() === '') ? 'a blank string' : kindOf(value)}`,
        );
      return value;
    },
  };
}

/** One of `choices`; `accept` maps further spellings (aliases) to a choice. */
export function oneOf<T extends string>(
  choices: readonly T[],
  description: string,
  accept: (value: string) => T | undefined = () => undefined,
  spellings: readonly string[] = choices,
): Field<T> {
  return {
    schema: { type: 'string', enum: [...spellings], description },
    parse(value, path) {
      if (typeof value === 'string') {
        if ((choices as readonly string[]).includes(value)) return value as T;
        const mapped = accept(value);
        if (mapped !== undefined) return mapped;
      }
      throw new ConfigProblem(
        path,
        `must be one of ${spellings.join(', ')}, got ${typeof value === 'string' ? 'another string' : kindOf(value)}`,
      );
    },
  };
}

/** A list of `item`; `nonEmpty` refuses `[]`. */
export function listOf<T>(
  item: Field<T>,
  description: string,
  options: { readonly nonEmpty?: boolean; readonly what: string },
): Field<T[]> {
  return {
    schema: { type: 'array', items: item.schema, ...(options.nonEmpty ? { minItems: 1 } : {}), description },
    parse(value, path) {
      if (!Array.isArray(value))
        throw new ConfigProblem(path, `expected a list of ${options.what}, got ${kindOf(value)}`);
      if (options.nonEmpty && value.length === 0)
        throw new ConfigProblem(path, `expected a list of ${options.what}, got an empty list`);
      return value.map((v, i) => item.parse(v, [...path, i]));
    },
  };
}

/** Key names shown in messages are the file's text: cut so a megabyte key stays one short line. */
const SHOWN_KEY_MAX_CHARS = 60;

/** A key of the file as shown in a message (the caller's line is escaped as a whole by the CLI). */
function shownKey(key: string): string {
  const points = [...key];
  return points.length <= SHOWN_KEY_MAX_CHARS ? key : `${points.slice(0, SHOWN_KEY_MAX_CHARS).join('')}…`;
}

export interface MemberSpec<T> {
  readonly field: Field<T>;
  readonly required?: boolean;
}

type Members = Readonly<Record<string, MemberSpec<unknown>>>;
type Parsed<M extends Members> = { -readonly [K in keyof M]?: M[K] extends MemberSpec<infer T> ? T : never };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object with exactly these members (an unknown key is an error naming the keys there are:
 * a typo must never silently disable a rule). `ignored` keys are accepted and dropped.
 */
export function objectOf<M extends Members>(
  members: M,
  description: string,
  options: {
    readonly what?: string;
    readonly ignored?: readonly string[];
    readonly member?: readonly [string, string];
  } = {},
): Field<Parsed<M>> {
  const names = Object.keys(members);
  const required = names.filter((n) => members[n]?.required === true);
  return {
    schema: {
      type: 'object',
      description,
      properties: Object.fromEntries(names.map((n) => [n, members[n]!.field.schema])),
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    },
    parse(value, path) {
      if (!isObject(value))
        throw new ConfigProblem(path, `expected ${options.what ?? 'an object'}, got ${kindOf(value)}`);
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        if (options.ignored?.includes(key)) continue;
        const member = Object.prototype.hasOwnProperty.call(members, key) ? members[key] : undefined;
        if (member === undefined)
          throw new ConfigProblem(
            [...path, key],
            `unknown ${options.member?.[0] ?? 'key'} (${options.member?.[1] ?? 'keys'}: ${names.filter((n) => !options.ignored?.includes(n)).join(', ')})`,
          );
        out[key] = member.field.parse(v, [...path, key]);
      }
      for (const key of required) if (!(key in out)) throw new ConfigProblem([...path, key], 'missing (required)');
      return out as Parsed<M>;
    },
  };
}

/**
 * An object whose keys the user names (price names) or that come from a fixed list read
 * case-insensitively (rule codes): `key` returns the canonical key, or undefined for an unknown one.
 */
export function mapOf<T>(
  value: Field<T>,
  description: string,
  options: {
    readonly what: string;
    readonly key?: (key: string) => string | undefined;
    /** The problem an unknown key is reported with; a function when the key itself decides it. */
    readonly unknownKey?: string | ((key: string) => string);
    readonly keySchema?: JsonSchema;
    readonly knownKeys?: Readonly<Record<string, string>>;
  },
): Field<Record<string, T>> {
  const known = options.knownKeys;
  return {
    schema:
      known === undefined
        ? {
            type: 'object',
            description,
            additionalProperties: value.schema,
            ...(options.keySchema ? { propertyNames: options.keySchema } : {}),
          }
        : {
            type: 'object',
            description,
            properties: Object.fromEntries(
              Object.entries(known).map(([k, d]) => [k, { ...value.schema, description: d }]),
            ),
            additionalProperties: false,
          },
    parse(v, path) {
      if (!isObject(v)) throw new ConfigProblem(path, `expected ${options.what}, got ${kindOf(v)}`);
      const out: Record<string, T> = {};
      for (const [key, item] of Object.entries(v)) {
        const canonical = options.key === undefined ? key : options.key(key);
        if (canonical === undefined) {
          const problem = typeof options.unknownKey === 'function' ? options.unknownKey(key) : options.unknownKey;
          throw new ConfigProblem([...path, key], problem ?? 'unknown key');
        }
        out[canonical] = value.parse(item, [...path, key]);
      }
      return out;
    },
  };
}

/** `path` as written in a message: `budgets.commonCuts[1]`, `rules.SK302`. */
export function pathText(path: ConfigPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : `${out === '' ? '' : '.'}${shownKey(seg)}`;
  return out;
}
