/**
 * Loading the encodings a command's options chose (config/resolve.ts picks the names). Separate
 * from shared.ts so commands that never count tokens do not load the tokenizer.
 */
import { getEncoding } from '../tokenizer/index.js';
import type { Encoding, EncodingName } from '../tokenizer/types.js';

/** Loads the encodings resolveOptions chose (canonical names). */
export function loadEncodings(names: readonly EncodingName[]): Encoding[] {
  return names.map((n) => getEncoding(n));
}
