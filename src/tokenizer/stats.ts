/**
 * Pure per-text statistics behind `skillscope tokens count`.
 */
import type { Encoding, EncodingName } from './types.js';
import { countCodePoints } from './verify.js';

export interface TextStats {
  /** File path, or `-` for standard input. */
  readonly file: string;
  readonly bytes: number;
  readonly codePoints: number;
  readonly tokens: Readonly<Partial<Record<EncodingName, number>>>;
}

export interface CountReport {
  readonly encodings: readonly EncodingName[];
  readonly files: readonly TextStats[];
  readonly total: TextStats;
  readonly skipped: readonly { readonly file: string; readonly reason: 'binary' | 'unreadable' | 'too-large' }[];
}

export function textStats(file: string, text: string, byteLength: number, encodings: readonly Encoding[]): TextStats {
  const tokens: Partial<Record<EncodingName, number>> = {};
  for (const encoding of encodings) tokens[encoding.name] = encoding.count(text);
  return { file, bytes: byteLength, codePoints: countCodePoints(text), tokens };
}

export function totalStats(encodings: readonly EncodingName[], files: readonly TextStats[]): TextStats {
  const tokens: Partial<Record<EncodingName, number>> = {};
  for (const name of encodings) tokens[name] = files.reduce((sum, f) => sum + (f.tokens[name] ?? 0), 0);
  return {
    file: 'total',
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    codePoints: files.reduce((sum, f) => sum + f.codePoints, 0),
    tokens,
  };
}

/** Tokens per code point (0 for empty text), rounded to 4 decimals for stable output. */
export function tokensPerChar(stats: TextStats, name: EncodingName): number {
  const tokens = stats.tokens[name] ?? 0;
  return stats.codePoints === 0 ? 0 : Math.round((tokens / stats.codePoints) * 10000) / 10000;
}
