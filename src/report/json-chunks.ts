/**
 * `JSON.stringify(value, null, 2)` in pieces, for documents too large to build as one string:
 * `audit --json` at 100,000 skills is a ~500 MB document, and building it whole took the
 * command's peak from ~1 GB to 2.9 GB. The outer `depth` levels of objects and arrays are walked
 * here; below them each value is `JSON.stringify`'s own text, re-indented (its only line breaks
 * are its own: strings escape theirs). The pieces joined are byte-for-byte the one-string text
 * (test/report/json-chunks.test.ts), including `toJSON`, and `undefined`, functions and symbols
 * dropped from objects and written `null` in arrays.
 */

type Holder = Record<string, unknown>;

/** What JSON.stringify serialises for `holder[key]`: the value after its `toJSON`, if any. */
function prepared(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}

/** Values JSON.stringify leaves out of an object (and writes as null in an array). */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function* pieces(value: unknown, indent: string, depth: number): Generator<string> {
  if (depth === 0 || value === null || typeof value !== 'object') {
    yield (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, `\n${indent}`);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    for (let i = 0; i < value.length; i++) {
      yield `${i === 0 ? '[' : ','}\n${inner}`;
      const v = prepared(value[i], String(i));
      if (omitted(v)) yield 'null';
      else yield* pieces(v, inner, depth - 1);
    }
    yield `\n${indent}]`;
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const v = prepared((value as Holder)[key], key);
    if (omitted(v)) continue;
    yield `${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* pieces(v, inner, depth - 1);
  }
  yield first ? '{}' : `\n${indent}}`;
}

/**
 * `JSON.stringify(value, null, 2) + '\n'` as pieces, walking `depth` levels. Default 2: the
 * document's fields and the entries of its lists (a finding, a skill) — each entry one string;
 * walking one level deeper took 3× the time of one `JSON.stringify` (23 MB of
 * check JSON: 200 against 64 ms; depth 2: ~150 ms).
 */
export function* jsonPieces(value: unknown, depth = 2): Generator<string> {
  yield* pieces(prepared(value, ''), '', depth);
  yield '\n';
}

/** Pieces joined into strings of about `size` characters (one write each instead of thousands). */
export function* batched(pieces: Iterable<string>, size = 1 << 16): Generator<string> {
  let parts: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    parts.push(piece);
    length += piece.length;
    if (length >= size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (parts.length > 0) yield parts.join('');
}
