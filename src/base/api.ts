/**
 * Argument checks for the public library entry points (src/index.ts). TypeScript users get
 * these from the compiler; JavaScript users and `any`-typed callers used to get a TypeError from
 * deep inside (`Cannot read properties of undefined (reading 'map')`) for natural mistakes —
 * a SkillSet where its `skills` array belongs, a missing `routers` option, a BenchResult where
 * the renderer wants `{ dir, queriesFile, result }`. Each check is O(1) or one pass over the
 * array it is handed; none copies. Bottom layer: no imports.
 */

/** A public function was called with an argument of the wrong shape (a bug in the caller). */
export class ApiUsageError extends TypeError {
  override readonly name = 'ApiUsageError';
  constructor(
    /** The public function that was called, e.g. `routeQuery`. */
    readonly fn: string,
    /** The argument or option, e.g. `skills` or `options.routers`. */
    readonly argument: string,
    /** The shape it must have, in words. */
    readonly expected: string,
    /** What it was, in words (with a hint when the mistake is a common one). */
    readonly got: string,
  ) {
    super(`${fn}: ${argument} must be ${expected}; got ${got}`);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Words for a value, with the fix when it is a known near-miss. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v === 'string') return 'a string';
  if (typeof v !== 'object') return `a ${typeof v}`;
  const keys = Object.keys(v);
  if (Array.isArray((v as Record<string, unknown>)['skills']))
    return `an object with a 'skills' array (a SkillSet?) — pass its .skills`;
  if (isObject((v as Record<string, unknown>)['result']))
    return `an object with a 'result' (a report?) — pass the expected shape`;
  return keys.length === 0
    ? 'an empty object'
    : `an object with keys ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}`;
}

/** `value` must be an array whose every item has string `fields` (one pass). */
export function requireItems(
  fn: string,
  argument: string,
  value: unknown,
  expected: string,
  fields: readonly string[],
): void {
  if (!Array.isArray(value)) throw new ApiUsageError(fn, argument, expected, describeValue(value));
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    const missing = isObject(item) ? fields.find((f) => typeof item[f] !== 'string') : fields[0];
    if (missing !== undefined)
      throw new ApiUsageError(
        fn,
        `${argument}[${i}]`,
        `an object with string ${fields.map((f) => `'${f}'`).join(', ')}`,
        isObject(item) ? `'${missing}' ${describeValue(item[missing])}` : describeValue(item),
      );
  }
}

/** Route skills: `{ name, description, body }` strings (a SkillSet's `skills` are). */
export function requireRouteSkills(fn: string, value: unknown): void {
  requireItems(fn, 'skills', value, "an array of skills { name, description, body } (a SkillSet's .skills)", [
    'name',
    'description',
    'body',
  ]);
}

/** `value` must be a (non-array) object holding every key of `keys` (values not inspected). */
export function requireObject(
  fn: string,
  argument: string,
  value: unknown,
  expected: string,
  keys: readonly string[] = [],
): asserts value is Record<string, unknown> {
  if (!isObject(value)) throw new ApiUsageError(fn, argument, expected, describeValue(value));
  const missing = keys.find((k) => value[k] === undefined);
  if (missing !== undefined)
    throw new ApiUsageError(fn, argument, expected, `${describeValue(value)} (no '${missing}')`);
}

/** An optional options object: undefined, or an object. */
export function requireOptions(fn: string, value: unknown, expected = 'an options object'): void {
  if (value !== undefined && !isObject(value))
    throw new ApiUsageError(fn, 'options', `undefined or ${expected}`, describeValue(value));
}

export function requireString(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'string') throw new ApiUsageError(fn, argument, 'a string', describeValue(value));
}

export function requireArray(fn: string, argument: string, value: unknown, expected: string): void {
  if (!Array.isArray(value)) throw new ApiUsageError(fn, argument, expected, describeValue(value));
}

export function requireBoolean(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'boolean') throw new ApiUsageError(fn, argument, 'true or false', describeValue(value));
}
