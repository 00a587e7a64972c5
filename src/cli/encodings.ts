/**
 * The --encoding option: a comma list of names/aliases → loaded encodings. Separate from
 * shared.ts so commands that never count tokens do not load the tokenizer.
 */
import { getEncoding } from '../tokenizer/index.js';
import { DEFAULT_ENCODING, resolveEncodingName, unknownEncodingMessage } from '../tokenizer/names.js';
import type { Encoding } from '../tokenizer/types.js';
import { listOption } from './args.js';
import { UsageError } from './errors.js';

export function encodingsOption(value: string | string[] | undefined): Encoding[] {
  const names = listOption(value);
  if (names.length === 0) return [getEncoding(DEFAULT_ENCODING)];
  const out: Encoding[] = [];
  for (const n of names) {
    const canonical = resolveEncodingName(n);
    if (canonical === undefined) throw new UsageError(unknownEncodingMessage(n));
    if (!out.some((e) => e.name === canonical)) out.push(getEncoding(canonical));
  }
  return out;
}

