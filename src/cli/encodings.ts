/**
 * Loading the encodings a command's options chose (config/resolve.ts picks the names). Separate
 * from shared.ts so commands that never count tokens do not load the tokenizer.
 */
import { getEncoding } from '../tokenizer/index.js';
import { ENCODING_ALIASES, ENCODING_NAMES } from '../tokenizer/names.js';
import type { Encoding, EncodingName } from '../tokenizer/types.js';

/** The encodings an --encoding option takes, for its help line. */
export const ENCODING_NAMES_HELP = `${ENCODING_NAMES.join(', ')} (aliases ${Object.keys(ENCODING_ALIASES).join(', ')})`;

/** Loads the encodings resolveOptions chose (canonical names). */
export function loadEncodings(names: readonly EncodingName[]): Encoding[] {
  return names.map((n) => getEncoding(n));
}
