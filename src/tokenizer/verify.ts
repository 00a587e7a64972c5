/**
 * Pure checks behind `skillscope tokens verify`: fixed vectors and decode(encode(x)) round
 * trips. Results are data; renderers in src/report/tokens/ word them.
 */
import type { Encoding } from './types.js';
import type { TokenVector } from './vectors.js';

export interface VectorResult {
  readonly encoding: string;
  readonly text: string;
  readonly expected: readonly number[];
  readonly actual: readonly number[];
  readonly ok: boolean;
}

/** One text round-tripped through one encoding. */
export interface RoundTripResult {
  /** `built-in:<label>` or a file path as given/found. */
  readonly source: string;
  readonly encoding: string;
  readonly tokens: number;
  readonly codePoints: number;
  readonly ok: boolean;
  /** UTF-16 offset of the first differing character when not ok. */
  readonly firstDifference?: number;
}

export function checkVector(vector: TokenVector, encoding: Encoding): VectorResult {
  const actual = encoding.encode(vector.text);
  const ok = actual.length === vector.ids.length && actual.every((id, i) => id === vector.ids[i]);
  return { encoding: vector.encoding, text: vector.text, expected: vector.ids, actual, ok };
}

export function checkRoundTrip(source: string, text: string, encoding: Encoding): RoundTripResult {
  const ids = encoding.encode(text);
  const back = encoding.decode(ids);
  const codePoints = countCodePoints(text);
  if (back === text && encoding.count(text) === ids.length)
    return { source, encoding: encoding.name, tokens: ids.length, codePoints, ok: true };
  let at = 0;
  while (at < text.length && text.charCodeAt(at) === back.charCodeAt(at)) at++;
  return { source, encoding: encoding.name, tokens: ids.length, codePoints, ok: false, firstDifference: at };
}

export function countCodePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** Everything `tokens verify` found (the JSON document minus its envelope). */
export interface VerifyReport {
  readonly vectors: readonly VectorResult[];
  readonly roundTrips: readonly RoundTripResult[];
  /** Files under the given paths that were not text (NUL byte or invalid UTF-8). */
  readonly skipped: readonly { readonly file: string; readonly reason: 'binary' | 'unreadable' | 'too-large' }[];
  readonly ok: boolean;
}
