/**
 * Encoding names and aliases accepted by the API and the CLI. `gpt2` is the historical name of
 * r50k_base (same ranks, same split pattern, same special token).
 */
import type { EncodingName } from './types.js';

/** Canonical names, in the order the CLI lists them. */
export const ENCODING_NAMES = [
  'r50k_base',
  'p50k_base',
  'cl100k_base',
  'o200k_base',
] as const satisfies readonly EncodingName[];

/** Extra accepted spellings → canonical name. */
export const ENCODING_ALIASES = {
  gpt2: 'r50k_base',
  r50k: 'r50k_base',
  p50k: 'p50k_base',
  cl100k: 'cl100k_base',
  o200k: 'o200k_base',
} as const satisfies Record<string, EncodingName>;

/** Every string `resolveEncodingName` accepts: canonical names first, then aliases. */
export const ENCODING_CHOICES: readonly string[] = [...ENCODING_NAMES, ...Object.keys(ENCODING_ALIASES)];

/** Default encoding for counting (the GPT-4o / GPT-5 family). */
export const DEFAULT_ENCODING: EncodingName = 'o200k_base';

/** Canonical name for a name or alias (case-insensitive), or `undefined` if unknown. */
export function resolveEncodingName(nameOrAlias: string): EncodingName | undefined {
  const key = nameOrAlias.trim().toLowerCase();
  if ((ENCODING_NAMES as readonly string[]).includes(key)) return key as EncodingName;
  if (Object.prototype.hasOwnProperty.call(ENCODING_ALIASES, key))
    return ENCODING_ALIASES[key as keyof typeof ENCODING_ALIASES];
  return undefined;
}

/** The message used whenever an unknown name is given (API error and CLI usage error alike). */
export function unknownEncodingMessage(name: string): string {
  return `unknown encoding '${name}' (valid: ${ENCODING_CHOICES.join(', ')})`;
}
